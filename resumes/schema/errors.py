"""The errors a resume edit can raise, and how their messages write paths and JSON types."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

MAX_REPORTED_ERRORS = 8


class ResumeEditError(Exception):
    """An error the person or the model can act on; its message says what to do."""


class DocumentInvalid(ResumeEditError):
    """The document does not follow JSON Resume; `errors` lists (path, message) pairs."""

    def __init__(self, errors: Sequence[tuple[str, str]], *, intro: str = "") -> None:
        self.errors = list(errors)
        self.intro = intro
        super().__init__(self._message())

    def _message(self) -> str:
        shown = [f"{path}: {message}" if path else message for path, message in self.errors]
        more = len(shown) - MAX_REPORTED_ERRORS
        text = "; ".join(shown[:MAX_REPORTED_ERRORS])
        if more > 0:
            text += f"; and {more} more problem{'s' if more > 1 else ''}"
        return f"{self.intro} {text}".strip() if self.intro else text

    def with_intro(self, intro: str) -> DocumentInvalid:
        """The same errors, introduced by a sentence that says what was being done."""
        return DocumentInvalid(self.errors, intro=intro)


# Paths in messages are written the way tools address the document: work[2].startDate.
def format_path(segments: Sequence[str | int]) -> str:
    """Write path segments as `work[2].highlights[0]` (keys that need it are quoted)."""
    text = ""
    for segment in segments:
        if isinstance(segment, int):
            text += f"[{segment}]"
        elif re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$-]*", segment):
            text += f".{segment}" if text else segment
        else:
            text += f"[{json.dumps(segment, ensure_ascii=False)}]"
    return text


def describe_value_type(value: Any) -> str:
    """The JSON type of `value` in words ("a list", "text"), for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
