"""Marks a reader added to a printed page, taken off by their colour before the page is made
grey (layout family: an office scan of a printout HR handled: a red round seal over the
header, blue ballpoint ticks, underlines, circles and a note in the margin). Made grey as
they were, a seal's ring and letters crossed the name and the contact row (Tesseract read
"HR DEPT" into the name, lost the e-mail under the ring) and the pen's underline joined a
row's words into one dark band.

Printed type is black or grey: its red, green and blue stay together. A seal's red (R far
above G and B, which stay close) and a ballpoint's blue (B far above R and G) are read
through the channel the ink lets pass, where the ink alone is paper; where red ink lies over
black type the product stays dark in every channel and is kept.
Warm or cool light (a phone photo under a lamp: paper at 255, 247, 230) and a brown table
(120, 92, 66) are neither: their channels differ by less than the marks' margin."""

from __future__ import annotations

import numpy as np
from PIL import Image

# How far the mark's channel stands above the others (0-255) before the pixel is a mark.
_MARGIN = 70
# A red mark's green and blue stay within this of each other (an orange or brown does not).
_RED_PAIR = 45
# Marks cover at least this share of a page's pixels before the page is changed at all.
_MIN_SHARE = 0.0005


def without_coloured_marks(image: Image.Image) -> Image.Image | None:
    """The page made grey with a reader's red and blue marks turned to paper; None where the
    picture has none (a grey scan, a design without them), which is then made grey as before.

    Coloured type a design prints (a red job title, a blue name) is kept: only marks shaped
    as no line of type is are taken, measured on a grid of cells a 160th of the page's width:
    a ring or a circle drawn round words (both sides longer than 2.5 lines of type, under
    three quarters of its box inked) and all colour inside its box (a seal's words), and a
    long thin stroke (an underline: over 4 lines wide, under 0.6 of a line tall)."""
    if image.mode not in ("RGB", "RGBA", "P", "CMYK"):
        return None
    rgb = np.asarray(image.convert("RGB"), dtype=np.int16)
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    pair = np.abs(g - b) < _RED_PAIR
    red, blue = r - np.maximum(g, b), b - np.maximum(r, g)
    strong = ((red > _MARGIN) & pair) | (blue > _MARGIN)
    if strong.mean() < _MIN_SHARE:
        return None
    taken = _mark_boxes(strong, image.width)
    if not taken.any():
        return None
    gray = (0.299 * r + 0.587 * g + 0.114 * b).astype(np.float32)
    # Each mark's pixel (its pale grain and blurred rim too: a third of the margin), inside a
    # mark's box, read through the channel its ink lets pass (red's red, blue's blue),
    # scaled so the ink alone is paper: type under the ink stays as dark as it was.
    for channel, kind in ((r, (red > _MARGIN // 3) & pair), (b, blue > _MARGIN // 3)):
        inked = kind & strong
        if not inked.any():
            continue
        paper = max(64.0, float(np.median(channel[inked])))
        where = kind & taken
        seen = channel[where] * 255.0 / paper
        gray[where] = np.where(seen > 170, 255.0, seen)  # the ink's blurred rim: paper too
    return Image.fromarray(np.clip(gray, 0, 255).astype(np.uint8), "L")


def _mark_boxes(marks: np.ndarray, width: int) -> np.ndarray:
    """Where the marks' rings and strokes lie (see `without_coloured_marks`)."""
    cell = max(4, width // 160)
    h, w = marks.shape
    rows, cols = h // cell, w // cell
    grid = marks[: rows * cell, : cols * cell].reshape(rows, cell, cols, cell).any(axis=(1, 3))
    seen = np.zeros_like(grid)
    taken = np.zeros_like(marks)
    line = 30 * width / 1240  # a line of type's height at this width (11 pt at 150 dpi ~ 30 px)
    for start in zip(*np.nonzero(grid), strict=True):
        if seen[start]:
            continue
        seen[start] = True
        stack, members = [start], []
        while stack:
            y, x = stack.pop()
            members.append((y, x))
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    ny, nx = y + dy, x + dx
                    if 0 <= ny < rows and 0 <= nx < cols and grid[ny, nx] and not seen[ny, nx]:
                        seen[ny, nx] = True
                        stack.append((ny, nx))
        ys = [m[0] for m in members]
        xs = [m[1] for m in members]
        y0, y1, x0, x1 = min(ys), max(ys) + 1, min(xs), max(xs) + 1
        tall, wide = (y1 - y0) * cell, (x1 - x0) * cell
        fill = len(members) / ((y1 - y0) * (x1 - x0))
        ring = tall > 2.5 * line and wide > 2.5 * line and fill < 0.75
        stroke = tall < 0.6 * line and wide > 4 * line
        if ring or stroke:
            taken[y0 * cell : y1 * cell, x0 * cell : x1 * cell] = True
    return taken
