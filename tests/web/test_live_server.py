"""The forked live Daphne server answers WebSockets even when the test process has already
run thread-sensitive `sync_to_async` work, as any async test earlier in the suite does."""

from __future__ import annotations

import asyncio
import base64
import os
import socket
from collections.abc import Iterator

import pytest
from asgiref.sync import sync_to_async
from django.test import Client

from tests.factories import ConversationFactory
from tests.web.live import LiveDaphne

pytestmark = pytest.mark.django_db(transaction=True)

# Generous: the machine is shared; a hung connect fails the test instead of blocking it.
SOCKET_TIMEOUT = 60.0


@pytest.fixture
def parent_used_async_bridge() -> None:
    # Starts asgiref's process-wide worker thread in this (the parent) process before the fork.
    asyncio.run(sync_to_async(os.getpid)())


@pytest.fixture
def daphne_server(parent_used_async_bridge, django_db_blocker) -> Iterator[LiveDaphne]:
    with django_db_blocker.unblock():
        server = LiveDaphne().start()
    yield server
    server.stop()


def _read_first_text_frame(sock: socket.socket) -> str:
    first, second = _read_exactly(sock, 2)
    assert first & 0x0F == 0x1, f"expected a text frame, got opcode {first & 0x0F}"
    length = second & 0x7F
    if length == 126:
        length = int.from_bytes(_read_exactly(sock, 2), "big")
    elif length == 127:
        length = int.from_bytes(_read_exactly(sock, 8), "big")
    return _read_exactly(sock, length).decode()


def _read_exactly(sock: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = sock.recv(size - len(data))
        assert chunk, "the server closed the connection"
        data += chunk
    return data


def _handshake(server: LiveDaphne, origin: str | None) -> tuple[bytes, socket.socket]:
    """Open the chat socket of a fresh conversation as its owner; (response head, socket)."""
    conversation = ConversationFactory(capability=None)
    client = Client()
    client.force_login(conversation.owner)
    cookie = client.cookies["sessionid"].value
    key = base64.b64encode(os.urandom(16)).decode()
    origin_line = f"Origin: {origin}\r\n" if origin is not None else ""
    request = (
        f"GET /ws/conversations/{conversation.pk}/ HTTP/1.1\r\n"
        f"Host: 127.0.0.1:{server.port}\r\n"
        "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
        f"{origin_line}Cookie: sessionid={cookie}\r\n\r\n"
    )
    sock = socket.create_connection(("127.0.0.1", server.port), SOCKET_TIMEOUT)
    sock.sendall(request.encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += _read_exactly(sock, 1)
    return head, sock


def test_live_server_websocket_connects_after_async_work_in_the_parent(daphne_server):
    head, sock = _handshake(daphne_server, daphne_server.url)
    with sock:
        assert head.startswith(b"HTTP/1.1 101"), head
        snapshot = _read_first_text_frame(sock)
    assert 'id="transcript"' in snapshot


def test_live_server_refuses_a_socket_from_another_port_or_scheme_of_the_same_host(daphne_server):
    other_port = daphne_server.port + 1
    for origin in (
        f"http://127.0.0.1:{other_port}",
        f"https://127.0.0.1:{daphne_server.port}",
        "null",
        None,
    ):
        head, sock = _handshake(daphne_server, origin)
        sock.close()
        assert head.startswith(b"HTTP/1.1 403"), (origin, head)
