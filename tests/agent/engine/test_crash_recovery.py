"""A real `manage.py chat` process killed with SIGKILL, with the default settings: the
conversation takes a new message at once without any manual repair (the run's recorded
process is gone: agent/engine/liveness.py), text streamed before the kill is kept as a
partial answer marked interrupted, and a final answer stored before the kill is not labelled
interrupted. Nothing waits and nothing is timed (the clock is not moved either);
`bench/crash_recovery.py` measures the real delay. A killed Daphne process:
`test_crash_liveness.py`.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from django.utils import translation

from agent.fakes.script import Reply
from agent.models import Message, Role, Run, RunStatus
from agent.web.rendering import render_transcript, transcript_items
from tests.agent.turns import run_turn_events
from tests.processes import ROOT, chat_command, database_url

pytestmark = pytest.mark.django_db(transaction=True)

ANSWER = " ".join(f"word{n}" for n in range(400))
DEADLINE_SECONDS = 90
ASK = "Tell me about my resume"


def child_env() -> dict[str, str]:
    env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "DJANGO_SETTINGS_MODULE": "cvsite.settings",
    }
    # The defaults are what is tested: nothing may shorten them for the child.
    for name in ("CVAGENT_STALE_RUN_SECONDS", "CVAGENT_HEARTBEAT_SECONDS"):
        env.pop(name, None)
    return env


def start(args: list[str]) -> subprocess.Popen:
    return subprocess.Popen(
        args, cwd=ROOT, env=child_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


def wait_for(condition, process: subprocess.Popen, what: str) -> None:
    deadline = time.monotonic() + DEADLINE_SECONDS
    while not condition():
        assert process.poll() is None, process.stderr.read().decode()
        assert time.monotonic() < deadline, f"the chat process never {what}"
        time.sleep(0.05)


def kill(process: subprocess.Popen) -> None:
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL


next_turn = run_turn_events


def kill_mid_answer(conversation, fake_llm) -> Run:
    """Start `manage.py chat` streaming a long answer slowly; SIGKILL it once a heartbeat has
    saved part of the text. Returns the run it left behind."""
    fake_llm.add_replies(Reply(content=ANSWER, tokens=400, delay=0.05))
    process = start(
        [sys.executable, "manage.py", *chat_command(conversation, fake_llm.base_url, ASK)]
    )
    try:
        wait_for(
            lambda: Run.objects.filter(conversation=conversation).exclude(partial_text="").exists(),
            process,
            "saved any streamed text with its heartbeat",
        )
        kill(process)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return Run.objects.get(conversation=conversation)


def test_defaults_free_a_crashed_conversation_at_once_and_keep_its_partial_answer(
    conversation, provider, fake_llm
):
    run = kill_mid_answer(conversation, fake_llm)
    assert run.status == RunStatus.RUNNING
    saved = run.partial_text
    assert ANSWER.startswith(saved) and saved.strip()
    assert not Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).exists()

    # Right after the crash, with the default settings (the last heartbeat is fresh, the
    # 20 s threshold far off) and no repair run by anyone, the next message is taken.
    fake_llm.add_replies(Reply(content="Where were we?"))
    evs = next_turn(conversation, provider, "Hello?")
    assert evs[-1].status == "completed"
    assert fake_llm.pairing_errors() == []

    run.refresh_from_db()
    assert (run.status, run.error_code, run.partial_text) == (
        RunStatus.INTERRUPTED,
        "interrupted",
        "",
    )
    messages = list(Message.objects.filter(conversation=conversation).order_by("seq"))
    assert [(m.role, m.run_id) for m in messages[:3]] == [
        ("user", run.pk),
        ("assistant", run.pk),
        ("user", evs[-1].run_id),
    ]
    assert messages[1].content == saved
    # The model is given the partial answer as what it said before.
    assert fake_llm.chat_requests[-1].messages[-2] == {"role": "assistant", "content": saved}


def test_partial_answer_is_shown_marked_interrupted_in_both_languages(
    conversation, provider, fake_llm
):
    kill_mid_answer(conversation, fake_llm)
    fake_llm.add_replies(Reply(content="Where were we?"))
    next_turn(conversation, provider, "Hello?")
    items = transcript_items(conversation)
    kinds = [(item["kind"], item.get("code", "")) for item in items]
    assert kinds[:3] == [("user", ""), ("assistant", ""), ("notice", "interrupted")]
    assert "the process running it stopped" in items[2]["text"]
    with translation.override("zh-hans"):
        assert "这一轮被中断了" in render_transcript(conversation)


KILL_AT_FINISH = """
import os, signal, sys
import django
django.setup()
import agent.engine.loop as loop
from django.core.management import call_command

def killed(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGKILL)

# The worst moment for a crash: the final answer is stored, the run not yet closed.
loop.finish_run = killed
call_command(*sys.argv[1:])
"""


def test_final_answer_stored_before_a_kill_is_not_labelled_interrupted(
    conversation, provider, fake_llm
):
    fake_llm.add_replies(Reply(content="Your resume looks complete."))
    process = start(
        [sys.executable, "-c", KILL_AT_FINISH, *chat_command(conversation, fake_llm.base_url, ASK)]
    )
    process.wait(timeout=DEADLINE_SECONDS)
    assert process.returncode == -signal.SIGKILL, process.stderr.read().decode()
    answer = Message.objects.get(conversation=conversation, role=Role.ASSISTANT)
    assert answer.content == "Your resume looks complete."

    fake_llm.add_replies(Reply(content="Anything else?"))
    evs = next_turn(conversation, provider, "Thanks")
    assert evs[-1].status == "completed"
    first = Run.objects.get(pk=answer.run_id)
    assert first.status == RunStatus.COMPLETED
    assert "interrupted" not in [item.get("code") for item in transcript_items(conversation)]
