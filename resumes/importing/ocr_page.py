"""The page of a phone photo found, cut out and set square, its size evened out, and a grid's
ruled lines taken off before Tesseract reads it (`ocr.py` calls these; numpy and Pillow only).
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from resumes.importing.ocr_rows import dark_bands

PAGE_WIDTH = 1654  # pixels a page is read at: A4 at 200 dpi (ocr.DPI), type of 9-11 pt readable
_FIND_SIDE = 400  # the long side the page is looked for at


def _otsu(pixels: np.ndarray) -> float:
    histogram = np.bincount(pixels.ravel(), minlength=256).astype(np.float64)
    total = histogram.sum()
    levels = np.arange(256)
    weight = np.cumsum(histogram)
    mean = np.cumsum(histogram * levels)
    between = (mean[-1] * weight / total - mean) ** 2 / np.maximum(weight * (total - weight), 1)
    return float(np.argmax(between))


def find_page(gray: Image.Image) -> Image.Image | None:
    """A photo's page cut out of the table around it and set square (a perspective warp), or
    None when the picture is the page itself (a scan, a screenshot) or no page stands out.

    Layout family: phone photos of a printed resume lying on a desk, the camera at a slant:
    the paper is the largest bright region, much lighter than what lies around it. It is
    found on a small copy (Otsu's threshold, closed over the text, flood-filled from the
    middle, and touching the picture's edges along at most a fifth of them: a photo lit from
    one side has a bright half of the page itself, which runs to the edges), its corners are
    the points furthest towards each corner of the picture, and the quadrilateral between them
    is warped to a rectangle as wide as its longer top or bottom edge."""
    corners = bright_corners(gray)
    if corners is None:
        return None
    corners = [(x * gray.width, y * gray.height) for x, y in corners]
    width, height = quad_sides(np.array(corners))
    # Cut a little inside the edge: the paper's rim and the table must not read as a rule.
    inset = 0.006 * width
    target = [(-inset, -inset), (width + inset, -inset), (width + inset, height + inset),
              (-inset, height + inset)]  # fmt: skip
    size = (round(width), round(height))
    coefficients = perspective(corners, target)
    return gray.transform(size, Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BICUBIC)


def bright_corners(gray: Image.Image) -> list[tuple[float, float]] | None:
    """The corners of `find_page`'s page (top left, top right, bottom right, bottom left) as
    fractions of the picture's width and height, or None where it finds none."""
    scale = _FIND_SIDE / max(gray.size)
    small = gray.resize((max(1, round(gray.width * scale)), max(1, round(gray.height * scale))))
    small = small.filter(ImageFilter.GaussianBlur(2))
    pixels = np.asarray(small)
    cut = _otsu(pixels)
    bright = pixels > cut
    if bright.mean() > 0.93 or bright.mean() < 0.25:
        return None  # the page fills the picture, or nothing is much lighter
    if pixels[bright].mean() - pixels[~bright].mean() < 40:
        return None
    region = middle_region(bright, close=7)
    found = None if region is None else region_corners(region)
    if found is None:
        return None  # a lit side of the page itself (light from one side), not a page on a desk
    corners = [((x + 0.5) / scale, (y + 0.5) / scale) for x, y in found]
    width, height = quad_sides(np.array(corners))
    if width < 200 or height < 200:
        return None
    if not 1.15 <= max(width, height) / min(width, height) <= 1.6:
        # Not a sheet of paper's shape (A4 1.41, Letter 1.29): part of a page, such as the
        # white main column beside a dark sidebar, which is no lighter than the desk; the
        # picture is read whole rather than cut to that part.
        return None
    return [(x / gray.width, y / gray.height) for x, y in corners]


