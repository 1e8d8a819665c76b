"""Tables drawn in plain text (layout family: a web page dumped by a text browser, w3m, lynx
or elinks, and console tools' output): rows between box-drawing or ASCII rules are read cell
by cell, and a borderless table under a row of column heads is cut at the columns its cells
line up in. Each row becomes one line of cells set apart by wide gaps (a label cell beside
its value "Label: value"), a cell's list items lines of their own, so the layout pipeline
reads it like any other row of dates, employer and position."""

from __future__ import annotations

import itertools
import re
import unicodedata
from typing import NamedTuple

from resumes.importing.forms import is_label
from resumes.importing.lines import BULLET, join_wrapped

_VERTICAL = "│┃║|"
_HORIZONTAL = "─━═-="
_JUNCTIONS = "┌┐└┘├┤┬┴┼┏┓┗┛┣┫┳┻╋╔╗╚╝╠╣╦╩╬╒╕╘╛╞╡╤╧╪+"
_RULE = set(_VERTICAL + _HORIZONTAL + _JUNCTIONS + " ")
_GAP = "   "  # what text_lines splits cells at
_LABEL_MAX = 24
_SENTENCE = re.compile(r"[.。!?！？;；]\s*$")
_DIGIT = re.compile(r"\d")


def _width(ch: str) -> int:
    return 2 if unicodedata.east_asian_width(ch) in "WF" else 1


def _columns(text: str) -> list[int]:
    """The display column each character starts at (wide CJK characters take two)."""
    out, col = [], 0
    for ch in text:
        out.append(col)
        col += _width(ch)
    return out


def _cut(text: str, start: int, end: int | None) -> str:
    """The characters of a line whose display column lies in [start, end)."""
    return "".join(
        ch for ch, col in zip(text, _columns(text), strict=True)
        if col >= start and (end is None or col < end)
    )  # fmt: skip


def _is_rule(line: str) -> bool:
    bare = line.strip()
    return bool(bare) and set(bare) <= _RULE and any(ch in _HORIZONTAL for ch in bare)


def _is_boxed(line: str) -> bool:
    bare = line.strip()
    return len(bare) > 1 and bare[0] in _VERTICAL and bare[-1] in _VERTICAL


def _bars(line: str, rules: list[str]) -> list[int]:
    """The display columns where a content line's cells are walled: its vertical bars, and
    where the table has rules, only the bars standing under their junctions (a '|' typed
    inside a cell is text)."""
    cols = _columns(line)
    bars = [cols[i] for i, ch in enumerate(line) if ch in _VERTICAL]
    if not rules:
        return bars
    joints = {
        c for rule in rules for ch, c in zip(rule, _columns(rule), strict=True)
        if ch not in _HORIZONTAL + " "
    }  # fmt: skip
    kept = [b for b in bars if b in joints]
    return kept if len(kept) >= 2 else bars


def _items(lines: list[str]) -> list[str]:
    """A cell's lines as its items: a bullet starts one, a blank line ends one, other lines
    are the wrapped rest of the one before."""
    out: list[str] = []
    open_item = False
    for text in lines:
        text = text.strip()
        if not text:
            open_item = False
            continue
        if BULLET.match(text) and not _DIGIT.match(text[:1]):
            out.append(text)
            open_item = True
        elif open_item and out and out[-1].endswith(("/", "-", "–")) and text[:1].isdigit():
            out[-1] += text  # a date wrapped at its slash or dash ("03/" over "2020")
        elif open_item and out:
            out[-1] = join_wrapped(out[-1], text)
        else:
            out.append(text)
            open_item = True
    return out


