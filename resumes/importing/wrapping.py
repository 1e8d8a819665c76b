"""Lines to logical lines: a line that wraps (in a column, beside its dates, in a table's
cell) joined to the line it continues, a date range left dangling at a line's end moved to
the line it dates, dates glued beside a title split off. `structure` then finds sections."""

from __future__ import annotations

import copy
import re

from resumes.importing.dates import find_range, has_range
from resumes.importing.lines import Line, Part, is_cjk, join_wrapped

# "Label: value" on one line (a heading with its contents, or a field of a grid).
INLINE_HEADING = re.compile(r"^([^:：]{2,30})[:：]\s*(.+)$")
_SENTENCE = re.compile(r"[.。！？!?]$")

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
        if following is not None and _gutter_date_wrapped(line, following):
            _finish_gutter_date(line, following)
            if len(line.parts) == 1:  # the date had a row of its own: it joins the next
                following.parts.insert(0, line.parts[0])
                following.x0 = min(following.x0, line.x0)
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
            if found is not None and _date_goes_on(last.text[found.begin :], line.text):
                found = None  # "…、2021年" over "12月": the rest of the date itself
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


def _date_goes_on(tail: str, rest: str) -> bool:
    """Whether a wrapped row's start carries on the date ending the row above."""
    joined = find_range(join_wrapped(tail, rest))
    return joined is not None and joined.begin == 0 and joined.finish > len(tail.rstrip())


def _dangling_date(line: Line, following: Line) -> bool:
    if len(line.parts) != 1 or following.page != line.page or following.column != line.column:
        return False
    if not _DANGLING_DATE.match(line.text.strip()):
        return False
    tail = following.parts[-1].text.strip()
    return len(following.parts) > 1 and bool(re.match(r"^(?:19|20)\d\d\b|^present$", tail, re.I))


_YEAR_ALONE = re.compile(
    r"^(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|present|now|至今|今)\.?$", re.I
)


def _gutter_date_wrapped(line: Line, following: Line) -> bool:
    """Layout family: timelines and academic CVs with the dates in a narrow left gutter, where
    a long range wraps inside it ("Sep 2014 – Dec" over "2018", beside the entry's title or
    with a row of its own above it): the year under the range, first on the next row and
    left of the text beside it, ends the range, and starts no entry."""
    if following.page != line.page or following.column != line.column:
        return False
    if len(following.parts) < 2 or not _DANGLING_DATE.match(line.parts[0].text.strip()):
        return False
    year = following.parts[0]
    if not _YEAR_ALONE.match(year.text.strip()):
        return False
    gutter_end = line.parts[1].x0 if len(line.parts) > 1 else following.parts[1].x0
    return year.x1 <= gutter_end and year.x0 >= line.parts[0].x0 - 2


def _finish_gutter_date(line: Line, following: Line) -> None:
    year = following.parts.pop(0)
    line.parts[0].text = line.parts[0].text.strip() + " " + year.text.strip()
    line.parts[0].x1 = max(line.parts[0].x1, year.x1)
    following.x0 = following.parts[0].x0


# A heading typed in lenticular brackets on a line of its own ("【工作经历】"; layout family:
# Chinese plain-text CVs, printed or pasted): never a table cell's wrapped text.
_BRACKETED_HEADING = re.compile(r"【[^【】]{1,12}】")


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
    if has_range(previous.text) or _BRACKETED_HEADING.fullmatch(previous.text.strip()):
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
    if not text or INLINE_HEADING.match(text):  # "Grade: First Class" is a line of its own
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
        # Never a line set left of the item's marker: the next entry's first line (an
        # e-mail's indented resume: "    2017.07 - 2021.03 ..." under "        3. ...").
        return line.indent >= previous.indent
    return bool(text) and text[0].islower() and len(previous.text) > 50


_ANY_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_CJK_REST = re.compile(r"[\u4e00-\u9fff]{1,3}")
_TRAILING_YEAR = re.compile(r"(?:^|[\s,，(（])(?:19|20)\d\d[)）.]?$")


