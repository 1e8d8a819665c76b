"""What `compare_resumes` compares: a resume (by id, optionally at a version) or a JSON file.

Every problem is one sentence in `CompareInputError`, for the command's standard error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from resumes import services
from resumes.importing import MAX_IMPORT_BYTES, ImportRejected, read_document
from resumes.models import Resume
from resumes.schema import SECTIONS, ResumeEditError

_RESUME = re.compile(r"(?P<id>\d+)(?:@(?P<version>\d+))?")
_MAX_ID = 2**63 - 1


class CompareInputError(Exception):
    """OLD or NEW cannot be compared; the message says why in one sentence."""


@dataclass(frozen=True)
class Source:
    document: dict[str, Any]
    description: str


def load_source(spec: str) -> Source:
    """A resume id (`12`), a resume at a version (`12@3`), or a JSON Resume file's path.

    A value of digits is always a resume id; write `./12` for a file named 12.
    """
    match = _RESUME.fullmatch(spec)
    if match:
        return _resume(int(match.group("id")), match.group("version"))
    return _file(spec)


def _resume(resume_id: int, version: str | None) -> Source:
    resume = Resume.objects.filter(pk=resume_id).first() if resume_id <= _MAX_ID else None
    if resume is None:
        raise CompareInputError(f"There is no resume with id {resume_id}.")
    title = f"resume {resume.pk} “{resume.title}”"
    if version is None:
        return Source(document=resume.data, description=f"{title}, version {resume.version}")
    number = int(version)
    if not 1 <= number <= resume.version:
        raise CompareInputError(
            f"Resume {resume.pk} has no version {number}; its versions are 1 to {resume.version}."
        )
    try:
        document = services.revision_document(resume, number)
    except ResumeEditError as exc:
        raise CompareInputError(str(exc)) from None
    return Source(document=document, description=f"{title}, version {number}")


def _file(spec: str) -> Source:
    path = Path(spec)
    if not path.exists():
        raise CompareInputError(f"There is no file {spec} (and it is not a resume id).")
    if path.is_dir():
        raise CompareInputError(f"{spec} is a folder, not a JSON Resume file.")
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_IMPORT_BYTES + 1)
    except OSError as exc:
        raise CompareInputError(f"Cannot read {spec}: {exc.strerror}.") from None
    try:
        document = read_document(raw)
    except ImportRejected as exc:
        where, message = exc.problems[0]
        if not where:
            raise CompareInputError(f"{spec}: {message}") from None
        more = len(exc.problems) - 1
        also = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        raise CompareInputError(
            f"{spec} is not a JSON Resume: {where}: {message.rstrip('.')}{also}."
        ) from None
    if document and not set(document) & set(SECTIONS):
        raise CompareInputError(
            f"{spec} is not a JSON Resume: it has none of its sections "
            f"({', '.join(SECTIONS[:4])}, ...)."
        )
    return Source(document=document, description=f"file {spec}")