def _labels_first(rows: list[list[list[str]]]) -> bool:
    """Whether a table's first column names the cells beside it (an info table: Name, Email,
    姓名, 求职意向): every row two or four cells, every even cell one short line, some of them
    labels the form reader knows."""
    if not rows or any(len(r) not in (2, 4) for r in rows):
        return False
    keys = [r[i] for r in rows for i in range(0, len(r), 2)]
    short = all(len(k) <= 1 and (not k or len(k[0]) <= _LABEL_MAX) for k in keys)
    return short and sum(1 for k in keys if k and is_label(k[0])) >= 1


def _row_lines(cells: list[list[str]], labelled: bool) -> list[str]:
    """A row as text lines: its cells' first items on one line, a label and its value as
    'Label: value', the cells' further items (list items, paragraphs) on lines of their own."""
    first: list[str] = []
    rest: list[str] = []
    for n, items in enumerate(cells):
        if not items:
            continue
        if labelled and n % 2 == 0:
            value = cells[n + 1] if n + 1 < len(cells) else []
            if value and not BULLET.match(value[0]):
                first.append(f"{items[0]}: {value[0]}")
                rest += value[1:]
            else:
                first.append(f"{items[0]}:")
                rest += value
            continue
        if labelled:
            continue
        if BULLET.match(items[0]) and not _DIGIT.match(items[0][:1]):
            rest += items
        else:
            first.append(items[0])
            rest += items[1:]
    if labelled:
        return [*first, *rest]
    return ([_GAP.join(first)] if first else []) + rest


def _boxed_table(lines: list[str]) -> list[str]:
    """A table between rules: the content lines between two rules are one row."""
    rows: list[list[list[str]]] = []
    pending: list[str] = []
    rules = [line for line in lines if _is_rule(line)]

    def close() -> None:
        if not pending:
            return
        bars = _bars(pending[0], rules)
        bounds = list(itertools.pairwise(bars))
        cells = [[_cut(line, a + 1, b) for line in pending] for a, b in bounds]
        rows.append([_items(c) for c in cells])
        pending.clear()

    for line in lines:
        if _is_rule(line):
            close()
        else:
            pending.append(line)
    close()
    rows = [r for r in rows if any(r)]
    labelled = _labels_first(rows)
    return [text for r in rows for text in _row_lines(r, labelled)]


def _pieces(line: str) -> list[tuple[int, int, str]]:
    """A line's pieces set apart by two or more spaces: (first column, end column, text)."""
    out = []
    cols = [*_columns(line), _columns(line)[-1] + 2 if line else 0]
    for match in re.finditer(r"\S+(?: \S+)*", line):
        out.append((cols[match.start()], cols[match.end() - 1] + _width(line[match.end() - 1]),
                    match.group()))  # fmt: skip
    return out


def _heads(line: str) -> list[tuple[int, int, str]] | None:
    """A row of column heads over a borderless table (Period / Employer / Position, 时间 /
    单位 / 职位): two or more short pieces, most of them labels the form reader knows."""
    pieces = _pieces(line)
    if len(pieces) < 2 or any(len(t) > _LABEL_MAX or _SENTENCE.search(t) for *_, t in pieces):
        return None
    known = sum(1 for *_, t in pieces if is_label(t))
    return pieces if known >= 2 and known * 2 >= len(pieces) else None


def _starts(heads: list[tuple[int, int, str]], rows: list[str]) -> list[int]:
    """Where each column starts: between two heads, at a column where every row's cell may
    start (a space before it), the one that leaves the head centred over its column (w3m
    centres a head), or set flush left (other browsers)."""
    left = min([heads[0][0]] + [len(r) - len(r.lstrip()) for r in rows if r.strip()])
    starts = [left]
    for (a, b, _), (c, _d, _) in itertools.pairwise(heads):
        cands = [
            p for p in range(b + 1, c + 1)
            if all(_cut(r, p - 1, p) in ("", " ") for r in rows)
            and any(_cut(r, p, p + 1).strip() for r in rows)
        ]  # fmt: skip
        if not cands:
            cands = [c]
        begin = starts[-1]
        starts.append(min(cands, key=lambda p: min(abs(a - begin), abs((a + b) - (begin + p - 1)))))
    return starts


