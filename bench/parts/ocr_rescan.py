"""A third OCR set, `rescan`: the TEXT PDFs of seen sets the OCR path was never tuned on
(`import_families`: design, classic and right-sidebar Chromium templates; `import_press`:
pandoc HTML, Google-Docs-like, groff and LibreOffice exports; `import_blind2`: its Chromium
templates and 个人简历 grids), each made into one picture by this module's own damage, unlike
`ocr_pages.py`, `ocr_fresh.py` and the import sets' scanners:

- `copier`: a photocopy at 150-300 dpi: turned 0.2-3.5°, toner contrast pushed up and the
  paper's fibres (low-frequency mottle), a dark scanner-lid edge down one side, salt and
  pepper, JPEG 40-85 or PNG; every fourth one cut to black and white (a fax-like 1-bit scan);
  a document of several pages becomes an image-only PDF (at most 2 pages) or a stacked PNG.
- `curl`: a phone photo of a one-page document: the sheet bent (a cylinder's curl, lines bow
  by up to 1.2 % of the page), a perspective slant, turned up to 4°, a warm or cold cast, a
  light falling off from one side, motion blur of 1-3 px, 1600-2600 px, JPEG 50-85.

A third of the source documents (by a hash of their name, `kept`) are kept out of tuning and
reported apart. The pictures are cached under `var/ocr-rescan/` (made once; delete it to
rebuild).

    .venv/bin/python bench/ocr_accuracy.py --set rescan
"""

from __future__ import annotations

import io
import json
import zlib
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

from bench.parts.ocr_pages import Document

CACHE = Path(__file__).resolve().parents[2] / "var" / "ocr-rescan"


def kept(name: str) -> bool:
    return zlib.crc32(name.encode()) % 3 == 0


def _sources() -> list[tuple[str, str, bytes, dict]]:
    """(name, language, pdf, truth) of the chosen text PDFs."""
    from bench.import_families import build as families
    from bench.import_press import build as press
    from bench.parts.import_blind2 import make as blind2
    from tests.resumes.importing.corpus import chromium

    out = []
    for row in families():
        name = row["name"]
        if not name.endswith(".pdf"):
            continue
        index = int(name.split("-")[1])
        family = ("design", "classic", "design2")[index % 3]
        if name.endswith(f"-{family}.pdf"):
            out.append((f"families-{name[:-4]}", row["lang"], row["content"], row["expected"]))
    for row in press():
        name = row["name"]
        if not name.endswith(".pdf"):
            continue
        index = int(name.split("-")[1])
        families = ("html", "gdocs", "groff", "libreoffice") if row["lang"] == "en" else (
            "html", "gdocs", "libreoffice")  # fmt: skip
        if name.endswith(f"-{families[index % len(families)]}.pdf"):
            out.append((f"press-{name[:-4]}", row["lang"], row["content"], row["expected"]))
    chosen = [d for d in blind2.plan() if d.generator in ("chromium", "cn_grid")]
    pages = []
    for doc in chosen:
        _, page, doc.truth = blind2.source(doc)
        pages.append(page)
    for doc, pdf in zip(chosen, chromium.print_pdfs(pages), strict=True):
        out.append((f"blind2-{doc.doc_id}", doc.language, pdf, doc.truth))
    return out


def _render(pdf: bytes, dpi: int, limit: int = 2) -> list[Image.Image]:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        out = []
        for index in range(min(limit, len(document))):
            page = document[index]
            out.append(page.render(scale=dpi / 72).to_pil().convert("RGB"))
            page.close()
        return out
    finally:
        document.close()


