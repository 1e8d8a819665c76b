"""Scans and photos of blind set 6, rasterised by engines sets 1-5 never used (Ghostscript's
png16m device, Poppler's pdftocairo; sets 2-5 used pdftoppm and MuPDF): `stamped`, an office
scan at 150 dpi of a printout HR handled (a red round seal over the header, a received-date
stamp, blue ballpoint marks: a tick, an underline, a circled date, a note in the margin),
PNG; `copier`, a photocopy of a photocopy at 150 dpi (grey, toner specks, a streak from dirty
glass, a dark band where the lid was open, 1.2° skew, shrunk to 97%) as a PDF of JPEG pages
written by PyMuPDF; `folded`, a phone photo of a letter folded in three and opened on a
table (the panels lit differently, creases, perspective, the phone's shadow, vignetting),
JPEG."""

from __future__ import annotations

import io
import subprocess
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def gs_pages(pdf: bytes, dpi: int) -> list[Image.Image]:
    with tempfile.TemporaryDirectory(prefix="blind6_gs_") as temp:
        src = Path(temp) / "in.pdf"
        src.write_bytes(pdf)
        subprocess.run(
            ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=png16m", f"-r{dpi}",
             "-dTextAlphaBits=4", "-dGraphicsAlphaBits=4", f"-sOutputFile={temp}/p%02d.png",
             str(src)],
            check=True, capture_output=True, timeout=180,
        )  # fmt: skip
        return [Image.open(p).convert("RGB") for p in sorted(Path(temp).glob("p*.png"))]


def cairo_pages(pdf: bytes, dpi: int, gray: bool) -> list[Image.Image]:
    with tempfile.TemporaryDirectory(prefix="blind6_cairo_") as temp:
        src = Path(temp) / "in.pdf"
        src.write_bytes(pdf)
        subprocess.run(
            ["pdftocairo", "-png", "-r", str(dpi), *(["-gray"] if gray else []), str(src),
             f"{temp}/p"],
            check=True, capture_output=True, timeout=180,
        )  # fmt: skip
        return [Image.open(p).convert("RGB") for p in sorted(Path(temp).glob("p*.png"))]


def _font(zh: bool, size: int):
    return ImageFont.truetype(CJK if zh else SANS, size)


def _ink(page: Image.Image, layer: Image.Image) -> Image.Image:
    """Ink printed over the page: multiply."""
    a = np.asarray(page, dtype=np.float32) / 255
    b = np.asarray(layer, dtype=np.float32) / 255
    return Image.fromarray((a * b * 255).astype(np.uint8))


def stamped(pdf: bytes, seed: int, zh: bool) -> tuple[bytes, str]:
    rng = np.random.default_rng(seed)
    page = gs_pages(pdf, 150)[0]
    w, h = page.size
    layer = Image.new("RGB", page.size, "white")
    d = ImageDraw.Draw(layer)
    cx, cy, r = int(w * 0.80), int(h * 0.085), int(w * 0.085)
    red = (200, 40, 40)
    d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=red, width=7)
    d.ellipse((cx - r + 12, cy - r + 12, cx + r - 12, cy + r - 12), outline=red, width=2)
    lines = ("人力资源部", "已  收", "2026.11.12") if zh else ("HR DEPT", "RECEIVED",
                                                             "12 NOV 2026")  # fmt: skip
    for n, text in enumerate(lines):
        font = _font(zh, 22 if n != 1 else 30)
        d.text((cx, cy - 34 + n * 34), text, fill=red, font=font, anchor="mm")
    holes = rng.random((h, w)) < 0.25
    arr = np.asarray(layer).copy()
    arr[holes & (arr[..., 1] < 200)] = (235, 150, 150)
    layer = Image.fromarray(arr).rotate(-11, center=(cx, cy), fillcolor="white")
    pen = ImageDraw.Draw(layer)
    blue = (30, 50, 150)
    x0, y0 = int(w * 0.045), int(h * 0.33)
    pen.line([(x0, y0), (x0 + 12, y0 + 16), (x0 + 34, y0 - 22)], fill=blue, width=4)
    yu = int(h * 0.37)
    pen.line([(int(w * 0.40), yu), (int(w * 0.70), yu + 4)], fill=blue, width=3)
    pen.ellipse((int(w * 0.74), int(h * 0.295), int(w * 0.97), int(h * 0.335)), outline=blue,
                width=3)  # fmt: skip
    note = "约二面 11/20" if zh else "2nd interview?"
    pen.text((int(w * 0.70), int(h * 0.93)), note, fill=blue, font=_font(zh, 30))
    out = _ink(page, layer.filter(ImageFilter.GaussianBlur(0.8)))
    noise = rng.normal(0, 6, (h, w, 1))
    arr = np.clip(np.asarray(out, dtype=np.float32) * 0.97 + 4 + noise, 0, 255)
    out = Image.fromarray(arr.astype(np.uint8)).rotate(0.6, fillcolor=(250, 250, 248))
    buf = io.BytesIO()
    out.save(buf, "PNG", dpi=(150, 150))
    return buf.getvalue(), "png"


