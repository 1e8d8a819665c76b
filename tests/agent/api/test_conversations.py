"""Conversations over the API against a live server and the HTTP fake provider: a turn
streamed as Server-Sent Events (the WebSocket's vocabulary), a turn started and polled, the
history, Stop, and isolation."""

from __future__ import annotations

import json
import time

import pytest

from agent.api.keys import create_api_key
from agent.fakes.script import Reply, ScriptedCall
from agent.models import Conversation
from tests.agent.api.conftest import client_for
from tests.factories import ProviderFactory, ResumeFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def provider(fake_llm):
    return ProviderFactory(slug="fake", base_url=fake_llm.base_url, max_retries=0)


@pytest.fixture
def conversation(alice, provider):
    resume = ResumeFactory(owner=alice)
    return Conversation.objects.create(owner=alice, resume=resume, provider=provider)


def read_sse(response) -> list[tuple[str, dict]]:
    found, name = [], ""
    for line in response.iter_lines():
        if line.startswith("event: "):
            name = line.removeprefix("event: ")
        elif line.startswith("data: "):
            found.append((name, json.loads(line.removeprefix("data: "))))
    return found


def test_a_streamed_turn_edits_the_resume_with_the_websockets_events(api, conversation, fake_llm):
    fake_llm.add_replies(
        Reply(
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.label", "action": "update", "value": "Admiral"},
                )
            ]
        ),
        Reply(content="Your title is now Admiral."),
    )
    with api.stream(
        "POST",
        f"/conversations/{conversation.pk}/turns/stream",
        json={"message": "Make my title Admiral"},
    ) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        received = read_sse(response)
    kinds = [name for name, _ in received]
    assert kinds[0] == "run_started"
    assert kinds[-1] == "done"
    for name, data in received:
        assert data["type"] == name
    assert "tool_result" in kinds and "resume_updated" in kinds
    assert received[-1][1]["status"] == "completed"
    text = "".join(data["text"] for name, data in received if name == "content")
    assert text == "Your title is now Admiral."
    conversation.resume.refresh_from_db()
    assert conversation.resume.data["basics"]["label"] == "Admiral"

    messages = api.get(f"/conversations/{conversation.pk}/messages").json()
    assert [m["role"] for m in messages] == ["user", "assistant", "tool", "assistant"]
    assert messages[1]["tool_calls"][0]["name"] == "CVEditor"


def test_a_polled_turn_then_the_history(api, conversation, fake_llm):
    fake_llm.add_replies(Reply(content="Hello there."))
    started = api.post(f"/conversations/{conversation.pk}/turns", json={"message": "hi"})
    assert started.status_code == 202, started.text
    run_id = started.json()["run_id"]
    for _ in range(200):
        state = api.get(f"/conversations/{conversation.pk}").json()
        if state["run"]["status"] != "running":
            break
        time.sleep(0.05)
    assert state["run"] == {"id": run_id, "status": "completed", "error": ""}
    messages = api.get(f"/conversations/{conversation.pk}/messages").json()
    assert [(m["role"], m["content"]) for m in messages] == [
        ("user", "hi"),
        ("assistant", "Hello there."),
    ]


def test_stop_cancels_a_running_turn(api, conversation, fake_llm):
    fake_llm.add_replies(Reply(content="slow " * 400, tokens=400, delay=0.05))
    with api.stream(
        "POST", f"/conversations/{conversation.pk}/turns/stream", json={"message": "go"}
    ) as response:
        events = response.iter_lines()
        for line in events:
            if line.startswith("event: content"):
                break
        stopped = api.post(f"/conversations/{conversation.pk}/stop")
        assert stopped.json() == {"stopped": True}
        rest = [line for line in events if line.startswith("data: ")]
    assert json.loads(rest[-1].removeprefix("data: "))["status"] == "cancelled"


def test_create_a_conversation_and_isolation(live_server_url, api, alice, bob, provider):
    mine = ResumeFactory(owner=alice)
    theirs = ResumeFactory(owner=bob)
    created = api.post("/conversations", json={"resume_id": mine.pk})
    assert created.status_code == 201, created.text
    assert created.json()["title"] == "API client: alice laptop"
    assert api.post("/conversations", json={"resume_id": theirs.pk}).status_code == 404
    their_conversation = Conversation.objects.create(owner=bob, resume=theirs)
    for method, path in [
        ("GET", f"/conversations/{their_conversation.pk}"),
        ("GET", f"/conversations/{their_conversation.pk}/messages"),
        ("POST", f"/conversations/{their_conversation.pk}/stop"),
    ]:
        assert api.request(method, path).status_code == 404
    for path in ("turns", "turns/stream"):
        response = api.post(f"/conversations/{their_conversation.pk}/{path}", json={"message": "x"})
        assert response.status_code == 404
        assert response.headers["content-type"].startswith("application/problem+json")
    assert not their_conversation.messages.exists()


def test_a_read_key_cannot_talk_and_a_proposals_key_only_in_review_mode(
    live_server_url, alice, conversation
):
    reader = create_api_key(owner=alice, name="r", scope="read")
    proposer = create_api_key(owner=alice, name="p", scope="proposals")
    for secret in (reader.secret, proposer.secret):
        with client_for(live_server_url, secret) as client:
            for path in ("turns", "turns/stream"):
                response = client.post(
                    f"/conversations/{conversation.pk}/{path}", json={"message": "x"}
                )
                assert response.status_code == 403, response.text
    assert not conversation.messages.exists()
