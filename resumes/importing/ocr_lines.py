"""The geometry of a line Tesseract read, measured as a PDF's text layer states it (`ocr._words`
calls these): its type height and size, its baseline from the rows its type inks, a dash or 一
read as a line of its own set back on its row, and a Chinese date range's dash read as 一 made
a dash again."""

from __future__ import annotations

import re

import numpy as np

from resumes.importing.lines import is_cjk

# A date's end as Chinese resumes write it (2019.07, 2019年7月, 2019) and the next date's
# start (a year, 至今): `chi_sim` reads the dash between them (-, –, —) as 一 ("one").
_DATE_END = re.compile(r"(?:\d|\d月|\d年)$")
_DATE_START = re.compile(r"^(?:\d{4}|至今)")
_DASH_IN_WORD = re.compile(r"(?<=[\d月年])一(?=\d{4}|至今)")


def date_dashes(data: dict, indexes: list[int]) -> None:
    """The dash of a date range read as 一 made a dash again (layout family: Chinese resumes'
    2019.07—2022.06, 2016年3月 – 2019年8月, 2012 — 2016; read 2012 一 2016, the range was
    two numbers and the entry lost its dates): a 一 alone between a date's end and the next
    date's start, glued to either, or inside one word. 一 elsewhere (一线, 第一) is a word."""
    words = [(data["text"][i] or "").strip() for i in indexes]
    for n, (i, word) in enumerate(zip(indexes, words, strict=True)):
        before = words[n - 1] if n else ""
        after = words[n + 1] if n + 1 < len(words) else ""
        if word == "一" and _DATE_END.search(before) and _DATE_START.match(after):
            word = "-"
        elif word.startswith("一") and _DATE_END.search(before) and _DATE_START.match(word[1:]):
            word = "-" + word[1:]
        elif word.endswith("一") and _DATE_END.search(word[:-1]) and _DATE_START.match(after):
            word = word[:-1] + "-"
        word = _DASH_IN_WORD.sub("-", word)
        if word != words[n]:
            data["text"][i] = word


# What a thin typewriter or fax dash between two dates is read as (Latin pages).
_DASH_READ = re.compile(r"^(?:[~=_-]{1,3}|[=~-]?[—–][=~-]?|\.)$")
_YEAR_END = re.compile(r"(?:\b\d{4}|\d/\d{4}|\d\.\d{4})$")
_RANGE_START = re.compile(
    r"^\(?(?:\d{4}|\d{1,2}[/.]\d{4}|present|now|current|today|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)",
    re.IGNORECASE,
)


def range_dashes(data: dict) -> None:
    """The dash of a date range read as "~", "=~", "_" or a dot made a dash again, sure enough
    to be kept (layout family: faxes and typewriter resumes, whose thin hyphen between "Apr 2020"
    and "Present" Tesseract reads as a tilde with a confidence under 70, and the noise filter
    dropped it: the range was two dates apart and the entry lost its end). Only such a mark
    alone on its line between a year (2020, 04/2019) and the next date's start (a year, a
    month, Present); a word glued to a tilde ("~Present") loses the tilde."""
    words = [(t or "").strip() for t in data["text"]]
    found = [i for i, w in enumerate(words) if _DASH_READ.match(w) or w[:1] == "~"]
    if not found:
        return
    middles = [data["top"][i] + data["height"][i] / 2 for i in range(len(words))]
    for i in found:
        # Its neighbours on its row, whichever of Tesseract's lines (a re-read's own) they
        # are in: the nearest word each side whose middle is within 0.8 of its height, or
        # the dash's middle within half of theirs (a thin en dash in large type, a phone
        # screenshot's grey "Jan 2020 – Present": a box 2 pixels tall beside words of 30).
        row = [
            j
            for j, w in enumerate(words)
            if w
            and j != i
            and abs(middles[j] - middles[i])
            <= max(max(4, data["height"][i]) * 0.8, data["height"][j] * 0.5)
        ]
        left = [j for j in row if data["left"][j] + data["width"][j] <= data["left"][i] + 2]
        right = [j for j in row if data["left"][j] >= data["left"][i] + data["width"][i] - 2]
        if not left or not right:
            continue
        before = words[max(left, key=lambda j: data["left"][j])].rstrip(",")
        after = words[min(right, key=lambda j: data["left"][j])]
        word = words[i]
        if _DASH_READ.match(word):
            if _YEAR_END.search(before) and _RANGE_START.match(after):
                data["text"][i] = "-"
                data["conf"][i] = max(float(data["conf"][i]), 70.0)
        elif _YEAR_END.search(before) and _RANGE_START.match(word[1:]):
            data["text"][i] = word[1:]


def ink_band(ink, data: dict, indexes: list[int]) -> tuple[int, int] | None:
    """The rows a line's type fills on the page: within its words' boxes, the run of rows
    inked at least 0.3 of the line's most inked row that holds the most ink (a neighbour
    line's ascenders or descenders caught in a box are thinner runs of their own). Its
    bottom is the baseline (Latin descenders are too thin to count), its height a Chinese
    line's type size. `chi_sim` grows some characters' boxes by half a line (省, 沙 in a row
    whose other boxes fit): the row's baseline then fell below its neighbours' and a date
    beside its employer stood on another row. None where the boxes hold no ink."""
    left, top, right, bottom = extent(data, indexes)
    region = ink[max(0, top) : bottom, max(0, left) : right]
    if region.size == 0:
        return None
    profile = region.sum(1)
    if profile.max() <= 0:
        return None
    dense = profile >= 0.3 * profile.max()
    best, start = None, None
    for row, yes in enumerate([*dense, False]):
        if yes and start is None:
            start = row
        elif not yes and start is not None:
            mass = int(profile[start:row].sum())
            if best is None or mass > best[0]:
                best = (mass, start, row)
            start = None
    _, first, last = best
    if last - first < 0.3 * (bottom - top):
        return None
    return top + first, top + last


