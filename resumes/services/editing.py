"""Editing the document: one action, a batch of actions as one version, and the form edits."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from resumes import paths
from resumes.models import Resume, RevisionSource
from resumes.paths import Change, OperationFailed, PathError
from resumes.schema import (
    SECTIONS,
    DocumentInvalid,
    ResumeEditError,
    extra_keys,
    not_a_field_message,
    shape_at,
    validate_document,
)
from resumes.services.checks import check_batch_size
from resumes.services.saving import EditResult, Planned, save

MAX_OPERATIONS = 100


class EditOperation(BaseModel):
    """One edit of a batch: an action at a path, with a value for update and add."""

    model_config = ConfigDict(extra="forbid")

    path: str
    action: str
    value: Any = None


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
    return save(
        resume=resume,
        plan=_planner([operation], single=True),
        source=source,
        author=author,
        tool_call=tool_call,
        expected_version=expected_version,
        summary=summary,
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
    return save(
        resume=resume,
        plan=_planner(_operations(operations), single=False),
        source=source,
        author=author,
        tool_call=tool_call,
        expected_version=expected_version,
        summary=summary,
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

    def plan(document: dict[str, Any], locked: Resume) -> Planned:
        if value is None and section not in document:
            return Planned(document, [], None, "no change")
        action = "delete" if value is None else "update"
        operation = EditOperation.model_construct(path=section, action=action, value=value)
        return _plan_operations(document, [operation], single=True)

    return save(
        resume=resume,
        plan=plan,
        source=RevisionSource.USER,
        author=author,
        expected_version=expected_version,
    )


def check_operations(raw: Any) -> list[EditOperation]:
    """A batch's operations, checked as `resume_apply_batch` checks them (`ResumeEditError`)."""
    return _operations(raw)


def _operations(raw: Any) -> list[EditOperation]:
    if isinstance(raw, dict | str | bytes) or not isinstance(raw, Sequence):
        raise ResumeEditError("operations must be a list of edits, each with path and action.")
    check_batch_size(
        raw,
        most=MAX_OPERATIONS,
        empty="operations is empty; give at least one edit.",
        batch="batch",
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


def _planner(
    operations: list[EditOperation], *, single: bool
) -> Callable[[dict[str, Any], Resume], Planned]:
    """The plan `save` runs on the locked row: the operations applied to its document."""

    def plan(document: dict[str, Any], locked: Resume) -> Planned:
        return _plan_operations(document, operations, single=single)

    return plan


def _plan_operations(
    document: dict[str, Any], operations: list[EditOperation], *, single: bool
) -> Planned:
    """Apply the operations to a copy, validating the whole document after each one."""
    normalised = document
    changes: list[Change] = []
    values: list[Any] = []
    for _index, _operation, change, normalised in apply_each(document, operations, single=single):
        changes.append(change)
        values.append(_values_at(normalised, change))
    changed_paths = [path for change in changes for path in change.paths]
    summary = paths.summarize((change.action, path) for change in changes for path in change.paths)
    if paths.same_json(normalised, document):
        changed_paths = []
    return Planned(normalised, changed_paths, values[0] if single else values, summary)


def apply_each(
    document: dict[str, Any], operations: list[EditOperation], *, single: bool
) -> Iterator[tuple[int, EditOperation, Change, dict[str, Any]]]:
    """Apply the operations in order to a copy of `document`, validating the whole document
    after each one: each operation's index, the operation, its change and the document after
    it. A failure stops it: the operation's own error when `single`, else `OperationFailed`
    naming the operation (1-based, "Operation 2 of 3 (...) failed: ...")."""
    working = paths.clone_json(document)
    known_extras = set(extra_keys(document))
    for index, operation in enumerate(operations):
        try:
            change = paths.apply_in_place(
                working, operation.path, operation.action, operation.value
            )
            after = _validated_edit(working, known_extras, previous=document)
        except ResumeEditError as exc:
            if single:
                raise
            raise OperationFailed(
                index, len(operations), str(operation.path), str(operation.action), exc
            ) from exc
        yield index, operation, change, after


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
