"""The exported PDF read by the project's own importer: which of the resume's fields come back.

Facts compared, each by its normalized text: the basics (name, headline, email, phone digits,
website, summary) and, per section, each entry's fields that a theme prints (names, titles,
dates as year and month, highlights, courses, keywords). A fact is kept when the re-imported
document has the same field with the same value in the same section, in any entry.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from resumes.ats.findings import CheckSkipped, Finding
from resumes.ats.inputs import CheckInput
from resumes.ats.texts import quote
from resumes.exporting.formatting import as_dict, as_dicts, as_text
from resumes.importing import worker
from resumes.importing.errors import ParseFailure

MAX_LOST_SHOWN = 12
# The worker's refusals that say nothing of the PDF: the check could not run.
_NOT_THE_FILES_FAULT = {"busy", "timeout", "memory"}
BASICS = ("name", "label", "email", "phone", "url", "summary")
FIELDS: dict[str, tuple[str, ...]] = {
    "work": ("name", "position", "startDate", "endDate", "location", "highlights"),
    "volunteer": ("organization", "position", "startDate", "endDate", "highlights"),
    "education": ("institution", "studyType", "area", "startDate", "endDate", "score", "courses"),
    "projects": ("name", "startDate", "endDate", "description", "highlights"),
    "awards": ("title", "awarder", "date"),
    "certificates": ("name", "issuer", "date"),
    "publications": ("name", "publisher", "releaseDate"),
    "skills": ("name", "keywords"),
    "languages": ("language", "fluency"),
    "interests": ("name", "keywords"),
}
_DATE_FIELDS = {"startDate", "endDate", "date", "releaseDate"}
_CJK_SPACE = re.compile(r"(?<=[\u3000-\u9fff\uff00-\uffef])\s+|\s+(?=[\u3000-\u9fff\uff00-\uffef])")


def norm(value: Any, kind: str = "") -> str:
    text = unicodedata.normalize("NFKC", str(value)).strip().lower()
    if kind == "phone":
        return re.sub(r"\D", "", text)
    if kind == "url":
        return re.sub(r"^(https?://)?(www\.)?", "", text).rstrip("/")
    if kind == "date":
        return text[:7]
    text = _CJK_SPACE.sub("", text)
    return re.sub(r"\s+", " ", text).strip(" .,;:·|-–—()（）。，")


def _kind(field: str) -> str:
    if field == "phone":
        return "phone"
    if field == "url":
        return "url"
    return "date" if field in _DATE_FIELDS else ""


def facts(data: dict[str, Any]) -> list[tuple[str, str, str, str]]:
    """(path, section.field, normalized value, original text) of every fact compared."""
    out: list[tuple[str, str, str, str]] = []
    basics = as_dict(data.get("basics"))
    for field in BASICS:
        text = as_text(basics.get(field))
        if text and norm(text, _kind(field)):
            out.append((f"basics.{field}", f"basics.{field}", norm(text, _kind(field)), text))
    for section, fields in FIELDS.items():
        for i, entry in enumerate(as_dicts(data.get(section))):
            for field in fields:
                value = entry.get(field)
                items = value if isinstance(value, list) else [value]
                for j, item in enumerate(items):
                    text = as_text(item)
                    if not text or not norm(text, _kind(field)):
                        continue
                    path = f"{section}[{i}].{field}" + (f"[{j}]" if isinstance(value, list) else "")
                    out.append((path, f"{section}.{field}", norm(text, _kind(field)), text))
    return out


def compare(original: dict[str, Any], imported: dict[str, Any]) -> tuple[list[tuple], int]:
    """The facts of `original` that `imported` lost, and how many were compared."""
    have: dict[str, set[str]] = {}
    for _path, where, value, _text in facts(imported):
        have.setdefault(where, set()).add(value)
    wanted = facts(original)
    lost = [fact for fact in wanted if fact[2] not in have.get(fact[1], set())]
    return lost, len(wanted)


def reimport(inp: CheckInput) -> list[Finding]:
    pdf = inp.pdf
    try:
        draft = worker.parse_in_worker(pdf)
    except ParseFailure as failure:
        if failure.code in _NOT_THE_FILES_FAULT:
            raise CheckSkipped("importer_failed", error=failure.code) from None
        params = {"failure": failure.code, "failure_params": failure.params}
        return [Finding("reimport", "error", "not_imported", None, None, params)]
    except Exception as exc:  # the importer's worker could not run here
        raise CheckSkipped("importer_failed", error=type(exc).__name__) from None
    lost, total = compare(inp.data, draft.document)
    if not total:
        raise CheckSkipped("nothing_to_compare")
    findings = []
    share = 1 - len(lost) / total
    for path, _where, _value, text in lost[:MAX_LOST_SHOWN]:
        findings.append(Finding("reimport", "warning", "lost_field", path, quote(text)))
    if len(lost) > MAX_LOST_SHOWN:
        findings.append(
            Finding(
                "reimport",
                "info",
                "more_lost",
                None,
                None,
                {"count": len(lost) - MAX_LOST_SHOWN, "kept": round(100 * share)},
            )
        )
    return findings
