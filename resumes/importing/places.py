"""Where an entry happened, told by the layout when no list of places knows the name: the
short tail after an employer's comma, a Chinese organisation's city after its kind, the one
piece beside the dates on a date row. Each rule names its layout family; a known city or
country is found first by `lexicon.looks_like_place` (`entries.take_location`)."""

from __future__ import annotations

import re

from resumes.importing import lexicon
from resumes.importing.dates import find_range
from resumes.importing.lines import Line

_CJK_ORG_PLACE = re.compile(
    r"^(.*(?:公司|集团|医院|银行|学校|学院|大学|中心|事务所|研究院|研究所|幼儿园|酒店|"
    r"工厂|诊所|律所|商行|门店|分行|支行))\s*[,，]\s*([\u4e00-\u9fff]{2,4})$"
)
_CAPITALISED = re.compile(r"[A-Z][\w'.-]*$")
_ROW_SPLIT = re.compile(r"\s*[|｜·•]\s*|\s{2,}|\t")
_CJK_PLACE_SHAPE = re.compile(r"^[\u4e00-\u9fff]{2,4}$")


def cjk_org_place(text: str) -> tuple[str, str] | None:
    """ "义乌佳禾贸易有限公司, 义乌": a Chinese organisation's name ends with its kind (公司,
    医院, 学校 …); a short name after it and a comma is where it is, known city or not
    (layout family: Chinese "单位, 城市" rows of design-tool templates)."""
    match = _CJK_ORG_PLACE.match(text.strip())
    if match is None or lexicon.ORG_WORDS.search(match.group(2)):
        return None
    return match.group(1).strip(), match.group(2)


def place_shaped(text: str) -> bool:
    """One to three capitalised words, or two to four Chinese characters, naming no
    organisation, title or degree, with no digit: how a town's name looks."""
    text = text.strip()
    if not text or any(ch.isdigit() for ch in text):
        return False
    if lexicon.ORG_WORDS.search(text) or lexicon.POSITION_WORDS.search(text):
        return False
    if lexicon.DEGREE.search(text):
        return False
    if _CJK_PLACE_SHAPE.match(text):
        return True
    words = text.split()
    return 1 <= len(words) <= 3 and all(_CAPITALISED.match(word) for word in words)


def org_and_place(org: str) -> tuple[str, str]:
    """ "Moreton Cost Consultants, Brisbane" when the title stands on its own: the short
    capitalised tail after the last comma is the place (layout family: "Employer, City
    dates" over the title's own line, in typeset and plain-text resumes)."""
    head, comma, tail = org.rpartition(", ")
    if not comma or not head.strip() or lexicon.looks_like_place(head):
        return org, ""
    if re.search(r"[\u4e00-\u9fff]", tail) or not place_shaped(tail):
        return org, ""
    return head.strip(), tail.strip()


def date_row_place(header: list[Line]) -> str:
    """ "2020年7月 – 2022年1月 | 义乌", "Mar 2019 – Present · Leeds": a header row holding the
    dates and one short piece beside them, under a row that names the job, gives the place
    (layout family: a date row under the title of pandoc DOCX and Word templates)."""
    if len(header) < 2:
        return ""
    for line in header[1:]:
        found = find_range(line.text)
        if found is None:
            continue
        rest = (line.text[: found.begin] + " " + line.text[found.finish :]).strip()
        pieces = [p.strip(" ,;|·•–—-()（）") for p in _ROW_SPLIT.split(rest)]
        pieces = [p for p in pieces if p]
        if len(pieces) == 1 and place_shaped(pieces[0]):
            return pieces[0]
    return ""