def _copy(page: Image.Image, rng) -> Image.Image:
    g = np.asarray(page.convert("L"), dtype=np.float32)
    g = np.clip((g - 30) * 1.25, 0, 255)  # toner: darker darks
    h, w = g.shape
    g = np.minimum(g, 236)  # grey paper
    specks = rng.random((h, w)) < 0.0012
    g[specks] = rng.uniform(20, 120, specks.sum())
    x = int(rng.uniform(0.55, 0.9) * w)
    g[:, x : x + 2] *= 0.55  # a streak from dirty glass
    band = np.linspace(0.15, 1, 40)
    g[:, :40] *= band  # the lid left open along one edge
    img = Image.fromarray(g.astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.7))
    small = img.resize((int(w * 0.97), int(h * 0.97)), Image.BILINEAR)
    canvas = Image.new("L", (w, h), 236)
    canvas.paste(small, (int(w * 0.015), int(h * 0.01)))
    return canvas.rotate(1.2, fillcolor=236, resample=Image.BICUBIC)


def copier(pdf: bytes, seed: int, zh: bool) -> tuple[bytes, str]:
    import pymupdf

    rng = np.random.default_rng(seed)
    out = pymupdf.open()
    for page in cairo_pages(pdf, 150, gray=True):
        copy = _copy(_copy(page, rng).convert("RGB"), rng)
        buf = io.BytesIO()
        copy.save(buf, "JPEG", quality=60)
        sheet = out.new_page(width=595, height=842)
        sheet.insert_image(sheet.rect, stream=buf.getvalue())
    return out.tobytes(garbage=3, deflate=True), "pdf"


def _perspective(src, dst):
    """PIL's PERSPECTIVE coefficients mapping output points `dst` to input points `src`."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(rhs, float))


def folded(pdf: bytes, seed: int, zh: bool) -> tuple[bytes, str]:
    rng = np.random.default_rng(seed)
    page = cairo_pages(pdf, 120, gray=False)[0]
    w, h = page.size
    a = np.asarray(page, dtype=np.float32)
    light = np.ones((h, 1), np.float32)
    for n, gain in enumerate((0.93, 1.0, 0.86)):
        light[n * h // 3 : (n + 1) * h // 3] = gain
    for fold in (h // 3, 2 * h // 3):
        ramp = np.exp(-(((np.arange(h) - fold) / 14.0) ** 2))[:, None]
        light *= 1 - 0.28 * ramp
    a = a * light[..., None] * np.array([1.0, 0.97, 0.9])  # warm indoor light
    page = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    cw, ch = int(w * 1.25), int(h * 1.15)
    table = rng.normal(0, 8, (ch, cw, 1)) + np.array([120, 92, 66])
    table += (np.sin(np.arange(cw) / 9.0) * 6)[None, :, None]  # wood grain
    photo = Image.fromarray(np.clip(table, 0, 255).astype(np.uint8))
    ox, oy = (cw - w) // 2, (ch - h) // 2
    dst = [(ox + 40, oy + 25), (ox + w - 10, oy + 5), (ox + w + 25, oy + h - 20),
           (ox - 15, oy + h - 5)]  # fmt: skip
    coeffs = _perspective([(0, 0), (w, 0), (w, h), (0, h)], dst)
    warped = page.transform((cw, ch), Image.PERSPECTIVE, tuple(coeffs), Image.BICUBIC)
    mask = Image.new("L", (w, h), 255).transform((cw, ch), Image.PERSPECTIVE, tuple(coeffs))
    photo.paste(warped, (0, 0), mask)
    p = np.asarray(photo, dtype=np.float32)
    yy, xx = np.mgrid[0:ch, 0:cw]
    shadow = np.exp(-(((xx - cw * 0.95) / (cw * 0.28)) ** 2 + ((yy - ch * 1.0) / (ch * 0.3)) ** 2))
    vignette = 1 - 0.25 * (((xx - cw / 2) / cw) ** 2 + ((yy - ch / 2) / ch) ** 2) * 2
    p = p * (1 - 0.45 * shadow)[..., None] * vignette[..., None]
    out = Image.fromarray(np.clip(p, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6))
    buf = io.BytesIO()
    out.save(buf, "JPEG", quality=72)
    return buf.getvalue(), "jpg"


# kind -> (maker, extension)
KINDS = {"stamped": (stamped, "png"), "copier": (copier, "pdf"), "folded": (folded, "jpg")}
