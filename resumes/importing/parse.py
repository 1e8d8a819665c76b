"""Bytes to a draft: the kind is told by the content (not the name), then the matching reader
and the layout pipeline. No Django, no network: this runs in the worker process."""

from __future__ import annotations

import json
import time

from resumes.importing.archive import open_zip
from resumes.importing.draft import UNPLACED_KEY, Draft
from resumes.importing.errors import ParseFailure
from resumes.importing.kinds import detect
from resumes.importing.pipeline import build_draft
from resumes.importing.plaintext import decode_text, markdown_lines, text_lines

__all__ = ["MAX_TEXT_CHARS", "detect", "draft_to_json", "parse_bytes"]

MAX_TEXT_CHARS = 300_000


def parse_bytes(data: bytes) -> Draft:
    """The draft of a resume file of any kind but JSON (which is read as it is)."""
    started = time.perf_counter()
    if not data.strip():
        raise ParseFailure("empty")
    kind = detect(data)
    if kind == "pdf":
        # Each reader loads on first use: the worker that reads a DOCX never loads PDFium
        # nor the LinkedIn profile reader.
        from resumes.importing.linkedin_pdf import is_linkedin_profile, profile_draft
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
        elif _linkedin_names(names):
            from resumes.importing.linkedin import read_linkedin

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


def _linkedin_names(names: list[str]) -> bool:
    from resumes.importing.linkedin import is_linkedin

    return is_linkedin(names)


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
