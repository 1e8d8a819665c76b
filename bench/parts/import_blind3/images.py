"""Scans and phone photos of printed resumes for blind set 3. A scan: pdftoppm at 200 dpi in
grey, pages stacked, off-white paper, a 0.5-2° tilt, speckle and Gaussian noise, a light
blur, one pass of JPEG compression, then saved as PNG, JPEG or an image-only PDF. A photo:
one page at 160 dpi in colour, warped in perspective onto a wooden desk, lit from one
corner, blurred a little and saved as a JPEG. Fixed seeds: the same bytes each build."""

from __future__ import annotations

import io
import random
import subprocess
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter


def render(pdf: bytes, dpi: int, gray: bool) -> list[Image.Image]:
    with tempfile.TemporaryDirectory() as temp:
        src = Path(temp) / "page.pdf"
        src.write_bytes(pdf)
        mode = ["-gray"] if gray else []
        subprocess.run(
            ["pdftoppm", "-r", str(dpi), *mode, "-png", str(src), str(Path(temp) / "pg")],
            check=True,
            timeout=180,
        )
        out = []
        for path in sorted(Path(temp).glob("pg*.png")):
            with Image.open(path) as image:
                out.append(image.convert("L" if gray else "RGB"))
        return out


def _jpeg_pass(image: Image.Image, quality: int) -> Image.Image:
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality)
    buffer.seek(0)
    with Image.open(buffer) as again:
        return again.convert(image.mode)


def scan(pdf: bytes, fmt: str, seed: int) -> bytes:
    rng, noise = random.Random(seed), np.random.default_rng(seed)
    pages = []
    for page in render(pdf, 200, gray=True):
        angle = rng.choice((-1, 1)) * rng.uniform(0.5, 2.0)
        page = page.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=255)
        pixels = np.asarray(page, dtype=np.float32)
        pixels = pixels * 0.93 + 10  # off-white paper, greyer ink
        pixels += noise.normal(0, 9, pixels.shape)
        speckle = noise.random(pixels.shape) < 0.0015
        pixels[speckle] = noise.uniform(0, 120, int(speckle.sum()))
        page = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "L")
        page = page.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.9)))
        pages.append(_jpeg_pass(page, rng.randint(55, 75)))
    buffer = io.BytesIO()
    if fmt == "pdf":
        pages[0].save(buffer, "PDF", resolution=200, save_all=True, append_images=pages[1:])
        return buffer.getvalue()
    sheet = Image.new("L", (max(p.width for p in pages), sum(p.height for p in pages)), 250)
    top = 0
    for page in pages:
        sheet.paste(page, (0, top))
        top += page.height
    if fmt == "png":
        sheet.save(buffer, "PNG", optimize=True)
    else:
        sheet.save(buffer, "JPEG", quality=80)
    return buffer.getvalue()


def _coefficients(src: list[tuple], dst: list[tuple]) -> list[float]:
    """PIL's PERSPECTIVE data mapping output points dst to input points src."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return list(np.linalg.solve(np.array(rows, float), np.array(rhs, float)))


def photo(pdf: bytes, seed: int) -> bytes:
    rng, noise = random.Random(seed), np.random.default_rng(seed)
    pages = render(pdf, 160, gray=False)
    if len(pages) != 1:
        raise ValueError(f"a photo is of one page; this document has {len(pages)}")
    page = pages[0]
    w, h = page.size
    cw, ch = int(w * 1.25), int(h * 1.18)
    grain = noise.normal(0, 12, (ch, cw, 1))
    desk = (
        np.array([118, 84, 52], np.float32)
        + grain
        + 18 * np.sin(np.arange(cw) / 23.0)[None, :, None]
    )
    canvas = Image.fromarray(np.clip(desk, 0, 255).astype(np.uint8), "RGB")
    jitter = [(rng.uniform(0.02, 0.07) * cw, rng.uniform(0.02, 0.06) * ch) for _ in range(4)]
    corners = [
        (jitter[0][0] + 0.04 * cw, jitter[0][1]),
        (cw - jitter[1][0], jitter[1][1] + 0.02 * ch),
        (cw - jitter[2][0] - 0.03 * cw, ch - jitter[2][1]),
        (jitter[3][0], ch - jitter[3][1] - 0.01 * ch),
    ]
    data = _coefficients([(0, 0), (w, 0), (w, h), (0, h)], corners)
    warped = page.transform((cw, ch), Image.PERSPECTIVE, data, Image.BICUBIC, fillcolor=None)
    mask = Image.new("L", (w, h), 255).transform((cw, ch), Image.PERSPECTIVE, data, Image.BILINEAR)
    canvas.paste(warped, (0, 0), mask)
    yy, xx = np.mgrid[0:ch, 0:cw].astype(np.float32)
    light = 1.05 - 0.35 * np.hypot(xx / cw - 0.15, yy / ch - 0.1) / 1.2  # a lamp top left
    lit = np.asarray(canvas, np.float32) * light[..., None] * np.array([1.0, 0.97, 0.9])
    lit += noise.normal(0, 4, lit.shape)
    image = Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8), "RGB")
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.0)))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=rng.randint(68, 80))
    return buffer.getvalue()
