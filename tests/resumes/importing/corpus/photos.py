"""Flatbed scans and phone photos of a rendered page, made otherwise than `scans.py`: a scan is
grey with a gamma, sensor noise, dust, the lid's shadow along one edge, turned 0.5-3 degrees
and saved as a JPEG of middling quality (or a PNG); a photo is the page lying on a textured
table seen at a slant (a perspective warp), lit unevenly with a soft shadow across it, a
little out of focus, 1200-3000 px on its long side, saved as a JPEG. Each is seeded."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def _jpeg(image: Image.Image, quality: int) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality)
    return buffer.getvalue()


def scan(page: Image.Image, seed: int = 0, *, angle: float | None = None) -> bytes:
    """A flatbed scan of `page` (a grey rendering at the scan's resolution)."""
    rng = np.random.default_rng(seed)
    if angle is None:
        angle = float(rng.uniform(0.5, 3.0)) * (1 if rng.random() < 0.5 else -1)
    turned = page.convert("L").rotate(
        angle, resample=Image.Resampling.BILINEAR, expand=True, fillcolor=250
    )
    pixels = np.asarray(turned, dtype=np.float32) / 255.0
    pixels = pixels ** float(rng.uniform(0.8, 1.3))  # the scanner's gamma
    pixels = 0.08 + pixels * float(rng.uniform(0.82, 0.9))  # grey paper, ink not quite black
    pixels += rng.normal(0, 0.035, pixels.shape)
    dust = rng.random(pixels.shape) < 0.0008
    pixels[dust] = 0.2
    edge = int(rng.integers(0, 4))  # the lid's shadow along one edge
    ramp = np.clip(1 - np.arange(40) / 40, 0, 1) * 0.45
    if edge == 0:
        pixels[:, :40] -= ramp[None, :]
    elif edge == 1:
        pixels[:, -40:] -= ramp[::-1][None, :]
    elif edge == 2:
        pixels[:40, :] -= ramp[:, None]
    else:
        pixels[-40:, :] -= ramp[::-1][:, None]
    image = Image.fromarray((np.clip(pixels, 0, 1) * 255).astype(np.uint8))
    if seed % 4 == 0:
        buffer = io.BytesIO()
        image.save(buffer, "PNG")
        return buffer.getvalue()
    return _jpeg(image, int(rng.integers(55, 76)))


def _coefficients(source: list[tuple[float, float]], target: list[tuple[float, float]]):
    """PIL's perspective coefficients mapping each output point of `target` to `source`."""
    rows, values = [], []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        values += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(values, float)).tolist()


def photo(page: Image.Image, seed: int = 0, *, long_side: int | None = None) -> bytes:
    """A phone photo of `page` (a grey rendering, about 200 dpi) lying on a table."""
    rng = np.random.default_rng(seed)
    if long_side is None:
        long_side = int((1200, 1600, 2000, 2600, 3000)[seed % 5])
    page = page.convert("L")
    # The canvas: the page and some table around it, at the photo's size.
    width, height = page.size
    margin = float(rng.uniform(0.06, 0.14))
    canvas_w, canvas_h = int(width * (1 + 2 * margin)), int(height * (1 + 2 * margin))
    table = np.asarray(
        Image.new("RGB", (canvas_w, canvas_h), tuple(int(c) for c in rng.integers(60, 150, 3))),
        dtype=np.float32,
    )
    grain = rng.normal(0, 12, (canvas_h // 8 + 1, canvas_w // 8 + 1))
    grain = np.asarray(
        Image.fromarray(np.clip(grain + 128, 0, 255).astype(np.uint8)).resize(
            (canvas_w, canvas_h), Image.Resampling.BICUBIC
        ),
        dtype=np.float32,
    )
    table = np.clip(table + (grain[..., None] - 128), 0, 255).astype(np.uint8)
    background = Image.fromarray(table)
    # Where the page's corners land: inset, each pushed about (the camera at a slant).
    jitter = lambda: float(rng.uniform(-0.045, 0.045))  # noqa: E731
    x0, y0 = canvas_w * margin, canvas_h * margin
    corners = [
        (x0 + width * jitter(), y0 + height * jitter()),
        (x0 + width * (1 + jitter()), y0 + height * jitter()),
        (x0 + width * (1 + jitter()), y0 + height * (1 + jitter())),
        (x0 + width * jitter(), y0 + height * (1 + jitter())),
    ]
    source = [(0, 0), (width, 0), (width, height), (0, height)]
    coefficients = _coefficients(source, corners)
    tint = tuple(float(v) for v in rng.uniform(0.9, 1.0, 3))
    paper = Image.merge("RGB", [page.point(lambda v, t=t: v * t) for t in tint])
    warped = paper.transform(
        (canvas_w, canvas_h), Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BILINEAR
    )
    mask = Image.new("L", page.size, 255).transform(
        (canvas_w, canvas_h), Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BILINEAR
    )
    background.paste(warped, (0, 0), mask)
    # Light from one side, and the phone's (or a hand's) soft shadow across the page.
    pixels = np.asarray(background, dtype=np.float32)
    xs = np.linspace(0, 1, canvas_w)[None, :]
    ys = np.linspace(0, 1, canvas_h)[:, None]
    direction = float(rng.uniform(0, 2 * np.pi))
    light = 0.95 - 0.3 * (np.cos(direction) * xs + np.sin(direction) * ys + 1) / 2
    shade = Image.new("L", (canvas_w, canvas_h), 0)
    cx, cy = float(rng.uniform(0.2, 0.8)) * canvas_w, float(rng.uniform(0.2, 0.8)) * canvas_h
    ImageDraw.Draw(shade).ellipse(
        (cx - canvas_w * 0.3, cy - canvas_h * 0.12, cx + canvas_w * 0.3, cy + canvas_h * 0.12),
        fill=int(rng.integers(40, 80)),
    )
    shade = np.asarray(shade.filter(ImageFilter.GaussianBlur(canvas_w / 20)), np.float32) / 255
    pixels = pixels * (light - shade)[..., None] + rng.normal(0, 3, pixels.shape)
    image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    image = image.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.6, 1.3))))
    scale = long_side / max(image.size)
    image = image.resize(
        (round(image.width * scale), round(image.height * scale)), Image.Resampling.LANCZOS
    )
    return _jpeg(image, int(rng.integers(70, 88)))
