"""A tolerant accumulator for streamed chat-completion chunks, whatever the provider got wrong.

It takes chunks as plain dicts (the wire JSON), keys tool-call deltas by `index` and falls back
to `id` when a provider leaves `index` out, sets a call's id, name and type once (repeats and
empty strings are ignored: some providers resend them in every chunk), appends argument
fragments, accepts arguments sent as an object, and opens a new call when a new id arrives at
an index already in use. A stream that stops without `finish_reason` or `[DONE]` still gives
the response it carried so far; `cut_short` says whether the answer looks complete.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from agent.engine.messages import ModelResponse, ToolCallPart, Usage


@dataclass
class _Call:
    """One tool call being assembled from deltas."""

    index: int | None = None
    id: str = ""
    name: str = ""
    type: str = ""
    fragments: list[str] = field(default_factory=list)

    def arguments(self) -> str:
        return "".join(self.fragments)


@dataclass
class Delta:
    """What one chunk added that the person should see at once."""

    text: str = ""
    reasoning: str = ""


def _fragment(arguments: Any) -> str:
    """Argument text from a delta; an object (some providers send one) becomes its JSON."""
    if arguments is None:
        return ""
    if isinstance(arguments, str):
        return arguments
    return json.dumps(arguments, ensure_ascii=False)


class StreamAccumulator:
    """Builds one `ModelResponse` from the chunks of a streamed chat completion."""

    def __init__(self) -> None:
        self._content: list[str] = []
        self._reasoning: list[str] = []
        self._calls: list[_Call] = []
        self._by_index: dict[int, _Call] = {}
        self._by_id: dict[str, _Call] = {}
        self._last: _Call | None = None
        self.finish_reason: str | None = None
        self.usage: Usage | None = None
        self.chunks = 0

    def add(self, chunk: dict[str, Any]) -> Delta:
        """Fold one chunk in; return the visible text and reasoning it carried."""
        self.chunks += 1
        out = Delta()
        usage = chunk.get("usage")
        if isinstance(usage, dict):
            self.usage = Usage(
                prompt_tokens=usage.get("prompt_tokens"),
                completion_tokens=usage.get("completion_tokens"),
            )
        choices = chunk.get("choices") or []
        for choice in choices:
            # Only the first choice is ours (we never ask for n > 1).
            if not isinstance(choice, dict) or (choice.get("index") or 0) != 0:
                continue
            delta = choice.get("delta") or choice.get("message") or {}
            if isinstance(delta, dict):
                out = self._add_delta(delta)
            reason = choice.get("finish_reason")
            if reason:
                self.finish_reason = reason
        return out

    def _add_delta(self, delta: dict[str, Any]) -> Delta:
        out = Delta()
        reasoning = delta.get("reasoning_content") or delta.get("reasoning")
        if isinstance(reasoning, str) and reasoning:
            self._reasoning.append(reasoning)
            out.reasoning = reasoning
        content = delta.get("content")
        if isinstance(content, str) and content:
            self._content.append(content)
            out.text = content
        for raw in delta.get("tool_calls") or []:
            if isinstance(raw, dict):
                self._add_call_delta(raw)
        legacy = delta.get("function_call")
        if isinstance(legacy, dict):
            self._add_call_delta({"index": 0, "function": legacy})
        return out

    def _slot(self, index: Any, call_id: str, name: str) -> _Call:
        """The call this delta belongs to; a new one when it names a new call."""
        if isinstance(index, int):
            known = self._by_index.get(index)
            # A different id at a used index starts another call only when it comes with a
            # name: some proxies mint a fresh id for every fragment of the same call.
            if known is not None and not (
                call_id and known.id and call_id != known.id and name and known.name
            ):
                return known
        elif call_id and call_id in self._by_id:
            return self._by_id[call_id]
        elif not call_id and self._last is not None and name in ("", self._last.name):
            # No index and no id: a continuation of the call being written.
            return self._last
        call = _Call(index=index if isinstance(index, int) else None)
        self._calls.append(call)
        if call.index is not None:
            self._by_index[call.index] = call
        return call

    def _add_call_delta(self, raw: dict[str, Any]) -> None:
        call_id = raw.get("id") if isinstance(raw.get("id"), str) else ""
        function = raw.get("function")
        if not isinstance(function, dict):
            function = {}
        name = function.get("name") if isinstance(function.get("name"), str) else ""
        call = self._slot(raw.get("index"), call_id, name)
        if call_id and not call.id:
            call.id = call_id
            self._by_id.setdefault(call_id, call)
        kind = raw.get("type")
        if isinstance(kind, str) and kind and not call.type:
            call.type = kind
        if function:
            if name and not call.name:
                call.name = name
            fragment = _fragment(function.get("arguments"))
            if fragment:
                call.fragments.append(fragment)
        self._last = call

    @property
    def content(self) -> str:
        return "".join(self._content)

    @property
    def reasoning(self) -> str:
        return "".join(self._reasoning)

    @property
    def cut_short(self) -> bool:
        """True when the answer stopped inside a call's arguments (no finish, or "length")."""
        if self.finish_reason not in (None, "length"):
            return False
        return any(not _looks_complete(call.arguments()) for call in self._calls if call.name)

    def tool_calls(self) -> list[ToolCallPart]:
        """The calls in the order they were opened; nameless fragments are dropped."""
        return [
            ToolCallPart(name=call.name, arguments_raw=call.arguments(), provider_call_id=call.id)
            for call in self._calls
            if call.name
        ]

    def response(self) -> ModelResponse:
        calls = self.tool_calls()
        reason = self.finish_reason
        if reason is None:
            # A stream that ended without saying why: infer it from what it carried.
            reason = "tool_calls" if calls else "stop"
        return ModelResponse(
            content=self.content,
            reasoning=self.reasoning,
            tool_calls=calls,
            finish_reason=reason,
            usage=self.usage,
        )


def _looks_complete(arguments: str) -> bool:
    """Whether argument text is a whole JSON value (empty counts as complete: no arguments)."""
    text = arguments.strip()
    if not text:
        return True
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def accumulate(chunks: list[dict[str, Any]]) -> ModelResponse:
    """The response a list of chunks amounts to."""
    acc = StreamAccumulator()
    for chunk in chunks:
        acc.add(chunk)
    return acc.response()
