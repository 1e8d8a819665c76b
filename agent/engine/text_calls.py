"""Reading the tool calls a model wrote as text: `<tool_call>` blocks and fenced JSON.

Every `<tool_call>` block becomes a call. A readable block gives the call with its name and
arguments; a block that cannot be read (no tool name, a list, prose, nothing) gives a call
with the problem "unreadable" and what is wrong with it, so the model is told instead of the
block vanishing. When the answer ended at the token limit (finish reason `length`), the
block it ended in is a call with the problem "cut_off": it is never repaired into a complete
call. Each call keeps the block exactly as written (`written`) and a note of whatever had to
be repaired to read it (`repair_note`). Fenced JSON without tags counts only when it holds a
name and arguments (and, in native mode, a known tool name); anything else stays text.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import json_repair

from agent.engine.arguments import describe_repair
from agent.engine.messages import ToolCallPart

OPEN_TAG = "<tool_call>"
CLOSE_TAG = "</tool_call>"
_TAGGED = re.compile(r"<tool_call>(.*?)(</tool_call>|(?=<tool_call>)|$)", re.DOTALL)
_FENCED = re.compile(r"```(?:json|JSON|tool_call)?[ \t]*\n?(.*?)(```|$)", re.DOTALL)
_NAME_KEYS = ("name", "tool", "tool_name", "function")
_ARGUMENT_KEYS = ("arguments", "parameters", "args", "input")
_NAME_IN_TEXT = re.compile(r'"(?:name|tool|tool_name)"\s*:\s*"([^"]+)"')
_ARGUMENTS_IN_TEXT = re.compile(r'"(?:arguments|parameters|args|input)"\s*:\s*(.*)', re.DOTALL)
_QUOTE_LIMIT = 300
CALL_FORMAT = '<tool_call>{"name": "TOOL_NAME", "arguments": {...}}</tool_call>'


def load_json(text: str) -> tuple[Any, str]:
    """(value, repair note): strict JSON, else json_repair and what it had to repair;
    (None, "") when nothing can be read."""
    text = text.strip()
    if not text:
        return None, ""
    try:
        return json.loads(text), ""
    except ValueError as exc:
        strict_error = f"{exc.msg} at position {exc.pos}" if hasattr(exc, "msg") else str(exc)
    try:
        value, log = json_repair.repair_json(
            text, return_objects=True, logging=True, ensure_ascii=False
        )
    except Exception:  # json_repair gives up in its own ways; a failure is simply "no value".
        return None, ""
    if value in ("", None):
        return None, ""
    return value, describe_repair(text, log) or f"not valid JSON ({strict_error})"


def _kind(value: Any) -> str:
    if value is None:
        return "not JSON"
    if isinstance(value, list):
        return "a list (write one block per call)"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, bool | int | float):
        return "a number or boolean"
    return type(value).__name__


def _from_object(data: Any, notes: list[str] | None = None) -> tuple[str, str] | str:
    """(name, arguments as JSON text) from a call object, or what is wrong with it. Keys read
    in place of "name" and "arguments" are added to `notes`."""
    notes = notes if notes is not None else []
    if not isinstance(data, dict):
        return f'it is {_kind(data)}, not a JSON object with "name" and "arguments"'
    name_key = next((key for key in _NAME_KEYS if key in data), None)
    name: Any = data[name_key] if name_key else None
    if isinstance(name, dict):  # {"function": {"name": ..., "arguments": ...}}
        notes.append(f'read the call from its "{name_key}" object')
        return _from_object(name, notes)
    if not isinstance(name, str) or not name.strip():
        return 'it names no tool (it has no "name" with the tool\'s name)'
    if name_key != "name":
        notes.append(f'read "{name_key}" as the tool name')
    arguments_key = next((key for key in _ARGUMENT_KEYS if key in data), None)
    if arguments_key not in (None, "arguments"):
        notes.append(f'read "{arguments_key}" as the arguments')
    arguments: Any = data[arguments_key] if arguments_key else {}
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return name.strip(), raw


def _salvage(body: str) -> tuple[str, str] | None:
    """Name and raw arguments of a block too broken to load as a whole, read from its text,
    so the argument parser can say what is wrong with the arguments."""
    name = _NAME_IN_TEXT.search(body)
    if not name:
        return None
    arguments = _ARGUMENTS_IN_TEXT.search(body)
    raw = arguments.group(1).strip() if arguments else ""
    if raw.endswith("}") and raw.count("}") > raw.count("{"):
        raw = raw[:-1].rstrip()
    return name.group(1), raw


def _cut_off(body: str, written: str) -> ToolCallPart:
    """The call an answer ended in at the token limit: what arrived, never completed."""
    salvaged = _salvage(body)
    name, raw = salvaged if salvaged else ("", "")
    return ToolCallPart(
        name=name,
        arguments_raw=raw,
        written=written,
        problem="cut_off",
        problem_detail="the answer reached the output token limit inside this call",
    )


def _block_call(body: str, written: str, notes: list[str]) -> ToolCallPart:
    """The call of one block's inside (already unfenced), however loosely it is written."""
    data, repair = load_json(body)
    if repair:
        notes.append(f"repaired the JSON of the call: {repair}")
    found = _from_object(data, notes)
    if isinstance(found, tuple):
        name, raw = found
        return ToolCallPart(
            name=name, arguments_raw=raw, written=written, repair_note="; ".join(notes)
        )
    salvaged = _salvage(body) if data is None else None
    if salvaged:
        notes.append("the block is not valid JSON; its name and arguments were read from the text")
        name, raw = salvaged
        return ToolCallPart(
            name=name, arguments_raw=raw, written=written, repair_note="; ".join(notes)
        )
    detail = "it is empty" if not body.strip() else found
    return ToolCallPart(written=written, problem="unreadable", problem_detail=detail)


