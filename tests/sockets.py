"""A conversation's page over its WebSocket, in this process (channels' WebsocketCommunicator
against the whole ASGI app): a signed-in person's session cookie, a chat to open, the page
opened with the cookie, and its frames read until one matches."""

from __future__ import annotations

import re

from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.test import Client

from resumes import services
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory, UserFactory

TIMEOUT = 10
# The snapshot a page gets on opening: generous, since tests that open many pages under load
# wait for it (only a failing test waits this long).
SNAPSHOT_TIMEOUT = 60


def session_cookie(user) -> str:
    """The `Cookie` header value of `user`, signed in."""
    client = Client()
    client.force_login(user)
    name = settings.SESSION_COOKIE_NAME
    return f"{name}={client.cookies[name].value}"


def chat_setup(base_url: str, username: str = "alice"):
    """A person with a starter resume and a conversation with the `base` capability on a
    provider at `base_url`: (user, conversation, cookie)."""
    user = UserFactory(username=username)
    provider = ProviderFactory(
        slug="fake", name="Fake", base_url=base_url, default_strategy="native"
    )
    resume = services.resume_create(owner=user, title="CV", language="en", starter=True)
    conversation = ConversationFactory(
        resume=resume, owner=user, provider=provider, capability=CapabilityFactory(slug="base")
    )
    return user, conversation, session_cookie(user)


def socket(conversation_id: int, cookie: str = "") -> WebsocketCommunicator:
    """The conversation's WebSocket from the app's own origin, not connected yet."""
    from cvsite.asgi import application

    headers = [(b"origin", b"http://localhost"), (b"host", b"localhost")]
    if cookie:
        headers.append((b"cookie", cookie.encode()))
    return WebsocketCommunicator(application, f"/ws/conversations/{conversation_id}/", headers)


async def open_page(conversation_id: int, cookie: str) -> WebsocketCommunicator:
    """The conversation's page, connected, its first frame (the snapshot) read."""
    page = socket(conversation_id, cookie)
    connected, _ = await page.connect()
    assert connected
    await page.receive_from(timeout=SNAPSHOT_TIMEOUT)
    return page


async def frames_until(
    page: WebsocketCommunicator, pattern: str, timeout: float = TIMEOUT
) -> list[str]:
    """Frames received until one matches `pattern` (that one included), each within
    `timeout` seconds."""
    frames = []
    while not frames or not re.search(pattern, frames[-1]):
        frames.append(await page.receive_from(timeout=timeout))
    return frames
