"""Words of a text, for the "nothing lost" check and the accuracy bench: Latin words and
numbers lowercased, each CJK character a word of its own."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from resumes.importing import lexicon

_TOKEN = re.compile(
    r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[^\W_\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+"
)
# Words that become structure instead of text: month names and "present" become ISO dates
# or an empty end date, contact labels become the field they name.
_STRUCTURAL_WORDS = (
    "jan january feb february mar march apr april may jun june jul july aug august sep sept "
    "september oct october nov november dec december spring summer fall autumn winter "
    "present current currently now today ongoing since until till to 至 今 年 月 日"
)
STRUCTURAL = set(_STRUCTURAL_WORDS.split(" "))
# "Email:", "Grade:", "主修课程：" before a value: the label names the field the value went to.
LABEL = re.compile(
    r"(?:^|(?<=[\s|·•]))(?:e-?mail|email address|mail|phone number|mobile number|phone|tel|"
    r"telephone|mobile|cell|website|"
    r"web|homepage|portfolio|blog|address|location|linkedin|github|wechat|gpa|cgpa|grade|score|"
    r"courses|relevant courses|relevant coursework|coursework|modules|roles?|keywords|tech|"
    r"technologies|tech stack|stack|tools|built with|name|电话|手机|手机号|联系电话|邮箱|电子邮箱|"
    r"邮件|微信|网站|个人网站|主页|个人主页|地址|所在地|现居|现居地|居住地|城市|博客|姓名|成绩|"
    r"绩点|主修课程|相关课程|课程|角色|职责|技术栈|技术|关键词|工具|求职意向|职位)\s*[:：]",
    re.IGNORECASE,
)


def tokens(text: str) -> list[str]:
    return [t.lower() for t in _TOKEN.findall(text)]


def content_tokens(text: str) -> list[str]:
    """Words of a source text that carry content: labels before a colon left out (those of
    forms too: "Company Name:", "在职时间：")."""
    from resumes.importing import forms

    match = forms.LABELLED.match(text)
    if match and forms.is_label(match.group(1)):
        text = match.group(2)
    return [t for t in tokens(LABEL.sub(" ", text)) if t not in STRUCTURAL]


def document_strings(value: Any) -> list[str]:
    out: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return out


def document_tokens(document: dict[str, Any]) -> Counter:
    """The words of every text in the document; ISO dates also give their spelled forms."""
    counter: Counter = Counter()
    for text in document_strings(document):
        counter.update(tokens(text))
        if re.fullmatch(r"\d{4}(-\d{2}){0,2}", text):
            parts = text.split("-")
            counter.update(str(int(p)) for p in parts[1:])
    basics = document.get("basics") or {}
    code = ((basics.get("location") or {}).get("countryCode") or "").upper()
    for name, country in lexicon.COUNTRIES.items():
        if country == code:
            counter.update(tokens(name))
    sections = set(document)
    if basics.get("summary"):
        sections.add("summary")
    if any(basics.get(k) for k in ("email", "phone", "url", "location", "profiles")):
        sections.add("contact")
    for phrase, key in lexicon.SECTION_OF_HEADING.items():
        if key in sections:
            counter.update(set(tokens(phrase)))
    return counter


def kept_fraction(source_text: str, document: dict[str, Any]) -> float:
    """Share of the source's words found in the document (headings of sections it has, date
    and contact label words count as kept: they became structure)."""
    from resumes.importing.furniture import is_page_number

    texts = [line for line in source_text.splitlines() if not is_page_number(line)]
    all_words = sum(len(tokens(line)) for line in texts)
    source = Counter(t for line in texts for t in content_tokens(line))
    if not all_words:
        return 1.0
    found = document_tokens(document)
    structural = all_words - sum(source.values())
    kept = structural + sum(min(count, found.get(word, 0)) for word, count in source.items())
    return kept / all_words
