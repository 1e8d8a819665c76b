"""OCR rows read with low confidence, read again on their own, larger (`ocr.py` calls it
with its Tesseract reader): see `reread_doubtful_rows`."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable

import numpy as np
from PIL import Image, ImageFilter, ImageOps

from resumes.importing.ocr_lines import extent

_DOUBTFUL_MEAN, _DOUBTFUL_LOWEST = 88, 60
_REREAD_HEIGHT = 44  # pixels a doubtful row is scaled to (Tesseract reads ~30-50 px best)
_SHEET_GAP = 30
_MAX_REREAD = 16
_WORD_KEYS = ("text", "conf", "left", "top", "width", "height")


def reread_doubtful_rows(
    data: dict, plain: Image.Image, languages: str, recognise: Callable[..., dict]
) -> dict:
    """Rows Tesseract read with low confidence, read again on their own, larger.

    Layout family: scans at low resolution (150 dpi office scanners, photos of a page from a
    distance), where small type (a contact row with middle dots, small-caps headings) falls
    under the size Tesseract reads well, and the page's speckle filter erases the dots of an
    e-mail address. Each row whose words have a mean confidence under 88 (or one word under
    60) is cut from the unfiltered page, scaled so its height is about 44 px, cleaned at that
    size, and all such rows are read in one Tesseract call as a uniform block (`--psm 6`) on
    one sheet; a row's new reading replaces the old one when it is surer and keeps about as
    much text (a row read as nothing is never taken). English readings only: Simplified
    Chinese is read slowly and its rows came back no better on their own."""
    rows = _rows(data)
    doubtful = []
    for indexes in rows:
        confidences = [float(data["conf"][i]) for i in indexes]
        if min(confidences) >= _DOUBTFUL_LOWEST and np.mean(confidences) >= _DOUBTFUL_MEAN:
            continue
        doubtful.append((float(np.mean(confidences)), indexes))
    # The least sure rows, at most _MAX_REREAD: the second reading's time stays bounded.
    doubtful = [indexes for _, indexes in sorted(doubtful, key=lambda d: d[0])[:_MAX_REREAD]]
    if not doubtful:
        return data
    crops, places = [], []
    for indexes in doubtful:
        height = _height(data, indexes)
        pad = int(height * 0.4)
        box = _padded(data, indexes, plain.size, pad, pad // 3)
        scale = min(4.0, max(1.5, _REREAD_HEIGHT / height))
        crop = plain.crop(box)
        crop = scaled(crop, scale)
        if "chi_sim" not in languages:  # the filter thins Chinese strokes
            crop = crop.filter(ImageFilter.MedianFilter(3))
        crops.append(crop)
        places.append((box, scale))
    again, spans = read_sheet(crops, languages, recognise)
    rows = (doubtful, spans, places)
    return _rows_replaced(data, again, rows, 100_000, lambda ix, new: _surer(data, ix, again, new))


def _rows_replaced(data: dict, again: dict, rows, block: int, better) -> dict:
    """The page's reading with each row (its words, its span on the sheet, its crop's box and
    scale) replaced by its words on the sheet where `better(words, found)` says so."""
    drop: set[int] = set()
    added = {key: [] for key in (*_WORD_KEYS, "block_num", "par_num", "line_num")}
    for number, (indexes, (y0, y1), (box, scale)) in enumerate(zip(*rows, strict=True)):
        found = _found(again, y0, y1)
        if found and better(indexes, found):
            drop.update(indexes)
            _place(added, again, found, box, scale, y0, block + number)
    return _replaced(data, drop, added) if drop else data


def scaled(crop: Image.Image, scale: float) -> Image.Image:
    size = (max(1, round(crop.width * scale)), max(1, round(crop.height * scale)))
    return crop.resize(size, Image.Resampling.LANCZOS)


def read_sheet(crops: list[Image.Image], languages: str, recognise) -> tuple[dict, list]:
    """The crops read in one Tesseract call as uniform blocks (`--psm 6`) on one sheet: the
    reading and each crop's rows (top, bottom) on the sheet."""
    sheet, spans = _sheet(crops)
    return recognise(sheet, languages, psm=6), spans


def _sheet(crops: list[Image.Image]) -> tuple[Image.Image, list[tuple[int, int]]]:
    """The crops one under another on a white sheet, for one Tesseract call."""
    width = max(c.width for c in crops) + 2 * _SHEET_GAP
    sheet = Image.new("L", (width, sum(c.height + _SHEET_GAP for c in crops) + _SHEET_GAP), 255)
    spans, y = [], _SHEET_GAP
    for crop in crops:
        sheet.paste(crop, (_SHEET_GAP, y))
        spans.append((y, y + crop.height))
        y += crop.height + _SHEET_GAP
    return sheet, spans


