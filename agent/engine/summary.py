"""Folding older turns into the conversation's summary: when the history does not fit the
token budget (`agent.engine.history.plan` reports an overflow), the model is asked for a
summary of the turns left out, and it is kept on the conversation with its `LLMCall` row."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from django.db import transaction

from agent.engine.blocks import Block
from agent.engine.db import db
from agent.engine.history import plan
from agent.engine.messages import ChatMessage, Completed, ModelRequest, ProviderError
from agent.engine.prompts import SUMMARY_PROMPT
from agent.engine.records import llm_call_fields
from agent.engine.steps import run_step
from agent.models import LLMCall

if TYPE_CHECKING:
    from agent.engine.providers.base import ModelClient
    from agent.models import Conversation, Provider, Run

logger = logging.getLogger(__name__)

SUMMARY_TARGET = 0.6


def transcript(blocks: list[Block]) -> str:
    """Older turns as plain text for the summary request."""
    lines = []
    for block in blocks:
        for message in block.messages:
            if message.role == "user":
                lines.append(f"Person: {message.content}")
            elif message.role == "assistant":
                if message.content:
                    lines.append(f"Assistant: {message.content}")
                for part in message.tool_calls:
                    lines.append(f"Assistant called {part.name} {part.arguments_raw}")
            elif message.role == "tool":
                lines.append(f"Result of {message.name}: {message.content[:500]}")
    return "\n".join(lines)


def summary_request(conversation: Conversation, overflow: list[Block]) -> ModelRequest:
    earlier = (
        f"Summary so far:\n{conversation.summary}\n\nLater conversation:\n"
        if conversation.summary
        else ""
    )
    return ModelRequest(
        messages=[
            ChatMessage(role="system", content=SUMMARY_PROMPT),
            ChatMessage(role="user", content=earlier + transcript(overflow)),
        ],
        stream=False,
    )


def save_summary(
    conversation: Conversation,
    *,
    summary: str,
    through_seq: int,
    record: dict,
    run: Run | None,
    provider: Provider | None,
) -> None:
    with transaction.atomic():
        conversation.summary = summary.strip()
        conversation.summary_through_seq = max(conversation.summary_through_seq, through_seq)
        conversation.save(update_fields=["summary", "summary_through_seq", "updated_at"])
        LLMCall.objects.create(
            conversation=conversation,
            run=run,
            provider=provider,
            purpose="summary",
            strategy="native",
            **record,
        )


async def summarise(
    conversation: Conversation,
    *,
    budget_tokens: int,
    provider: Provider | None,
    client: ModelClient | None = None,
    run: Run | None = None,
) -> bool:
    """Fold the older turns into `conversation.summary`; True when a summary was saved.

    Call it when `plan()` reports an overflow. It summarises down to a fraction of the budget
    so that it does not run again every turn. A failed summary is logged and the history is
    simply truncated instead.
    """
    target = await db(plan)(conversation, budget_tokens=int(budget_tokens * SUMMARY_TARGET))
    if not target.overflow:
        return False
    request = summary_request(conversation, target.overflow)
    response = record = None
    try:
        async for item in run_step(
            provider=provider, request=request, strategy="native", client=client
        ):
            if isinstance(item, Completed):
                response, record = item.response, item.record
    except ProviderError:
        logger.warning("summary of conversation %s failed", conversation.pk, exc_info=True)
        return False
    if response is None or not response.content.strip():
        return False
    await db(save_summary)(
        conversation,
        summary=response.content,
        through_seq=target.overflow_through_seq,
        record=llm_call_fields(record, response),
        run=run,
        provider=provider,
    )
    return True
