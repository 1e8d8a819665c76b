"""A section's lines to entries (jobs, degrees, projects, ...): entries split by layout cues
(heading style, bold, date lines, a header block after a body), then each entry's header read
into fields (organisation, position, dates, location, degree, area) and its body into
highlights (the bullets) and a summary."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from resumes.importing import lexicon
from resumes.importing.dates import find_range
from resumes.importing.employers import org_and_position, title_first_votes
from resumes.importing.header_pieces import fragments_of, set_dates, take_dates, take_location
from resumes.importing.lines import Line, join_wrapped

__all__ = [
    "fragments_of",
    "org_and_position",
    "set_dates",
    "take_dates",
    "take_location",
    "title_first_votes",
]

_LABELLED = re.compile(r"^\s*([^:：]{1,30}?)\s*[:：]\s*(.*)$")
_SCORE = re.compile(r"^(?:gpa|grade|cgpa|score|成绩|绩点|gpa/\S+|classification|honou?rs)$", re.I)
_COURSES = re.compile(
    r"^(?:courses|relevant courses|relevant coursework|coursework|modules|主修课程|相关课程|课程)$",
    re.I,
)
_KEYWORDS = re.compile(
    r"^(?:tech|technologies|tech stack|stack|tools|keywords|skills|built with"
    r"|技术栈|技术|关键词|工具)$",
    re.I,
)
_ROLES = re.compile(r"^(?:roles?|角色|职责|担任)$", re.I)
_URLISH = re.compile(r"^(?:https?://|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+/\S*$", re.I)
_GPA_INLINE = re.compile(
    r"\b(?:GPA|CGPA)\s*[:：]?\s*(\d{1,2}(?:\.\d+)?(?:\s*/\s*\d{1,3}(?:\.\d+)?)?)", re.I
)
BARE_SCORE = re.compile(r"^\d{1,2}(?:\.\d+)?\s*/\s*\d{1,3}(?:\.\d+)?$")
_LIST_SPLIT = re.compile(r"\s*[,，、;；]\s*")

# What a section's builder gives: its items, and the text it placed nowhere.
Built = tuple[list[dict[str, Any]], list[str]]


@dataclass
class Entry:
    header: list[Line] = field(default_factory=list)
    body: list[Line] = field(default_factory=list)
    town: str = ""  # a place read apart from the header (`places.fold_town_entries`)

    @property
    def lines(self) -> list[Line]:
        return self.header + self.body


def split_entries(lines: list[Line], key: str) -> list[Entry]:
    """Entries by layout: a line styled like the first entry's title, or a header-like line
    after a body, or a new date in a header block, starts the next entry."""
    if not lines:
        return []
    if all(line.bullet for line in lines):
        # A list of one-line entries ("- 2012 – 2016 | Wuhan University | BSc").
        return [Entry(header=[line]) for line in lines]
    first = next((line for line in lines if not line.bullet), lines[0])
    title_style = _style(first)
    # Bold only marks a title where the section's body is not bold too (a fixed-width CV
    # printed in a bold face throughout: enscript's Courier-Bold).
    bold = first.bold and not all(line.bold for line in lines)
    distinctive = bool(first.heading or bold or first.table)
    entries: list[Entry] = [Entry()]
    for index, line in enumerate(lines):
        entry = entries[-1]
        kind = _kind(line)
        if not entry.lines:
            entry.header.append(line)
            continue
        if kind == "header" and key in _DUTIED and _duty_under_row(entry, line):
            entry.body.append(replace(line, bullet=True))
            continue
        following = lines[index + 1] if index + 1 < len(lines) else None
        if kind in {"bullet", "body"} or (
            entry.body and _trailer(line) and not _over_dates(following)
        ):
            entry.body.append(line)
            continue
        starts = False
        if (
            distinctive
            and _style(line) == title_style
            and (entry.body or _dated(entry) or len(entry.header) >= 3)
        ) or entry.body:
            starts = True
        elif _dated(entry) and find_range(line.text) and not line.heading:
            starts = _header_dates(entry) >= 1 and _date_first(entry)
        if starts and _title_under(entry, line):
            starts = False
        if starts:
            entries.append(Entry(header=[line]))
        else:
            entry.header.append(line)
    out: list[Entry] = []
    for entry in entries:
        out.extend(_split_by_dates(entry))
    return out


_DUTIED = {"work", "volunteer", "projects"}


def _duty_under_row(entry: Entry, line: Line) -> bool:
    """Layout family: application forms (履历表) and ruled tables, a job's row of cells (its
    dates, employer and position side by side) over a cell of its duties, one a line with
    no mark: each short undated line under such a row, no title of its own, of three words or
    eight characters or more (not a fragment OCR read off a scan), is a duty."""
    row = entry.header[0] if entry.header else None
    return (
        row is not None
        and len(entry.header) == 1
        and len(row.parts) >= 3
        and find_range(row.text) is not None
        and len(_named_cells(row)) >= 2
        and len(line.parts) == 1
        and not (line.heading or line.title or line.table)
        and (len(line.text.split()) >= 3 or len(re.sub(r"\s", "", line.text)) >= 8)
        and find_range(line.text) is None
        and all(b.bullet for b in entry.body)
        and (bool(entry.body) or not _title_under(entry, line))
    )


def _named_cells(row: Line) -> list[str]:
    """The row's cells that are neither its dates nor a bare place: a form's job row names
    its employer and its position side by side; a theme's title row beside its dates and
    town names one (the employer follows on a line of its own, no duty)."""
    return [
        part.text
        for part in row.parts
        if find_range(part.text) is None and not lexicon.looks_like_place(part.text)
    ]


def _title_under(entry: Entry, line: Line) -> bool:
    """ "2019.07 - 至今 中南建筑设计院股份有限公司 武汉" then "主任电气工程师" in the same bold:
    an undated title under a dated header naming no title is that header's (layout family:
    Chinese job-site exports, fixed-width CVs' "Employer - Town  dates" over the title)."""
    text = line.text.strip()
    return (
        not entry.body
        and len(entry.header) == 1
        and _dated(entry)
        and not find_range(text)
        and len(text) <= 40
        and bool(lexicon.POSITION_WORDS.search(text))
        and not lexicon.ORG_WORDS.search(text)
        and not any(lexicon.POSITION_WORDS.search(t) for t in _texts(entry.header[0]))
    )


