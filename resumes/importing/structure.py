"""Lines to sections: wrapped lines joined, section headings found (English and Chinese, by
their words and their look), the header before the first heading kept apart, per column."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from resumes.importing import lexicon
from resumes.importing.dates import find_range, has_range
from resumes.importing.lines import Line, Part, is_cjk, join_wrapped

_INLINE_HEADING = re.compile(r"^([^:：]{2,30})[:：]\s*(.+)$")
_SENTENCE = re.compile(r"[.。！？!?]$")
_INLINE_SECTIONS = {"skills", "languages", "interests", "summary", "certificates", "awards"}


@dataclass
class Section:
    key: str  # work, education, ... ; "header"; "other" for a heading we do not know
    heading: str
    lines: list[Line] = field(default_factory=list)


_DANGLING_DATE = re.compile(
    r"^(?:.*\b)?(?:19|20)\d\d\s*[-–—~至]\s*(?:[A-Za-z]{3,9}\.?)?$|^[A-Za-z]{3,9}\.?\s*[-–—]$"
)


def logical_lines(lines: list[Line]) -> list[Line]:
    """Wrapped lines joined back into one; bullets' continuation lines joined to the bullet;
    a date range wrapped in its narrow cell ("Sep 2017 – August" over "2021") made whole."""
    out: list[Line] = []
    for index, line in enumerate(lines):
        following = lines[index + 1] if index + 1 < len(lines) else None
        if following is not None and _dangling_date(line, following):
            last = following.parts[-1]
            last.text = line.text.strip() + " " + last.text.strip()
            following.source = [*line.source, *following.source]
            continue
        previous = out[-1] if out else None
        if previous is not None and _wrapped_cell(previous, line):
            first = line.parts[0]
            first.text = join_wrapped(previous.text, first.text)
            line.source = [*previous.source, *line.source]
            line.block_start = previous.block_start
            out[-1] = line
            continue
        if previous is not None and _dates_glued_beside(previous, line):
            _split_dates_off(previous)
        if previous is not None and _wrapped_beside(previous, line):
            # "Senior Nurse and Team Lead for Quality and   Apr 2019 – Present" over
            # "Training · Bayview Medical Center": the title goes on under itself.
            head = line.parts[0]
            limit = line.parts[1].x0 if len(line.parts) > 1 else previous.parts[1].x1
            previous.row = (head.x1, limit, len(head.text))
            previous.parts[0].text = join_wrapped(previous.parts[0].text, head.text)
            previous.parts.extend(line.parts[1:])
            previous.source.extend(line.source)
            continue
        if previous is not None and _is_continuation(previous, line):
            last = previous.parts[-1]
            found = _trailing_range(previous, line)
            if found is not None:
                # "Title · Company Group Co., Lt  2020 – Present · Shanghai" over "d.": the
                # line ran on beside the dates set at its right; the rest goes before them.
                head, tail = last.text[: found.begin], last.text[found.begin :]
                last.text = join_wrapped(head, line.text) + "  " + tail
            else:
                last.text = join_wrapped(last.text, line.text)
            previous.source.extend(line.source)
            previous.x1 = max(previous.x1, line.x1)
            continue
        out.append(line)
    return out


def _dangling_date(line: Line, following: Line) -> bool:
    if len(line.parts) != 1 or following.page != line.page or following.column != line.column:
        return False
    if not _DANGLING_DATE.match(line.text.strip()):
        return False
    tail = following.parts[-1].text.strip()
    return len(following.parts) > 1 and bool(re.match(r"^(?:19|20)\d\d\b|^present$", tail, re.I))


def _wrapped_cell(previous: Line, line: Line) -> bool:
    """A table cell's text wrapped over two rows, the second row carrying the cell beside it
    ("... Massachusetts" over "Institute of Technology    2017 – 2021")."""
    if len(previous.parts) != 1 or len(line.parts) < 2 or line.block_start or not line.size:
        return False
    if (
        line.bullet
        or previous.bullet
        or previous.bold != line.bold
        or abs(previous.size - line.size) > 0.6
    ):
        return False
    if abs(previous.x0 - line.x0) > 3 or previous.page != line.page:
        return False
    if has_range(previous.text):
        return False
    room = line.parts[1].x0 - previous.x0
    return previous.x1 - previous.x0 > 0.6 * room and previous.x1 < line.parts[1].x0


def _trailing_range(previous: Line, line: Line):
    """The date range ending a PDF header line (a place after it at most), when the line's
    wrapped rest must go before it."""
    if not line.size or previous.bullet or has_range(line.text):
        return None
    text = previous.parts[-1].text
    found = find_range(text)
    if found is None or found.begin == 0 or len(text) - found.finish > 16:
        return None
    return found


def _dates_glued_beside(previous: Line, line: Line) -> bool:
    """A title and the dates at its right read as one part (the gap between them too narrow
    to split), and the next line has its own part under the dates (a location): the dates
    are set apart first, so the title's wrapped rest can be told (PDF only)."""
    if len(previous.parts) != 1 or len(line.parts) != 2 or not line.size:
        return False
    if abs(line.parts[1].x1 - previous.parts[0].x1) > 3 or abs(line.x0 - previous.x0) > 3:
        return False
    return _trailing_range(previous, line) is not None


