"""The chat socket's origin check through the real ASGI stack: the whole origin (scheme, host,
port) must be the site's own or a trusted one; a missing or `null` origin is refused."""

from __future__ import annotations

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.test import Client

from cvsite.asgi import application
from tests.factories import ConversationFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


def _conversation_and_cookie():
    conversation = ConversationFactory(capability=None)
    client = Client()
    client.force_login(conversation.owner)
    cookie = f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"
    return conversation, cookie


async def _connects(headers: list[tuple[bytes, bytes]], *, scheme: str = "ws") -> bool:
    conversation, cookie = await sync_to_async(_conversation_and_cookie)()
    communicator = WebsocketCommunicator(
        application,
        f"/ws/conversations/{conversation.pk}/",
        [*headers, (b"cookie", cookie.encode())],
    )
    communicator.scope["scheme"] = scheme
    connected, _ = await communicator.connect()
    if connected:
        await communicator.disconnect()
    return connected


@pytest.mark.parametrize(
    "origin",
    [
        b"http://localhost:8001",  # same host, another port (a page on another port of it)
        b"https://localhost:8000",  # same host and port, another scheme
        b"http://localhost",  # the default port (80) is not 8000
        b"http://evil.example:8000",
        b"http://localhost:8000.evil.example",
        b"null",  # a sandboxed frame or a data: page
        b"http://localhost:8000/path",  # not an origin
        b"file://",
    ],
)
async def test_socket_from_another_origin_is_refused(origin):
    headers = [(b"host", b"localhost:8000"), (b"origin", origin)]
    assert not await _connects(headers)


async def test_socket_without_an_origin_is_refused():
    assert not await _connects([(b"host", b"localhost:8000")])


async def test_socket_from_the_sites_own_origin_connects():
    assert await _connects([(b"host", b"localhost:8000"), (b"origin", b"http://localhost:8000")])
    assert await _connects([(b"host", b"localhost"), (b"origin", b"http://localhost:80")])


async def test_secure_socket_needs_the_https_origin():
    headers = [(b"host", b"localhost"), (b"origin", b"https://localhost")]
    assert await _connects(headers, scheme="wss")
    assert not await _connects(headers, scheme="ws")


async def test_host_outside_allowed_hosts_is_refused_even_with_a_matching_origin():
    headers = [(b"host", b"evil.example"), (b"origin", b"http://evil.example")]
    assert not await _connects(headers)


async def test_trusted_origins_are_accepted_whole(settings):
    settings.CSRF_TRUSTED_ORIGINS = ["https://cv.example.com", "https://*.cvapp.example"]
    settings.ALLOWED_HOSTS = ["cv.example.com", "localhost"]
    host = [(b"host", b"localhost:8000")]
    assert await _connects([*host, (b"origin", b"https://cv.example.com")])
    assert await _connects([*host, (b"origin", b"https://cv.example.com:443")])
    assert await _connects([*host, (b"origin", b"https://eu.cvapp.example")])
    assert not await _connects([*host, (b"origin", b"http://cv.example.com")])
    assert not await _connects([*host, (b"origin", b"https://cv.example.com:8443")])
    assert not await _connects([*host, (b"origin", b"http://eu.cvapp.example")])


async def test_behind_a_proxy_the_forwarded_scheme_counts(settings):
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    base = [(b"host", b"localhost"), (b"origin", b"https://localhost")]
    assert await _connects([*base, (b"x-forwarded-proto", b"https")])
    assert not await _connects(base)
