"""JSON from outside (a REST body, an MCP tool's arguments, a socket message), parsed with a
bound on its depth.

`json.loads` recurses once per level: 100,000 nested brackets end in a `RecursionError`,
and a few hundred pass the parser only to exhaust the stack of whatever walks the value next
(dropping NUL characters, validation, storage). No resume, patch or message needs more than a
handful of levels, so anything deeper than `MAX_DEPTH` is refused where it enters, with a
message, instead of ending in a 500.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 32


class JsonInputError(ValueError):
    """The text is not JSON, or nests deeper than `MAX_DEPTH`; the message says which."""


def depth_problem(value: Any, most: int = MAX_DEPTH) -> str:
    """ "" when `value` nests at most `most` levels, else the message (walked without
    recursion, so a deep value cannot exhaust the stack here)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > most:
            return f"The JSON is nested more than {most} levels deep; send a flatter value."
        stack.extend((child, depth + 1) for child in children)
    return ""


def loads(raw: bytes | str, most: int = MAX_DEPTH) -> Any:
    """The parsed value, or `JsonInputError` for text that is not JSON or is too deep."""
    try:
        value = json.loads(raw)
    except RecursionError:
        raise JsonInputError(
            f"The JSON is nested more than {most} levels deep; send a flatter value."
        ) from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise JsonInputError(f"The body is not valid JSON ({exc}).") from None
    problem = depth_problem(value, most)
    if problem:
        raise JsonInputError(problem)
    return value