def _split_dates_off(line: Line) -> None:
    part = line.parts[0]
    found = find_range(part.text)
    assert found is not None
    share = (part.x1 - part.x0) / max(1, len(part.text))
    head = Part(part.text[: found.begin].rstrip(), part.x0, 0.0, part.bold, part.size)
    head.x1 = part.x0 + share * len(head.text)
    head.first_bold, head.last_bold = part.first_bold, part.first_bold
    dates = Part(part.text[found.begin :], part.x1 - share * (len(part.text) - found.begin))
    dates.x1, dates.size, dates.bold = part.x1, part.size, False
    dates.first_bold = dates.last_bold = part.last_bold
    line.parts = [head, dates]


def _wrapped_beside(previous: Line, line: Line) -> bool:
    """A line's text wrapped beside a part set at the right (a floated date), its rest on the
    next line at the same left edge: the gap before that part is too narrow for the next
    line's first word (PDF only)."""
    if len(previous.parts) < 2 or len(line.parts) not in {1, 2} or not line.size:
        return False
    first, beside = previous.parts[0], previous.parts[1]
    if any(part.x0 <= first.x1 for part in previous.parts[1:]):
        return False  # every part after the first is set at the right
    if len(line.parts) == 2 and abs(line.parts[1].x1 - beside.x1) > 3:
        return False  # a second part only as the float's next line (a location under dates)
    if line.block_start or line.bullet or previous.bullet or line.heading or previous.heading:
        return False
    if previous.page != line.page or previous.column != line.column:
        return False
    if abs(first.x0 - line.x0) > 3 or abs(first.size - line.parts[0].size) > 0.6:
        return False
    if has_range(line.text) or not has_range(beside.text) or has_range(first.text):
        return False
    text = line.parts[0].text.strip()
    if not text or _INLINE_HEADING.match(text):  # "Grade: First Class" is a line of its own
        return False
    if _SENTENCE.search(text) and (len(text.split()) >= 4 or len(text) >= 12):
        return False  # a sentence under the header (a description), not a title's rest
    if line.parts[0].starts_bold != first.ends_bold:
        # A line starting in another weight is the next field (the organisation under a bold
        # title); a wrapped rest goes on in the weight the line before ended in.
        return False
    word = text[0] if is_cjk(text[0]) else text.split()[0]
    # Where the last row of the title ended and what stopped it (the part at its right):
    # after a join, the row joined last.
    row_end, limit, chars = previous.row or (first.x1, beside.x0, len(first.text))
    # The word's width at that row's mean character width (CJK: one em each).
    mean = (row_end - first.x0) / max(1, chars)
    width = line.size if is_cjk(word[0]) else mean * (len(word) + 1)
    room = limit - row_end - line.size  # a part at the right keeps about 1 em clear
    return room < 1.25 * width


