"""The main column of a LinkedIn "Save to PDF" profile (`linkedin_pdf`): Experience and
Education. A role is found by its date line ("January 2019 - Present (5 years 11 months)",
"2019年1月 - 至今 (5年 11个月)"): the line above is the title, a line above that the company
when it is set apart as one (larger, bold over a plain title, space above, or over the
company's total duration "6 years 2 months"); otherwise the role is another at the company
before. A short place line after the dates is the location, the rest the description
(bullets are highlights, other text the summary). A school line is followed by its
"Degree, Area · (2012 - 2014)" line. Wrapped lines are told by the room left on the line
before (also across a page break)."""

from __future__ import annotations

import re
from typing import Any

from resumes.importing.dates import find_range, parse_date
from resumes.importing.lines import Line, is_cjk, join_wrapped, strip_bullet

_UNIT = r"(?:\d{1,2}\s*(?:years?|yrs?|months?|mos?)|\d{1,2}\s*(?:年|个月|個月))"


DURATION = re.compile(rf"^\s*{_UNIT}(?:[,，]?\s*{_UNIT})?\s*$", re.I)


# A role's duration after its dates: "(5 years 11 months)", "(5年 11个月)", or "· 5 yrs 11 mos".
_SPAN = rf"(?:less than a year|不到一年|{_UNIT}(?:[,，]?\s*{_UNIT})?)"
DURATION_TAIL = re.compile(rf"(?:[(（]\s*{_SPAN}\s*[)）]|[·•]\s*{_SPAN})\s*$", re.I)


_YEARS = re.compile(r"\s*·?\s*[(（]([^()（）]*\d{4}[^()（）]*)[)）]\s*$")


SENTENCE_END = re.compile(r"[.。!！;；:：]$")


# LinkedIn's Chinese interface in some versions writes the month before the year ("3月 2019 -
# 现在"): read as "2019年3月" (the text keeps its length, so positions in it still hold).
_MONTH_FIRST = re.compile(r"(?<![\d年])(\d{1,2})月\s*((?:19|20)\d\d)(?![\d年])")


def month_first(text: str) -> str:
    def swap(match: re.Match) -> str:
        month, year = match.group(1), match.group(2)
        out = f"{year}年{month}月"
        return out + " " * (len(match.group(0)) - len(out))

    return _MONTH_FIRST.sub(swap, text)


def li_range(text: str):
    """`find_range` of a LinkedIn date line, the month-first Chinese form too."""
    return find_range(month_first(text))


# Chinese places: the country, then a province-level region (its suffix optional), the city.
_PROVINCE = (
    r"(?:河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|"
    r"贵州|云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆)(?:省|自治区|壮族自治区|回族自治区|"
    r"维吾尔自治区)?"
)
CJK_PLACE = re.compile(rf"^(?:(?:中国|中華人民共和國|中华人民共和国)\s*)(?:{_PROVINCE}\s*)?")
# A province and its city without the country ("江苏 南京", "广东省广州市").
_PROVINCE_CITY = re.compile(rf"^{_PROVINCE}\s*[\u4e00-\u9fff]{{2,4}}$")


_PLACE_WORDS = re.compile(r"\b(?:area|region|remote|metropolitan|county)\b", re.I)


def opens(text: str) -> bool:
    return len(re.findall(r"[(（]", text)) > len(re.findall(r"[)）]", text))


def is_place(text: str) -> bool:
    """A location line: short, no sentence, a comma ("Munich, Bavaria, Germany"), a place word
    ("Greater London Area") or a short Chinese place ("中国 上海")."""
    text = text.strip()
    if not text or len(text) > 70 or SENTENCE_END.search(text) or find_range(text):
        return False
    if strip_bullet(text)[1]:
        return False
    if is_cjk(text[0]):
        return len(text) <= 16 and bool(
            CJK_PLACE.match(text) or _PROVINCE_CITY.match(text) or text.endswith(("市", "区", "县"))
        )
    words = text.split()
    return len(words) <= 8 and ("," in text or bool(_PLACE_WORDS.search(text)))


def wraps(previous: Line, line: Line, right: float, *, slack: float = 1.5) -> bool:
    """Whether `line` is the wrapped rest of `previous` (also over a page break): the same
    style, and its first word would not have fit in the room left on the line before
    (`slack`: font sizes of room allowed for a column edge guessed short)."""
    if line.bullet or abs(previous.size - line.size) > 0.2 or previous.bold != line.bold:
        return False
    text = line.text.strip()
    if not text:
        return False
    first = text[0] if is_cjk(text[0]) else text.split()[0]
    width = (line.x1 - line.x0) * (len(first) + 1) / max(len(text), 1)
    return right - previous.x1 < width + slack * line.size


def paragraphs(group: list[Line], right: float) -> list[str]:
    out: list[str] = []
    previous: Line | None = None
    for line in group:
        text = line.text.strip()
        if out and previous is not None and wraps(previous, line, right):
            out[-1] = join_wrapped(out[-1], text)
        else:
            out.append(text)
        previous = line
    return out


