"""Any two versions of a resume compared with the guard, for the History page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _

from resumes import services
from resumes.models import Resume
from resumes.schema import ResumeEditError
from resumes.trust.compare import Comparison, compare_documents


class CompareError(Exception):
    """The two versions cannot be compared; the message (translated) says why."""


@dataclass(frozen=True)
class RevisionComparison:
    old_version: int
    new_version: int
    old_document: dict[str, Any]
    new_document: dict[str, Any]
    comparison: Comparison


def parse_version(value: Any, *, resume: Resume) -> int:
    """A version number of `resume` from a form value, or `CompareError` saying what is wrong."""
    text = str(value).strip() if value is not None else ""
    if not text:
        raise CompareError(_("Pick the two versions to compare."))
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        raise CompareError(_("“{value}” is not a version number.").format(value=text[:40]))
    version = int(text)
    if not 1 <= version <= resume.version:
        raise CompareError(
            _("There is no version {version}; this resume has versions 1 to {latest}.").format(
                version=version, latest=resume.version
            )
        )
    return version


def compare_revisions(*, resume: Resume, old_version: Any, new_version: Any) -> RevisionComparison:
    """Compare the resume at `old_version` with the resume at `new_version` (either order)."""
    old_number = parse_version(old_version, resume=resume)
    new_number = parse_version(new_version, resume=resume)
    documents = []
    for number in (old_number, new_number):
        try:
            documents.append(services.revision_document(resume, number))
        except ResumeEditError:
            raise CompareError(
                _("Version {version} cannot be rebuilt from the history.").format(version=number)
            ) from None
    return RevisionComparison(
        old_version=old_number,
        new_version=new_number,
        old_document=documents[0],
        new_document=documents[1],
        comparison=compare_documents(documents[0], documents[1]),
    )
