"""The chat in a real Chromium (Debian's, through Playwright) against a live Daphne server and
the HTTP fake provider: the transcript follows a streaming answer after reloads mid-run (and
stops following when the person scrolls up), and Undo on an agent change in the chat."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, Conversation, Message, Role, ToolCall
from resumes.models import Resume
from tests.web.browser import open_resume as _open
from tests.web.browser import send as _send
from tests.web.browser import shot as _shot
from tests.web.browser import sign_in as _sign_in
from tests.web.browser import user_with_resume as _user_with_resume
from tests.web.browser import wait_idle as _wait_idle
from tests.web.browser import watched_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

STORY = "Tell me a story line by line"
STORY_LINES = 400
RENAME = "Call me Ada Lovelace"
RETITLE = "Make my title Analyst"
AFTER_UNDO = "What did I just do?"
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def chat_responder(body: dict[str, Any]) -> Reply:
    messages = body.get("messages") or [{}]
    last = messages[-1] if isinstance(messages[-1], dict) else {}
    if last.get("role") == "tool":
        return Reply(content="Done.", tokens=2)
    text = str(last.get("content") or "")
    if STORY in text:
        lines = "".join(f"line {n}\n" for n in range(STORY_LINES))
        return Reply(content=lines, tokens=STORY_LINES, delay=0.03)
    edits = {RENAME: ("basics.name", "Ada Lovelace"), RETITLE: ("basics.label", "Analyst")}
    for request, (path, value) in edits.items():
        if request in text:
            return Reply(
                content="On it.",
                tokens=2,
                tool_calls=[
                    ScriptedCall(
                        name="CVEditor",
                        arguments={"path": path, "action": "update", "value": value},
                    )
                ],
            )
    return Reply(content="Noted.", tokens=2)


@pytest.fixture(scope="module")
def fake_provider_server() -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=chat_responder) as server:
        yield server


@pytest.fixture
def page(browser, live_server_url, provider) -> Iterator[Any]:
    context, page, watch = watched_page(
        browser, live_server_url, viewport={"width": 1366, "height": 768}
    )
    yield page
    context.close()
    watch.assert_clean("the chat")


# --- following the answer ----------------------------------------------------------------------

LINES = (
    "(document.querySelector('.msg-assistant.streaming')?.innerText.match(/line /g) || []).length"
)
GAP = (
    "(() => { const s = document.getElementById('transcript-scroll');"
    " return s.scrollHeight - s.scrollTop - s.clientHeight; })()"
)
# Records the distance from the end after every change of the transcript: this observer is
# registered after the app's, so it runs after the app had its chance to follow.
WATCH = """() => {
  const s = document.getElementById('transcript-scroll');
  window.__gaps = [];
  new MutationObserver(() => window.__gaps.push(s.scrollHeight - s.scrollTop - s.clientHeight))
    .observe(s, {childList: true, subtree: true, characterData: true});
}"""


# Resolves once the chat has not moved for five animation frames, or (with `true`) is at
# the end.
STILL = """(orAtEnd) => new Promise((resolve) => {
  const s = document.getElementById('transcript-scroll');
  let last = s.scrollTop, same = 0;
  const tick = () => {
    same = s.scrollTop === last ? same + 1 : 0;
    last = s.scrollTop;
    const end = s.scrollHeight - s.scrollTop - s.clientHeight <= 2;
    if (same >= 5 || (orAtEnd && end)) { resolve(true); } else { requestAnimationFrame(tick); }
  };
  requestAnimationFrame(tick);
})"""


def _lines(page: Any) -> int:
    return int(page.evaluate(LINES))


def _wait_lines(page: Any, at_least: int) -> None:
    page.wait_for_function(f"() => {LINES} >= {at_least}")


def _earlier_conversation(resume: Resume) -> None:
    """Enough earlier messages that the transcript is much taller than the chat pane."""
    conversation = Conversation.objects.create(
        owner=resume.owner,
        resume=resume,
        capability=Capability.objects.get(slug="base"),
    )
    for n in range(20):
        Message.objects.create(
            conversation=conversation, seq=2 * n + 1, role=Role.USER, content=f"Question {n}"
        )
        Message.objects.create(
            conversation=conversation,
            seq=2 * n + 2,
            role=Role.ASSISTANT,
            content=f"Answer {n}\nwith a second line",
        )


def test_chat_follows_the_answer_after_reloads_and_stops_when_the_person_scrolls_up(page):
    resume = _user_with_resume()
    _earlier_conversation(resume)
    _sign_in(page, "ada")
    _open(page, resume)
    for attempt in range(5):
        _send(page, STORY)
        _wait_lines(page, 30)
        page.reload()
        page.wait_for_selector("#connection:not(.offline)")
        page.wait_for_selector('#composer-state[data-running="true"]')
        page.wait_for_selector(".msg-assistant.streaming")
        assert page.evaluate("document.getElementById('transcript-scroll').scrollTop") > 0
        page.evaluate(WATCH)
        # 40 lines: a loaded machine sends wider frames (up to 200 ms, agent/runs/hub.py), and
        # 20 lines then came in as few as 4 of them.
        _wait_lines(page, _lines(page) + 40)
        gaps = page.evaluate("window.__gaps")
        assert len(gaps) >= 5, f"attempt {attempt}: the answer did not stream"
        assert max(gaps) <= 2, f"attempt {attempt}: the chat stopped following: {gaps}"
        assert page.evaluate(GAP) <= 2

        # The person scrolls up with the wheel: the chat stays where they put it.
        box = page.locator("#transcript-scroll").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.wheel(0, -600)
        page.wait_for_function(f"() => {GAP} > 300")
        page.wait_for_function(STILL, arg=False)  # a wheel scroll may be animated: let it end
        held = page.evaluate("document.getElementById('transcript-scroll').scrollTop")
        _wait_lines(page, _lines(page) + 15)
        assert page.evaluate("document.getElementById('transcript-scroll').scrollTop") == held
        assert page.evaluate(GAP) > 300

        # Back at the end, it follows again (a wheel scroll may be animated while lines
        # keep coming, so it can take a second turn of the wheel to reach the end).
        for _turn in range(10):
            page.mouse.wheel(0, 100_000)
            page.wait_for_function(STILL, arg=True)
            if page.evaluate(GAP) <= 2:
                break
        assert page.evaluate(GAP) <= 2
        page.evaluate(WATCH)
        _wait_lines(page, _lines(page) + 10)
        assert max(page.evaluate("window.__gaps")) <= 2

        page.click("#stop-button")
        _wait_idle(page)


# --- undo in the chat -----------------------------------------------------------------------


def test_undo_in_the_chat_then_the_agent_is_told(page, fake_provider_server):
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda frame: frames.append(frame)))
    resume = _user_with_resume()
    _sign_in(page, "ada")
    _open(page, resume)
    _send(page, RENAME)
    page.wait_for_selector("#preview >> text=Ada Lovelace")
    _wait_idle(page)
    _send(page, RETITLE)
    page.wait_for_selector("#preview >> text=Analyst")
    _wait_idle(page)
    name_call, title_call = ToolCall.objects.filter(conversation__resume=resume).order_by("pk")
    # The Undo came live, beside each step, as soon as its edit was saved.
    for call in (name_call, title_call):
        assert any(f'id="call-{call.call_id}-undo" hx-swap-oob="true"' in str(f) for f in frames)
    undo_name = page.locator(f"#call-{name_call.call_id}-undo button")
    undo_title = page.locator(f"#call-{title_call.call_id}-undo button")

    # The later change builds on the first: refused, and said why.
    undo_name.click()
    page.wait_for_selector(".undo-error >> text=builds on this one")
    _shot(page, "chat-undo-refused")
    assert "Ada Lovelace" in page.inner_text("#preview")

    undo_title.click()
    page.wait_for_selector(f"#call-{title_call.call_id}-undo .undone")
    page.wait_for_selector("#preview >> text=Backend Engineer")
    page.locator(f"#call-{name_call.call_id}-undo button").click()
    page.wait_for_selector(f"#call-{name_call.call_id}-undo .undone")
    page.wait_for_selector("#preview >> text=Alex Morgan")
    assert page.locator(".notice-undone").count() == 2
    _shot(page, "chat-undone")
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Alex Morgan"
    assert [r.source for r in resume.revisions.order_by("version")][-2:] == ["undo", "undo"]

    # After a reload the steps still say so, and History lists the undos.
    page.reload()
    page.wait_for_selector("#connection:not(.offline)")
    assert page.locator(".step-undo .undone").count() == 2
    assert page.locator(".step-undo button").count() == 0
    page.click("#tab-revisions")
    page.wait_for_selector("#revisions-panel .rev-current .pill-warn")

    # The agent is told with the person's next message.
    _send(page, AFTER_UNDO)
    page.wait_for_selector(".msg-user >> text=" + AFTER_UNDO)
    _wait_idle(page)
    last = fake_provider_server.chat_requests[-1].body["messages"][-1]
    assert last["role"] == "user"
    assert last["content"].endswith(AFTER_UNDO)
    for call, version in ((title_call, 3), (name_call, 2)):
        said = (
            f"the person undid the change made by call {call.call_id} (CVEditor, version {version})"
        )
        assert said in last["content"]
