"""Scripted replies of the fake LLM server, and how they go on the wire (stream or not).

A `Reply` is what the model "says" (content, reasoning, tool calls) plus how the server says
it: token count and delay, an error status, or one of the hostile modes real providers show
(type or index left out, ids repeated in every chunk, an early `[DONE]`, no finish reason,
a dropped connection, a chunk that is not JSON, interleaved parallel calls...).

A `ServerScript` is the whole server's: the queue of replies, the rules matched on a request,
and the provider and model quirks switched on for every request (also the `--script` file's
shape). The error bodies are written as providers write them.
"""

from __future__ import annotations

import json
import math
import time
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class ScriptedCall(BaseModel):
    """A tool call the fake model makes."""

    model_config = ConfigDict(extra="forbid")

    name: str
    # A string goes on the wire as is (half JSON, fenced JSON, "" ...); anything else is
    # JSON-encoded, or sent as a raw JSON value when `arguments_as_object` is set.
    arguments: Any = "{}"
    arguments_as_object: bool = False
    # None: the server makes one up; "" is sent as an empty id.
    id: str | None = None

    def argument_text(self) -> str:
        if isinstance(self.arguments, str):
            return self.arguments
        return json.dumps(self.arguments, ensure_ascii=False)

    def wire_arguments(self) -> Any:
        if self.arguments_as_object:
            return (
                self.arguments
                if not isinstance(self.arguments, str)
                else json.loads(self.arguments)
            )
        return self.argument_text()


class Reply(BaseModel):
    """One answer of the fake model, and the way it is delivered."""

    model_config = ConfigDict(extra="forbid")

    content: str = ""
    reasoning: str = ""
    tool_calls: list[ScriptedCall] = Field(default_factory=list)
    # "auto": "tool_calls" when there are calls, else "stop"; None: no finish reason at all.
    finish_reason: str | None = "auto"
    tokens: int | None = None
    delay: float = 0.0
    argument_pieces: int = 3
    usage: dict[str, int] | None = None

    status: int = 200
    error: dict[str, Any] | None = None
    headers: dict[str, str] = Field(default_factory=dict)

    omit_type: bool = False
    null_type: bool = False
    omit_index: bool = False
    repeat_ids: bool = False
    repeat_role: bool = False
    interleave: bool = False
    done_after: int | None = None
    no_done: bool = False
    cut_after: int | None = None
    garbage_after: int | None = None
    split_bytes: bool = False
    # Every event in one write, as a buffering proxy (or a busy client) receives them.
    burst: bool = False
    # Answer with one JSON body even when a stream was asked for.
    ignore_stream: bool = False
    # Seconds the body stays open after [DONE] (a server that never ends its stream).
    hang_after_done: float = 0.0

    def resolved_finish(self) -> str | None:
        if self.finish_reason == "auto":
            return "tool_calls" if self.tool_calls else "stop"
        return self.finish_reason

    def resolved_usage(self) -> dict[str, int]:
        if self.usage is not None:
            return self.usage
        completion = max(1, len(self.content) // 4 + len(self.reasoning) // 4)
        return {
            "prompt_tokens": 10,
            "completion_tokens": completion,
            "total_tokens": 10 + completion,
        }


def split_text(text: str, pieces: int | None) -> list[str]:
    """Text in `pieces` nearly equal parts (about four characters a part by default)."""
    if not text:
        return []
    count = pieces if pieces else math.ceil(len(text) / 4)
    count = max(1, min(count, len(text)))
    size = len(text) / count
    cuts = [round(i * size) for i in range(count + 1)]
    return [text[cuts[i] : cuts[i + 1]] for i in range(count) if cuts[i] < cuts[i + 1]]


def _call_ids(reply: Reply, number: int) -> list[str]:
    return [
        call.id if call.id is not None else f"call_{number}_{position}"
        for position, call in enumerate(reply.tool_calls)
    ]


def completion_body(reply: Reply, *, model: str, number: int) -> dict[str, Any]:
    """The non-streamed JSON answer."""
    message: dict[str, Any] = {"role": "assistant", "content": reply.content or None}
    if reply.reasoning:
        message["reasoning_content"] = reply.reasoning
    if reply.tool_calls:
        message["tool_calls"] = [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": call.name, "arguments": call.wire_arguments()},
            }
            for call, call_id in zip(reply.tool_calls, _call_ids(reply, number), strict=True)
        ]
    return _envelope(
        "chat.completion",
        number=number,
        model=model,
        created=int(time.time()),
        system_fingerprint="fp_fake",
        choices=[
            {
                "index": 0,
                "message": message,
                "logprobs": None,
                "finish_reason": reply.resolved_finish(),
            }
        ],
        usage=reply.resolved_usage(),
    )


def _envelope(kind: str, *, number: int, model: str, created: int, **rest: Any) -> dict[str, Any]:
    """What every answer and chunk starts with: its id, kind (`object`), time and model."""
    return {
        "id": f"chatcmpl-fake-{number}",
        "object": kind,
        "created": created,
        "model": model,
        **rest,
    }


def _tool_deltas(reply: Reply, number: int) -> list[list[dict[str, Any]]]:
    """Per call, its deltas in spec order: header first, then argument fragments."""
    per_call: list[list[dict[str, Any]]] = []
    for index, (call, call_id) in enumerate(
        zip(reply.tool_calls, _call_ids(reply, number), strict=True)
    ):
        header = {
            "index": index,
            "id": call_id,
            "type": "function",
            "function": {"name": call.name, "arguments": ""},
        }
        deltas = [header]
        if call.arguments_as_object:
            deltas.append({"index": index, "function": {"arguments": call.wire_arguments()}})
        else:
            for fragment in split_text(call.argument_text(), reply.argument_pieces):
                deltas.append({"index": index, "function": {"arguments": fragment}})
        for position, delta in enumerate(deltas):
            if reply.repeat_ids and position:
                delta.update(id=call_id, type="function")
                delta["function"]["name"] = call.name
            if reply.omit_type:
                delta.pop("type", None)
            elif reply.null_type:
                delta["type"] = None
            if reply.omit_index:
                delta.pop("index", None)
        per_call.append(deltas)
    return per_call


