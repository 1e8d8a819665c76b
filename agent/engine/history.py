"""The request messages of a conversation, built from the database with the pairing rules kept.

Before every request: every call answered (placeholders persisted for the missing ones),
no stray results, each result directly after its assistant message whatever the row order.
Older turns that do not fit the token budget are left out whole (`plan` reports them as
its overflow; `agent.engine.summary` folds them into the conversation's summary).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from django.db import IntegrityError, transaction
from django.db.models import Max, Prefetch

from agent.engine import app_notes, seams
from agent.engine.blocks import Block, message_tokens
from agent.engine.messages import ChatMessage, ToolCallPart, compact_json
from agent.engine.practice import practice_prompt
from agent.engine.prompts import effective_system_prompt
from agent.engine.repair import INTERRUPTED_RESULT, repair
from agent.models import Message, ResultStatus, Role, ToolCall

if TYPE_CHECKING:
    from agent.models import Conversation


def next_seq(conversation_id: int) -> int:
    top = Message.objects.filter(conversation_id=conversation_id).aggregate(top=Max("seq"))["top"]
    return (top or 0) + 1


def add_message(conversation_id: int, *, retry: bool = True, **fields: object) -> Message:
    """Insert a message at the end of the conversation (retrying once if a seq was taken).

    With `retry=False` a taken seq raises `IntegrityError` and no savepoint is made: for a
    caller whose own transaction retries as a whole (`agent.engine.turns`), where each
    savepoint is two more round trips to PostgreSQL on the path of every message."""
    if not retry:
        return Message.objects.create(
            conversation_id=conversation_id, seq=next_seq(conversation_id), **fields
        )
    for attempt in range(3):
        try:
            with transaction.atomic():
                return Message.objects.create(
                    conversation_id=conversation_id, seq=next_seq(conversation_id), **fields
                )
        except IntegrityError:
            if attempt == 2 or not Message.objects.filter(conversation_id=conversation_id).exists():
                raise
    raise AssertionError("unreachable")


def answer_dangling_calls(
    conversation_id: int,
    *,
    status: str = ResultStatus.INTERRUPTED,
    content: str = INTERRUPTED_RESULT,
    run_id: int | None = None,
) -> int:
    """Persist a result for every call of the conversation that has none; returns how many.

    The placeholder is deterministic (fixed text, the call's own timestamp) so that repeated
    repairs give identical histories.
    """
    calls = ToolCall.objects.filter(conversation_id=conversation_id, result__isnull=True)
    if run_id is not None:
        calls = calls.filter(message__run_id=run_id)
    dangling = list(calls.select_related("message").order_by("message__seq", "index"))
    for call in dangling:
        try:
            add_message(
                conversation_id,
                role=Role.TOOL,
                tool_call=call,
                status=status,
                content=content,
                run_id=call.message.run_id,
                created_at=call.created_at,
            )
        except IntegrityError:
            # Answered meanwhile by someone else (the one-to-one refused a second result).
            continue
    return len(dangling)


@dataclass
class HistoryPlan:
    messages: list[ChatMessage]
    system_tokens: int
    overflow: list[Block] = field(default_factory=list)
    overflow_through_seq: int = 0

    @property
    def tokens(self) -> int:
        return sum(message_tokens(m) for m in self.messages)


def _arguments_text(call: ToolCall) -> str:
    """Arguments as sent back: the model's own text when it is a JSON object, else our parsed
    copy, else "{}" (strict providers refuse a history whose arguments are not an object)."""
    try:
        if isinstance(json.loads(call.arguments_raw), dict):
            return call.arguments_raw
    except (ValueError, TypeError):
        pass
    return compact_json(call.arguments) if isinstance(call.arguments, dict) else "{}"


def _with_decisions(content: str, call: ToolCall) -> str:
    """A review-mode result, followed by what the person decided on its proposals since."""
    note = seams.review().decision_note(
        sorted(call.proposals.all(), key=lambda proposal: proposal.pk)
    )
    return f"{content}\n\n{note}" if note else content


def system_prompt(conversation: Conversation) -> str:
    resume = conversation.resume
    parts = [
        effective_system_prompt(conversation.capability),
        f"The current resume (version {resume.version}):\n{compact_json(resume.data)}",
    ]
    parts.extend(seams.prompt_parts(resume))  # a tailored version's posting (agent.tailoring)
    practice = practice_prompt(conversation)
    if practice:
        parts.append(practice)
    if conversation.summary:
        parts.append(f"Summary of the earlier conversation:\n{conversation.summary}")
    return "\n\n".join(parts)


def _blocks(conversation: Conversation) -> list[Block]:
    rows = (
        Message.objects.filter(
            conversation_id=conversation.pk, seq__gt=conversation.summary_through_seq
        )
        .exclude(role=Role.TOOL)
        .prefetch_related(
            Prefetch(
                "tool_calls",
                queryset=ToolCall.objects.select_related("result")
                .prefetch_related("proposals")
                .order_by("index"),
            )
        )
        .order_by("seq")
    )
    blocks: list[Block] = []
    for row in rows:
        if row.role == Role.SYSTEM:
            blocks.append(app_notes.note_block(row))
            continue
        if row.role == Role.USER:
            messages = [ChatMessage(role="user", content=row.content)]
        else:
            calls = list(row.tool_calls.all())
            messages = [
                ChatMessage(
                    role="assistant",
                    content=row.content,
                    reasoning=row.reasoning,
                    tool_calls=[
                        ToolCallPart(
                            call_id=call.call_id,
                            name=call.name,
                            arguments_raw=_arguments_text(call),
                            # The prompt strategy shows a call that could not run as written.
                            written=call.written,
                            problem=call.problem,
                        )
                        for call in calls
                    ],
                )
            ]
            # Results go right after their assistant message, in call order, whatever their
            # seq; results of calls not in this set (stray results) never get here.
            for call in calls:
                result = getattr(call, "result", None)
                messages.append(
                    ChatMessage(
                        role="tool",
                        tool_call_id=call.call_id,
                        name=call.name,
                        content=_with_decisions(
                            result.content if result else INTERRUPTED_RESULT, call
                        ),
                    )
                )
            if not row.content and not calls:
                continue
        blocks.append(
            Block(
                seq=row.seq,
                messages=messages,
                tokens=sum(message_tokens(m) for m in messages),
                starts_turn=row.role == Role.USER,
            )
        )
    return app_notes.fold_notes(blocks)


def _turns(blocks: list[Block]) -> list[list[Block]]:
    turns: list[list[Block]] = []
    for block in blocks:
        if block.starts_turn or not turns:
            turns.append([block])
        else:
            turns[-1].append(block)
    return turns


def heal(conversation_id: int) -> None:
    """Persist placeholders for calls a dead or cut run left unanswered in this conversation.

    One cheap query when all is well; otherwise the store's set-based repair, which also
    marks stale runs interrupted and leaves alone what is legitimately open (an askHuman
    waiting for the person, a live run's tool at work).
    """
    if ToolCall.objects.filter(conversation_id=conversation_id, result__isnull=True).exists():
        repair(conversation_ids=[conversation_id])


def plan(conversation: Conversation, *, budget_tokens: int) -> HistoryPlan:
    """Validate pairing, then choose what fits the budget (the latest turn always does).

    A call still unanswered after `heal` (one the repair leaves open) is sent with an
    interrupted placeholder, so the request is valid whatever the rows hold.
    """
    heal(conversation.pk)
    system = system_prompt(conversation)
    system_message = ChatMessage(role="system", content=system)
    system_tokens = message_tokens(system_message)
    turns = _turns(_blocks(conversation))
    kept: list[list[Block]] = []
    used = system_tokens
    for index, turn in enumerate(reversed(turns)):
        size = sum(block.tokens for block in turn)
        if index > 0 and used + size > budget_tokens:
            break
        kept.append(turn)
        used += size
    kept.reverse()
    dropped = turns[: len(turns) - len(kept)]
    overflow = [block for turn in dropped for block in turn]
    messages = [system_message] + [m for turn in kept for block in turn for m in block.messages]
    return HistoryPlan(
        messages=messages,
        system_tokens=system_tokens,
        overflow=overflow,
        overflow_through_seq=max((block.seq for block in overflow), default=0)
        if not kept
        else kept[0][0].seq - 1,
    )


def build(conversation: Conversation, *, budget_tokens: int) -> list[ChatMessage]:
    """The messages of the next request: system prompt, then the recent turns that fit."""
    return plan(conversation, budget_tokens=budget_tokens).messages
