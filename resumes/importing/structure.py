"""Logical lines (`wrapping.logical_lines`) to sections: section headings found (English and
Chinese, by their words and their look), the header before the first heading kept apart, per
column."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace

from resumes.importing import lexicon, slides
from resumes.importing.dates import has_range
from resumes.importing.lines import Line, Part
from resumes.importing.wrapping import INLINE_HEADING

_INLINE_SECTIONS = {"skills", "languages", "interests", "summary", "certificates", "awards"}


@dataclass
class Section:
    key: str  # work, education, ... ; "header"; "other" for a heading we do not know
    heading: str
    lines: list[Line] = field(default_factory=list)


def split_sections(lines: list[Line]) -> list[Section]:
    """The header (before any heading) and each headed section, in reading order."""
    known = _known_headings(lines)
    signatures = _distinct({_signature(line) for line in known}, lines) | _markup_signatures(lines)
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
        elif _skill_group_label(lines, index, current, signatures):
            current.lines.append(replace(line, bold=True))  # a group name, as a sidebar's
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
        if section.key == "other" and slides.column_summary(sections, index, _prose(section.lines)):
            section.key = "summary"  # the same, first in its own frame of a slide
        if (
            section.key == "skills"
            and _prose(section.lines)
            and lexicon.names_stem(section.heading, "summary")
        ):
            section.key = "summary"  # "Strengths and self-assessment" over a paragraph
        if section.key == "education" and _credentials(section.lines):
            section.key = "certificates"  # "Qualifications" over tickets, not schools
        if section.key == "certificates" and slides.schooling(section.heading, section.lines):
            section.key = "education"  # a slide's "Training" box of degrees
    return sections


def _skill_group_label(
    lines: list[Line], index: int, current: Section, signatures: set[tuple]
) -> bool:
    """Layout family: a design-tool poster's tag cloud, whose skills section holds a short
    group name styled like a heading ("Tools", "平台") over a row of tags set apart by gaps
    ("客户开发   信用证   报关"). Such a name, naming no section of its own, right after
    the skills heading or after a row of tags, names a group of skills, not a new section."""
    line = lines[index]
    following = lines[index + 1] if index + 1 < len(lines) else None
    if current.key != "skills" or following is None or following.column != line.column:
        return False
    if not _unknown_heading(line, signatures) or lexicon.section_by_stem(line.text):
        return False
    text = line.text.strip()
    if len(text.split()) > 3 or len(text) > 24:
        return False
    if current.lines and not _tag_row(current.lines[-1]):
        return False
    return _tag_row(following) and _signature(following) not in signatures


def _tag_row(line: Line) -> bool:
    """A row of two or more short tags set apart by gaps, or one short tag, not a sentence."""
    pieces = [part.text.strip() for part in line.parts if part.text.strip()]
    return (
        bool(pieces)
        and not line.bullet
        and all(len(piece) <= 30 and not piece.endswith((".", "。")) for piece in pieces)
    )


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


def _credentials(lines: list[Line]) -> bool:
    """Lines of "Name, Issuer, Year" under a heading that may mean schooling
    ("Qualifications"): no school, no degree, each line one dated item."""
    return bool(lines) and all(
        not line.bullet
        and re.search(r"\b(?:19|20)\d\d\b", line.text)
        and line.text.count(",") >= 2
        and not lexicon.INSTITUTION_WORDS.search(line.text)
        and not lexicon.DEGREE.search(line.text)
        for line in lines
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
    if schools >= ranges:
        return "education"
    # "护士执业资格证书（国家卫生健康委员会，2013.10）" under "持证上岗", "Registered Nurse
    # licence, 2014" under "Good to Know": dated lines naming certificates are certificates.
    certificates = sum(1 for line in lines if _CERTIFICATE.search(line.text))
    return "certificates" if certificates * 2 >= len(lines) else "work"


_CERTIFICATE = re.compile(
    r"\bcertif|\blicen[cs]e|\baccredit|\bregistered\b|证书|执照|资格证|执业证|上岗证", re.I
)


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


_SPACED_PIECE = re.compile(r"^(?:[\u4e00-\u9fff]{1,3}|[A-Za-z])$")


def _heading_section(line: Line) -> str:
    text = line.text.strip()
    # A letter-spaced heading whose gaps split it into pieces ("工 作经历", "联系 方 式";
    # layout family: design-tool templates) is one heading.
    spaced = len(line.parts) > 1 and all(_SPACED_PIECE.match(p.text.strip()) for p in line.parts)
    if line.bullet or (len(line.parts) > 1 and not spaced) or not text or len(text) > 45:
        return ""
    key = lexicon.heading_key(text)
    if len(key.split()) > 5:
        return ""
    return lexicon.section_of(text)


def _distinct(signatures: set[tuple], lines: list[Line]) -> set[tuple]:
    """The known headings' looks that set a line apart from the body text. A heading drawn
    like the body (plain text exported to PDF; an OCR page, where a heading's weight is not
    always read and every line gets the page's common size) tells no unknown heading: with
    that look, every short line without a full stop would head a section ("英语 - 六级"
    under 语言能力)."""
    sizes = Counter(round(line.size * 2) / 2 for line in lines if not line.title)
    if not sizes:
        return signatures
    body = (0, False, sizes.most_common(1)[0][0], False)
    return signatures - {body}


def _signature(line: Line) -> tuple:
    text = line.text
    # Half points: a CJK heading drawn in a synthetic bold (no bold face installed) differs
    # from the text under it only by its size (13.3 over 12.7: design-tool templates).
    return (line.heading, line.bold, round(line.size * 2) / 2, text.isupper())


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
    match = INLINE_HEADING.match(line.text.strip())
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