def wrapped_dated_items(lines: list[Line]) -> list[Line]:
    """Layout family: narrow sidebars of design templates, whose dated items wrap. Where two
    items or more are dated, a line goes on onto the next one when it is closed by a comma,
    when it is undated over a rest of three words or fewer ending on the year ("First Aid at
    Work, St John" over "Ambulance, 2023"; not the year alone: items stacked as year,
    issuer, title), or when the rest is one to three ideographs under a dated Chinese item
    (Chinese wraps at any character: "2016年 医师资格证书 国家卫生健康委员" over "会")."""
    if sum(bool(_ANY_YEAR.search(line.text)) for line in lines) < 2:
        return lines
    framed = _framed_by_years(lines)
    if framed is not None:
        return framed
    out: list[Line] = []
    for line in lines:
        above = out[-1] if out else None
        text = line.text.strip()
        if above is not None and len(line.parts) == 1 and not line.bullet:
            before = above.text.strip()
            rest = (
                not _TRAILING_YEAR.search(before)
                and (year := _TRAILING_YEAR.search(text))
                and len(text.split()) <= 3
                and text[: year.start()].strip(" ,，")  # a word before it: no year alone
            )
            cjk_rest = (
                _CJK_REST.fullmatch(text)
                and is_cjk(before[-1:] or " ")
                and _ANY_YEAR.search(before)
            )
            if before.endswith((",", "，")) or rest or cjk_rest:
                joined = copy.copy(above)  # the rest goes on the last piece of the line
                joined.parts = [*above.parts[:-1], copy.copy(above.parts[-1])]
                joined.parts[-1].text = join_wrapped(above.parts[-1].text.strip(), text)
                joined.source = [*above.source, *line.source]
                out[-1] = joined
                continue
        out.append(line)
    return out


_COMMA_YEAR = re.compile(r"[,，]\s*(?:19|20)\d\d[)）.]?$")
_LEADING_YEAR = re.compile(r"^(?:19|20)\d\d(?:年|[.\-/]\d{1,2}(?:月)?)?[\s　]+\S")
_MAX_ITEM_ROWS = 4


def _framed_by_years(lines: list[Line]) -> list[Line] | None:
    """Layout family: narrow sidebars of builder pages wrapping dated items anywhere. Where
    every line bearing a year ends on it after a comma ("Issuer, 2019") and the list ends on
    one, the lines up to each year are one item; where every such line opens on its year (words
    after it) and the list opens on one, the lines up to the next year are one item. A line set
    apart by space above it (a page's footer), or under a line that ends short of the column's
    edge (`_fills`: an awarder on a line of its own), is never a wrapped rest. None when
    the list is not framed so, or an item would run over four rows."""
    dated = [bool(_ANY_YEAR.search(line.text)) for line in lines]
    texts = [line.text.strip() for line in lines]
    closed = (
        all(
            not d or (_COMMA_YEAR.search(t) and not _TRAILING_YEAR.fullmatch(t))
            for d, t in zip(dated, texts, strict=True)
        )
        and dated[-1]
    )
    opened = all(not d or _LEADING_YEAR.match(t) for d, t in zip(dated, texts, strict=True))
    if not (closed or (opened and dated[0])) or any(line.bullet for line in lines):
        return None
    right = max(line.x1 for line in lines)
    if sum(1 for line in lines if right - line.x1 < 2.5 * (line.size or 10)) < 2:
        right = float("inf")  # an edge shown by one line alone is no column's edge
    items: list[list[Line]] = []
    for line, d in zip(lines, dated, strict=True):
        if (
            not items
            or (_ends(items[-1]) if closed else d)
            or line.block_start
            or not _fills(items[-1][-1], line, right)
        ):
            items.append([line])
        else:
            items[-1].append(line)
    if any(len(item) > _MAX_ITEM_ROWS for item in items) or len(items) == len(lines):
        return None
    out = []
    for item in items:
        joined = copy.copy(item[0])
        joined.parts = [*item[0].parts[:-1], copy.copy(item[0].parts[-1])]
        text = item[0].parts[-1].text.strip()
        for line in item[1:]:
            text = join_wrapped(text, line.text.strip())
        joined.parts[-1].text = text
        joined.source = [source for line in item for source in line.source]
        out.append(joined)
    return out


def _fills(above: Line, line: Line, right: float) -> bool:
    """Whether `above` was cut at the column's edge: the first word (or ideograph) of `line`
    would not have fit in the room left on it."""
    text = line.text.strip()
    if not text:
        return False
    first = text[0] if is_cjk(text[0]) else text.split()[0]
    width = (line.x1 - line.x0) * (len(first) + 1) / max(len(text), 1)
    return right - above.x1 < width + (line.size or 10)


def _ends(item: list[Line]) -> bool:
    return bool(_ANY_YEAR.search(item[-1].text))
