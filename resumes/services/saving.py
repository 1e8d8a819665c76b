"""Saving a change under the optimistic lock: lock the row, check the caller's version, plan the
new document, write it with one revision; a stale version gets a message saying what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.db import OperationalError, connection, transaction
from django.db.models import F
from django.utils import timezone

from resumes import paths
from resumes.models import Resume, ResumeRevision, RevisionSource
from resumes.schema import ResumeEditError
from resumes.services.checks import revision_source

_WRITE_ATTEMPTS = 3


class StaleVersionError(ResumeEditError):
    """The caller's version is not the stored one; the message says what changed since."""

    def __init__(self, message: str, *, expected_version: int, current_version: int) -> None:
        self.expected_version = expected_version
        self.current_version = current_version
        super().__init__(message)


@dataclass(frozen=True)
class EditResult:
    """A saved change: the resume as it is now, its new revision (None when nothing changed),
    the paths it changed, and the value now at the edited place (one per operation in a batch).
    """

    resume: Resume
    revision: ResumeRevision | None
    changed_paths: list[str]
    value_after: Any

    def document_before(self) -> dict[str, Any] | None:
        """The document as it was before this change (for the guard, which compares the two);
        None when nothing changed or the revision's inverse no longer applies."""
        if self.revision is None:
            return None
        try:
            return paths.apply_patch(self.resume.data, self.revision.inverse)
        except paths.PatchError:
            return None


@dataclass(frozen=True)
class Planned:
    """What a writer plans to save: the new document, the paths it changes, the value now at
    the edited place, and the revision's summary.
    """

    document: dict[str, Any]
    changed_paths: list[str]
    value_after: Any
    summary: str


class _LostRace(Exception):
    """Another writer saved between our read and our write (only possible without row locks)."""


def save(
    *,
    resume: Resume,
    plan: Callable[[dict[str, Any], Resume], Planned],
    source: RevisionSource | str,
    author: Any,
    expected_version: int | None,
    tool_call: Any = None,
    summary: str = "",
    approved_by: Any = None,
) -> EditResult:
    """Lock the row, check the version, plan the new document, save it with its revision.

    `approved_by` is the person who accepted an edit someone else (the agent) proposed.
    """
    source = revision_source(source)
    expected_version = _expected(expected_version)
    for _attempt in range(_WRITE_ATTEMPTS):
        try:
            with transaction.atomic():
                locked = _lock(resume)
                if expected_version is not None and expected_version != locked.version:
                    raise _stale(locked, expected_version, author)
                planned = plan(locked.data, locked)
                if paths.same_json(planned.document, locked.data):
                    _copy_state(resume, locked)
                    return EditResult(resume, None, [], planned.value_after)
                revision = _write(
                    locked,
                    planned,
                    source,
                    author,
                    tool_call,
                    summary or planned.summary,
                    approved_by=approved_by,
                )
        except _LostRace:
            continue
        except OperationalError as exc:
            # SQLite has no row locks: a writer whose snapshot went stale is refused outright.
            if connection.vendor != "sqlite" or "locked" not in str(exc):
                raise
            continue
        _copy_state(resume, locked)
        return EditResult(resume, revision, planned.changed_paths, planned.value_after)
    raise ResumeEditError("The resume is being changed by someone else right now; try again.")


def _lock(resume: Resume) -> Resume:
    """Read the resume for writing, holding its row until the transaction ends."""
    if connection.vendor == "sqlite":
        # SQLite has no row locks; writing first takes the database's write lock now (waiting
        # out other writers), instead of failing later when a stale read tries to write.
        Resume.objects.filter(pk=resume.pk).update(version=F("version"))
    try:
        return Resume.objects.select_for_update().get(pk=resume.pk)
    except Resume.DoesNotExist:
        raise ResumeEditError("This resume no longer exists.") from None


def _expected(expected_version: Any) -> int | None:
    if expected_version is None:
        return None
    if isinstance(expected_version, bool):
        raise ResumeEditError("expected_version must be a version number.")
    try:
        return int(expected_version)
    except (TypeError, ValueError):
        raise ResumeEditError(f"{expected_version!r} is not a version number.") from None


def _write(
    locked: Resume,
    planned: Planned,
    source: RevisionSource,
    author: Any,
    tool_call: Any,
    summary: str,
    *,
    approved_by: Any = None,
) -> ResumeRevision:
    before = locked.data
    new_version = locked.version + 1
    now = timezone.now()
    # Compare-and-set on the version: on PostgreSQL the row lock already serialises writers;
    # elsewhere this still refuses to overwrite a version someone else saved meanwhile.
    updated = Resume.objects.filter(pk=locked.pk, version=locked.version).update(
        data=planned.document, version=new_version, updated_at=now
    )
    if updated != 1:
        raise _LostRace
    locked.data, locked.version, locked.updated_at = planned.document, new_version, now
    return ResumeRevision.objects.create(
        resume=locked,
        version=new_version,
        source=source,
        patch=paths.make_patch(before, planned.document),
        inverse=paths.make_patch(planned.document, before),
        summary=summary[:300],
        tool_call=tool_call,
        author=author,
        approved_by=approved_by,
        created_at=now,
    )


def _copy_state(resume: Resume, locked: Resume) -> None:
    resume.data = locked.data
    resume.version = locked.version
    resume.updated_at = locked.updated_at


_ACTORS = {
    RevisionSource.AGENT: "the agent",
    RevisionSource.IMPORT: "an import",
    RevisionSource.UNDO: "an undo",
    RevisionSource.API: "an API client",
}


def _stale(locked: Resume, expected: int, author: Any) -> StaleVersionError:
    current = locked.version
    if expected > current or expected < 1:
        message = (
            f"You are editing version {expected}, but the resume is at version {current}. "
            "Reload to see the current version; your edit was not saved."
        )
    else:
        later = list(
            ResumeRevision.objects.filter(resume=locked, version__gt=expected).order_by("version")
        )
        described = [_describe(revision, author) for revision in later[:3]]
        if len(later) > 3:
            described.append(f"and {len(later) - 3} more changes")
        message = (
            f"The resume changed since you opened it (version {expected} → {current}: "
            f"{'; '.join(described)}). Reload to see the changes; your edit was not saved."
        )
    return StaleVersionError(message, expected_version=expected, current_version=current)


def _describe(revision: ResumeRevision, author: Any) -> str:
    if revision.source == RevisionSource.USER:
        same_person = author is not None and revision.author_id == getattr(author, "pk", None)
        actor = "you" if same_person else "someone else"
    else:
        actor = _ACTORS.get(revision.source, revision.source)
    summary = revision.summary or paths.describe_patch(revision.patch)
    first_word = summary.split(" ", 1)[0]
    # Summaries written here start with a past-tense verb ("updated basics.name"); one a
    # caller wrote may not.
    return f"{actor} {summary}" if first_word.endswith("ed") else f"{actor}: {summary}"
