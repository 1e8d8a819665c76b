"""Blind set 9's images, each from a rasteriser sets 2-8 did not use: `dark_phone` (a phone's
notes app in dark mode, light text on black, written as SVG and rasterised by **librsvg's
`rsvg-convert`** to PNG; Chinese saved again as a chat app's JPEG), `canvas_pdf` (a web
builder's html2canvas-style export: the jsPDF page rasterised by **PDFium** (pypdfium2) at
144 dpi and wrapped back into a PDF by jsPDF as one JPEG per page, no text layer),
`curl_photo` (the Typst page rasterised by **Typst's own PNG export** at 150 ppi, photographed
on a table with its right side curling up: foreshortened and shaded, light falling off,
JPEG) and `mfp_scan` (an office copier's scan-to-e-mail: the page rasterised by PDFium at
300 dpi, a slight turn, thresholded to one bit with specks, written as a CCITT Group 4 PDF by
**GraphicsMagick**)."""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
import textwrap
import unicodedata
from pathlib import Path
from xml.sax.saxutils import escape

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

KINDS = ("dark_phone", "canvas_pdf", "curl_photo", "mfp_scan")


def _tool(name: str, package: str) -> str:
    found = shutil.which(name)
    if not found:
        raise RuntimeError(f"{name} missing: install {package} (scripts/bootstrap.sh test)")
    return found


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _wrap(line: str, zh: bool) -> list[str]:
    if not zh:
        return textwrap.wrap(line, 46, break_on_hyphens=False) or [""]
    out, cur = [], ""
    for ch in line:
        if _width(cur + ch) > 50:
            out.append(cur)
            cur = ""
        cur += ch
    return [*out, cur] if cur or not out else out


def dark_phone(lines: list[str], seed: int, zh: bool) -> tuple[bytes, str]:
    """A notes app in dark mode at 1080 px: status bar, '‹ Notes' bar, the note's date, the
    text; the first line is the note's title."""
    size, lead, x = 38, 56, 60
    rows = [(wrapped, n == 0) for n, line in enumerate(lines) for wrapped in _wrap(line, zh)]
    height = 420 + lead * len(rows) + 160
    font = "DejaVu Sans, Noto Sans CJK SC, sans-serif"
    back, stamp = (
        ("‹ 备忘录", "2026年11月9日 21:40") if zh else ("‹ Notes", "9 November 2026 at 21:40")
    )
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="{height}" '
           f'font-family="{font}">', f'<rect width="1080" height="{height}" fill="#000"/>',
           f'<text x="60" y="70" font-size="36" fill="#fff" font-weight="bold">'
           f'21:{47 + seed % 9}</text>',
           '<text x="1020" y="70" font-size="32" fill="#fff" text-anchor="end">5G  87%</text>',
           f'<text x="40" y="190" font-size="44" fill="#e0a800">{escape(back)}</text>',
           '<text x="1040" y="190" font-size="44" fill="#e0a800" text-anchor="end">'
           f'{"完成" if zh else "Done"}</text>',
           f'<text x="540" y="300" font-size="30" fill="#8e8e93" text-anchor="middle">'
           f'{escape(stamp)}</text>']  # fmt: skip
    y = 400
    for text, title in rows:
        weight, fsize = ("bold", 52) if title else ("normal", size)
        svg.append(f'<text x="{x}" y="{y}" font-size="{fsize}" font-weight="{weight}" '
                   f'fill="#e5e5e7" xml:space="preserve">{escape(text)}</text>')  # fmt: skip
        y += lead + (16 if title else 0)
    svg.append("</svg>")
    rsvg = [_tool("rsvg-convert", "librsvg2-bin"), "-f", "png"]
    done = subprocess.run(rsvg, input="\n".join(svg).encode(), capture_output=True, check=True)
    if not zh:
        return done.stdout, "png"
    out = io.BytesIO()
    Image.open(io.BytesIO(done.stdout)).convert("RGB").save(out, "JPEG", quality=72)
    return out.getvalue(), "jpg"


