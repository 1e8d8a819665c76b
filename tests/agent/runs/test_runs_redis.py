"""Two real processes sharing a Redis channel layer: a `manage.py chat` run in one, its events
and its Stop in the other."""

from __future__ import annotations

import asyncio
import json
import os
import sys

import pytest
from channels.layers import get_channel_layer

from agent.fakes.script import Reply
from agent.models import Message, Role, Run, RunStatus
from agent.runs.driver import cancel_run
from agent.runs.groups import event_group
from tests.factories import ConversationFactory
from tests.processes import ROOT, chat_command, database_url

pytestmark = pytest.mark.django_db(transaction=True)


def test_stop_from_another_process_cancels_a_chat_command_run(redis_layer, fake_llm):
    conversation = ConversationFactory(capability=None)
    fake_llm.add_replies(Reply(content="word " * 300, tokens=300, delay=0.05))

    async def scenario() -> tuple[int, list[dict], list[dict]]:
        layer = get_channel_layer()
        channel = await layer.new_channel()
        await layer.group_add(event_group(conversation.pk), channel)
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "manage.py",
            *chat_command(conversation, fake_llm.base_url, "Write me a long summary"),
            cwd=ROOT,
            env={**os.environ, "DATABASE_URL": database_url(), "REDIS_URL": redis_layer},
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        received: list[dict] = []
        try:
            while sum(1 for e in received if e["type"] == "content") < 5:
                message = await asyncio.wait_for(layer.receive(channel), 60)
                received.append(message["event"])
            assert await cancel_run(conversation_id=conversation.pk)
            while received[-1]["type"] != "done":
                message = await asyncio.wait_for(layer.receive(channel), 30)
                received.append(message["event"])
            out, _ = await asyncio.wait_for(process.communicate(), 30)
        finally:
            if process.returncode is None:
                process.kill()
                await process.wait()
        printed = [json.loads(line) for line in out.decode().splitlines() if line.strip()]
        return process.returncode, received, printed

    code, received, printed = asyncio.run(scenario())
    assert code == 1
    assert received[0]["type"] == "run_started"
    assert received[-1]["type"] == "done"
    assert received[-1]["status"] == "cancelled"
    assert printed[-1]["status"] == "cancelled"
    run = Run.objects.get(conversation=conversation)
    assert run.status == RunStatus.CANCELLED
    partial = Message.objects.get(conversation=conversation, role=Role.ASSISTANT)
    assert partial.content.startswith("word")
    assert len(partial.content) < len("word " * 300)