def bigger(line: Line, body: float) -> bool:
    return line.size >= body * 1.08


def _is_date_line(line: Line) -> bool:
    span = li_range(line.text)
    if span is None or span.begin != 0:
        return False
    return bool(DURATION_TAIL.search(line.text)) or len(line.text.rstrip()) - span.finish < 3


# A line closed by a Chinese sentence end is the description of the role before, never part
# of a title or company (which a paragraph set in the same type would otherwise run into).
_CLOSED = re.compile(r"[。！；]$")


def _back(group: list[Line], index: int, floor: int, right: float) -> int:
    """The first line of the wrapped title or company ending at `index` (neither starts as a
    bullet, nor ends on a Chinese full stop: such a line above a plain title is the role
    before's description)."""
    while (
        index - 1 >= floor
        and not group[index - 1].bullet
        and not _CLOSED.search(group[index - 1].text.strip())
        and wraps(group[index - 1], group[index], right)
    ):
        index -= 1
    return index


def roles(
    group: list[Line], body: float, right: float, unplaced: list[str], places: set[str]
) -> list[dict]:
    dated = [i for i, line in enumerate(group) if _is_date_line(line)]
    if not dated:
        unplaced.extend(line.text for line in group)
        return []
    # Each role: (where its header starts, its title's first line, its date line, its company
    # when the header names one).
    roles: list[tuple[int, int, int, str | None]] = []
    floor = 0
    for i in dated:
        if i - 1 < floor:
            roles.append((i, i, i, None))
            floor = i + 1
            continue
        t = _back(group, i - 1, floor, right)
        title = group[t]
        c = t - 1
        company, start = None, t
        if c >= floor and DURATION.match(group[c].text) and c - 1 >= floor:
            first = _back(group, c - 1, floor, right)
            company, start = _text(group[first:c]), first
        elif c >= floor and (not roles or _company_line(group[c], title, body)):
            first = _back(group, c, floor, right)
            company, start = _text(group[first : c + 1]), first
        roles.append((start, t, i, company))
        floor = i + 1
    unplaced.extend(line.text for line in group[: roles[0][0]])
    # A line after the dates of two roles or more is a place ("Berlin"), as is the header's.
    after = [group[i + 1].text.strip() for _, _, i, _ in roles if i + 1 < len(group)]
    places = places | {text for text in after if after.count(text) > 1 and len(text) <= 40}
    items: list[dict[str, Any]] = []
    company = ""
    for n, (_, t, i, named) in enumerate(roles):
        if named is not None:
            company = named
        end = roles[n + 1][0] if n + 1 < len(roles) else len(group)
        span = li_range(group[i].text)
        item: dict[str, Any] = {"name": company, "position": _text(group[t:i])}
        item["startDate"] = span.start
        if span.end:
            item["endDate"] = span.end
        rest = group[i + 1 : end]
        if rest and (
            is_place(rest[0].text) or rest[0].text.strip() in places or _header_place(rest)
        ):
            item["location"] = rest.pop(0).text.strip()
        highlights, summary = _description(rest, right)
        if highlights:
            item["highlights"] = highlights
        if summary:
            item["summary"] = "\n".join(summary)
        items.append({k: v for k, v in item.items() if v})
    return items


BODY_EM = 10.0  # about a body type size, in points
_NAME_WORD = re.compile(r"^[A-Z][\w'’.-]*$")


def _header_place(rest: list[Line]) -> bool:
    """A role's place set in its header block: the line right under the dates with no space
    above it, where the description after it is set apart by space (or there is none), and
    shaped like a place name: one to three capitalised words ("Leeds", "New York") or two to
    six ideographs ("深圳"), no digit, no sentence."""
    line = rest[0]
    text = line.text.strip()
    if line.block_start or line.bullet:
        return False
    if len(rest) > 1 and not rest[1].block_start and not _close_items(rest[1:]):
        return False
    if is_cjk(text[:1]):
        return bool(re.fullmatch(r"[\u4e00-\u9fff]{2,6}", text))
    words = text.split()
    return 0 < len(words) <= 3 and all(_NAME_WORD.match(w) for w in words)


def _company_line(line: Line, title: Line, body: float) -> bool:
    """Whether the line above a role's title names a company (and is not the end of the role
    before): set larger than the title, bold over a plain title, plain and larger over a bold
    one, or set apart by space above where the title is not."""
    if line.bullet:
        return False
    if bigger(line, body) and (line.size > title.size + 0.3 or (title.bold and not line.bold)):
        return True
    if line.bold and not title.bold:
        return True
    return line.block_start and not title.block_start and not SENTENCE_END.search(line.text)


def _text(lines: list[Line]) -> str:
    out = ""
    for line in lines:
        out = join_wrapped(out, line.text) if out else line.text.strip()
    return out


