"""The only code that writes resumes: create, edit (one or a batch), undo, and housekeeping.

Every change of `Resume.data` is validated as a whole document, bumps `Resume.version` by
one and writes exactly one `ResumeRevision` holding the change as a JSON Patch with its
inverse. Writers lock the resume row, so concurrent edits are applied one after another.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import OperationalError, connection, transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext
from pydantic import BaseModel, ConfigDict, ValidationError

from resumes import paths
from resumes.models import Resume, ResumeLanguage, ResumeRevision, RevisionSource, Theme
from resumes.paths import Change, OperationFailed, PatchError, PathError
from resumes.schema import (
    SECTIONS,
    DocumentInvalid,
    ResumeEditError,
    blank_document,
    extra_keys,
    not_a_field_message,
    shape_at,
    starter_document,
    validate_document,
)

__all__ = [
    "DocumentInvalid",
    "EditOperation",
    "EditResult",
    "OperationFailed",
    "PatchError",
    "PathError",
    "ResumeEditError",
    "StaleVersionError",
    "resume_apply_batch",
    "resume_apply_edit",
    "resume_create",
    "resume_delete",
    "resume_duplicate",
    "resume_rename",
    "resume_replace_section",
    "resume_set_language",
    "resume_set_theme",
    "resume_undo",
    "resume_update_field",
    "revision_document",
]

MAX_OPERATIONS = 100
MAX_TITLE_CHARS = 200
_WRITE_ATTEMPTS = 3


class StaleVersionError(ResumeEditError):
    """The caller's version is not the stored one; the message says what changed since."""

    def __init__(self, message: str, *, expected_version: int, current_version: int) -> None:
        self.expected_version = expected_version
        self.current_version = current_version
        super().__init__(message)


class EditOperation(BaseModel):
    """One edit of a batch: an action at a path, with a value for update and add."""

    model_config = ConfigDict(extra="forbid")

    path: str
    action: str
    value: Any = None


@dataclass(frozen=True)
class EditResult:
    """A saved change: the resume as it is now, its new revision (None when nothing changed),
    the paths it changed, and the value now at the edited place (one per operation in a batch).
    """

    resume: Resume
    revision: ResumeRevision | None
    changed_paths: list[str]
    value_after: Any


@dataclass(frozen=True)
class _Planned:
    document: dict[str, Any]
    changed_paths: list[str]
    value_after: Any
    summary: str


class _LostRace(Exception):
    """Another writer saved between our read and our write (only possible without row locks)."""


# ---------------------------------------------------------------------------------------------
# Creating


def resume_create(
    *,
    owner: Any,
    title: str,
    data: dict[str, Any] | None = None,
    source: RevisionSource | str = RevisionSource.USER,
    language: str = ResumeLanguage.ENGLISH,
    theme: str = Theme.CLASSIC,
    starter: bool = False,
    is_scratch: bool = False,
) -> Resume:
    """A new resume at version 1 (a snapshot revision). Without `data` it starts blank, or
    from the example resume in `language` when `starter` is true; `source="import"` for imports.
    """
    source = _source(source)
    title = _clean_title(title)
    _check_choice(language, ResumeLanguage, "language")
    _check_choice(theme, Theme, "theme")
    from_starter = data is None and starter
    if data is None:
        data = starter_document(language) if starter else blank_document()
    try:
        document = validate_document(data)
    except DocumentInvalid as exc:
        raise exc.with_intro("The resume is not valid JSON Resume:") from None
    if source == RevisionSource.IMPORT:
        summary = "imported"
    else:
        summary = "created from the example" if from_starter else "created"
    return _create(
        owner=owner,
        title=title,
        document=document,
        source=source,
        language=language,
        theme=theme,
        is_scratch=is_scratch,
        summary=summary,
    )


def resume_duplicate(*, resume: Resume, owner: Any = None, title: str | None = None) -> Resume:
    """A copy of the resume's current document, theme and language, with its own history."""
    original = _fresh(resume)
    if title is None:
        title = gettext("%(title)s (copy)") % {"title": original.title}
        title = title[:MAX_TITLE_CHARS]
    return _create(
        owner=owner if owner is not None else original.owner,
        title=_clean_title(title),
        document=original.data,
        source=RevisionSource.USER,
        language=original.language,
        theme=original.theme,
        is_scratch=original.is_scratch,
        summary=f"copied from “{original.title}” version {original.version}",
    )


