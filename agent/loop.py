"""The run loop: one user turn, from the person's message to the agent's last word.

`prepare_turn` stores the person's message and a running `Run` (or refuses); `execute_run`
is an async generator that asks the model, executes its tool calls and yields the events
of `agent.events`, persisting as it goes: the assistant message with its calls once a
response is complete, each result as soon as its tool finishes, one `LLMCall` per request.
Nothing is written per streamed token. The browser, the `chat` command and tests all
drive this one loop.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from channels.db import database_sync_to_async
from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from agent import events, history, notices
from agent.arguments import parse_arguments
from agent.messages import (
    CallRecord,
    Completed,
    ModelRequest,
    ModelResponse,
    ProviderError,
    ProviderNotice,
    ReasoningDelta,
    TextDelta,
)
from agent.models import (
    Capability,
    Conversation,
    LLMCall,
    Provider,
    ResultStatus,
    Role,
    Run,
    RunStatus,
    ToolCall,
)
from agent.prompts import THINK_FIRST_REMINDER
from agent.providers.base import ModelClient
from agent.repair import repair
from agent.tools import ToolContext, ToolOutcome, allowed_tool_names, get_tool, tools_for
from agent.tools.execution import execute_call

logger = logging.getLogger(__name__)

CALL_ID_MAX = 64
# Stored (and sent back) for a call that came without a name: strict providers refuse an
# empty function name in the history.
MISSING_NAME = "missing_tool_name"
CHOOSE_ONE = (
    "You called stop and askHuman in the same response; neither was run. Choose one: "
    "askHuman if you need an answer from the person, stop if the work is done."
)
CANCELLED_RESULT = "Cancelled: the person stopped the run before this call finished."


class RunRefused(Exception):
    """A turn that cannot start; `message` is written for the person."""

    def __init__(self, code: str, **params: Any) -> None:
        message = notices.english(code, **params)
        super().__init__(message)
        self.message = message
        self.code = code
        self.params = params

    def event(self) -> events.Error:
        return events.Error(message=self.message, code=self.code, params=self.params)


def limit(name: str) -> int:
    return int(settings.CVAGENT[name])


@dataclass
class TurnStart:
    """What `prepare_turn` stored: the run to execute and how to execute it."""

    run_id: int
    conversation_id: int
    user_message_id: int
    text: str
    provider: Provider
    strategy: str
    resume_id: int
    answered_call_id: str = ""


def check_message(text: str) -> str:
    """The message as it will be stored, or `RunRefused` when it is empty or too long."""
    cleaned = (text or "").strip()
    if not cleaned:
        raise RunRefused("empty")
    most = limit("MAX_USER_MESSAGE_CHARS")
    if len(cleaned) > most:
        raise RunRefused("too_long", length=f"{len(cleaned):,}", limit=f"{most:,}")
    return cleaned


def _pending_question(conversation: Conversation) -> tuple[Run, ToolCall] | None:
    """The askHuman call a waiting run left for the person to answer, if any."""
    run = (
        Run.objects.filter(conversation=conversation, status=RunStatus.WAITING)
        .order_by("-started_at", "-pk")
        .first()
    )
    if run is None:
        return None
    call = (
        ToolCall.objects.filter(message__run=run, name="askHuman", result__isnull=True)
        .order_by("-message__seq", "-index")
        .first()
    )
    return (run, call) if call else None


def _open_run(
    conversation: Conversation,
    pending: tuple[Run, ToolCall] | None,
    *,
    provider: Provider,
    strategy: str,
) -> Run:
    """Continue the waiting run or create a new running one; the database refuses a second."""
    capability = conversation.capability
    with transaction.atomic():
        if pending:
            run = pending[0]
            run.status = RunStatus.RUNNING
            run.heartbeat_at = timezone.now()
            run.save(update_fields=["status", "heartbeat_at"])
            return run
        Run.objects.filter(conversation=conversation, status=RunStatus.WAITING).update(
            status=RunStatus.COMPLETED, finished_at=timezone.now()
        )
        return Run.objects.create(
            conversation=conversation,
            capability=capability,
            capability_version=capability.version if capability else None,
            provider=provider if provider.pk else None,
            strategy=strategy,
        )


def _heal_stale_run(conversation: Conversation) -> bool:
    """When the running run has no heartbeat for too long, its process is gone: repair it."""
    cutoff = timezone.now() - timedelta(seconds=limit("STALE_RUN_SECONDS"))
    stale = Run.objects.filter(
        conversation=conversation, status=RunStatus.RUNNING, heartbeat_at__lt=cutoff
    ).exists()
    if stale:
        repair(conversation_ids=[conversation.pk])
    return stale


def prepare_turn(
    *,
    conversation_id: int,
    user_id: int,
    text: str,
    provider: Provider,
    strategy: str | None = None,
    capability_slug: str | None = None,
) -> TurnStart:
    """Store the person's message and a running run, or raise `RunRefused` storing nothing.

    When the conversation waits on an askHuman question, the message answers that call and
    the waiting run continues.
    """
    cleaned = check_message(text)
    conversation = (
        Conversation.objects.select_related("capability", "resume")
        .filter(pk=conversation_id, owner_id=user_id)
        .first()
    )
    if conversation is None:
        raise RunRefused("not_found")
    if capability_slug:
        capability = Capability.objects.filter(slug=capability_slug, is_active=True).first()
        if capability is None:
            raise RunRefused("capability", slug=capability_slug)
        if conversation.capability_id != capability.pk:
            conversation.capability = capability
            conversation.save(update_fields=["capability", "updated_at"])
    chosen_strategy = strategy or conversation.strategy or provider.default_strategy or "auto"
    busy = RunRefused("busy")
    with transaction.atomic():
        pending = _pending_question(conversation)
        try:
            run = _open_run(conversation, pending, provider=provider, strategy=chosen_strategy)
        except IntegrityError as exc:
            if not _heal_stale_run(conversation):
                raise busy from exc
            try:
                run = _open_run(conversation, pending, provider=provider, strategy=chosen_strategy)
            except IntegrityError as again:
                raise busy from again
        call = pending[1] if pending else None
        if pending:
            message = history.add_message(
                conversation.pk,
                role=Role.TOOL,
                tool_call=call,
                status=ResultStatus.OK,
                content=cleaned,
                run=run,
            )
        else:
            message = history.add_message(conversation.pk, role=Role.USER, content=cleaned, run=run)
        Conversation.objects.filter(pk=conversation.pk).update(updated_at=timezone.now())
    return TurnStart(
        run_id=run.pk,
        conversation_id=conversation.pk,
        user_message_id=message.pk,
        text=cleaned,
        provider=provider,
        strategy=chosen_strategy,
        resume_id=conversation.resume_id,
        answered_call_id=call.call_id if pending else "",
    )


@dataclass
class StepContext:
    """What one step works with, read fresh from the database at the start of the step."""

    conversation: Conversation
    run: Run
    allowed: list[str]
    options: dict = field(default_factory=dict)


def begin_step(run_id: int, step: int) -> StepContext:
    """Heartbeat the run and reread the conversation, its resume and its tool policy."""
    Run.objects.filter(pk=run_id).update(heartbeat_at=timezone.now(), steps=step)
    run = Run.objects.get(pk=run_id)
    conversation = Conversation.objects.select_related("capability", "resume", "owner").get(
        pk=run.conversation_id
    )
    capability = conversation.capability
    return StepContext(
        conversation=conversation,
        run=run,
        allowed=allowed_tool_names(capability, conversation.tool_overrides),
        options=dict(capability.options or {}) if capability else {},
    )


def _own_call_id(provider_id: str, taken: set[str]) -> str:
    if provider_id and len(provider_id) <= CALL_ID_MAX and provider_id not in taken:
        return provider_id
    return f"call_{uuid.uuid4().hex}"


def _parsed(name: str, raw: str) -> tuple[dict | None, str]:
    tool = get_tool(name)
    if tool is None:
        try:
            value = json.loads(raw)
        except ValueError:
            return None, ""
        return (value if isinstance(value, dict) else None), ""
    parsed = parse_arguments(raw, tool.args_model)
    return (parsed.data if isinstance(parsed.data, dict) else None), parsed.note


def save_response(
    ctx: StepContext,
    *,
    response: ModelResponse,
    record: CallRecord,
    strategy: str,
    provider: Provider,
) -> list[ToolCall]:
    """Persist one complete response: the assistant message, its calls and the LLM call row.

    Provider call ids are not trusted: missing, empty, too long or already used ids are
    replaced by our own, and the provider's is kept in `provider_call_id`.
    """
    conversation = ctx.conversation
    provider_ids = [part.provider_call_id or part.call_id for part in response.tool_calls]
    with transaction.atomic():
        taken = set(
            ToolCall.objects.filter(
                conversation=conversation, call_id__in=[pid for pid in provider_ids if pid]
            ).values_list("call_id", flat=True)
        )
        calls: list[ToolCall] = []
        if response.content or response.tool_calls or response.reasoning:
            message = history.add_message(
                conversation.pk,
                role=Role.ASSISTANT,
                content=response.content,
                reasoning=response.reasoning,
                run=ctx.run,
            )
            for index, (part, provider_id) in enumerate(
                zip(response.tool_calls, provider_ids, strict=True)
            ):
                call_id = _own_call_id(provider_id, taken)
                taken.add(call_id)
                arguments, note = _parsed(part.name, part.arguments_raw)
                calls.append(
                    ToolCall(
                        conversation=conversation,
                        message=message,
                        index=index,
                        call_id=call_id,
                        provider_call_id=provider_id[:200],
                        name=part.name[:200] or MISSING_NAME,
                        arguments_raw=part.arguments_raw,
                        arguments=arguments,
                        parse_note=note,
                    )
                )
            ToolCall.objects.bulk_create(calls)
        LLMCall.objects.create(
            run=ctx.run,
            conversation=conversation,
            provider=provider if provider.pk else None,
            strategy=strategy,
            **history.llm_call_fields(record, response),
        )
    return calls


def save_failed_call(ctx: StepContext, *, record: CallRecord, strategy: str, provider: Provider):
    LLMCall.objects.create(
        run=ctx.run,
        conversation=ctx.conversation,
        provider=provider if provider.pk else None,
        strategy=strategy,
        **history.llm_call_fields(record, None),
    )


def save_partial_answer(run_id: int, conversation_id: int, text: str) -> None:
    """Keep the visible text of a response cut short, so the person still sees it."""
    if text.strip():
        history.add_message(conversation_id, role=Role.ASSISTANT, content=text, run_id=run_id)


def execute_and_record(call: ToolCall, context: ToolContext, forced: str | None) -> ToolOutcome:
    """Run one call (or answer it with `forced` as an error) and persist its result at once.

    Both happen in one synchronous function on purpose: a run cancelled while the tool
    works still records what the tool did, since the worker thread finishes both.
    """
    outcome = ToolOutcome(status="error", content=forced) if forced else execute_call(call, context)
    if outcome.control == "ask":
        return outcome
    history.add_message(
        call.conversation_id,
        role=Role.TOOL,
        tool_call=call,
        status=outcome.status,
        content=outcome.content,
        run_id=context.run_id,
    )
    return outcome


def finish_run(
    run_id: int,
    status: str,
    *,
    error: str = "",
    cut_status: str = "",
    error_code: str = "",
    error_params: dict[str, Any] | None = None,
) -> int | None:
    """Close the run; with `cut_status`, answer its unanswered calls. Returns the resume version."""
    run = Run.objects.select_related("conversation__resume").get(pk=run_id)
    if cut_status:
        history.answer_dangling_calls(
            run.conversation_id,
            status=cut_status,
            content=CANCELLED_RESULT
            if cut_status == ResultStatus.CANCELLED
            else history.INTERRUPTED_RESULT,
            run_id=run_id,
        )
    run.status = status
    run.error = error[:2000]
    run.error_code = error_code
    run.error_params = error_params or {}
    run.heartbeat_at = timezone.now()
    run.finished_at = None if status == RunStatus.WAITING else timezone.now()
    run.save(
        update_fields=[
            "status",
            "error",
            "error_code",
            "error_params",
            "heartbeat_at",
            "finished_at",
        ]
    )
    return run.conversation.resume.version


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


def _plan_calls(calls: list[ToolCall], ctx: StepContext, *, remind_think: bool) -> list[str | None]:
    """For each call, the error it is answered with instead of running (None: run it)."""
    forced: list[str | None] = [None] * len(calls)
    names = [call.name for call in calls]
    if remind_think:
        return [THINK_FIRST_REMINDER] * len(calls)
    if "stop" in names and "askHuman" in names:
        forced = [CHOOSE_ONE if name in ("stop", "askHuman") else None for name in names]
    most = limit("MAX_TOOL_CALLS_PER_RESPONSE")
    for index in range(most, len(calls)):
        forced[index] = (
            f"Too many tool calls in one response (the limit is {most}); this call was not run. "
            "Make it again after reading these results."
        )
    return forced


def _needs_think_reminder(calls: list[ToolCall], ctx: StepContext, *, first: bool) -> bool:
    """Only the run's first response is held to "think first"; the retry runs as it comes."""
    return (
        first
        and bool(ctx.options.get("require_think"))
        and "think" in ctx.allowed
        and bool(calls)
        and calls[0].name != "think"
    )


