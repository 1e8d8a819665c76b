"""Files to resumes: a draft from any supported file (`draft_from_file`), then a stored
resume with its original file, source text, unplaced text and report (`import_draft`).

`draft_from_file` is the seam for a later correction step: it returns the draft document,
the source text and the unplaced text without storing anything.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.db import transaction

from resumes import services
from resumes.importing.draft import UNPLACED_KEY, Draft
from resumes.importing.errors import (
    MAX_IMPORT_BYTES,
    ImportRejected,
    ParseFailure,
    message,
    size_problem,
)
from resumes.importing.jsonresume import decode, default_title, guess_language, read_document
from resumes.importing.kinds import detect
from resumes.importing.worker import parse_in_worker, parse_in_worker_async
from resumes.models import ImportSource, Resume, RevisionSource, Theme
from resumes.schema import DocumentInvalid, validate_document

MAX_TITLE_CHARS = 200
MAX_FILENAME_CHARS = 255


def draft_from_file(*, raw: bytes | str) -> Draft:
    """The draft of a file of any supported kind; `ImportRejected` with one sentence if not."""
    data = _bytes(raw)
    if (draft := _json_draft_or_none(data)) is not None:
        return draft
    with _parse_failure_rejected():
        draft = parse_in_worker(data)
    return _settled(draft)


async def draft_from_file_async(*, raw: bytes | str) -> Draft:
    """As `draft_from_file`, awaiting the worker instead of blocking a thread on it."""
    data = _bytes(raw)
    if (draft := _json_draft_or_none(data)) is not None:
        return draft
    with _parse_failure_rejected():
        draft = await parse_in_worker_async(data)
    return _settled(draft)


def _json_draft_or_none(data: bytes) -> Draft | None:
    """The draft of a JSON file, read here; None for a file the worker must parse."""
    kind = detect(data) if data.strip() else "empty"
    return _json_draft(data) if kind == "json" else None


@contextmanager
def _parse_failure_rejected() -> Iterator[None]:
    """A parse failure from the worker, as the one sentence `ImportRejected` carries."""
    try:
        yield
    except ParseFailure as failure:
        raise ImportRejected([("", message(failure.code, failure.params))]) from None


def import_resume(
    *,
    owner: Any,
    raw: bytes | str,
    title: str = "",
    language: str = "",
    theme: str = Theme.CLASSIC,
    filename: str = "",
) -> Resume:
    """A new resume from a file of any supported kind; its first revision's source is
    "import". Without a language the resume's text decides; without a title its name and
    label make one. Nothing is created when the file cannot be read."""
    draft = draft_from_file(raw=raw)
    return import_draft(
        owner=owner,
        draft=draft,
        raw=raw,
        filename=filename,
        title=title,
        language=language,
        theme=theme,
    )


def import_draft(
    *,
    owner: Any,
    draft: Draft,
    raw: bytes | str,
    filename: str = "",
    title: str = "",
    language: str = "",
    theme: str = Theme.CLASSIC,
) -> Resume:
    """Stores a draft as a new resume, with the original file beside it."""
    data = _bytes(raw)
    language = language or guess_language(draft.document)
    title = " ".join((title or default_title(draft.document)).split())[:MAX_TITLE_CHARS]
    with transaction.atomic():
        resume = services.resume_create(
            owner=owner,
            title=title,
            data=draft.document,
            source=RevisionSource.IMPORT,
            language=language,
            theme=theme,
        )
        ImportSource.objects.create(
            resume=resume,
            filename=_clean_filename(filename),
            kind=draft.kind,
            size=len(data),
            original=data,
            source_text=draft.source_text,
            unplaced=draft.unplaced,
            report=draft.report,
        )
    return resume


def import_source_for(resume: Resume) -> ImportSource | None:
    """The resume's import record without the file's bytes, or None."""
    return ImportSource.objects.defer("original").filter(resume=resume).first()


def import_card(resume: Resume) -> str:
    """One line on what an import found, for the chat: "Imported resume.pdf: 4 jobs,
    2 schools, 3 lines not placed" (counts as the parser found them)."""
    from django.utils.translation import gettext as _
    from django.utils.translation import ngettext

    source = import_source_for(resume)
    if source is None:
        return _("Imported resume")
    found: dict[str, int] = {}
    for item in (source.report or {}).get("sections", []):
        key = item.get("section") or ""
        found[key] = found.get(key, 0) + int(item.get("entries") or 0)
    jobs, schools, left = found.get("work", 0), found.get("education", 0), len(source.unplaced)
    counts = ", ".join(
        [
            ngettext("%(n)d job", "%(n)d jobs", jobs) % {"n": jobs},
            ngettext("%(n)d school", "%(n)d schools", schools) % {"n": schools},
            ngettext("%(n)d line not placed", "%(n)d lines not placed", left) % {"n": left},
        ]
    )
    return _("Imported %(name)s: %(counts)s") % {
        "name": source.filename or source.kind,
        "counts": counts,
    }


def _bytes(raw: bytes | str) -> bytes:
    data = raw.encode("utf-8") if isinstance(raw, str) else bytes(raw)
    if len(data) > MAX_IMPORT_BYTES:
        raise ImportRejected([size_problem(len(data))])
    if not data.strip():
        raise ImportRejected([("", message("empty", {}))])
    return data


def _json_draft(data: bytes) -> Draft:
    document = read_document(data)
    sections = [
        {"section": key, "heading": key, "entries": len(value) if isinstance(value, list) else 1}
        for key, value in document.items()
        if key not in {"$schema", "meta"} and value
    ]
    report = {"kind": "json", "sections": sections, "unplaced": 0}
    return Draft(document, decode(data), [], "json", report)


def _settled(draft: Draft) -> Draft:
    """The draft made valid JSON Resume: a value the schema refuses moves to the unplaced text."""
    document = draft.document
    for _ in range(5):
        try:
            draft.document = validate_document(document)
            return draft
        except DocumentInvalid as exc:
            moved = False
            for path, _problem in exc.errors:
                value = _pop(document, path)
                if value is not None:
                    draft.unplaced.append(str(value))
                    moved = True
            document.setdefault(UNPLACED_KEY, [])
            document[UNPLACED_KEY] = list(dict.fromkeys(draft.unplaced))
            if not moved:
                break
    raise ImportRejected([("", message("failed", {"detail": "the result was not valid"}))])


def _pop(document: dict[str, Any], path: str) -> Any:
    steps = [int(s) if s.isdigit() else s for s in re.findall(r"[^.\[\]]+", path)]
    if not steps:
        return None
    target: Any = document
    for step in steps[:-1]:
        try:
            target = target[step]
        except (KeyError, IndexError, TypeError):
            return None
    try:
        return target.pop(steps[-1])
    except (KeyError, IndexError, TypeError, AttributeError):
        return None


def _clean_filename(name: str) -> str:
    name = re.split(r"[\\/]", name or "")[-1]
    name = "".join(ch for ch in name if ch.isprintable())
    return name.strip()[:MAX_FILENAME_CHARS]
