"""Undo of an agent change from the chat: the view, its refusals, the transcript, and the note
the model reads in its next request."""

from __future__ import annotations

import json

import pytest
from django.conf import settings
from django.urls import reverse

from agent.engine import history
from agent.engine.history import add_message
from agent.models import ChangeUndo, Conversation, ResultStatus, Role, Run, RunStatus, ToolCall
from agent.web.rendering import render_transcript
from resumes import services
from resumes.models import RevisionSource
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def chat(user):
    resume = services.resume_create(owner=user, title="CV", starter=True)
    return Conversation.objects.create(owner=user, resume=resume)


def agent_edit(conversation: Conversation, path: str, value: str, *, ask: str = "") -> ToolCall:
    """One finished turn in which the agent's CVEditor call changed `path`."""
    run = Run.objects.create(conversation=conversation, status=RunStatus.COMPLETED)
    add_message(conversation.pk, role=Role.USER, content=ask or f"Set {path}", run=run)
    message = add_message(conversation.pk, role=Role.ASSISTANT, content="", run=run)
    index = ToolCall.objects.filter(conversation=conversation).count()
    arguments = {"path": path, "action": "update", "value": value}
    call = ToolCall.objects.create(
        conversation=conversation,
        message=message,
        call_id=f"call_{index}",
        name="CVEditor",
        arguments=arguments,
        arguments_raw=json.dumps(arguments),
    )
    services.resume_apply_edit(
        resume=conversation.resume,
        path=path,
        action="update",
        value=value,
        source=RevisionSource.AGENT,
        tool_call=call,
    )
    add_message(
        conversation.pk,
        role=Role.TOOL,
        tool_call=call,
        status=ResultStatus.OK,
        content=json.dumps(value),
        run=run,
    )
    add_message(conversation.pk, role=Role.ASSISTANT, content="Done.", run=run)
    return call


def undo_url(call: ToolCall) -> str:
    return reverse("change_undo", args=[call.conversation_id, call.call_id])


def test_undo_brings_the_resume_back_and_notes_it_for_the_model(client, user, chat):
    before = chat.resume.data["basics"]["name"]
    call = agent_edit(chat, "basics.name", "Ada Lovelace")
    client.force_login(user)
    response = client.post(undo_url(call))
    assert response.status_code == 200
    assert "Undone" in response.text
    assert 'hx-swap-oob="beforeend:#transcript"' in response.text
    assert "resume-changed" in response["HX-Trigger"]
    chat.resume.refresh_from_db()
    assert chat.resume.data["basics"]["name"] == before
    assert (chat.resume.version, chat.resume.revisions.first().source) == (3, "undo")
    undo = ChangeUndo.objects.get(tool_call=call)
    assert (undo.version, undo.undo_version) == (2, 3)
    assert undo.note.role == Role.SYSTEM
    assert "the person undid the change made by call call_0 (CVEditor, version 2)" in (
        undo.note.content
    )


def test_transcript_offers_undo_then_says_it_was_undone(client, user, chat):
    call = agent_edit(chat, "basics.name", "Ada Lovelace")
    html = render_transcript(chat)
    assert f'hx-post="{undo_url(call)}"' in html
    client.force_login(user)
    client.post(undo_url(call))
    html = render_transcript(chat)
    assert f'hx-post="{undo_url(call)}"' not in html
    assert "Undone" in html
    assert "You undid “Changed your name” (version 2)" in html
    # The note is the app's, never shown as the person's message.
    assert "Note from the app" not in html


def test_a_change_later_ones_build_on_is_not_undone_until_they_are(client, user, chat):
    name = agent_edit(chat, "basics.name", "Ada Lovelace")
    label = agent_edit(chat, "basics.label", "Analyst")
    client.force_login(user)
    refused = client.post(undo_url(name))
    assert "1 later change (up to version 3) builds on this one" in refused.text
    assert "HX-Trigger" not in refused
    chat.resume.refresh_from_db()
    assert (chat.resume.version, chat.resume.data["basics"]["name"]) == (3, "Ada Lovelace")
    # Undoing the later one first, then this one, works.
    client.post(undo_url(label))
    assert "Undone" in client.post(undo_url(name)).text
    chat.resume.refresh_from_db()
    assert chat.resume.data["basics"]["name"] == "Alex Morgan"
    assert chat.resume.data["basics"]["label"] == "Backend Engineer"
    assert chat.resume.version == 5


