"""Why a file could not be imported: one sentence per reason, translated where it is shown.

Parsers (which run in a worker process without Django) raise `ParseFailure` with a code and
parameters; `ImportRejected` carries the translated (path, message) problems to the caller.
"""

from __future__ import annotations

from typing import Any

MAX_IMPORT_BYTES = 10_000_000
MAX_PAGES = 30


class ParseFailure(Exception):
    """A file the parsers cannot read; `code` names why, `params` fill in the sentence."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code)


class ImportRejected(Exception):
    """The file was not imported; `problems` lists (path, message) pairs, path "" for the file."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{p}: {m}" if p else m for p, m in problems))


def message(code: str, params: dict[str, Any]) -> str:
    """The sentence for a ParseFailure code, in the active language."""
    from django.utils.translation import gettext as _

    sentences = {
        "empty": _("The file is empty: there is no text in it to import."),
        "no_text": _("No text was found in this file, so there is nothing to import."),
        "no_text_layer": _(
            "This PDF has no text layer (it is a scan or a picture of text); export it from "
            "your editor as a PDF with text, or paste the text instead."
        ),
        "encrypted": _(
            "This file is protected by a password; remove the protection in the program that "
            "made it and import it again."
        ),
        "corrupt_pdf": _("This PDF is damaged and cannot be read; export or download it again."),
        "truncated_pdf": _(
            "This PDF is incomplete (the end of the file is missing); download or export it again."
        ),
        "corrupt_zip": _(
            "This file is damaged and cannot be read (it is not a complete Word or zip file); "
            "save or download it again."
        ),
        "too_many_pages": _("This PDF has {pages} pages; a resume can have at most {limit}."),
        "too_much_text": _(
            "This file holds far more text than a resume ({chars} characters); import at most "
            "{limit} characters."
        ),
        "bomb": _(
            "This file unpacks to far more data than a resume needs ({size} MB); it was not opened."
        ),
        "old_doc": _(
            "This is an old Word 97–2003 .doc file; save it as .docx or PDF and import that."
        ),
        "image": _(
            "This is a picture, not a document with text; import the resume as PDF, Word, "
            "Markdown or plain text."
        ),
        "unreadable": _(
            "No readable text was found in this picture or scan; take a sharper, well-lit "
            "photo of the page, or import the resume as PDF, Word or text."
        ),
        "corrupt_image": _("This picture is damaged and cannot be read; save or export it again."),
        "unknown_zip": _(
            "This zip file is neither a Word document nor a LinkedIn data export (it has no "
            "Profile.csv or Positions.csv)."
        ),
        "unsupported": _(
            "This kind of file ({kind}) cannot be imported; use PDF, Word (.docx), Markdown, "
            "plain text, JSON Resume or a LinkedIn export (.zip)."
        ),
        "binary": _(
            "This file is not a document this app can read; use PDF, Word (.docx), Markdown, "
            "plain text, JSON Resume or a LinkedIn export (.zip)."
        ),
        "timeout": _(
            "Reading this file took longer than {seconds} seconds, so it was stopped; the file "
            "may be damaged or far larger than a resume."
        ),
        "memory": _(
            "Reading this file needed more memory than allowed, so it was stopped; the file may "
            "be damaged or far larger than a resume."
        ),
        "busy": _("The server is reading other files right now; try again in a minute."),
        "failed": _("This file could not be read ({detail})."),
    }
    template = sentences.get(code, sentences["failed"])
    values = {
        key: f"{value:,}" if isinstance(value, int) else value for key, value in params.items()
    }
    values.setdefault("detail", code)
    try:
        return template.format(**values)
    except (KeyError, IndexError):
        return template


def size_problem(size: int) -> tuple[str, str]:
    """The problem reported for a file over the size limit."""
    from django.utils.translation import gettext as _

    return (
        "",
        _(
            "The file is too large ({size} bytes); a resume to import can be at most "
            "{limit} bytes ({megabytes} MB)."
        ).format(
            size=f"{size:,}",
            limit=f"{MAX_IMPORT_BYTES:,}",
            megabytes=f"{MAX_IMPORT_BYTES / 1_000_000:g}",
        ),
    )
