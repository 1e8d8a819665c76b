"""Word-level sameness for `skill_claimed`: when a new wording keeps the earlier version's words
in another form, and which new words name a skill where nothing else does.

- Inflection and derivation: "reconciliations" keeps "reconciled", "supervising" keeps
  "supervision" (one stem the prefix of the other, the common part long enough that
  "hemodialysis" does not keep "hemodynamic").
- Compounds split or merged: "writing copy" keeps "copywriting", "case load" keeps "caseload".
- Chinese: everyday synonyms that are no skill (病人 / 患者, 顾客 / 客户), and verbs that frame a
  duty without naming one (开展, 进行, 协助).
- A summary's skill cue ("experienced in", "proficient in", 熟悉, 精通, 擅长) opens a list of
  skills: each phrase of it must be backed, one new word is enough to claim.
- A product or method the term lists do not know, written as a capitalised name or an acronym
  in a new line ("Midas Gen", "DMAIC", C4D), is a claim when the earlier version has no form
  of it.
"""

from __future__ import annotations

import re
from itertools import permutations

from resumes.cjk import CJK
from resumes.skills.index import SkillIndex
from resumes.skills.terms import find_terms, normalize, stem


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Everyday Chinese words written two ways; none of them is a skill.
_ZH_SAME: tuple[frozenset[str], ...] = tuple(
    frozenset(group.split())
    for group in (
        "病人 患者 病患",
        "顾客 客户",
        "员工 职工 员工们",
        "学生 学员",
        "老师 教师",
        "公司 企业",
        "撰写 编写 书写 写作",
        "制定 制订 设计",
        "审核 审查 审阅",
        "研究 检索",
        "开发 开拓 拓展",
        "地区 区域",
        "小儿 儿科 儿童 患儿",
        "监测 监护 监控",
        "成交 签约 签单",
    )
)
# Chinese verbs that frame a duty without naming a skill ("开展健康教育" is 健康教育).
ZH_FRAME = _set(
    "开展 进行 实施 协助 提供 帮助 做好 做 为 对 给 向 将 把 按照 根据 基于 日常 相关 各类 "
    "多个 多项 一线 完成 负责 参与 主导 处理 执行 落实 推进 支持 配合 利用 运用 采用 制作 作为"
)


# Chinese words that say what kind of thing a compound names ("客户关系" is a 客户 thing).
_ZH_KIND = _set(
    "关系 管理 工作 服务 手续 流程 事务 情况 问题 方案 体系 能力 文书 文件 资料 材料 数据"
)


def _synonym_in(word: str, text: str) -> bool:
    """Whether `text` has an everyday synonym of the Chinese `word` (`_ZH_SAME`)."""
    return any(word in group and any(other in text for other in group) for group in _ZH_SAME)


def zh_same(word: str, text: str) -> bool:
    """Whether `text` has the Chinese `word` in another form: an everyday synonym, the two
    characters of a word with one or two between ("入职" in "入离职"), or the two halves of a
    four-character word, one of them a kind word ("客户关系" beside "维护客户"), or a
    four-character word by its usual short form (网上银行: 网银)."""
    if _synonym_in(word, text):
        return True
    if len(word) == 2 and re.search(
        re.escape(word[0]) + r"[\u3400-\u9fff]{1,2}" + re.escape(word[1]), text
    ):
        return True
    if len(word) == 4 and word[0] + word[2] in text:
        return True  # shortened by the first character of each half: 网上银行 -> 网银
    if len(word) == 4:
        halves = (word[:2], word[2:])
        if all(
            half in text or half in _ZH_KIND or _synonym_in(half, text) for half in halves
        ) and any(half in text and half not in _ZH_KIND for half in halves):
            return True
    return False


