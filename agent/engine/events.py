"""The events a run yields: one vocabulary for the browser, the `chat` command and tests."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, TypeAdapter


class RunStarted(BaseModel):
    type: Literal["run_started"] = "run_started"
    run_id: int
    conversation_id: int
    user_message_id: int | None = None
    user_message: str = ""


class Thinking(BaseModel):
    """Reasoning text streamed by the model, or the thought of a `think` call."""

    type: Literal["thinking"] = "thinking"
    text: str
    source: Literal["reasoning", "think"] = "reasoning"


class Content(BaseModel):
    """A piece of the assistant's visible answer."""

    type: Literal["content"] = "content"
    text: str


class _CallEvent(BaseModel):
    """What every event about one tool call carries: its id and the tool's name (after
    `type`, which each kind sets)."""

    type: str
    call_id: str
    name: str


class ToolCallEvent(_CallEvent):
    """A call the model made. `written`: the call as written in its text (calls written as
    text); `parse_note`: what had to be repaired to read it; `problem`: why it is not run."""

    type: Literal["tool_call"] = "tool_call"
    arguments: Any = None
    arguments_raw: str = ""
    written: str = ""
    parse_note: str = ""
    # Why it is answered with an error instead of being run ("cut_off", "unreadable").
    problem: str = ""


class ToolStart(_CallEvent):
    type: Literal["tool_start"] = "tool_start"


class ToolResultEvent(_CallEvent):
    type: Literal["tool_result"] = "tool_result"
    status: Literal["ok", "error", "interrupted", "cancelled"]
    content: str
    # What the guard found in an edit that applied: {check, path, message, params}.
    findings: list[dict[str, Any]] = Field(default_factory=list)


class ProposalEvent(BaseModel):
    """An edit that waits for the person (review mode): it applies only when accepted."""

    type: Literal["proposal"] = "proposal"
    id: int
    path: str
    op: Literal["add", "remove", "replace"]
    old: Any = None
    new: Any = None
    findings: list[dict[str, Any]] = Field(default_factory=list)


class ToolEnd(_CallEvent):
    type: Literal["tool_end"] = "tool_end"


class ResumeUpdated(BaseModel):
    type: Literal["resume_updated"] = "resume_updated"
    resume_id: int
    version: int
    paths: list[str] = Field(default_factory=list)
    # The call whose edit saved this version (the chat offers to undo it).
    call_id: str = ""


class Clarify(BaseModel):
    """The agent asks the person a question (askHuman); the next message answers it."""

    type: Literal["clarify"] = "clarify"
    call_id: str
    question: str


class Retry(BaseModel):
    type: Literal["retry"] = "retry"
    reason: str
    attempt: int | None = None
    delay_seconds: float | None = None


class Fallback(BaseModel):
    type: Literal["fallback"] = "fallback"
    reason: str


class Waiting(BaseModel):
    """The run waits before a request: the provider is starting, or busy with another turn.
    `message` is English; pages render `code` in the reader's language (agent/engine/notices.py)."""

    type: Literal["waiting"] = "waiting"
    message: str
    code: str


class Error(BaseModel):
    """Something the person must be told. `message` is English; pages render `code` with
    `params` in the reader's language (agent/engine/notices.py)."""

    type: Literal["error"] = "error"
    message: str
    code: str = "error"
    params: dict[str, Any] = Field(default_factory=dict)
    run_id: int | None = None


class Notice(BaseModel):
    """Something the person should know while the run goes on (a call cut off by the token
    limit...). Like `Error`: `message` is English, pages render `code` with `params`."""

    type: Literal["notice"] = "notice"
    message: str
    code: str
    params: dict[str, Any] = Field(default_factory=dict)
    run_id: int | None = None


class Done(BaseModel):
    type: Literal["done"] = "done"
    status: Literal["completed", "waiting", "cancelled", "failed", "interrupted"]
    run_id: int | None = None
    conversation_id: int | None = None
    resume_id: int | None = None
    resume_version: int | None = None
    summary: str = ""


Event = Annotated[
    RunStarted
    | Thinking
    | Content
    | ToolCallEvent
    | ToolStart
    | ToolResultEvent
    | ProposalEvent
    | ToolEnd
    | ResumeUpdated
    | Clarify
    | Retry
    | Fallback
    | Waiting
    | Error
    | Notice
    | Done,
    Field(discriminator="type"),
]

event_adapter: TypeAdapter[Event] = TypeAdapter(Event)


def event_from_dict(data: dict[str, Any]) -> Event:
    """Rebuild an event sent through the channel layer as a dict."""
    return event_adapter.validate_python(data)
