"""Numbered run events at the page: a repeat is shown once, a gap reloads the transcript from
the database before the page goes on (as when an event never reached this process)."""

from __future__ import annotations

import re

import pytest
from asgiref.sync import sync_to_async

from agent.engine import events, history
from agent.models import Role
from agent.runs.publisher import publish
from tests.factories import ConversationFactory, UserFactory
from tests.sockets import frames_until as _frames_until
from tests.sockets import open_page as _page
from tests.sockets import session_cookie

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

TIMEOUT = 10
STREAMED = r'<span hx-swap-oob="beforeend:#seg-\d+-text">(.*?)</span>'
RUN = 4242


def _setup():
    user = UserFactory(username="alice")
    conversation = ConversationFactory(owner=user)
    return conversation, session_cookie(user)


def _started(conversation_id: int) -> events.RunStarted:
    return events.RunStarted(
        run_id=RUN, conversation_id=conversation_id, user_message_id=1, user_message="Hi"
    )


async def test_an_event_seen_twice_is_shown_once():
    conversation, cookie = await sync_to_async(_setup)()
    page = await _page(conversation.pk, cookie)
    publish(conversation.pk, _started(conversation.pk), run_id=RUN, seq=1)
    publish(conversation.pk, events.Content(text="Hello "), run_id=RUN, seq=2)
    # The same event again, as after a send to Redis that was retried.
    publish(conversation.pk, events.Content(text="Hello "), run_id=RUN, seq=2)
    publish(conversation.pk, events.Content(text="world"), run_id=RUN, seq=3)
    frames = await _frames_until(page, "world")
    assert "".join("".join(re.findall(STREAMED, frame)) for frame in frames) == "Hello world"
    await page.disconnect()


async def test_a_gap_reloads_the_transcript_from_the_database_then_goes_on():
    conversation, cookie = await sync_to_async(_setup)()
    page = await _page(conversation.pk, cookie)
    publish(conversation.pk, _started(conversation.pk), run_id=RUN, seq=1)
    publish(conversation.pk, events.Content(text="Half an ans"), run_id=RUN, seq=2)
    await _frames_until(page, "Half an ans")
    # The rest of that answer was stored, and its events never reached this process.
    await sync_to_async(history.add_message)(
        conversation.pk, role=Role.ASSISTANT, content="Half an answer, stored whole."
    )
    publish(conversation.pk, events.Content(text="Next words"), run_id=RUN, seq=5)
    frames = await _frames_until(page, "Next words")
    reloaded = [frame for frame in frames if 'id="transcript"' in frame]
    # The reload comes before the words after the gap (the frames stop at those).
    assert reloaded and "Half an answer, stored whole." in reloaded[0]
    await page.disconnect()


async def test_a_page_joining_a_run_of_another_process_midway_reloads_once():
    """Events of a run that started before the page connected, elsewhere (no text of it is
    known here): the page shows what the database holds, then the live text."""
    conversation, cookie = await sync_to_async(_setup)()
    page = await _page(conversation.pk, cookie)
    publish(conversation.pk, events.Content(text="late "), run_id=RUN, seq=17)
    publish(conversation.pk, events.Content(text="text"), run_id=RUN, seq=18)
    frames = await _frames_until(page, "text")
    assert sum('id="transcript"' in frame for frame in frames) == 1
    assert "".join("".join(re.findall(STREAMED, frame)) for frame in frames) == "late text"
    await page.disconnect()
