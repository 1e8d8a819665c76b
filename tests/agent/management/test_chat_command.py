"""`manage.py chat`: one turn from the command line, against the real HTTP fake provider."""

from __future__ import annotations

import json

import pytest

from agent.engine.tools.browser import NO_BROWSER
from agent.fakes.script import Reply, ScriptedCall
from agent.models import Conversation, LLMCall, Provider, Run, RunStatus
from resumes.models import Resume
from tests.commands import command
from tests.factories import ConversationFactory, ProviderFactory, ResumeFactory, UserFactory

pytestmark = pytest.mark.django_db(transaction=True)

ADA = "Set my name to Ada Lovelace, and add a job: frontend engineer at Tencent, 2021-03 to 2023-06"
JOB = {
    "name": "Tencent",
    "position": "Frontend Engineer",
    "startDate": "2021-03",
    "endDate": "2023-06",
}


@pytest.fixture
def alice(db):
    return UserFactory(username="alice")


@pytest.fixture
def resume(alice):
    return ResumeFactory(owner=alice)


def chat(*args: str) -> tuple[int, str, str]:
    """Run the command; returns (exit code, stdout, stderr)."""
    return command("chat", *args)


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def ada_replies() -> list[Reply]:
    return [
        Reply(
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.name", "action": "update", "value": "Ada Lovelace"},
                ),
                ScriptedCall(
                    name="CVEditor", arguments={"path": "work", "action": "add", "value": JOB}
                ),
            ]
        ),
        Reply(content="Done: you are Ada Lovelace, and Tencent is in your work history."),
    ]


def test_chat_command_unknown_user_exits_2_naming_it(db):
    code, _, err = chat("--user", "nobody", "--message", "hi")
    assert code == 2
    assert "nobody" in err


def test_chat_command_unknown_provider_exits_2_naming_it(resume):
    code, _, err = chat("--user", "alice", "--message", "hi", "--provider", "no-such-llm")
    assert code == 2
    assert "no-such-llm" in err
    assert not Conversation.objects.exists()


def test_chat_command_missing_key_variable_exits_2_naming_it(resume, monkeypatch):
    monkeypatch.delenv("CVAGENT_TEST_ABSENT_KEY", raising=False)
    ProviderFactory(slug="needs-key", api_key_env="CVAGENT_TEST_ABSENT_KEY")
    code, _, err = chat("--user", "alice", "--message", "hi", "--provider", "needs-key")
    assert code == 2
    assert "CVAGENT_TEST_ABSENT_KEY" in err
    assert not Run.objects.exists()


def test_chat_command_empty_message_exits_2(resume, fake_llm):
    code, _, err = chat("--user", "alice", "--message", "  ", *endpoint(fake_llm))
    assert code == 2
    assert "empty" in err
    assert not Conversation.objects.exists()


def test_chat_command_other_users_resume_exits_2(resume, fake_llm):
    UserFactory(username="bob")
    code, _, err = chat("--user", "bob", "--message", "hi", "--resume", str(resume.pk))
    assert code == 2
    assert f"no resume {resume.pk}" in err


def endpoint(fake) -> list[str]:
    return ["--base-url", fake.base_url, "--model", "fake-model"]


def test_chat_command_ada_lovelace_turn_json(resume, fake_llm):
    fake_llm.add_replies(*ada_replies())
    code, out, _ = chat(
        "--user",
        "alice",
        "--message",
        ADA,
        "--resume",
        str(resume.pk),
        "--json",
        *endpoint(fake_llm),
    )
    assert code == 0
    lines = json_lines(out)
    assert all("type" in line for line in lines)
    assert lines[0]["type"] == "run_started"
    done = lines[-1]
    assert done["type"] == "done"
    assert done["status"] == "completed"
    assert done["resume_id"] == resume.pk
    assert done["resume_version"] == 3
    assert [line["version"] for line in lines if line["type"] == "resume_updated"] == [2, 3]
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Ada Lovelace"
    assert resume.data["work"][-1] == JOB
    assert len(fake_llm.chat_requests) == 2
    assert fake_llm.pairing_errors() == []
    assert LLMCall.objects.filter(run_id=done["run_id"]).count() == 2


def test_chat_command_human_output_shows_calls_results_and_status(resume, fake_llm):
    fake_llm.add_replies(*ada_replies())
    code, out, _ = chat("--user", "alice", "--message", ADA, *endpoint(fake_llm))
    assert code == 0
    assert "→ CVEditor" in out
    assert "✓ ok: Updated basics.name" in out
    assert "Done: you are Ada Lovelace" in out
    assert "[completed] run" in out


