"""JSON values (copy, compare), JSON Pointer (RFC 6901), JSON Patch (RFC 6902) and summaries.

Revisions store a change as a patch and its inverse; summaries say it in words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from resumes.paths.syntax import Segment
from resumes.schema import ResumeEditError, describe_value_type, format_path, shape_at


class PatchError(ResumeEditError):
    """A JSON Patch that does not apply to the document it was given."""


def clone_json(value: Any) -> Any:
    """A deep copy of a JSON value (faster than copy.deepcopy for plain dicts and lists)."""
    if isinstance(value, dict):
        return {key: clone_json(child) for key, child in value.items()}
    if isinstance(value, list):
        return [clone_json(child) for child in value]
    return value


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
