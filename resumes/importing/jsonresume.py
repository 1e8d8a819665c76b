"""JSON Resume import: read an uploaded or pasted file, validate it whole, create a resume.

Nothing is created from a file with any problem; every problem is reported with its path.
"""

from __future__ import annotations

import codecs
import json
import re
from typing import Any

from django.utils.translation import gettext as _

from resumes import services
from resumes.models import Resume, ResumeLanguage, RevisionSource, Theme
from resumes.schema import DocumentInvalid, describe_value_type, validate_document

MAX_IMPORT_BYTES = 1_000_000
MAX_TITLE_CHARS = 200
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LETTER = re.compile(r"[A-Za-z\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
# Byte order marks a text editor may write; JSON itself is UTF-8 (RFC 8259).
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


class ImportRejected(Exception):
    """The file was not imported; `problems` lists (path, message) pairs, path "" for the file."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{p}: {m}" if p else m for p, m in problems))


def size_problem(size: int) -> tuple[str, str]:
    """The problem reported for a file over the size limit."""
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


def read_document(raw: bytes | str) -> dict[str, Any]:
    """The validated JSON Resume document in `raw`, or `ImportRejected` saying what is wrong."""
    size = len(raw.encode("utf-8")) if isinstance(raw, str) else len(raw)
    if size > MAX_IMPORT_BYTES:
        raise ImportRejected([size_problem(size)])
    text = raw if isinstance(raw, str) else _decode(raw)
    if not text.strip():
        raise ImportRejected([("", _("The file is empty; a JSON Resume document starts with {."))])
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise ImportRejected(
            [
                (
                    "",
                    _("This is not valid JSON: {error} (line {line}, column {column}).").format(
                        error=exc.msg, line=exc.lineno, column=exc.colno
                    ),
                )
            ]
        ) from None
    except ValueError as exc:
        raise ImportRejected([("", str(exc))]) from None
    except RecursionError:
        raise ImportRejected([("", _("The JSON is nested too deeply to be a resume."))]) from None
    if not isinstance(data, dict):
        raise ImportRejected(
            [
                (
                    "",
                    _(
                        "A JSON Resume document is one JSON object ({{ ... }}); this file holds "
                        "{kind}."
                    ).format(kind=describe_value_type(data)),
                )
            ]
        )
    try:
        return validate_document(data)
    except DocumentInvalid as exc:
        raise ImportRejected(exc.errors) from None


def import_resume(
    *,
    owner: Any,
    raw: bytes | str,
    title: str = "",
    language: str = "",
    theme: str = Theme.CLASSIC,
) -> Resume:
    """A new resume from a JSON Resume file; its first revision's source is "import".

    Without a language the resume's own text decides (mostly Chinese gives zh-hans); without
    a title the person's name and label make one.
    """
    document = read_document(raw)
    language = language or guess_language(document)
    title = " ".join((title or default_title(document)).split())[:MAX_TITLE_CHARS]
    return services.resume_create(
        owner=owner,
        title=title,
        data=document,
        source=RevisionSource.IMPORT,
        language=language,
        theme=theme,
    )


def guess_language(document: dict[str, Any]) -> str:
    """zh-hans when at least a fifth of the letters in the resume's text are Chinese."""
    texts = list(_strings(document))
    chinese = sum(len(_CJK.findall(text)) for text in texts)
    letters = sum(len(_LETTER.findall(text)) for text in texts)
    if letters and chinese * 5 >= letters:
        return ResumeLanguage.CHINESE
    return ResumeLanguage.ENGLISH


def default_title(document: dict[str, Any]) -> str:
    """A title from basics.name and basics.label ("Ada Lovelace – Engineer")."""
    basics = document.get("basics") or {}
    parts = [basics.get(key) for key in ("name", "label")]
    words = [part.strip() for part in parts if isinstance(part, str) and part.strip()]
    return " – ".join(words) or _("Imported resume")


def _decode(raw: bytes) -> str:
    for bom, encoding in _BOMS:
        if raw.startswith(bom):
            try:
                return raw.decode(encoding)
            except UnicodeDecodeError:
                break
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ImportRejected(
            [
                (
                    "",
                    _(
                        "The file is not UTF-8 text (byte 0x{byte} at position {position} "
                        "cannot be read). Save it as UTF-8 and import it again."
                    ).format(byte=f"{raw[exc.start]:02x}", position=exc.start),
                )
            ]
        ) from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(_("This is not valid JSON: {name} is not a JSON number.").format(name=name))


def _strings(value: Any) -> Any:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, child in value.items():
            if key not in {"url", "email", "image", "$schema"}:
                yield from _strings(child)
    elif isinstance(value, list):
        for child in value:
            yield from _strings(child)