def _mottle(rng, shape, cell: int, strength: float) -> np.ndarray:
    small = rng.normal(0, 1, (max(2, shape[0] // cell), max(2, shape[1] // cell)))
    image = Image.fromarray(((small - small.min()) / np.ptp(small) * 255).astype(np.uint8))
    image = image.resize((shape[1], shape[0]), Image.Resampling.BICUBIC)
    return (np.asarray(image, np.float32) / 255 - 0.5) * strength


def copier(pages: list[Image.Image], seed: int) -> tuple[bytes, str]:
    rng = np.random.default_rng(5000 + seed)
    done = []
    binary = seed % 4 == 3
    for page in pages:
        angle = float(rng.uniform(0.2, 3.5)) * (1 if rng.random() < 0.5 else -1)
        gray = page.convert("L").rotate(angle, Image.Resampling.BICUBIC, expand=True, fillcolor=255)
        pixels = np.asarray(gray, np.float32) / 255
        pixels = np.clip((pixels - 0.5) * float(rng.uniform(1.1, 1.5)) + 0.5, 0, 1)
        pixels = pixels * float(rng.uniform(0.85, 0.97)) + _mottle(rng, pixels.shape, 40, 0.08)
        edge = int(pixels.shape[1] * float(rng.uniform(0.01, 0.03)))
        side = slice(0, edge) if rng.random() < 0.5 else slice(pixels.shape[1] - edge, None)
        pixels[:, side] *= float(rng.uniform(0.2, 0.5))
        pixels += rng.normal(0, 0.035, pixels.shape)
        salt = rng.random(pixels.shape)
        pixels[salt < 0.0008] = 0.05
        pixels[salt > 0.9993] = 1.0
        image = Image.fromarray((np.clip(pixels, 0, 1) * 255).astype(np.uint8))
        if binary:
            image = image.point(lambda v: 255 if v > 150 else 0).convert("1").convert("L")
        done.append(image)
    if len(done) > 1 and seed % 2 == 0:
        buffer = io.BytesIO()
        done[0].save(buffer, "PDF", resolution=200, save_all=True, append_images=done[1:])
        return buffer.getvalue(), "pdf"
    sheet = Image.new("L", (max(p.width for p in done), sum(p.height for p in done)), 255)
    top = 0
    for image in done:
        sheet.paste(image, (0, top))
        top += image.height
    buffer = io.BytesIO()
    if binary or seed % 3 == 0:
        sheet.save(buffer, "PNG")
        return buffer.getvalue(), "png"
    sheet.save(buffer, "JPEG", quality=int(rng.integers(40, 86)))
    return buffer.getvalue(), "jpg"


def _coefficients(source, target) -> list[float]:
    rows, values = [], []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
        values += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(values, float)).tolist()


def curl(page: Image.Image, seed: int) -> tuple[bytes, str]:
    rng = np.random.default_rng(6000 + seed)
    width, height = page.size
    # The sheet bent: each column moved down by a bow across the page (a cylinder's curl).
    bow = float(rng.uniform(0.004, 0.012)) * height
    pixels = np.asarray(page, np.uint8)
    shift = (bow * np.sin(np.linspace(0, np.pi, width))).astype(int)
    bent = np.full((height + int(bow) + 2, width, 3), 255, np.uint8)
    for x in range(width):
        bent[shift[x] : shift[x] + height, x] = pixels[:, x]
    page = Image.fromarray(bent)
    width, height = page.size
    canvas = (int(width * 1.22), int(height * 1.15))
    table = Image.new("RGB", canvas, tuple(int(c) for c in rng.integers(60, 170, 3)))
    turn = np.radians(float(rng.uniform(-4, 4)))
    cx, cy = canvas[0] / 2, canvas[1] / 2
    corners = []
    for x, y in ((0, 0), (width, 0), (width, height), (0, height)):
        dx, dy = x - width / 2, y - height / 2
        dx, dy = dx * np.cos(turn) - dy * np.sin(turn), dx * np.sin(turn) + dy * np.cos(turn)
        squeeze = 1 - 0.06 * (1 - y / height) * float(rng.uniform(0.3, 1))  # far edge narrower
        corners.append((cx + dx * squeeze, cy + dy * 0.96 + rng.normal(0, height * 0.004)))
    c = _coefficients([(0, 0), (width, 0), (width, height), (0, height)], corners)
    warped = page.transform(canvas, Image.Transform.PERSPECTIVE, c, Image.Resampling.BICUBIC)
    mask = Image.new("L", page.size, 255).transform(canvas, Image.Transform.PERSPECTIVE, c)
    table.paste(warped, (0, 0), mask)
    lit = np.asarray(table, np.float32)
    ramp = np.linspace(1.0, float(rng.uniform(0.6, 0.85)), canvas[0])[None, :, None]
    if rng.random() < 0.5:
        ramp = ramp[:, ::-1]
    cast = np.array([1.0, 0.97, 0.88] if rng.random() < 0.5 else [0.9, 0.96, 1.0])
    lit = lit * ramp * cast + rng.normal(0, 5, lit.shape)
    image = Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8))
    length = int(rng.integers(1, 4))
    if length > 1:  # motion blur along the hand's shake
        image = image.filter(ImageFilter.BoxBlur(1)) if length == 2 else image.filter(
            ImageFilter.Kernel((3, 3), [0, 0, 0, 1, 1, 1, 0, 0, 0], 3))  # fmt: skip
    image = image.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.3, 0.8))))
    long_side = int(rng.integers(1600, 2601))
    scale = long_side / max(image.size)
    image = image.resize((round(image.width * scale), round(image.height * scale)))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=int(rng.integers(50, 86)))
    return buffer.getvalue(), "jpg"


def _pages(pdf: bytes) -> int:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        return len(document)
    finally:
        document.close()


def _make(sources) -> None:
    CACHE.mkdir(parents=True, exist_ok=True)
    index = []
    for number, (name, lang, pdf, truth) in enumerate(sorted(sources, key=lambda s: s[0])):
        count = _pages(pdf)
        if count == 1 and number % 2 == 1:
            content, ext = curl(_render(pdf, 200, 1)[0], number)
            kind = "photo"
        else:
            content, ext = copier(_render(pdf, (150, 200, 240, 300)[number % 4]), number)
            kind = "scan"
        file = f"{lang}-{name}-{kind}.{ext}"
        (CACHE / file).write_bytes(content)
        (CACHE / f"{file}.source.pdf").write_bytes(pdf)
        (CACHE / f"{file}.expected.json").write_text(
            json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8"
        )
        index.append({"file": file, "kind": kind, "language": lang, "layout": name.split("-")[0],
                      "kept": kept(name), "pages": count})  # fmt: skip
    (CACHE / "index.json").write_text(json.dumps(index, indent=1), encoding="utf-8")


def build(smoke: bool = False) -> list[Document]:
    if not (CACHE / "index.json").exists():
        _make(_sources())
    index = json.loads((CACHE / "index.json").read_text(encoding="utf-8"))
    if smoke:
        index = index[:1] + [i for i in index if i["language"] == "zh"][:1]
    return [
        Document(
            name=i["file"],
            kind=i["kind"],
            language=i["language"],
            layout=i["layout"],
            held_out=i["kept"],
            content=(CACHE / i["file"]).read_bytes(),
            expected=json.loads((CACHE / f"{i['file']}.expected.json").read_text("utf-8")),
            pdf=(CACHE / f"{i['file']}.source.pdf").read_bytes(),
        )
        for i in index
    ]