def _found(again: dict, y0: int, y1: int) -> list[int]:
    return [
        j
        for j, text in enumerate(again["text"])
        if (text or "").strip() and y0 - 5 <= again["top"][j] + again["height"][j] / 2 <= y1 + 5
    ]


def _place(added: dict, again: dict, found: list[int], box, scale: float, y0: int, block: int):
    """The words of one crop, placed back where the crop was cut from the page, line by line
    as the crop's reading has them (layout family: a dark banner holding the name, the title
    and the contact row one under another: placed as one line sorted left to right, their
    words were shuffled together, 邓钟表维修建国师); within a line a gap wider than twice the
    words' height starts a line of its own (a row cut across a sidebar and the main column
    stays two lines, one in each column)."""
    line, end, row = -1, None, None

    def key(j: int) -> tuple:
        return (again["block_num"][j], again["par_num"][j], again["line_num"][j])

    for j in sorted(found, key=lambda j: (key(j), again["left"][j])):
        if key(j) != row or again["left"][j] - end > 2 * again["height"][j]:
            line += 1
        row, end = key(j), again["left"][j] + again["width"][j]
        put_word(added, again, j, (box, scale, y0), block, line)


def put_word(out: dict, again: dict, j: int, place, block: int, line: int) -> None:
    """Word `j` of a sheet's reading appended to `out` where it stands on the page: `place` is
    (the box its crop was cut from, the crop's scale, the crop's top on the sheet)."""
    box, scale, y0 = place
    out["text"].append(again["text"][j])
    out["conf"].append(again["conf"][j])
    out["left"].append(round(box[0] + (again["left"][j] - _SHEET_GAP) / scale))
    out["top"].append(round(box[1] + (again["top"][j] - y0) / scale))
    out["width"].append(max(1, round(again["width"][j] / scale)))
    out["height"].append(max(1, round(again["height"][j] / scale)))
    out["block_num"].append(block)
    out["par_num"].append(0)
    out["line_num"].append(line)


def _replaced(data: dict, drop: set[int], added: dict) -> dict:
    kept = [i for i in range(len(data["text"])) if i not in drop]
    return {key: [data[key][i] for i in kept] + added[key] for key in added}


def _rows(data: dict) -> list[list[int]]:
    """Tesseract's lines, those side by side on one row (it splits a row at wide gaps or
    at marks it cannot read) joined."""
    lines: dict[tuple[int, int, int], list[int]] = {}
    for i, text in enumerate(data["text"]):
        if (text or "").strip():
            key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
            lines.setdefault(key, []).append(i)
    rows: list[tuple[int, int, list[int]]] = []
    for indexes in sorted(lines.values(), key=lambda ix: data["top"][ix[0]]):
        _, top, _, bottom = extent(data, indexes)
        for n, (row_top, row_bottom, row) in enumerate(rows):
            overlap = min(bottom, row_bottom) - max(top, row_top)
            if overlap > 0.6 * min(bottom - top, row_bottom - row_top):
                rows[n] = (min(top, row_top), max(bottom, row_bottom), row + indexes)
                break
        else:
            rows.append((top, bottom, list(indexes)))
    return [row for _, _, row in rows]


