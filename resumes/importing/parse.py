"""Bytes to a draft: the kind is told by the content (not the name), then the matching reader
and the layout pipeline. No Django, no network: this runs in the worker process."""

from __future__ import annotations

import json
import re
import time

from resumes.importing.archive import open_zip
from resumes.importing.errors import ParseFailure
from resumes.importing.linkedin import is_linkedin, read_linkedin
from resumes.importing.linkedin_pdf import is_linkedin_profile, profile_draft
from resumes.importing.pipeline import UNPLACED_KEY, Draft, build_draft
from resumes.importing.plaintext import decode_text, markdown_lines, text_lines

MAX_TEXT_CHARS = 300_000
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


def parse_bytes(data: bytes) -> Draft:
    """The draft of a resume file of any kind but JSON (which is read as it is)."""
    started = time.perf_counter()
    if not data.strip():
        raise ParseFailure("empty")
    kind = detect(data)
    if kind == "pdf":
        from resumes.importing.pdf import read_pdf

        lines, facts = read_pdf(data)
        if is_linkedin_profile(lines):
            draft = profile_draft(lines, facts)
        else:
            draft = build_draft(lines, kind="pdf", facts=facts)
    elif kind == "zip":
        archive = open_zip(data)
        names = archive.namelist()
        if "word/document.xml" in names:
            from resumes.importing.wordfile import read_docx

            draft = build_draft(read_docx(data), kind="docx")
        elif is_linkedin(names):
            document, text = read_linkedin(archive)
            draft = Draft(
                document,
                text,
                [],
                "linkedin",
                {
                    "kind": "linkedin",
                    "sections": [
                        {"section": key, "heading": key, "entries": len(value)}
                        for key, value in document.items()
                        if isinstance(value, list)
                    ],
                    "unplaced": 0,
                },
            )
        else:
            raise ParseFailure("unknown_zip")
    elif kind in {"markdown", "text"}:
        text = decode_text(data)
        if len(text) > MAX_TEXT_CHARS:
            raise ParseFailure("too_much_text", chars=len(text), limit=MAX_TEXT_CHARS)
        lines = markdown_lines(text) if kind == "markdown" else text_lines(text)
        draft = build_draft(lines, kind=kind)
    elif kind == "doc":
        raise ParseFailure("old_doc")
    elif kind == "image":
        from resumes.importing.ocr import read_image

        lines, facts = read_image(data)
        draft = build_draft(lines, kind="image", facts=facts)
    elif kind == "rtf":
        raise ParseFailure("unsupported", kind="RTF")
    elif kind == "json":
        raise ParseFailure("failed", detail="JSON is read without the parser")
    else:
        raise ParseFailure("binary")
    if not any(k for k in draft.document if k != UNPLACED_KEY) and not draft.unplaced:
        raise ParseFailure("no_text")
    draft.report["seconds"] = round(time.perf_counter() - started, 3)
    return draft


def draft_to_json(draft: Draft) -> str:
    return json.dumps(
        {
            "document": draft.document,
            "source_text": draft.source_text,
            "unplaced": draft.unplaced,
            "kind": draft.kind,
            "report": draft.report,
        },
        ensure_ascii=False,
    )
