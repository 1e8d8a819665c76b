"""Ink that Tesseract's first reading left without a word, read again (`ocr.py` calls
`reread_uncovered` after the page's other re-reads).

Layout family: any page whose blocks Tesseract's page segmentation (`--psm 3`) drops: a block
under a shadow or on mottled paper it takes for a picture, the block under a dark heading band,
a coloured sidebar or banner with light text (inverted: Tesseract reads dark on light), a cell
of a ruled table. After the first reading, the page is cut to ink and paper with a local
threshold (light text inside a dark region turned to ink, the region inverted); the ink no
recognised word covers is cut into line pieces by projection profiles (rows, then columns,
then rows again inside each column), and the pieces are read in one Tesseract call as uniform
blocks (`--psm 6`) on one sheet. Words read surely there join the page's words where they
stand; what the first reading had there unsurely gives way to them."""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np
from PIL import Image, ImageFilter, ImageOps

from resumes.importing.ocr_page import _runs, dark_regions
from resumes.importing.ocr_rows import (
    _binarised,
    _found,
    _replaced,
    dark_bands,
    put_word,
    read_sheet,
    scaled,
)

_CELL = 4  # pixels of the page per cell of the ink grid
_MAX_PIECES = 40  # line pieces read again at most (the second reading's time stays bounded)
_SURE = 60  # confidence a word read again needs to be kept
_HEIGHT = 44  # pixels a piece's line of type is scaled to (as `ocr_rows`)
_KEYS = ("text", "conf", "left", "top", "width", "height", "block_num", "par_num", "line_num")
_BAND_BLOCK = 200_000  # `ocr_rows.read_dark_bands` numbers its words' blocks from here
_CHINESE = re.compile(r"^[\u4e00-\u9fff]+[，。、：；]?$")
_LATIN = re.compile(r"^[\w.@+\-/:]*[A-Za-z][\w.@+\-/:]*$", re.ASCII)
_WORDLIKE = re.compile(r"[A-Za-z0-9]{2}|[\u4e00-\u9fff]")


