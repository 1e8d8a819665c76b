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


# A page counter with its total ("Page 1 of 2", "第 1 页，共 2 页") ending a row in the margin:
# a running header or footer of a print (layout family: text editors printing through GTK,
# print dialogs: the file's name on the left, the count on the right), even on one page.
_COUNTER = re.compile(
    r"^(?:page\s*\d{1,3}\s*(?:/|of)\s*\d{1,3}|第\s*\d{1,3}\s*页\s*[,，/]?\s*共\s*\d{1,3}\s*页)$",
    re.I,
)
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
        counted = margin and len(line.parts) > 1 and _COUNTER.match(line.parts[-1].text.strip())
        if is_page_number(text) or dashed or (margin and _BARE_NUMBER.match(text)) or counted:
            line.furniture = True
            continue
        if margin:
            groups[re.sub(r"\d+", "#", text.lower())].append(line)
    _browser_print(lines, heights)
    if pages < 2:
        return
    _counted_footers(lines, pages)
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


def _counted_footers(lines: list[Line], pages: int) -> None:
    """Layout family: a word processor's page footer above a deep bottom margin (LibreOffice
    Writer prints its footer inside a 2 cm margin, above the 10 % band): the lowest line of
    each page a bare number counting the pages, at the same height on every page."""
    lowest: dict[int, Line] = {}
    for line in lines:
        if line.text.strip() and (line.page not in lowest or line.top > lowest[line.page].top):
            lowest[line.page] = line
    numbered = [
        line
        for page, line in lowest.items()
        if _BARE_NUMBER.match(line.text.strip()) and int(line.text) == page + 1
    ]
    tops = [line.top for line in numbered]
    if len(numbered) >= 2 and len(numbered) * 2 > pages and max(tops) - min(tops) <= 3:
        for line in numbered:
            line.furniture = True


# A browser's print stamp: "3/4/25, 9:12 AM", "2025/3/4 09:12", "04.03.25, 09:12".
_PRINT_STAMP = re.compile(
    r"^\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]\.?M\.?)?$", re.I
)
_PAGE_ADDRESS = re.compile(
    r"^(?:file:/{2,3}\S+|https?://\S+\.(?:html?|php|aspx?)(?:[?#]\S*)?)$", re.I
)


def _browser_print(lines: list[Line], heights: list[float]) -> None:
    """Layout family: browser prints with the header and footer left on (Chromium's
    --print-to-pdf, Chrome's print dialog), even on one page: in the top margin the print
    stamp (a date and a time alone) and the page's title on its row; in the bottom margin the
    page's address (a file or a web page, not a bare site name) on a page with such a stamp or
    a page counter."""
    pages = len(heights)
    for page in {line.page for line in lines}:
        height = heights[page] if page < pages else 0
        if not height:
            continue
        on_page = [line for line in lines if line.page == page]
        top = [line for line in on_page if line.bottom < height * _MARGIN]
        bottom = [line for line in on_page if line.top > height * (1 - _MARGIN)]
        stamps = [line for line in top if line.parts and _PRINT_STAMP.match(_first(line))]
        for stamp in stamps:
            for line in top:
                if abs(line.top - stamp.top) < 2 and not line.title:
                    line.furniture = True
        counted = any(is_page_number(line.text) for line in bottom)
        if stamps or counted:
            for line in bottom:
                pieces = [part.text.strip() for part in line.parts]
                if (
                    pieces
                    and _PAGE_ADDRESS.match(pieces[0])
                    and all(is_page_number(piece) for piece in pieces[1:])
                ):
                    line.furniture = True


def _first(line: Line) -> str:
    return line.parts[0].text.strip()