# ---------------------------------------------------------------------------------------------
# Editing the document


def resume_apply_edit(
    *,
    resume: Resume,
    path: str,
    action: str,
    value: Any = None,
    source: RevisionSource | str,
    author: Any = None,
    tool_call: Any = None,
    expected_version: int | None = None,
    summary: str = "",
) -> EditResult:
    """Apply one action (update / add / delete) at `path`, validate, save as a new version."""
    operation = EditOperation.model_construct(path=path, action=action, value=value)
    return _apply_operations(
        resume=resume,
        operations=[operation],
        source=source,
        author=author,
        tool_call=tool_call,
        expected_version=expected_version,
        summary=summary,
        single=True,
    )


def resume_apply_batch(
    *,
    resume: Resume,
    operations: Sequence[dict[str, Any] | EditOperation | BaseModel],
    source: RevisionSource | str,
    author: Any = None,
    tool_call: Any = None,
    expected_version: int | None = None,
    summary: str = "",
) -> EditResult:
    """Apply several actions in order as one new version: all of them, or none.

    An error names the operation (1-based, "Operation 2 of 3 (update work[5].name) failed:")
    and why; `value_after` is a list with one entry per operation.
    """
    return _apply_operations(
        resume=resume,
        operations=_operations(operations),
        source=source,
        author=author,
        tool_call=tool_call,
        expected_version=expected_version,
        summary=summary,
        single=False,
    )


def resume_update_field(
    *, resume: Resume, path: str, value: Any, expected_version: int | None, author: Any
) -> EditResult:
    """A form edit of one field; rejected when the resume changed since `expected_version`."""
    return resume_apply_edit(
        resume=resume,
        path=path,
        action="update",
        value=value,
        source=RevisionSource.USER,
        author=author,
        expected_version=expected_version,
    )


def resume_replace_section(
    *, resume: Resume, section: str, value: Any, expected_version: int | None, author: Any
) -> EditResult:
    """Replace a whole top-level section (`basics`, `work`, ...) from a form; None removes it."""
    if section not in SECTIONS:
        raise ResumeEditError(not_a_field_message([], str(section), SECTIONS))

    def plan(document: dict[str, Any], locked: Resume) -> _Planned:
        if value is None and section not in document:
            return _Planned(document, [], None, "no change")
        action = "delete" if value is None else "update"
        operation = EditOperation.model_construct(path=section, action=action, value=value)
        return _plan_operations(document, [operation], single=True)

    return _save(
        resume=resume,
        plan=plan,
        source=RevisionSource.USER,
        author=author,
        tool_call=None,
        expected_version=expected_version,
        summary="",
    )


def resume_undo(
    *, resume: Resume, to_version: int, author: Any, expected_version: int | None = None
) -> EditResult:
    """Bring back the document as it was at `to_version`, saved as a new "undo" revision."""

    def plan(document: dict[str, Any], locked: Resume) -> _Planned:
        if to_version == locked.version:
            raise ResumeEditError(
                f"Version {to_version} is the current version; there is nothing to undo."
            )
        restored = _document_at(locked, to_version)
        try:
            restored = validate_document(restored, previous=document)
        except DocumentInvalid as exc:
            raise exc.with_intro(
                f"Version {to_version} does not pass today's checks, so it cannot be restored:"
            ) from None
        if paths.same_json(restored, document):
            raise ResumeEditError(
                f"Version {to_version} has the same content as the current version "
                f"{locked.version}; there is nothing to undo."
            )
        changed = [paths.pointer_to_path(op["path"]) for op in paths.make_patch(document, restored)]
        return _Planned(restored, changed, None, f"restored version {to_version}")

    return _save(
        resume=resume,
        plan=plan,
        source=RevisionSource.UNDO,
        author=author,
        tool_call=None,
        expected_version=expected_version,
        summary="",
    )


def revision_document(resume: Resume, version: int) -> dict[str, Any]:
    """The document as it was at `version` (for previews and diffs of the history)."""
    return _document_at(_fresh(resume), version)


