"""OCR kept-out set 8: pictures of import set 8's three image kinds made with other settings,
pages and people (`ocr_kept8_people`), never tuned on. Set 8's renderers and image functions
(`bench/parts/import_blind8`: Pango/cairo pages, `images.*`) are reused by import.

- `sandwich`: a grey office scan made searchable by **Tesseract's PDF renderer** at other
  resolutions (200 dpi) and turns (-1.3°, +0.9°) than set 8's;
- `sandwich_lines`: a scan made searchable the way scanner drivers do it (an invisible layer
  of one text object per line in Helvetica or a CID font, render mode 3, written by
  **reportlab** over the page image, the reading taken from Tesseract's lines): another
  producer's layer;
- `phone_warp`: the page photographed at other angles (the near edge narrower, a turn to the
  left), under other light (a lamp from the right, a shadow across the top) on other desks
  (grey laminate, dark walnut);
- `chat_preview`: long screenshots of a document preview in other chrome: a dark-mode chat app
  (light type on a dark card) and a blue-headed work app with a file-size line.

    .venv/bin/python bench/ocr_accuracy.py --set kept8
"""

from __future__ import annotations

import io
import os
import subprocess
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from bench.parts.import_blind3.common import truth
from bench.parts.import_blind8 import images, pango
from bench.parts.import_blind8.model import person_page, plain_lines
from bench.parts.ocr_kept8_people import PEOPLE
from bench.parts.ocr_pages import Document

# (kind, layout, person, dates, variant)
PLAN = [
    ("sandwich", "sidebar", "farrier", "mon", {"dpi": 200, "turn": -1.3}),
    ("sandwich", "zh_editor", "bonsai", "dot", {"dpi": 200, "turn": 0.9}),
    ("sandwich_lines", "editor", "organ", "slash", {"dpi": 300, "turn": 0.4}),
    ("sandwich_lines", "zh_sidebar", "cableway", "zh", {"dpi": 250, "turn": -0.8}),
    ("phone_warp", "editor", "balloon", "month", {"desk": (150, 150, 146), "near": True}),
    ("phone_warp", "zh_sidebar", "weather", "slashzh", {"desk": (58, 40, 30), "near": False}),
    ("phone_warp", "sidebar", "avalanche", "dash", {"desk": (190, 186, 176), "near": False}),
    ("chat_preview", "builder", "avalanche", "sq", {"dark": True}),
    ("chat_preview", "zh_builder", "lacquer", "zh", {"dark": False}),
    ("chat_preview", "zh_builder", "weather", "dash", {"dark": True}),
]
SMOKE = (0, 8)


def _scan(png: bytes, seed: int, turn: float) -> Image.Image:
    scan = images._grey_scan(png, seed)  # set 8's paper tone, noise and its 0.6° turn
    scan = scan.rotate(-(turn + 0.6), resample=Image.BICUBIC, expand=True, fillcolor=214)
    return scan.filter(ImageFilter.GaussianBlur(0.6))


def sandwich(png: bytes, seed: int, zh: bool, dpi: int, turn: float) -> bytes:
    scan = _scan(png, seed, turn)
    with tempfile.TemporaryDirectory(prefix="kept8_tess_") as temp:
        src = Path(temp) / "scan.jpg"
        scan.save(src, "JPEG", quality=80, dpi=(dpi, dpi))
        env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
        subprocess.run(
            ["tesseract", str(src), str(Path(temp) / "scan"), "-l",
             "chi_sim+eng" if zh else "eng", "--dpi", str(dpi), "pdf"],
            check=True, capture_output=True, timeout=600, env=env,
        )  # fmt: skip
        return (Path(temp) / "scan.pdf").read_bytes()