def _description(lines: list[Line], right: float) -> tuple[list[str], list[str]]:
    """Bullets (with their wrapped rest) as highlights, other paragraphs as the summary; with
    no bullet at all, two or more paragraphs set apart by space, each one line or wrapped
    onto the next, none closed as a sentence, are a list whose marks the profile dropped
    (`_unmarked_items`): highlights."""
    items = None if any(line.bullet for line in lines) else _unmarked_items(lines, right)
    if items:
        return items, []
    highlights: list[str] = []
    summary: list[str] = []
    previous: Line | None = None
    into: list[str] | None = None
    for line in lines:
        text = line.text.strip()
        if into is not None and previous is not None and wraps(previous, line, right):
            into[-1] = join_wrapped(into[-1], text)
        elif line.bullet:
            into = highlights
            highlights.append(text)
        else:
            into = summary
            summary.append(text)
        previous = line
    return highlights, summary


def _close_items(lines: list[Line]) -> bool:
    """Whether a description is set close, in one block (no space above any line after the
    first), as profiles drawn in text frames print their items (LinkedIn-like profiles)."""
    return len(lines) > 1 and not any(line.block_start or line.bullet for line in lines[1:])


def _starts_afresh(previous: Line, line: Line, right: float, edge: int) -> bool:
    """In a description set close: whether `line` starts an item of its own, not the wrapped
    rest of the line above (a capital or a digit first where the first word would have fit, or
    Chinese type that does not run on: `wraps` with little slack, and a column edge shown by
    more than the line above alone: `edge` lines of the column reach it)."""
    text = line.text.strip()
    if is_cjk(text[:1]):
        return edge < 2 or not wraps(previous, line, right, slack=0.3)
    return text[:1].isupper() or text[:1].isdigit() or not wraps(previous, line, right)


def _unmarked_items(lines: list[Line], right: float) -> list[str] | None:
    """The items of such a list: each starts with space above it; a line with none is the
    wrapped rest of the line before (its first word did not fit there). Set close with no space
    at all (`_close_items`), each line starting afresh (`_starts_afresh`) is an item."""
    close = _close_items(lines)
    edge = sum(1 for line in lines if right - line.x1 < line.size)
    if max((line.x1 for line in lines), default=right) < right - BODY_EM:
        edge = 2  # the column's edge is set by lines outside the description
    items: list[str] = []
    for n, line in enumerate(lines):
        text = line.text.strip()
        if not text:
            return None
        if n and close and _starts_afresh(lines[n - 1], line, right, edge):
            items.append(text)
        elif n and not line.block_start:
            if not wraps(lines[n - 1], line, right):
                return None
            items[-1] = join_wrapped(items[-1], text)
        else:
            items.append(text)
    if len(items) < 2 or any(SENTENCE_END.search(item) for item in items):
        return None
    return items


def schools(group: list[Line], body: float, right: float, unplaced: list[str]) -> list[dict]:
    """A school line and the degree line under it ("Degree, Area · (2012 - 2014)"); each may
    wrap, the degree's years too ("· (2011 -" / "2013)"). A school line is larger than the
    degree's, or set apart by space above; a degree line is told by its years too."""
    school_size = max((line.size for line in group), default=body)
    entries: list[tuple[list[str], list[str]]] = []  # (school pieces, degree pieces)
    previous: Line | None = None
    for line in group:
        text = line.text.strip()
        wrapped = previous is not None and wraps(previous, line, right)
        larger = bigger(line, body) and line.size >= school_size - 0.6
        degree_like = bool(_YEARS.search(text)) or " · " in text
        if not entries:
            entries.append(([text], []))
        elif entries[-1][1] and (wrapped or opens(" ".join(entries[-1][1]))):
            entries[-1][1].append(text)
        elif not entries[-1][1] and wrapped and not degree_like:
            entries[-1][0].append(text)
        elif larger or (line.block_start and not degree_like):
            entries.append(([text], []))
        elif not entries[-1][1]:
            entries[-1][1].append(text)
        else:
            unplaced.append(text)
        previous = line
    items = []
    for names, degree in entries:
        item = {"institution": _join(names)}
        if degree:
            item.update(_degree(_join(degree)))
        items.append(item)
    return items


def _join(pieces: list[str]) -> str:
    out = ""
    for piece in pieces:
        out = join_wrapped(out, piece) if out else piece
    return out


def _degree(text: str) -> dict[str, str]:
    """ "Master of Science - MS, Civil Engineering · (2012 - 2014)" to its fields."""
    out: dict[str, str] = {}
    match = _YEARS.search(text)
    if match:
        span = find_range(match.group(1))
        if span:
            out["startDate"] = span.start
            if span.end:
                out["endDate"] = span.end
        else:
            date = parse_date(match.group(1))
            if date:
                out["endDate"] = date
        text = text[: match.start()]
    text = text.strip(" ·")
    degree, _, area = re.sub("，", ",", text).partition(",")
    if degree.strip():
        out["studyType"] = degree.strip()
    if area.strip():
        out["area"] = area.strip()
    return out
