"""Blind set 8's scans, photos and screenshots, in styles and through tools sets 1-7 did not
use. The sources are rasterised by cairo itself (pango_render.py's PNG surface) or drawn by
Pillow; nothing goes through pdftoppm, MuPDF, Ghostscript or a browser.

sandwich: a 300 dpi grey office scan (paper tone, a 0.6° turn, sensor noise, saved as JPEG)
turned into a 'searchable PDF' by **Tesseract's own PDF renderer** (`tesseract ... pdf`): the
page image with Tesseract's invisible text layer over it, as scanner software and copy shops
deliver scans.

phone_warp: a phone photo of the printed page lying on a desk, taken at an angle (a
perspective warp by Pillow's PERSPECTIVE transform: the far edge narrower), a soft shadow of
the phone and hand across the lower part, light falling off, JPEG quality 78.

chat_preview: a chat app's 'long screenshot' of a document preview (a WeChat-like title bar
'< 简历.txt', a white preview card, the text drawn line by line by **Pillow's ImageDraw** at
phone size), forwarded as JPEG quality 60 in Chinese, kept as PNG in English."""

from __future__ import annotations

import io
import os
import subprocess
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
CJK_BOLD = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
LATIN = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
LATIN_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
SC = 2  # Simplified Chinese's face in Noto's collections


def _grey_scan(png: bytes, seed: int) -> Image.Image:
    rng = np.random.default_rng(seed)
    page = Image.open(io.BytesIO(png)).convert("L")
    arr = np.asarray(page, dtype=np.float32)
    arr = 236 - (236 - 18) * (1 - arr / 255.0)  # paper tone, toner a little grey
    arr += rng.normal(0, 6, arr.shape)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return out.rotate(-0.6, resample=Image.BICUBIC, expand=True, fillcolor=214)


def sandwich(png: bytes, seed: int, zh: bool) -> tuple[bytes, str]:
    scan = _grey_scan(png, seed).filter(ImageFilter.GaussianBlur(0.7))
    with tempfile.TemporaryDirectory(prefix="blind8_tess_") as temp:
        src = Path(temp) / "scan.jpg"  # a scanner's JPEG, embedded as it is
        scan.save(src, "JPEG", quality=82, dpi=(300, 300))
        env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
        subprocess.run(
            ["tesseract", str(src), str(Path(temp) / "scan"), "-l",
             "chi_sim+eng" if zh else "eng", "--dpi", "300", "pdf"],
            check=True, capture_output=True, timeout=600, env=env,
        )  # fmt: skip
        return (Path(temp) / "scan.pdf").read_bytes(), "pdf"


def _coeffs(src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> list[float]:
    """Pillow's PERSPECTIVE coefficients mapping each output corner `dst` to `src`."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return list(np.linalg.solve(np.array(rows, float), np.array(rhs, float)))


def phone_warp(png: bytes, seed: int, zh: bool) -> tuple[bytes, str]:
    rng = np.random.default_rng(seed)
    page = Image.open(io.BytesIO(png)).convert("RGB")
    w, h = page.size
    out_w, out_h = int(w * 1.12), int(h * 1.08)
    dst = [(out_w * 0.10, out_h * 0.04), (out_w * 0.90, out_h * 0.05),
           (out_w * 0.965, out_h * 0.97), (out_w * 0.03, out_h * 0.96)]  # fmt: skip
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    inv = _coeffs(src, dst)
    mask = Image.new("L", (w, h), 255).transform((out_w, out_h), Image.PERSPECTIVE, inv,
                                                 Image.BILINEAR)  # fmt: skip
    warped = page.transform((out_w, out_h), Image.PERSPECTIVE, inv, Image.BICUBIC)
    desk = np.full((out_h, out_w, 3), (112, 92, 74), np.float32)  # a wooden desk
    desk += rng.normal(0, 6, (out_h, out_w, 1))
    m = np.asarray(mask, np.float32)[..., None] / 255.0
    arr = np.asarray(warped, np.float32) * m + desk * (1 - m)
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(np.float32)
    # the phone's and hand's shadow: a soft diagonal band over the lower part
    band = (yy / out_h) * 0.9 + (xx / out_w) * 0.35
    shadow = 1 - 0.38 / (1 + np.exp(-(band - 0.82) * 18))
    light = 1.0 - 0.18 * np.hypot(xx / out_w - 0.3, yy / out_h - 0.2)
    arr = arr * (shadow * light)[..., None] * (1.0, 0.97, 0.9) + rng.normal(0, 3, arr.shape)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(
        ImageFilter.GaussianBlur(0.8)
    )
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=78)
    return buf.getvalue(), "jpg"


def _font(zh: bool, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    if zh:
        return ImageFont.truetype(CJK_BOLD if bold else CJK, size, index=SC)
    return ImageFont.truetype(LATIN_BOLD if bold else LATIN, size)


def _wrap(draw: ImageDraw.ImageDraw, text: str, font, width: int, zh: bool) -> list[str]:
    out, line = [], ""
    for tok in list(text) if zh else text.split(" "):
        trial = line + tok if zh else (f"{line} {tok}" if line else tok)
        if line and draw.textlength(trial, font=font) > width:
            out.append(line)
            line = tok
        else:
            line = trial
    return [*out, line]


def chat_preview(lines: list[str], seed: int, zh: bool) -> tuple[bytes, str]:
    width, pad, size = 1080, 60, 34
    font, bold = _font(zh, size), _font(zh, size + 10, True)
    probe = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    body: list[tuple[str, object]] = []
    for n, line in enumerate(lines):
        f = bold if n == 0 else font
        for part in _wrap(probe, line, f, width - 2 * pad - 40, zh) if line else [""]:
            body.append((part, f))
    top, line_h = 250, int(size * 1.55)
    height = top + 60 + line_h * len(body) + 80 + 150
    img = Image.new("RGB", (width, height), (237, 237, 237))
    d = ImageDraw.Draw(img)
    d.text((50, 30), "9:41", fill="black", font=_font(False, 38, True))
    d.rectangle((width - 120, 36, width - 50, 70), outline="black", width=3)
    d.rectangle((width - 114, 42, width - 74, 64), fill="black")
    title = "简历.txt" if zh else "cv.txt"
    d.text((40, 130), "<", fill="black", font=_font(False, 52))
    tw = d.textlength(title, font=_font(zh, 40))
    d.text(((width - tw) / 2, 138), title, fill="black", font=_font(zh, 40))
    d.text((width - 110, 128), "···", fill="black", font=_font(False, 52, True))
    d.line((0, 230, width, 230), fill=(214, 214, 214), width=2)
    d.rectangle((pad - 20, top, width - pad + 20, height - 170), fill="white")
    y = top + 50
    for text, f in body:
        d.text((pad + 10, y), text, fill=(25, 25, 25), font=f)
        y += line_h
    d.rectangle((0, height - 130, width, height), fill=(247, 247, 247))
    label = "用其他应用打开" if zh else "Open in another app"
    lw = d.textlength(label, font=_font(zh, 36))
    d.text(((width - lw) / 2, height - 95), label, fill=(87, 107, 149), font=_font(zh, 36))
    buf = io.BytesIO()
    if zh:
        img.save(buf, "JPEG", quality=60)
        return buf.getvalue(), "jpg"
    img.save(buf, "PNG")
    return buf.getvalue(), "png"


KINDS = ("sandwich", "phone_warp", "chat_preview")
