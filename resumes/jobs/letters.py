"""Cover letter exports (PDF, DOCX, Markdown) in the resume's theme.

The letter is exported as a small JSON Resume document: the resume's name and contact
details (`basics`) with the letter as its summary, so every theme and exporter lays it out
like the resume it goes with.
"""

from __future__ import annotations

from typing import Any

from resumes.exporting import ExportedFile, export_document
from resumes.jobs.models import TailoredVersion

LETTER_FORMATS = ("pdf", "docx", "markdown")
_CONTACT = ("name", "label", "email", "phone", "url", "location")


def letter_document(version: TailoredVersion, text: str) -> dict[str, Any]:
    basics = version.resume.data.get("basics") or {}
    letter_basics = {key: basics[key] for key in _CONTACT if basics.get(key)}
    letter_basics["summary"] = text
    return {"basics": letter_basics}


def export_cover_letter(version: TailoredVersion, text: str, fmt: str) -> ExportedFile:
    if fmt not in LETTER_FORMATS:
        raise ValueError(f"unknown cover letter format {fmt!r}")
    resume = version.resume
    return export_document(
        letter_document(version, text),
        fmt,
        theme=resume.theme,
        language=resume.language,
        name=f"{resume.title} - cover letter",
    )
