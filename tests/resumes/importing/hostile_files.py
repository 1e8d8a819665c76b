"""Hostile and broken files for the import tests, made on the fly (small, deterministic)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pypdfium2 as pdfium
from pypdf import PdfReader, PdfWriter

CORPUS = Path(__file__).parent / "corpus" / "files"


def good_pdf() -> bytes:
    return (CORPUS / "en_weasyprint_single.pdf").read_bytes()


def good_docx() -> bytes:
    return (CORPUS / "en_tables.docx").read_bytes()


def blank_pages(count: int) -> bytes:
    """A PDF of `count` pages without any text (as a scan without OCR reads)."""
    document = pdfium.PdfDocument.new()
    for _ in range(count):
        document.new_page(595, 842)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def encrypted_pdf() -> bytes:
    writer = PdfWriter()
    for page in PdfReader(io.BytesIO(good_pdf())).pages:
        writer.add_page(page)
    writer.encrypt(user_password="secret", owner_password="owner")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def corrupt_pdf() -> bytes:
    return b"%PDF-1.7\n" + bytes(range(256)) * 40 + b"\n%%EOF\n"


def truncated_pdf() -> bytes:
    data = good_pdf()
    return data[: len(data) // 2]


def truncated_docx() -> bytes:
    data = good_docx()
    return data[: len(data) // 2]


def empty_docx() -> bytes:
    from docx import Document

    out = io.BytesIO()
    Document().save(out)
    return out.getvalue()


def zip_bomb(*, docx: bool) -> bytes:
    """A zip whose one entry inflates 60 MB of zeros from about 60 KB (a docx when asked)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        if docx:
            with zipfile.ZipFile(io.BytesIO(good_docx())) as source:
                for info in source.infolist():
                    if info.filename != "word/document.xml":
                        archive.writestr(info, source.read(info))
        with archive.open("word/document.xml" if docx else "Profile.csv", "w") as entry:
            chunk = b"\0" * 1_000_000
            for _ in range(61):
                entry.write(chunk)
    return out.getvalue()


def old_word() -> bytes:
    return b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 2048


def png() -> bytes:
    return b"\x89PNG\r\n\x1a\n" + b"\0" * 64


def blank_photo() -> bytes:
    """A JPEG of an empty grey page with some noise: nothing to read."""
    import numpy as np
    from PIL import Image

    pixels = np.random.default_rng(3).normal(200, 6, (1200, 900)).clip(0, 255).astype("uint8")
    out = io.BytesIO()
    Image.fromarray(pixels).save(out, "JPEG")
    return out.getvalue()


def pixel_bomb() -> bytes:
    """A small PNG that claims 30,000 x 30,000 pixels (900 megapixels once decoded)."""
    from PIL import Image

    out = io.BytesIO()
    Image.new("1", (30_000, 30_000)).save(out, "PNG")
    return out.getvalue()


def random_zip() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("photo.jpg", b"not really a photo")
    return out.getvalue()
