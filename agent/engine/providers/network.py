"""The provider's HTTP connections on asyncio's own transports (an httpcore network backend).

httpx reaches the network through httpcore, and httpcore's asyncio backend goes through anyio:
each read resumes the socket's reading, waits, and pauses it again (two epoll changes), inside
a cancel scope for its timeout, and returns one received piece. A streamed answer is hundreds
of small reads; at 200 streaming conversations that was about half the CPU a streamed chunk
cost the server (`bench/stream_read.py` prints both). This backend lets the transport read
into a buffer (pausing it only past `HIGH_WATER`), hands over everything buffered in one read
without waiting when there is any, and arms a timer only when a read must wait.

`install(client)` puts it under an httpx client built with the default transport; anything
else (a proxy from the environment, a client of another shape) keeps httpcore's own backend.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import ssl
from collections.abc import Iterable
from typing import Any

import httpcore2
from httpcore2._backends.base import AsyncNetworkBackend, AsyncNetworkStream

logger = logging.getLogger(__name__)

HIGH_WATER = 1 << 20  # bytes buffered before the transport stops reading
LOW_WATER = 1 << 16  # ... and starts again


class _Protocol(asyncio.Protocol):
    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.closed = False
        self.error: BaseException | None = None
        self.reading_paused = False
        self.writing_paused = False
        self.waiter: asyncio.Future | None = None
        self.drained: asyncio.Future | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if len(self.buffer) > HIGH_WATER and not self.reading_paused and self.transport:
            self.reading_paused = True
            self.transport.pause_reading()
        self._wake()

    def eof_received(self) -> bool:
        self.closed = True
        self._wake()
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self.error = exc
        self._wake()
        self.resume_writing()

    def pause_writing(self) -> None:
        self.writing_paused = True

    def resume_writing(self) -> None:
        self.writing_paused = False
        if self.drained is not None and not self.drained.done():
            self.drained.set_result(None)

    def _wake(self) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result(None)

    def take(self, max_bytes: int) -> bytes:
        data = bytes(self.buffer[:max_bytes])
        del self.buffer[:max_bytes]
        if self.reading_paused and len(self.buffer) < LOW_WATER and self.transport:
            self.reading_paused = False
            self.transport.resume_reading()
        return data


async def _within(timeout: float | None, waiter: asyncio.Future) -> None:
    if timeout is None:
        await waiter
    else:
        async with asyncio.timeout(timeout):
            await waiter


class AsyncioStream(AsyncNetworkStream):
    def __init__(self, transport: asyncio.Transport, protocol: _Protocol) -> None:
        self._transport = transport
        self._protocol = protocol

    async def _wait(self, slot: str, timeout: float | None, error: Exception) -> None:
        """Wait, at most `timeout`, for the protocol to resolve the future it finds in `slot`
        ("waiter": data came, "drained": the send buffer emptied); `error` when time is up."""
        future = asyncio.get_running_loop().create_future()
        setattr(self._protocol, slot, future)
        try:
            await _within(timeout, future)
        except TimeoutError:
            raise error from None
        finally:
            setattr(self._protocol, slot, None)

    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        protocol = self._protocol
        if not protocol.buffer and not protocol.closed:
            await self._wait(
                "waiter", timeout, httpcore2.ReadTimeout("timed out waiting for the provider")
            )
        if protocol.buffer:
            return protocol.take(max_bytes)
        if protocol.error is not None:
            raise httpcore2.ReadError(str(protocol.error) or type(protocol.error).__name__)
        return b""

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:
        if not buffer:
            return
        protocol = self._protocol
        if protocol.closed or self._transport.is_closing():
            raise httpcore2.WriteError("the connection is closed")
        self._transport.write(buffer)
        if protocol.writing_paused:
            await self._wait(
                "drained", timeout, httpcore2.WriteTimeout("timed out sending to the provider")
            )
            if protocol.closed:
                raise httpcore2.WriteError("the connection closed while sending")

    async def aclose(self) -> None:
        self._transport.close()

    async def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> AsyncNetworkStream:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(timeout):
                transport = await loop.start_tls(
                    self._transport, self._protocol, ssl_context, server_hostname=server_hostname
                )
        except TimeoutError:
            self._transport.close()
            raise httpcore2.ConnectTimeout("timed out during the TLS handshake") from None
        except (OSError, ssl.SSLError) as exc:
            self._transport.close()
            raise httpcore2.ConnectError(str(exc)) from exc
        if transport is None:  # the connection closed during the handshake
            raise httpcore2.ConnectError("the connection closed during the TLS handshake")
        self._protocol.transport = transport  # type: ignore[assignment]
        return AsyncioStream(transport, self._protocol)  # type: ignore[arg-type]

    def get_extra_info(self, info: str) -> Any:
        if info == "ssl_object":
            return self._transport.get_extra_info("ssl_object")
        if info == "client_addr":
            return self._transport.get_extra_info("sockname")
        if info == "server_addr":
            return self._transport.get_extra_info("peername")
        if info == "socket":
            return self._transport.get_extra_info("socket")
        if info == "is_readable":
            # An idle kept-alive connection with something to read was closed by the server.
            return self._protocol.closed or bool(self._protocol.buffer)
        return None


class AsyncioBackend(AsyncNetworkBackend):
    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> AsyncNetworkStream:
        loop = asyncio.get_running_loop()
        local = (local_address, 0) if local_address else None
        try:
            async with asyncio.timeout(timeout):
                transport, protocol = await loop.create_connection(
                    _Protocol, host, port, local_addr=local
                )
        except TimeoutError:
            raise httpcore2.ConnectTimeout(f"timed out connecting to {host}:{port}") from None
        except OSError as exc:
            raise httpcore2.ConnectError(str(exc)) from exc
        sock: socket.socket | None = transport.get_extra_info("socket")
        for option in socket_options or ():
            if sock is not None:
                sock.setsockopt(*option)
        return AsyncioStream(transport, protocol)

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> AsyncNetworkStream:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(timeout):
                transport, protocol = await loop.create_unix_connection(_Protocol, path)
        except TimeoutError:
            raise httpcore2.ConnectTimeout(f"timed out connecting to {path}") from None
        except OSError as exc:
            raise httpcore2.ConnectError(str(exc)) from exc
        return AsyncioStream(transport, protocol)

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


def install(client: Any) -> bool:
    """Put the asyncio backend under `client` (an httpx AsyncClient) when it uses the default
    transport and has made no connection yet; False (and nothing changed) otherwise."""
    pool = getattr(getattr(client, "_transport", None), "_pool", None)
    if not isinstance(pool, httpcore2.AsyncConnectionPool) or pool.connections:
        return False
    if not hasattr(pool, "_network_backend"):
        logger.warning("httpcore's pool has changed shape: provider reads use its own backend")
        return False
    pool._network_backend = AsyncioBackend()
    return True
