"""Weak models writing calls as text (the prompt strategy), through the whole engine: real HTTP
to the fake provider, the real SDK, the run loop, database rows, events, and what the model is
told in the next request. Then where a person sees it: the chat, the playground, the admin.
"""

from __future__ import annotations

import asyncio

import pytest
from django.contrib.auth.models import Permission
from django.urls import reverse
from django.utils import translation

from agent.engine import events
from agent.engine.loop import run_turn
from agent.fakes import FakeLLMServer, Reply, ScriptedCall
from agent.models import CallProblem, Conversation, ToolCall
from agent.web.rendering import render_transcript
from resumes.models import Resume
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory, UserFactory

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("quick_provider_timing"),
]

DONE = Reply(content="Your name is now Ada Lovelace.")
CUT_CALL = (
    '<tool_call>{"name": "CVEditor", "arguments": {"path": "basics.name", "action": "update", '
    '"value": "Ada Lov'
)
LOOSE_CALL = (
    "<tool_call>{'name': 'CVEditor', 'arguments': {'path': 'basics.name', 'action': 'update', "
    "'value': 'Ada Lovelace',},}</tool_call>"
)
NAMELESS_CALL = '<tool_call>{"arguments": {"path": "basics.name", "value": "Ada"}}</tool_call>'
TEXT_ONLY = {"supports_native_tools": False}


@pytest.fixture
def conversation(db):
    return ConversationFactory(capability=CapabilityFactory(slug="text-calls"))


def engine(conversation, replies: list[Reply], **provider_fields):
    """One turn against a fake scripted with `replies`: (events, the fake's requests)."""

    async def run():
        with FakeLLMServer(replies) as fake:
            provider = await asyncio.to_thread(
                ProviderFactory, slug="text-calls", base_url=fake.base_url, **provider_fields
            )
            evs = [
                event
                async for event in run_turn(
                    conversation_id=conversation.pk,
                    user_id=conversation.owner_id,
                    text="Set my name to Ada Lovelace",
                    provider=provider,
                )
            ]
        assert fake.pairing_errors() == []
        return evs, fake.requests

    return asyncio.run(run())


def of(evs, kind) -> list:
    return [event for event in evs if isinstance(event, kind)]


def name_in_resume(conversation) -> str:
    return Resume.objects.get(pk=conversation.resume_id).data["basics"]["name"]


def last_user_text(request) -> str:
    return next(m["content"] for m in reversed(request.messages) if m["role"] == "user")


# --- a call cut off by the token limit ------------------------------------------------------


def test_text_call_cut_off_by_the_token_limit_is_never_run(conversation):
    cut = Reply(content=f"Changing your name. {CUT_CALL}", finish_reason="length")
    evs, _ = engine(conversation, [cut, DONE], **TEXT_ONLY)
    assert name_in_resume(conversation) == "Grace Hopper"
    [result] = of(evs, events.ToolResultEvent)
    assert result.status == "error" and "cut off" in result.content
    assert of(evs, events.ResumeUpdated) == []
    call = ToolCall.objects.get(conversation=conversation)
    assert (call.name, call.problem, call.written, call.arguments) == (
        "CVEditor",
        CallProblem.CUT_OFF,
        CUT_CALL,
        None,
    )
    assert evs[-1].status == "completed"


def test_the_model_is_told_in_the_next_request_that_its_call_was_cut_off(conversation):
    cut = Reply(content=CUT_CALL, finish_reason="length")
    _, requests = engine(conversation, [cut, DONE], **TEXT_ONLY)
    told = last_user_text(requests[1])
    assert "<tool_result" in told and "cut off" in told and '"Ada Lov' in told
    assert "Write the call again" in told


def test_the_person_sees_a_notice_when_a_call_was_cut_off(conversation):
    cut = Reply(content=CUT_CALL, finish_reason="length")
    evs, _ = engine(conversation, [cut, DONE], **TEXT_ONLY)
    [notice] = of(evs, events.Notice)
    assert (notice.code, notice.params) == ("call_cut_off", {"tool": "CVEditor"})
    assert "CVEditor" in notice.message and "not run" in notice.message
    # After a reload the transcript, rebuilt from the database, says it again, in Chinese too.
    conversation = Conversation.objects.get(pk=conversation.pk)
    assert "length limit in the middle of a call to CVEditor" in render_transcript(conversation)
    with translation.override("zh-hans"):
        assert "CVEditor" in render_transcript(conversation)
        assert "长度上限" in render_transcript(conversation)


def test_native_call_cut_off_by_the_token_limit_is_never_run_and_the_person_is_told(
    conversation,
):
    cut = ScriptedCall(
        name="CVEditor", arguments='{"path": "basics.name", "action": "update", "value": "Ada Lov'
    )
    evs, _ = engine(conversation, [Reply(tool_calls=[cut], finish_reason="length"), DONE])
    assert name_in_resume(conversation) == "Grace Hopper"
    assert [n.code for n in of(evs, events.Notice)] == ["call_cut_off"]
    assert ToolCall.objects.get(conversation=conversation).problem == CallProblem.CUT_OFF


def test_call_closed_before_the_token_limit_still_runs(conversation):
    whole = LOOSE_CALL.replace("'Ada Lovelace',},}", "'Ada Lovelace'}}")
    reply = Reply(content=f"{whole}\nNow I will also", finish_reason="length")
    evs, _ = engine(conversation, [reply, DONE], **TEXT_ONLY)
    assert name_in_resume(conversation) == "Ada Lovelace"
    assert of(evs, events.Notice) == []