@dataclass
class StepState:
    """What the parts of one step hand back to the loop (async generators return nothing)."""

    streamed: list[str] = field(default_factory=list)
    completed: Completed | None = None
    question: str | None = None
    stop_summary: str | None = None


async def _ask_model(
    request: ModelRequest, start: TurnStart, client: ModelClient | None, state: StepState
) -> AsyncIterator[events.Event]:
    """Stream one request: text and reasoning as events, the complete answer into `state`."""
    from agent.steps import run_step

    state.completed = None
    async for item in run_step(
        provider=start.provider, request=request, strategy=start.strategy, client=client
    ):
        if isinstance(item, TextDelta):
            state.streamed.append(item.text)
            yield events.Content(text=item.text)
        elif isinstance(item, ReasoningDelta):
            yield events.Thinking(text=item.text)
        elif isinstance(item, ProviderNotice):
            if item.notice == "retry":
                yield events.Retry(
                    reason=item.reason, attempt=item.attempt, delay_seconds=item.delay_seconds
                )
            else:
                yield events.Fallback(reason=item.reason)
        elif isinstance(item, Completed):
            state.completed = item


async def _run_calls(
    calls: list[ToolCall], forced: list[str | None], context: ToolContext, state: StepState
) -> AsyncIterator[events.Event]:
    """Execute one response's calls in order, each result stored as soon as it exists."""
    from agent.browser_calls import execute_browser_call, is_browser_call

    for call, forced_error in zip(calls, forced, strict=True):
        yield events.ToolCallEvent(
            call_id=call.call_id,
            name=call.name,
            arguments=call.arguments,
            arguments_raw=call.arguments_raw,
        )
        yield events.ToolStart(call_id=call.call_id, name=call.name)
        if forced_error is None and is_browser_call(call):
            # The person's page runs it: awaited on the loop, not in a worker thread.
            result = await execute_browser_call(call, context)
        else:
            result = await database_sync_to_async(execute_and_record)(call, context, forced_error)
        if result.control == "think":
            yield events.Thinking(text=result.text, source="think")
        if result.control == "ask":
            state.question = result.text
            yield events.Clarify(call_id=call.call_id, question=result.text)
        else:
            yield events.ToolResultEvent(
                call_id=call.call_id, name=call.name, status=result.status, content=result.content
            )
        yield events.ToolEnd(call_id=call.call_id, name=call.name)
        if result.edited:
            yield events.ResumeUpdated(
                resume_id=context.resume.pk,
                version=result.resume_version,
                paths=result.changed_paths,
            )
        if result.control == "stop":
            state.stop_summary = result.text


