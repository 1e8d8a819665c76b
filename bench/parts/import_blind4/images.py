"""Scans and phone photos of blind set 4, made differently from set 3's: 'fax', a page
received by fax (204 x 98 dpi, black and white with a dither threshold, a transmit header
line, stretched back to square pixels: jagged strokes) saved as PNG or image-only PDF;
'lowjpeg', a 150 dpi grey scan saved at JPEG quality 20-28 with a 1-2.5° tilt; 'twopage',
every page of a 2-page document through a sheet feeder at 200 dpi (each page its own tilt and
contrast, a staple shadow) as one image-only PDF; 'photo', a phone photo: one page in
colour, a stronger perspective warp than set 3's, a yellow cast, a lamp's bright spot and a
hand's shadow, JPEG. Fixed seeds: the same bytes each build."""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from bench.parts.import_blind3.images import _jpeg_pass, render

MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"


def _save(pages: list[Image.Image], fmt: str, dpi: int, quality: int = 85) -> bytes:
    buffer = io.BytesIO()
    if fmt == "pdf":
        pages[0].save(buffer, "PDF", resolution=dpi, save_all=True, append_images=pages[1:])
    elif fmt == "jpg":
        _stack(pages).save(buffer, "JPEG", quality=quality, dpi=(dpi, dpi))
    else:
        _stack(pages).save(buffer, "PNG", dpi=(dpi, dpi))
    return buffer.getvalue()


def _stack(pages: list[Image.Image]) -> Image.Image:
    if len(pages) == 1:
        return pages[0]
    out = Image.new(pages[0].mode, (max(p.width for p in pages), sum(p.height for p in pages)),
                    255 if pages[0].mode in ("L", "1") else (255, 255, 255))  # fmt: skip
    y = 0
    for p in pages:
        out.paste(p, (0, y))
        y += p.height
    return out


def fax(pdf: bytes, fmt: str, seed: int) -> bytes:
    rng, noise = random.Random(seed), np.random.default_rng(seed)
    pages = render(pdf, 204, gray=True)
    out = []
    for n, page in enumerate(pages, 1):
        page = page.resize((page.width, page.height * 98 // 204), Image.BILINEAR)  # 98 lines/in
        page = page.rotate(rng.uniform(-0.8, 0.8), resample=Image.BILINEAR, fillcolor=255)
        pixels = np.asarray(page, dtype=np.float32) + noise.normal(0, 22, (page.height, page.width))
        page = Image.fromarray((pixels > 150).astype(np.uint8) * 255, "L")
        page = page.resize((page.width, page.height * 204 // 98), Image.NEAREST)
        draw = ImageDraw.Draw(page)
        header = f"NOV-23-2026 09:{14 + n:02d}  FROM: +1 555 0100  TO: 5550199  P.{n}/{len(pages)}"
        draw.text((40, 12), header, fill=0, font=ImageFont.truetype(MONO, 22))
        out.append(page.convert("1"))
    return _save(out, fmt, 204)


def lowjpeg(pdf: bytes, fmt: str, seed: int) -> bytes:
    rng, noise = random.Random(seed), np.random.default_rng(seed)
    pages = []
    for page in render(pdf, 150, gray=True):
        page = page.rotate(rng.choice((-1, 1)) * rng.uniform(1.0, 2.5), resample=Image.BICUBIC,
                           expand=True, fillcolor=238)  # fmt: skip
        pixels = np.asarray(page, dtype=np.float32) * 0.9 + 18 + noise.normal(0, 5, page.size[::-1])
        pages.append(Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "L"))
    return _save(pages, fmt, 150, quality=rng.randint(20, 28))


def twopage(pdf: bytes, fmt: str, seed: int) -> bytes:
    rng, noise = random.Random(seed), np.random.default_rng(seed)
    pages = []
    for n, page in enumerate(render(pdf, 200, gray=True)):
        page = page.rotate(rng.uniform(-1.5, 1.5), resample=Image.BICUBIC, expand=True,
                           fillcolor=250)  # fmt: skip
        contrast = 0.8 if n % 2 else 0.95
        pixels = np.asarray(page, dtype=np.float32) * contrast + (255 * (1 - contrast))
        pixels += noise.normal(0, 6, pixels.shape)
        page = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "L")
        ImageDraw.Draw(page).line((30, 40, 110, 28), fill=90, width=5)  # the staple
        pages.append(_jpeg_pass(page.filter(ImageFilter.GaussianBlur(0.6)), 70))
    return _save(pages, fmt, 200)


def photo(pdf: bytes, seed: int) -> bytes:
    rng, noise = random.Random(seed), np.random.default_rng(seed)
    page = render(pdf, 200, gray=False)[0]
    w, h = page.size
    W, H = int(w * 1.18), int(h * 1.12)
    desk = Image.new("RGB", (W, H), (92, 96, 104))
    x0, y0 = (W - w) // 2, (H - h) // 2
    desk.paste(page, (x0, y0))
    # Corners of the page in the photo, pulled in unevenly: a phone held at an angle.
    d = [rng.uniform(0.02, 0.06) * w for _ in range(8)]
    quad = (x0 + d[0], y0 + d[1], x0 + d[2], y0 + h - d[3],
            x0 + w - d[4], y0 + h - d[5], x0 + w - d[6], y0 + d[7])  # fmt: skip
    src = (x0, y0, x0, y0 + h, x0 + w, y0 + h, x0 + w, y0)
    coeffs = _perspective(quad, src)
    shot = desk.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(92, 96, 104))
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    cx, cy = rng.uniform(0.2, 0.8) * W, rng.uniform(0.1, 0.4) * H
    light = 0.78 + 0.3 * np.exp(-(((xx - cx) / W) ** 2 + ((yy - cy) / H) ** 2) * 3)
    hand = np.clip((yy - H * 0.75) / (H * 0.25), 0, 1) * np.clip((xx - W * 0.55) / (W * 0.45), 0, 1)
    light *= 1 - 0.35 * hand
    pixels = np.asarray(shot, dtype=np.float32) * light[..., None] * np.array([1.0, 0.96, 0.84])
    pixels += noise.normal(0, 4, pixels.shape)
    image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "RGB")
    buffer = io.BytesIO()
    image.filter(ImageFilter.GaussianBlur(0.7)).save(buffer, "JPEG", quality=72)
    return buffer.getvalue()


def _points(flat: tuple) -> list[tuple]:
    return list(zip(flat[::2], flat[1::2], strict=True))


def _perspective(dest: tuple, src: tuple) -> list[float]:
    """PIL's PERSPECTIVE coefficients mapping output points `dest` back to input `src`."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(_points(dest), _points(src), strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return list(np.linalg.solve(np.array(rows, float), np.array(rhs, float)))


KINDS = {"fax": fax, "lowjpeg": lowjpeg, "twopage": twopage}
