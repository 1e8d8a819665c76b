"""Layout family: one-slide CVs made in presentation tools (LibreOffice Impress, PowerPoint,
Keynote) and exported to PDF. Their text sits in free text frames side by side (a narrow
column of credentials beside a wide career column), each frame wrapping its own lines, and
their boxes carry names of their own ("At a Glance", "Training", 个人概况). Three rules:

- `frame_wrapped`: a Chinese row whose items are set apart by ideographic spaces
  ("2019年　钟表维修工（高级技师）　广东省人力资源和社会保障厅") wraps at the frame's edge in
  the middle of an item ("…　广" over "东省人力资源和社会保障厅", "2021年　GIA Graduate" over
  "Gemologist　GIA"); the rest, whatever its own gaps, goes on the row above (`pdfwraps`
  asks it before its one-piece rule). The same rows wrap so in any narrow column (a
  browser-printed sidebar).
- `column_summary`: a few sentences under a heading nothing names, first in its own frame
  (the wide column's "At a Glance" beside the narrow column's "Expertise"), are the summary,
  as they are under a document's first heading.
- `schooling`: a "Training" box (a heading that names certificates as often as schooling)
  whose entries are date ranges beside degree or school words is education."""

from __future__ import annotations

import re

from resumes.importing import lexicon
from resumes.importing.dates import has_range
from resumes.importing.lines import Line, is_cjk

# A wrapped row never starts with closing punctuation: the character before goes along.
_NO_ROW_START = set("，。、；：！？）」』》")
_GROUP_LABEL = re.compile(r"^[^\W\d][^:：,，.。]{0,24}[:：]\s*\S")
_ROW_END = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff（《「『]$")


def frame_edges(lines: list[Line]) -> dict[tuple, list[float]]:
    """How far the rows of each frame reach: per page, column and left edge (a frame's rows
    start at one x; a title band above them, in the same column, starts elsewhere), the two
    farthest reaches."""
    edges: dict[tuple, list[float]] = {}
    for line in lines:
        key = (line.page, line.column, round(line.x0))
        edges[key] = sorted([*edges.get(key, []), line.x1], reverse=True)[:2]
    return edges


def _edge(previous: Line, edges: dict[tuple, list[float]]) -> float | None:
    """The frame's right edge as its other rows show it: the farthest reach of a row other
    than `previous` (a row alone reaching far is a long row of a wide page, not a frame's
    edge), None where no other row tells."""
    reaches = list(edges.get((previous.page, previous.column, round(previous.x0)), []))
    if previous.x1 in reaches:
        reaches.remove(previous.x1)
    return reaches[0] if reaches else None


def frame_wrapped(previous: Line, line: Line, edges: dict[tuple, list[float]]) -> bool:
    """Whether `line` is the rest of `previous`, a Chinese row of items set apart by
    ideographic spaces (gaps of about one em, not a table's) cut at its frame's right edge
    (`edges`: `frame_edges` of the page's lines)."""
    if len(previous.parts) < 2 and len(line.parts) < 2:
        return False  # one piece each: the ordinary wrap rule decides
    if line.block_start or line.bullet or previous.bullet or previous.page != line.page:
        return False
    if abs(previous.size - line.size) > 0.6 or previous.bold != line.bold or not line.size:
        return False
    text, above = line.text.strip(), previous.text.rstrip()
    if not text:
        return False
    if is_cjk(text[0]):
        if not _ROW_END.search(above):
            return False
        first = line.size * (2 if text[1:2] and text[1] in _NO_ROW_START else 1)
    elif text[0].isalpha() and re.search(r"[A-Za-z0-9]$", above):
        # A Latin item of the row ("2021年　GIA Graduate" over "Gemologist　GIA"), cut
        # at a word: the next word, as wide as the rest's letters run, did not fit.
        mean = (line.x1 - line.x0) / max(1, len(text))
        first = 1.15 * mean * len(text.split()[0])
    else:
        return False
    if abs(line.x0 - previous.x0) > 2 or not (_em_gaps(previous) and _em_gaps(line)):
        return False
    if _GROUP_LABEL.match(text):
        return False  # "后端：…" under "工程化：…": a skill group a row
    # Filled: the rest's first character (with a closing mark after it) did not fit.
    if _bracket_open(above) and re.match(r"^[^（(]*[）)]", text):
        return True  # "…职业资格（高" over "级）": a row never ends inside its brackets
    right_edge = _edge(previous, edges)
    if right_edge is None or previous.x1 > right_edge + line.size:
        return False  # longer than the frame's other rows by more than a character
    return previous.x1 + first + 0.3 * line.size >= right_edge


def _bracket_open(text: str) -> bool:
    return text.count("（") + text.count("(") > text.count("）") + text.count(")")


def _em_gaps(line: Line) -> bool:
    """Its pieces sit about an ideographic space apart (at most 1.6 em), as one row's items
    do; a grid's cells sit farther apart."""
    return all(
        b.x0 - a.x1 <= 1.6 * max(line.size, 1)
        for a, b in zip(line.parts, line.parts[1:], strict=False)
    )


def column_summary(sections: list, index: int, prose: bool) -> bool:
    """Whether the unnamed section `sections[index]` (sentences: `prose`) is a summary: the
    first section of its own column on the first page, the header apart."""
    section = sections[index]
    if not prose or not section.lines or section.lines[0].page != 0:
        return False
    column = section.lines[0].column
    for earlier in sections[1:index]:
        if earlier.lines and (earlier.lines[0].page, earlier.lines[0].column) == (0, column):
            return False
    return True


_TRAINING = {"training", "培训经历"}


def schooling(heading: str, lines: list[Line]) -> bool:
    """Whether a certificates section under a "Training" heading holds schooling: date ranges
    (a certificate has one date), each beside degree or school words."""
    if lexicon.heading_key(heading) not in _TRAINING:
        return False
    ranges = sum(1 for line in lines if has_range(line.text))
    schools = sum(
        1
        for line in lines
        if lexicon.DEGREE.search(line.text) or lexicon.INSTITUTION_WORDS.search(line.text)
    )
    return ranges > 0 and schools >= ranges
