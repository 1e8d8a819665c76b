"""LinkedIn's "Save to PDF" profile, told by its structure: a narrow sidebar on the left
(Contact, Top Skills, Languages, Certifications, Honors-Awards, Publications; 联系方式,
主要技能, 语言, 证书 ...) beside a main column (the name in large type, the headline, the
location, Summary, Experience, Education), and roles dated "January 2019 - Present
(5 years 11 months)" / "2019年1月 - 至今 (5年 11个月)".

The sidebar is read apart from the main column. In Experience a role is found by its date
line: the line above is the title, a larger line above that (or one above a company's total
duration, "6 years 2 months") the company; a role with no company line of its own is another
role at the company before. A short place line after the dates is the location, the rest the
description (bullets are highlights, other text the summary). Education is a school line in
the company's size and a "Degree, Area · (2012 - 2014)" line. Page footers are left out (kept
in the source text); a line placed nowhere is listed as not placed."""

from __future__ import annotations

import copy
import re
import statistics
from typing import Any

from resumes.importing import contacts
from resumes.importing.dates import find_range, parse_date
from resumes.importing.furniture import is_page_number
from resumes.importing.lines import Line, is_cjk, join_wrapped, strip_bullet

SIDE_HEADINGS = {
    "contact": "contact", "联系方式": "contact", "联系信息": "contact",
    "top skills": "skills", "主要技能": "skills", "热门技能": "skills",
    "languages": "languages", "语言": "languages", "语言能力": "languages",
    "certifications": "certificates", "licenses & certifications": "certificates",
    "证书": "certificates", "认证": "certificates", "资格认证": "certificates",
    "honors-awards": "awards", "honors & awards": "awards", "荣誉奖项": "awards", "荣誉": "awards",
    "publications": "publications", "出版作品": "publications", "出版物": "publications",
    "patents": "other", "专利": "other",
}  # fmt: skip
MAIN_HEADINGS = {
    "summary": "summary", "about": "summary", "简介": "summary", "概要": "summary",
    "个人简介": "summary", "experience": "work", "工作经历": "work", "经历": "work",
    "工作经验": "work", "education": "education", "教育经历": "education", "教育背景": "education",
    "volunteer experience": "volunteer", "志愿者经历": "volunteer",
}  # fmt: skip
_UNIT = r"(?:\d{1,2}\s*(?:years?|yrs?|months?|mos?)|\d{1,2}\s*(?:年|个月|個月))"
DURATION = re.compile(rf"^\s*{_UNIT}(?:\s*{_UNIT})?\s*$", re.I)
DURATION_TAIL = re.compile(rf"[(（]\s*(?:less than a year|不到一年|{_UNIT}(?:\s*{_UNIT})?)\s*[)）]\s*$", re.I)
_YEARS = re.compile(r"\s*·?\s*[(（]([^()（）]*\d{4}[^()（）]*)[)）]\s*$")
_CONTACT_LABEL = re.compile(r"\s*[(（][^()（）]{1,20}[)）]\s*$")
_SENTENCE_END = re.compile(r"[.。!！;；:：]$")
# Chinese places: the country, then a province-level region (its suffix optional), the city.
_CJK_PLACE = re.compile(
    r"^(?:(?:中国|中華人民共和國|中华人民共和国)\s*)"
    r"(?:(?:河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|"
    r"贵州|云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆)(?:省|自治区|壮族自治区|回族自治区|"
    r"维吾尔自治区)?\s*)?"
)
_PLACE_WORDS = re.compile(r"\b(?:area|region|remote|metropolitan|county)\b", re.I)


def _key(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().strip(":：").lower())


def is_linkedin_profile(lines: list[Line]) -> bool:
    """Two or more sidebar headings left of a main heading, and roles dated with their
    duration in parentheses."""
    side = [line for line in lines if SIDE_HEADINGS.get(_key(line.text), "") not in ("", "other")]
    main = [line for line in lines if _key(line.text) in MAIN_HEADINGS]
    if len({SIDE_HEADINGS[_key(line.text)] for line in side}) < 2 or not main:
        return False
    if min(line.x0 for line in side) >= min(line.x0 for line in main) - 20:
        return False
    return any(find_range(line.text) and DURATION_TAIL.search(line.text) for line in lines)