def test_chat_command_continues_a_conversation(resume, fake_llm):
    fake_llm.add_replies(Reply(content="First."), Reply(content="Second."))
    _, out, _ = chat("--user", "alice", "--message", "one", "--json", *endpoint(fake_llm))
    conversation_id = json_lines(out)[-1]["conversation_id"]
    code, out, _ = chat(
        "--user",
        "alice",
        "--message",
        "two",
        "--conversation",
        str(conversation_id),
        "--json",
        *endpoint(fake_llm),
    )
    assert code == 0
    second = fake_llm.chat_requests[1].messages
    assert [m["content"] for m in second if m["role"] == "user"] == ["one", "two"]


def test_chat_command_new_resume_with_title(alice, fake_llm):
    fake_llm.add_replies(Reply(content="Hello."))
    code, out, _ = chat(
        "--user",
        "alice",
        "--message",
        "hi",
        "--new-resume",
        "--title",
        "Backend CV",
        "--json",
        *endpoint(fake_llm),
    )
    assert code == 0
    resume = Resume.objects.get(pk=json_lines(out)[-1]["resume_id"])
    assert resume.title == "Backend CV"


def test_chat_command_ask_human_waits_and_exits_0(resume, fake_llm):
    fake_llm.add_replies(
        Reply(tool_calls=[ScriptedCall(name="askHuman", arguments={"question": "Which year?"})])
    )
    code, out, _ = chat("--user", "alice", "--message", "Add my job", "--json", *endpoint(fake_llm))
    assert code == 0
    lines = json_lines(out)
    assert [line["question"] for line in lines if line["type"] == "clarify"] == ["Which year?"]
    assert lines[-1]["status"] == "waiting"


def test_chat_command_failed_run_exits_1(resume, fake_llm):
    ProviderFactory(slug="flaky", base_url=fake_llm.base_url, max_retries=0)
    fake_llm.add_replies(Reply(status=500, error={"message": "upstream exploded"}))
    code, out, _ = chat("--user", "alice", "--message", "hi", "--provider", "flaky", "--json")
    assert code == 1
    lines = json_lines(out)
    assert lines[-1]["status"] == "failed"
    assert any(line["type"] == "error" for line in lines)
    assert Run.objects.get().status == RunStatus.FAILED


def test_chat_command_provider_without_key_variable_gets_a_placeholder_key(resume, fake_llm):
    fake_llm.add_replies(Reply(content="ok"))
    code, _, _ = chat("--user", "alice", "--message", "hi", *endpoint(fake_llm))
    assert code == 0
    authorization = {k.lower(): v for k, v in fake_llm.chat_requests[0].headers.items()}
    assert authorization["authorization"].startswith("Bearer ")
    assert len(authorization["authorization"]) > len("Bearer ")


def test_chat_command_ad_hoc_provider_is_saved_disabled_and_reused(resume, fake_llm):
    fake_llm.add_replies(Reply(content="one"), Reply(content="two"))
    chat("--user", "alice", "--message", "hi", *endpoint(fake_llm))
    chat("--user", "alice", "--message", "again", *endpoint(fake_llm))
    provider = Provider.objects.get(base_url=fake_llm.base_url)
    assert not provider.enabled
    assert provider.model == "fake-model"
    assert set(Run.objects.values_list("provider_id", flat=True)) == {provider.pk}


def test_chat_command_no_stream_sends_a_non_streaming_request(resume, fake_llm):
    fake_llm.add_replies(Reply(content="Whole."))
    code, out, _ = chat("--user", "alice", "--message", "hi", "--no-stream", *endpoint(fake_llm))
    assert code == 0
    assert fake_llm.chat_requests[0].stream is False
    assert "Whole." in out


def test_chat_command_strategy_prompt_sends_no_api_tools(resume, fake_llm):
    fake_llm.add_replies(Reply(content="ok"))
    chat("--user", "alice", "--message", "hi", "--strategy", "prompt", *endpoint(fake_llm))
    body = fake_llm.chat_requests[0].body
    assert not body.get("tools")
    assert "CVEditor" in body["messages"][0]["content"]


def test_chat_command_hands_the_run_no_page_so_a_browser_call_gets_the_engines_error(
    resume, fake_llm
):
    """Only the web's socket hands in the page's tools (agent/runs/driver.py): a run of
    `manage.py chat` cannot reach an open page, and the model is told so."""
    conversation = ConversationFactory(
        owner=resume.owner, resume=resume, tool_overrides={"browser_js_eval": True}
    )
    fake_llm.add_replies(
        Reply(tool_calls=[ScriptedCall(name="browser_js_eval", arguments={"code": "return 1"})]),
        Reply(content="No page, then."),
    )
    code, out, _ = chat(
        "--user",
        "alice",
        "--message",
        "Run it in my page",
        "--conversation",
        str(conversation.pk),
        "--json",
        *endpoint(fake_llm),
    )
    assert code == 0
    results = [line for line in json_lines(out) if line["type"] == "tool_result"]
    assert [(r["name"], r["status"]) for r in results] == [("browser_js_eval", "error")]
    assert NO_BROWSER in results[0]["content"]
    assert json_lines(out)[-1]["status"] == "completed"