def _raster(pdf: bytes, dpi: int, grey: bool = False) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf)
    return [page.render(scale=dpi / 72, grayscale=grey).to_pil() for page in doc]


def canvas_pdf(pdf: bytes, wrap) -> tuple[bytes, str]:
    """The page as a picture in a PDF: `wrap` (jspdf.wrap_images) writes the JPEG pages."""
    jpegs = []
    for image in _raster(pdf, 144):
        out = io.BytesIO()
        image.convert("RGB").save(out, "JPEG", quality=82)
        jpegs.append(out.getvalue())
    return wrap(jpegs), "pdf"


def curl_photo(png: bytes, seed: int, zh: bool) -> tuple[bytes, str]:
    """The page on a grey-blue table, its right third curling up (foreshortened as a cylinder
    seen from above, darker as it turns), light from the upper left, sensor noise, JPEG."""
    rng = np.random.default_rng(seed)
    page = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.float32)
    h, w, _ = page.shape
    x0, radius = int(w * 0.66), w * 0.42
    xs = np.arange(w, dtype=np.float32)
    u = np.clip(xs - x0, 0, None)
    # destination column -> source column on the bent part: u_d = R sin(u_s / R)
    src = np.where(xs < x0, xs, x0 + radius * np.arcsin(np.clip(u / radius, 0, 0.999)))
    keep = src < w
    bent = page[:, np.clip(src.astype(int), 0, w - 1), :]
    angle = np.where(xs < x0, 0, np.arcsin(np.clip(u / radius, 0, 0.999)))
    shade = 1.0 - 0.45 * (angle / (np.pi / 2)) ** 1.3
    bent = bent * shade[None, :, None]
    bent[:, ~keep, :] = -1  # off the page: table
    lift = (angle * 18).astype(int)  # the lifted edge rises towards the camera
    for x in np.nonzero(lift)[0]:
        bent[:, x, :] = np.roll(bent[:, x, :], -lift[x], axis=0)
    H, W = h + 260, w + 300
    table = np.empty((H, W, 3), np.float32)
    table[:] = (92, 104, 122)
    table += rng.normal(0, 6, (H, W, 1))
    oy, ox = 130, 120
    region = table[oy : oy + h, ox : ox + w]
    mask = bent[..., 0] >= 0
    region[mask] = bent[mask]
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    light = 1.08 - 0.35 * np.hypot(xx / W, yy / H) / np.sqrt(2)
    photo = table * light[..., None] * np.array([1.02, 1.0, 0.93])
    photo += rng.normal(0, 4, photo.shape)
    image = Image.fromarray(np.clip(photo, 0, 255).astype(np.uint8))
    image = image.rotate(-1.1, resample=Image.BICUBIC, fillcolor=(80, 90, 105))
    image = image.filter(ImageFilter.GaussianBlur(0.6))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=80)
    return out.getvalue(), "jpg"


def mfp_scan(pdf: bytes, seed: int, zh: bool) -> tuple[bytes, str]:
    """Scan to e-mail: 300 dpi, 0.35° turn, thresholded to one bit, specks, Group 4 PDF."""
    rng = np.random.default_rng(seed)
    pages = _raster(pdf, 300, grey=True)
    if len(pages) > 1:
        raise ValueError("an office scan here shows one page")
    grey = pages[0].convert("L").rotate(0.35, resample=Image.BICUBIC, fillcolor=255)
    a = np.asarray(grey, dtype=np.float32) + rng.normal(0, 18, grey.size[::-1])
    bits = a > 150
    bits &= rng.random(bits.shape) > 0.0006  # toner specks
    with tempfile.TemporaryDirectory(prefix="blind9_mfp_") as temp:
        png, out = Path(temp) / "page.png", Path(temp) / "scan.pdf"
        Image.fromarray(bits).save(png, dpi=(300, 300))
        # GraphicsMagick's 'Fax' PDF compression is CCITT with K -1: Group 4
        gm = [_tool("gm", "graphicsmagick"), "convert", str(png), "-monochrome", "-compress"]
        subprocess.run([*gm, "Fax", str(out)], check=True, capture_output=True)
        return out.read_bytes(), "pdf"
