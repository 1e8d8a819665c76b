"""Pages as people hand them on, our own: `marked`, a 150 dpi colour scan of a printout a reader
stamped and wrote on (a red rectangular stamp with a date and a circle across the header, a
blue pen's tick, underline, circled words and a note); `copied`, a photocopy of a photocopy
(grey, toner dust, darker strokes, blur, a shrink and a turn at each generation) wrapped in an
image-only PDF; `folded`, a phone photo of a sheet folded in three and opened out (each panel
lit its own way, shadowed creases, a slight keystone on a dark table), JPEG.

The pages are `degraded.py`'s and `sheets.py`'s own layouts; its PEOPLE tune, its KEPT_OUT are
only measured (`bench/ocr_degraded.py --family marked,copied,folded`)."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from tests.resumes.importing.corpus.degraded import rasterised

BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
HAND = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"


def _rgb(gray: Image.Image) -> Image.Image:
    return Image.merge("RGB", [gray] * 3)


def _multiply(page: Image.Image, layer: Image.Image) -> Image.Image:
    a = np.asarray(page, dtype=np.float32) * np.asarray(layer, dtype=np.float32) / 255
    return Image.fromarray(a.astype(np.uint8))


def marked_png(pdf: bytes, seed: int = 21) -> bytes:
    """A reader's red stamp over the header and blue pen across the body, scanned at 150 dpi."""
    rng = np.random.default_rng(seed)
    page = _rgb(rasterised(pdf, 150))
    w, h = page.size
    layer = Image.new("RGB", page.size, "white")
    d = ImageDraw.Draw(layer)
    red, blue = (190, 30, 45), (25, 45, 160)
    x, y = int(w * 0.55), int(h * 0.03)
    d.rectangle((x, y, x + 300, y + 110), outline=red, width=5)
    d.text((x + 150, y + 35), "SHORTLISTED", fill=red, font=ImageFont.truetype(BOLD, 28),
           anchor="mm")  # fmt: skip
    d.text((x + 150, y + 80), "03 MAR 2026", fill=red, font=ImageFont.truetype(BOLD, 22),
           anchor="mm")  # fmt: skip
    arr = np.asarray(layer).copy()
    grain = rng.random(arr.shape[:2]) < 0.3
    arr[grain & (arr[..., 1] < 200)] = (230, 140, 145)  # the stamp's ink patchy
    layer = Image.fromarray(arr).rotate(7, center=(x + 150, y + 55), fillcolor="white")
    pen = ImageDraw.Draw(layer)
    for n in range(3):  # ticks beside entries, underlines under words
        ty = int(h * (0.3 + 0.15 * n))
        pen.line([(20, ty), (30, ty + 12), (52, ty - 18)], fill=blue, width=4)
        pen.line([(int(w * 0.3), ty + 24), (int(w * 0.62), ty + 27)], fill=blue, width=3)
    pen.ellipse((int(w * 0.2), int(h * 0.2), int(w * 0.5), int(h * 0.24)), outline=blue, width=3)
    pen.text((int(w * 0.6), int(h * 0.9)), "call back Friday", fill=blue,
             font=ImageFont.truetype(HAND, 28))  # fmt: skip
    out = _multiply(page, layer.filter(ImageFilter.GaussianBlur(0.7)))
    noise = rng.normal(0, 5, (h, w, 1))
    arr = np.clip(np.asarray(out, dtype=np.float32) * 0.96 + 6 + noise, 0, 255)
    out = Image.fromarray(arr.astype(np.uint8)).rotate(-0.5, fillcolor=(248, 248, 246))
    buf = io.BytesIO()
    out.save(buf, "PNG", dpi=(150, 150))
    return buf.getvalue()


def _generation(gray: Image.Image, rng) -> Image.Image:
    """One pass through a copier: toner darkens the darks, dust, a blur, shrunk and turned."""
    g = np.asarray(gray, dtype=np.float32)
    g = np.clip((g - 40) * 1.3, 0, 255)
    g = np.minimum(g, 228 + rng.uniform(0, 10))
    dust = rng.random(g.shape) < 0.0015
    g[dust] = rng.uniform(0, 110, int(dust.sum()))
    image = Image.fromarray(g.astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.8))
    w, h = image.size
    small = image.resize((int(w * 0.98), int(h * 0.98)), Image.Resampling.BILINEAR)
    canvas = Image.new("L", (w, h), 230)
    canvas.paste(small, (int(w * 0.01), int(h * 0.01)))
    return canvas.rotate(float(rng.uniform(-0.9, 0.9)), Image.Resampling.BICUBIC, fillcolor=230)


def copied_pdf(pdf: bytes, seed: int = 31) -> bytes:
    """A copy of a copy at 150 dpi, JPEG quality 55, in an image-only PDF."""
    import pymupdf

    rng = np.random.default_rng(seed)
    page = _generation(_generation(rasterised(pdf, 150), rng), rng)
    buf = io.BytesIO()
    page.save(buf, "JPEG", quality=55)
    out = pymupdf.open()
    sheet = out.new_page(width=595, height=842)
    sheet.insert_image(sheet.rect, stream=buf.getvalue())
    return out.tobytes(garbage=3, deflate=True)


def folded_jpeg(pdf: bytes, seed: int = 41) -> bytes:
    """A sheet folded in three, opened on a dark table and photographed: the panels lit
    0.95, 0.8 and 1.0, a shadow along each crease, warm light, a keystone, a JPEG."""
    rng = np.random.default_rng(seed)
    page = np.asarray(_rgb(rasterised(pdf, 130)), dtype=np.float32)
    h, w = page.shape[:2]
    light = np.ones((h, 1), np.float32)
    for n, gain in enumerate((0.95, 0.8, 1.0)):
        light[n * h // 3 : (n + 1) * h // 3] = gain
    rows = np.arange(h)[:, None]
    for fold in (h // 3, 2 * h // 3):
        light *= 1 - 0.3 * np.exp(-(((rows - fold) / 12.0) ** 2))
    lit = page * light[..., None] * np.array([1.0, 0.95, 0.87])
    sheet = Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8))
    cw, ch = int(w * 1.2), int(h * 1.12)
    table = rng.normal(0, 6, (ch, cw, 1)) + np.array([70, 60, 55])
    photo = Image.fromarray(np.clip(table, 0, 255).astype(np.uint8))
    ox, oy = (cw - w) // 2, (ch - h) // 2
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    dst = [(ox + 30, oy + 10), (ox + w - 20, oy + 20), (ox + w + 10, oy + h - 5), (ox - 10, oy + h)]
    rows_, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows_ += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
        rhs += [u, v]
    coeffs = tuple(np.linalg.solve(np.array(rows_, float), np.array(rhs, float)))
    warped = sheet.transform((cw, ch), Image.Transform.PERSPECTIVE, coeffs, Image.BICUBIC)
    mask = Image.new("L", (w, h), 255).transform((cw, ch), Image.Transform.PERSPECTIVE, coeffs)
    photo.paste(warped, (0, 0), mask)
    out = photo.filter(ImageFilter.GaussianBlur(0.5))
    buf = io.BytesIO()
    out.save(buf, "JPEG", quality=75)
    return buf.getvalue()
