"""JSON Resume files: read and validated whole, every problem reported with its path; and the
title and language an imported resume gets when none is given."""

from __future__ import annotations

import json
import re
from typing import Any

from django.utils.translation import gettext as _

from resumes.importing.errors import MAX_IMPORT_BYTES, ImportRejected, size_problem
from resumes.importing.plaintext import bom_decoded
from resumes.schema import DocumentInvalid, describe_value_type, validate_document

MAX_TITLE_CHARS = 200
CHINESE, ENGLISH = "zh-hans", "en"
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LETTER = re.compile(r"[A-Za-z\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


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


def decode(raw: bytes) -> str:
    return _decode(raw)


def guess_language(document: dict[str, Any]) -> str:
    """zh-hans when at least a fifth of the letters in the resume's text are Chinese."""
    texts = list(_strings(document))
    chinese = sum(len(_CJK.findall(text)) for text in texts)
    letters = sum(len(_LETTER.findall(text)) for text in texts)
    if letters and chinese * 5 >= letters:
        return CHINESE
    return ENGLISH


def default_title(document: dict[str, Any]) -> str:
    """A title from basics.name and basics.label ("Ada Lovelace – Engineer")."""
    basics = document.get("basics") or {}
    parts = [basics.get(key) for key in ("name", "label")]
    words = [part.strip() for part in parts if isinstance(part, str) and part.strip()]
    return " – ".join(words) or _("Imported resume")


def _decode(raw: bytes) -> str:
    """A byte order mark a text editor may write decides; else UTF-8, as JSON is (RFC 8259)."""
    if (text := bom_decoded(raw)) is not None:
        return text
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