# ---------------------------------------------------------------------------------------------
# Housekeeping (no new document version)


def resume_rename(*, resume: Resume, title: str) -> Resume:
    """Give the resume a new title."""
    return _set_fields(resume, title=_clean_title(title))


def resume_set_theme(*, resume: Resume, theme: str) -> Resume:
    """Switch the theme the resume is shown and exported with."""
    _check_choice(theme, Theme, "theme")
    return _set_fields(resume, theme=theme)


def resume_set_language(*, resume: Resume, language: str) -> Resume:
    """Switch the language of the resume's headings and dates."""
    _check_choice(language, ResumeLanguage, "language")
    return _set_fields(resume, language=language)


def resume_delete(*, resume: Resume) -> None:
    """Delete the resume with its revisions, share links and conversations."""
    Resume.objects.filter(pk=resume.pk).delete()


# ---------------------------------------------------------------------------------------------
# Internals


def _create(
    *,
    owner: Any,
    title: str,
    document: dict[str, Any],
    source: RevisionSource,
    language: str,
    theme: str,
    is_scratch: bool,
    summary: str,
) -> Resume:
    with transaction.atomic():
        resume = Resume.objects.create(
            owner=owner,
            title=title,
            data=document,
            version=1,
            language=language,
            theme=theme,
            is_scratch=is_scratch,
        )
        ResumeRevision.objects.create(
            resume=resume,
            version=1,
            source=source,
            snapshot=document,
            summary=summary[:300],
            author=owner,
        )
    return resume


def _source(source: RevisionSource | str) -> RevisionSource:
    try:
        return RevisionSource(source)
    except ValueError:
        # A programming error, not something a person or a model can fix.
        raise ValueError(
            f"unknown revision source {source!r}; one of {', '.join(RevisionSource.values)}"
        ) from None


def _clean_title(title: Any) -> str:
    if not isinstance(title, str) or not title.strip():
        raise ResumeEditError("A resume needs a title.")
    title = " ".join(title.split())
    if len(title) > MAX_TITLE_CHARS:
        raise ResumeEditError(
            f"The title is {len(title)} characters long; at most {MAX_TITLE_CHARS} fit."
        )
    return title


def _check_choice(value: Any, choices: type[Theme] | type[ResumeLanguage], name: str) -> None:
    if value not in choices.values:
        raise ResumeEditError(
            f"Unknown {name} {value!r}; choose one of: {', '.join(choices.values)}."
        )


def _fresh(resume: Resume) -> Resume:
    try:
        return Resume.objects.get(pk=resume.pk)
    except Resume.DoesNotExist:
        raise ResumeEditError("This resume no longer exists.") from None


def _set_fields(resume: Resume, **fields: Any) -> Resume:
    now = timezone.now()
    if not Resume.objects.filter(pk=resume.pk).update(**fields, updated_at=now):
        raise ResumeEditError("This resume no longer exists.")
    for name, value in {**fields, "updated_at": now}.items():
        setattr(resume, name, value)
    return resume


def _operations(raw: Any) -> list[EditOperation]:
    if isinstance(raw, dict | str | bytes) or not isinstance(raw, Sequence):
        raise ResumeEditError("operations must be a list of edits, each with path and action.")
    if not raw:
        raise ResumeEditError("operations is empty; give at least one edit.")
    if len(raw) > MAX_OPERATIONS:
        raise ResumeEditError(
            f"{len(raw)} operations is too many for one batch; send at most {MAX_OPERATIONS}."
        )
    operations = []
    for number, item in enumerate(raw, start=1):
        data = item.model_dump() if isinstance(item, BaseModel) else item
        try:
            operations.append(EditOperation.model_validate(data))
        except ValidationError:
            raise ResumeEditError(
                f"Operation {number} of {len(raw)} is not an edit: it needs 'path' (text), "
                "'action' (update, add or delete) and, for update and add, 'value'."
            ) from None
    return operations


