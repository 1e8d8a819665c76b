"""Photocopies, and copies of copies, made clean before Tesseract reads them (`ocr._sheet`
calls these; numpy and Pillow only).

Layout family: a resume copied on an office copier, then the copy copied again, and scanned
(grey paper, toner specks, a dark streak down the page from dirt on the glass, a dark band
along an edge where the lid was left open, each generation turned a little). Tesseract read
the streak crossing a row as a letter or a bracket ("Native }") and lost the digits under it,
and read a heading's underline, greyed and broken by the copies, as a row of its own
("he eth ee eae")."""

from __future__ import annotations

import numpy as np
from PIL import Image

# A streak runs down at least this share of the page's height.
_STREAK_SHARE = 0.6
_EDGE = 0.05  # a line this near a side (share of the width) is the sheet's edge
_STREAK_ANGLES = np.arange(-3.0, 3.01, 0.25)  # degrees a streak may lean (copies turn a page)


def without_streaks(gray: Image.Image) -> tuple[Image.Image, int]:
    """The page with thin dark lines running down most of it (a copier's streaks, a two
    generations' streaks each at its own lean) painted with the paper; and how many.

    On a copy 1/4 the size (the darkest pixel of each 4 x 4 block), the pixels darker than
    the paper by a third of the way to the darkest ink are sheared for each lean from -3 to 3
    degrees (a quarter-degree apart); a column of the sheared mask dark along at least 60 % of
    the page's height, at most 2 columns wide (about 8 pixels at full size) with the columns 3
    to either side dark along under 35 % of it (no filled sidebar, nor its edge), is a streak.
    Type is never dark down 60 % of one column: rows of text are apart by their leading. A
    line within 5 % of the width from a side is the sheet's own edge or its shadow (a
    screenshot's page, a sheet cut from a platen), left as it is. At full size the line is set
    on its darkest column nearby (each eighth of it), and the pixels within 3 of it take the
    mean of the pixels 5 to either side (the paper, or a letter's stroke crossing it)."""
    pixels = np.asarray(gray)
    height, width = pixels.shape
    if height < 200 or width < 200:
        return gray, 0
    # The darkest pixel of each 4 x 4 block: a 2-pixel line, averaged, would fade to paper.
    blocks = pixels[: height // 4 * 4, : width // 4 * 4].reshape(height // 4, 4, width // 4, 4)
    small = blocks.min(axis=(1, 3)).astype(np.float32)
    paper = float(np.percentile(small, 90))
    ink = float(np.percentile(small, 1))
    if paper - ink < 40:
        return gray, 0
    dark = small < paper - (paper - ink) / 3
    rows = np.arange(dark.shape[0])
    lines = []
    for angle in _STREAK_ANGLES:
        shift = np.round(np.tan(np.radians(angle)) * (rows - rows.mean())).astype(int)
        counts = np.zeros(dark.shape[1] + 2 * dark.shape[0], np.int32)
        offset = dark.shape[0]
        for y in range(dark.shape[0]):
            xs = np.flatnonzero(dark[y]) + shift[y] + offset
            counts[xs] += 1
        share = counts / dark.shape[0]
        for x in np.flatnonzero(share >= _STREAK_SHARE):
            if not _EDGE * dark.shape[1] < x - offset < (1 - _EDGE) * dark.shape[1]:
                continue  # a sheet's own edge or its shadow, not a streak over its type
            near = share[max(0, x - 4) : x + 5]
            sides = share[max(0, x - 3)], share[min(len(share) - 1, x + 3)]
            # Thin, with paper on both sides: no filled band, nor a band's edge.
            if (near >= _STREAK_SHARE).sum() <= 2 and max(sides) < 0.35:
                lines.append((float(angle), int(x) - offset, float(share[x])))
    if not lines:
        return gray, 0
    # One line per streak: the leans that found it as the same column give the surest one.
    lines.sort(key=lambda line: -line[2])
    kept: list[tuple[float, int, float]] = []
    for line in lines:
        if all(abs(line[1] - other[1]) > 3 for other in kept):
            kept.append(line)
    out = pixels.astype(np.float32).copy()
    ys = np.arange(height)
    for angle, x, _ in kept:
        centre = x * 4 + 1.5 - np.tan(np.radians(angle)) * (ys - (height - 1) / 2)
        # Set on the darkest of the nearby columns along each eighth of the line at full size
        # (a quarter-degree's step drifts up to 5 pixels over a page).
        for part in np.array_split(ys, 8):
            shades = []
            for dx in range(-5, 6):
                cols = np.clip(np.round(centre[part] + dx).astype(int), 0, width - 1)
                shades.append(float(out[part, cols].mean()))
            centre[part] += int(np.argmin(shades)) - 5
        # Each pixel within 3 of the line takes the mean of the pixels 5 to its left and
        # right: paper where the streak crossed paper, the stroke where it crossed one that
        # runs across (a letter's bar, a rule).
        cols = np.round(centre).astype(int)
        left = np.clip(cols - 5, 0, width - 1)
        right = np.clip(cols + 5, 0, width - 1)
        fill = (out[ys, left] + out[ys, right]) / 2
        for dx in range(-3, 4):
            at = cols + dx
            inside = (at >= 0) & (at < width)
            out[ys[inside], at[inside]] = fill[inside]
    return Image.fromarray(np.clip(out, 0, 255).astype(np.uint8)), len(kept)
