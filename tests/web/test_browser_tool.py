"""browser_js_eval in a real Chromium (Debian's, through Playwright): the playground page of a
live Daphne runs the code the HTTP fake provider asks for in its sandbox worker, and the run
stores what came back, a time-out, a blocked request, or an interrupted call."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, Conversation, Message, Provider, Run, RunStatus
from resumes import services
from tests.factories import UserFactory
from tests.web.browser import PASSWORD, WAIT
from tests.web.browser import send as _send

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

MULTIPLY = "Multiply six by seven"
SPIN = "Spin forever"
FETCH = "Fetch the probe"
IMPORT = "Import from the probe"
WAIT_LONG = "Wait a little"
WRITE = "Write a note"
BIG = "Return something big"
NOTE = "# Hello\n\n6 × 7 = 42\n"


class Probe:
    """A loopback HTTP server that counts the requests reaching it (none should)."""

    def __init__(self) -> None:
        hits: list[str] = []

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                hits.append(self.path)
                body = b"export default 1;"
                self.send_response(200)
                self.send_header("Content-Type", "text/javascript")
                self.send_header("Access-Control-Allow-Origin", "*")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.hits = hits
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module")
def probe() -> Iterator[Probe]:
    server = Probe()
    yield server
    server.stop()


def js_responder(probe_url: str) -> Callable[[dict[str, Any]], Reply]:
    scripts = {
        MULTIPLY: "console.log('multiplying'); return 6*7",
        SPIN: "while (true) {}",
        FETCH: f'const r = await fetch("{probe_url}/fetched"); return r.status;',
        IMPORT: f'const m = await import("{probe_url}/imported.js"); return m.default;',
        WAIT_LONG: "await new Promise((resolve) => setTimeout(resolve, 2500)); return 'late';",
        BIG: "console.log('size', {n: 60000}); console.warn('big'); return 'x'.repeat(60000);",
    }

    def respond(body: dict[str, Any]) -> Reply:
        last = (body.get("messages") or [{}])[-1]
        if last.get("role") == "tool":
            return Reply(content="The tool answered: " + str(last.get("content"))[:300])
        text = str(last.get("content") or "")
        if WRITE in text:
            arguments = {"path": "notes/hello.md", "content": NOTE}
            return Reply(tool_calls=[ScriptedCall(name="vfs_write", arguments=arguments)])
        for trigger, code in scripts.items():
            if trigger in text:
                return Reply(
                    tool_calls=[ScriptedCall(name="browser_js_eval", arguments={"code": code})]
                )
        return Reply(content="Noted.")

    return respond


@pytest.fixture(scope="module")
def fake(probe) -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=js_responder(probe.url)) as server:
        yield server


@pytest.fixture
def conversation(transactional_db, fake) -> Conversation:
    """Ada's playground chat whose capability offers only the resume tools."""
    user = UserFactory(username="ada", password=PASSWORD, is_staff=True)
    provider, _ = Provider.objects.update_or_create(
        slug="fake",
        defaults={
            "name": "Fake provider",
            "base_url": fake.base_url,
            "model": "fake-model",
            "default_strategy": "native",
            "enabled": True,
        },
    )
    capability, _ = Capability.objects.update_or_create(
        slug="base",
        defaults={
            "name": "Resume editor",
            "tool_policy": "whitelist",
            "tools": ["CVReader", "CVEditor", "think", "stop"],
            "is_active": True,
        },
    )
    resume = services.resume_create(
        owner=user, title="Scratch", language="en", starter=True, is_scratch=True
    )
    return Conversation.objects.create(
        owner=user, resume=resume, kind="playground", capability=capability, provider=provider
    )


@pytest.fixture
def js_conversation(conversation) -> Conversation:
    conversation.tool_overrides = {"browser_js_eval": True}
    conversation.save(update_fields=["tool_overrides"])
    return conversation


@pytest.fixture
def context(browser, live_server_url) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1366, "height": 860}, base_url=live_server_url)
    context.set_default_timeout(WAIT)
    yield context
    context.close()


def _open_playground(context, conversation: Conversation) -> Any:
    page = context.new_page()
    page.goto("/accounts/signin/")
    if page.query_selector("#id_username"):
        page.fill("#id_username", conversation.owner.username)
        page.fill("#id_password", PASSWORD)
        page.click("form button[type=submit]")
        page.wait_for_url("**/")
    page.goto(f"/chat/playground/?c={conversation.pk}")
    page.wait_for_selector("#connection:not(.offline)")
    return page


