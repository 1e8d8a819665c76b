"""Where an entry happened, told by the layout when no list of places knows the name: the
short tail after an employer's comma, a Chinese organisation's city after its kind, the one
piece beside the dates on a date row. Each rule names its layout family; a known city or
country is found first by `lexicon.looks_like_place` (`header_pieces.take_location`)."""

from __future__ import annotations

import re

from resumes.importing import lexicon
from resumes.importing.dates import find_range
from resumes.importing.lines import Line

_CJK_ORG_PLACE = re.compile(
    r"^(.*(?:公司|集团|医院|银行|学校|学院|大学|中心|事务所|研究院|研究所|幼儿园|酒店|"
    r"工厂|诊所|律所|商行|门店|分行|支行))\s*[,，]\s*([\u4e00-\u9fff]{2,4})$"
)
# A letter, then letters: capitalised where its first is upper-case ("Ås", "Örebro", "Łódź").
_WORDISH = re.compile(r"[^\W\d_][\w'.-]*$")
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
    return 1 <= len(words) <= 3 and all(w[:1].isupper() and _WORDISH.match(w) for w in words)


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


def place_beside_pair(texts: list[str]) -> tuple[str, list[str]]:
    """ "Hotel Saski, Commis Chef" beside "Kraków": when one piece holds employer and title
    apart by a comma, a second piece shaped like a town is the place, known or not (layout
    family: Word text boxes and their LibreOffice PDFs, "Employer, Title | Town")."""
    if len(texts) != 2:
        return "", texts
    for index, text in enumerate(texts):
        other = texts[1 - index]
        if not place_shaped(text) or not re.search(r",\s|(?<=[\u4e00-\u9fff])[,，]", other):
            continue
        head, _, tail = re.split(r"(,\s*|，\s*)", other, maxsplit=1)
        sides = [lexicon.POSITION_WORDS.search(head), lexicon.POSITION_WORDS.search(tail)]
        orgs = [lexicon.ORG_WORDS.search(head), lexicon.ORG_WORDS.search(tail)]
        if bool(sides[0]) != bool(sides[1]) or bool(orgs[0]) != bool(orgs[1]):
            return text, [other]
    return "", texts


_DASH_TAIL = re.compile(r"^(.+?)\s+[-–]\s+([^-–]+)$")


def dash_place(texts: list[str]) -> tuple[str, list[str]]:
    """ "Monash Health - Clayton" beside dates set right, over the title's own row: a town's
    shape after a spaced dash that ends the first piece is the place (layout family:
    fixed-width CVs printed by enscript, whose typed hyphen stands for the dash)."""
    match = _DASH_TAIL.match(texts[0]) if len(texts) >= 2 else None
    if not match or not place_shaped(match.group(2)):
        return "", texts
    if lexicon.POSITION_WORDS.search(match.group(1)) or not lexicon.POSITION_WORDS.search(
        " ".join(texts[1:])
    ):
        return "", texts
    return match.group(2).strip(), [match.group(1).strip(), *texts[1:]]


def place_beside_title(texts: list[str]) -> tuple[str, list[str]]:
    """ "Monash Health - Clayton" over "Physiotherapist": three pieces, one naming a title
    and one after the first shaped like a town, known or not: the town is the place (layout
    family: fixed-width CVs (enscript) and office templates, "Employer - Town" beside the
    dates with the title alone on the row under it)."""
    if len(texts) != 3:
        return "", texts
    titled = [i for i, text in enumerate(texts) if lexicon.POSITION_WORDS.search(text)]
    if titled != [2] or not place_shaped(texts[1]) or lexicon.POSITION_WORDS.search(texts[0]):
        return "", texts
    return texts[1], [texts[0], texts[2]]


# "City: Melbourne", "城市：深圳": a labelled place in an entry's header (layout family:
# Europass exports and web-form CVs).
# Chinese job sites write the place of work under the entry's header ("工作地点：武汉").
_PLACE_LABEL = re.compile(
    r"^(?:city|town|location|place|work location|城市|地点|所在地|工作地点)"
    r"\s*[:：]\s*(\S.*)$",
    re.I,
)


def labelled_place(texts: list[str]) -> tuple[str, list[str]]:
    for index, text in enumerate(texts):
        match = _PLACE_LABEL.match(text.strip())
        if match:
            return match.group(1).strip(), texts[:index] + texts[index + 1 :]
    return "", texts


def town_only(line: Line) -> bool:
    """A line that is nothing but a town's name (known, or shaped like one), no dates."""
    text = line.text.strip()
    if line.bullet or len(line.parts) > 1 or find_range(text):
        return False
    return lexicon.looks_like_place(text) or place_shaped(text)


def fold_town_entries(entries: list) -> list:
    """Layout family: a LibreOffice PDF of a Word resume whose town stands in its own text
    box, drawn a line lower than the entry's title, so reading order puts it among the
    entry's bullets. A would-be entry headed by a town alone and dated by nothing belongs to
    the entry before it: the town is its place (`Entry.town`), the lines under it its body."""
    out: list = []
    for entry in entries:
        if (
            out
            and len(entry.header) == 1
            and town_only(entry.header[0])
            and not getattr(out[-1], "town", "")
            and any(find_range(line.text) for line in out[-1].header)
        ):
            out[-1].town = entry.header[0].text.strip()
            out[-1].body.extend(entry.body)
            continue
        out.append(entry)
    return out
