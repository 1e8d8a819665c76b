"""What kind of file a resume is, told by its content (not its name): light enough for the
Django side (the upload, `import_resume`) to decide without loading the parsers, which run in
the worker process (`parse.py`)."""

from __future__ import annotations

import re

from resumes.importing.plaintext import decode_text

_MARKDOWN_SIGNS = (
    re.compile(r"^\s{0,3}#{1,6}\s+\S", re.M),
    re.compile(r"\*\*[^*\n]+\*\*|__[^_\n]+__"),
    re.compile(r"\[[^\]\n]+\]\([^)\n]+\)"),
    re.compile(r"^\s*\|.+\|\s*$", re.M),
    re.compile(r"^\s{0,3}(?:={3,}|-{3,})\s*$", re.M),
)


def detect(data: bytes) -> str:
    """pdf, docx, linkedin, zip, doc, image, rtf, json, markdown, text or binary."""
    head = data[:1024]
    if b"%PDF-" in head:
        return "pdf"
    if data.startswith(b"PK\x03\x04") or data.startswith(b"PK\x05\x06"):
        return "zip"
    if data.startswith(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"):
        return "doc"  # an OLE file: Word 97-2003, or a password-protected .docx
    if data.startswith((b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"II*\x00", b"MM\x00*", b"BM")):
        return "image"
    if data[:12].startswith(b"RIFF") and data[8:12] == b"WEBP":
        return "image"
    if data.lstrip().startswith(b"{\\rtf"):
        return "rtf"
    sample = data[:4096]
    if (
        sample.count(b"\x00") > len(sample) // 4
        and not sample.startswith((b"\xff\xfe", b"\xfe\xff"))
        and not re.match(rb"^(?:[\x00-\x7f]\x00)+", sample)
    ):
        return "binary"
    text = decode_text(data[:65536])
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith(("{", "[")):
        return "json"
    controls = sum(1 for ch in text[:4096] if ord(ch) < 32 and ch not in "\r\n\t\f")
    if controls > 8 or text[:4096].count("\ufffd") > 8:
        return "binary"
    if sum(1 for pattern in _MARKDOWN_SIGNS if pattern.search(text)) >= 1 and re.search(
        r"^\s{0,3}#{1,6}\s+\S|\*\*[^*\n]+\*\*|\[[^\]\n]+\]\([^)\n]+\)", text, re.M
    ):
        return "markdown"
    return "text"
