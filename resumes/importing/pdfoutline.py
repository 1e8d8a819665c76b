"""A PDF's outline (its bookmarks) as heading levels. Layout family: documents printed from a
word processor that exports its headings as bookmarks (LibreOffice Writer does by default,
Word with "Create bookmarks using headings"; Markdown through pandoc's ODT or DOCX writer
and then printed): the outline names each heading with its level, where the page often
draws a section heading and an entry's heading alike (pandoc's default Heading 2 and 3 are
the same bold size). The outline's first level is the name (a single top entry) or the
sections; each deeper level is one heading level further down."""

from __future__ import annotations

import re

from resumes.importing.lines import Line

_SPACE = re.compile(r"[\s\u3000]+")
MAX_ITEMS = 200


def read_outline(pdf) -> list[tuple[int, str, int | None]]:
    """(level from 0, title, page index or None) of each bookmark, in order."""
    out = []
    try:
        for item in pdf.get_toc(max_depth=6):
            dest = item.get_dest()
            page = dest.get_index() if dest is not None else None
            out.append((item.level, item.get_title() or "", page))
            if len(out) >= MAX_ITEMS:
                break
    except Exception:  # a damaged outline is no outline: the pages still read
        return []
    return out


def _key(text: str) -> str:
    return _SPACE.sub("", text).casefold()


def mark_outline_headings(lines: list[Line], outline: list[tuple[int, str, int | None]]) -> int:
    """Gives each line that an outline entry names that entry's heading level (the name's
    level 1, sections' 2, entries' 3 when the outline has a single top entry; sections' 1
    otherwise is shifted to 2 as well: level 1 belongs to the title). A heading wrapped over
    rows is matched row by row. Entries are matched in order; an outline whose entries are
    mostly not on the page (bookmarks of another kind) marks nothing. Returns the count."""
    items = [(level, _key(title), page) for level, title, page in outline if _key(title)]
    if len(items) < 3:
        return 0
    tops = [level for level, _, _ in items if level == 0]
    shift = 1 if len(tops) == 1 and items[0][0] == 0 else 2
    found: list[tuple[list[Line], int]] = []
    start = 0
    for level, key, page in items:
        match = _find(lines, start, key, page)
        if match is None:
            continue
        found.append((match, level + shift))
        start = lines.index(match[-1]) + 1
    if len(found) * 2 < len(items):
        return 0
    if any(heading == 1 for _, heading in found):
        for line in lines:
            line.title = False
    for rows, heading in found:
        for line in rows:
            if line.furniture or line.bullet:
                continue
            line.heading = heading
            if heading == 1:
                line.title = True
    return len(found)


def _find(lines: list[Line], start: int, key: str, page: int | None) -> list[Line] | None:
    for index in range(start, len(lines)):
        line = lines[index]
        if page is not None and line.page < page:
            continue
        if page is not None and line.page > page:
            return None
        text = _key(line.text)
        if not text or not key.startswith(text):
            continue
        rows, joined = [line], text
        for after in lines[index + 1 : index + 4]:
            if joined == key:
                break
            more = _key(after.text)
            if not more or not key.startswith(joined + more):
                break
            rows.append(after)
            joined += more
        if joined == key:
            return rows
    return None