def sandwich_lines(png: bytes, seed: int, zh: bool, dpi: int, turn: float) -> bytes:
    """A scanner driver's searchable PDF: the page image, and over it one invisible text
    object per recognised line, stretched to the line's width."""
    import pytesseract
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    scan = _scan(png, seed, turn)
    data = pytesseract.image_to_data(
        scan, lang="chi_sim" if zh else "eng", output_type=pytesseract.Output.DICT
    )
    rows: dict[tuple, list[int]] = {}
    for i, text in enumerate(data["text"]):
        if (text or "").strip():
            rows.setdefault((data["block_num"][i], data["par_num"][i], data["line_num"][i]),
                            []).append(i)  # fmt: skip
    font = "Helvetica"
    if zh:
        pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
        font = "STSong-Light"
    k = 72 / dpi
    w, h = scan.width * k, scan.height * k
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(w, h))
    jpeg = io.BytesIO()
    scan.save(jpeg, "JPEG", quality=80)
    c.drawImage(ImageReader(io.BytesIO(jpeg.getvalue())), 0, 0, w, h)
    for indexes in rows.values():
        words = [data["text"][i].strip() for i in indexes]
        text = ("" if zh else " ").join(words)
        left = min(data["left"][i] for i in indexes)
        right = max(data["left"][i] + data["width"][i] for i in indexes)
        bottom = max(data["top"][i] + data["height"][i] for i in indexes)
        size = max(4.0, (bottom - min(data["top"][i] for i in indexes)) * k)
        t = c.beginText()
        t.setTextRenderMode(3)
        t.setFont(font, size)
        natural = pdfmetrics.stringWidth(text, font, size) or 1.0
        t.setHorizScale(100 * (right - left) * k / natural)
        t.setTextOrigin(left * k, h - bottom * k + size * 0.2)
        t.textOut(text)
        c.drawText(t)
    c.showPage()
    c.save()
    return buf.getvalue()


def phone_warp(png: bytes, seed: int, zh: bool, desk: tuple, near: bool) -> bytes:
    """The printed page on a desk photographed at an angle: `near` makes the near (bottom)
    edge the narrower one and turns the page a little to the left; the light comes from the
    right and a shadow falls across the top."""
    rng = np.random.default_rng(seed)
    page = Image.open(io.BytesIO(png)).convert("RGB")
    w, h = page.size
    out_w, out_h = int(w * 1.15), int(h * 1.1)
    if near:
        dst = [(out_w * 0.03, out_h * 0.06), (out_w * 0.95, out_h * 0.03),
               (out_w * 0.88, out_h * 0.95), (out_w * 0.11, out_h * 0.97)]  # fmt: skip
    else:
        dst = [(out_w * 0.07, out_h * 0.03), (out_w * 0.93, out_h * 0.06),
               (out_w * 0.97, out_h * 0.96), (out_w * 0.02, out_h * 0.93)]  # fmt: skip
    inv = images._coeffs([(0, 0), (w, 0), (w, h), (0, h)], dst)
    mask = Image.new("L", (w, h), 255).transform((out_w, out_h), Image.PERSPECTIVE, inv,
                                                 Image.BILINEAR)  # fmt: skip
    warped = page.transform((out_w, out_h), Image.PERSPECTIVE, inv, Image.BICUBIC)
    ground = np.full((out_h, out_w, 3), desk, np.float32) + rng.normal(0, 5, (out_h, out_w, 1))
    m = np.asarray(mask, np.float32)[..., None] / 255.0
    arr = np.asarray(warped, np.float32) * m + ground * (1 - m)
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(np.float32)
    band = (1 - yy / out_h) * 0.8 + (xx / out_w) * 0.3  # a shadow across the top left
    shadow = 1 - 0.3 / (1 + np.exp(-(band - 0.85) * 16))
    light = 0.8 + 0.2 * (xx / out_w)  # a lamp on the right
    tint = (1.0, 0.98, 0.94) if near else (0.95, 0.97, 1.0)
    arr = arr * (shadow * light)[..., None] * tint + rng.normal(0, 3, arr.shape)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(
        ImageFilter.GaussianBlur(0.7)
    )
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=82)
    return buf.getvalue()


