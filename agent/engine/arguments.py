"""Turn whatever a model sent as tool arguments into a validated pydantic object, or a clear error.

Strict JSON first, then repair (json_repair, non-ASCII kept), then "must be a JSON object",
then the tool's pydantic model. Nothing here raises: every failure is an error text written
for the model, quoting what it sent and saying how to call correctly.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

import json_repair
from pydantic import BaseModel, ValidationError

_QUOTE_LIMIT = 200
_FENCE = re.compile(r"^\s*```[a-zA-Z0-9_-]*\s*\n?(.*?)\n?\s*```\s*$", re.DOTALL)


@dataclass
class ParsedArguments:
    """The outcome of parsing: `value` (the model instance) or `error` (text for the model)."""

    value: BaseModel | None = None
    data: dict[str, Any] | None = None
    note: str = ""
    error: str = ""

    @property
    def ok(self) -> bool:
        return self.value is not None


def _quote(raw: Any) -> str:
    text = raw if isinstance(raw, str) else json.dumps(raw, ensure_ascii=False, default=str)
    if len(text) > _QUOTE_LIMIT:
        text = text[:_QUOTE_LIMIT] + f"... ({len(text)} characters in all)"
    return repr(text) if text.strip() == "" else text


def _kind(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    return type(value).__name__


def _how_to_call(model: type[BaseModel], usage: str | None) -> str:
    if usage:
        return f"Call it again like this: {usage}."
    fields = ", ".join(f'"{name}": ...' for name in model.model_fields)
    return f"Call it again with a JSON object like {{{fields}}}."


def _is_cut_off(text: str) -> bool:
    """True when the text ends inside a string or an unclosed object/list (a truncated reply)."""
    depth = 0
    in_string = escaped = False
    quote = ""
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                in_string = False
        elif char in "\"'":
            in_string, quote = True, char
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
    return in_string or depth > 0


def describe_repair(text: str, log: list[dict[str, str]]) -> str:
    """What json_repair had to repair in `text`, in a few words ("" when nothing is known)."""
    found = []
    if re.search(r",\s*[}\]]", text):
        found.append("trailing comma")
    if "'" in text and '"' not in text:
        found.append("single quotes")
    if _is_cut_off(text):
        found.append("closed an unclosed string, object or list")
    found.extend(entry["text"] for entry in log if entry.get("text"))
    return "; ".join(dict.fromkeys(found))


def _decode(text: str) -> tuple[Any, str, str]:
    """Decode JSON text: (value, repair note, error). Strict first, then json_repair."""
    note = ""
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1)
        note = "repaired: removed a ``` fence"
    if not text.strip():
        return None, note, "The arguments were empty."
    try:
        return json.loads(text), note, ""
    except (json.JSONDecodeError, ValueError) as exc:
        strict_error = f"{exc.msg} at position {exc.pos}" if hasattr(exc, "msg") else str(exc)
    if _is_cut_off(text):
        # Repairing a truncated reply would save a truncated value into the resume.
        return None, note, "The arguments were cut off before the JSON was complete."
    try:
        value, log = json_repair.repair_json(
            text, return_objects=True, logging=True, ensure_ascii=False
        )
    except Exception:  # json_repair is best effort; its failure is just "not JSON"
        return None, note, f"The arguments are not valid JSON ({strict_error})."
    if value == "" or value is None:
        return None, note, f"The arguments are not valid JSON ({strict_error})."
    repair_note = f"repaired: {describe_repair(text, log) or strict_error}"
    return value, f"{note}; {repair_note}" if note else repair_note, ""


def parse_arguments(
    raw: str | dict | Any, model: type[BaseModel], *, usage: str | None = None
) -> ParsedArguments:
    """Parse and validate `raw` against `model`; `usage` is the tool's call summary for errors."""
    note = ""
    if raw is None:
        return ParsedArguments(
            error=f"The arguments were missing. Received: null. {_how_to_call(model, usage)}"
        )
    if isinstance(raw, dict):
        data: Any = raw
    elif isinstance(raw, str | bytes):
        text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        data, note, error = _decode(text)
        if error:
            return ParsedArguments(
                note=note,
                error=f"{error} Received: {_quote(text)}. {_how_to_call(model, usage)}",
            )
        if isinstance(data, str):
            # A JSON string holding JSON: some providers double-encode arguments.
            inner, inner_note, inner_error = _decode(data)
            if not inner_error and isinstance(inner, dict):
                data = inner
                note = "; ".join(n for n in (note, "repaired: arguments were double-encoded") if n)
                note = "; ".join(n for n in (note, inner_note) if n)
    else:
        data = raw
    if not isinstance(data, dict):
        return ParsedArguments(
            note=note,
            error=(
                f"The arguments must be a JSON object, not {_kind(data)}. "
                f"Received: {_quote(raw)}. {_how_to_call(model, usage)}"
            ),
        )
    try:
        value = model.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(arguments)'}: {err['msg']}"
            for err in exc.errors(include_url=False)
        )
        return ParsedArguments(
            data=data,
            note=note,
            error=(
                f"The arguments do not fit this tool: {problems}. "
                f"Received: {_quote(data)}. {_how_to_call(model, usage)}"
            ),
        )
    return ParsedArguments(value=value, data=data, note=note)
