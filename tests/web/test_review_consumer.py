"""The chat socket and trusted edits: review-mode proposal cards arrive live, and the guard's
warning on an applied edit shows live and in the stored transcript; in the page's language."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import sync_to_async

from agent.fakes.script import Reply, ScriptedCall
from agent.models import Conversation, Proposal
from resumes.models import Resume
from tests.web.test_consumer import DONE, TIMEOUT, _communicator, _frames_until, _setup

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

EMAIL = {"path": "basics.email", "action": "update", "value": "nobody@example.net"}
JOB = {"path": "work", "action": "add", "value": {"name": "Globex", "position": "CTO"}}


def _turn(fake_llm, *calls: dict) -> None:
    fake_llm.add_replies(
        Reply(tool_calls=[ScriptedCall(name="CVEditor", arguments=args) for args in calls]),
        Reply(content="Done."),
    )


async def test_review_mode_cards_arrive_live_and_the_resume_stays(fake_llm):
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    await sync_to_async(Conversation.objects.filter(pk=conversation.pk).update)(review_edits=True)
    before = (await sync_to_async(Resume.objects.get)(pk=conversation.resume_id)).data
    _turn(fake_llm, JOB)
    communicator = _communicator(conversation.pk, cookie)
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": "Add Globex"}))
    live = await _frames_until(communicator, r'id="proposal-\d+"')
    assert 'hx-swap-oob="beforeend:#transcript"' in live[-1]
    assert "“Globex” is an employer the earlier version does not have." in live[-1]
    assert 'data-action="accept"' in live[-1]
    rest = "".join(await _frames_until(communicator, DONE))
    assert 'id="proposal-' in rest  # the final snapshot keeps the card
    assert 'id="preview-block"' not in "".join(live) + rest
    assert (await sync_to_async(Resume.objects.get)(pk=conversation.resume_id)).data == before
    assert await sync_to_async(Proposal.objects.filter(status="pending").count)() == 1
    await communicator.disconnect()


async def test_guard_warning_on_an_applied_edit_live_and_after_reload(fake_llm):
    _, conversation, cookie = await sync_to_async(_setup)(fake_llm.base_url)
    _turn(fake_llm, EMAIL)
    communicator = _communicator(conversation.pk, cookie)
    await communicator.connect()
    await communicator.receive_from(timeout=TIMEOUT)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": "New email"}))
    live = "".join(await _frames_until(communicator, r"findings\" hx-swap-oob"))
    assert "guard-warning" in live and "nobody@example.net" in live
    await _frames_until(communicator, DONE)
    await communicator.disconnect()

    # A new page (reload) gets the warning from the stored result, in Chinese here.
    reload = _communicator(conversation.pk, cookie + "; django_language=zh-hans")
    await reload.connect()
    snapshot = await reload.receive_from(timeout=TIMEOUT)
    assert 'class="guard-warning"' in snapshot
    assert "nobody@example.net" in snapshot and "核对" in snapshot
    await reload.disconnect()
