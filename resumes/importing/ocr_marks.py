"""Marks on a scanned page that are not words: how heavily a line is inked (bold type), quote
marks and tildes read out of cell borders and paper grain, and bullets Tesseract did not read."""

from __future__ import annotations

import re

import numpy as np

from resumes.importing.pdfrows import Char


def density(ink, data: dict, indexes: list[int]) -> float:
    """Share of inked pixels in a line's word boxes: bold type has thicker strokes."""
    inked = area = 0
    for i in indexes:
        top, left = data["top"][i], data["left"][i]
        box = ink[top : top + data["height"][i], left : left + data["width"][i]]
        inked += int(box.sum())
        area += box.size
    return inked / area if area else 0.0


def bold_by_density(chars: list[Char]) -> None:
    """The `bold` slot held each line's ink density: bold where it is well above the page's
    usual density (the median line being regular text)."""
    densities = [c.bold for c in chars if not c.text.isspace()]
    usual = float(np.median(densities)) if densities else 0.0
    for char in chars:
        char.bold = bool(usual) and char.bold > usual * 1.2


# A quote mark or tilde glued to the front of a word, with no partner after it: a cell border,
# an ideographic space, a middle dot or paper grain read as a mark (layout family: scans of
# grids and of contact rows split by dots). A quoted word keeps its pair.
_STRAY_MARK = re.compile(r"^[‘’“”~`«»\"']+(?=[A-Za-z0-9+\u4e00-\u9fff])")
_CLOSING = re.compile(r"[‘’“”»\"']")


def without_stray_marks(word: str) -> str:
    stripped = _STRAY_MARK.sub("", word)
    if stripped != word and _CLOSING.search(stripped):
        return word
    return stripped


def dot_box(left: float, top: float, width: float, height: float):
    return (float(left), float(left + width), float(top), float(top + height))


def dot_left_of(ink, left: int, top: int, bottom: int):
    """A bullet Tesseract did not read: a small solid blob just left of a line's first word,
    about half the line's height."""
    height = bottom - top
    if height < 6:
        return None
    x_from = max(0, int(left - 2.5 * height))
    region = ink[top:bottom, x_from : max(x_from, left - 1)]
    if region.size == 0 or not region.any():
        return None
    columns = np.flatnonzero(region.any(0))
    # The blob nearest the word: the run of inked columns ending closest to it.
    end = columns[-1]
    start = end
    while start - 1 in columns:
        start -= 1
    blob = region[:, start : end + 1]
    rows = np.flatnonzero(blob.any(1))
    width, tall = end - start + 1, rows[-1] - rows[0] + 1
    if not (0.15 * height <= width <= 0.7 * height and 0.15 * height <= tall <= 0.7 * height):
        return None
    if blob[rows[0] : rows[-1] + 1].mean() < 0.45 or left - (x_from + end) > 1.6 * height:
        return None
    x0 = x_from + start
    return (float(x0), float(x_from + end + 1), float(top + rows[0]), float(top + rows[-1] + 1))


# What Tesseract reads a table cell's upright border as: a bar, alone as a word.
_BORDER_READ = re.compile(r"^[|‖｜\[\]!]+$")


def without_cell_borders(data: dict, indexes: list[int]) -> list[int]:
    """A line's words without the cell borders read as "|" among them.

    Layout family: tables with ruled cells (a heading column beside the content, a grid) on a
    low-quality JPEG scan or a fax, where a hairline border is too faint or too broken by the
    JPEG's blocks for `ocr_page.without_rules` to find and paint over: Tesseract reads it as
    "|" at each line it crosses ("| PROFILE | | Physiotherapist with ..."). A bar that starts
    or ends its line, or stands at least two thirds of the line's height clear of the nearest
    word (not a bar) on either side, is a border; a "|" typed between a contact row's fields
    stands a space away from the words on both sides and is kept."""
    bars = [bool(_BORDER_READ.match((data["text"][i] or "").strip())) for i in indexes]
    if not any(bars):
        return indexes
    gap = max(4.0, 0.66 * max(data["height"][i] for i in indexes))
    words = [i for i, bar in zip(indexes, bars, strict=True) if not bar]
    kept = []
    for i, bar in zip(indexes, bars, strict=True):
        if bar:
            left, right = data["left"][i], data["left"][i] + data["width"][i]
            before = [w for w in words if data["left"][w] < left]
            after = [w for w in words if data["left"][w] > left]
            if not before or not after:
                continue
            end = data["left"][before[-1]] + data["width"][before[-1]]
            if left - end >= gap or data["left"][after[0]] - right >= gap:
                continue
        kept.append(i)
    return kept


def border_stub(data: dict, indexes: list[int]) -> bool:
    """A line that is one thin upright stroke read as "l", "I", "i" or "1": a piece of a
    table's border between two rows (layout family: ruled tables on low-quality scans)."""
    if len(indexes) != 1:
        return False
    i = indexes[0]
    word = (data["text"][i] or "").strip()
    return word in {"l", "I", "i", "1", "|", "!"} and data["width"][i] <= 0.35 * data["height"][i]


_TOP_DOMAIN = re.compile(r"^[a-z]{2,6}$")  # "net" of "example. net"
_MAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")


def joined_mail(
    chars: list[Char], spans: list[tuple[int, int]]
) -> tuple[list[Char], list[tuple[int, int]]]:
    """The words of an e-mail address Tesseract split (`mail_split`) joined into one, when
    they stand on one baseline closer than half the type's size (in one line of its reading
    or in two)."""
    words = [c for c in chars if not c.text.isspace()]
    drop: set[int] = set()
    seconds = [c for c in words if "@" in c.text or _TOP_DOMAIN.match(c.text)]
    for second in sorted(seconds, key=lambda c: (c.y, c.x0)):
        before = [
            c
            for c in words
            if c is not second
            and id(c) not in drop
            and abs(c.y - second.y) <= second.size * 0.3
            and 0 <= second.x0 - c.x1 < second.size * 0.5
        ]
        first = max(before, key=lambda c: c.x1, default=None)
        if first is not None and mail_split(first.text, second.text):
            first.text += second.text
            first.x1 = second.x1
            drop.add(id(second))
    if not drop:
        return chars, spans
    # The space that stood before a dropped half goes with it; spans are counted anew.
    gone = set(drop)
    for n, c in enumerate(chars):
        if id(c) in drop and n and chars[n - 1].text.isspace():
            gone.add(id(chars[n - 1]))
    kept, index = [], []
    for c in chars:
        index.append(len(kept))
        if id(c) not in gone:
            kept.append(c)
    index.append(len(kept))
    spans = [(index[b], index[e]) for b, e in spans if index[e] > index[b]]
    return kept, spans


def mail_split(previous: str, word: str) -> bool:
    """Whether `word` continues the e-mail address `previous` began, Tesseract having split it
    at its "@" or after a dot (layout family: contact rows on scans and faxes; typewriter and
    monospaced type set a dot as wide as a letter): joined, the two make one address, and the
    split fell at an "@" or after a dot."""
    if not previous or not word or " " in previous:
        return False
    if not (word.startswith("@") or previous.endswith(("@", "."))):
        return False
    return bool(_MAIL.match(previous + word))