def _surer(data: dict, old: list[int], again: dict, new: list[int]) -> bool:
    """The second reading is kept when Tesseract is surer of it (mean word confidence up by
    more than 2), it keeps about as much text (at least 0.8 of the letters), and it reads the
    same words: its letters agree with the first reading's at least 0.75 (difflib's ratio,
    case and punctuation aside). A row read on its own, out of its page, is sometimes read
    surely and wrongly (a date run into a title, a sidebar's words into the main column's);
    the agreement keeps the corrections of a few letters (an e-mail's dot, `rn` for `m`) and
    refuses a rewritten row."""

    def letters(d: dict, ix: list[int]) -> str:
        return "".join(
            re.sub(r"\W", "", d["text"][i]).lower()
            for i in sorted(ix, key=lambda i: (d["top"][i] // 10, d["left"][i]))
        )

    before = float(np.mean([float(data["conf"][i]) for i in old]))
    after = float(np.mean([float(again["conf"][j]) for j in new]))
    first, second = letters(data, old), letters(again, new)
    if after <= before + 2 or len(second) < 0.8 * len(first):
        return False
    return difflib.SequenceMatcher(None, first, second, autojunk=False).ratio() >= 0.75


_BAND_DARK = 0.45  # share of a row's pixels that are dark in a heading bar
_BAND_MIN_HEIGHT = 10  # pixels: thinner dark rows are rules, not bars


def read_dark_bands(
    data: dict,
    plain: Image.Image,
    raw: Image.Image,
    languages: str,
    recognise: Callable[..., dict],
) -> dict:
    """Heading bars with light text on a dark band, read turned dark on light.

    Layout family: design templates and 个人简历 grids whose section headings are set in white
    on a dark bar; Tesseract reads dark text on a light page and skips such a bar, heading and
    all. A run of at least 10 pixel rows, each dark over 45 % of its width, holding some light
    pixels (the letters; a ruled line holds none), is cut out, inverted, and all bars are read
    in one call (the page's own reading is left as it was: inverting bars on the page moves
    Tesseract's layout analysis elsewhere); what the page's reading had inside a bar gives way
    to the bar's reading."""
    bands = dark_bands(raw)  # found before the light is evened out, which fades wide bars
    if not bands:
        return data
    crops, places = [], []
    for box in bands:
        scale = min(3.0, max(1.0, 2 * _REREAD_HEIGHT / max(1, box[3] - box[1])))
        crop = plain.crop(box)
        if float((np.asarray(crop) < 128).mean()) < 0.85:  # faded by the evening out: as it was
            crop = raw.crop(box)
        crop = _smoothed(ImageOps.invert(crop))
        crop = scaled(crop, scale)
        crops.append(crop)
        places.append((box, scale))
    again, spans = read_sheet(crops, languages, recognise)
    drop: set[int] = set()
    added = {key: [] for key in (*_WORD_KEYS, "block_num", "par_num", "line_num")}
    for number, ((y0, y1), (box, scale)) in enumerate(zip(spans, places, strict=True)):
        found = _found(again, y0, y1)
        # A bar read as nothing sure (a photo's shadow is dark too, and its inverted grain
        # reads as scattered characters) leaves the page's reading as it was.
        if not found or np.median([float(again["conf"][j]) for j in found]) < 60:
            continue
        for i, text in enumerate(data["text"]):
            middle_y = data["top"][i] + data["height"][i] / 2
            middle_x = data["left"][i] + data["width"][i] / 2
            if (
                (text or "").strip()
                and box[1] <= middle_y <= box[3]
                and box[0] <= middle_x <= box[2]
            ):
                drop.add(i)
        _place(added, again, found, box, scale, y0, 200_000 + number)
    if not added["text"]:
        return data
    return _replaced(data, drop, added)


def _smoothed(crop: Image.Image) -> Image.Image:
    """Dark letters on light, smoothed (3 px median: a photo's grain) and stretched so the
    letters' ink is black and the bar's usual shade white; grey between, not cut: a Chinese
    heading's thin strokes broke when cut at one threshold (自 read 白, 工 read 二)."""
    pixels = np.asarray(crop.filter(ImageFilter.MedianFilter(3)), dtype=np.float32)
    ink, ground = float(np.percentile(pixels, 0.5)), float(np.median(pixels))
    if ground - ink < 20:
        return _binarised(crop)
    return Image.fromarray(np.clip((pixels - ink) * 255 / (ground - ink), 0, 255).astype(np.uint8))


def _binarised(crop: Image.Image) -> Image.Image:
    """Black letters on white: the bar's grey (its grain too) is cut at the midpoint between
    the letters' ink and the bar's usual shade."""
    pixels = np.asarray(crop, dtype=np.float32)
    ink, ground = np.percentile(pixels, 0.5), np.median(pixels)
    cut = (ink + ground) / 2
    return Image.fromarray(np.where(pixels < cut, 0, 255).astype(np.uint8))


def dark_bands(gray: Image.Image) -> list[tuple[int, int, int, int]]:
    pixels = np.asarray(gray)
    dark = pixels < 128
    rows = dark.mean(1) > _BAND_DARK
    bands = []
    y, height = 0, len(rows)
    while y < height:
        if not rows[y]:
            y += 1
            continue
        end = y
        while end < height and rows[end]:
            end += 1
        if end - y >= _BAND_MIN_HEIGHT:
            band = dark[y:end]
            columns = np.flatnonzero(band.mean(0) > 0.5)
            # A bar is dark all along: a sidebar beside a row of dense type is not one.
            if columns.size and columns.size >= 0.7 * (columns[-1] + 1 - columns[0]):
                left, right = int(columns[0]), int(columns[-1]) + 1
                light = 1.0 - float(band[:, left:right].mean())
                if 0.008 <= light <= 0.5:
                    bands.append((left + 2, y + 2, right - 2, end - 2))  # inside its edges
        y = end
    return bands


def reread_large_rows(
    data: dict, plain: Image.Image, languages: str, recognise: Callable[..., dict]
) -> dict:
    """Rows in type at least 1.6 times the page's usual height (the name, a title), at most 3,
    read again on their own scaled to about 44 px high.

    Layout family: Chinese resumes whose name is set large and bold; `chi_sim` reading the whole
    page misreads a large character (王子豪 as 王子票) that it reads right on its own line at
    body size. A row's new reading replaces the old when it has the same number of characters
    (a correction of characters, not another row) and a higher mean confidence (by more than
    2)."""
    rows = _rows(data)
    if len(rows) < 4:
        return data
    heights = [_height(data, ix) for ix in rows]
    usual = float(np.median(heights))
    large = [ix for ix, h in zip(rows, heights, strict=True) if h >= 1.6 * usual][:3]
    if not large:
        return data
    crops, places = [], []
    for indexes in large:
        height = _height(data, indexes)
        box = _padded(data, indexes, plain.size, height // 2, height // 3)
        scale = _REREAD_HEIGHT / height
        crop = plain.crop(box)
        crop = scaled(crop, scale)
        crops.append(crop)
        places.append((box, scale))
    again, spans = read_sheet(crops, languages, recognise)

    def characters(d: dict, ix: list[int]) -> int:
        return sum(len(re.sub(r"\W", "", d["text"][i])) for i in ix)

    def better(indexes: list[int], found: list[int]) -> bool:
        if characters(again, found) != characters(data, indexes):
            return False
        before = float(np.mean([float(data["conf"][i]) for i in indexes]))
        return float(np.mean([float(again["conf"][j]) for j in found])) > before + 2

    return _rows_replaced(data, again, (large, spans, places), 300_000, better)


_LATIN = re.compile(r"^[\w.@+\-/:]*[A-Za-z][\w.@+\-/:]*$", re.ASCII)


def reread_latin_words(data: dict, plain: Image.Image, recognise: Callable[..., dict]) -> dict:
    """Latin words of a Chinese reading read with low confidence (under 60), at most 12, read
    again in English, each cut out and scaled to about 44 px high, all on one sheet.

    Layout family: Chinese resumes with an e-mail, a URL or tool names; `chi_sim` alone reads
    most Latin words well, but now and then one unsurely and wrongly (`userlzhQ@example.com`,
    confidence 21). A word's English reading replaces its text when it is one word read surer."""
    doubtful = [
        i
        for i, text in enumerate(data["text"])
        if _LATIN.match((text or "").strip())
        and len(text.strip()) >= 3
        and float(data["conf"][i]) < 60
    ][:12]
    if not doubtful:
        return data
    crops, places = [], []
    for i in doubtful:
        height = max(1, data["height"][i])
        box = (
            max(0, data["left"][i] - height // 2),
            max(0, data["top"][i] - height // 3),
            min(plain.width, data["left"][i] + data["width"][i] + height // 2),
            min(plain.height, data["top"][i] + height + height // 3),
        )
        scale = min(4.0, max(1.0, _REREAD_HEIGHT / height))
        crops.append(scaled(plain.crop(box), scale))
        places.append(box)
    again, spans = read_sheet(crops, "eng", recognise)
    data = {key: list(values) for key, values in data.items()}
    for i, (y0, y1) in zip(doubtful, spans, strict=True):
        # A separator beside the word (`|`, a dot) may come into its crop: Latin words only.
        found = [j for j in _found(again, y0, y1) if _LATIN.match(again["text"][j].strip())]
        if len(found) == 1 and float(again["conf"][found[0]]) > float(data["conf"][i]):
            data["text"][i] = again["text"][found[0]]
            data["conf"][i] = again["conf"][found[0]]
    return data


def _height(data: dict, indexes: list[int]) -> int:
    _, top, _, bottom = extent(data, indexes)
    return max(1, bottom - top)


def _padded(data: dict, indexes: list[int], size, across: int, down: int) -> tuple:
    """The box around some words grown by `across` pixels each side and `down` above and
    below, within the page of `size`."""
    left, top, right, bottom = extent(data, indexes)
    return (max(0, left - across), max(0, top - down),
            min(size[0], right + across), min(size[1], bottom + down))  # fmt: skip
