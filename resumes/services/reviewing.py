"""Edits a person reviews before they apply: plan them without saving, then apply the accepted
ones under the lock, each only where the place it changes still holds what it held when the
edit was proposed (never silently over a change made since).

The review itself (who proposed what, pending / accepted / rejected) is the caller's business;
here an edit is a path, an action, a value and the `base` it was planned on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel

from resumes import paths
from resumes.models import Resume, RevisionSource
from resumes.paths import PathError
from resumes.schema import ResumeEditError, extra_keys
from resumes.services.editing import EditOperation, _operations, _validated_edit, apply_each
from resumes.services.saving import EditResult, Planned, save

SkipReason = Literal["changed", "missing", "invalid"]


@dataclass(frozen=True)
class PlannedEdit:
    """One operation of a plan: the document before and after it (validated), and where it
    acted (`change.locations`, concrete: no negative indexes)."""

    index: int
    action: str
    path: str
    value: Any
    change: paths.Change
    before: dict[str, Any]
    after: dict[str, Any]

    @property
    def changes_anything(self) -> bool:
        return not paths.same_json(self.before, self.after)


def plan_edits(
    document: dict[str, Any], operations: Sequence[dict[str, Any] | EditOperation | BaseModel]
) -> list[PlannedEdit]:
    """Apply the operations in order to a copy of `document`, validating after each one, and
    say what each did. Nothing is saved. Errors are those of `resume_apply_batch` (one
    operation: its own message; several: "Operation 2 of 3 (...) failed: ...")."""
    operations = _operations(operations)
    before = document
    planned: list[PlannedEdit] = []
    single = len(operations) == 1
    for index, operation, change, after in apply_each(document, operations, single=single):
        planned.append(
            PlannedEdit(
                index=index,
                action=operation.action,
                path=operation.path,
                value=paths.clone_json(operation.value),
                change=change,
                before=before,
                after=after,
            )
        )
        before = after
    return planned


def read_or_none(document: Any, path: str) -> Any:
    """The value at `path`, or None when it is not there."""
    try:
        return paths.read_path(document, path)
    except PathError:
        return None


@dataclass(frozen=True)
class ReviewedEdit:
    """An accepted edit: apply `action` at `path` with `value`, if `base_path` still holds
    `base` (None: nothing was there). An append (`append`) also fits a list that has grown
    since, as long as it still starts with what it held."""

    key: Any
    action: str
    path: str
    value: Any
    base_path: str
    base: Any
    append: bool = False


@dataclass(frozen=True)
class SkippedEdit:
    """An accepted edit that was not applied: the place changed since it was proposed, is no
    longer there, or the edit would now make the resume invalid (`detail` says how)."""

    key: Any
    reason: SkipReason
    detail: str = ""


@dataclass(frozen=True)
class ReviewedResult:
    """The saved result (one revision for every applied edit, None when none applied) and
    which edits were applied and which skipped."""

    edit: EditResult
    applied: tuple[Any, ...]
    skipped: tuple[SkippedEdit, ...]


def fits(document: dict[str, Any], edit: ReviewedEdit) -> Literal["ok", "changed", "missing"]:
    """Whether `edit` still applies to `document` as it was proposed."""
    current = read_or_none(document, edit.base_path)
    if paths.same_json(current, edit.base):
        return "ok"
    if edit.append and isinstance(current, list):
        base = edit.base if isinstance(edit.base, list) else []
        if paths.same_json(current[: len(base)], base):
            return "ok"
    if current is None:
        return "missing"
    return "changed"


def resume_apply_reviewed(
    *,
    resume: Resume,
    edits: Sequence[ReviewedEdit],
    author: Any,
    approved_by: Any,
    tool_call: Any = None,
    summary: str = "",
) -> ReviewedResult:
    """Apply the edits that still fit, in order, as one agent revision approved by
    `approved_by`; skip (and report) the others. The checks run under the row lock."""
    outcome: dict[str, list[Any]] = {}

    def plan(document: dict[str, Any], locked: Resume) -> Planned:
        working = paths.clone_json(document)
        known_extras = set(extra_keys(document))
        normalised = document
        applied: list[Any] = []
        skipped: list[SkippedEdit] = []
        touched: list[tuple[str, str]] = []
        for edit in edits:
            fit = fits(normalised, edit)
            if fit != "ok":
                skipped.append(SkippedEdit(edit.key, fit))
                continue
            attempt = paths.clone_json(working)
            try:
                change = paths.apply_in_place(attempt, edit.path, edit.action, edit.value)
                candidate = _validated_edit(attempt, known_extras, previous=normalised)
            except PathError as exc:
                skipped.append(SkippedEdit(edit.key, "missing", str(exc)))
                continue
            except ResumeEditError as exc:
                skipped.append(SkippedEdit(edit.key, "invalid", str(exc)))
                continue
            working, normalised = attempt, candidate
            applied.append(edit.key)
            touched += [(change.action, path) for path in change.paths]
        outcome["applied"], outcome["skipped"] = applied, skipped
        changed = [path for _, path in touched]
        return Planned(normalised, changed, None, "accepted: " + paths.summarize(touched))

    result = save(
        resume=resume,
        plan=plan,
        source=RevisionSource.AGENT,
        author=author,
        tool_call=tool_call,
        expected_version=None,
        summary=summary,
        approved_by=approved_by,
    )
    return ReviewedResult(result, tuple(outcome["applied"]), tuple(outcome["skipped"]))