def read_profile(lines: list[Line]) -> tuple[dict[str, Any], list[str]]:
    """(document, lines not placed) of a LinkedIn profile's lines."""
    lines = [line for line in lines if not line.furniture and not is_page_number(line.text)]
    lines = [line for line in lines if line.text.strip()]
    main_x = min(line.x0 for line in lines if _key(line.text) in MAIN_HEADINGS)
    lines = [piece for line in lines for piece in _split_at(line, main_x - 10)]
    side = [line for line in lines if line.x0 < main_x - 10]
    main = [line for line in lines if line.x0 >= main_x - 10]
    side.sort(key=lambda line: (line.page, line.top))
    main.sort(key=lambda line: (line.page, line.top))
    body = statistics.mode(round(line.size, 1) for line in main)
    side_right = max((line.x1 for line in side), default=0.0)
    unplaced: list[str] = []
    document: dict[str, Any] = {}
    basics: dict[str, Any] = {}
    for key, group in _sections(side, SIDE_HEADINGS, body):
        if key == "contact":
            _contact(group, basics, unplaced)
        elif key in ("skills", "certificates", "awards", "publications"):
            field = {"awards": "title", "skills": "name"}.get(key, "name")
            texts = _items(group, side_right, long_items=key != "skills")
            items = [{field: text} for text in texts]
            document.setdefault(key, []).extend(items)
        elif key == "languages":
            document.setdefault("languages", []).extend(_languages(group, side_right))
        else:
            unplaced.extend(line.text for line in group)
    right = max(line.x1 for line in main)
    header, sections = [], []
    for key, group in _sections(main, MAIN_HEADINGS, body):
        (header if key == "" else sections).append((key, group))
    for _, group in header:
        _header(group, basics, unplaced, right)
    places = {basics.pop("x-place", "")} - {""}
    for key, group in sections:
        if key == "summary":
            text = "\n".join(_paragraphs(group, right))
            if text:
                basics["summary"] = text
        elif key in ("work", "volunteer"):
            items = _roles(group, body, right, unplaced, places)
            if key == "volunteer":
                for item in items:
                    item["organization"] = item.pop("name", "")
            document.setdefault(key, []).extend(items)
        elif key == "education":
            document.setdefault("education", []).extend(_schools(group, body, right, unplaced))
        else:
            unplaced.extend(line.text for line in group)
    if basics:
        document = {"basics": basics, **document}
    return {k: v for k, v in document.items() if v}, unplaced


def _split_at(line: Line, x: float) -> list[Line]:
    """A row read across both columns (sidebar and main text on one baseline) as two lines."""
    left = [part for part in line.parts if part.x0 < x]
    right = [part for part in line.parts if part.x0 >= x]
    if not left or not right:
        return [line]
    out = []
    for parts in (left, right):
        piece = copy.copy(line)
        piece.parts = parts
        piece.x0, piece.x1 = parts[0].x0, parts[-1].x1
        piece.size = max(part.size for part in parts) or line.size
        piece.continues = False
        out.append(piece)
    return out


def _sections(lines: list[Line], headings: dict[str, str], body: float):
    """(section key, its lines) in order; "" for the lines before the first heading, "other"
    for a heading the layout does not know (larger than the text around it)."""
    key, group = "", []
    for line in lines:
        known = headings.get(_key(line.text))
        if known is not None and line.size >= body * 1.1:
            if group or key:
                yield key, group
            key, group = known, []
        else:
            group.append(line)
    if group or key:
        yield key, group


def _contact(group: list[Line], basics: dict[str, Any], unplaced: list[str]) -> None:
    """Contact lines: an item ends with its label ("(Mobile)", "(LinkedIn)"), or is a whole
    e-mail address, phone number or text with spaces; a long address wrapped over lines is
    glued back. An address or e-mail the PDF set with stray gaps is read without them."""
    items: list[str] = []
    open_item = False
    for line in group:
        text = line.text.strip()
        if open_item:
            items[-1] = items[-1] + text
        else:
            items.append(text)
        done = items[-1]
        squeezed = re.sub(r"\s+", "", done)
        open_item = _open(done) or not (
            _CONTACT_LABEL.search(done)
            or contacts.EMAIL.fullmatch(squeezed)
            or contacts.is_phone(done)
            or " " in done.strip()
        )
    fragments = []
    for item in items:
        item = _CONTACT_LABEL.sub("", item).strip()
        squeezed = re.sub(r"\s+", "", item)
        if contacts.EMAIL.fullmatch(squeezed) or re.match(r"(?:https?://|www\.)\S", squeezed):
            item = squeezed
        fragments.append(item)
    found = contacts.extract(fragments)
    found.merge_into(basics)
    unplaced.extend(found.rest)


def _items(group: list[Line], right: float, *, long_items: bool = True) -> list[str]:
    """One item a line; a wrapped line joins its item. Where the lines of a list are set
    further apart between items than inside one, the spacing tells; otherwise the text does
    (`_side_wraps`), and by its width only in lists of long items (certificates, awards),
    not skills."""
    steps = [
        b.top - a.top for a, b in zip(group, group[1:], strict=False) if a.page == b.page
    ]
    tight = min(steps, default=0.0)
    spaced = bool(steps) and max(steps) > tight * 1.12 + 0.5
    out: list[str] = []
    previous: Line | None = None
    for line in group:
        text = line.text.strip()
        joined = False
        if out and previous is not None:
            step = line.top - previous.top if line.page == previous.page else None
            if spaced and step is not None:
                joined = step <= tight * 1.06 + 0.5 or _open(out[-1])
            else:
                joined = _side_wraps(previous, line, right, out[-1], long_items)
        if joined:
            out[-1] = join_wrapped(out[-1], text)
        else:
            out.append(text)
        previous = line
    return out


