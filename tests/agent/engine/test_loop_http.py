"""The whole engine over real HTTP against the strict fake provider (DeepSeek's pairing check).

Includes a real `manage.py chat` process killed with SIGKILL in the middle of its tool calls:
the history it leaves is healed (by `repair_histories`, or by the next turn once the run is
stale) and the strict fake accepts the next request.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from django.core.management import call_command

from agent.engine import events
from agent.fakes.script import Reply, ScriptedCall
from agent.models import LLMCall, Message, ResultStatus, Role, Run, RunStatus, ToolCall
from resumes.models import ResumeRevision
from tests.agent.turns import run_turn_events
from tests.factories import ConversationFactory, ProviderFactory, ResumeFactory
from tests.processes import ROOT, chat_command, database_url

pytestmark = pytest.mark.django_db(transaction=True)

ADA = "Set my name to Ada Lovelace, and add a job: frontend engineer at Tencent, 2021-03 to 2023-06"
JOB = {
    "name": "Tencent",
    "position": "Frontend Engineer",
    "startDate": "2021-03",
    "endDate": "2023-06",
}


turn = run_turn_events


def of(evs, kind):
    return [event for event in evs if isinstance(event, kind)]


def test_http_ada_lovelace_turn_produces_revisions_events_and_rows(
    conversation, provider, fake_llm
):
    fake_llm.add_replies(
        Reply(
            content="On it.",
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.name", "action": "update", "value": "Ada Lovelace"},
                ),
                ScriptedCall(
                    name="CVEditor", arguments={"path": "work", "action": "add", "value": JOB}
                ),
            ],
        ),
        Reply(content="Done: you are Ada Lovelace, and Tencent is in your work history."),
    )
    evs = turn(conversation, provider, ADA)
    kinds = [e.type for e in evs]
    assert kinds[0] == "run_started"
    assert kinds[-1] == "done"
    assert evs[-1].status == "completed"
    assert evs[-1].resume_version == 3
    assert [e.version for e in of(evs, events.ResumeUpdated)] == [2, 3]
    assert [(e.name, e.status) for e in of(evs, events.ToolResultEvent)] == [
        ("CVEditor", "ok"),
        ("CVEditor", "ok"),
    ]
    resume = conversation.resume
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Ada Lovelace"
    assert resume.data["work"][-1] == JOB
    revisions = list(resume.revisions.filter(version__gt=1).order_by("version"))
    calls = list(ToolCall.objects.filter(conversation=conversation).order_by("index"))
    assert [(r.source, r.tool_call_id) for r in revisions] == [
        ("agent", calls[0].pk),
        ("agent", calls[1].pk),
    ]
    messages = list(Message.objects.filter(conversation=conversation).order_by("seq"))
    assert [(m.role, m.status) for m in messages] == [
        ("user", ""),
        ("assistant", ""),
        ("tool", "ok"),
        ("tool", "ok"),
        ("assistant", ""),
    ]
    assert messages[1].content == "On it."
    llm_calls = list(LLMCall.objects.filter(run_id=evs[-1].run_id).order_by("pk"))
    assert [(c.ok, c.stream, c.finish_reason) for c in llm_calls] == [
        (True, True, "tool_calls"),
        (True, True, "stop"),
    ]
    assert llm_calls[0].latency_ms is not None
    assert fake_llm.pairing_errors() == []
    second = fake_llm.chat_requests[1].messages
    assert [m["role"] for m in second[-3:]] == ["assistant", "tool", "tool"]


def test_http_reused_call_ids_across_turns_still_pair(conversation, provider, fake_llm):
    for _ in range(2):
        fake_llm.add_replies(
            Reply(
                tool_calls=[
                    ScriptedCall(name="CVReader", arguments={"path": "basics"}, id="call_0")
                ]
            ),
            Reply(content="Read it."),
        )
    turn(conversation, provider, "Read my basics")
    evs = turn(conversation, provider, "Read them again")
    assert evs[-1].status == "completed"
    assert fake_llm.pairing_errors() == []
    ids = list(ToolCall.objects.filter(conversation=conversation).values_list("call_id", flat=True))
    assert len(set(ids)) == 2


def test_http_provider_failure_after_tool_leaves_a_valid_history(conversation, provider, fake_llm):
    fake_llm.add_replies(
        Reply(tool_calls=[ScriptedCall(name="CVReader", arguments={"path": "work"})]),
        Reply(status=500, error={"message": "upstream exploded"}),
    )
    evs = turn(conversation, provider, "Read my work")
    assert evs[-1].status == "failed"
    assert of(evs, events.Error)[0].code == "provider"
    fake_llm.add_replies(Reply(content="Back."))
    evs = turn(conversation, provider, "Again")
    assert evs[-1].status == "completed"
    assert fake_llm.pairing_errors() == []


# --- a real process killed mid-tool -------------------------------------------------------


def big_resume(owner):
    """A resume large enough that each edit takes a noticeable time (whole-document checks)."""
    work = [
        {
            "name": f"Company {n}",
            "position": "Engineer",
            "startDate": "2015-01",
            "highlights": [f"Shipped feature {k} of project {n}" for k in range(10)],
        }
        for n in range(2000)
    ]
    return ResumeFactory(owner=owner, data={"basics": {"name": "Grace Hopper"}, "work": work})


EIGHT_EDITS = [
    ScriptedCall(
        name="CVEditor",
        arguments={"path": f"work[{n}].position", "action": "update", "value": f"Lead {n}"},
    )
    for n in range(8)
]


def start_chat_process(conversation, fake_llm) -> subprocess.Popen:
    env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "DJANGO_SETTINGS_MODULE": "cvsite.settings",
    }
    return subprocess.Popen(
        [
            sys.executable,
            "manage.py",
            *chat_command(conversation, fake_llm.base_url, "Make me a lead everywhere"),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def kill_mid_tool(conversation, fake_llm) -> Run:
    """Start `manage.py chat`, SIGKILL it once its first edit is saved, return its run."""
    fake_llm.add_replies(Reply(tool_calls=EIGHT_EDITS))
    process = start_chat_process(conversation, fake_llm)
    deadline = time.monotonic() + 90
    try:
        while not ResumeRevision.objects.filter(
            resume=conversation.resume, source="agent"
        ).exists():
            assert process.poll() is None, process.stderr.read().decode()
            assert time.monotonic() < deadline, "the chat process never made its first edit"
            time.sleep(0.02)
        os.kill(process.pid, signal.SIGKILL)
    finally:
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    run = Run.objects.get(conversation=conversation)
    # What the kill left: a run marked running and calls without results.
    assert run.status == RunStatus.RUNNING
    assert ToolCall.objects.filter(conversation=conversation, result__isnull=True).exists()
    return run


@pytest.fixture
def slow_conversation(db):
    conversation = ConversationFactory(capability=None)
    conversation.resume = big_resume(conversation.owner)
    conversation.save()
    return conversation


@pytest.fixture
def roomy_history(settings):
    """A history budget that holds the big resume, so no turn gets summarised away."""
    settings.CVAGENT = {**settings.CVAGENT, "HISTORY_TOKEN_BUDGET": 10_000_000}


def test_http_killed_chat_process_is_healed_by_repair_histories(
    slow_conversation, provider, fake_llm, roomy_history
):
    run = kill_mid_tool(slow_conversation, fake_llm)
    call_command(
        "repair_histories", "--conversation", str(slow_conversation.pk), "--stale-after", "0"
    )
    run.refresh_from_db()
    assert run.status == RunStatus.INTERRUPTED
    assert not ToolCall.objects.filter(conversation=slow_conversation, result__isnull=True).exists()

    fake_llm.add_replies(Reply(content="Where were we?"))
    evs = turn(slow_conversation, provider, "Carry on")
    assert evs[-1].status == "completed"
    assert fake_llm.pairing_errors() == []
    last = fake_llm.chat_requests[-1].messages
    assert sum(1 for m in last if m["role"] == "tool") == 8


def test_http_killed_chat_process_is_healed_by_the_next_turn_once_stale(
    slow_conversation, provider, fake_llm, roomy_history, settings
):
    kill_mid_tool(slow_conversation, fake_llm)
    settings.CVAGENT = {**settings.CVAGENT, "STALE_RUN_SECONDS": 0}
    fake_llm.add_replies(Reply(content="Where were we?"))
    evs = turn(slow_conversation, provider, "Carry on")
    assert evs[-1].status == "completed"
    assert fake_llm.pairing_errors() == []
    assert not ToolCall.objects.filter(conversation=slow_conversation, result__isnull=True).exists()
    assert Message.objects.filter(
        conversation=slow_conversation, role=Role.TOOL, status=ResultStatus.INTERRUPTED
    ).exists()
    last = fake_llm.chat_requests[-1].messages
    assert sum(1 for m in last if m["role"] == "tool") == 8


def test_http_rate_limited_request_is_retried_with_a_retry_event(conversation, fake_llm):
    patient = ProviderFactory(slug="patient", base_url=fake_llm.base_url, max_retries=2)
    fake_llm.add_replies(
        Reply(status=429, error={"message": "slow down"}, headers={"Retry-After": "0"}),
        Reply(content="Here I am."),
    )
    evs = turn(conversation, patient, "Hello")
    assert [e.type for e in evs if e.type in ("retry", "error")] == ["retry"]
    assert evs[-1].status == "completed"
    assert "".join(e.text for e in of(evs, events.Content)) == "Here I am."


def test_http_server_error_every_time_fails_the_run_after_retries(conversation, fake_llm):
    patient = ProviderFactory(slug="patient", base_url=fake_llm.base_url, max_retries=1)
    fake_llm.add_replies(*[Reply(status=500, error={"message": "down"}) for _ in range(3)])
    evs = turn(conversation, patient, "Hello")
    assert len(of(evs, events.Retry)) == 1
    assert evs[-1].status == "failed"
    assert f"run {evs[-1].run_id}" in of(evs, events.Error)[0].message
    assert Run.objects.get(pk=evs[-1].run_id).status == RunStatus.FAILED


# NUL characters (U+0000): PostgreSQL cannot store them, so they are dropped where text
# enters the engine and the turn goes on, on either database (agent/engine/nul.py).


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