def _borderless_table(head: list[tuple[int, int, str]], lines: list[str]) -> list[str]:
    """A borderless table's rows cut at its columns: a line with text in its first column
    starts a row; a line without it holds the wrapped rest of the row's cells, or, where its
    text runs across a column's start (a list or paragraph spanning the columns), a line of
    its own under the row."""
    full = [r for r in lines if r.strip() and _cut(r, 0, head[0][1] + 1).strip()]
    starts = _starts(head, full)
    bounds = list(zip(starts, [*starts[1:], None], strict=True))
    rows: list[tuple[list[list[str]], list[str]]] = []
    after_blank = True
    for line in lines:
        cells = [_cut(line, a, b) for a, b in bounds]
        wrapped_first = not after_blank and not any(c.strip() for c in cells[1:])
        after_blank = not line.strip()
        if not rows or (cells[0].strip() and not (wrapped_first and not rows[-1][1])):
            rows.append(([[c] for c in cells], []))
        elif _across(line, starts[1:]) or rows[-1][1] or BULLET.match(line.strip()):
            rows[-1][1].append(line)
        else:
            for n, c in enumerate(cells):
                rows[-1][0][n].append(c)
    out: list[str] = []
    for cells, spanning in rows:
        out += ([""] if out else []) + _row_lines([_items(c) for c in cells], False)
        out += _items(spanning)
    return out


def _across(line: str, starts: list[int]) -> bool:
    """Whether a line's text runs across a column's start (no space before it)."""
    return any(_cut(line, p - 1, p).strip() and _cut(line, p, p + 1).strip() for p in starts)


def _borderless_end(lines: list[str], start: int) -> int:
    """Where a borderless table ends: at a line after a blank line that holds one piece
    in the first column's room and no digit (the next heading or paragraph)."""
    index = start
    blank = False
    while index < len(lines):
        line = lines[index]
        if not line.strip():
            blank = True
            index += 1
            continue
        if blank and (
            _heads(line)
            or (
                len(_pieces(line)) == 1
                and not _DIGIT.search(line)
                and len(line) - len(line.lstrip()) < 2
            )
        ):
            break
        if blank and _is_rule(line):
            break
        blank = False
        index += 1
    while index > start and not lines[index - 1].strip():
        index -= 1
    return index


class TextLine(NamedTuple):
    """A line to read, the source lines it stands for, and whether it is furniture."""

    text: str
    source: list[str]
    furniture: bool = False


def _read(block: list[str], texts: list[str], head: str = "") -> list[TextLine]:
    """A table's lines: the column heads furniture, the rows carrying the block's source."""
    out = [TextLine(head, [], True)] if head else []
    out += [TextLine(t, []) for t in texts]
    if out:
        out[0] = out[0]._replace(source=[x.strip() for x in block if x.strip()])
    return out


def untabled(lines: list[str]) -> list[TextLine]:
    """The text's lines with each drawn or aligned table read row by row; other lines as
    they were."""
    out: list[TextLine] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if _is_rule(line) or _is_boxed(line):
            end = index
            while end < len(lines) and (_is_rule(lines[end]) or _is_boxed(lines[end])):
                end += 1
            block = lines[index:end]
            if any(_is_rule(x) for x in block) and any(not _is_rule(x) for x in block):
                out += _read(block, _boxed_table(block))
                index = end
                continue
        head = _heads(line) if line.strip() else None
        if head and index + 1 < len(lines) and lines[index + 1].strip():
            end = _borderless_end(lines, index + 1)
            rows = _borderless_table(head, lines[index + 1 : end])
            if rows:
                out += _read(lines[index:end], rows, _GAP.join(t for *_, t in head))
                index = end
                continue
        out.append(TextLine(line, [line.strip()] if line.strip() else []))
        index += 1
    return out
