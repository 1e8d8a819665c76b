"""A live Daphne server in a forked process, sharing the test database, for browser tests
and the fan-out benchmark."""

from __future__ import annotations

import base64
import os
import socket
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial

from asgiref.sync import SyncToAsync
from daphne.testing import DaphneProcess
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
from django.test import Client

from tests.factories import ConversationFactory

PLAIN_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}


def _application():
    _reset_after_fork()
    # Daphne builds the application before it runs `setup`, and WhiteNoise's middleware reads
    # the static storage while it is built (when STATIC_ROOT holds files): plain storage first.
    _child_setup(None)
    from cvsite.asgi import application

    # Static files from the app's folders, as runserver would: no collectstatic needed.
    return ASGIStaticFilesHandler(application)


def _reset_after_fork() -> None:
    """Drop the async machinery the child inherited from the test process.

    asgiref runs every thread-sensitive `sync_to_async` call made outside a request (all of
    Channels' consumer and auth-middleware database calls) on one process-wide executor. Once
    any earlier test has used it, its worker thread exists in the parent only: a forked copy
    counts that dead thread as idle and never starts another, so each WebSocket connect would
    wait forever. Channel layers cached by earlier tests were made for the parent's event loops
    (and possibly for settings those tests overrode), so the child builds its own.
    """
    from channels.layers import channel_layers

    SyncToAsync.single_thread_executor = ThreadPoolExecutor(max_workers=1)
    channel_layers.backends.clear()
    _forget_inherited_connections()


# What the child inherited and must neither use nor close (kept referenced for its life).
_inherited: list[object] = []


def _forget_inherited_connections() -> None:
    """Database connections and PostgreSQL pools copied from the test process belong to it.

    The child shares their sockets: using one would interleave both processes' queries on one
    server session, and closing one would end the parent's. A pool's worker threads did not
    survive the fork either, so a copied pool hands out nothing and every query waits for
    its timeout. The child forgets them all (without closing) and opens its own.
    """
    from django.db import connections

    for connection in connections.all(initialized_only=True):
        if connection.connection is not None:
            _inherited.append(connection.connection)
            connection.connection = None
    pools = getattr(type(connections["default"]), "_connection_pools", None)
    if pools:
        _inherited.append(dict(pools))
        pools.clear()


def _child_setup(extra: Callable[[], None] | None) -> None:
    from django.conf import settings

    settings.STORAGES = PLAIN_STORAGES
    if extra is not None:
        extra()


class LiveDaphne:
    """Daphne on a free loopback port in a forked child; the child inherits the parent's
    settings, so it uses whatever database the parent uses at fork time."""

    def __init__(self, setup: Callable[[], None] | None = None) -> None:
        self.process = DaphneProcess("127.0.0.1", _application, setup=partial(_child_setup, setup))

    def start(self, timeout: float = 30.0) -> LiveDaphne:
        self.process.start()
        if not self.process.ready.wait(timeout=timeout):
            self.process.terminate()
            raise RuntimeError("Daphne did not start")
        if not self.process.errors.empty():
            error, trace = self.process.errors.get(False)
            raise RuntimeError(f"Daphne failed to start: {error}\n{trace}")
        return self

    @property
    def port(self) -> int:
        return int(self.process.port.value)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.process.terminate()
        self.process.join(timeout=10)


# Generous: the machine is shared; a hung connect fails the test instead of blocking it.
SOCKET_TIMEOUT = 60.0


def open_chat_socket(port: int, origin: str | None) -> tuple[bytes, socket.socket]:
    """Open the chat socket of a fresh conversation as its owner, on a server at `port` of
    127.0.0.1 sharing the test database; (response head, socket)."""
    conversation = ConversationFactory(capability=None)
    client = Client()
    client.force_login(conversation.owner)
    cookie = client.cookies["sessionid"].value
    key = base64.b64encode(os.urandom(16)).decode()
    origin_line = f"Origin: {origin}\r\n" if origin is not None else ""
    request = (
        f"GET /ws/conversations/{conversation.pk}/ HTTP/1.1\r\n"
        f"Host: 127.0.0.1:{port}\r\n"
        "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
        f"{origin_line}Cookie: sessionid={cookie}\r\n\r\n"
    )
    sock = socket.create_connection(("127.0.0.1", port), SOCKET_TIMEOUT)
    sock.sendall(request.encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += _read_exactly(sock, 1)
    return head, sock


def read_first_text_frame(sock: socket.socket) -> str:
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
