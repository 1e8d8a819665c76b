"""One response's tool calls: which run and which are answered with an error instead, then
executing them in order, each result stored as soon as its tool finishes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

from agent.engine import events, notices
from agent.engine.db import db
from agent.engine.messages import ToolCallPart
from agent.engine.prompts import THINK_FIRST_REMINDER
from agent.engine.records import StepContext, execute_and_record
from agent.engine.text_calls import problem_result
from agent.engine.tools import ToolContext
from agent.engine.tools.client import ClientToolRunner
from agent.engine.turns import limit
from agent.models import CallProblem, ToolCall

if TYPE_CHECKING:
    from agent.engine.step_state import StepState

CHOOSE_ONE = (
    "You called stop and askHuman in the same response; neither was run. Choose one: "
    "askHuman if you need an answer from the person, stop if the work is done."
)


def plan_calls(
    calls: list[ToolCall], parts: list[ToolCallPart], *, remind_think: bool
) -> list[str | None]:
    """For each call, the error it is answered with instead of running (None: run it).

    A call cut off by the token limit or an unreadable call block is never run: its error
    says what was wrong, whatever else applies.
    """
    forced: list[str | None] = [None] * len(calls)
    names = [call.name for call in calls]
    if remind_think:
        forced = [THINK_FIRST_REMINDER] * len(calls)
    else:
        if "stop" in names and "askHuman" in names:
            forced = [CHOOSE_ONE if name in ("stop", "askHuman") else None for name in names]
        most = limit("MAX_TOOL_CALLS_PER_RESPONSE")
        for index in range(most, len(calls)):
            forced[index] = (
                f"Too many tool calls in one response (the limit is {most}); this call was "
                "not run. Make it again after reading these results."
            )
    problems = [problem_result(part) for part in parts]
    return [problem or error for problem, error in zip(problems, forced, strict=True)]


def needs_think_reminder(calls: list[ToolCall], ctx: StepContext, *, first: bool) -> bool:
    """Only the run's first response is held to "think first"; the retry runs as it comes."""
    return (
        first
        and bool(ctx.options.get("require_think"))
        and "think" in ctx.allowed
        and bool(calls)
        and calls[0].name != "think"
    )


async def run_calls(
    calls: list[ToolCall],
    forced: list[str | None],
    context: ToolContext,
    state: StepState,
    client_tools: ClientToolRunner | None,
) -> AsyncIterator[events.Event]:
    """Execute one response's calls in order, each result stored as soon as it exists."""

    for call, forced_error in zip(calls, forced, strict=True):
        yield events.ToolCallEvent(
            call_id=call.call_id,
            name=call.name,
            arguments=call.arguments,
            arguments_raw=call.arguments_raw,
            written=call.written,
            parse_note=call.parse_note,
            problem=call.problem,
        )
        if call.problem == CallProblem.CUT_OFF:
            yield events.Notice(
                message=notices.english("call_cut_off", tool=call.name),
                code="call_cut_off",
                params={"tool": call.name},
                run_id=context.run_id,
            )
        yield events.ToolStart(call_id=call.call_id, name=call.name)
        if forced_error is None and client_tools is not None and client_tools.handles(call):
            # The person's side runs it (a page): awaited on the loop, not in a worker thread.
            result = await client_tools.run(call, context)
        else:
            result = await db(execute_and_record)(call, context, forced_error)
        if result.control == "think":
            yield events.Thinking(text=result.text, source="think")
        if result.control == "ask":
            state.question = result.text
            yield events.Clarify(call_id=call.call_id, question=result.text)
        else:
            yield events.ToolResultEvent(
                call_id=call.call_id,
                name=call.name,
                status=result.status,
                content=result.content,
                findings=result.findings,
            )
            for proposal in result.proposals:
                yield events.ProposalEvent.model_validate(proposal)
        yield events.ToolEnd(call_id=call.call_id, name=call.name)
        if result.edited:
            yield events.ResumeUpdated(
                resume_id=context.resume.pk,
                version=result.resume_version,
                paths=result.changed_paths,
                call_id=call.call_id,
            )
        if result.control == "stop":
            state.stop_summary = result.text