def _common(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def same_stem(a: str, b: str) -> bool:
    """Whether two Latin words are one word inflected or derived ("reconciliations",
    "reconciled"): the shorter stem is the prefix of the other, or they share all but three
    letters of the shorter, at least six."""
    sa, sb = stem(a), stem(b)
    if sa == sb:
        return True
    shorter = min(len(sa), len(sb))
    common = _common(sa, sb)
    return shorter >= 4 and (common == shorter or (common >= 6 and common >= shorter - 3))


def word_known(word: str, before: SkillIndex) -> bool:
    """Whether the earlier version has a Latin `word` in some form (stem, inflection)."""
    s = stem(word)
    if s in before.stems or s.replace("-", "") in _joined_words(before):
        return True
    key = "\0w" + word  # cached in the index, like its own look-ups
    if key not in before._found:
        heads = _heads(before)
        before._found[key] = any(same_stem(word, w) for w in heads.get(s[:4], ())) or _two_words(  # type: ignore[assignment]
            word, before
        )
    return bool(before._found[key])


def _two_words(word: str, before: SkillIndex) -> bool:
    """Whether a Latin word is two words of the earlier version written solid ("websites" for
    "Web Developer" and "sites", "workflow" for "work" and "flow"), each of three letters or
    more."""
    if not word.isascii() or not word.isalpha() or len(word) < 7:
        return False
    return any(
        stem(word[:i]) in before.stems and stem(word[i:]) in before.stems
        for i in range(3, len(word) - 2)
    )


def _joined_words(before: SkillIndex) -> frozenset[str]:
    """The earlier version's hyphenated word stems written solid ("post-operative" ->
    "postoperative", stemmed)."""
    cached = before._found.get("\0\0solid")
    if cached is None:
        cached = frozenset(stem(w.replace("-", "")) for w in before.stems if "-" in w)
        before._found["\0\0solid"] = cached  # type: ignore[assignment]
    return cached  # type: ignore[return-value]


def _heads(before: SkillIndex) -> dict[str, list[str]]:
    """The earlier version's word stems by their first four letters."""
    cached = before._found.get("\0\0heads")
    if cached is None:
        heads: dict[str, list[str]] = {}
        for w in before.stems:
            heads.setdefault(w[:4], []).append(w)
        before._found["\0\0heads"] = heads  # type: ignore[assignment]
        return heads
    return cached  # type: ignore[return-value]


def compound_known(content: list[str], before: SkillIndex) -> bool:
    """Whether the words of a short phrase, joined in some order, are one word of the earlier
    version ("writing copy" -> "copywriting")."""
    if not 2 <= len(content) <= 3 or not all(w.isascii() for w in content):
        return False
    joined = before.joined
    for order in permutations(content):
        for glue in ("", "-"):
            whole = glue.join(order)
            if re.search(rf"(?<![a-z]){re.escape(whole)}", joined):
                return True
            # Each part in any inflection: "copy" + "writing" against "copywriter".
            if len(order[-1]) >= 6 and re.search(rf"(?<![a-z]){re.escape(whole[:-3])}", joined):
                return True
    return False


def initials_known(value: str, before: SkillIndex) -> bool:
    """A two-letter abbreviation that is the initials of a whole short text of the earlier
    version ("GL" for a skills entry "general ledger")."""
    letters = re.sub(r"[&.\-/\s]", "", value)
    if not (letters.isascii() and letters.isalpha() and len(letters) == 2):
        return False
    for _, normalised, _ in before.texts:
        words = [w for w in re.findall(r"[a-z][a-z'\-]*", normalised) if w not in ("and", "of")]
        if 2 <= len(words) <= 3 and "".join(w[0] for w in words[:2]) == letters:
            return True
    return False


_SKIPPED = frozenset({"and", "of", "the", "for", "in", "&", "to"})


def acronym_known(name: str, before: SkillIndex) -> bool:
    """An acronym, maybe plural, that is the initials of consecutive words of the earlier
    version ("RFQs" for "requests for quotation", "MM" for "Materials Management"); two
    letters only from capitalised words."""
    letters = name.replace("&", "").replace("-", "").replace(" ", "")
    if letters.endswith("s") and letters[:-1].isupper():
        letters = letters[:-1]
    if not (letters.isascii() and letters.isalpha() and letters.isupper() and len(letters) >= 2):
        return False
    letters = letters.lower()
    for _, _, text in before.texts:
        every = re.findall(r"[A-Za-z][A-Za-z']*", text)
        for tokens in (every, [w for w in every if w.lower() not in _SKIPPED]):
            if len(letters) == 2:
                tokens = [w if w[0].isupper() else "." for w in tokens]
            # A word in capitals may count whole ("Woodcock-Johnson IV" -> "wjiv").
            whole = [w.lower() if w.isupper() and len(w) <= 4 else w[0].lower() for w in tokens]
            if _spelled_from(letters, tokens, whole) or _spelled_from(
                letters, tokens, [w[0].lower() for w in tokens]
            ):
                return True
    return False


def _spelled_from(letters: str, tokens: list[str], given: list[str]) -> bool:
    """Whether consecutive words of `tokens`, each giving its piece of `given`, spell
    `letters`, the run neither opening nor closing on a little word ("and lifted etch" is no
    ALE)."""
    owner = [i for i, piece in enumerate(given) for _ in piece]
    joined = "".join(given)
    start = joined.find(letters)
    while start >= 0:
        ends = (tokens[owner[start]], tokens[owner[start + len(letters) - 1]])
        if not any(w.lower() in _SKIPPED for w in ends):
            return True
        start = joined.find(letters, start + 1)
    return False


# A summary's words that open a list of skills.
_CUE = re.compile(
    r"(?:experienced|experience|expertise|expert|skilled|proficient|proficiency|versed|"
    r"fluent|certified|trained|specialised|specialized|specializing|specialising|background|"
    r"competent|adept|strong)\s+(?:in|with|at)\s+(?P<en>[^.;!?]+)"
    r"|(?:熟悉|精通|擅长|掌握|熟练掌握|熟练使用|熟练运用|具备|具有)(?P<zh>[^。；！？.;，,]+)"
    r"|有(?P<zh2>[^。；！？.;，,]{2,12}?)(?:经验|经历)"
    # holding a licence: 持有 ... 证书, or 持 ... 证 opening a clause (not 支持, 保持)
    r"|(?:持有|(?<![\u3400-\u9fff])持)(?P<zh3>[^。；！？.;，,]{2,16}?)(?:证书|资格|执照|证)"
)
_LIST_SPLIT = re.compile(r",|，|、|/|;|；|\s+(?:and|or|as well as|plus)\s+|[和及与以及]")
_CUE_STOP = _set(
    "a an the of for and with in on at to all both including such as various multiple "
    "modern advanced basic complex large"
)


# "PS、AI等设计软件": 等 ends the list, the words after it say what kind of thing it lists.
_ETC = re.compile(
    r"等[\u3400-\u9fff]{0,6}?(?:软件|工具|系统|平台|技能|语言|技术|方法|设备|仪器)\s*$"
)


def cue_phrases(text: str) -> list[str]:
    """The phrases a skill cue of `text` lists ("experienced in X and Y" -> X, Y)."""
    found: list[str] = []
    for match in _CUE.finditer(normalize(text)):
        tail = next((group for group in match.groups() if group), "")
        for part in _LIST_SPLIT.split(tail):
            part = _ETC.sub("", part).strip(" ，,。.")
            if part:
                found.append(part)
    return found


def cue_words(phrase: str) -> list[str]:
    """A cue phrase's content words (Latin; Chinese is judged whole by the caller)."""
    return [
        w
        for w in re.findall(r"[a-z0-9][a-z0-9+#&\-]*", phrase)
        if w not in _CUE_STOP and not w.isdigit() and len(w) > 1
    ]


# A name the term lists may not know: capitalised words (not the first of the text), an
# acronym, a word with digits or inner capitals (C4D, NetSuite, P6).
_NAME = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Z][a-z0-9]*[A-Z0-9][A-Za-z0-9]*|[A-Z]{2,}[a-z]?|[A-Z][a-z]+"
    r"(?:\s+[A-Z][a-z0-9]+)*)(?![A-Za-z0-9])"
)
_NOT_NAMES = _set(
    "i a an the and or of in on at for to with by from as using via into over per "
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday "
    "q1 q2 q3 q4 h1 h2 fy kpi kpis ceo cfo coo ok usa us uk eu "
    # Figures a line reports, not skills it claims.
    "roi gmv sku skus yoy mom qoq ytd dau mau ctr cvr arpu ltv cac nps aov"
)


