"""Page furniture: page numbers ("Page 1", "2 / 3", "第 1 页", "- 2 -") and running headers
and footers (the same line at the top or bottom of several pages). They stay in the source
text but are kept out of the resume's fields and entries."""

from __future__ import annotations

import re
from collections import defaultdict

from resumes.importing.lines import Line

PAGE_NUMBER = re.compile(
    r"^(?:(?:page|seite|p\.)\s*\d{1,3}(?:\s*(?:/|of|von|de)\s*\d{1,3})?"
    r"|\d{1,3}\s*(?:/|of|von)\s*\d{1,3}"
    r"|[-–—]\s*\d{1,3}\s*[-–—]"
    r"|第\s*\d{1,3}\s*页(?:\s*[,，/]?\s*共\s*\d{1,3}\s*页)?"
    r"|共\s*\d{1,3}\s*页\s*第\s*\d{1,3}\s*页)$",
    re.I,
)
_BARE_NUMBER = re.compile(r"^\d{1,3}$")
_MARGIN = 0.1  # of the page's height: where running headers and footers sit


def is_page_number(text: str) -> bool:
    return bool(PAGE_NUMBER.match(text.strip()))


_TYPED_RULE = re.compile(r"^([=\-_*~#─━═])\1{4,}$")


def mark_furniture(lines: list[Line], heights: list[float]) -> None:
    """Flags page numbers and running headers or footers of a paged document (PDF, scan).
    A running line must sit in the top or bottom margin of at least two pages; the name set
    as the first page's title is never furniture."""
    pages = len(heights)
    groups: dict[str, list[Line]] = defaultdict(list)
    for line in lines:
        height = heights[line.page] if line.page < pages else 0
        text = line.text.strip()
        if not text:
            continue
        top, bottom = height * _MARGIN, height * (1 - _MARGIN)
        margin = bool(height) and (line.bottom < top or line.top > bottom)
        # "– 2 –" whose first dash was read as a list bullet: the item "2 –".
        dashed = line.bullet and is_page_number(f"– {text}")
        if _TYPED_RULE.match(text):
            # A rule typed as a row of "=" or "-" under a heading (layout family: plain
            # text printed to PDF by enscript, a2ps, a text editor): no text of the resume.
            line.furniture = True
            continue
        if is_page_number(text) or dashed or (margin and _BARE_NUMBER.match(text)):
            line.furniture = True
            continue
        if margin:
            groups[re.sub(r"\d+", "#", text.lower())].append(line)
    if pages < 2:
        return
    # A running header on the later pages only (layout family: Typst and LaTeX academic
    # CVs): the person's name set as the first page's title, with the page's number beside
    # it, in the top margin of a page after the first.
    title = next((line.text.strip().lower() for line in lines if line.title), "")
    for line in lines:
        height = heights[line.page] if line.page < pages else 0
        pieces = [part.text.strip().lower() for part in line.parts]
        if (
            title
            and line.page > 0
            and height
            and line.bottom < height * _MARGIN
            and not line.title
            and pieces[0] == title
            and all(_BARE_NUMBER.match(piece) or is_page_number(piece) for piece in pieces[1:])
        ):
            line.furniture = True
    for group in groups.values():
        if len({line.page for line in group}) >= 2:
            for line in group:
                if not line.title:
                    line.furniture = True
