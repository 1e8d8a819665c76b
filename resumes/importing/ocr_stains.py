"""Stains on a page taken off by their colour before the page is made grey (layout family: a
printout that lay on a desk: a coffee or tea ring, a drip, scanned or photographed in colour;
numpy only).

Made grey as they are, a stain's dark tide line is a curve of ink as dark as grey type: its
upright stretches were painted over as ruled lines (`ocr_page.without_rules`) together with
the letters they crossed ("y ear", "o f"), and Tesseract read its rim as letters or joined the
rows it crossed. A stain is brown or yellow: red above green above blue, green about midway,
its colour dull (the paper's colour multiplied by a warm filter), and warmer than the page's
usual colour (paper under a lamp or yellowed with age is warm all over: no stain). Read
through the red channel, which such a filter lets pass most, black and grey type under a
stain stay as dark as they were (their channels are alike, so red is their grey); a stained
pixel lighter than type there is bare paper under the stain and is made the paper around
it. Type printed in a strong colour (orange, red, a seal's red whose green and blue stay
together) is not dull and is left as it was; blue and green type are not warm."""

from __future__ import annotations

import numpy as np
from PIL import Image

_WARM = 18  # red above blue by this much (0-255) before a pixel is a stain's
_DULL = 0.62  # (red - blue) / red under this: a filter over paper, not coloured type
_MIDWAY = 0.2  # green above blue by this share of (red - blue): brown or yellow, not a red
_MIN_SHARE = 0.003  # stained pixels cover at least this share before the page is changed
_TYPE = 140  # a stained pixel's red channel under this is type under the stain


def without_stains(image: Image.Image, gray: Image.Image, marked: bool = False) -> Image.Image:
    """`gray` (the picture made grey) with the pixels a stain covers in `image` (the picture
    in colour) read through their red channel; as it was where the picture is not in colour
    or holds no stain. `marked`: `gray` is `ocr_marks_colour`'s, whose pen marks (a red ring
    round the name, a tick) are already paper: they are no stain's, and are left as that
    stage made them (made the stain's paper again, a ring round words at the page's shaded
    edge went darker than the lit paper and the page's corner was found inside it)."""
    if image.mode not in ("RGB", "RGBA", "P", "CMYK") or image.size != gray.size:
        return gray
    rgb = np.asarray(image.convert("RGB"), dtype=np.int16)
    grey = None
    if marked:  # what the pen-mark stage changed from the picture made grey
        grey = np.asarray(image.convert("L"), dtype=np.int16)
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    spread = r - b
    # Warmer than the page's usual (paper under a lamp or yellowed with age is warm all
    # over: no stain, and left as it was).
    usual = float(np.median(spread))
    stained = (
        (spread > usual + _WARM)
        & (g <= r)
        & (g >= b)
        & (spread < _DULL * np.maximum(r, 1))
        & (g - b >= _MIDWAY * spread)
    )
    if grey is not None:
        stained &= np.abs(np.asarray(gray, dtype=np.int16) - grey) <= 2
    if stained.mean() < _MIN_SHARE:
        return gray
    out = np.asarray(gray).copy()
    paper = _paper(out, ~stained)
    seen = r[stained]
    # Lighter than type (a stain over bare paper, however deep): the paper around it (a
    # page's own shade: pure white would draw the ring's outline in white); darker (type
    # under the stain): its red channel, where the stain is nearly clear.
    out[stained] = np.where(seen >= _TYPE, paper[stained], seen)
    return Image.fromarray(out, "L")


def _paper(gray: np.ndarray, clean: np.ndarray, cell: int = 24) -> np.ndarray:
    """The paper's shade at each pixel: the mean of the unstained pixels lighter than type in
    each cell of a coarse grid (the page's median where a cell has none), smoothly enlarged."""
    h, w = gray.shape
    rows, cols = -(-h // cell), -(-w // cell)
    padded = np.zeros((rows * cell, cols * cell), np.float32)
    weight = np.zeros_like(padded)
    bare = clean & (gray >= _TYPE)
    padded[:h, :w] = np.where(bare, gray, 0)
    weight[:h, :w] = bare
    sums = padded.reshape(rows, cell, cols, cell).sum(axis=(1, 3))
    counts = weight.reshape(rows, cell, cols, cell).sum(axis=(1, 3))
    grid = np.where(counts > 0, sums / np.maximum(counts, 1), float(np.median(gray)))
    small = Image.fromarray(grid.astype(np.float32), "F")
    return np.asarray(small.resize((w, h), Image.Resampling.BILINEAR)).astype(np.uint8)
