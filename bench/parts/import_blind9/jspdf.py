"""A web résumé builder's client-side 'Download PDF' drawn by **jsPDF** (`npm/jspdf.js`, jsPDF
3.0.3 pinned by `npm/package-lock.json`): a dark sidebar (Contact, skill groups, languages,
certificates in white and pale type, headings upper-cased) beside the main column (name,
headline, ruled upper-cased headings, the title in bold with its dates right-aligned, 'employer
· place' in blue, '•' bullets drawn apart from their lines, text wrapped by
`splitTextToSize`). English in the PDF's Helvetica, Chinese in WenQuanYi Micro Hei
embedded from a TTF cut out of its TTC (jsPDF takes no font collection). The same engine
wraps JPEG pages into an image-only PDF (the canvas_pdf images)."""

from __future__ import annotations

import base64
import struct
import tempfile
from dataclasses import asdict
from pathlib import Path

from bench.parts.import_blind4.model import Page
from bench.parts.import_blind9.webdocx import node
from bench.parts.import_blind9.webdocx import source_text as page_text

WQY = Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")


def first_font(collection: bytes) -> bytes:
    """The first font of a TrueType collection as a TTF: its table directory with the tables
    moved behind it."""
    offset = struct.unpack(">I", collection[12:16])[0]
    _version, count = struct.unpack(">IH", collection[offset : offset + 6])
    tables = [struct.unpack(">4sIII", collection[offset + 12 + 16 * n : offset + 28 + 16 * n])
              for n in range(count)]  # fmt: skip
    head = bytearray(collection[offset : offset + 12])
    body, place = bytearray(), 12 + 16 * count
    for tag, checksum, start, length in tables:
        head += struct.pack(">4sIII", tag, checksum, place + len(body), length)
        body += collection[start : start + length] + b"\0" * (-length % 4)
    return bytes(head + body)


def cjk_font() -> Path:
    if not WQY.exists():
        raise RuntimeError(f"{WQY} missing: install fonts-wqy-microhei (scripts/bootstrap.sh test)")
    out = Path(tempfile.gettempdir()) / "blind9_wqy_microhei.ttf"
    if not out.exists():
        out.write_bytes(first_font(WQY.read_bytes()))
    return out


def spec(p: Page) -> dict:
    """The page and the font jsPDF embeds for Chinese."""
    page = asdict(p)
    page["contact"] = "联系方式" if p.zh else "Contact"
    return {"page": page, "font": str(cjk_font()) if p.zh else ""}


def to_pdf(job: dict) -> bytes:
    return node("jspdf.js", job)


def wrap_images(jpegs: list[bytes]) -> bytes:
    """JPEG pages as one image-only PDF, each page filling A4."""
    return node("jspdf.js", {"images": [base64.b64encode(j).decode() for j in jpegs]})


def source_text(job: dict) -> str:
    return page_text(job["page"])