def reread_uncovered(
    data: dict,
    plain: Image.Image,
    raw: Image.Image,
    languages: str,
    recognise: Callable[..., dict],
    kept: Callable[..., list[bool]],
    regions: list[tuple[int, int, int, int]] | None = None,
) -> dict:
    """The page's words with those of the ink no kept word covers added (see the module).
    `plain` is the page as read (light evened, rules off), `raw` the page before its light was
    evened (where a dark region is still dark), `kept(data, floor)` which words the page's
    reading keeps as text at a confidence floor. Only words read with a confidence of 60 or
    more cover their ink: a doubtful word's piece is read again too, and the doubtful word
    gives way where a word read surely stands over it."""
    regions = dark_regions(raw) if regions is None else regions
    page, ink = _inked_page(plain, raw, regions)
    sure = kept(data, _SURE)
    heights = [data["height"][i] for i, yes in enumerate(sure) if yes]
    if not heights:
        return data  # nothing read: the page is refused as unreadable, not guessed at
    body = float(np.median(heights))
    uncovered = _uncovered(ink, data, sure)
    for band in dark_bands(raw):  # a bar `ocr_rows.read_dark_bands` read: its grain is no ink
        if any(_BAND_BLOCK <= b < _BAND_BLOCK + 100_000 and _inside(data, i, band)
               for i, b in enumerate(data["block_num"])):  # fmt: skip
            left, top, right, bottom = band
            uncovered[max(0, top - 6) : bottom + 6, max(0, left - 6) : right + 6] = False
    pieces = _pieces(uncovered, ink, body)[:_MAX_PIECES]
    pieces = [_grown(piece, data, sure, body) for piece in pieces]
    if not pieces:
        return data
    crops, places = [], []
    for left, top, right, bottom in pieces:
        pad = max(4, int(body * 0.35))
        box = (max(0, left - pad), max(0, top - pad // 2), min(page.width, right + pad),
               min(page.height, bottom + pad // 2))  # fmt: skip
        line = min(body, bottom - top)
        if "chi_sim" not in languages:  # Chinese lines, set close, ran together as one
            line = _line_height(ink[top:bottom, left:right], body)
        scale = min(3.0, max(1.0, _HEIGHT / max(8.0, line)))
        crop = Image.fromarray(_stretched(np.asarray(page.crop(box))))
        crop = scaled(crop, scale)
        crops.append(crop)
        places.append((box, scale))
    again, spans = read_sheet(crops, languages, recognise)
    added = {key: [] for key in _KEYS}
    drop: set[int] = set()
    for number, ((y0, y1), (box, scale)) in enumerate(zip(spans, places, strict=True)):
        found = _sure_words(again, y0, y1, 40 if "chi_sim" in languages else _SURE)
        if not found:
            continue
        piece = {key: [] for key in _KEYS}
        _place_lines(piece, again, found, box, scale, y0, 400_000 + number)
        old = [i for i, text in enumerate(data["text"]) if (text or "").strip()
               and _inside(data, i, box)]  # fmt: skip
        if _better(data, old, sure, again, found):
            drop.update(old)  # the piece's reading replaces the page's there
        else:  # only what stands where the page read nothing surely
            keep = [j for j in range(len(piece["text"])) if not _overlaps(piece, j, data, sure)]
            piece = {key: [values[j] for j in keep] for key, values in piece.items()}
            drop.update(i for i in old if not sure[i] and _overlaps(data, i, piece))
        for key in _KEYS:
            added[key] += piece[key]
    if not added["text"]:
        return data
    return _replaced(data, drop, added)


def _place_lines(out: dict, again: dict, found: list[int], box, scale: float, y0: int, block):
    """The words of one piece placed back where the piece was cut from the page, each on the
    line Tesseract read it in (a dark region's piece holds many), a line cut where a gap wider
    than twice its words' height stands (a row across two columns stays two lines)."""
    numbers: dict[tuple, int] = {}
    end: dict[int, float] = {}
    for j in sorted(found, key=lambda j: (again["top"][j] // 8, again["left"][j])):
        key = (again["block_num"][j], again["par_num"][j], again["line_num"][j])
        line = numbers.setdefault(key, len(numbers) * 100)
        if line in end and again["left"][j] - end[line] > 2 * again["height"][j]:
            numbers[key] = line = line + 1
        end[line] = again["left"][j] + again["width"][j]
        put_word(out, again, j, (box, scale, y0), block, line)


def _sure_words(again: dict, y0: int, y1: int, latin: float) -> list[int]:
    """The words of one piece's reading worth keeping: read with a confidence of 60 or more;
    Chinese characters and marks (a colon, a dash between dates) of a piece whose words were
    read surely (median 70 or more), each with whatever confidence of its own (as
    `ocr_lines.sure_lines`: `chi_sim` gives a character beside a mark a confidence near 0); and in
    a Chinese reading, Latin words read with `latin` (40) or more (`chi_sim` is less sure of
    an e-mail address it reads right; `ocr_rows.reread_latin_words` reads them again)."""
    found = _found(again, y0, y1)
    words = [j for j in found if _WORDLIKE.search(again["text"][j])]
    if not words:
        return []  # marks alone: grain, a border
    median = float(np.median([float(again["conf"][j]) for j in words]))
    return [
        j
        for j in found
        if float(again["conf"][j]) >= _SURE
        or (median >= 70 and _CHINESE.match(again["text"][j].strip()))
        or (median >= 70 and not re.search(r"\w", again["text"][j]))  # a colon, a dash
        or (float(again["conf"][j]) >= latin and _LATIN.match(again["text"][j].strip()))
    ]


def _better(data: dict, old: list[int], sure: list[bool], again: dict, new: list[int]) -> bool:
    """Whether a piece's reading replaces the page's words inside it: it keeps at least 0.8
    of their letters and Tesseract is about as sure of it (mean confidence no more than 5
    under that of the page's sure words there; a page's unsure word counts as 0)."""

    def letters(d: dict, ix: list[int]) -> int:
        return sum(len(re.sub(r"\W", "", d["text"][i])) for i in ix)

    if letters(again, new) < 0.8 * letters(data, old):
        return False
    before = [float(data["conf"][i]) if sure[i] else 0.0 for i in old]
    after = float(np.mean([float(again["conf"][j]) for j in new]))
    return not before or after >= float(np.mean(before)) - 5


def _grown(piece, data: dict, sure: list[bool], body: float) -> tuple[int, int, int, int]:
    """A piece grown sideways over the sure words of its row that it runs into (a gap under
    1.5 lines of type), so the line is read whole: a word read alone, out of its line, is
    read worse (`Native` beside `English:` as `Nati a`)."""
    left, top, right, bottom = piece
    changed = True
    while changed:
        changed = False
        for i, yes in enumerate(sure):
            if not yes:
                continue
            t, h = data["top"][i], data["height"][i]
            lft, r = data["left"][i], data["left"][i] + data["width"][i]
            if min(bottom, t + h) - max(top, t) < 0.5 * min(h, bottom - top):
                continue
            if lft - right > 1.5 * body or left - r > 1.5 * body or (left <= lft and r <= right):
                continue
            left, right = min(left, lft), max(right, r)
            top, bottom = min(top, t), max(bottom, t + h)
            changed = True
    return left, top, right, bottom


def _inked_page(plain: Image.Image, raw: Image.Image, regions) -> tuple[Image.Image, np.ndarray]:
    """The page as dark type on light, each dark region of `raw` (a coloured sidebar, a
    banner, a heading band) inverted, and its ink: a local threshold (a pixel 12 % darker
    than its neighbourhood's mean, or darker than 100) keeps light grey type and type under a
    shadow; in a dark region, its light letters cut at the midpoint between them and the
    region's shade."""
    pixels = np.asarray(plain).copy()
    grey = pixels.astype(np.float32)
    mean = _box_mean(grey, max(15, plain.width // 50))
    ink = (grey < mean * 0.88) | (grey < 100)
    for left, top, right, bottom in regions:
        crop = ImageOps.invert(raw.crop((left, top, right, bottom)))
        # Its grain (a JPEG's, a scanner's), stretched with the letters, read as marks
        # between them (`+1°303'555`): smoothed first. Grey, not cut to black and white:
        # Chinese characters' thin strokes break when cut.
        smooth = crop.filter(ImageFilter.MedianFilter(3))
        pixels[top:bottom, left:right] = _stretched(np.asarray(smooth))
        # The region's ink: its letters cut at one threshold (its grain is no ink).
        ink[top:bottom, left:right] = np.asarray(_binarised(crop)) < 128
    return Image.fromarray(pixels), ink


def _stretched(pixels: np.ndarray) -> np.ndarray:
    """Grey levels stretched so the darkest ink is black and the usual shade (the paper, most
    of a line's box) white: each crop read with the same contrast, light grey type and an
    inverted sidebar's type as dark as the rest (Tesseract cuts one sheet at one threshold)."""
    values = pixels.astype(np.float32)
    ink, paper = float(np.percentile(values, 1)), float(np.median(values))
    if paper - ink < 20:
        return pixels
    return np.clip((values - ink) * 255.0 / (paper - ink), 0, 255).astype(np.uint8)


def _box_mean(pixels: np.ndarray, size: int) -> np.ndarray:
    """Each pixel's neighbourhood mean (a square `size` wide), by an integral image."""
    half = size // 2
    padded = np.pad(pixels, half + 1, mode="edge")
    total = padded.cumsum(0).cumsum(1)
    h, w = pixels.shape
    a = total[size : size + h, size : size + w]
    b = total[:h, size : size + w]
    c = total[size : size + h, :w]
    d = total[:h, :w]
    return (a - b - c + d) / float(size * size)


def without_dark_regions(data: dict, regions: list[tuple[int, int, int, int]]) -> dict:
    """A first reading without what it read inside dark regions: light type on a dark
    sidebar or banner comes out of the page's reading as junk, often read surely (the
    evened light turns such a region to grain), and would stand in the way of its reading
    inverted (`reread_uncovered`) and of the re-read of doubtful rows."""
    if not regions:
        return data
    keep = [i for i in range(len(data["text"])) if not any(_inside(data, i, r) for r in regions)]
    return {key: [values[i] for i in keep] for key, values in data.items()}


def _uncovered(ink: np.ndarray, data: dict, sure: list[bool]):
    """`ink` with every sure word's box (grown a little: its letters' rims) taken off."""
    ink = ink.copy()
    for i in range(len(data["text"])):
        if not sure[i]:
            continue
        h = data["height"][i]
        dx, dy = 3 + int(0.2 * h), 3 + int(0.3 * h)
        top, left = data["top"][i], data["left"][i]
        ink[max(0, top - dy) : top + h + dy, max(0, left - dx) : left + data["width"][i] + dx] = 0
    return ink


def _grid(ink: np.ndarray, body: float) -> np.ndarray:
    """Cells of `_CELL` pixels holding ink (4 pixels or more), lone cells and long straight
    runs (rules, a region's edge) off."""
    rows, cols = ink.shape[0] // _CELL, ink.shape[1] // _CELL
    grid = ink[: rows * _CELL, : cols * _CELL].reshape(rows, _CELL, cols, _CELL).sum((1, 3)) >= 4
    # A lone inked cell is a speck of dust or grain, not type: it would bridge the gaps the
    # projection profiles cut at.
    padded = np.pad(grid, 1).astype(np.int8)
    neighbours = sum(
        padded[1 + dy : rows + 1 + dy, 1 + dx : cols + 1 + dx]
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if dy or dx
    )
    return _without_long_runs(grid & (neighbours > 0), body)


def _line_height(ink: np.ndarray, body: float) -> float:
    """The height a piece's type is scaled by: the body size, or, for a piece more than 1.6
    body sizes tall whose ink has no gap across its middle half (not two lines run together),
    0.7 of its height: one line of larger type (layout family: a name set large in a dark
    sidebar or banner, which scaled as body type came out over 90 px tall beside 44 px rows,
    and Tesseract's uniform block dropped it). Latin readings only: two Chinese lines set
    close leave no such gap, and scaled down they lost characters."""
    tall = ink.shape[0]
    if tall <= 1.6 * body or not ink.size:
        return min(body, tall)
    rows = ink.mean(axis=1)
    middle = rows[tall // 4 : tall - tall // 4]
    if not len(middle) or middle.min() < 0.15 * rows.max():
        return min(body, tall)  # two lines or more
    return tall * 0.7


def _pieces(uncovered: np.ndarray, ink: np.ndarray, body: float) -> list[tuple]:
    """Line pieces of the uncovered ink, as pixel boxes: its cells cut by projection profiles
    into pieces of text about a line of type tall, lone specks dropped, each piece then
    widened along its row over all the ink it runs into (a word half covered by a word read
    surely is read whole)."""
    grid, whole = _grid(uncovered, body), _grid(ink, body)
    rows, cols = grid.shape
    line = max(2, round(body / _CELL))
    found: list[tuple[int, int, int, int]] = []
    _cut(grid, 0, 0, rows, cols, line, 0, found)
    pieces = []
    for top, left, bottom, right in found:
        tall, wide = bottom - top, right - left
        if tall < 0.45 * line or tall > 3.5 * line or wide < 1.2 * line:
            continue
        if not 0.12 <= grid[top:bottom, left:right].mean() <= 0.85:
            continue  # speckle; or a filled bar's grain (type leaves paper between letters)
        for a, b in _runs_of(whole[top:bottom].any(0), max(2, round(1.2 * line))):
            if a <= left < b or a < right <= b:
                left, right = min(left, a), max(right, b)
        pieces.append((left * _CELL, top * _CELL, right * _CELL, bottom * _CELL))
    pieces.sort(key=lambda p: (p[1], p[0]))
    return pieces


def _without_long_runs(grid: np.ndarray, body: float) -> np.ndarray:
    """Cells in a thin straight run (at most 2 cells thick) longer than a few lines of type:
    a rule, a region's edge. A line of type is as long, but as thick as its letters."""
    tall = max(4, round(2.5 * body / _CELL))
    wide = max(12, grid.shape[1] // 4)
    across, down = _runs(grid, wide, 1), _runs(grid, tall, 0)
    across &= ~_runs(across, 3, 0)
    down &= ~_runs(down, 3, 1)
    return grid & ~across & ~down


def _cut(grid, top, left, bottom, right, line, depth, found) -> None:
    """Recursive XY cut: rows split at blank rows, then columns at gaps wider than about a
    line of type, and again, down to pieces that split no more."""
    part = grid[top:bottom, left:right]
    if not part.any():
        return
    axis = depth % 2  # rows first
    profile = part.any(1 - axis) if axis == 0 else part.any(0)
    gap = 1 if axis == 0 else max(2, round(1.2 * line))
    runs = _runs_of(profile, gap)
    if len(runs) == 1 and depth >= 2:
        a, b = runs[0]
        if axis == 0:
            found.append((top + a, left, top + b, right))
        else:
            found.append((top, left + a, bottom, left + b))
        return
    if depth > 6:
        return
    for a, b in runs:
        if axis == 0:
            _cut(grid, top + a, left, top + b, right, line, depth + 1, found)
        else:
            _cut(grid, top, left + a, bottom, left + b, line, depth + 1, found)


def _runs_of(profile: np.ndarray, gap: int) -> list[tuple[int, int]]:
    """Runs of true values, joined over gaps shorter than `gap`."""
    index = np.flatnonzero(profile)
    if not index.size:
        return []
    runs, start, end = [], index[0], index[0]
    for i in index[1:]:
        if i - end > gap:
            runs.append((int(start), int(end) + 1))
            start = i
        end = i
    runs.append((int(start), int(end) + 1))
    return runs


def _inside(data: dict, i: int, box) -> bool:
    x = data["left"][i] + data["width"][i] / 2
    y = data["top"][i] + data["height"][i] / 2
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def _overlaps(data: dict, i: int, added: dict, only: list[bool] | None = None) -> bool:
    """Whether a word of `added` (one marked in `only`, when given) stands over word `i` of
    `data` (their boxes overlap across half the smaller one's height and some of its width)."""
    top, bottom = data["top"][i], data["top"][i] + data["height"][i]
    left, right = data["left"][i], data["left"][i] + data["width"][i]
    for j in range(len(added["text"])):
        if only is not None and not only[j]:
            continue
        t, b = added["top"][j], added["top"][j] + added["height"][j]
        lft, r = added["left"][j], added["left"][j] + added["width"][j]
        if min(b, bottom) - max(t, top) > 0.5 * min(b - t, bottom - top) and min(r, right) > max(
            lft, left
        ):
            return True
    return False