def middle_region(bright: np.ndarray, close: int) -> np.ndarray | None:
    """The region of `bright` pixels around the picture's middle, closed over type (a
    `close`-pixel filter) and opened over specks, or None when no bright point is near the
    middle."""
    mask = Image.fromarray((bright * 255).astype(np.uint8))
    mask = mask.filter(ImageFilter.MaxFilter(close)).filter(ImageFilter.MinFilter(close))
    mask = mask.filter(ImageFilter.MinFilter(5)).filter(ImageFilter.MaxFilter(5))
    seed = _seed(np.asarray(mask))
    if seed is None:
        return None
    ImageDraw.floodfill(mask, seed, 128)
    return np.asarray(mask) == 128


def region_corners(region: np.ndarray) -> list[tuple[int, int]] | None:
    """The corners of a page's region in a small copy of a photo (top left, top right, bottom
    right, bottom left: its points furthest towards each corner of the picture), or None when
    it is no page on a desk: under a quarter or over 95 % of the picture, or along more than a
    fifth of the picture's edges."""
    share = region.mean()
    border = np.concatenate([region[0], region[-1], region[:, 0], region[:, -1]]).mean()
    if share < 0.25 or share > 0.95 or border > 0.2:
        return None
    ys, xs = np.nonzero(region)
    return [
        (xs[np.argmin(xs + ys)], ys[np.argmin(xs + ys)]),
        (xs[np.argmax(xs - ys)], ys[np.argmax(xs - ys)]),
        (xs[np.argmax(xs + ys)], ys[np.argmax(xs + ys)]),
        (xs[np.argmax(ys - xs)], ys[np.argmax(ys - xs)]),
    ]


def quad_sides(quad: np.ndarray) -> tuple[float, float]:
    """A quadrilateral's width and height: its longer top or bottom edge, its longer side."""
    across = max(np.hypot(*(quad[1] - quad[0])), np.hypot(*(quad[2] - quad[3])))
    down = max(np.hypot(*(quad[3] - quad[0])), np.hypot(*(quad[2] - quad[1])))
    return float(across), float(down)


def _seed(mask: np.ndarray) -> tuple[int, int] | None:
    """A bright point near the middle of the picture (the middle itself may be a dark line)."""
    height, width = mask.shape
    for radius in range(0, min(width, height) // 4, 4):
        for dy in (-radius, 0, radius):
            for dx in (-radius, 0, radius):
                x, y = width // 2 + dx, height // 2 + dy
                if mask[y, x]:
                    return (x, y)
    return None


def perspective(source, target) -> list[float]:
    """PIL's coefficients mapping each output point of `target` to its point of `source`."""
    rows, values = [], []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        values += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(values, float)).tolist()


def even_size(gray: Image.Image, photo: bool = False) -> Image.Image:
    """A photo's page (cut out by `find_page`: blurred, JPEG-compressed, its type often small)
    scaled to PAGE_WIDTH: `chi_sim` read a fifth more of such pages' fields at that size. A
    scan's page wider than 1.3 x PAGE_WIDTH (a 300 dpi scan, a 12-megapixel photo) scaled down to
    PAGE_WIDTH: read in half the time, no worse; one narrower than 1100 px (a photo from a
    distance, a small screenshot) scaled up to 1240 (150 dpi), under which Tesseract loses
    small type. Pages between are read as they are: scaled up, a 150 dpi scan's noise grows
    with its type and `chi_sim` dropped one word in ten of such a page."""
    if photo:
        scale = min(2.5, PAGE_WIDTH / gray.width)
        if abs(scale - 1) < 0.05:
            return gray
    elif gray.width > PAGE_WIDTH * 1.3:
        scale = PAGE_WIDTH / gray.width
    elif gray.width < 1100:
        scale = min(2.5, 1240 / gray.width)
    else:
        return gray
    size = (round(gray.width * scale), round(gray.height * scale))
    return gray.resize(size, Image.Resampling.LANCZOS if scale < 1 else Image.Resampling.BICUBIC)