def parse_text_calls(
    text: str, *, known: Callable[[str], bool] | None = None, truncated: bool = False
) -> tuple[str, list[ToolCallPart]]:
    """Calls written in `text`, and the text with them taken out.

    `<tool_call>` blocks always count (an unknown name is answered by the loop, an
    unreadable block is a call with a problem); fenced JSON blocks count when they hold a
    name and arguments, and, if `known` is given, a known name. `truncated`: the answer
    ended at the token limit, so a block still open at the very end is cut off.
    """
    calls: list[ToolCallPart] = []

    def tagged(match: re.Match[str]) -> str:
        body, end = match.group(1).strip(), match.group(2)
        notes: list[str] = []
        if truncated and not end and match.end() == len(text):
            calls.append(_cut_off(body, match.group(0)))
            return ""
        if end != CLOSE_TAG:
            notes.append(f"the block had no closing {CLOSE_TAG} tag")
        fence = _FENCED.fullmatch(body)
        if fence:
            body = fence.group(1).strip()
            notes.append("removed a ``` fence inside the block")
        calls.append(_block_call(body, match.group(0), notes))
        return ""

    after_tags = _TAGGED.sub(tagged, text)

    def fenced(match: re.Match[str]) -> str:
        body, closed = match.group(1), bool(match.group(2))
        if truncated and not closed and match.end() == len(after_tags):
            salvaged = _salvage(body)
            looks_like_call = bool(salvaged and _ARGUMENTS_IN_TEXT.search(body))
            if looks_like_call and (known is None or known(salvaged[0])):
                calls.append(_cut_off(body, match.group(0)))
                return ""
            return match.group(0)
        data, repair = load_json(body)
        if not isinstance(data, dict) or not any(key in data for key in _ARGUMENT_KEYS):
            return match.group(0)
        notes = [] if closed else ["the ``` fence was not closed"]
        if repair:
            notes.append(f"repaired the JSON of the call: {repair}")
        found = _from_object(data, notes)
        if not isinstance(found, tuple) or (known is not None and not known(found[0])):
            return match.group(0)
        name, raw = found
        calls.append(
            ToolCallPart(
                name=name, arguments_raw=raw, written=match.group(0), repair_note="; ".join(notes)
            )
        )
        return ""

    return _tidy(_FENCED.sub(fenced, after_tags)), calls


def _tidy(text: str) -> str:
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def mark_cut_native_call(calls: list[ToolCallPart]) -> list[ToolCallPart]:
    """An answer that ended at the token limit: its last native call is cut off unless its
    arguments are complete JSON."""
    if not calls:
        return calls
    last = calls[-1]
    try:
        complete = bool(last.arguments_raw.strip()) and json.loads(last.arguments_raw) is not None
    except ValueError:
        complete = False
    if complete or last.problem:
        return calls
    cut = last.model_copy(
        update={
            "problem": "cut_off",
            "problem_detail": "the answer reached the output token limit inside this call",
        }
    )
    return [*calls[:-1], cut]


def _quote(text: str) -> str:
    text = text.strip()
    if len(text) > _QUOTE_LIMIT:
        text = text[:_QUOTE_LIMIT] + f"... ({len(text)} characters in all)"
    return text or "(nothing)"


def problem_result(part: ToolCallPart) -> str | None:
    """The error result a call with a problem is answered with instead of running; None when
    it has none."""
    if part.problem == "cut_off":
        what = part.written or part.arguments_raw
        tool = f" to {part.name}" if part.name else ""
        return (
            f"Your answer reached the output token limit while this call{tool} was being "
            f"written: the call was cut off, so it was not run and nothing was changed. "
            f"What arrived: {_quote(what)}. Write the call again, complete. If it is long, "
            "split the work into several smaller calls."
        )
    if part.problem == "unreadable":
        return (
            f"This {OPEN_TAG} block could not be read ({part.problem_detail}), so nothing was "
            f"run. What you wrote: {_quote(part.written)}. Write each call as {CALL_FORMAT}, "
            "one block per call, with the tool's name and its arguments as a JSON object."
        )
    return None
