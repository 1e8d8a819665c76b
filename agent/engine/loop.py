"""The run loop: one user turn, from the person's message to the agent's last word.

`agent.engine.turns.prepare_turn` stores the person's message and a running `Run`;
`execute_run` is an async generator that asks the model, executes its tool calls and yields
the events of `agent.engine.events`, persisting as it goes through `agent.engine.records`:
the assistant message with its calls once a response is complete, each result as soon as its
tool finishes, one `LLMCall` per request. Nothing is written per streamed token. The browser,
the `chat` command, the evaluation and tests all drive this one loop.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass, field
from typing import Any

from agent.engine import events, history, liveness, notices, summary
from agent.engine.admission import RunSlot
from agent.engine.asking import ask_model
from agent.engine.calls import needs_think_reminder, plan_calls, run_calls
from agent.engine.db import db, use_lane
from agent.engine.guarded import guarded_turn
from agent.engine.guarded.decision import decide
from agent.engine.guarded.turn import run_guarded
from agent.engine.heartbeat import keep_alive
from agent.engine.messages import ModelRequest, ProviderError
from agent.engine.practice import needs_capable_provider
from agent.engine.providers.base import ModelClient
from agent.engine.records import (
    begin_step,
    finish_run,
    save_failed_call,
    save_partial_answer,
    save_response,
)
from agent.engine.step_state import StepState
from agent.engine.steps import resolve_strategy
from agent.engine.tools import ToolContext, tools_for
from agent.engine.tools.client import ClientToolRunner
from agent.engine.turns import RunRefused, TurnStart, limit, prepare_turn
from agent.models import Provider, ResultStatus, RunStatus

logger = logging.getLogger(__name__)

__all__ = ["RunRefused", "TurnStart", "execute_run", "prepare_turn", "run_turn"]


@dataclass
class RunOutcome:
    status: str
    error: str = ""
    summary: str = ""
    error_code: str = ""
    error_params: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def failed(cls, code: str, *, error: str = "", **params: Any) -> RunOutcome:
        """A failed run told by `code`; `error` is what the run row keeps (default: the text)."""
        return cls(
            RunStatus.FAILED,
            error=error or notices.english(code, **params),
            error_code=code,
            error_params=params,
        )

    def event(self, run_id: int) -> events.Error:
        return events.Error(
            message=notices.english(self.error_code, **self.error_params),
            code=self.error_code,
            params=self.error_params,
            run_id=run_id,
        )


async def execute_run(
    start: TurnStart,
    *,
    client: ModelClient | None = None,
    stream: bool = True,
    client_tools: ClientToolRunner | None = None,
) -> AsyncIterator[events.Event]:
    """Execute a prepared turn, yielding its events; `done` is always the last one.

    `client_tools` runs the calls of tools that execute on the person's side (the playground
    page's `browser_js_eval`); without it such a call is answered with an error result.
    """
    use_lane(start.run_id)  # the run's database calls in order, on one thread
    state = StepState()
    beat = asyncio.create_task(keep_alive(start.run_id, state))
    slot = RunSlot(start.user_id, token=f"run:{start.run_id}")
    try:
        async with aclosing(
            _execute(
                start, state, slot=slot, client=client, stream=stream, client_tools=client_tools
            )
        ) as run_events:
            async for event in run_events:
                yield event
    finally:
        beat.cancel()
        slot.leave()
        # The run is closed (or was never ours to close): let go of its PostgreSQL lock, off
        # the event loop (a round trip on this process's own lock connection).
        if liveness.holds(start.run_id):
            asyncio.get_running_loop().run_in_executor(None, liveness.release, start.run_id)


async def _execute(
    start: TurnStart,
    state: StepState,
    *,
    slot: RunSlot,
    client: ModelClient | None,
    stream: bool,
    client_tools: ClientToolRunner | None,
) -> AsyncIterator[events.Event]:
    run_id = start.run_id
    provider = start.provider
    yield events.RunStarted(
        run_id=run_id,
        conversation_id=start.conversation_id,
        user_message_id=start.user_message_id,
        user_message=start.text,
    )
    outcome: RunOutcome | None = None
    budget = limit("HISTORY_TOKEN_BUDGET")
    responses = 0
    try:
        # Over the caps of fair use the run waits its turn here, saying so.
        waited = False
        async for notice in slot.enter():
            waited = True
            yield notice
        step = 0
        while outcome is None:
            if step >= limit("MAX_STEPS_PER_RUN"):
                outcome = RunOutcome.failed("step_limit", steps=step)
                yield outcome.event(run_id)
                break
            step += 1
            if step == 1 and start.first_step is not None and not waited:
                ctx = start.first_step  # read with the turn's start, a moment ago
            else:
                # The first step is part of the turn's start: ahead of routine work.
                ctx = await db(begin_step, urgent=step == 1)(run_id, step, budget_tokens=budget)
            if step == 1 and guarded_turn(provider, ctx.conversation):
                # One step, decided before the model runs (agent.engine.guarded); it sends no
                # history, so none is summarised for it.
                decision = decide(
                    start.text,
                    ctx.conversation.resume.data,
                    ctx.allowed,
                    needs_capable=needs_capable_provider(ctx.conversation),
                )
                guarded = _ModelEvents(ctx, start)
                async with aclosing(
                    guarded.relay(
                        run_guarded(
                            decision,
                            ctx,
                            start,
                            state,
                            ask=ask_model,
                            client=client,
                            stream=stream,
                            client_tools=client_tools,
                        )
                    )
                ) as guarded_events:
                    async for event in guarded_events:
                        yield event
                outcome = (
                    guarded.failed
                    if guarded.failed is not None
                    else RunOutcome(RunStatus.COMPLETED)
                )
                break
            plan = ctx.plan
            if plan.overflow and await summary.summarise(
                ctx.conversation,
                budget_tokens=budget,
                provider=provider,
                client=client,
                run=ctx.run,
            ):
                plan = await db(history.plan)(ctx.conversation, budget_tokens=budget)
            tools = tools_for(ctx.conversation.capability, ctx.conversation.tool_overrides)
            request = ModelRequest(
                messages=plan.messages,
                tools=[tool.spec() for tool in tools],
                stream=stream,
                # Think-first capabilities ask for a call on the first step; the strategy keeps
                # "required" only where the provider accepts it (else "auto").
                tool_choice="required" if step == 1 and ctx.options.get("require_think") else None,
            )
            state.streamed = []
            model = _ModelEvents(ctx, start)
            async with aclosing(model.relay(ask_model(request, start, client, state))) as answer:
                async for event in answer:
                    yield event
            if model.failed is not None:
                outcome = model.failed
                break
            if state.completed is None:
                raise RuntimeError("the model client ended without a Completed item")
            response = state.completed.response
            if not state.streamed and response.content:
                yield events.Content(text=response.content)
            state.streamed = []
            calls = await db(save_response)(
                ctx,
                response=response,
                record=state.completed.record,
                # The mode the step ended in (a fallback may have switched it).
                strategy=resolve_strategy(provider, start.strategy),
                provider=provider,
            )
            if not calls:
                if response.content.strip():
                    outcome = RunOutcome(RunStatus.COMPLETED)
                else:
                    outcome = RunOutcome.failed("empty_response")
                    yield outcome.event(run_id)
                break
            remind = needs_think_reminder(calls, ctx, first=responses == 0)
            responses += 1
            forced = plan_calls(calls, response.tool_calls, remind_think=remind)
            context = ToolContext(
                conversation=ctx.conversation,
                resume=ctx.conversation.resume,
                allowed=ctx.allowed,
                run_id=run_id,
                review=ctx.run.review_edits,
            )
            state.question = state.stop_summary = None
            async with aclosing(run_calls(calls, forced, context, state, client_tools)) as results:
                async for event in results:
                    yield event
            if state.question is not None:
                outcome = RunOutcome(RunStatus.WAITING, summary=state.question)
            elif state.stop_summary is not None:
                outcome = RunOutcome(RunStatus.COMPLETED, summary=state.stop_summary)
    except asyncio.CancelledError:
        version = await asyncio.shield(_close_cancelled(run_id, start, "".join(state.streamed)))
        yield _done(start, RunStatus.CANCELLED, version)
        return
    except GeneratorExit:
        # The consumer stopped listening (closed the generator): close the run, yield nothing.
        await asyncio.shield(_close_cancelled(run_id, start, "".join(state.streamed)))
        raise
    except Exception:
        logger.exception("run %s failed unexpectedly", run_id)
        version = await asyncio.shield(
            db(finish_run)(
                run_id,
                RunStatus.FAILED,
                error="internal error (see the server log)",
                error_code="internal",
                error_params={"run_id": run_id},
                cut_status=ResultStatus.INTERRUPTED,
            )
        )
        yield RunOutcome.failed("internal", run_id=run_id).event(run_id)
        yield _done(start, RunStatus.FAILED, version)
        return
    version = await db(finish_run)(
        run_id,
        outcome.status,
        error=outcome.error,
        error_code=outcome.error_code,
        error_params=outcome.error_params,
        cut_status="" if outcome.status == RunStatus.WAITING else ResultStatus.INTERRUPTED,
    )
    yield _done(start, outcome.status, version, summary=outcome.summary)


@dataclass
class _ModelEvents:
    """Passes on the events of a model's answer (or of a guarded turn's); a provider that
    fails for good is recorded and its notice passed on last, the run's outcome in `failed`."""

    ctx: Any
    start: TurnStart
    failed: RunOutcome | None = None

    async def relay(self, source: AsyncIterator[events.Event]) -> AsyncIterator[events.Event]:
        try:
            # aclosing: a cancel that lands on a yield closes the provider stream at once.
            async with aclosing(source) as relayed:
                async for event in relayed:
                    yield event
        except ProviderError as exc:
            self.failed = await _provider_failed(exc, self.ctx, self.start)
            yield self.failed.event(self.start.run_id)


