"""Resume exports: JSON Resume, Markdown, PDF and DOCX, all read from the same sections."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from resumes.exporting.jsonresume import render_json
from resumes.exporting.markdown import render_markdown

if TYPE_CHECKING:
    from resumes.models import Resume

FORMATS = ("json", "markdown", "pdf", "docx")
_TYPES = {
    "json": ("application/json; charset=utf-8", "json"),
    "markdown": ("text/markdown; charset=utf-8", "md"),
    "pdf": ("application/pdf", "pdf"),
    "docx": ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"),
}
# Characters no file system or browser accepts in a file name.
_UNSAFE_IN_FILENAME = re.compile(r'[\x00-\x1f\x7f/\\:*?"<>|]+')


@dataclass(frozen=True)
class ExportedFile:
    """An exported resume: its bytes, MIME type and a file name for the download."""

    content: bytes
    content_type: str
    filename: str


def export_document(
    data: dict[str, Any],
    fmt: str,
    *,
    theme: str,
    language: str,
    name: str,
    page_size: str = "a4",
) -> ExportedFile:
    """The document in `fmt` (one of FORMATS); `name` becomes the file name."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; one of {', '.join(FORMATS)}")
    # The PDF's and the Word file's libraries load only when asked for (WeasyPrint is heavy).
    if fmt == "json":
        content = render_json(data)
    elif fmt == "markdown":
        content = render_markdown(data, language=language).encode("utf-8")
    elif fmt == "pdf":
        # WeasyPrint loads only when a PDF is asked for (it is slow to import).
        from resumes.exporting.pdf import render_pdf

        content = render_pdf(data, theme=theme, language=language, page_size=page_size, title=name)
    else:
        # python-docx loads only when a Word file is asked for.
        from resumes.exporting.docx import render_docx

        content = render_docx(data, language=language, page_size=page_size, title=name)
    content_type, extension = _TYPES[fmt]
    return ExportedFile(content, content_type, export_filename(name, extension))


def export_resume(
    resume: Resume, fmt: str, *, page_size: str = "a4", theme: str = ""
) -> ExportedFile:
    """The owner's export of a resume, named after its title (in its own theme by default)."""
    return export_document(
        resume.data,
        fmt,
        theme=theme or resume.theme,
        language=resume.language,
        name=resume.title,
        page_size=page_size,
    )


def export_filename(name: str, extension: str) -> str:
    """A file name kept readable (spaces, CJK) with only unsafe characters replaced."""
    stem = " ".join(_UNSAFE_IN_FILENAME.sub("-", name).split()).strip(" .-")[:120]
    return f"{stem or 'resume'}.{extension}"
