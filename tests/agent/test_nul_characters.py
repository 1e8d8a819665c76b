"""NUL characters (U+0000) from a person, a provider or a tool's arguments: PostgreSQL's text
and jsonb cannot hold them, so they are dropped where text enters the engine and the turn goes
on, on either database."""

from __future__ import annotations

import asyncio

import pytest

from agent.engine.loop import run_turn
from agent.fakes.script import Reply, ScriptedCall
from agent.models import LLMCall, Message, Role, ToolCall
from tests.factories import ConversationFactory, ProviderFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def conversation(db):
    return ConversationFactory(capability=None)


@pytest.fixture
def provider(fake_llm):
    return ProviderFactory(slug="fake-http", base_url=fake_llm.base_url, max_retries=0)


def turn(conversation, provider, text) -> list:
    async def collect():
        return [
            event
            async for event in run_turn(
                conversation_id=conversation.pk,
                user_id=conversation.owner_id,
                text=text,
                provider=provider,
            )
        ]

    return asyncio.run(collect())


def test_a_message_with_nul_characters_is_stored_without_them(conversation, provider, fake_llm):
    fake_llm.add_replies(Reply(content="Noted."))
    evs = turn(conversation, provider, "Hello\x00 world\x00")
    assert evs[-1].status == "completed"
    user = Message.objects.get(conversation=conversation, role=Role.USER)
    assert user.content == "Hello world"
    assert fake_llm.chat_requests[0].messages[-1]["content"] == "Hello world"


def test_a_provider_answering_with_nul_characters_loses_nothing_else(
    conversation, provider, fake_llm
):
    fake_llm.add_replies(
        Reply(
            content="Let me\x00 look.",
            reasoning="Thinking\x00 hard",
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={
                        "path": "basics.name",
                        "action": "update",
                        "value": "Ada\x00 Lovelace",
                    },
                )
            ],
        ),
        Reply(content="Done\x00: you are Ada Lovelace."),
    )
    evs = turn(conversation, provider, "Set my name to Ada Lovelace")
    assert evs[-1].status == "completed"
    call = ToolCall.objects.get(conversation=conversation)
    assert call.arguments == {"path": "basics.name", "action": "update", "value": "Ada Lovelace"}
    assert "\x00" not in call.arguments_raw
    assistant = list(
        Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).order_by("seq")
    )
    assert [m.content for m in assistant] == ["Let me look.", "Done: you are Ada Lovelace."]
    assert assistant[0].reasoning == "Thinking hard"
    conversation.resume.refresh_from_db()
    assert conversation.resume.data["basics"]["name"] == "Ada Lovelace"
    assert LLMCall.objects.filter(conversation=conversation, ok=True).count() == 2