def _is_continuation(previous: Line, line: Line) -> bool:
    if line.continues:
        return previous.page == line.page and previous.column == line.column
    if line.bullet or line.heading or line.title or line.table or line.block_start:
        return False
    if previous.heading or previous.title or previous.table or line.size or previous.size:
        return False
    # Plain text or Markdown: an indented line under a list item, or a line that goes on
    # in lower case, carries on the one before.
    text = line.text
    if previous.bullet and line.indent > 0:
        return True
    return bool(text) and text[0].islower() and len(previous.text) > 50


def split_sections(lines: list[Line]) -> list[Section]:
    """The header (before any heading) and each headed section, in reading order."""
    known = _known_headings(lines)
    signatures = {_signature(line) for line in known} | _markup_signatures(lines)
    sections: list[Section] = [Section("header", "")]
    current_by_column: dict[int, Section] = {}
    last_real: Section | None = None
    stream = None
    current = sections[0]
    after_title = False
    for index, line in enumerate(lines):
        here = (line.page, line.column)
        if here != stream:
            remembered = current_by_column.get(line.column)
            if remembered is not None:
                current = remembered
            elif line.page > 0 and last_real is not None:
                current = last_real
            else:
                current = sections[0]
            stream = here
        if line.title and line.page == 0:
            sections[0].lines.append(line)
            after_title = True
            continue
        key = _heading_section(line) if line in known else ""
        follows_title, after_title = after_title, False
        if (
            not key
            and index
            and lines[index - 1] in sections[0].lines
            and _label_like(line)
            and _empty_heading(lines, index, known)
        ):
            # A heading-like line right under a header line, with a known heading right under
            # it, heads nothing: it is the header's (a label under a name set beside a sidebar).
            sections[0].lines.append(line)
            continue
        if key:
            current = Section(key, line.text)
            sections.append(current)
        elif (
            not follows_title
            and _unknown_heading(line, signatures)
            and not _header_line(line, current, sections)
        ):
            current = Section(lexicon.section_by_stem(line.text) or "other", line.text)
            sections.append(current)
        else:
            inline = _inline_heading(line, current)
            if inline:
                current = Section(inline[0], inline[1])
                sections.append(current)
                current.lines.append(inline[2])
            else:
                current.lines.append(line)
        current_by_column[line.column] = current
        if current.key != "header":
            last_real = current
    for index, section in enumerate(sections):
        if section.key == "other":
            section.key = _section_by_contents(section.lines)
        if section.key == "other" and index == 1 and _prose(section.lines):
            section.key = "summary"  # a paragraph under the first heading: "In Short"
    return sections


def _empty_heading(lines: list[Line], index: int, known: list[Line]) -> bool:
    following = lines[index + 1] if index + 1 < len(lines) else None
    line = lines[index]
    return (
        following is not None
        and following in known
        and following.column == line.column
        and bool(line.bold or line.size > following.size)
    )


def _label_like(line: Line) -> bool:
    text = line.text.strip()
    return (
        0 < len(text) <= 60
        and not line.bullet
        and not line.block_start
        and line.page == 0
        and not any(ch.isdigit() for ch in text)
    )


def _prose(lines: list[Line]) -> bool:
    """Sentences, not entries: at most a few lines, each long, none a list item."""
    if not lines or len(lines) > 4 or any(line.bullet for line in lines):
        return False
    return all(len(line.text.split()) >= 8 or len(line.text) >= 30 for line in lines)


def _header_line(line: Line, current: Section, sections: list[Section]) -> bool:
    """Before the first heading, a capitalised line that names no section ("DANIEL OKORO"
    above "EXPERIENCE") belongs to the header: the name, most often."""
    if current is not sections[0] or len(sections) > 1 or line.heading:
        return False
    return not lexicon.section_by_stem(line.text)


