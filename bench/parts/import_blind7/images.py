"""Blind set 7's scans and photos, from rasterisers sets 2-6 did not use.

screenshot: a phone screenshot of the mobile web profile (mobile.py) taken by **Chromium's
own `--screenshot`** at 390 CSS px and device scale 2, trimmed below the last card, a phone
status bar (clock, signal, battery) drawn over the top; English kept as PNG, Chinese forwarded
through a chat app as JPEG quality 70.

stained: page 1 of a one-page office document rasterised by **LibreOffice's own PNG export**
(150 dpi), then worked with numpy: a coffee-cup ring (a darker brown rim, a faint inside, a
drip) multiplied over the print, blue handwriting in the margin ('call back Tue' / '周二回电'),
a pen underline, light falling off from one corner, paper grain, a 1.4° turn; saved by
**Pillow's own PDF writer** as one JPEG page."""

from __future__ import annotations

import io
import subprocess
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

CHROMIUM = "/usr/bin/chromium"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
LATIN = "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf"


def _font(zh: bool, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(CJK if zh else LATIN, size)


def chromium_screenshot(html: str) -> Image.Image:
    with tempfile.TemporaryDirectory(prefix="blind7_shot_") as temp:
        src, out = Path(temp) / "profile.html", Path(temp) / "shot.png"
        src.write_text(html, encoding="utf-8")
        subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", f"--user-data-dir={temp}/profile",
             "--hide-scrollbars", "--force-device-scale-factor=2", "--window-size=390,2600",
             f"--screenshot={out}", src.as_uri()],
            check=True, capture_output=True, timeout=180,
        )  # fmt: skip
        return Image.open(out).convert("RGB")


def screenshot(html: str, seed: int, zh: bool) -> tuple[bytes, str]:
    shot = chromium_screenshot(html)
    arr = np.asarray(shot)
    rows = np.where((np.abs(arr.astype(int) - (243, 242, 239)).sum(axis=2) > 30).any(axis=1))[0]
    shot = shot.crop((0, 0, shot.width, min(shot.height, int(rows.max()) + 40)))
    if rows.max() + 40 >= arr.shape[0]:
        raise ValueError("the profile runs past the screenshot window")
    bar = Image.new("RGB", (shot.width, 88), (243, 242, 239))
    d = ImageDraw.Draw(bar)
    d.text((44, 26), "9:41", fill="black", font=ImageFont.truetype(
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 30))  # fmt: skip
    x = shot.width - 150
    for n in range(4):  # signal bars
        d.rectangle((x + n * 12, 52 - n * 7, x + n * 12 + 7, 56), fill="black")
    d.rounded_rectangle((shot.width - 90, 30, shot.width - 40, 56), 6, outline="black", width=3)
    d.rectangle((shot.width - 86, 34, shot.width - 58, 52), fill="black")
    out = Image.new("RGB", (shot.width, shot.height + 88))
    out.paste(bar, (0, 0))
    out.paste(shot, (0, 88))
    buf = io.BytesIO()
    if zh:
        out.save(buf, "JPEG", quality=70)
        return buf.getvalue(), "jpg"
    out.save(buf, "PNG")
    return buf.getvalue(), "png"


def stained(png: bytes, seed: int, zh: bool) -> tuple[bytes, str]:
    rng = np.random.default_rng(seed)
    page = Image.open(io.BytesIO(png)).convert("RGBA")
    white = Image.new("RGBA", page.size, "white")
    page = Image.alpha_composite(white, page).convert("RGB")
    w, h = page.size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    # a coffee ring on the right, over the lower half of the printed text
    ink = np.where((np.asarray(page.convert("L")) < 128).any(axis=1))[0]
    cx, cy, r = w * 0.74, ink.min() + (ink.max() - ink.min()) * 0.62, w * 0.12
    dist = np.hypot(xx - cx, (yy - cy) * 1.08)
    rim = np.exp(-((dist - r) ** 2) / (2 * 5.0**2)) * (0.55 + 0.45 * np.sin(xx / 37.0) ** 2)
    inside = (dist < r) * 0.10
    drip = np.exp(-(((xx - cx - r * 0.7) ** 2) / (2 * 9.0**2) + ((yy - cy - r * 0.9) ** 2)
                    / (2 * 14.0**2))) * 0.6  # fmt: skip
    stain = np.clip(rim * 0.5 + inside + drip * 0.5, 0, 0.8)[..., None]
    brown = np.array([0.55, 0.36, 0.18], dtype=np.float32)
    arr = np.asarray(page, dtype=np.float32) * (1 - stain * (1 - brown))
    # light falling off from the top left corner, paper grain
    light = 1.0 - 0.22 * np.hypot(xx / w, yy / h) / np.sqrt(2)
    arr = arr * light[..., None] + rng.normal(0, 4, (h, w, 1))
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    pen = ImageDraw.Draw(out)
    blue = (28, 48, 140)
    note = "周二回电" if zh else "call back Tue"
    pen.text((int(w * 0.62), int(h * 0.955)), note, fill=blue, font=_font(zh, 34))
    yu = int(h * 0.108)
    pen.line([(int(w * 0.06), yu), (int(w * 0.36), yu + 5)], fill=blue, width=3)
    out = out.filter(ImageFilter.GaussianBlur(0.6)).rotate(
        1.4, expand=True, fillcolor=(238, 236, 230)
    )
    buf = io.BytesIO()
    out.save(buf, "PDF", resolution=150.0, quality=80)
    return buf.getvalue(), "pdf"


KINDS = {"screenshot": screenshot, "stained": stained}
