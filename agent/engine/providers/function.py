"""An in-process model whose replies a Python callable decides: for fast, offline loop tests.

Like pydantic-ai's `FunctionModel`: the callable gets the `ModelRequest` and returns the
reply (text, a `ModelResponse`, or raises `ProviderError`). `scripted()` plays a fixed list.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import time
from collections.abc import AsyncIterator, Callable, Iterable
from typing import Any

from agent.engine.messages import (
    CallRecord,
    Completed,
    ModelRequest,
    ModelResponse,
    ProviderError,
    ReasoningDelta,
    StreamItem,
    TextDelta,
    ToolCallPart,
    Usage,
)
from agent.engine.providers.base import ModelClient
from agent.engine.providers.openai_wire import map_messages
from agent.engine.providers.pairing import pairing_error

Reply = str | ModelResponse
ReplyFunction = Callable[[ModelRequest], Any]


def call(name: str, arguments: dict | str | None = None, call_id: str = "") -> ToolCallPart:
    """A tool call as a model would send it (`arguments` as a dict or raw text)."""
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments or {})
    return ToolCallPart(name=name, arguments_raw=raw, call_id=call_id, provider_call_id=call_id)


def reply(content: str = "", *calls: ToolCallPart, reasoning: str = "") -> ModelResponse:
    """A complete model answer: visible text, optional reasoning, and tool calls."""
    return ModelResponse(
        content=content,
        reasoning=reasoning,
        tool_calls=list(calls),
        finish_reason="tool_calls" if calls else "stop",
    )


def _chunks(text: str, size: int) -> Iterable[str]:
    for start in range(0, len(text), size):
        yield text[start : start + size]


class FunctionModel(ModelClient):
    """A `ModelClient` answering each request with what `fn(request)` returns.

    Strict by default: like DeepSeek, it refuses a request whose tool-call pairing is broken,
    judged on the messages as the wire would carry them (`openai_wire.map_messages`).
    """

    def __init__(
        self,
        fn: ReplyFunction,
        *,
        model_name: str = "function",
        chunk_size: int = 8,
        delay: float = 0.0,
        strict: bool = True,
    ) -> None:
        self.fn = fn
        self.model_name = model_name
        self.chunk_size = max(1, chunk_size)
        self.delay = delay
        self.strict = strict
        self.requests: list[ModelRequest] = []

    async def generate(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        self.requests.append(request)
        started = time.monotonic()
        problem = pairing_error(map_messages(request.messages)) if self.strict else None
        if problem:
            raise ProviderError(
                f"Error code: 400 - {problem}",
                CallRecord(ok=False, error=problem, request=request.model_dump(mode="json")),
            )
        answer = self.fn(request)
        if inspect.isawaitable(answer):
            answer = await answer
        response = answer if isinstance(answer, ModelResponse) else reply(str(answer))
        first_token: float | None = None
        if request.stream:
            for kind, text in (("reasoning", response.reasoning), ("text", response.content)):
                for piece in _chunks(text, self.chunk_size):
                    if self.delay:
                        await asyncio.sleep(self.delay)
                    first_token = first_token or time.monotonic()
                    yield (
                        ReasoningDelta(text=piece) if kind == "reasoning" else TextDelta(text=piece)
                    )
        if response.usage is None:
            response = response.model_copy(
                update={
                    "usage": Usage(
                        prompt_tokens=sum(len(m.content) for m in request.messages) // 4,
                        completion_tokens=len(response.content) // 4,
                    )
                }
            )
        elapsed = time.monotonic() - started
        yield Completed(
            response=response,
            record=CallRecord(
                model=self.model_name,
                stream=request.stream,
                latency_ms=int(elapsed * 1000),
                ttft_ms=int((first_token - started) * 1000) if first_token else None,
                request=request.model_dump(mode="json"),
                response=response.model_dump(mode="json"),
            ),
        )


def scripted(replies: Iterable[Any], **options: Any) -> FunctionModel:
    """A `FunctionModel` that plays `replies` in order, one per request.

    An item may be text, a `ModelResponse`, an exception to raise, or a callable taking
    the request. Running out of replies raises `ProviderError`.
    """
    queue = list(replies)

    def next_reply(request: ModelRequest) -> Any:
        if not queue:
            raise ProviderError("The scripted model has no replies left.")
        item = queue.pop(0)
        if isinstance(item, BaseException):
            raise item
        if callable(item):
            return item(request)
        return item

    return FunctionModel(next_reply, **options)
