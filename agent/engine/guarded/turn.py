"""Carrying out a guarded turn's decision inside the run loop: a fixed reply, edits made
without a model, a tool-less answer, or one edit call held to the message's scope. Whatever
was proposed, the reply is written here, never by the model: a weak model repeats raw tool
results ("The resume is now at version 5...") to the person."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

from agent.engine import events
from agent.engine.calls import plan_calls, run_calls
from agent.engine.db import db
from agent.engine.guarded.decision import MODEL_EDIT_TOOL, Decision
from agent.engine.guarded.repetition import RepeatStop
from agent.engine.guarded.replies import change_line, proposed, say
from agent.engine.messages import (
    ChatMessage,
    ModelRequest,
    ModelResponse,
    ToolCallPart,
    compact_json,
)
from agent.engine.records import StepContext, save_response
from agent.engine.steps import resolve_strategy
from agent.engine.tools import ToolContext, get_tool

if TYPE_CHECKING:
    from agent.engine.providers.base import ModelClient
    from agent.engine.tools.client import ClientToolRunner
    from agent.engine.turns import TurnStart
    from agent.models import ToolCall

# A chat reply, not an essay: the cap also bounds how long a looping model can run.
ANSWER_TOKENS = 120
EDIT_TOKENS = 256
ANSWER_SYSTEM = (
    "You are a resume assistant. Answer the question in at most three short sentences, in "
    "plain words. Do not say that you changed anything."
)
EDIT_SYSTEM = (
    "You edit a JSON Resume document with one tool call. Use only the values the person "
    "gives. Paths look like basics.label, work[0].position, skills[1]. The part of the resume "
    "the person's message is about:\n"
)
ONE_CALL = "Only one edit per message here; this call was not run. Nothing was changed by it."
Ask = Callable[..., AsyncIterator[events.Event]]


async def run_guarded(
    decision: Decision,
    ctx: StepContext,
    start: TurnStart,
    state: Any,
    *,
    ask: Ask,
    client: ModelClient | None,
    stream: bool,
    client_tools: ClientToolRunner | None,
) -> AsyncIterator[events.Event]:
    """Carry out `decision` as this turn's one step; the run is complete when it ends (a
    `ProviderError` from the model is left to the loop)."""
    if decision.kind == "say":
        async for event in _say(decision.reply, ctx, start):
            yield event
        return
    if decision.kind == "edit":
        parts = [
            ToolCallPart(name=MODEL_EDIT_TOOL, arguments_raw=json.dumps(op, ensure_ascii=False))
            for op in decision.operations
        ]
        response = ModelResponse(tool_calls=parts, finish_reason="tool_calls")
        calls = await db(save_response)(
            ctx, response=response, record=None, strategy="", provider=start.provider
        )
        async for event in _edits(
            calls, [None] * len(calls), decision, ctx, start, state, client_tools
        ):
            yield event
        return
    if decision.kind == "answer":
        request = ModelRequest(
            messages=_answer_only(start.text), stream=stream, max_tokens=ANSWER_TOKENS
        )
        async for event in ask(request, start, client, state, watch=RepeatStop()):
            yield event
        response = state.completed.response
        if not response.content.strip():
            async for event in _say(say("question", decision.language), ctx, start):
                yield event
            return
        if not state.streamed:
            yield events.Content(text=response.content)
        await db(save_response)(
            ctx,
            response=response,
            record=state.completed.record,
            strategy=resolve_strategy(start.provider, start.strategy),
            provider=start.provider,
        )
        return
    tool = get_tool(MODEL_EDIT_TOOL)
    request = ModelRequest(
        messages=_edit_only(decision, ctx.conversation.resume.data, start.text),
        tools=[tool.spec()],
        stream=stream,
        max_tokens=EDIT_TOKENS,
    )
    async for event in ask(request, start, client, state, show=False):
        yield event
    completed = state.completed
    # Its words are not shown: only what it proposed is told, below.
    response = completed.response.model_copy(update={"content": ""})
    calls = await db(save_response)(
        ctx,
        response=response,
        record=completed.record,
        strategy=resolve_strategy(start.provider, start.strategy),
        provider=start.provider,
    )
    if not calls:
        async for event in _say(say("unclear", decision.language), ctx, start):
            yield event
        return
    forced = plan_calls(calls, response.tool_calls, remind_think=False)
    forced = [error if index == 0 else error or ONE_CALL for index, error in enumerate(forced)]
    async for event in _edits(calls, forced, decision, ctx, start, state, client_tools):
        yield event


def _answer_only(text: str) -> list[ChatMessage]:
    """A short prompt for an answer in words: a small model reads 1,500 tokens of tool rules
    and resume in about 20 s on two cores and answers no better for them (questions about the
    resume itself are answered from it without a model)."""
    return [
        ChatMessage(role="system", content=ANSWER_SYSTEM),
        ChatMessage(role="user", content=text),
    ]


def _edit_only(decision: Decision, data: dict[str, Any], text: str) -> list[ChatMessage]:
    """A short prompt for the one edit call: the rules in two lines and only the parts of
    the resume the message names (the whole resume and history double the prompt, and on
    two cores a small model's turn takes twice as long for nothing it uses)."""
    sections = sorted({prefix.split(".")[0] for prefix in decision.scope.prefixes})
    part = {key: data[key] for key in sections if key in data}
    return [
        ChatMessage(role="system", content=EDIT_SYSTEM + compact_json(part)),
        ChatMessage(role="user", content=text),
    ]


async def _say(text: str, ctx: StepContext, start: TurnStart) -> AsyncIterator[events.Event]:
    yield events.Content(text=text)
    await db(save_response)(
        ctx, response=ModelResponse(content=text), record=None, strategy="", provider=start.provider
    )


async def _edits(
    calls: list[ToolCall],
    forced: list[str | None],
    decision: Decision,
    ctx: StepContext,
    start: TurnStart,
    state: Any,
    client_tools: ClientToolRunner | None,
) -> AsyncIterator[events.Event]:
    """Run the calls as proposals within the scope, then say what was proposed."""
    context = ToolContext(
        conversation=ctx.conversation,
        resume=ctx.conversation.resume,
        allowed=ctx.allowed,
        run_id=ctx.run.pk,
        review=True,
        scope=decision.scope,
    )
    changes: list[str] = []
    errors: list[str] = []
    unchanged = False
    async for event in run_calls(calls, forced, context, state, client_tools):
        if isinstance(event, events.ProposalEvent):
            changes.append(
                change_line(event.path, event.op, event.old, event.new, decision.language)
            )
        elif isinstance(event, events.ToolResultEvent):
            if event.status == "error":
                errors.append(event.content)
            elif event.content.startswith("Nothing to propose"):
                unchanged = True
        yield event
    if changes:
        reply = proposed(changes, decision.language)
    elif unchanged and not errors:
        reply = say("unchanged", decision.language)
    elif any(error.startswith("Refused: the person's message") for error in errors):
        reply = say("refused", decision.language)
    else:
        reply = say("failed", decision.language)
    async for event in _say(reply, ctx, start):
        yield event