def _markup_signatures(lines: list[Line]) -> set[tuple]:
    """Markdown and Word headings: the shallowest level below the title is the level of the
    section headings ("## Where I've Been" above "### Position @ Company"), known or not."""
    levels = [line.heading for line in lines if line.heading and not line.title]
    if not levels:
        return set()
    top = min(levels)
    return {
        _signature(line)
        for line in lines
        if line.heading == top and not line.title and not line.bullet
    }


_DEGREE_OR_SCHOOL = (lexicon.DEGREE, lexicon.INSTITUTION_WORDS)


def _section_by_contents(lines: list[Line]) -> str:
    """A section under a heading nothing names, classified by what it holds: date ranges
    beside degree or school words are schooling, date ranges beside anything else are jobs
    (a timeline's "Career Path", an academic CV's "Appointments", "Where I've Been")."""
    ranges = sum(1 for line in lines if has_range(line.text))
    if not ranges:
        items = [i.strip() for line in lines for i in re.split(r"[,，、;；|/]", line.text)]
        items = [i for i in items if i]
        if items and all(lexicon.LANGUAGE_NAMES.match(i) for i in items):
            return "languages"  # "Languages I Speak", "Tongues I Get By In"
        return "other"
    schools = sum(1 for line in lines if any(p.search(line.text) for p in _DEGREE_OR_SCHOOL))
    return "education" if schools >= ranges else "work"


def _known_headings(lines: list[Line]) -> list[Line]:
    """Lines that name a section, but not one naming the section its column is already in
    (a skill group "Tools" under "Skills" is content, not a second Skills heading)."""
    known: list[Line] = []
    last: dict[int, str] = {}
    for line in lines:
        key = _heading_section(line)
        if not key:
            continue
        if last.get(line.column) == key and key in _GROUPED_SECTIONS:
            continue
        last[line.column] = key
        known.append(line)
    return known


_GROUPED_SECTIONS = {"skills", "certificates", "languages"}


def _heading_section(line: Line) -> str:
    text = line.text.strip()
    if line.bullet or len(line.parts) > 1 or not text or len(text) > 45:
        return ""
    key = lexicon.heading_key(text)
    if len(key.split()) > 5:
        return ""
    return lexicon.section_of(text)


def _signature(line: Line) -> tuple:
    text = line.text
    return (line.heading, line.bold, round(line.size), text.isupper())


def _unknown_heading(line: Line, signatures: set[tuple]) -> bool:
    text = line.text.strip()
    if not signatures or line.bullet or len(line.parts) > 1 or not text:
        return False
    if _signature(line) not in signatures:
        return False
    if not line.heading and not line.bold and not text.isupper() and not line.size:
        return False
    if len(text.split()) > 5 or len(text) > 40 or has_range(text) or "@" in text:
        return False
    if re.search(r"[:：]\s*\S", text):
        return False  # "Label: value", a form's field or an info grid's cell
    return not text.endswith((".", "。", ",", "，"))


def _inline_heading(line: Line, current: Section) -> tuple[str, str, Line] | None:
    """ "Skills: Python, Go" outside the skills section: a heading with its content."""
    if line.bullet or len(line.parts) > 1:
        return None
    match = _INLINE_HEADING.match(line.text.strip())
    if not match:
        return None
    key = lexicon.section_of(match.group(1))
    if key not in _INLINE_SECTIONS or key == current.key:
        return None
    if current.key == "skills" and key == "languages":
        items = re.split(r"[,，、;；|]", match.group(2))
        if not all(lexicon.LANGUAGE_NAMES.match(item.strip()) for item in items if item.strip()):
            return None
    if key != "languages" and current.key in {"skills", "projects", "work", "education"}:
        return None
    rest = Line(
        parts=[Part(match.group(2).strip())],
        page=line.page,
        column=line.column,
        size=line.size,
    )
    rest.source = list(line.source)
    return key, match.group(1).strip(), rest