def _finish_turn(page, conversation: Conversation, runs: int = 1) -> Run:
    """Wait until the conversation's `runs`-th run has ended and the page shows it idle."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        ended = Run.objects.filter(conversation=conversation).exclude(status=RunStatus.RUNNING)
        if ended.count() >= runs:
            break
        time.sleep(0.1)
    else:
        raise AssertionError("the run did not finish")
    page.wait_for_selector('#composer-state[data-running="false"]')
    return Run.objects.filter(conversation=conversation).order_by("-pk").first()


def _result(conversation: Conversation) -> Message:
    return Message.objects.get(conversation=conversation, role="tool")


def _open_step(page) -> str:
    """Open the browser_js_eval step of the transcript and return its text."""
    step = page.locator(".step-tool", has=page.locator(".name", has_text="browser_js_eval"))
    step.locator("summary").click()
    return step.inner_text()


def test_toggle_on_and_six_times_seven_is_42(context, conversation):
    page = _open_playground(context, conversation)
    page.check("#pg-tools input[value=browser_js_eval]")
    # The switch is saved by an htmx post: wait until the server has it.
    deadline = time.monotonic() + 10
    while not conversation.tool_overrides and time.monotonic() < deadline:
        time.sleep(0.1)
        conversation.refresh_from_db()
    assert conversation.tool_overrides == {"browser_js_eval": True}
    _send(page, MULTIPLY)
    run = _finish_turn(page, conversation)
    assert run.status == RunStatus.COMPLETED
    result = _result(conversation)
    assert result.status == "ok"
    assert json.loads(result.content) == {"result": 42, "logs": ["multiplying"]}
    step = _open_step(page)
    assert "console.log('multiplying'); return 6*7" in step
    assert '"result": 42' in step
    assert "multiplying" in step
    page.wait_for_selector('.msg-assistant >> text=The tool answered: {"result":42')


def test_endless_loop_times_out_and_the_run_continues(context, js_conversation):
    page = _open_playground(context, js_conversation)
    _send(page, SPIN)
    run = _finish_turn(page, js_conversation)
    assert run.status == RunStatus.COMPLETED
    result = _result(js_conversation)
    assert result.status == "error"
    assert "Timed out: the code ran longer than 3 seconds" in result.content
    assert "Timed out" in _open_step(page)
    page.wait_for_selector(".msg-assistant >> text=The tool answered: Timed out")
    assert page.is_enabled("#composer-text")


def test_large_value_is_cut_and_console_output_kept(context, js_conversation):
    page = _open_playground(context, js_conversation)
    _send(page, BIG)
    _finish_turn(page, js_conversation)
    result = _result(js_conversation)
    assert result.status == "ok"
    body = json.loads(result.content)
    assert body["logs"] == ['size {"n":60000}', "warn: big"]
    assert body["note"].startswith("the value was too large")
    assert body["result"] == '"' + "x" * 11_999


def test_fetch_inside_the_code_is_blocked(context, js_conversation, probe):
    page = _open_playground(context, js_conversation)
    _send(page, FETCH)
    _finish_turn(page, js_conversation)
    result = _result(js_conversation)
    assert result.status == "error"
    assert "fetch is blocked in this sandbox" in result.content
    assert probe.hits == []


def test_dynamic_import_is_blocked_by_the_worker_policy(context, js_conversation, probe):
    # import() cannot be removed from the worker; only the policy it is served with stops it.
    page = _open_playground(context, js_conversation)
    _send(page, IMPORT)
    _finish_turn(page, js_conversation)
    result = _result(js_conversation)
    assert result.status == "error"
    assert "threw an error" in result.content
    assert probe.hits == []


def test_closing_the_page_mid_call_interrupts_it_and_the_next_turn_is_accepted(
    context, js_conversation, fake
):
    before = len(fake.requests)
    page = _open_playground(context, js_conversation)
    _send(page, WAIT_LONG)
    page.wait_for_selector(".step-tool .status-running")
    page.close()
    deadline = time.monotonic() + 30
    while not Message.objects.filter(conversation=js_conversation, role="tool").exists():
        assert time.monotonic() < deadline, "the call got no result"
        time.sleep(0.1)
    result = _result(js_conversation)
    assert result.status == "interrupted"
    assert "closed or reloaded" in result.content

    page = _open_playground(context, js_conversation)
    assert _finish_turn(page, js_conversation).status == RunStatus.COMPLETED
    _send(page, "Thanks")
    page.wait_for_selector(".msg-assistant >> text=Noted.")
    assert _finish_turn(page, js_conversation, runs=2).status == RunStatus.COMPLETED
    new = fake.requests[before:]
    assert [r.pairing_error for r in new] == [None] * len(new)
    assert new[-1].status == 200
    roles = [m["role"] for m in new[-1].messages]
    assert roles[-4:] == ["assistant", "tool", "assistant", "user"]
    assert "Interrupted" in new[-1].messages[-3]["content"]


def test_written_file_shows_in_the_panel_and_downloads(context, conversation, tmp_path):
    conversation.tool_overrides = {"vfs_write": True}
    conversation.save(update_fields=["tool_overrides"])
    page = _open_playground(context, conversation)
    page.wait_for_selector("#pg-files >> text=No files yet")
    _send(page, WRITE)
    _finish_turn(page, conversation)
    link = page.wait_for_selector("#pg-files a >> text=notes/hello.md")
    assert "21 bytes" in page.inner_text("#pg-files")
    with page.expect_download() as download_info:
        link.click()
    download = download_info.value
    assert download.suggested_filename == "hello.md"
    target = tmp_path / "hello.md"
    download.save_as(target)
    assert target.read_text(encoding="utf-8") == NOTE
