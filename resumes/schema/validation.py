"""Whole-document validation: storable JSON first, then the models, as (path, message) errors."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from resumes.limits import MAX_DOCUMENT_BYTES, document_bytes, limit_problems, size_problem
from resumes.schema.errors import (
    MAX_REPORTED_ERRORS,
    DocumentInvalid,
    describe_value_type,
    format_path,
)
from resumes.schema.sections import ResumeDocument

MAX_DEPTH = 40


def json_problems(value: Any, path: Sequence[str | int] = ()) -> list[tuple[str, str]]:
    """What keeps `value` from being storable JSON (on SQLite and PostgreSQL alike)."""
    problems: list[tuple[str, str]] = []
    stack: list[tuple[Any, tuple[str | int, ...], int]] = [(value, tuple(path), 0)]
    while stack and len(problems) < MAX_REPORTED_ERRORS:
        item, where, depth = stack.pop()
        here = format_path(where)
        if depth > MAX_DEPTH:
            problems.append((here, f"is nested more than {MAX_DEPTH} levels deep"))
        elif isinstance(item, str):
            problem = _text_problem(item)
            if problem:
                problems.append((here, problem))
        elif isinstance(item, bool) or item is None or isinstance(item, int):
            continue
        elif isinstance(item, float):
            if not math.isfinite(item):
                problems.append((here, f"{item} is not a JSON number"))
        elif isinstance(item, list):
            stack.extend(
                (child, (*where, i), depth + 1) for i, child in reversed(list(enumerate(item)))
            )
        elif isinstance(item, dict):
            for key, child in reversed(item.items()):
                if not isinstance(key, str):
                    problems.append((here, f"object keys must be text, got {key!r}"))
                    continue
                problem = _text_problem(key)
                if problem:
                    problems.append((here, f"key {key!r} {problem}"))
                    continue
                stack.append((child, (*where, key), depth + 1))
        else:
            problems.append((here, f"{type(item).__name__} is not a JSON value"))
    return problems


def _text_problem(text: str) -> str | None:
    # PostgreSQL's jsonb refuses NUL and lone surrogates; refuse them everywhere alike.
    if "\x00" in text:
        return "contains a NUL character (\\u0000)"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "contains an unpaired surrogate, which is not valid Unicode"
    return None


_ERROR_MESSAGES = {
    "string_type": "must be text",
    "list_type": "must be a list",
    "model_type": "must be an object",
    "model_attributes_type": "must be an object",
    "dict_type": "must be an object",
}


def _pydantic_errors(exc: ValidationError) -> list[tuple[str, str]]:
    errors = []
    for error in exc.errors(include_url=False):
        path = format_path([part for part in error["loc"] if isinstance(part, str | int)])
        kind = error["type"]
        if kind == "value_error":
            message = str(error["ctx"]["error"])
        elif kind in _ERROR_MESSAGES:
            message = f"{_ERROR_MESSAGES[kind]}, got {describe_value_type(error['input'])}"
        else:
            message = error["msg"]
        errors.append((path, message))
    return errors


def validate_document(data: Any, *, previous: Any = None) -> dict[str, Any]:
    """Return the normalised JSON Resume document, or raise `DocumentInvalid`. `previous`, the
    stored document an edit starts from, lets an edit through limits it does not make worse
    (resumes/limits.py)."""
    if not isinstance(data, dict):
        raise DocumentInvalid(
            [("", f"the resume must be a JSON object, got {describe_value_type(data)}")]
        )
    problems = json_problems(data)
    if problems:
        raise DocumentInvalid(problems)
    size = document_bytes(data)
    if size > MAX_DOCUMENT_BYTES and (previous is None or size > document_bytes(previous)):
        raise DocumentInvalid([("", size_problem(size))])
    too_big = limit_problems(data, previous=previous, most=MAX_REPORTED_ERRORS)
    if too_big:
        raise DocumentInvalid([(format_path(where), message) for where, message in too_big])
    try:
        model = ResumeDocument.model_validate(data)
    except ValidationError as exc:
        raise DocumentInvalid(_pydantic_errors(exc)) from None
    return model.model_dump(mode="json", exclude_unset=True)
