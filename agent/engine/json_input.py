"""JSON from outside (a REST body, an MCP tool's arguments, a socket message), parsed with a
bound on its depth and on its numbers.

`json.loads` recurses once per level: 100,000 nested brackets end in a `RecursionError`,
and a few hundred pass the parser only to exhaust the stack of whatever walks the value next
(dropping NUL characters, validation, storage). No resume, patch or message needs more than a
handful of levels, so anything deeper than `MAX_DEPTH` is refused where it enters, with a
message, instead of ending in a 500.

Numbers too: `1e999` parses to infinity, which PostgreSQL's jsonb refuses and SQLite stores
as `Infinity`, text no JSON reader takes back; `NaN` and `Infinity` are not JSON at all.
"""

from __future__ import annotations

import json
import math
from typing import Any

MAX_DEPTH = 32
NOT_FINITE = "The JSON holds a number that is not finite (NaN, Infinity, or beyond 1e308)."


class JsonInputError(ValueError):
    """The text is not JSON, nests deeper than `MAX_DEPTH` or holds a number that is not
    finite; the message says which."""


def too_deep(most: int) -> str:
    return f"The JSON is nested more than {most} levels deep; send a flatter value."


def depth_problem(value: Any, most: int = MAX_DEPTH) -> str:
    """ "" when `value` nests at most `most` levels and holds only finite numbers, else the
    message (walked without recursion, so a deep value cannot exhaust the stack here)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            if isinstance(item, float) and not math.isfinite(item):
                return NOT_FINITE
            continue
        if depth > most:
            return too_deep(most)
        stack.extend((child, depth + 1) for child in children)
    return ""


def _no_constant(name: str) -> Any:
    raise JsonInputError(NOT_FINITE)


def loads(raw: bytes | str, most: int = MAX_DEPTH) -> Any:
    """The parsed value, or `JsonInputError` for text that is not JSON, too deep, or with a
    number that is not finite."""
    try:
        value = json.loads(raw, parse_constant=_no_constant)
    except JsonInputError:
        raise
    except RecursionError:
        raise JsonInputError(too_deep(most)) from None
    except ValueError as exc:  # UnicodeDecodeError and JSONDecodeError included
        raise JsonInputError(f"The body is not valid JSON ({exc}).") from None
    problem = depth_problem(value, most)
    if problem:
        raise JsonInputError(problem)
    return value
