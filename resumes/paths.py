"""Paths into a resume (`work[0].highlights[2]`), the edit actions on them, and JSON Patch.

An edit is one action (update / add / delete) at one path. Applying it never touches the
caller's document; its result carries the RFC 6902 patch of the change and the inverse
patch that undoes it, which is what revisions store.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from resumes.schema import (
    ResumeEditError,
    describe_value_type,
    format_path,
    json_problems,
    not_a_field_message,
    shape_at,
)

ACTIONS = ("update", "add", "delete")
MAX_PATH_CHARS = 300

Segment = str | int


class PathError(ResumeEditError):
    """A path, action or value that cannot be applied; the message says how to fix the call."""


class OperationFailed(PathError):
    """One operation of several failed; `index` is its position (0-based), `cause` the error."""

    def __init__(self, index: int, total: int, path: str, action: str, cause: ResumeEditError):
        self.index = index
        self.cause = cause
        what = f"{action} {path}" if path else action
        super().__init__(f"Operation {index + 1} of {total} ({what}) failed: {cause}")


class PatchError(ResumeEditError):
    """A JSON Patch that does not apply to the document it was given."""


# ---------------------------------------------------------------------------------------------
# Parsing

_KEY = re.compile(r"[^.\[\]]+")
_BRACKET = re.compile(
    r"""\[\s*(?:(?P<index>[+-]?\d+)|"(?P<dq>(?:[^"\\]|\\.)*)"|'(?P<sq>[^']*)')\s*\]"""
)
_DIGITS = re.compile(r"-?\d+")


def parse_path(path: str) -> tuple[Segment, ...]:
    """Split `work[0].highlights[2]` into ("work", 0, "highlights", 2); "" is the whole resume."""
    if not isinstance(path, str):
        raise PathError(f"The path must be text like basics.name, got {describe_value_type(path)}.")
    text = path.strip()
    if len(text) > MAX_PATH_CHARS:
        raise PathError(f"The path is {len(text)} characters long; paths are at most 300.")
    if text.startswith("$"):
        text = text[1:].removeprefix(".")
    if text.startswith("/"):
        raise PathError(
            f"{path!r} looks like a JSON pointer; write paths with dots and brackets, "
            "like basics.name or work[0].highlights[2]."
        )
    segments: list[Segment] = []
    pos = 0
    while pos < len(text):
        bracket = _BRACKET.match(text, pos)
        if bracket:
            if bracket["index"] is not None:
                segments.append(int(bracket["index"]))
            elif bracket["dq"] is not None:
                segments.append(json.loads(f'"{bracket["dq"]}"'))
            else:
                segments.append(bracket["sq"])
            pos = bracket.end()
            continue
        if segments or pos > 0:
            if text[pos] != ".":
                raise PathError(_syntax_message(path, text, pos))
            pos += 1
        key = _KEY.match(text, pos)
        if not key or not key.group().strip():
            raise PathError(_syntax_message(path, text, pos))
        segments.append(key.group().strip())
        pos = key.end()
    return tuple(segments)


def _syntax_message(path: str, text: str, pos: int) -> str:
    before = text[:pos].rstrip(".")
    if pos < len(text) and text[pos] == "[":
        return (
            f"{path!r} is not a valid path: write list positions as numbers, like "
            f"{before or 'work'}[0]."
        )
    if pos >= len(text) or text[pos] in ".]":
        where = f" after {before!r}" if before else ""
        return f"{path!r} is not a valid path: a key is missing{where}. Example: basics.name."
    return (
        f"{path!r} is not a valid path: separate keys with dots and list positions with "
        "brackets, like work[0].highlights[2]."
    )


# ---------------------------------------------------------------------------------------------
# Reading


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


def clone_json(value: Any) -> Any:
    """A deep copy of a JSON value (faster than copy.deepcopy for plain dicts and lists)."""
    if isinstance(value, dict):
        return {key: clone_json(child) for key, child in value.items()}
    if isinstance(value, list):
        return [clone_json(child) for child in value]
    return value


# ---------------------------------------------------------------------------------------------
# Actions


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