def _open(text: str) -> bool:
    return len(re.findall(r"[(（]", text)) > len(re.findall(r"[)）]", text))


def _languages(group: list[Line], right: float) -> list[dict[str, str]]:
    out = []
    for text in _items(group, right):
        match = re.match(r"^(.+?)\s*[(（]([^()（）]+)[)）]$", text)
        if match:
            out.append({"language": match.group(1).strip(), "fluency": match.group(2).strip()})
        else:
            out.append({"language": text})
    return out


def _is_place(text: str) -> bool:
    """A location line: short, no sentence, a comma ("Munich, Bavaria, Germany"), a place word
    ("Greater London Area") or a short Chinese place ("中国 上海")."""
    text = text.strip()
    if not text or len(text) > 70 or _SENTENCE_END.search(text) or find_range(text):
        return False
    if strip_bullet(text)[1]:
        return False
    if is_cjk(text[0]):
        return len(text) <= 16 and bool(_CJK_PLACE.match(text) or text.endswith(("市", "区", "县")))
    words = text.split()
    return len(words) <= 8 and ("," in text or bool(_PLACE_WORDS.search(text)))


def _header(group: list[Line], basics: dict[str, Any], unplaced: list[str], right: float) -> None:
    """Name (the title), headline (wrapped lines joined), location (the last short place)."""
    if not group:
        return
    name = next((line for line in group if line.title), group[0])
    basics["name"] = name.text.strip()
    rest = group[group.index(name) + 1 :]
    unplaced.extend(line.text for line in group[: group.index(name)])
    if rest and (_is_place(rest[-1].text) or _short_place(rest, right)):
        place = rest.pop().text.strip()
        basics["x-place"] = place
        basics["location"] = _location(place)
    if rest:
        label = rest[0].text.strip()
        for line in rest[1:]:
            label = join_wrapped(label, line.text)
        basics["label"] = label


def _short_place(rest: list[Line], right: float) -> bool:
    """The header's last line under the headline, short and not the headline's wrapped rest
    ("Berlin", "北京"): LinkedIn's header ends on the location."""
    if len(rest) < 2:
        return False
    last, above = rest[-1], rest[-2]
    text = last.text.strip()
    if _SENTENCE_END.search(text) or re.search(r"[|｜@]", text) or not text[0].isupper() and not is_cjk(text[0]):
        return False
    short = len(text) <= 8 if is_cjk(text[0]) else len(text.split()) <= 3
    return short and (last.size < above.size - 0.3 or not _wraps(above, last, right))


def _location(place: str) -> dict[str, str]:
    """"Munich, Bavaria, Germany": the city first; "中国 广东 广州" (its spaces perhaps lost in
    the PDF): country, province, city."""
    match = _CJK_PLACE.match(place) if is_cjk(place[0]) else None
    if match:
        city = place[match.end() :].strip(" ,，")
        region = re.sub(r"^(?:中国|中華人民共和國|中华人民共和国)\s*", "", match.group(0)).strip()
        if not city:
            return {"city": region}
        return {"city": city, **({"region": region} if region else {})}
    city, _, region = place.partition(",")
    out = {"city": city.strip()}
    if region.strip():
        out["region"] = region.strip()
    return out


def _wraps(previous: Line, line: Line, right: float, *, slack: float = 1.5) -> bool:
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


def _side_wraps(previous: Line, line: Line, right: float, before: str, by_width: bool) -> bool:
    """In the narrow sidebar a short item often looks full, so a wrapped rest must also read
    as one: it starts in lower case or with a parenthesis, or the text before ends on a
    joining word, a comma, a hyphen or an open parenthesis; otherwise the line before filled
    the sidebar and did not close on a parenthesis ("English (Native or Bilingual)")."""
    text = line.text.strip()
    if _open(before) or re.match(r"[a-z(（&]", text):
        return True
    if re.search(r"(?:\b(?:of|in|and|for|the|to|on|at|with|de|&)|[,\-–/:])$", before, re.I):
        return True
    if before.endswith((")", "）")) or not by_width:
        return False
    full = previous.x1 - previous.x0 >= 0.85 * (right - previous.x0)
    return full and _wraps(previous, line, right, slack=0.3)


