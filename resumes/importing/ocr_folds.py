"""Phone photos of a page that was folded (in half, in three, in four) and opened on a desk:
the page found by how it differs from the desk around it, and the shadows along its creases
evened out (`ocr._page` and `ocr._sheet` call these; numpy and Pillow only).

Layout family: a printed resume folded for an envelope, opened and photographed on a table.
`ocr_page.find_page` looks for the brightest region, which fails when the page is not much
lighter than the desk everywhere: a dark sidebar or banner running to the paper's edge joins
the table (the brightest region is then the main column only, no sheet's shape, and the whole
photo was read, desk and slant included), and a panel tilted away from the lamp is grey. The
desk is told by its colour instead: the picture's rim is desk, and what differs from the rim's
colour by more than the rim itself varies is page. Along each crease the paper is shaded
(each panel a little differently lit, a dark ridge where it bends): lines of type in that
shade lost their thin strokes, and a line across the ridge was lost whole."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter

from resumes.importing.ocr_page import (
    bright_corners,
    middle_region,
    perspective,
    quad_sides,
    region_corners,
)

_SIDE = 400  # the long side the page is looked for at
# A pixel is page when its hue (r, g, b over their sum: the same under a shadow) stands further
# from the desk's than this (or 5 times the desk's own grain), or when it is this much lighter
# (0-255) than the desk's lightest rim.
_HUE_FLOOR = 0.03
_LIGHTER = 40.0


def page_corners(image: Image.Image) -> list[tuple[float, float]] | None:
    """The corners of the page lying on a desk in a photo (top left, top right, bottom right,
    bottom left), as fractions of the picture's width and height; None when the picture's rim
    is not a desk around a page (a scan, a screenshot, a page filling the photo).

    The desk is the picture's rim (3 pixels around its edge, on a copy 400 pixels long,
    blurred). A pixel is page when its hue (r, g, b over their sum, which a shadow or a
    vignette does not change) stands from the rim's median hue by more than 0.03 or 5 times
    the rim's median deviation (wood grain), or when it is 40 shades lighter than the rim's
    95th percentile (a white page on a grey desk). The page is the region of such pixels around the
    picture's middle, closed over type and specks, which must cover 25-95 % of the picture,
    touch its edges along at most a fifth of them, fill at least 85 % of the quadrilateral of
    its corners (a page, not a ragged shape), have a sheet of paper's shape (1.15-1.6), and
    hold paper (its lightest tenth) that is page by the same measure (a scan's coloured
    sidebar is no page: its lightest pixels are the letters, the same paper as the rim)."""
    rgb = image.convert("RGB")
    scale = _SIDE / max(rgb.size)
    small = rgb.resize((max(1, round(rgb.width * scale)), max(1, round(rgb.height * scale))))
    pixels = np.asarray(small.filter(ImageFilter.GaussianBlur(1.5)), dtype=np.float32)
    height, width = pixels.shape[:2]
    if min(height, width) < 40:
        return None
    colour = pixels / (pixels.sum(axis=2, keepdims=True) + 3)  # the hue, not the light
    light = pixels.mean(axis=2)
    desk_colour = np.median(_rim(colour), axis=0)
    grain = float(np.median(np.linalg.norm(_rim(colour) - desk_colour, axis=1)))
    colour_cut = max(_HUE_FLOOR, 5 * grain)
    light_cut = float(np.percentile(_rim(light), 95)) + _LIGHTER
    page = (np.linalg.norm(colour - desk_colour, axis=2) > colour_cut) | (light > light_cut)
    filled = middle_region(page, close=5)
    if filled is None:
        return None
    region_mask = Image.fromarray((filled * 255).astype(np.uint8))
    # Opened once more, wider: a speckled shadow or a vignetted corner of the desk that joins
    # the page along a thin neck must not pull a corner out to the picture's.
    region_mask = region_mask.filter(ImageFilter.MinFilter(9)).filter(ImageFilter.MaxFilter(9))
    region = np.asarray(region_mask) > 127
    corners = region_corners(region)
    if corners is None:
        return None
    quad = np.array(corners, dtype=np.float64)
    if region.sum() < 0.85 * _area(quad):
        return None
    across, down = quad_sides(quad)
    if min(across, down) < 20 or not 1.15 <= max(across, down) / min(across, down) <= 1.6:
        return None
    paper = light[region] >= np.percentile(light[region], 90)  # the page's paper
    paper_colour = np.median(colour[region][paper], axis=0)
    if (
        np.linalg.norm(paper_colour - desk_colour) <= colour_cut
        and np.median(light[region][paper]) <= light_cut
    ):
        return None  # its paper is the rim's (a scan's coloured sidebar), not a page on a desk
    return [((x + 0.5) / width, (y + 0.5) / height) for x, y in corners]


def desk_page(image: Image.Image, gray: Image.Image) -> list[tuple[float, float]] | None:
    """`page_corners` of the picture in colour, where the brightest-region finder does not
    find the same page in `gray` (the picture made grey, as `find_page` is given it): None
    where it does, and the page is then cut as `find_page` cuts it (`same_page`)."""
    corners = page_corners(image)
    if corners and same_page(corners, bright_corners(gray)):
        return None
    return corners


# Two finders' corners this close (a share of the picture's width and height) are one page.
_SAME = 0.03


def same_page(corners, bright) -> bool:
    """Whether the desk-hue page (`page_corners`) is the one the brightest-region finder
    (`ocr_page.bright_corners`) finds too, every corner within 3 % of the picture of its
    own. Then the page is cut as the brightest region cuts it: the hue's region, blurred and
    closed, runs a pixel or two out over the paper's rim, and its cut read worse on pages the
    brightest region had right (flat phone photos of Chinese pages); the hue serves where
    the two differ (a sidebar or a grey panel no lighter than the desk)."""
    if not corners or not bright:
        return False
    gaps = np.abs(np.array(corners, dtype=np.float64) - np.array(bright, dtype=np.float64))
    return bool(gaps.max() <= _SAME)


def _rim(values: np.ndarray) -> np.ndarray:
    """The values within 3 pixels of the picture's edge, one a row (or a pixel)."""
    tail = values.shape[2:]
    parts = (values[:3], values[-3:], values[:, :3], values[:, -3:])
    return np.concatenate([part.reshape(-1, *tail) for part in parts])


