"""browser_js_eval's sandbox under attack, in a real Chromium: code sent by the (fake) model
tries every way out, by the obvious names and by roundabout ones (prototype getters, `self`,
constructor chains), and a second call looks for anything the first one left.

Nothing may reach the network (a loopback probe server counts requests), the storage of any
origin (the page's own IndexedDB, Cache Storage and origin-private files are checked from the
page), the page (its `message` events and a BroadcastChannel it listens on), or the next call.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer
from tests.web.test_browser_tool import (
    Probe,
    _finish_turn,
    _open_playground,
    _send,
    context,  # noqa: F401
    conversation,  # noqa: F401
    js_conversation,  # noqa: F401
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ESCAPE = "Try to get out"
RECALL = "What is left"

HERE = Path(__file__).resolve().parent
# The code the model sends: JavaScript files beside this one.
ESCAPE_CODE = (HERE / "sandbox_escape.js").read_text(encoding="utf-8")
RECALL_CODE = (HERE / "sandbox_recall.js").read_text(encoding="utf-8")

NETWORK = [
    "fetch", "fetch via globalThis", "fetch via prototypes", "fetch via a Function",
    "fetch via Reflect", "XMLHttpRequest", "XMLHttpRequest via prototypes", "WebSocket",
    "WebSocket via a Function", "EventSource", "EventSource via prototypes", "importScripts",
    "importScripts via prototypes", "import()",
]  # fmt: skip
STORAGE = [
    "indexedDB", "indexedDB via self", "indexedDB via prototypes", "indexedDB via a Function",
    "caches", "caches via prototypes", "navigator.storage", "navigator.storage via prototypes",
]  # fmt: skip

# Installed in the page before its own scripts: what reaches it from anywhere.
PAGE_LISTENERS = """
window.__received = [];
window.addEventListener("message", (event) => {
  window.__received.push(JSON.stringify(event.data));
});
window.__broadcast = [];
new BroadcastChannel("cvagent-escape").onmessage = (event) => {
  window.__broadcast.push(JSON.stringify(event.data));
};
"""

PAGE_STORAGE = """async () => {
  const databases = (await indexedDB.databases()).map((db) => db.name);
  const cacheNames = await caches.keys();
  const files = [];
  for await (const name of (await navigator.storage.getDirectory()).keys()) { files.push(name); }
  return {databases, cacheNames, files, frames: document.querySelectorAll("iframe").length};
}"""


def _responder(probe_url: str) -> Callable[[dict[str, Any]], Reply]:
    scripts = {ESCAPE: ESCAPE_CODE.replace("PROBE", probe_url), RECALL: RECALL_CODE}

    def respond(body: dict[str, Any]) -> Reply:
        last = (body.get("messages") or [{}])[-1]
        if last.get("role") == "tool":
            return Reply(content="Done.")
        text = str(last.get("content") or "")
        for trigger, code in scripts.items():
            if trigger in text:
                return Reply(
                    tool_calls=[ScriptedCall(name="browser_js_eval", arguments={"code": code})]
                )
        return Reply(content="Noted.")

    return respond


@pytest.fixture(scope="module")
def probe() -> Iterator[Probe]:
    server = Probe()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def fake(probe) -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=_responder(probe.url)) as server:
        yield server


def _report(chat, runs: int) -> dict[str, str]:
    from agent.models import Message

    results = Message.objects.filter(conversation=chat, role="tool").order_by("-seq")
    assert results.count() == runs
    result = results[0]
    assert result.status == "ok", result.content
    return json.loads(result.content)["result"]


def test_the_code_reaches_no_network_no_storage_no_page_and_nothing_persists(
    context,  # noqa: F811
    js_conversation,  # noqa: F811
    probe,
):
    context.add_init_script(PAGE_LISTENERS)
    page = _open_playground(context, js_conversation)
    _send(page, ESCAPE)
    _finish_turn(page, js_conversation)
    report = _report(js_conversation, 1)

    for name in NETWORK + STORAGE:
        assert report[name].startswith("blocked"), (name, report)
    assert probe.hits == []
    # Whatever the code posted, broadcast or wrote, the page saw none of it.
    page.wait_for_timeout(500)
    received = page.evaluate("window.__received")
    assert not [message for message in received if "forged" in message], received
    assert page.evaluate("window.__broadcast") == []
    stored = page.evaluate(PAGE_STORAGE)
    assert "cvagent-escape" not in stored["databases"]
    assert "cvagent-escape" not in stored["cacheNames"]
    assert "escape.txt" not in stored["files"]
    assert stored["frames"] == 0  # the call's sandbox frame is gone

    _send(page, RECALL)
    _finish_turn(page, js_conversation, runs=2)
    recall = _report(js_conversation, 2)
    assert recall["leftover"] == "undefined/undefined"
    assert recall["indexedDB"].startswith("blocked") and recall["caches"].startswith("blocked")
    assert probe.hits == []