def chat_preview(lines: list[str], seed: int, zh: bool, dark: bool) -> tuple[bytes, str]:
    """Another app's preview: dark mode (light grey type on a dark card under a black bar), or
    a work app's blue header with the file's size under its name; JPEG in Chinese."""
    width, pad, size = 1170, 54, 36
    font, bold = images._font(zh, size), images._font(zh, size + 8, True)
    probe = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    body: list[tuple[str, object]] = []
    for n, line in enumerate(lines):
        f = bold if n == 0 else font
        for part in images._wrap(probe, line, f, width - 2 * pad - 60, zh) if line else [""]:
            body.append((part, f))
    top, line_h = 300, int(size * 1.5)
    height = top + 70 + line_h * len(body) + 260
    back, card, ink = ((17, 17, 17), (36, 36, 38), (222, 222, 222)) if dark else (
        (245, 246, 248), (255, 255, 255), (30, 30, 30))  # fmt: skip
    img = Image.new("RGB", (width, height), back)
    d = ImageDraw.Draw(img)
    bar = (28, 28, 30) if dark else (33, 111, 219)
    d.rectangle((0, 0, width, 240), fill=bar)
    d.text((60, 28), "10:07", fill="white", font=images._font(False, 40, True))
    d.text((40, 130), "←", fill="white", font=images._font(False, 56))
    title = "简历.txt" if zh else "resume.txt"
    d.text((130, 118), title, fill="white", font=images._font(zh, 42, True))
    d.text((130, 178), "12.4 KB", fill=(200, 210, 230), font=images._font(False, 30))
    d.text((width - 100, 124), "⋮", fill="white", font=images._font(False, 56, True))
    d.rounded_rectangle((pad - 24, top, width - pad + 24, height - 220), 24, fill=card)
    y = top + 50
    for text, f in body:
        d.text((pad + 16, y), text, fill=ink, font=f)
        y += line_h
    button = (10, 132, 255) if dark else (33, 111, 219)
    d.rounded_rectangle((pad, height - 170, width - pad, height - 60), 55, fill=button)
    label = "用其他应用打开" if zh else "Open with another app"
    lw = d.textlength(label, font=images._font(zh, 38))
    d.text(((width - lw) / 2, height - 140), label, fill="white", font=images._font(zh, 38))
    buf = io.BytesIO()
    if zh:
        img.save(buf, "JPEG", quality=65)
        return buf.getvalue(), "jpg"
    img.save(buf, "PNG")
    return buf.getvalue(), "png"


def build(smoke: bool = False) -> list[Document]:
    out = []
    for number, (kind, layout, key, dates, variant) in enumerate(PLAN):
        if smoke and number not in SMOKE:
            continue
        person = PEOPLE[key]
        p = person_page(person, dates, layout)
        seed = 8900 + number
        if kind == "chat_preview":
            lines = plain_lines(p, "")
            content, ext = chat_preview(lines, seed, p.zh, **variant)
            pdf = pango.render(pango.editor_job(lines, p.zh, 8))
        else:
            job = (pango.sidebar_job(p) if "sidebar" in layout
                   else pango.editor_job(plain_lines(p), p.zh, 8))  # fmt: skip
            pdf = pango.render(job)
            dpi = variant.get("dpi", 150)
            png = pango.render(job, "png", dpi)
            make = {"sandwich": sandwich, "sandwich_lines": sandwich_lines,
                    "phone_warp": phone_warp}[kind]  # fmt: skip
            content, ext = make(png, seed, p.zh, **variant), "jpg"
            if kind.startswith("sandwich"):
                ext = "pdf"
        lang = "zh" if p.zh else "en"
        out.append(
            Document(
                name=f"{lang}-{key}-{kind}-{layout}.{ext}",
                kind=kind,
                language=lang,
                layout=layout,
                held_out=True,
                content=content,
                expected=truth(person),
                pdf=pdf,
            )
        )
    return out