def _runs(mask: np.ndarray, length: int, axis: int) -> np.ndarray:
    """Pixels of `mask` lying in a straight run of at least `length` along `axis`."""
    m = np.moveaxis(mask, axis, -1)
    n = m.shape[-1]
    if n < length:
        return np.zeros_like(mask)
    sums = np.concatenate(
        [np.zeros((*m.shape[:-1], 1), np.int16), np.cumsum(m, -1, dtype=np.int16)], -1
    )
    starts = (sums[..., length:] - sums[..., :-length]) == length  # run of `length` from here
    return np.moveaxis(_spread(starts, length), -1, axis)


def _spread(starts: np.ndarray, length: int) -> np.ndarray:
    """Along the last axis, each pixel within `length` after a True of `starts` (which holds
    one start for each place a stretch of `length` fits: n - length + 1 of n): by slices of
    a running count, no fancy indexing (a page's masks are millions of pixels)."""
    pad = np.zeros((*starts.shape[:-1], length), np.int16)
    counts = np.cumsum(np.concatenate([starts, pad[..., 1:] > 0], -1), -1, dtype=np.int16)
    counts = np.concatenate([pad, counts], -1)
    return (counts[..., length:] - counts[..., :-length]) > 0


def _broken_rules(faint: np.ndarray, length: int, axis: int) -> np.ndarray:
    """The pixels of thin ruled lines drawn faint or broken (along `axis`: 1 across, 0 down).

    Layout family: tables with hairline borders on a low-quality JPEG scan, whose 8-pixel
    blocks break a hairline into dashes and fade it to grey (`_runs` needs an unbroken run of
    dark ink). A line is a row (a column, down) of which, with the rows on either side (a
    line a little turned wanders between them), at least 70 % of a stretch of `length` pixels
    is faint ink (under 200), while the rows three and five pixels either side are nearly
    blank there.
    Type is taller than that, so a row through a line of text has ink beside it; and the
    stems of letters starting lines one under another ink at most their capitals' share of
    the line pitch (about 55 %)."""
    m = np.moveaxis(np.moveaxis(faint, axis, -1), -2, 0)  # across the line, then along it
    if m.shape[0] < 12 or m.shape[1] < length:
        return np.zeros_like(faint)
    band = m.copy()
    band[1:] |= m[:-1]
    band[:-1] |= m[1:]

    def share(mask: np.ndarray) -> np.ndarray:
        sums = np.concatenate(
            [np.zeros((mask.shape[0], 1), np.int16), np.cumsum(mask, 1, dtype=np.int16)], 1
        )
        return (sums[:, length:] - sums[:, :-length]) / length  # from each start along it

    near, alone = share(band), share(m)
    starts = np.zeros_like(near, dtype=bool)
    clear = (alone[:-10] < 0.15) & (alone[10:] < 0.15) & (alone[2:-8] < 0.15) & (alone[8:-2] < 0.15)
    starts[5:-5] = (near[5:-5] >= 0.7) & clear
    if not starts.any():
        return np.zeros_like(faint)
    covered = _spread(starts, length)
    covered[1:] |= covered[:-1].copy()
    covered[:-1] |= covered[1:].copy()
    out = covered & m
    return np.moveaxis(np.moveaxis(out, 0, -2), -1, axis)