def new_names(text: str) -> list[str]:
    """Capitalised names and acronyms of a Latin line, a sentence's first word left out
    unless it is an acronym or has inner capitals."""
    names: list[str] = []
    for match in _NAME.finditer(text):
        name = match.group(0)
        ahead = text[: match.start()].rstrip(" -•*\t")
        first = not ahead or ahead[-1] in ".!?;:\n。！？；："
        if first:
            head, _, rest = name.partition(" ")
            if not re.search(r"[A-Z].*[A-Z0-9]", head):
                name = rest  # "Deployed" opens the line; "Midas Gen" may follow
        if name and name.lower() not in _NOT_NAMES:
            names.append(name)
    return names


def cjk(text: str) -> bool:
    return bool(CJK.search(text))


def zh_inserted(value: str, before: SkillIndex) -> bool:
    """A Chinese entry that is a phrase of the earlier version with one or two characters
    inserted that name no skill: the full form of a word the earlier version writes short
    (母乳喂养指导 beside 母乳指导, 排污许可证 beside 排污许可). The phrase has four characters or
    more; 财务数据分析 beside 财务分析 still claims 数据分析."""
    if not value or not all(CJK.match(ch) for ch in value):
        return False
    for size in (1, 2):
        for at in range(1, len(value) - size + 1):
            shorter = value[:at] + value[at + size :]
            if len(shorter) < 4 or shorter not in before.joined:
                continue
            window = value[max(0, at - 2) : at + size + 2]
            kept = shorter[max(0, at - 2) : at + 2]
            had = {term.surface for term in find_terms(kept)}
            if all(term.surface in had for term in find_terms(window)):
                return True
    return False


_GRADE = re.compile(r"^[一二三四五六七八九十]级$")
_EXAM_AROUND = re.compile(r"英语|大学|cet|专业|通过|考试|证书|成绩|水平|\d{3}")


def grade_of_other(surface: str, text: str) -> bool:
    """A Chinese grade word (四级, 六级) that ranks something else in `text` (柯氏四级评估, 三级
    医院, 二级分类), not a language exam: a Chinese noun follows it and no exam word is near."""
    if not _GRADE.match(surface):
        return False
    value = normalize(text)
    at = value.find(surface)
    after = value[at + len(surface) : at + len(surface) + 2]
    near = value[max(0, at - 4) : at + len(surface) + 4]
    return bool(after and CJK.match(after[0])) and not _EXAM_AROUND.search(near)


def added_clause(old: str, new: str) -> str:
    """What a highlight adds after its earlier text kept whole ("…，并拓展社区团购渠道"), or ""."""
    old, new = old.strip().rstrip("。.;；"), new.strip()
    if len(old) < 4 or not new.startswith(old) or len(new) - len(old) < 4:
        return ""
    return new[len(old) :].lstrip("，,;；、 ").removeprefix("并").strip()
