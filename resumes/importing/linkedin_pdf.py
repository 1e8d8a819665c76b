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
import itertools
import re
import statistics
from typing import Any

from resumes.importing import contacts, lexicon
from resumes.importing.draft import UNPLACED_KEY, Draft
from resumes.importing.furniture import is_page_number
from resumes.importing.lines import Line, is_cjk, join_wrapped
from resumes.importing.linkedin_entries import (
    CJK_PLACE,
    DURATION_TAIL,
    SENTENCE_END,
    is_place,
    li_range,
    opens,
    paragraphs,
    roles,
    schools,
    wraps,
)
from resumes.importing.linkedin_net import net, not_in_fields
from resumes.importing.pipeline import build_draft

SIDE_HEADINGS = {
    "contact": "contact", "contact info": "contact", "联系方式": "contact", "联系信息": "contact",
    "top skills": "skills", "skills": "skills", "主要技能": "skills", "热门技能": "skills",
    "技能": "skills",
    "languages": "languages", "语言": "languages", "语言能力": "languages",
    "certifications": "certificates", "licenses & certifications": "certificates",
    "licenses and certifications": "certificates", "certificates": "certificates",
    "证书": "certificates", "认证": "certificates", "资格认证": "certificates",
    "执照和认证": "certificates", "许可和认证": "certificates",
    "honors-awards": "awards", "honors & awards": "awards", "honors and awards": "awards",
    "awards": "awards", "荣誉奖项": "awards", "荣誉": "awards", "获奖": "awards",
    "publications": "publications", "出版作品": "publications", "出版物": "publications",
    "patents": "other", "专利": "other",
}  # fmt: skip
MAIN_HEADINGS = {
    "summary": "summary", "about": "summary", "简介": "summary", "概要": "summary",
    "个人简介": "summary", "摘要": "summary", "关于": "summary",
    "experience": "work", "工作经历": "work", "经历": "work", "工作经验": "work",
    "education": "education", "教育经历": "education", "教育背景": "education", "教育": "education",
    "volunteer experience": "volunteer", "志愿者经历": "volunteer",
}  # fmt: skip
_CONTACT_LABEL = re.compile(r"\s*[(（][^()（）]{1,20}[)）]\s*$")


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
    return any(li_range(line.text) and DURATION_TAIL.search(line.text) for line in lines)


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
    spacing = _spacing(side)
    unplaced: list[str] = []
    document: dict[str, Any] = {}
    basics: dict[str, Any] = {}
    # The sidebar sets its text smaller than the main column's: its headings stand out
    # against its own text size, not the main column's.
    side_body = statistics.mode(round(line.size, 1) for line in side) if side else body
    for key, group in _sections(side, SIDE_HEADINGS, min(body, side_body)):
        if key == "contact":
            _contact(group, basics, unplaced)
        elif key in ("skills", "certificates", "awards", "publications"):
            field = {"awards": "title", "skills": "name"}.get(key, "name")
            texts = _items(group, side_right, spacing, long_items=key != "skills")
            items = [{field: text} for text in texts]
            document.setdefault(key, []).extend(items)
        elif key == "languages":
            document.setdefault("languages", []).extend(_languages(group, side_right, spacing))
        else:
            unplaced.extend(line.text for line in group)
    right = max(line.x1 for line in main)
    header, sections = [], []
    sized = [line.size for line in main if _key(line.text) in MAIN_HEADINGS]
    unknown = min(sized) if sized and min(sized) >= body * 1.25 else 0.0
    for key, group in _sections(main, MAIN_HEADINGS, body, unknown):
        (header if key == "" else sections).append((key, group))
    for _, group in header:
        _header(group, basics, unplaced, right)
    places = {basics.pop("x-place", "")} - {""}
    for key, group in sections:
        if key == "summary":
            text = "\n".join(paragraphs(group, right))
            if text:
                basics["summary"] = text
        elif key in ("work", "volunteer"):
            items = roles(group, body, right, unplaced, places)
            if key == "volunteer":
                for item in items:
                    item["organization"] = item.pop("name", "")
            document.setdefault(key, []).extend(items)
        elif key == "education":
            document.setdefault("education", []).extend(schools(group, body, right, unplaced))
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