def host_line(data: dict, indexes: list[int], lines: dict) -> float | None:
    """A dash or 一 Tesseract read as a line of its own (a stroke across the middle of a row:
    `下降一半` read `下降` `半` and a line `一`, which became an entry) stands on the row whose
    boxes hold its middle: that row's baseline (the median of its boxes' bottoms)."""
    if len(indexes) != 1 or (data["text"][indexes[0]] or "").strip() not in _FLAT:
        return None
    i = indexes[0]
    middle = data["top"][i] + data["height"][i] / 2
    for other in lines.values():
        if other is indexes or len(other) < 2:
            continue
        top = min(data["top"][j] for j in other)
        bottom = max(data["top"][j] + data["height"][j] for j in other)
        if top < middle < bottom:
            return float(np.median([data["top"][j] + data["height"][j] for j in other]))
    return None


_FLAT = {"一", "-", "–", "—", "_", "~"}


def letters(data: dict, indexes: list[int]) -> int:
    """Characters a line holds: a band measured on one or two (一 alone: a stroke across the
    middle of its line) says nothing of the line's baseline."""
    return sum(len((data["text"][i] or "").strip()) for i in indexes)


def mostly_cjk(data: dict, indexes: list[int]) -> bool:
    """Whether a line's size is its Chinese type's: two Chinese characters or more (a date
    range beside an employer too: its characters' boxes are as unreliable), or mostly."""
    text = "".join((data["text"][i] or "") for i in indexes)
    cjk = sum(1 for ch in text if is_cjk(ch))
    return cjk >= 2 or cjk * 2 > len(text.replace(" ", ""))


def type_height(data: dict, indexes: list[int]) -> float:
    """A line's type height: the height of its taller words (the 80th percentile of its word
    boxes), not the union of all its boxes, which one box grown by a bullet, a rule or a
    speck read with a word made look like a heading's type (a bullet line read as large as
    the job title above it started an entry of its own)."""
    heights = sorted(data["height"][i] for i in indexes)
    if len(heights) in (2, 3) and all(
        CHINESE_WORD.match((data["text"][i] or "").strip()) for i in indexes
    ):
        # Two or three Chinese words (a heading, 经历, 出版物): their type is one height, and
        # chi_sim grows one of a short line's boxes by half a line, which made a heading the
        # page's largest type (and took it for the name): the lower middle box.
        return float(heights[(len(heights) - 1) // 2])
    if len(heights) >= 3:
        return float(heights[int(len(heights) * 0.8)])
    tops = [data["top"][i] for i in indexes]
    return float(max(data["top"][i] + data["height"][i] for i in indexes) - min(tops))


MIN_CONFIDENCE = 30  # a word read less surely is dropped (but see `sure_lines`)


def kept_words(data: dict, floor: float = MIN_CONFIDENCE) -> list[bool]:
    """Whether each word of a reading is kept as text (see `ocr._words`): read with a confidence of
    at least `floor`, or a word of Chinese characters on a line read surely."""
    sure = sure_lines(data)
    out = []
    for i, text in enumerate(data["text"]):
        word = (text or "").strip()
        key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
        out.append(
            bool(word)
            and (
                float(data["conf"][i]) >= floor or (key in sure and bool(CHINESE_WORD.match(word)))
            )
        )
    return out


# A word of Chinese characters, a stray mark glued to its front at most.
CHINESE_WORD = re.compile(r"^[‘’“”~`«»\"']?[\u4e00-\u9fff]+$")


def sure_lines(data: dict) -> set[tuple[int, int, int]]:
    """Lines whose words' median confidence is at least 70.

    Layout family: Chinese resumes that set fields apart with an ideographic space (公司　职位,
    大学　专业); `chi_sim` reads the space as a quote mark glued to the next word and gives that
    word and the one before it a confidence near 0, and the floor of 30 dropped both (司, 运营,
    学, 市场: the employer, the position and the school cut short). A word of Chinese
    characters on a line read with sure confidence is kept whatever its own confidence; noise
    (a shadow, a border read as characters) stands on lines of its own, read unsurely."""
    confidences: dict[tuple[int, int, int], list[float]] = {}
    for i, text in enumerate(data["text"]):
        if (text or "").strip():
            key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
            confidences.setdefault(key, []).append(float(data["conf"][i]))
    return {key for key, values in confidences.items() if np.median(values) >= 70}


def extent(data: dict, indexes: list[int]) -> tuple[int, int, int, int]:
    """The box (left, top, right, bottom) around some of a Tesseract reading's words."""
    left = min(data["left"][i] for i in indexes)
    top = min(data["top"][i] for i in indexes)
    right = max(data["left"][i] + data["width"][i] for i in indexes)
    bottom = max(data["top"][i] + data["height"][i] for i in indexes)
    return left, top, right, bottom