def _area(quad: np.ndarray) -> float:
    x, y = quad[:, 0], quad[:, 1]
    return 0.5 * abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))


def cut_page(gray: Image.Image, corners: list[tuple[float, float]]) -> Image.Image:
    """The page within `corners` (fractions, as `page_corners` gives them) warped square, as
    wide as its longer top or bottom edge, cut a little inside its edge (the paper's rim and
    the desk must not read as a rule)."""
    points = [(x * gray.width, y * gray.height) for x, y in corners]
    quad = np.array(points)
    width = max(np.hypot(*(quad[1] - quad[0])), np.hypot(*(quad[2] - quad[3])))
    height = max(np.hypot(*(quad[3] - quad[0])), np.hypot(*(quad[2] - quad[1])))
    inset = 0.01 * width
    target = [(-inset, -inset), (width + inset, -inset), (width + inset, height + inset),
              (-inset, height + inset)]  # fmt: skip
    coefficients = perspective(points, target)
    size = (round(width), round(height))
    return gray.transform(size, Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BICUBIC)


# A row (column) whose paper is darker than this share of the page's paper is not a crease's
# shade but a printed band (a dark heading bar, a sidebar), and is left as it is.
_SHADE_FLOOR = 0.6
# A crease's ridge is darker than the paper either side of it by at least this share; a flat
# photo's rows (a lamp's slope, a vignette, a hand's shadow over part of a row) dip under
# a fiftieth, the creases of a folded page's photo by a quarter or more.
_CREASE = 0.08


def even_creases(gray: Image.Image) -> Image.Image:
    """The shade along straight creases across (and down) a photographed page divided out.

    A crease of a folded page, once the page is set square, is a straight band across or down
    it, darker than the paper around it, and each panel between creases is lit a little
    differently. Each row's paper shade is its 90th percentile (a row through type is still
    mostly paper), taken over a few rows either side (median of 9) so a line of type does not
    count as shade; the row is divided by its shade against the page's paper. Rows whose
    shade is under 0.6 of the paper are a printed band, not shade, and are left alone; the
    same is done down the columns after. A page with no crease has rows all of the paper's
    shade, and is left nearly as it was."""
    pixels = np.asarray(gray, dtype=np.float32)
    if pixels.shape[0] < 50 or pixels.shape[1] < 50:
        return gray
    for axis in (1, 0):  # across (each row's shade), then down (each column's)
        # A crease runs straight across the whole page: its dip is found in the shade of each
        # row's lightest third (a shadow over part of a row, a hand's or a lamp's spot, is no
        # crease's), then the whole row's shade is divided out.
        thirds = np.array_split(pixels, 3, axis=axis)
        across = np.max([np.percentile(part, 90, axis=axis) for part in thirds], axis=0)
        if not _creased(_median(across, 9)):
            continue  # no crease this way: a lamp's slope is `even_light`'s, left as it was
        shade = _median(np.percentile(pixels, 90, axis=axis), 9)
        paper = float(np.percentile(shade, 90))
        if paper <= 0:
            return gray
        ratio = shade / paper
        gain = np.where((ratio >= _SHADE_FLOOR) & (ratio < 1.0), 1.0 / np.maximum(ratio, 1e-3), 1.0)
        pixels = pixels * (gain[:, None] if axis == 1 else gain[None, :])
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))


def _creased(shade: np.ndarray) -> bool:
    """Whether a page's shade profile (across or down) holds a crease: a band narrower than an
    eighth of the page whose shade falls under the profile's wide trend (a median over an
    eighth of the page) by at least `_CREASE` of it. A lamp's slope or vignette follows its
    trend; a printed band darker than `_SHADE_FLOOR` is left alone all the same."""
    trend = _median(shade, max(9, len(shade) // 8) | 1)
    return bool(np.max((trend - shade) / np.maximum(trend, 1.0)) >= _CREASE)


def _median(values: np.ndarray, width: int) -> np.ndarray:
    half = width // 2
    padded = np.pad(values, half, mode="edge")
    windows = np.lib.stride_tricks.sliding_window_view(padded, width)
    return np.median(windows, axis=1)
