"""Saving what a step produced: the assistant message with its calls, each tool result, the
LLM call row, a partial answer, and the run's end. All synchronous, called through
`agent.engine.db.db` by the loop."""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils import timezone

from agent.engine import history
from agent.engine.arguments import parse_arguments
from agent.engine.messages import CallRecord, ModelResponse
from agent.engine.nul import without_nul
from agent.engine.tools import ToolContext, ToolOutcome, allowed_tool_names, get_tool
from agent.engine.tools.execution import execute_call
from agent.models import (
    Conversation,
    LLMCall,
    Provider,
    ResultStatus,
    Role,
    Run,
    RunStatus,
    ToolCall,
)

CALL_ID_MAX = 64
# Stored (and sent back) for a call that came without a name: strict providers refuse an
# empty function name in the history.
MISSING_NAME = "missing_tool_name"
CANCELLED_RESULT = "Cancelled: the person stopped the run before this call finished."


@dataclass
class StepContext:
    """What one step works with, read fresh from the database at the start of the step."""

    conversation: Conversation
    run: Run
    allowed: list[str]
    options: dict = field(default_factory=dict)
    plan: history.HistoryPlan | None = None


def begin_step(run_id: int, step: int, *, budget_tokens: int | None = None) -> StepContext:
    """Heartbeat the run and reread the conversation, its resume and its tool policy; with
    `budget_tokens`, plan the history to send too (one trip to the database thread for all of
    it)."""
    Run.objects.filter(pk=run_id).update(heartbeat_at=timezone.now(), steps=step)
    run = Run.objects.get(pk=run_id)
    conversation = Conversation.objects.select_related(
        "capability",
        "resume",
        "owner",
        "resume__tailored_from__posting",
        "resume__tailored_from__master",
        "posting",
    ).get(pk=run.conversation_id)
    return step_context(run, conversation, budget_tokens=budget_tokens)


def step_context(
    run: Run, conversation: Conversation, *, budget_tokens: int | None = None
) -> StepContext:
    """A step's context from rows read a moment ago (`begin_step`, or the turn's start in
    `agent.engine.turns.prepare_turn`, which reads them with its own queries)."""
    capability = conversation.capability
    return StepContext(
        conversation=conversation,
        run=run,
        allowed=allowed_tool_names(capability, conversation.tool_overrides),
        options=dict(capability.options or {}) if capability else {},
        plan=None
        if budget_tokens is None
        else history.plan(conversation, budget_tokens=budget_tokens),
    )


def _own_call_id(provider_id: str, taken: set[str]) -> str:
    if provider_id and len(provider_id) <= CALL_ID_MAX and provider_id not in taken:
        return provider_id
    return f"call_{uuid.uuid4().hex}"


def _parsed(name: str, raw: str) -> tuple[dict | None, str]:
    """The call's arguments as stored; a `\\u0000` in their JSON is dropped (nul.py)."""
    tool = get_tool(name)
    if tool is None:
        try:
            value = json.loads(raw)
        except ValueError:
            return None, ""
        return (without_nul(value) if isinstance(value, dict) else None), ""
    parsed = parse_arguments(raw, tool.args_model)
    return (without_nul(parsed.data) if isinstance(parsed.data, dict) else None), parsed.note


def save_response(
    ctx: StepContext,
    *,
    response: ModelResponse,
    record: CallRecord | None,
    strategy: str,
    provider: Provider,
) -> list[ToolCall]:
    """Persist one complete response: the assistant message, its calls and the LLM call row
    (none when `record` is None: a guarded turn's words and edits made without a model).

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
                arguments, note = (
                    (None, "")
                    if part.problem == "unreadable"
                    else _parsed(part.name, part.arguments_raw)
                )
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
                        # What reading the call repaired (text calls), then its arguments.
                        parse_note="; ".join(n for n in (part.repair_note, note) if n),
                        written=part.written,
                        problem=part.problem,
                    )
                )
            ToolCall.objects.bulk_create(calls)
        finished = {}
        if not response.tool_calls and response.content.strip():
            # The final answer: stored together with the run's end, so a crash right after
            # it cannot leave a complete answer labelled interrupted.
            now = timezone.now()
            finished = {"status": RunStatus.COMPLETED, "finished_at": now, "heartbeat_at": now}
        # The text streamed by this step is stored now: no partial copy is needed any more.
        Run.objects.filter(pk=ctx.run.pk, status=RunStatus.RUNNING).update(
            partial_text="", **finished
        )
        if record is not None:
            LLMCall.objects.create(
                run=ctx.run,
                conversation=conversation,
                provider=provider if provider.pk else None,
                strategy=strategy,
                **llm_call_fields(record, response),
            )
    return calls


def save_failed_call(ctx: StepContext, *, record: CallRecord, strategy: str, provider: Provider):
    LLMCall.objects.create(
        run=ctx.run,
        conversation=ctx.conversation,
        provider=provider if provider.pk else None,
        strategy=strategy,
        **llm_call_fields(record, None),
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
    store_result(call, context.run_id, outcome)
    return outcome


def store_result(call: ToolCall, run_id: int | None, outcome: ToolOutcome) -> None:
    """The tool message that answers `call` with its outcome (the engine's tools and the
    page's alike)."""
    history.add_message(
        call.conversation_id,
        role=Role.TOOL,
        tool_call=call,
        status=outcome.status,
        content=outcome.content,
        findings=outcome.findings,
        run_id=run_id,
    )


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
    if status != RunStatus.COMPLETED or run.finished_at is None:
        run.finished_at = None if status == RunStatus.WAITING else timezone.now()
    run.partial_text = ""
    run.save(
        update_fields=[
            "status",
            "error",
            "error_code",
            "error_params",
            "heartbeat_at",
            "finished_at",
            "partial_text",
        ]
    )
    return run.conversation.resume.version


def beat(run_id: int, *, partial: str | None = None) -> bool:
    """Mark the run alive now, with the text its step streamed so far when `partial` is
    given; False once it is no longer running."""
    alive = Run.objects.filter(pk=run_id, status=RunStatus.RUNNING)
    fields: dict[str, Any] = {"heartbeat_at": timezone.now()}
    if partial is not None:
        fields["partial_text"] = partial
    return bool(alive.update(**fields))


def llm_call_fields(record: CallRecord, response: ModelResponse | None) -> dict:
    """The `LLMCall` columns for one request, from the provider's record and its answer."""
    usage = response.usage if response else None
    return {
        "model": record.model,
        "stream": record.stream,
        "fallbacks": record.fallbacks,
        "ok": record.ok,
        "error": record.error,
        "latency_ms": record.latency_ms,
        "ttft_ms": record.ttft_ms,
        "prompt_tokens": usage.prompt_tokens if usage else None,
        "completion_tokens": usage.completion_tokens if usage else None,
        "finish_reason": (response.finish_reason if response else "") or "",
        "request": record.request,
        "response": record.response,
    }
