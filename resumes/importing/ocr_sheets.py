"""The sheets of paper in a picture lying on a plain background, each cut out on its own
(`ocr._page` reads each as a page of its own), and a sheet's light evened out and its skew
measured before it is read (numpy and Pillow only).

Layout families:
- a sheet fed crooked into a scanner and scanned on its grey platen (the platen shows in the
  corners around the turned page, and a dark sidebar or banner of the page is darker than
  the platen: `ocr_page.find_page`, which looks for the brightest region, cut such a page to
  its white part and lost the banner's name and contacts);
- a spread: two pages of a stapled resume scanned side by side on one image (read as one
  page, each page's rows ran into the other's);
- a screenshot of a PDF viewer: the viewer's toolbar (the file's name, the zoom) over a dark
  grey window in which the pages stand one under the other in one tall capture (the
  toolbar's file name was read as the person's name).

The background is the picture's rim: at least 70 % of the pixels along its edges lie within 14
shades of their median, and flat: their mean deviation is at most 1 shade (a scanner's platen
or bed, a viewer's pane: under 0.2; the table under a photographed page is grainy, 6 and more,
and a noisy scan's fill 2 and more, and such a page is left to `ocr_page.find_page`, which
sets its slanted corners square). A pixel is the background's within four times that deviation
(at least 3 shades: a sidebar a few shades off a viewer's pane is the sheet's). A sheet is a
solid rectangle of other pixels, at least a fifth of the picture's shorter side across and at
least half as tall as it is wide (a toolbar is a flat strip, not a sheet) and lighter than the
background (a dark sidebar running to a scan's edges is no sheet); the sheets are found by the
columns, then within each the rows, that are mostly not background. The platen around a turned
sheet is painted with the sheet's paper so that no edge of it reads as a rule."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageOps

_SIDE = 700  # the shorter side the sheets are looked for at
_NEAR = 14  # shades within which a pixel is the background's
_FLAT = 1.0  # mean deviation of a flat background's rim (a platen, a viewer's pane: under 0.2)
_RIM = 0.7  # share of the rim's pixels that must be background


def sheets(gray: Image.Image) -> list[Image.Image] | None:
    """Each sheet in the picture cut out (left to right, then top to bottom), or None when the
    picture shows no sheet on a plain background (a scan of the page itself, a photo on a
    desk)."""
    scale = min(1.0, _SIDE / min(gray.size))
    small = gray.resize((max(1, round(gray.width * scale)), max(1, round(gray.height * scale))))
    pixels = np.asarray(small).astype(np.int16)
    rim = np.concatenate([pixels[:3].ravel(), pixels[-3:].ravel(),
                          pixels[:, :3].ravel(), pixels[:, -3:].ravel()])  # fmt: skip
    ground = float(np.median(rim))
    if (np.abs(rim - ground) <= _NEAR).mean() < _RIM:
        return None
    # As near as the background's own grain allows: a screenshot's pane is one shade, and a
    # sidebar a few shades lighter than the pane is the sheet's, not the pane's.
    grain = float(np.abs(rim - ground)[np.abs(rim - ground) <= _NEAR].mean())
    if grain > _FLAT:
        return None  # a table under a photographed page: `ocr_page.find_page` sets it square
    near = max(3.0, 4 * grain)
    other = np.abs(pixels - ground) > near
    mask = Image.fromarray((other * 255).astype(np.uint8))
    # The sheet's type and its antialiased rims closed into it; then the background found as
    # what joins the picture's rim (a sheet's blank margin may be near the ground's shade).
    mask = mask.filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.MinFilter(5))
    w, h = mask.size
    rim_points = [(x, y) for x in range(0, w, 8) for y in (0, h - 1)]
    rim_points += [(x, y) for y in range(0, h, 8) for x in (0, w - 1)]
    for point in rim_points:
        if mask.getpixel(point) == 0:
            ImageDraw.floodfill(mask, point, 128, thresh=0)
    paper_mask = np.asarray(mask) != 128
    if paper_mask.mean() > 0.97:
        return None  # the page is the picture: nothing around it to take off
    boxes = []
    for left, right in _runs(paper_mask.mean(axis=0) > 0.1):
        for top, bottom in _runs(paper_mask[:, left:right].mean(axis=1) > 0.3):
            boxes.append((left, top, right, bottom))
    side = min(small.size)
    found = []
    for left, top, right, bottom in boxes:
        width, height = right - left, bottom - top
        if width < side / 5 or height < width / 2:
            continue  # a toolbar, a page count, a speck: not a sheet
        if paper_mask[top:bottom, left:right].mean() < 0.75:
            continue  # not solid: text or a picture on the background, not a sheet
        found.append((left, top, right, bottom))
    if not found:
        return None
    out = []
    # The sheet's rim and shadow left out (a pixel in on the small copy), then at full size.
    inner = Image.fromarray((paper_mask * 255).astype(np.uint8)).filter(ImageFilter.MinFilter(3))
    full_mask = inner.resize(gray.size)
    for left, top, right, bottom in found:
        box = tuple(round(v / scale) for v in (left, top, right, bottom))
        pixels = np.asarray(gray.crop(box)).copy()
        inside = np.asarray(full_mask.crop(box)) > 127
        paper = float(np.percentile(pixels[inside][::7], 90)) if inside.any() else 0.0
        if paper < ground + near:
            return None  # darker than the background: a sidebar or a banner, not a sheet
        pixels[~inside] = round(paper)
        out.append(Image.fromarray(pixels))
    return out


def _runs(flags: np.ndarray, gap: int = 2) -> list[tuple[int, int]]:
    """(start, end) of each run of True, runs apart by `gap` or fewer False joined."""
    runs: list[list[int]] = []
    for i in np.flatnonzero(flags):
        if runs and i - runs[-1][1] <= gap:
            runs[-1][1] = int(i) + 1
        else:
            runs.append([int(i), int(i) + 1])
    return [(a, b) for a, b in runs]


def even_light(gray: Image.Image) -> Image.Image:
    """A phone photo's shading divided out: each pixel against the blurred background."""
    small = gray.resize((max(1, gray.width // 8), max(1, gray.height // 8)))
    background = small.filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.GaussianBlur(6))
    background = background.resize(gray.size)
    ink = np.asarray(gray, dtype=np.float32)
    light = np.maximum(np.asarray(background, dtype=np.float32), 1.0)
    flat = np.clip(ink / light * 255.0, 0, 255).astype(np.uint8)
    return ImageOps.autocontrast(Image.fromarray(flat), cutoff=1)


def skew_angle(gray: Image.Image, limit: float = 9.0) -> float:
    """The rotation (degrees, counter-clockwise) that makes the text rows level: the angle
    whose rows of ink are sharpest (projection profile), coarse then fine; up to 9 degrees
    either way (layout family: a sheet fed crooked into a scanner, 3-8 degrees)."""
    width = 900 if gray.width >= gray.height else gray.width * 900 // gray.height
    height = max(1, gray.height * width // max(1, gray.width))
    small = gray.resize((max(1, width), height))
    ink = Image.fromarray(((np.asarray(small) < 140) * 255).astype(np.uint8))
    if not np.asarray(ink).any():
        return 0.0

    def sharpness(angle: float) -> float:
        rows = np.asarray(ink.rotate(angle, expand=False, fillcolor=0), dtype=np.float32).sum(1)
        return float(np.square(np.diff(rows)).sum())

    best = max(np.arange(-limit, limit + 0.01, 0.5), key=sharpness)
    fine = max(np.arange(best - 0.5, best + 0.51, 0.1), key=sharpness)
    return round(float(fine), 2)
