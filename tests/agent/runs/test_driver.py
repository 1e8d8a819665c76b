"""The run driver (agent/runs/driver.py), one for every front end: a run read as a stream (the
REST API's) is this process's running task, seen by the pages and stopped like the socket's;
the tools of the person's page reach a run only when its front end hands them in (the web)."""

from __future__ import annotations

import asyncio
import json

import pytest
from asgiref.sync import sync_to_async

from agent.engine import history
from agent.engine.providers.function import call, reply, scripted
from agent.engine.tools.base import ToolContext, ToolOutcome
from agent.engine.tools.browser import NO_BROWSER
from agent.engine.turns import RunRefused, prepare_turn
from agent.models import Message, Role, Run, RunStatus, ToolCall
from agent.runs import driver
from agent.runs.hub import hub
from tests.factories import ConversationFactory, ProviderFactory

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

JS = call("browser_js_eval", {"code": "return 6 * 7"})


@pytest.fixture
def conversation(db):
    """A conversation whose playground toggle offers the page's tool (browser_js_eval)."""
    return ConversationFactory(
        provider=ProviderFactory(slug="scripted"), tool_overrides={"browser_js_eval": True}
    )


class Page:
    """A page of this process as the hub sees it."""

    def __init__(self) -> None:
        self.events: list[dict] = []

    def take(self, message: dict) -> None:
        self.events.append(message["event"])

    async def flush_frames(self) -> None:
        return None


class PageTools:
    """A front end's `ClientToolRunner`: answers browser_js_eval itself and stores the result,
    as the web's `PAGE_TOOLS` does after the page answered."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def handles(self, call: ToolCall) -> bool:
        return call.name == "browser_js_eval"

    async def run(self, call: ToolCall, context: ToolContext) -> ToolOutcome:
        self.calls.append(call.name)
        outcome = ToolOutcome(status="ok", content='{"result":42}')
        await sync_to_async(history.add_message)(
            call.conversation_id,
            role=Role.TOOL,
            tool_call=call,
            status=outcome.status,
            content=outcome.content,
            run_id=context.run_id,
        )
        return outcome


async def prepared(conversation, text: str = "Hello"):
    return await sync_to_async(prepare_turn)(
        conversation_id=conversation.pk,
        user_id=conversation.owner_id,
        text=text,
        provider=conversation.provider,
    )


def text_of(events: list[dict]) -> str:
    return "".join(event["text"] for event in events if event["type"] == "content")


async def test_a_streamed_run_yields_what_the_pages_see_and_ends_with_done(conversation):
    page = Page()
    await hub().join(conversation.pk, page)
    start = await prepared(conversation)
    streamed = [
        event.model_dump(mode="json")
        async for event in driver.stream_run(start, client=scripted(["Hi there, Ada."]))
    ]
    assert streamed[0]["type"] == "run_started"
    assert streamed[-1]["type"] == "done"
    assert streamed[-1]["status"] == "completed"
    assert text_of(streamed) == text_of(page.events) == "Hi there, Ada."
    # The pages get the same events, text deltas merged per frame.
    assert [e["type"] for e in streamed if e["type"] != "content"] == [
        e["type"] for e in page.events if e["type"] != "content"
    ]
    assert driver.running_task(conversation.pk) is None
    run = await Run.objects.aget(pk=start.run_id)
    assert run.status == RunStatus.COMPLETED


async def test_a_streamed_run_is_the_running_task_and_a_stop_ends_it(conversation):
    start = await prepared(conversation)
    slow = scripted(["word " * 400], chunk_size=4, delay=0.01)
    streamed: list[dict] = []
    async for event in driver.stream_run(start, client=slow):
        streamed.append(event.model_dump(mode="json"))
        if len(streamed) == 3:
            assert driver.running_task(conversation.pk) is not None
            # A second start while it runs is refused, as for the socket's runs.
            with pytest.raises(RunRefused):
                await driver.start_run(
                    conversation_id=conversation.pk, user_id=conversation.owner_id, text="more"
                )
            assert await driver.cancel_run(conversation_id=conversation.pk)
    assert streamed[-1]["type"] == "done"
    assert streamed[-1]["status"] == "cancelled"
    run = await Run.objects.aget(pk=start.run_id)
    assert run.status == RunStatus.CANCELLED


async def test_without_the_pages_tools_a_browser_call_gets_the_engines_error(conversation):
    """The REST API and `manage.py chat` hand in no page's tools."""
    start = await prepared(conversation)
    streamed = [
        event.model_dump(mode="json")
        async for event in driver.stream_run(start, client=scripted([reply("", JS), "Done."]))
    ]
    results = [e for e in streamed if e["type"] == "tool_result"]
    assert [(r["name"], r["status"]) for r in results] == [("browser_js_eval", "error")]
    assert NO_BROWSER in results[0]["content"]
    assert streamed[-1]["status"] == "completed"
    stored = await Message.objects.aget(role=Role.TOOL, conversation=conversation)
    assert NO_BROWSER in stored.content


async def test_the_tools_a_front_end_hands_in_run_its_browser_calls(conversation):
    """The web's socket hands in `PAGE_TOOLS`; any runner handed to `start_run` gets the call."""
    page = Page()
    await hub().join(conversation.pk, page)
    tools = PageTools()
    await driver.start_run(
        conversation_id=conversation.pk,
        user_id=conversation.owner_id,
        text="Compute it in my page",
        client=scripted([reply("", JS), "It is 42."]),
        client_tools=tools,
    )
    task = driver.running_task(conversation.pk)
    assert task is not None
    await asyncio.wait_for(task, 10)
    assert tools.calls == ["browser_js_eval"]
    results = [e for e in page.events if e["type"] == "tool_result"]
    assert [(r["status"], json.loads(r["content"])) for r in results] == [("ok", {"result": 42})]
    assert page.events[-1]["status"] == "completed"