def _apply_operations(
    *,
    resume: Resume,
    operations: list[EditOperation],
    source: RevisionSource | str,
    author: Any,
    tool_call: Any,
    expected_version: int | None,
    summary: str,
    single: bool,
) -> EditResult:
    def plan(document: dict[str, Any], locked: Resume) -> _Planned:
        return _plan_operations(document, operations, single=single)

    return _save(
        resume=resume,
        plan=plan,
        source=source,
        author=author,
        tool_call=tool_call,
        expected_version=expected_version,
        summary=summary,
    )


def _plan_operations(
    document: dict[str, Any], operations: list[EditOperation], *, single: bool
) -> _Planned:
    """Apply the operations to a copy, validating the whole document after each one."""
    working = paths.clone_json(document)
    known_extras = set(extra_keys(document))
    normalised = document
    changes: list[Change] = []
    values: list[Any] = []
    for index, operation in enumerate(operations):
        try:
            change = paths.apply_in_place(
                working, operation.path, operation.action, operation.value
            )
            normalised = _validated_edit(working, known_extras, previous=document)
        except ResumeEditError as exc:
            if single:
                raise
            raise OperationFailed(
                index, len(operations), str(operation.path), str(operation.action), exc
            ) from exc
        changes.append(change)
        values.append(_values_at(normalised, change))
    changed_paths = [path for change in changes for path in change.paths]
    summary = paths.summarize((change.action, path) for change in changes for path in change.paths)
    if paths.same_json(normalised, document):
        changed_paths = []
    return _Planned(normalised, changed_paths, values[0] if single else values, summary)


def _validated_edit(
    document: dict[str, Any], known_extras: set[tuple[str, str]], *, previous: Any = None
) -> dict[str, Any]:
    try:
        normalised = validate_document(document, previous=previous)
    except DocumentInvalid as exc:
        raise exc.with_intro("That edit would make the resume invalid:") from None
    for extra, location in extra_keys(normalised).items():
        if extra in known_extras:
            continue
        key, parent = extra[1], list(location[:-1])
        raise PathError(not_a_field_message(parent, key, shape_at(parent).fields))
    return normalised


def _values_at(document: dict[str, Any], change: Change) -> Any:
    if change.action == "delete":
        return None
    values = []
    for location in change.locations:
        node: Any = document
        for segment in location:
            node = node[segment]
        values.append(paths.clone_json(node))
    return values[0] if len(values) == 1 else values


def _document_at(resume: Resume, version: Any) -> dict[str, Any]:
    """Walk back from the stored document through the inverses (or jump to a snapshot)."""
    if isinstance(version, bool) or not isinstance(version, int):
        raise ResumeEditError(f"{version!r} is not a version number.")
    if not 1 <= version <= resume.version:
        raise ResumeEditError(
            f"There is no version {version}; this resume has versions 1 to {resume.version}."
        )
    revisions = {
        revision.version: revision
        for revision in ResumeRevision.objects.filter(resume=resume, version__gte=version)
    }
    target = revisions.get(version)
    if target is not None and target.snapshot is not None:
        return paths.clone_json(target.snapshot)
    document: Any = resume.data
    for at in range(resume.version, version, -1):
        revision = revisions.get(at)
        earlier = revisions.get(at - 1)
        snapshot_only = (
            revision is not None
            and revision.snapshot is not None
            and not (revision.patch or revision.inverse)
        )
        if revision is None or snapshot_only:
            if earlier is not None and earlier.snapshot is not None:
                document = earlier.snapshot
                continue
            raise ResumeEditError(
                f"Version {version} cannot be rebuilt: the change saved as version {at} is missing."
            )
        try:
            document = paths.apply_patch(document, revision.inverse)
        except PatchError as exc:
            raise ResumeEditError(
                f"Version {version} cannot be rebuilt: undoing version {at} failed ({exc})."
            ) from None
    return paths.clone_json(document)


def _save(
    *,
    resume: Resume,
    plan: Callable[[dict[str, Any], Resume], _Planned],
    source: RevisionSource | str,
    author: Any,
    tool_call: Any,
    expected_version: int | None,
    summary: str,
) -> EditResult:
    """Lock the row, check the version, plan the new document, save it with its revision."""
    source = _source(source)
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
                    locked, planned, source, author, tool_call, summary or planned.summary
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
    planned: _Planned,
    source: RevisionSource,
    author: Any,
    tool_call: Any,
    summary: str,
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
