"""A message over the chat's limit sent straight to the socket (past the composer's own
refusal): refused with the length and the limit named, in the reader's language, and nothing
stored; a frame nested too deep to parse is ignored and the socket serves on."""

from __future__ import annotations

import json
import re

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings

from agent.models import Message, Run
from cvsite.asgi import application
from resumes import services
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory, UserFactory
from tests.sockets import session_cookie

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

TIMEOUT = 10


def _setup():
    user = UserFactory(username="long")
    provider = ProviderFactory(slug="fake", name="Fake", base_url="http://127.0.0.1:9/v1")
    resume = services.resume_create(owner=user, title="CV", language="en", starter=True)
    conversation = ConversationFactory(
        resume=resume, owner=user, provider=provider, capability=CapabilityFactory(slug="base")
    )
    return conversation, session_cookie(user)


async def _until(communicator: WebsocketCommunicator, pattern: str) -> str:
    frames = []
    while True:
        frames.append(await communicator.receive_from(timeout=TIMEOUT))
        if re.search(pattern, frames[-1]):
            return "".join(frames)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Your message is {length} characters long; the limit is {limit}"),
        ("zh-hans", "你的消息有 {length} 个字符，上限是 {limit}"),
    ],
)
async def test_a_socket_message_over_the_limit_is_refused_naming_it_and_not_stored(language, said):
    conversation, cookie = await sync_to_async(_setup)()
    headers = [
        (b"origin", b"http://localhost"),
        (b"host", b"localhost"),
        (b"cookie", f"{cookie}; django_language={language}".encode()),
    ]
    communicator = WebsocketCommunicator(
        application, f"/ws/conversations/{conversation.pk}/", headers
    )
    connected, _ = await communicator.connect()
    assert connected
    await communicator.receive_from(timeout=TIMEOUT)  # the snapshot

    # Nested too deep to parse: ignored, the socket stays open.
    await communicator.send_to(text_data="[" * 100_000 + "]" * 100_000)
    limit = settings.CVAGENT["MAX_USER_MESSAGE_CHARS"]
    text = "y" * (limit + 25)
    await communicator.send_to(text_data=json.dumps({"action": "send", "text": text}))
    refused = await _until(communicator, "notice-error")
    assert said.format(length=f"{limit + 25:,}", limit=f"{limit:,}") in refused
    await communicator.disconnect()
    assert not await Message.objects.filter(conversation=conversation).aexists()
    assert not await Run.objects.filter(conversation=conversation).aexists()
