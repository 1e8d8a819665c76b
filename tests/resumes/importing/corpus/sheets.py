"""Sheets of our own resumes (`degraded.PEOPLE` for the tests and tuning, `degraded.KEPT_OUT`
only measured by `bench/ocr_degraded.py`) scanned and captured the ways a sheet lies on a
plain background, and the layouts such captures broke:
- `sidebar_pdf`: a dark sidebar (name, contacts, skills, languages in light type) beside the
  main column (profile, work, education), drawn by reportlab;
- `two_page_pdf`: one column of Helvetica over two pages (work on the first, the rest on the
  second);
- `platen_pdf`: a sheet fed crooked (a given angle, 3-8 degrees), scanned grey and low in
  contrast on a mid-grey platen, saved as a JPEG inside an image-only PDF;
- `spread_png`: the two pages of a two-page resume side by side on one light-grey scan bed;
- `viewer_png`: a PDF viewer's window: a dark toolbar with the file's name and the zoom over
  a dark grey pane, the pages one under another with a gap, all in one tall PNG;
- `creased_jpeg`: a sheet crumpled and smoothed out: a wavy warp, shaded creases, grey paper;
- `monitor_jpeg`: a phone photo of the page on a monitor: a column pattern of the screen's
  subpixels, low contrast, a little keystone and blur.
Each returns the upload's bytes."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from tests.resumes.importing.corpus.degraded import rasterised

SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _pdf(draw_pages) -> bytes:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=A4)
    draw_pages(c, *A4)
    c.save()
    return buffer.getvalue()


def sidebar_pdf(person: dict) -> bytes:
    """A dark sidebar on the left (name, title, contacts, skills, languages in white), the
    profile, work and education in the main column."""

    def draw(c, width, height):
        side = 190
        c.setFillGray(0.3)
        c.rect(0, 0, side, height, stroke=0, fill=1)
        c.setFillGray(1)
        y = height - 70
        first, _, last = person["name"].partition(" ")
        c.setFont("Helvetica-Bold", 17)
        c.drawString(22, y, person["name"] if len(person["name"]) < 16 else first)
        if len(person["name"]) >= 16:
            y -= 20
            c.drawString(22, y, last)
        c.setFont("Helvetica", 9)
        for text in (person["label"], "", person["email"], person["phone"]):
            y -= 15
            c.drawString(22, y, text)
        for heading, rows in (
            ("SKILLS", person["skills"]),
            ("LANGUAGES", [f"{a} ({b})" for a, b in person["languages"]]),
        ):
            y -= 34
            c.setFont("Helvetica-Bold", 10.5)
            c.drawString(22, y, heading)
            c.setFont("Helvetica", 8.5)
            for text in rows:
                for piece in _wrapped(text, 30):
                    y -= 13
                    c.drawString(22, y, piece)
        c.setFillGray(0)
        x, y = side + 30, height - 70
        for heading, rows in _main(person):
            c.setFont("Helvetica-Bold", 12)
            c.drawString(x, y, heading)
            c.setLineWidth(0.6)
            c.line(x, y - 5, width - 40, y - 5)
            y -= 22
            for text, style in rows:
                font = {"bold": "Helvetica-Bold", "bullet": "Helvetica"}.get(style, "Helvetica")
                c.setFont(font, 9.5)
                for piece in _wrapped(text, 66):
                    c.drawString(x + (10 if style == "bullet" else 0), y,
                                 f"\u2022 {piece}" if style == "bullet" else piece)  # fmt: skip
                    y -= 14
            y -= 14

    return _pdf(draw)


def two_page_pdf(person: dict) -> bytes:
    """One column over two pages: name, contacts, profile and work on the first, education,
    skills and languages on the second."""

    def draw(c, width, height):
        y = height - 72
        c.setFont("Helvetica-Bold", 20)
        c.drawString(60, y, person["name"])
        c.setFont("Helvetica", 11)
        c.drawString(60, y - 20, person["label"])
        c.drawString(60, y - 36, f"{person['email']}  |  {person['phone']}")
        y -= 70
        for number, (heading, rows) in enumerate(_main(person, rest=True)):
            if number == 2:
                c.showPage()
                y = height - 72
            c.setFont("Helvetica-Bold", 12.5)
            c.drawString(60, y, heading.upper())
            y -= 20
            for text, style in rows:
                c.setFont("Helvetica-Bold" if style == "bold" else "Helvetica", 10.5)
                c.drawString(72 if style == "bullet" else 60, y,
                             f"\u2022 {text}" if style == "bullet" else text)  # fmt: skip
                y -= 16
            y -= 16

    return _pdf(draw)


def _main(person: dict, rest: bool = False) -> list[tuple[str, list[tuple[str, str]]]]:
    work = []
    for position, name, start, end, _, _, highlights in person["work"]:
        work.append((f"{position}, {name}", "bold"))
        work.append((f"{start} - {end}", "plain"))
        work += [(h, "bullet") for h in highlights]
    sections = [
        ("Profile", [(person["summary"], "plain")]),
        ("Experience", work),
        ("Education", [(f"{k}, {a}", "bold") for k, a, _, _, _ in person["education"]]
         + [(f"{s}, {x} - {y}", "plain") for _, _, s, x, y in person["education"]]),
    ]  # fmt: skip
    if rest:
        sections.append(("Skills", [(group, "plain") for group in person["skills"]]))
        languages = [(f"{a} ({b})", "plain") for a, b in person["languages"]]
        sections.append(("Languages", languages))
    return sections


def _wrapped(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line] if line else lines


def _pages(pdf: bytes, dpi: int) -> list[Image.Image]:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        return [
            document[i].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
            for i in range(len(document))
        ]
    finally:
        document.close()


def _jpeg(image: Image.Image, quality: int, **options) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality, **options)
    return buffer.getvalue()


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def platen_pdf(pdf: bytes, angle: float = 6.5, platen: int = 140) -> bytes:
    """A sheet fed crooked by `angle` degrees, grey and low in contrast (ink at 80, paper at
    235), on a mid-grey platen, as a JPEG in an image-only PDF of 200 dpi."""
    page = rasterised(pdf, 200)
    pixels = 80 + np.asarray(page, dtype=np.float32) * (155 / 255)
    page = Image.fromarray(pixels.astype(np.uint8))
    page = page.rotate(angle, Image.Resampling.BICUBIC, expand=True, fillcolor=platen)
    scan = Image.open(io.BytesIO(_jpeg(page, 82)))
    buffer = io.BytesIO()
    scan.save(buffer, "PDF", resolution=200)
    return buffer.getvalue()


def spread_png(pdf: bytes, bed: int = 230) -> bytes:
    """The pages side by side on one scan bed, a margin of bed around and between them, each
    a little turned."""
    pages = _pages(pdf, 200)
    gap = 50
    width = sum(p.width for p in pages) + gap * (len(pages) + 1)
    height = max(p.height for p in pages) + 2 * gap
    image = Image.new("L", (width, height), bed)
    x = gap
    for n, page in enumerate(pages):
        turned = page.rotate((-0.6, 0.5)[n % 2], Image.Resampling.BICUBIC, fillcolor=bed)
        image.paste(turned, (x, gap))
        x += page.width + gap
    return _png(image)


def viewer_png(pdf: bytes, file_name: str = "CV_2026_final.pdf") -> bytes:
    """A PDF viewer's window captured whole: a toolbar (file name, page count, zoom) over a
    dark pane holding every page at 150 dpi, one under another."""
    pages = _pages(pdf, 150)
    width = max(p.width for p in pages) + 200
    height = 64 + sum(p.height + 40 for p in pages) + 40
    window = Image.new("L", (width, height), 70)
    draw = ImageDraw.Draw(window)
    draw.rectangle((0, 0, width, 48), fill=40)
    font = ImageFont.truetype(SANS, 20)
    draw.text((20, 12), file_name, fill=235, font=font)
    draw.text((width // 2 - 30, 12), f"1 of {len(pages)}", fill=235, font=font)
    draw.text((width - 150, 12), "100 %  +  -", fill=235, font=font)
    y = 84
    for page in pages:
        x = (width - page.width) // 2
        draw.rectangle((x + 5, y + 5, x + page.width + 5, y + page.height + 5), fill=50)
        window.paste(page, (x, y))
        y += page.height + 40
    return _png(window)


def creased_jpeg(pdf: bytes, seed: int = 11) -> bytes:
    """A crumpled sheet smoothed out and scanned: waves of displacement and shade across it in
    a few directions, grey paper, a slight turn, a JPEG."""
    rng = np.random.default_rng(seed)
    page = np.asarray(rasterised(pdf, 200), dtype=np.float32)
    h, w = page.shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    dx, dy, shade = np.zeros_like(xx), np.zeros_like(xx), np.zeros_like(xx)
    for _ in range(4):
        direction, period = rng.uniform(0, np.pi), rng.uniform(90, 250)
        phase = (xx * np.cos(direction) + yy * np.sin(direction)) / period + rng.uniform(0, 6)
        amount = rng.uniform(1.0, 3.0)
        dx += amount * np.cos(phase) * np.cos(direction)
        dy += amount * np.cos(phase) * np.sin(direction)
        shade += np.sin(phase)
    warped = page[np.clip(yy + dy, 0, h - 1).astype(int), np.clip(xx + dx, 0, w - 1).astype(int)]
    out = warped / 255 * (215 + 9 * shade / 4)
    image = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8)).filter(ImageFilter.BLUR)
    return _jpeg(image.rotate(0.8, Image.Resampling.BICUBIC, fillcolor=190), 72)


def monitor_jpeg(pdf: bytes, seed: int = 3) -> bytes:
    """A phone photo of the page on a monitor: the screen's subpixel columns (every third
    column lighter), a diagonal beat across them, low contrast (black shows grey), blur, the
    top edge narrower than the bottom (keystone), a JPEG."""
    rng = np.random.default_rng(seed)
    page = np.asarray(_pages(pdf, 180)[0], dtype=np.float32) / 255
    h, w = page.shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    grid = 0.8 + 0.2 * (xx % 3 == 1)
    beat = 0.05 * np.sin(xx * 0.03 + yy * 0.011 + rng.uniform(0, 6))
    pixels = (page * grid * (0.85 + beat) + 0.08) * 255
    image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    image = image.filter(ImageFilter.GaussianBlur(1.0))
    inset = 0.03 * w
    from resumes.importing.ocr_page import perspective

    quad = [(0, 0), (w, 0), (w, h), (0, h)]
    coefficients = perspective(quad, [(inset, 0), (w - inset, 0), (w, h), (0, h)])
    image = image.transform((w, h), Image.Transform.PERSPECTIVE, coefficients,
                            Image.Resampling.BICUBIC, fillcolor=20)  # fmt: skip
    return _jpeg(image, 80)