def without_rules(
    gray: Image.Image, raw: Image.Image | None = None, broken: bool = False
) -> Image.Image:
    """Ruled lines (a grid's cell borders, a heading's underline) painted over with the paper.

    Layout family: 个人简历 info grids and tables whose cells have borders; Tesseract takes a
    bordered cell for a picture and drops its text, or reads the borders as `|`, `_` and
    brackets. A line is a straight run of ink at least a twentieth of the page long
    (horizontal) or at least three times the body type tall (vertical), and at most 8 pixels
    thick (a filled bar or a block of text is left as it was). `raw`, the page before its
    light was evened out, shows a heading's dark bar whole (evening the light fades a wide bar
    to streaks that look like rules): what is a bar there is left for `read_dark_bands`."""
    pixels = np.asarray(gray)
    ink = pixels < 140
    long = max(40, gray.width // 20)
    horizontal = _runs(ink, long, 1)
    vertical = _runs(ink, max(60, gray.width // 25), 0)
    thick = 9
    horizontal &= ~_runs(horizontal, thick, 0)
    vertical &= ~_runs(vertical, thick, 1)
    rules = horizontal | vertical
    if broken:  # a low-quality JPEG: its hairlines faded and broken (`_broken_rules`)
        faint = pixels < 200
        rules |= _broken_rules(faint, max(60, gray.width // 8), 1)
        rules |= _broken_rules(faint, max(60, gray.width // 25), 0)
    if raw is not None and rules.any():
        for left, top, right, bottom in dark_bands(raw):  # the bars, as that reader finds them
            rules[max(0, top - 8) : bottom + 8, max(0, left - 8) : right + 8] = False
    if not rules.any():
        return gray
    # The border's antialiased rim too: one pixel around each rule.
    rules = (
        np.asarray(Image.fromarray(rules.astype(np.uint8) * 255).filter(ImageFilter.MaxFilter(3)))
        > 0
    )
    out = pixels.copy()
    out[rules] = 255
    return Image.fromarray(out)


# What Tesseract reads a heading's accent bar as, alone or glued to the heading's first word;
# never a letter a line may start with (a sans-serif "I", "l" or "1" is a solid bar too).
BAR_READ = set("|‖｜[]!")
BAR_READ_CHINESE = BAR_READ | set("丨上")


def bar_first(ink, data: dict, i: int) -> bool:
    """Whether a line's first word starts with a solid upright bar: the accent bar a template
    sets before its headings (layout family: Word-like and design-tool templates,
    "▌ 工作经历"), which Tesseract reads as "|", "‖", "丨" or "上", alone or glued to the
    heading ("上教育背景"). Told by the pixels: from the box's left edge, columns inked from
    top to bottom, at most half as wide as the box is high, then a blank column."""
    top, left, width, height = data["top"][i], data["left"][i], data["width"][i], data["height"][i]
    if width <= 0 or height < 8:
        return False
    box = ink[top : top + height, left : left + width]
    if not box.size:
        return False
    filled = box.mean(axis=0)
    start = 0
    while start < len(filled) and filled[start] < 0.1:  # the box's blank rim
        start += 1
    solid = start
    while solid < len(filled) and filled[solid] >= 0.7:
        solid += 1
    if solid == start or solid - start > 0.5 * height:
        return False
    rest = filled[solid:]
    return not len(rest) or bool((rest[: max(2, height // 4)] < 0.1).any())


def dark_regions(raw: Image.Image, cell: int = 12) -> list[tuple[int, int, int, int]]:
    """Dark rectangles holding light letters: a coloured sidebar, a banner, a heading band.

    Found on a grid of `cell`-pixel squares: a square is dark when its median is under 0.7 of
    the paper's shade (the page's 90th percentile; a letter's thin strokes do not lift the
    median, and a faded scan's teal sidebar is grey, not black); squares joined side by side
    make a region; a region at least 4 squares tall and 8 wide, filling at least 0.7 of its
    box and dark along 0.8 of each of its edges, a square in (bold type is ragged), whose
    inside's pixels are 0.2-45 % lighter than halfway between its shade and the paper's
    (letters: a long sidebar holds few; a shadow or a black rule holds none), counts."""
    pixels = np.asarray(raw)
    rows, cols = pixels.shape[0] // cell, pixels.shape[1] // cell
    if not rows or not cols:
        return []
    paper = float(np.percentile(pixels, 90))
    grid = pixels[: rows * cell, : cols * cell].reshape(rows, cell, cols, cell)
    shade = np.median(grid.transpose(0, 2, 1, 3).reshape(rows, cols, -1), axis=2)
    found = _dark_boxes(pixels, shade < min(paper * 0.7, paper - 50), paper, cell)
    if not found:
        # Layout family: a phone photo of a page under a hand's or a phone's shadow, whose
        # shade (0.6 of the paper) joins a printed sidebar into one ragged region that is no
        # box; the sidebar's ink-dark shade alone still makes one.
        found = _dark_boxes(pixels, shade < paper * _PRINTED, paper, cell)
    return found


# A printed band is darker than this share of the paper; a shadow over a photographed page
# is not (0.55-0.7 of it).
_PRINTED = 0.45


def _dark_boxes(pixels: np.ndarray, dark: np.ndarray, paper: float, cell: int) -> list:
    regions = []
    for top, left, bottom, right, count in _components(dark):
        if bottom - top < 4 or right - left < 8 or count < 0.7 * (bottom - top) * (right - left):
            continue
        block = dark[top:bottom, left:right]
        edges = (block[1], block[-2], block[:, 1], block[:, -2])  # a square in: a turned edge
        shares = sorted(float(edge.mean()) for edge in edges)
        if shares[0] < 0.8 and (shares[1] < 0.8 or count < 0.9 * block.size):
            # Ragged: bold type (a heading, a name), not a filled box. One edge may be cut
            # aslant when the rest is solid (layout family: a crooked feed's sidebar running
            # off the sheet's turned bottom edge).
            continue
        box = (left * cell, top * cell, right * cell, bottom * cell)
        # Its inside (a square in from each edge, where the paper around it may show).
        inside = pixels[box[1] + cell : box[3] - cell, box[0] + cell : box[2] - cell]
        inside = inside.astype(np.float32)
        light = float((inside > (np.median(inside) + paper) / 2).mean())
        if 0.002 <= light <= 0.45:
            regions.append(box)
    return regions


def _components(mask: np.ndarray) -> list[tuple[int, int, int, int, int]]:
    """Each 4-connected region of `mask` as (top, left, bottom, right, squares)."""
    seen = np.zeros_like(mask, dtype=bool)
    out = []
    height, width = mask.shape
    for y, x in zip(*np.nonzero(mask), strict=True):
        if seen[y, x]:
            continue
        stack, seen[y, x] = [(y, x)], True
        top, left, bottom, right, count = y, x, y, x, 0
        while stack:
            cy, cx = stack.pop()
            count += 1
            top, bottom = min(top, cy), max(bottom, cy)
            left, right = min(left, cx), max(right, cx)
            for ny, nx in ((cy - 1, cx), (cy + 1, cx), (cy, cx - 1), (cy, cx + 1)):
                if 0 <= ny < height and 0 <= nx < width and mask[ny, nx] and not seen[ny, nx]:
                    seen[ny, nx] = True
                    stack.append((ny, nx))
        out.append((int(top), int(left), int(bottom) + 1, int(right) + 1, count))
    return out


# Grey levels off the page's own tone that count as ink, and the share of such pixels under
# which a picture holds nothing to read.
_INK_STEP = 32
_INK_SHARE = 1 / 5000


def no_ink(image: Image.Image) -> bool:
    """A picture with nothing on it (a blank scan, an empty page photographed, a PDF page
    with no picture at all): hardly a pixel stands off the page's own tone, darker (type on
    paper) or lighter (type on a dark screen). Told in a few milliseconds, before Tesseract
    spends seconds finding nothing; noise on the paper stands off by a few levels, type by
    a hundred and more."""
    counts = np.bincount(np.asarray(image.convert("L")).ravel(), minlength=256)
    tone = int(np.searchsorted(np.cumsum(counts), counts.sum() / 2))
    off = counts[: max(0, tone - _INK_STEP)].sum() + counts[tone + _INK_STEP + 1 :].sum()
    return bool(off < counts.sum() * _INK_SHARE)
