"""Asking the model once within a run: its stream as the run's events, its complete answer
kept for the loop (`StepState.completed`, in `step_state`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import aclosing
from typing import TYPE_CHECKING

from agent.engine import events
from agent.engine.guarded.repetition import RepeatStop, repeats
from agent.engine.messages import (
    CallRecord,
    Completed,
    ModelRequest,
    ModelResponse,
    ProviderNotice,
    ReasoningDelta,
    TextDelta,
)
from agent.engine.steps import run_step

if TYPE_CHECKING:
    from agent.engine.providers.base import ModelClient
    from agent.engine.step_state import StepState
    from agent.engine.turns import TurnStart


async def ask_model(
    request: ModelRequest,
    start: TurnStart,
    client: ModelClient | None,
    state: StepState,
    *,
    watch: RepeatStop | None = None,
    show: bool = True,
) -> AsyncIterator[events.Event]:
    """Stream one request: text and reasoning as events, the complete answer into `state`.

    With `watch` the answer ends at its first repeated sentence (the provider's stream is
    closed there); `show=False` keeps its text from the person."""
    state.completed = None
    steps = run_step(
        provider=start.provider, request=request, strategy=start.strategy, client=client
    )
    async with aclosing(steps):
        async for item in steps:
            if isinstance(item, TextDelta):
                text = watch.feed(item.text) if watch is not None else item.text
                if text:
                    state.streamed.append(text)
                    if show:
                        yield events.Content(text=text)
                if watch is not None and watch.stopped:
                    state.completed = Completed(
                        response=ModelResponse(content=watch.answer, finish_reason="repeat"),
                        record=CallRecord(
                            model=start.provider.model,
                            stream=request.stream,
                            fallbacks=["stopped_repeating"],
                        ),
                    )
                    return
            elif isinstance(item, ReasoningDelta):
                yield events.Thinking(text=item.text)
            elif isinstance(item, ProviderNotice):
                if item.notice == "retry":
                    yield events.Retry(
                        reason=item.reason, attempt=item.attempt, delay_seconds=item.delay_seconds
                    )
                elif item.notice == "waiting":
                    yield events.Waiting(message=item.reason, code=item.code)
                else:
                    yield events.Fallback(reason=item.reason)
            elif isinstance(item, Completed):
                if watch is not None:
                    rest = watch.flush()
                    if rest:
                        state.streamed.append(rest)
                        if show:
                            yield events.Content(text=rest)
                    content = item.response.content
                    cut = content[: repeats(content)].rstrip()
                    item = item.model_copy(
                        update={"response": item.response.model_copy(update={"content": cut})}
                    )
                state.completed = item
