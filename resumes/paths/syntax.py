"""Path syntax (`work[0].highlights[2]` -> ("work", 0, "highlights", 2)) and the path errors."""

from __future__ import annotations

import json
import re

from resumes.schema import ResumeEditError, describe_value_type

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


_KEY = re.compile(r"[^.\[\]]+")
_BRACKET = re.compile(
    r"""\[\s*(?:(?P<index>[+-]?\d+)|"(?P<dq>(?:[^"\\]|\\.)*)"|'(?P<sq>[^']*)')\s*\]"""
)


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
