"""A socket ends with its session: signing out closes the sockets that session opened, a
password change closes all of the person's, and every message re-checks the session."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.contrib.sessions.models import Session
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from agent.models import Run
from cvsite.asgi import application
from tests.factories import ConversationFactory, UserFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

TIMEOUT = 10
PASSWORD = "correct-horse-battery"


@pytest.fixture(autouse=True)
def fresh_sign_in_counters():
    # The sign-in throttle's counters live in the process-wide cache: earlier tests' failed
    # sign-ins as "alice" must not lock these ones out.
    cache.clear()


def _signed_in_client(user) -> Client:
    client = Client()
    client.post(reverse("login"), {"username": user.username, "password": PASSWORD})
    assert "_auth_user_id" in client.session
    return client


def _setup():
    user = UserFactory(username="alice")
    conversation = ConversationFactory(owner=user, capability=None)
    return user, conversation


async def _open(conversation, client: Client) -> WebsocketCommunicator:
    cookie = f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"
    communicator = WebsocketCommunicator(
        application,
        f"/ws/conversations/{conversation.pk}/",
        [(b"origin", b"http://localhost"), (b"host", b"localhost"), (b"cookie", cookie.encode())],
    )
    connected, _ = await communicator.connect()
    assert connected
    await communicator.receive_from(timeout=TIMEOUT)  # the snapshot
    return communicator


async def _closed_with(communicator: WebsocketCommunicator) -> int | None:
    """The close code the server sent next (None: it sent a frame instead)."""
    while True:
        output = await communicator.receive_output(timeout=TIMEOUT)
        if output["type"] == "websocket.close":
            return output.get("code")
        if output["type"] == "websocket.send":
            continue


async def test_signing_out_closes_the_sockets_of_that_session_only():
    user, conversation = await sync_to_async(_setup)()
    laptop = await sync_to_async(_signed_in_client)(user)
    phone = await sync_to_async(_signed_in_client)(user)
    laptop_socket = await _open(conversation, laptop)
    phone_socket = await _open(conversation, phone)
    await sync_to_async(laptop.post)(reverse("logout"))
    assert await _closed_with(laptop_socket) == 4401
    # The phone's session is still signed in: its socket still works.
    await phone_socket.send_to(text_data=json.dumps({"action": "stop"}))
    assert 'id="transcript"' in await phone_socket.receive_from(timeout=TIMEOUT)
    await phone_socket.disconnect()


async def test_changing_the_password_closes_every_socket_of_the_person():
    user, conversation = await sync_to_async(_setup)()
    laptop = await sync_to_async(_signed_in_client)(user)
    phone = await sync_to_async(_signed_in_client)(user)
    laptop_socket = await _open(conversation, laptop)
    phone_socket = await _open(conversation, phone)
    response = await sync_to_async(laptop.post)(
        reverse("password_change"),
        {
            "old_password": PASSWORD,
            "new_password1": "another-long-phrase",
            "new_password2": "another-long-phrase",
        },
    )
    assert response.status_code == 302
    assert await _closed_with(laptop_socket) == 4401
    assert await _closed_with(phone_socket) == 4401


async def test_deleting_the_account_closes_every_socket_of_the_person():
    user, conversation = await sync_to_async(_setup)()
    laptop = await sync_to_async(_signed_in_client)(user)
    phone = await sync_to_async(_signed_in_client)(user)
    laptop_socket = await _open(conversation, laptop)
    phone_socket = await _open(conversation, phone)
    response = await sync_to_async(laptop.post)(reverse("account_delete"), {"password": PASSWORD})
    assert response.status_code == 302
    assert await _closed_with(laptop_socket) == 4401
    assert await _closed_with(phone_socket) == 4401


async def test_someone_elses_sign_out_leaves_the_socket_open():
    user, conversation = await sync_to_async(_setup)()
    other = await sync_to_async(UserFactory)(username="bob")
    alice = await sync_to_async(_signed_in_client)(user)
    bob = await sync_to_async(_signed_in_client)(other)
    socket = await _open(conversation, alice)
    await sync_to_async(bob.post)(reverse("logout"))
    await socket.send_to(text_data=json.dumps({"action": "stop"}))
    assert 'id="transcript"' in await socket.receive_from(timeout=TIMEOUT)
    await socket.disconnect()


async def test_each_message_rechecks_the_session():
    """A session that ends without a sign-out (deleted, expired) cannot send anything."""
    user, conversation = await sync_to_async(_setup)()
    client = await sync_to_async(_signed_in_client)(user)
    socket = await _open(conversation, client)
    await sync_to_async(Session.objects.all().delete)()
    await socket.send_to(text_data=json.dumps({"action": "send", "text": "Set my name to Eve"}))
    assert await _closed_with(socket) == 4401
    assert not await sync_to_async(Run.objects.filter(conversation=conversation).exists)()
