"""Reading a path and applying the edit actions (update / add / delete) at it.

Applying never touches the caller's document unless asked to (`apply_in_place`); the result
of `apply_actions` carries the JSON Patch of the change and its inverse.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from resumes.paths.patch import clone_json, make_patch
from resumes.paths.syntax import OperationFailed, PathError, Segment, parse_path
from resumes.schema import (
    describe_value_type,
    format_path,
    json_problems,
    not_a_field_message,
    shape_at,
)

ACTIONS = ("update", "add", "delete")

_DIGITS = re.compile(r"-?\d+")


def _names(mapping: dict[str, Any]) -> str:
    return ", ".join(mapping) if mapping else "nothing yet"


def _as_index(items: list[Any], segment: Segment, where: Sequence[Segment]) -> int:
    """The position `segment` names in `items`, with a message listing the valid ones."""
    if isinstance(segment, str):
        if not _DIGITS.fullmatch(segment):
            shown = format_path(where)
            raise PathError(
                f"{shown} is a list; use an index like {shown}[0].{segment}."
                if items
                else f"{shown} is an empty list; add entries to it with action add on {shown}"
            )
        segment = int(segment)
    count = len(items)
    index = segment + count if segment < 0 else segment
    if 0 <= index < count:
        return index
    shown = format_path(where)
    asked = format_path([*where, segment])
    if count == 0:
        raise PathError(f"{asked} does not exist: {shown} is empty; use action add on {shown}.")
    entries = "1 entry, index 0" if count == 1 else f"{count} entries, indexes 0-{count - 1}"
    raise PathError(f"{asked} does not exist: {shown} has {entries}.")


def _missing_message(parent: dict[str, Any], where: Sequence[Segment], key: str) -> str:
    shape = shape_at(where)
    if shape.kind == "object" and key not in shape.fields:
        return not_a_field_message(where, key, shape.fields)
    owner = format_path(where) or "the resume"
    return f"{format_path([*where, key])} is not set; {owner} has: {_names(parent)}."


def _step(node: Any, segment: Segment, where: list[Segment]) -> tuple[Any, Segment] | None:
    """The child of `node` at `segment` and its resolved segment; None for a missing key."""
    if isinstance(node, dict):
        if isinstance(segment, int):
            shown = format_path(where) or "the resume"
            example = format_path([*where, next(iter(node), "name")])
            raise PathError(f"{shown} is an object, not a list; use a field like {example}.")
        if segment not in node:
            return None
        return node[segment], segment
    if isinstance(node, list):
        index = _as_index(node, segment, where)
        return node[index], index
    shown = format_path(where)
    raise PathError(
        f"{shown} is {describe_value_type(node)}, so {format_path([*where, segment])} does not "
        f"exist; change {shown} itself with action update."
    )


def _child(node: Any, segment: Segment, where: list[Segment]) -> tuple[Any, Segment]:
    """Like `_step`, but a missing key is an error that lists what is there."""
    found = _step(node, segment, where)
    if found is None:
        raise PathError(_missing_message(node, where, str(segment)))
    return found


def read_path(data: Any, path: str) -> Any:
    """The value at `path` (a copy); raises `PathError` saying what exists instead."""
    node = data
    where: list[Segment] = []
    for segment in parse_path(path):
        node, resolved = _child(node, segment, where)
        where.append(resolved)
    return clone_json(node)


@dataclass(frozen=True)
class Change:
    """What one action did: the paths it touched (as written back to the caller) and how."""

    action: str
    paths: tuple[str, ...]
    locations: tuple[tuple[Segment, ...], ...]


@dataclass(frozen=True)
class Edited:
    """A document after some actions, the changes made, and the patch there and back."""

    document: dict[str, Any]
    changes: list[Change]
    patch: list[dict[str, Any]] = field(default_factory=list)
    inverse: list[dict[str, Any]] = field(default_factory=list)


def apply_action(document: dict[str, Any], path: str, action: str, value: Any = None) -> Edited:
    """Apply one action to a copy of `document`; `document` itself is left as it was."""
    return apply_actions(document, [(path, action, value)])


def apply_actions(document: dict[str, Any], operations: Iterable[tuple[str, str, Any]]) -> Edited:
    """Apply actions in order to a copy of `document`, all or none.

    A failure raises `OperationFailed` naming the operation when there are several, or the
    plain `PathError` when there is one.
    """
    operations = list(operations)
    working = clone_json(document)
    changes = []
    for index, (path, action, value) in enumerate(operations):
        try:
            changes.append(apply_in_place(working, path, action, value))
        except PathError as exc:
            if len(operations) == 1:
                raise
            raise OperationFailed(index, len(operations), str(path), str(action), exc) from exc
    return Edited(
        document=working,
        changes=changes,
        patch=make_patch(document, working),
        inverse=make_patch(working, document),
    )


def apply_in_place(document: dict[str, Any], path: str, action: str, value: Any = None) -> Change:
    """Apply one action to `document` itself. On error the document is left unchanged."""
    if action not in ACTIONS:
        raise PathError(f"Unknown action {action!r}; use update, add or delete.")
    segments = parse_path(path)
    if not segments:
        raise PathError(
            f"The path is empty; say which part to {action}, like basics.name or work[0]."
        )
    if action == "delete":
        return _delete(document, segments)
    shown = format_path(segments)
    if value is None:
        raise PathError(
            f"{action} needs a value; to remove {shown} use action delete."
            if action == "update"
            else f"add needs a value to add to {shown}."
        )
    problems = json_problems(value, segments)
    if problems:
        raise PathError(
            "The value is not storable JSON: "
            + "; ".join(f"{where}: {problem}" for where, problem in problems)
        )
    if action == "add" and value == []:
        raise PathError(f"add needs at least one item to add to {shown}; the value is [].")
    return (
        _update(document, segments, value)
        if action == "update"
        else _add(document, segments, value)
    )


def _walk_parent(
    document: dict[str, Any], segments: Sequence[Segment]
) -> tuple[Any, list[Segment], int | None]:
    """Follow all but the last segment: (node, resolved path, position of a missing key)."""
    node: Any = document
    where: list[Segment] = []
    for position, segment in enumerate(segments[:-1]):
        found = _step(node, segment, where)
        if found is None:
            return node, where, position
        node, resolved = found
        where.append(resolved)
    return node, where, None


def _create_missing(
    parent: dict[str, Any],
    where: list[Segment],
    remaining: Sequence[Segment],
    action: str,
    value: Any,
) -> Change:
    """Set a value under keys that do not exist yet, creating the objects between."""
    for offset, segment in enumerate(remaining):
        here = [*where, *remaining[:offset]]
        if isinstance(segment, int):
            shown = format_path(here)
            raise PathError(
                f"{shown} is not set, so it has no entries yet; "
                f"add the first one with action add on {shown}."
            )
        parent_shape = shape_at(here)
        if parent_shape.kind == "object" and segment not in parent_shape.fields:
            raise PathError(not_a_field_message(here, segment, parent_shape.fields))
        if offset < len(remaining) - 1:
            kind = shape_at([*here, segment]).kind
            shown = format_path([*here, segment])
            if kind == "list" or isinstance(remaining[offset + 1], int):
                raise PathError(
                    f"{shown} is not set, so it has no entries yet; "
                    f"add the first one with action add on {shown}."
                )
            if kind == "text":
                raise PathError(f"{shown} is text, not an object; set it with action update.")
    target = [*where, *remaining]
    shown = format_path(target)
    if action == "add":
        if shape_at(target).kind not in ("list", "any"):
            raise PathError(f"{shown} is not a list; use action update to set it.")
        items = value if isinstance(value, list) else [value]
        new: Any = clone_json(items)
        locations = tuple((*target, n) for n in range(len(items)))
    else:
        new = clone_json(value)
        locations = (tuple(target),)
    for segment in reversed(remaining[1:]):
        new = {segment: new}
    parent[remaining[0]] = new
    return Change(action, tuple(format_path(loc) for loc in locations), locations)


def _update(document: dict[str, Any], segments: Sequence[Segment], value: Any) -> Change:
    parent, where, missing = _walk_parent(document, segments)
    if missing is not None:
        return _create_missing(parent, where, segments[missing:], "update", value)
    last = segments[-1]
    if isinstance(parent, dict) and isinstance(last, str) and last not in parent:
        return _create_missing(parent, where, [last], "update", value)
    current, resolved = _child(parent, last, where)
    target = (*where, resolved)
    shown = format_path(target)
    if isinstance(current, list) and not isinstance(value, list):
        raise PathError(f"{shown} is a list; use an index like {shown}[0] or action add.")
    parent[resolved] = clone_json(value)
    return Change("update", (shown,), (target,))


def _add(document: dict[str, Any], segments: Sequence[Segment], value: Any) -> Change:
    parent, where, missing = _walk_parent(document, segments)
    if missing is not None:
        return _create_missing(parent, where, segments[missing:], "add", value)
    last = segments[-1]
    items = clone_json(value) if isinstance(value, list) else [clone_json(value)]
    if isinstance(parent, list) and (isinstance(last, int) or _DIGITS.fullmatch(last)):
        return _insert(parent, where, int(last), items)
    if isinstance(parent, dict) and isinstance(last, str) and last not in parent:
        return _create_missing(parent, where, [last], "add", value)
    target_list, resolved = _child(parent, last, where)
    target = [*where, resolved]
    if not isinstance(target_list, list):
        shown = format_path(target)
        if isinstance(target_list, dict):
            example = format_path([*target, next(iter(target_list), "name")])
            raise PathError(
                f"{shown} is an object, not a list; use action update on one of its "
                f"fields, like {example}."
            )
        raise PathError(
            f"{shown} is {describe_value_type(target_list)}, not a list; "
            "use action update to change it."
        )
    start = len(target_list)
    target_list.extend(items)
    locations = tuple((*target, start + n) for n in range(len(items)))
    return Change("add", tuple(format_path(loc) for loc in locations), locations)


def _insert(items: list[Any], where: list[Segment], index: int, new: list[Any]) -> Change:
    shown = format_path(where)
    if index < 0:
        raise PathError(
            f"add with a negative index is ambiguous; add to {shown} to append at the end, "
            f"or give a position from 0 to {len(items)} to insert before."
        )
    if index > len(items):
        raise PathError(
            f"{format_path([*where, index])} is past the end: {shown} has {len(items)} "
            f"entries; insert at a position from 0 to {len(items)}, or add to {shown} to append."
        )
    items[index:index] = new
    locations = tuple((*where, index + n) for n in range(len(new)))
    return Change("add", tuple(format_path(loc) for loc in locations), locations)


def _delete(document: dict[str, Any], segments: Sequence[Segment]) -> Change:
    parent, where, missing = _walk_parent(document, segments)
    if missing is not None:
        raise PathError(_missing_message(parent, where, str(segments[missing])))
    _, resolved = _child(parent, segments[-1], where)
    del parent[resolved]
    target = (*where, resolved)
    return Change("delete", (format_path(target),), (target,))