def _interleaved(per_call: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """All headers first, then fragments taken round-robin from each call."""
    ordered = [deltas[0] for deltas in per_call]
    rests = [deltas[1:] for deltas in per_call]
    while any(rests):
        for rest in rests:
            if rest:
                ordered.append(rest.pop(0))
    return ordered


def stream_chunks(
    reply: Reply, *, model: str, number: int, include_usage: bool
) -> list[dict[str, Any]]:
    """The chunk objects of a streamed answer, hostile modes applied."""
    deltas: list[dict[str, Any]] = []
    deltas += [{"reasoning_content": piece} for piece in split_text(reply.reasoning, None)]
    deltas += [{"content": piece} for piece in split_text(reply.content, reply.tokens)]
    per_call = _tool_deltas(reply, number)
    if reply.interleave:
        deltas += [{"tool_calls": [delta]} for delta in _interleaved(per_call)]
    else:
        deltas += [{"tool_calls": [delta]} for call in per_call for delta in call]
    if not deltas:
        deltas = [{"content": ""}]
    first_tool = next((d for d in deltas if "tool_calls" in d), None)
    if first_tool is not None and not reply.content:
        first_tool["content"] = None
    deltas[0] = {"role": "assistant", **deltas[0]}
    if reply.repeat_role:
        deltas = [{"role": "assistant", **delta} for delta in deltas]
    created = int(time.time())

    def chunk(**rest: Any) -> dict[str, Any]:
        return _envelope(
            "chat.completion.chunk", number=number, model=model, created=created, **rest
        )

    def delta_chunk(delta: dict[str, Any], finish: str | None) -> dict[str, Any]:
        choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}
        return chunk(system_fingerprint="fp_fake", choices=[choice])

    chunks = [delta_chunk(delta, None) for delta in deltas]
    finish = reply.resolved_finish()
    if finish is not None:
        chunks.append(delta_chunk({}, finish))
    if include_usage and finish is not None:
        chunks.append(chunk(choices=[], usage=reply.resolved_usage()))
    return chunks


def inside_multibyte(data: bytes) -> int:
    """A cut position that falls inside a multi-byte UTF-8 character, when there is one."""
    for position in range(len(data) // 2, len(data)):
        if data[position] & 0xC0 == 0x80:
            return position
    return len(data) // 2


class Rule(BaseModel):
    """A reply given whenever a request matches (checked before the queue)."""

    model_config = ConfigDict(extra="forbid")

    last_user_contains: str | None = None
    last_role: str | None = None
    has_tools: bool | None = None
    reply: Reply

    def matches(self, body: dict[str, Any]) -> bool:
        messages = body.get("messages") or []
        if self.last_role is not None and (
            not messages or messages[-1].get("role") != self.last_role
        ):
            return False
        if self.has_tools is not None and bool(body.get("tools")) != self.has_tools:
            return False
        if self.last_user_contains is not None:
            users = [m for m in messages if isinstance(m, dict) and m.get("role") == "user"]
            text = str(users[-1].get("content") or "") if users else ""
            if self.last_user_contains not in text:
                return False
        return True


class ServerScript(BaseModel):
    """What the server answers and how strict it is (also the `--script` file's shape)."""

    model_config = ConfigDict(extra="forbid")

    replies: list[Reply] = Field(default_factory=list)
    rules: list[Rule] = Field(default_factory=list)
    default: Reply | None = None
    strict_pairing: bool = True
    reject_tool_choice_required: bool = False
    reject_tools: bool = False
    reject_stream_options: bool = False
    stream_with_tools_broken: bool = False
    # Servers that cannot stream: refuse stream=true (400), or answer it with one JSON body.
    reject_stream: bool = False
    ignore_stream: bool = False
    # Models that make one call where two were asked for, or write arguments that are not
    # JSON (Python-style single quotes).
    single_tool_call: bool = False
    broken_arguments: bool = False
    # Like some providers: every error body repeats the key the request was sent with.
    echo_api_key: bool = False

    def with_quirks(self, reply: Reply) -> Reply:
        """The reply as a server with this script's model quirks would send it."""
        calls = reply.tool_calls
        if self.single_tool_call:
            calls = calls[:1]
        if self.broken_arguments:
            calls = [
                call.model_copy(update={"arguments": call.argument_text().replace('"', "'")})
                for call in calls
            ]
        if calls is reply.tool_calls:
            return reply
        return reply.model_copy(update={"tool_calls": calls})


# Error bodies as providers write them.

SILICONFLOW_INVALID_PARAMETER = {
    "code": 20015,
    "message": "The parameter is invalid. Please check again.",
    "data": None,
}


def error_body(message: str, *, code: str = "invalid_request_error") -> dict[str, Any]:
    return {
        "error": {"message": message, "type": "invalid_request_error", "param": None, "code": code}
    }


def echo_key(body: Any, authorization: str) -> Any:
    """The error body with the request's key in its message, as OpenAI's 401 says it."""
    key = authorization.removeprefix("Bearer ").strip()
    error = dict(body.get("error") or {}) if isinstance(body, dict) else {}
    message = error.get("message") or "error"
    error["message"] = f"{message} Incorrect API key provided: {key}. ({authorization})"
    return {**(body if isinstance(body, dict) else {}), "error": error, "key": key}