def _paragraphs(group: list[Line], right: float) -> list[str]:
    out: list[str] = []
    previous: Line | None = None
    for line in group:
        text = line.text.strip()
        if out and previous is not None and _wraps(previous, line, right):
            out[-1] = join_wrapped(out[-1], text)
        else:
            out.append(text)
        previous = line
    return out


def _bigger(line: Line, body: float) -> bool:
    return line.size >= body * 1.08


def _is_date_line(line: Line) -> bool:
    span = find_range(line.text)
    if span is None or span.begin != 0:
        return False
    return bool(DURATION_TAIL.search(line.text)) or len(line.text.rstrip()) - span.finish < 3


def _back(group: list[Line], index: int, floor: int, right: float) -> int:
    """The first line of the wrapped title or company ending at `index` (neither starts as a
    bullet: a bullet's line above a plain title is the role before)."""
    while (
        index - 1 >= floor
        and not group[index - 1].bullet
        and _wraps(group[index - 1], group[index], right)
    ):
        index -= 1
    return index


def _roles(
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
        span = find_range(group[i].text)
        item: dict[str, Any] = {"name": company, "position": _text(group[t:i])}
        item["startDate"] = span.start
        if span.end:
            item["endDate"] = span.end
        rest = group[i + 1 : end]
        if rest and (_is_place(rest[0].text) or rest[0].text.strip() in places):
            item["location"] = rest.pop(0).text.strip()
        highlights, summary = _description(rest, right)
        if highlights:
            item["highlights"] = highlights
        if summary:
            item["summary"] = "\n".join(summary)
        items.append({k: v for k, v in item.items() if v})
    return items


def _company_line(line: Line, title: Line, body: float) -> bool:
    """Whether the line above a role's title names a company (and is not the end of the role
    before): set larger than the title, bold over a plain title, plain and larger over a bold
    one, or set apart by space above where the title is not."""
    if line.bullet:
        return False
    if _bigger(line, body) and (line.size > title.size + 0.3 or (title.bold and not line.bold)):
        return True
    if line.bold and not title.bold:
        return True
    return line.block_start and not title.block_start and not _SENTENCE_END.search(line.text)


def _text(lines: list[Line]) -> str:
    out = ""
    for line in lines:
        out = join_wrapped(out, line.text) if out else line.text.strip()
    return out


def _description(lines: list[Line], right: float) -> tuple[list[str], list[str]]:
    """Bullets (with their wrapped rest) as highlights, other paragraphs as the summary."""
    highlights: list[str] = []
    summary: list[str] = []
    previous: Line | None = None
    into: list[str] | None = None
    for line in lines:
        text = line.text.strip()
        if into is not None and previous is not None and _wraps(previous, line, right):
            into[-1] = join_wrapped(into[-1], text)
        elif line.bullet:
            into = highlights
            highlights.append(text)
        else:
            into = summary
            summary.append(text)
        previous = line
    return highlights, summary


def _schools(group: list[Line], body: float, right: float, unplaced: list[str]) -> list[dict]:
    """A school line and the degree line under it ("Degree, Area · (2012 - 2014)"); each may
    wrap, the degree's years too ("· (2011 -" / "2013)"). A school line is larger than the
    degree's, or set apart by space above; a degree line is told by its years too."""
    school_size = max((line.size for line in group), default=body)
    entries: list[tuple[list[str], list[str]]] = []  # (school pieces, degree pieces)
    previous: Line | None = None
    for line in group:
        text = line.text.strip()
        wraps = previous is not None and _wraps(previous, line, right)
        larger = _bigger(line, body) and line.size >= school_size - 0.6
        degree_like = bool(_YEARS.search(text)) or " · " in text
        if not entries:
            entries.append(([text], []))
        elif entries[-1][1] and (wraps or _open(" ".join(entries[-1][1]))):
            entries[-1][1].append(text)
        elif not entries[-1][1] and wraps and not degree_like:
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
    """"Master of Science - MS, Civil Engineering · (2012 - 2014)" to its fields."""
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


def profile_draft(lines: list[Line], facts: dict[str, Any]):
    """The draft of a LinkedIn profile PDF: the source text is every line (footers too)."""
    from resumes.importing.pipeline import UNPLACED_KEY, Draft

    source_text = "\n".join(text for line in lines for text in line.source)
    document, unplaced = read_profile(lines)
    unplaced = [text for text in dict.fromkeys(t.strip() for t in unplaced) if text]
    if unplaced:
        document[UNPLACED_KEY] = unplaced
    sections = [
        {"section": key, "heading": key, "entries": len(value)}
        for key, value in document.items()
        if isinstance(value, list) and key != UNPLACED_KEY
    ]
    report = {"kind": "pdf", "layout": "linkedin", "sections": sections,
              "unplaced": len(unplaced), **facts}  # fmt: skip
    return Draft(document, source_text, unplaced, "pdf", report)
