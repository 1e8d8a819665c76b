"""Scans and photos of blind set 5, made differently from sets 2-4: pages are rasterised by
MuPDF (PyMuPDF), not pdftoppm, then
- `screenshot`: a PDF viewer's window (dark grey, a toolbar with the file name and page
  count, pages with a shadow, all pages in one tall capture) at 110 % on a HiDPI screen, PNG;
- `screen`: a phone photo of a monitor showing the page: a subpixel grid and moiré bands,
  a slight keystone, blur, low contrast, JPEG;
- `crumpled`: a crumpled sheet smoothed out and scanned: a wavy displacement of the page,
  creases shaded, grey paper, JPEG;
- `spread`: two pages side by side on one image (an A3 scan of a stapled CV), PNG;
- `rotated`: a sheet fed crooked, 3-8° of rotation, on a grey platen, low contrast; an
  image-only PDF written by img2pdf (each page its own JPEG and tilt).
Each takes the printed PDF's bytes and a seed and returns the upload's bytes."""

from __future__ import annotations

import io
import random

import img2pdf
import numpy as np
import pymupdf
from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def pages(pdf: bytes, dpi: int, gray: bool = False) -> list[Image.Image]:
    doc = pymupdf.open("pdf", pdf)
    out = []
    for sheet in doc:
        pix = sheet.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY if gray else pymupdf.csRGB)
        out.append(Image.frombytes("L" if gray else "RGB", (pix.width, pix.height), pix.samples))
    return out


def _jpeg(image: Image.Image, quality: int) -> bytes:
    out = io.BytesIO()
    image.save(out, "JPEG", quality=quality)
    return out.getvalue()


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    return out.getvalue()


def screenshot(pdf: bytes, seed: int) -> bytes:
    sheets = pages(pdf, 160)
    w = max(s.width for s in sheets) + 160
    h = 70 + sum(s.height + 30 for s in sheets) + 20
    window = Image.new("RGB", (w, h), (82, 86, 89))
    draw = ImageDraw.Draw(window)
    draw.rectangle((0, 0, w, 56), fill=(50, 54, 57))
    font = ImageFont.truetype(FONT, 22)
    draw.text((24, 16), "resume_final_v3.pdf", fill=(241, 241, 241), font=font)
    draw.text((w // 2 - 40, 16), f"1 / {len(sheets)}", fill=(241, 241, 241), font=font)
    draw.text((w - 180, 16), "– 110% +", fill=(241, 241, 241), font=font)
    y = 76
    for s in sheets:
        x = (w - s.width) // 2
        draw.rectangle((x + 6, y + 6, x + s.width + 6, y + s.height + 6), fill=(60, 62, 64))
        window.paste(s, (x, y))
        y += s.height + 30
    return _png(window)


def screen(pdf: bytes, seed: int) -> bytes:
    rng = random.Random(seed)
    sheet = pages(pdf, 190)[0]
    a = np.asarray(sheet, dtype=np.float32) / 255.0
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    # the monitor's subpixels (R, G, B columns) and the camera's aliasing of them: moiré
    sub = np.stack([(xx % 3 == c).astype(np.float32) for c in range(3)], axis=-1)
    a = a * (0.78 + 0.22 * sub)
    bands = 0.06 * np.sin((xx * 0.021 + yy * 0.013) * (1 + rng.random() * 0.2))
    a = a * (0.86 + bands[..., None]) + 0.06  # a screen's glow: black is grey
    image = Image.fromarray(np.clip(a * 255, 0, 255).astype(np.uint8))
    image = image.filter(ImageFilter.GaussianBlur(0.9))
    k = rng.uniform(0.02, 0.04) * w  # keystone: the phone held below the screen's centre
    coeffs = _perspective([(k, 0), (w - k, 0), (w, h), (0, h)], w, h)
    image = image.transform(
        (w, h), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(24, 24, 26)
    )
    return _jpeg(image.rotate(rng.uniform(-1.5, 1.5), Image.BICUBIC, fillcolor=(24, 24, 26)), 80)


def _perspective(dst: list[tuple[float, float]], w: int, h: int) -> list[float]:
    """Coefficients mapping the output quad `dst` back to the whole source page."""
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
        rhs += [u, v]
    return list(np.linalg.solve(np.array(rows, float), np.array(rhs, float)))


def crumpled(pdf: bytes, seed: int) -> bytes:
    rng = random.Random(seed)
    sheet = pages(pdf, 200, gray=True)[0]
    a = np.asarray(sheet, dtype=np.float32)
    h, w = a.shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    dx = np.zeros_like(xx)
    dy = np.zeros_like(yy)
    shade = np.zeros_like(xx)
    for _ in range(5):  # creases: waves in random directions
        ang, freq, amp = rng.uniform(0, np.pi), rng.uniform(0.004, 0.011), rng.uniform(1.5, 3.5)
        phase = (xx * np.cos(ang) + yy * np.sin(ang)) * freq + rng.uniform(0, 6)
        dx += amp * np.sin(phase) * np.sin(ang)
        dy += amp * np.sin(phase) * np.cos(ang)
        shade += np.cos(phase)
    sx = np.clip(xx + dx, 0, w - 1).astype(np.int32)
    sy = np.clip(yy + dy, 0, h - 1).astype(np.int32)
    warped = a[sy, sx]
    paper = 222 + 10 * shade / 5  # grey paper, darker in the creases' valleys
    out = np.minimum(warped, 255) / 255.0 * paper
    image = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8))
    image = image.filter(ImageFilter.GaussianBlur(0.6))
    return _jpeg(image.rotate(rng.uniform(-1.2, 1.2), Image.BICUBIC, fillcolor=200), 76)


def spread(pdf: bytes, seed: int) -> bytes:
    rng = random.Random(seed)
    sheets = pages(pdf, 200, gray=True)
    gap = 40
    w = sum(s.width for s in sheets) + gap * (len(sheets) + 1)
    h = max(s.height for s in sheets) + 2 * gap
    bed = Image.new("L", (w, h), 236)
    x = gap
    for s in sheets:
        bed.paste(s.rotate(rng.uniform(-0.8, 0.8), Image.BICUBIC, fillcolor=236), (x, gap))
        x += s.width + gap
    return _png(bed)


def rotated(pdf: bytes, seed: int) -> bytes:
    rng = random.Random(seed)
    out = []
    for sheet in pages(pdf, 200, gray=True):
        a = np.asarray(sheet, dtype=np.float32)
        a = 70 + a * (175 / 255)  # low contrast: black is dark grey, white is light grey
        image = Image.fromarray(a.astype(np.uint8))
        angle = rng.choice((-1, 1)) * rng.uniform(3, 8)
        image = image.rotate(angle, Image.BICUBIC, expand=True, fillcolor=150)
        out.append(_jpeg(image, 85))
    layout = img2pdf.get_fixed_dpi_layout_fun((200, 200))
    return img2pdf.convert(out, layout_fun=layout)


KINDS = {
    "screenshot": (screenshot, "png"),
    "screen": (screen, "jpg"),
    "crumpled": (crumpled, "jpg"),
    "spread": (spread, "png"),
    "rotated": (rotated, "pdf"),
}
