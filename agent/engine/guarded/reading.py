"""Reading a person's message before a weak model sees it: its language, what it asks for, and
which parts of the resume it names.

Deterministic, English and Chinese, no Django: words and patterns only. A guarded turn
(`agent.engine.guarded`) decides from this whether the model may edit at all and where.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from resumes.cjk import CJK

# The parts of the resume a message can name, each with the words that name it. A part is a
# path prefix: an edit may touch that path and everything under it.
FIELD_WORDS: dict[str, tuple[str, ...]] = {
    "basics.name": (
        "my name",
        "the name",
        "full name",
        "name to",
        "rename me",
        "call me",
        "名字",
        "姓名",
    ),
    "basics.label": (
        "headline",
        "job title",
        "my title",
        "title to",
        "professional title",
        "label",
        "职位头衔",
        "头衔",
        "职称",
        "职位",
        "标题",
    ),
    "basics.email": ("email", "e-mail", "mail address", "邮箱", "电子邮件", "邮件"),
    "basics.phone": ("phone", "telephone", "mobile", "cell number", "电话", "手机", "号码"),
    "basics.url": ("website", "homepage", "my url", "my site", "网站", "主页", "网址"),
    "basics.summary": ("summary", "about me", "bio", "profile text", "简介", "摘要", "自我介绍"),
    "basics.location.city": (
        "city",
        "moved to",
        "relocated",
        "live in",
        "based in",
        "城市",
        "搬到",
        "住在",
        "所在地",
    ),
    "basics.location": ("location", "address", "country", "region", "postal", "地址", "国家"),
    "basics.profiles": ("linkedin", "github", "twitter", "profiles", "社交"),
    "work": (
        "job",
        "work",
        "experience",
        "employer",
        "company",
        "companies",
        "position",
        "role",
        "工作",
        "经历",
        "公司",
        "职位",
        "岗位",
    ),
    "work.highlights": ("highlight", "bullet point", "achievement", "亮点", "要点", "成就"),
    "education": (
        "education",
        "degree",
        "school",
        "university",
        "college",
        "studied",
        "教育",
        "学历",
        "学校",
        "大学",
        "学位",
    ),
    "skills": ("skill", "技能"),
    "languages": ("language", "speak", "语言"),
    "projects": ("project", "项目"),
    "awards": ("award", "prize", "奖"),
    "certificates": ("certificat", "certified", "证书", "认证"),
    "publications": ("publication", "paper", "论文", "出版"),
    "volunteer": ("volunteer", "志愿"),
    "interests": ("interest", "hobby", "hobbies", "兴趣", "爱好"),
    "references": ("reference", "推荐人"),
}

# Asking for a change at all.
_EDIT_WORDS = re.compile(
    r"\b(change|set|update|add|remove|delete|replace|rename|make|put|fix|correct|move|reorder|"
    r"sort|rewrite|improve|write|translate|tailor|insert|append|drop|edit|modify|shorten|"
    r"polish|clear|erase)\b|\bi (?:moved|relocated)\b|\bmy \w+(?: \w+)? is now\b|"
    r"改|设置|设为|添加|加上|增加|新增|删除|删掉|去掉|移除|更新|替换|换成|调整|排序|翻译|重写|润色|"
    r"优化|写一|补充",
    re.IGNORECASE,
)
# Saying outright that nothing is to change.
_NO_CHANGE = re.compile(
    r"\b(?:don'?t|do not|never|without)\s+(?:change|chang|edit|modify|touch|updat)|"
    r"\bno changes?\b|\bjust (?:tell|show|answer)|不要(?:改|修改|更改|动)|别(?:改|动)|不改|不用改|"
    r"只(?:告诉|回答)",
    re.IGNORECASE,
)
# A question: one that asks to be told something, not to have something done.
_QUESTION_START = re.compile(
    r"^\s*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|do|does|did|"
    r"have|has|tell me|show me|list|hi|hello|hey)\b",
    re.IGNORECASE,
)
_ZH_QUESTION = re.compile(r"什么|哪些|哪个|哪里|哪家|是否|吗|呢|几|多少|怎么|如何|为什么|告诉我")
_GREETING = re.compile(
    r"^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks|thank you|你好|您好|嗨|谢谢)"
    r"\b|what can you do|who are you|help me\W*$|^\s*help\W*$"
    r"|你能做什么|你会什么|你是谁|能帮我做什么",
    re.IGNORECASE,
)
# What the offline model cannot do well: said so plainly instead of trying.
_CANNOT = re.compile(
    r"\b(?:translate|translation|tailor|cover letter|job (?:posting|description|ad)|"
    r"rewrite|re-write|improve|polish|make (?:it|my \w+) (?:better|stronger|more)|"
    r"write (?:me )?(?:a|an|my|the)|proofread|shorten|summari[sz]e)\b|"
    r"翻译|译成|定制|针对.*(?:职位|岗位)|求职信|重写|改写|润色|优化|写一(?:段|个|份|篇)|精简|总结一下",
    re.IGNORECASE,
)
_CJK_LETTERS_ONLY = re.compile(r"[A-Za-z]")


@dataclass(frozen=True)
class Reading:
    """What a message asks for, as far as words can tell."""

    language: str  # "en" or "zh"
    kind: str  # "greeting", "question", "cannot", "edit"
    fields: frozenset[str] = field(default_factory=frozenset)
    # The message says outright that nothing is to change.
    no_change: bool = False


def language_of(text: str) -> str:
    """ "zh" when the message is written mostly in Chinese characters, else "en"."""
    han = len(CJK.findall(text))
    latin = len(_CJK_LETTERS_ONLY.findall(text))
    return "zh" if han and han * 2 >= latin / 3 else "en"


def named_fields(text: str) -> frozenset[str]:
    """The parts of the resume the message names (path prefixes)."""
    lowered = text.casefold()
    found = {path for path, words in FIELD_WORDS.items() if any(w in lowered for w in words)}
    if "basics.label" in found and "职位" in lowered and "头衔" not in lowered:
        found.add("work")  # 职位 alone is both the headline and a job's position
    # The most specific part named wins: "the second highlight of my Initech job" is about
    # the highlights, not the whole job.
    return frozenset(
        path for path in found if not any(other.startswith(path + ".") for other in found)
    )


def read_message(text: str) -> Reading:
    """Read `text`: its language, what kind of request it is, the parts it names."""
    language = language_of(text)
    fields = named_fields(text)
    if _NO_CHANGE.search(text):
        return Reading(language, "question", fields, no_change=True)
    asks_edit = bool(_EDIT_WORDS.search(text))
    if _CANNOT.search(text) and (asks_edit or not _is_question(text)):
        return Reading(language, "cannot", fields)
    if _GREETING.search(text) and not asks_edit:
        return Reading(language, "greeting", fields)
    if asks_edit and not _is_help_question(text):
        return Reading(language, "edit", fields)
    return Reading(language, "question", fields)


def _is_question(text: str) -> bool:
    stripped = text.strip()
    return (
        stripped.endswith(("?", "？"))
        or bool(_QUESTION_START.search(stripped))
        or bool(_ZH_QUESTION.search(stripped))
    )


def _is_help_question(text: str) -> bool:
    """ "How do I add a skill?" asks how, not for the skill: a question."""
    return bool(
        re.match(r"^\s*(?:how|what|which|why|where|when|can i|should i)\b", text, re.IGNORECASE)
        or re.search(r"怎么|如何|为什么|是什么|是多少|有哪些|哪些", text)
    )