def _beat(run_id: int) -> bool:
    """Mark the run alive now; False once it is no longer running."""
    alive = Run.objects.filter(pk=run_id, status=RunStatus.RUNNING)
    return bool(alive.update(heartbeat_at=timezone.now()))


async def _keep_alive(run_id: int) -> None:
    """Beat the run's heartbeat while its task lives.

    A step can be silent for minutes (a reasoning model thinking before its first token, a
    slow non-streamed answer, a browser tool at work); without a beat the repair job and the
    next message's check would take the run for one whose process died.
    """
    every = max(0.05, limit("STALE_RUN_SECONDS") / 5)
    while True:
        await asyncio.sleep(every)
        if not await database_sync_to_async(_beat)(run_id):
            return


async def execute_run(
    start: TurnStart,
    *,
    client: ModelClient | None = None,
    stream: bool = True,
) -> AsyncIterator[events.Event]:
    """Execute a prepared turn, yielding its events; `done` is always the last one."""
    beat = asyncio.create_task(_keep_alive(start.run_id))
    try:
        async with aclosing(_execute(start, client=client, stream=stream)) as run_events:
            async for event in run_events:
                yield event
    finally:
        beat.cancel()


async def _execute(
    start: TurnStart, *, client: ModelClient | None, stream: bool
) -> AsyncIterator[events.Event]:
    from agent.steps import resolve_strategy

    run_id = start.run_id
    provider = start.provider
    db = database_sync_to_async
    yield events.RunStarted(
        run_id=run_id,
        conversation_id=start.conversation_id,
        user_message_id=start.user_message_id,
        user_message=start.text,
    )
    outcome: RunOutcome | None = None
    state = StepState()
    budget = limit("HISTORY_TOKEN_BUDGET")
    responses = 0
    try:
        step = 0
        while outcome is None:
            if step >= limit("MAX_STEPS_PER_RUN"):
                outcome = RunOutcome.failed("step_limit", steps=step)
                yield outcome.event(run_id)
                break
            step += 1
            ctx = await db(begin_step)(run_id, step)
            plan = await db(history.plan)(ctx.conversation, budget_tokens=budget)
            if plan.overflow and await history.summarise(
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
            try:
                # aclosing: a cancel that lands on a yield closes the provider stream at once.
                async with aclosing(_ask_model(request, start, client, state)) as answer:
                    async for event in answer:
                        yield event
            except ProviderError as exc:
                await db(save_failed_call)(
                    ctx,
                    record=exc.record,
                    strategy=resolve_strategy(provider, start.strategy),
                    provider=provider,
                )
                logger.warning("run %s: provider %s failed: %s", run_id, provider.slug, exc)
                outcome = RunOutcome.failed(
                    "provider", error=str(exc), detail=str(exc), run_id=run_id
                )
                yield outcome.event(run_id)
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
            remind = _needs_think_reminder(calls, ctx, first=responses == 0)
            responses += 1
            forced = _plan_calls(calls, ctx, remind_think=remind)
            context = ToolContext(
                conversation=ctx.conversation,
                resume=ctx.conversation.resume,
                allowed=ctx.allowed,
                run_id=run_id,
            )
            state.question = state.stop_summary = None
            async with aclosing(_run_calls(calls, forced, context, state)) as results:
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


async def _close_cancelled(run_id: int, start: TurnStart, partial: str) -> int | None:
    await database_sync_to_async(save_partial_answer)(run_id, start.conversation_id, partial)
    return await database_sync_to_async(finish_run)(
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
) -> AsyncIterator[events.Event]:
    """Prepare and execute one turn; a refused turn yields an `error` event and nothing runs."""
    from agent.runs import resolve_provider_for

    try:
        chosen = provider or await database_sync_to_async(resolve_provider_for)(conversation_id)
        start = await database_sync_to_async(prepare_turn)(
            conversation_id=conversation_id,
            user_id=user_id,
            text=text,
            provider=chosen,
            strategy=strategy,
            capability_slug=capability_slug,
        )
    except RunRefused as refused:
        yield refused.event()
        return
    async for event in execute_run(start, client=client, stream=stream):
        yield event
