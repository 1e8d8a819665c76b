"""The forked live Daphne server answers WebSockets even when the test process has already
run thread-sensitive `sync_to_async` work, as any async test earlier in the suite does."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator

import pytest
from asgiref.sync import sync_to_async

from tests.web.live import LiveDaphne, open_chat_socket, read_first_text_frame

pytestmark = pytest.mark.django_db(transaction=True)


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


def test_live_server_websocket_connects_after_async_work_in_the_parent(daphne_server):
    head, sock = open_chat_socket(daphne_server.port, daphne_server.url)
    with sock:
        assert head.startswith(b"HTTP/1.1 101"), head
        snapshot = read_first_text_frame(sock)
    assert 'id="transcript"' in snapshot


def test_live_server_refuses_a_socket_from_another_port_or_scheme_of_the_same_host(daphne_server):
    other_port = daphne_server.port + 1
    for origin in (
        f"http://127.0.0.1:{other_port}",
        f"https://127.0.0.1:{daphne_server.port}",
        "null",
        None,
    ):
        head, sock = open_chat_socket(daphne_server.port, origin)
        sock.close()
        assert head.startswith(b"HTTP/1.1 403"), (origin, head)