async def _provider_failed(exc: ProviderError, ctx: Any, start: TurnStart) -> RunOutcome:
    """Record a request the provider failed for good; the run fails with its notice."""
    provider = start.provider
    await db(save_failed_call)(
        ctx,
        record=exc.record,
        strategy=resolve_strategy(provider, start.strategy),
        provider=provider,
    )
    logger.warning("run %s: provider %s failed: %s", start.run_id, provider.slug, exc)
    code = getattr(exc, "notice_code", "provider")  # ProviderUnavailable's own
    return RunOutcome.failed(code, error=str(exc), detail=str(exc), run_id=start.run_id)


async def _close_cancelled(run_id: int, start: TurnStart, partial: str) -> int | None:
    await db(save_partial_answer)(run_id, start.conversation_id, partial)
    return await db(finish_run)(
        run_id, RunStatus.CANCELLED, error="cancelled", cut_status=ResultStatus.CANCELLED
    )


def _done(start: TurnStart, status: str, version: int | None, summary: str = "") -> events.Done:
    return events.Done(
        status=status,
        run_id=start.run_id,
        conversation_id=start.conversation_id,
        resume_id=start.resume_id,
        resume_version=version,
        summary=summary,
    )


async def run_turn(
    *,
    conversation_id: int,
    user_id: int,
    text: str,
    provider: Provider | None = None,
    strategy: str | None = None,
    capability_slug: str | None = None,
    client: ModelClient | None = None,
    stream: bool = True,
    client_tools: ClientToolRunner | None = None,
) -> AsyncIterator[events.Event]:
    """Prepare and execute one turn; a refused turn yields an `error` event and nothing runs."""
    try:
        start = await db(prepare_turn, urgent=True)(
            conversation_id=conversation_id,
            user_id=user_id,
            text=text,
            provider=provider,
            strategy=strategy,
            capability_slug=capability_slug,
            plan_first_step=True,
        )
    except RunRefused as refused:
        yield refused.event()
        return
    async for event in execute_run(start, client=client, stream=stream, client_tools=client_tools):
        yield event