# ---------------------------------------------------------------------------------------------
# JSON Patch (RFC 6902) with JSON Pointers (RFC 6901)


def to_pointer(segments: Sequence[Segment]) -> str:
    """("work", 0, "name") -> "/work/0/name"."""
    return "".join("/" + str(segment).replace("~", "~0").replace("/", "~1") for segment in segments)


def from_pointer(pointer: str) -> list[str]:
    """ "/work/0/name" -> ["work", "0", "name"] (tokens stay text, as RFC 6901 says)."""
    if pointer == "":
        return []
    if not isinstance(pointer, str) or not pointer.startswith("/"):
        raise PatchError(f"{pointer!r} is not a JSON pointer.")
    return [token.replace("~1", "/").replace("~0", "~") for token in pointer[1:].split("/")]


def pointer_to_path(pointer: str) -> str:
    """A JSON pointer written the way tools and messages write paths: work[0].name."""
    segments: list[Segment] = []
    for token in from_pointer(pointer):
        is_index = re.fullmatch(r"0|[1-9]\d*", token) and shape_at(segments).kind in ("list", "any")
        segments.append(int(token) if is_index else token)
    return format_path(segments)


def same_json(a: Any, b: Any) -> bool:
    """JSON equality: unlike ==, true is not 1 and 1 is not 1.0."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_json(a[key], b[key]) for key in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(map(same_json, a, b))
    return a == b


def make_patch(before: Any, after: Any) -> list[dict[str, Any]]:
    """The JSON Patch that turns `before` into `after` (small: it recurses into changes)."""
    ops: list[dict[str, Any]] = []
    _diff(before, after, [], ops)
    return ops


def _diff(a: Any, b: Any, where: list[Segment], ops: list[dict[str, Any]]) -> None:
    if same_json(a, b):
        return
    if isinstance(a, dict) and isinstance(b, dict):
        for key in a:
            if key not in b:
                ops.append({"op": "remove", "path": to_pointer([*where, key])})
        for key, value in b.items():
            if key in a:
                _diff(a[key], value, [*where, key], ops)
            else:
                ops.append(
                    {"op": "add", "path": to_pointer([*where, key]), "value": clone_json(value)}
                )
        return
    if isinstance(a, list) and isinstance(b, list):
        _diff_lists(a, b, where, ops)
        return
    ops.append({"op": "replace", "path": to_pointer(where), "value": clone_json(b)})


def _diff_lists(
    a: list[Any], b: list[Any], where: list[Segment], ops: list[dict[str, Any]]
) -> None:
    # Keep the common head and tail; pair the changed middles item by item, then add or
    # remove what is left over. An insertion or deletion anywhere becomes one op.
    start = 0
    while start < len(a) and start < len(b) and same_json(a[start], b[start]):
        start += 1
    end_a, end_b = len(a), len(b)
    while end_a > start and end_b > start and same_json(a[end_a - 1], b[end_b - 1]):
        end_a -= 1
        end_b -= 1
    paired = min(end_a - start, end_b - start)
    for offset in range(paired):
        _diff(a[start + offset], b[start + offset], [*where, start + offset], ops)
    for offset in range(paired, end_b - start):
        ops.append(
            {
                "op": "add",
                "path": to_pointer([*where, start + offset]),
                "value": clone_json(b[start + offset]),
            }
        )
    for _ in range(paired, end_a - start):
        ops.append({"op": "remove", "path": to_pointer([*where, start + paired])})


def apply_patch(document: Any, patch: Sequence[dict[str, Any]]) -> Any:
    """Apply a JSON Patch to a copy of `document` (add, remove, replace, move, copy, test)."""
    result = clone_json(document)
    for number, op in enumerate(patch):
        try:
            result = _apply_op(result, op)
        except PatchError as exc:
            raise PatchError(f"Patch operation {number + 1} ({op!r:.120}) failed: {exc}") from None
    return result


def _apply_op(document: Any, op: Any) -> Any:
    if not isinstance(op, dict) or not isinstance(op.get("path"), str):
        raise PatchError("an operation must be an object with 'op' and 'path'")
    kind, tokens = op.get("op"), from_pointer(op["path"])
    if kind in ("add", "replace", "test") and "value" not in op:
        raise PatchError(f"{kind} needs a value")
    if kind == "add":
        return _put(document, tokens, clone_json(op["value"]), insert=True)
    if kind == "replace":
        _resolve(document, tokens)
        return _put(document, tokens, clone_json(op["value"]), insert=False)
    if kind == "remove":
        return _remove(document, tokens)
    if kind == "test":
        if not same_json(_resolve(document, tokens), op["value"]):
            raise PatchError(f"the value at {op['path']!r} is not the expected one")
        return document
    if kind in ("move", "copy"):
        source = from_pointer(op.get("from", ""))
        value = clone_json(_resolve(document, source))
        if kind == "move":
            if tokens[: len(source)] == source and len(tokens) > len(source):
                raise PatchError("cannot move a value into itself")
            document = _remove(document, source)
        return _put(document, tokens, value, insert=True)
    raise PatchError(f"unknown op {kind!r}")


def _list_index(items: list[Any], token: str, *, allow_end: bool) -> int:
    if token == "-" and allow_end:
        return len(items)
    if not re.fullmatch(r"0|[1-9]\d*", token):
        raise PatchError(f"{token!r} is not a list index")
    index = int(token)
    if index > len(items) or (index == len(items) and not allow_end):
        raise PatchError(f"index {index} is out of range (the list has {len(items)} items)")
    return index


def _resolve(document: Any, tokens: Sequence[str]) -> Any:
    node = document
    for token in tokens:
        if isinstance(node, dict):
            if token not in node:
                raise PatchError(f"key {token!r} does not exist")
            node = node[token]
        elif isinstance(node, list):
            node = node[_list_index(node, token, allow_end=False)]
        else:
            raise PatchError(f"cannot look up {token!r} in {describe_value_type(node)}")
    return node


def _put(document: Any, tokens: Sequence[str], value: Any, *, insert: bool) -> Any:
    if not tokens:
        return value
    parent = _resolve(document, tokens[:-1])
    last = tokens[-1]
    if isinstance(parent, dict):
        parent[last] = value
    elif isinstance(parent, list):
        index = _list_index(parent, last, allow_end=insert)
        if insert:
            parent.insert(index, value)
        else:
            parent[index] = value
    else:
        raise PatchError(f"cannot set {last!r} in {describe_value_type(parent)}")
    return document


def _remove(document: Any, tokens: Sequence[str]) -> Any:
    if not tokens:
        raise PatchError("cannot remove the whole document")
    parent = _resolve(document, tokens[:-1])
    last = tokens[-1]
    if isinstance(parent, dict):
        if last not in parent:
            raise PatchError(f"key {last!r} does not exist")
        del parent[last]
    elif isinstance(parent, list):
        del parent[_list_index(parent, last, allow_end=False)]
    else:
        raise PatchError(f"cannot remove {last!r} from {describe_value_type(parent)}")
    return document


_VERBS = {
    "add": "added",
    "remove": "deleted",
    "delete": "deleted",
    "replace": "updated",
    "update": "updated",
    "move": "moved",
    "copy": "copied",
}


def summarize(changes: Iterable[tuple[str, str]], *, limit: int = 4) -> str:
    """("update", "basics.name"), ("add", "work[2]") -> "updated basics.name; added work[2]"."""
    grouped: dict[str, list[str]] = {}
    for action, path in changes:
        grouped.setdefault(_VERBS.get(action, action), []).append(path or "the whole resume")
    total = sum(len(paths) for paths in grouped.values())
    if not total:
        return "no change"
    parts = []
    shown = 0
    for verb, paths in grouped.items():
        take = paths[: max(limit - shown, 0)]
        shown += len(take)
        if take:
            parts.append(f"{verb} {', '.join(take)}")
    text = "; ".join(parts)
    if total > shown:
        text += f" and {total - shown} more"
    return text


def describe_patch(patch: Sequence[dict[str, Any]], *, limit: int = 4) -> str:
    """A short human summary of a JSON Patch: "updated basics.name; added work[2]"."""
    return summarize(
        ((op.get("op", ""), pointer_to_path(op.get("path", ""))) for op in patch), limit=limit
    )
