"""A crash seen in a real Chromium: the turn runs in another process (`manage.py chat`), the
resume page is open on the live server and shows it running; the other process is killed
with SIGKILL, and the page says the answer was interrupted, without a reload, in English and
in Chinese, and takes the next message."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from agent.fakes.script import Reply
from agent.fakes.server import FakeLLMServer
from agent.models import Conversation, Run, RunStatus
from tests.processes import ROOT, database_url
from tests.web.browser import fake_provider, open_resume, send, signed_in_page, user_with_resume

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ANSWER = " ".join(f"word{n}" for n in range(2000))
NOTICE = {
    "en": "This turn was interrupted: the process running it stopped.",
    "zh-hans": "这一轮被中断了",
}


def _turn_in_another_process(resume) -> subprocess.Popen:
    conversation = Conversation.objects.create(owner=resume.owner, resume=resume)
    process = subprocess.Popen(
        [
            *(sys.executable, "manage.py", "chat", "--user", resume.owner.username),
            *("--conversation", str(conversation.pk), "--provider", "fake"),
            *("--message", "Tell me about my resume", "--json"),
        ],
        cwd=ROOT,
        env={
            **os.environ,
            "DATABASE_URL": database_url(),
            "DJANGO_SETTINGS_MODULE": "cvsite.settings",
        },
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    streaming = Run.objects.filter(conversation=conversation, status=RunStatus.RUNNING).exclude(
        partial_text=""
    )
    deadline = time.monotonic() + 60
    while not streaming.exists():
        assert process.poll() is None, process.stderr.read().decode()
        assert time.monotonic() < deadline, "the other process never streamed"
        time.sleep(0.05)
    return process


@pytest.mark.parametrize("language", ["en", "zh-hans"])
def test_page_says_at_once_that_a_turn_whose_process_died_was_interrupted(
    browser, live_server_url, language
):
    with FakeLLMServer() as server:
        server.add_replies(Reply(content=ANSWER, tokens=2000, delay=0.05))
        server.add_replies(Reply(content="Where were we?"))
        fake_provider(server)
        resume = user_with_resume("ada")
        process = _turn_in_another_process(resume)
        context, page = signed_in_page(browser, live_server_url, "ada")
        try:
            context.add_cookies(
                [{"name": "django_language", "value": language, "url": live_server_url}]
            )
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            open_resume(page, resume)
            page.wait_for_selector('#composer-state[data-running="true"]')
            os.kill(process.pid, signal.SIGKILL)
            process.wait(timeout=30)
            # No reload: the page looks whether the other process lives.
            page.get_by_text(NOTICE[language]).first.wait_for()
            page.wait_for_selector('#composer-state[data-running="false"]')
            send(page, "Hello again")
            page.wait_for_selector("text=Where were we?")
            assert errors == []
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
            context.close()
