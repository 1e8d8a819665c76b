"""Provider-neutral request and response types shared by history, strategies, providers and loop.

No I/O here. The provider adapter maps these to and from the wire (`_map_*`,
`_process_response`); strategies rewrite a `ModelRequest` and parse a `ModelResponse`.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field


def compact_json(value: Any) -> str:
    """JSON as the model reads it: compact, non-ASCII kept."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class ToolSpec(BaseModel):
    """A tool as offered to a model: name, description, JSON schema of its arguments."""

    name: str
    description: str
    parameters: dict[str, Any]


CallProblem = Literal["", "cut_off", "unreadable"]


class ToolCallPart(BaseModel):
    """A request by the model to call a tool (arguments still raw text).

    A call the model wrote as text also keeps `written` (the block exactly as written) and
    `repair_note` (what had to be repaired to read it). A call that must not run has a
    `problem`: "cut_off" (the answer hit the token limit inside it) or "unreadable" (a
    `<tool_call>` block with no tool name or an unknown shape); `problem_detail` says what
    was wrong, for the model.
    """

    call_id: str = ""
    name: str = ""
    arguments_raw: str = ""
    provider_call_id: str = ""
    written: str = ""
    repair_note: str = ""
    problem: CallProblem = ""
    problem_detail: str = ""


class ChatMessage(BaseModel):
    """One message of a request, in OpenAI chat shape but provider-neutral."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str = ""
    reasoning: str = ""
    tool_calls: list[ToolCallPart] = Field(default_factory=list)
    tool_call_id: str = ""
    name: str = ""


class ModelRequest(BaseModel):
    """What the loop asks of a provider for one step."""

    messages: list[ChatMessage]
    tools: list[ToolSpec] = Field(default_factory=list)
    tool_choice: Literal["auto", "required", "none"] | None = None
    # False asks the provider for at most one call per response (its parallel-calls flag).
    parallel_tool_calls: bool | None = None
    stream: bool = True
    temperature: float | None = None
    max_tokens: int | None = None
    response_format: dict[str, Any] | None = None


class Usage(BaseModel):
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


class ModelResponse(BaseModel):
    """A complete answer of a provider, however it arrived (stream or not)."""

    content: str = ""
    reasoning: str = ""
    tool_calls: list[ToolCallPart] = Field(default_factory=list)
    finish_reason: str | None = None
    usage: Usage | None = None


class CallRecord(BaseModel):
    """What the loop stores as an `LLMCall` row for one request."""

    model: str = ""
    stream: bool = True
    fallbacks: list[str] = Field(default_factory=list)
    ok: bool = True
    error: str = ""
    latency_ms: int | None = None
    ttft_ms: int | None = None
    request: dict[str, Any] = Field(default_factory=dict)
    response: dict[str, Any] = Field(default_factory=dict)


# What a provider yields while it answers one request. The last item is always `Completed`
# (or the provider raises `ProviderError`).


class TextDelta(BaseModel):
    kind: Literal["text"] = "text"
    text: str


class ReasoningDelta(BaseModel):
    kind: Literal["reasoning"] = "reasoning"
    text: str


class ProviderNotice(BaseModel):
    """A retry or a fallback the provider adapter took, or a wait before a request (the
    provider is starting, or busy with another request); shown to the person. A wait names
    its text by `code` (agent.engine.notices), so pages can show it in their language."""

    kind: Literal["notice"] = "notice"
    notice: Literal["retry", "fallback", "waiting"]
    reason: str
    code: str = ""
    attempt: int | None = None
    delay_seconds: float | None = None
    learned: dict[str, Any] | None = None


class Completed(BaseModel):
    kind: Literal["completed"] = "completed"
    response: ModelResponse
    record: CallRecord


StreamItem = TextDelta | ReasoningDelta | ProviderNotice | Completed


class ProviderError(Exception):
    """A provider failed for good (after retries and fallbacks); `record` says how."""

    def __init__(self, message: str, record: CallRecord | None = None) -> None:
        super().__init__(message)
        self.record = record or CallRecord(ok=False, error=message)