def _texts(line: Line) -> list[str]:
    found = find_range(line.text)
    text = line.text if found is None else line.text[: found.begin] + line.text[found.finish :]
    return [t for t in re.split(r"\s{2,}|\s*[|·•]\s*", text) if t.strip()]


def _kind(line: Line) -> str:
    if line.bullet:
        return "bullet"
    text = line.text.strip()
    if line.heading or line.title or line.table:
        return "header"
    if len(line.parts) > 1:
        return "header"
    labelled = _LABELLED.match(text)
    if labelled and (
        _COURSES.match(labelled.group(1))
        or _KEYWORDS.match(labelled.group(1))
        or _ROLES.match(labelled.group(1))
        or _SCORE.match(labelled.group(1))
    ):
        return "body"
    words = len(text.split())
    cjk = len(re.findall(r"[\u4e00-\u9fff]", text))
    if text.endswith((".", "。", "；", ";")) and (words >= 4 or cjk >= 8):
        return "body"
    if words >= 14 or cjk >= 30:
        return "body"
    return "header"


def _trailer(line: Line) -> bool:
    """A link or a keyword list after an entry's body belongs to it."""
    text = line.text.strip()
    if is_url(text):
        return True
    if find_range(text) or line.bold or line.heading:
        return False
    if lexicon.ORG_WORDS.search(text) or lexicon.POSITION_WORDS.search(text):
        return False
    items = split_list(text)
    if any(lexicon.looks_like_place(i) for i in items) or take_location([(text, False)])[0]:
        return False
    return len(items) >= 2 and all(len(i.split()) <= 3 for i in items)


def _over_dates(following: Line | None) -> bool:
    """Whether the next line opens on a date range: the line above it heads the next entry
    ("Orthotic Resident, Hanger Clinic, Milwaukee" over "2018-07 – 2020-01"; layout family:
    plain-text CVs, an entry's "Title, Employer, Place" line over its dates), never a
    keyword list trailing the entry before."""
    if following is None or following.bullet:
        return False
    found = find_range(following.text)
    return found is not None and found.begin == 0


def _style(line: Line) -> tuple:
    return (line.heading, line.bold, round(line.size), line.table, bool(line.italic))


def _dated(entry: Entry) -> bool:
    return any(find_range(line.text) for line in entry.header)


def _header_dates(entry: Entry) -> int:
    return sum(1 for line in entry.header if find_range(line.text))


def _date_first(entry: Entry) -> bool:
    return bool(entry.header) and find_range(entry.header[0].text) is not None


def _split_by_dates(entry: Entry) -> list[Entry]:
    """A header block holding several dated entries (no bodies between) split evenly."""
    dated = [i for i, line in enumerate(entry.header) if find_range(line.text)]
    if len(dated) < 2 or entry.body:
        return [entry]
    offset = dated[0]
    starts = sorted({max(0, i - offset) for i in dated})
    if starts[0] != 0:
        starts.insert(0, 0)
    pieces = []
    for number, start in enumerate(starts):
        end = starts[number + 1] if number + 1 < len(starts) else len(entry.header)
        pieces.append(Entry(header=entry.header[start:end]))
    return [piece for piece in pieces if piece.header]


def body_fields(entry: Entry) -> tuple[list[str], list[str], dict[str, str]]:
    """(highlights, paragraphs, labelled lines) of an entry's body."""
    highlights: list[str] = []
    paragraphs: list[str] = []
    labelled: dict[str, str] = {}
    previous_bullet = False
    for line in entry.body:
        text = line.text.strip()
        if line.bullet:
            highlights.append(text)
            previous_bullet = True
            continue
        match = _LABELLED.match(text)
        if match and (
            _COURSES.match(match.group(1))
            or _KEYWORDS.match(match.group(1))
            or _ROLES.match(match.group(1))
            or _SCORE.match(match.group(1))
        ):
            labelled[match.group(1).lower()] = match.group(2).strip()
            previous_bullet = False
            continue
        if previous_bullet and line.level and highlights:
            highlights[-1] = join_wrapped(highlights[-1], text)
            continue
        paragraphs.append(text)
        previous_bullet = False
    return highlights, paragraphs, labelled


def split_list(text: str) -> list[str]:
    return [item.strip(" .。") for item in _LIST_SPLIT.split(text) if item.strip(" .。")]


def labelled_value(labelled: dict[str, str], pattern: re.Pattern) -> str:
    for label, value in labelled.items():
        if pattern.match(label):
            return value
    return ""


def is_url(text: str) -> bool:
    return bool(_URLISH.match(text.strip()))


SCORE, COURSES, KEYWORDS, ROLES, LABELLED, GPA_INLINE = (
    _SCORE,
    _COURSES,
    _KEYWORDS,
    _ROLES,
    _LABELLED,
    _GPA_INLINE,
)