def test_a_form_saved_by_the_person_after_the_change_also_blocks_it(client, user, chat):
    call = agent_edit(chat, "basics.name", "Ada Lovelace")
    services.resume_update_field(
        resume=chat.resume,
        path="basics.email",
        value="ada@example.com",
        expected_version=2,
        author=user,
    )
    client.force_login(user)
    assert "builds on this one" in client.post(undo_url(call)).text
    assert not ChangeUndo.objects.exists()


def test_undo_twice_is_refused_the_second_time(client, user, chat):
    call = agent_edit(chat, "basics.name", "Ada Lovelace")
    client.force_login(user)
    client.post(undo_url(call))
    again = client.post(undo_url(call))
    assert "This change is already undone." in again.text
    assert "Undone" in again.text
    assert ChangeUndo.objects.count() == 1
    assert chat.resume.revisions.count() == 3


def test_restored_in_history_means_already_undone(client, user, chat):
    call = agent_edit(chat, "basics.name", "Ada Lovelace")
    services.resume_undo(resume=chat.resume, to_version=1, author=user)
    client.force_login(user)
    response = client.post(undo_url(call))
    assert "already undone: the resume is as it was before it" in response.text
    assert not ChangeUndo.objects.exists()


def test_undo_waits_for_a_running_turn(client, user, chat):
    call = agent_edit(chat, "basics.name", "Ada Lovelace")
    Run.objects.create(conversation=chat, status=RunStatus.RUNNING)
    client.force_login(user)
    response = client.post(undo_url(call))
    assert "The assistant is still working" in response.text
    chat.resume.refresh_from_db()
    assert chat.resume.data["basics"]["name"] == "Ada Lovelace"


def test_refusal_in_chinese(client, user, chat):
    name = agent_edit(chat, "basics.name", "Ada Lovelace")
    agent_edit(chat, "basics.label", "Analyst")
    client.force_login(user)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    response = client.post(undo_url(name))
    assert "撤销" in response.text
    assert "builds on this one" not in response.text


def test_undo_is_post_only_and_only_for_the_owner(client, user, chat):
    call = agent_edit(chat, "basics.name", "Ada Lovelace")
    thinking = ToolCall.objects.create(
        conversation=chat, message=call.message, index=1, call_id="call_think", name="think"
    )
    client.force_login(user)
    assert client.get(undo_url(call)).status_code == 405
    assert client.post(undo_url(thinking)).status_code == 404  # changed nothing
    assert client.post(reverse("change_undo", args=[chat.pk, "call_nope"])).status_code == 404
    client.force_login(UserFactory(username="eve"))
    assert client.post(undo_url(call)).status_code == 404
    chat.resume.refresh_from_db()
    assert chat.resume.data["basics"]["name"] == "Ada Lovelace"
    assert not ChangeUndo.objects.exists()


def test_the_next_request_carries_the_note_with_the_persons_message(client, user, chat):
    call = agent_edit(chat, "basics.name", "Ada Lovelace")
    client.force_login(user)
    client.post(undo_url(call))
    # Until the person writes again, the note is a message of its own, at the end.
    messages = history.build(chat, budget_tokens=100_000)
    assert messages[-1].role == "user"
    assert "undid the change made by call call_0" in messages[-1].content
    assert [m.role for m in messages].count("system") == 1
    # With the person's next message, the note goes into it.
    add_message(chat.pk, role=Role.USER, content="Why did you change my name?")
    messages = history.build(chat, budget_tokens=100_000)
    last = messages[-1]
    assert last.role == "user"
    assert last.content.startswith("Note from the app (not written by the person): the person")
    assert last.content.endswith("\n\nWhy did you change my name?")
    assert [m.role for m in messages].count("system") == 1
    assert not any(m.role == "user" and m.content.startswith("Note") for m in messages[:-1])