def _sections(lines: list[Line], headings: dict[str, str], body: float, unknown: float = 0.0):
    """(section key, its lines) in order; "" for the lines before the first heading, "other"
    for a heading the layout does not know, after the first known one: a short line set in
    the known headings' size (`unknown`), kept as the first of its lines ("Projects",
    项目经历 of another version)."""
    key, group = "", []
    for line in lines:
        known = headings.get(_key(line.text))
        short = len(line.text.strip()) <= 30 and not line.title
        if known is None and unknown and key and line.size >= unknown - 0.5 and short:
            if group or key:
                yield key, group
            key, group = "other", [line]
            continue
        if known is not None and (line.size >= body * 1.1 or line.bold):
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
        open_item = opens(done) or not (
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


def _spacing(side: list[Line]) -> tuple[float, bool]:
    """The sidebar's step from one line to the next inside an item, and whether items are set
    further apart than that (then the spacing tells a wrapped line from a new item)."""
    steps = [
        b.bottom - a.bottom
        for a, b in itertools.pairwise(side)
        if a.page == b.page and abs(a.size - b.size) < 0.2 and b.bottom > a.bottom
    ]
    tight = min(steps, default=0.0)
    # Printers snap lines to device pixels: steps inside an item vary by up to about 0.8 pt.
    return tight, bool(steps) and max(steps) - tight > max(1.6, 0.1 * tight)


def _items(
    group: list[Line], right: float, spacing: tuple[float, bool], *, long_items: bool = True
) -> list[str]:
    """One item a line; a wrapped line joins its item. Where the sidebar sets items further
    apart than the lines of one, the spacing tells; otherwise the text does (`_side_wraps`),
    and by its width only in lists of long items (certificates, awards), not skills."""
    tight, spaced = spacing
    out: list[str] = []
    previous: Line | None = None
    for line in group:
        text = line.text.strip()
        joined = False
        if out and previous is not None:
            step = line.bottom - previous.bottom if line.page == previous.page else None
            if spaced and step is not None:
                # Chinese lines stand taller than Latin ones: one that ran to the edge goes on.
                full = is_cjk(text[0]) and wraps(previous, line, right, slack=0.3)
                joined = step - tight <= 0.8 or opens(out[-1]) or full
            else:
                joined = _side_wraps(previous, line, right, out[-1], long_items)
        if joined:
            out[-1] = join_wrapped(out[-1], text)
        else:
            out.append(text)
        previous = line
    return out


def _languages(
    group: list[Line], right: float, spacing: tuple[float, bool]
) -> list[dict[str, str]]:
    out = []
    for text in _items(group, right, spacing):
        match = re.match(r"^(.+?)\s*[(（]([^()（）]+)[)）]$", text)
        if match:
            out.append({"language": match.group(1).strip(), "fluency": match.group(2).strip()})
        else:
            out.append({"language": text})
    return out


def _header(group: list[Line], basics: dict[str, Any], unplaced: list[str], right: float) -> None:
    """Name (the title), headline (wrapped lines joined), location (the last short place)."""
    if not group:
        return
    name = next((line for line in group if line.title), group[0])
    basics["name"] = name.text.strip()
    rest = group[group.index(name) + 1 :]
    unplaced.extend(line.text for line in group[: group.index(name)])
    if rest and (is_place(rest[-1].text) or _short_place(rest, right)):
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
    if (
        SENTENCE_END.search(text)
        or re.search(r"[|｜@]", text)
        or (not text[0].isupper() and not is_cjk(text[0]))
    ):
        return False
    short = len(text) <= 8 if is_cjk(text[0]) else len(text.split()) <= 3
    return short and (last.size < above.size - 0.3 or not wraps(above, last, right))


def _location(place: str) -> dict[str, str]:
    """ "Munich, Bavaria, Germany": the city first; "中国 广东 广州" (its spaces perhaps lost in
    the PDF): country, province, city."""
    match = CJK_PLACE.match(place) if is_cjk(place[0]) else None
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


def _side_wraps(previous: Line, line: Line, right: float, before: str, by_width: bool) -> bool:
    """In the narrow sidebar a short item often looks full, so a wrapped rest must also read
    as one: it starts in lower case or with a parenthesis, or the text before ends on a
    joining word, a comma, a hyphen or an open parenthesis; otherwise the line before filled
    the sidebar and did not close on a parenthesis ("English (Native or Bilingual)")."""
    text = line.text.strip()
    if opens(before) or re.match(r"[a-z(（&]", text):
        return True
    if re.search(r"(?:\b(?:of|in|and|for|the|to|on|at|with|de|&)|[,\-–/:])$", before, re.I):
        return True
    if before.endswith((")", "）")) or not by_width:
        return False
    full = previous.x1 - previous.x0 >= 0.85 * (right - previous.x0)
    return full and wraps(previous, line, right, slack=0.3)


def profile_draft(lines: list[Line], facts: dict[str, Any]) -> Draft:
    """The draft of a LinkedIn profile PDF: the source text is every line (footers too)."""
    source_text = "\n".join(text for line in lines for text in line.source)
    general = build_draft(copy.deepcopy(lines), kind="pdf", facts=facts)
    document, unplaced = read_profile(copy.deepcopy(lines))
    kept = [line for line in lines if not line.furniture and not is_page_number(line.text)]
    document, outcome = net(kept, document, general.document)
    if outcome == "general":
        general.report["layout"] = "linkedin-general"
        return general
    # Not placed: what the reader left out and no field holds, and any line whose words
    # are found nowhere (so no word is lost).
    if outcome == "rescued":
        # What the net placed, and the heading of a section it took from the general draft
        # (项目经历 over the projects), are no longer "not placed".
        unplaced = [
            text
            for text in not_in_fields(unplaced, document)
            if lexicon.SECTION_OF_HEADING.get(_key(text)) not in document
        ]
    texts = [
        _CONTACT_LABEL.sub("", line.text).strip()
        for line in kept
        if _key(line.text) not in SIDE_HEADINGS
        and _key(line.text) not in MAIN_HEADINGS
        and lexicon.SECTION_OF_HEADING.get(_key(line.text)) not in document
    ]
    lost = [text for text in not_in_fields(texts, document) if _lost(text, unplaced)]
    unplaced += lost
    unplaced = [text for text in dict.fromkeys(t.strip() for t in unplaced) if text]
    if unplaced:
        document[UNPLACED_KEY] = unplaced
    # The report names each section by the heading the PDF gave it ("Experience", "工作经历").
    headings: dict[str, str] = {}
    for line in lines:
        known = {**SIDE_HEADINGS, **MAIN_HEADINGS}.get(_key(line.text))
        if known:
            headings.setdefault(known, line.text.strip())
    sections = [
        {"section": key, "heading": headings.get(key, key), "entries": len(value)}
        for key, value in document.items()
        if isinstance(value, list) and key != UNPLACED_KEY
    ]
    report = {"kind": "pdf", "layout": "linkedin", "sections": sections, "net": outcome,
              "unplaced": len(unplaced), **facts}  # fmt: skip
    return Draft(document, source_text, unplaced, "pdf", report)


def _lost(text: str, unplaced: list[str]) -> bool:
    """A line no field holds and the not-placed list does not hold either."""
    squeezed = re.sub(r"\s+", "", text)
    return bool(squeezed) and not any(squeezed in re.sub(r"\s+", "", p) for p in unplaced)