# --- a call block that cannot be read -------------------------------------------------------


def test_unreadable_call_block_is_answered_and_the_model_told_what_was_wrong(conversation):
    reply = Reply(content=f"Let me change it. {NAMELESS_CALL}")
    evs, requests = engine(conversation, [reply, DONE], **TEXT_ONLY)
    assert len(requests) == 2, "the block was dropped: the model was never told"
    told = last_user_text(requests[1])
    assert "could not be read" in told and "names no tool" in told
    # The model sees the block it wrote, then what was wrong with it.
    assert NAMELESS_CALL in requests[1].messages[-2]["content"]
    [result] = of(evs, events.ToolResultEvent)
    assert result.status == "error"
    call = ToolCall.objects.get(conversation=conversation)
    assert (call.problem, call.written) == (CallProblem.UNREADABLE, NAMELESS_CALL)
    assert name_in_resume(conversation) == "Grace Hopper"


@pytest.mark.parametrize(
    ("block", "said"),
    [
        ("<tool_call></tool_call>", "it is empty"),
        ("<tool_call>I will now edit the name.</tool_call>", "not JSON"),
        (
            '<tool_call>[{"name": "CVReader", "arguments": {"path": "basics"}}]</tool_call>',
            "a list",
        ),
    ],
)
def test_every_unknown_block_shape_reaches_the_model(conversation, block, said):
    _, requests = engine(conversation, [Reply(content=block), DONE], **TEXT_ONLY)
    assert said in last_user_text(requests[1])


# --- a repaired call: what the model wrote, and what was repaired ----------------------------


def test_repaired_text_call_keeps_what_the_model_wrote_and_a_note(conversation):
    evs, _ = engine(conversation, [Reply(content=LOOSE_CALL), DONE], **TEXT_ONLY)
    assert name_in_resume(conversation) == "Ada Lovelace"
    call = ToolCall.objects.get(conversation=conversation)
    assert call.written == LOOSE_CALL
    assert "single quotes" in call.parse_note and "trailing comma" in call.parse_note
    [event] = of(evs, events.ToolCallEvent)
    assert (event.written, event.parse_note) == (LOOSE_CALL, call.parse_note)


def test_repaired_native_arguments_keep_the_raw_text_and_a_note(conversation):
    loose = ScriptedCall(
        name="CVEditor",
        arguments="{'path': 'basics.name', 'action': 'update', 'value': 'Ada Lovelace',}",
    )
    engine(conversation, [Reply(tool_calls=[loose]), DONE])
    call = ToolCall.objects.get(conversation=conversation)
    assert call.arguments_raw == loose.arguments and call.parse_note.startswith("repaired")


def staff_client(client, conversation):
    owner = conversation.owner
    owner.is_staff = True
    owner.save()
    client.force_login(owner)
    return client


def test_playground_shows_a_repaired_call_as_written_with_its_note(client, conversation):
    Conversation.objects.filter(pk=conversation.pk).update(kind=Conversation.Kind.PLAYGROUND)
    engine(conversation, [Reply(content=LOOSE_CALL), DONE], **TEXT_ONLY)
    staff_client(client, conversation)
    page = client.get(reverse("playground_calls", args=[conversation.pk])).text
    call = ToolCall.objects.get(conversation=conversation)
    assert "{&#x27;name&#x27;: &#x27;CVEditor&#x27;" in page  # the block as written
    assert call.parse_note.replace("'", "&#x27;") in page
    # The trace in the chat shows both too.
    chat = client.get(reverse("playground") + f"?c={conversation.pk}").text
    assert "As the model wrote it" in chat and "single quotes" in chat


def test_playground_lists_calls_that_could_not_run(client, conversation):
    Conversation.objects.filter(pk=conversation.pk).update(kind=Conversation.Kind.PLAYGROUND)
    engine(conversation, [Reply(content=CUT_CALL, finish_reason="length"), DONE], **TEXT_ONLY)
    staff_client(client, conversation)
    page = client.get(reverse("playground_calls", args=[conversation.pk])).text
    assert "Cut off by the token limit" in page and "Ada Lov" in page


def test_admin_shows_a_repaired_call_as_written_with_its_note(client, conversation):
    engine(conversation, [Reply(content=LOOSE_CALL), DONE], **TEXT_ONLY)
    staff = UserFactory(username="staff", is_staff=True)
    staff.user_permissions.set(Permission.objects.filter(content_type__app_label="agent"))
    client.force_login(staff)
    url = reverse("admin:agent_conversation_change", args=[conversation.pk])
    page = client.get(url).content.decode()
    call = ToolCall.objects.get(conversation=conversation)
    assert f"repaired: {call.parse_note}".replace("'", "&#x27;") in page
    assert "as written:" in page and "{&#x27;name&#x27;: &#x27;CVEditor&#x27;" in page


# --- the parallel-calls flag ----------------------------------------------------------------


def test_provider_without_parallel_calls_is_asked_for_one_call(conversation):
    edit = ScriptedCall(
        name="CVEditor",
        arguments={"path": "basics.name", "action": "update", "value": "Ada Lovelace"},
    )
    _, requests = engine(
        conversation, [Reply(tool_calls=[edit]), DONE], supports_parallel_tool_calls=False
    )
    assert requests[0].body["parallel_tool_calls"] is False


def test_provider_with_parallel_calls_is_not_restricted(conversation):
    _, requests = engine(conversation, [DONE])
    assert "parallel_tool_calls" not in requests[0].body
