"""The provider's connections on asyncio's own transports (agent/engine/providers/network.py):
what a person would notice if it broke is an answer cut short, garbled or hanging, a secure
provider unreachable, or a dead provider reported as anything but a connection problem."""

from __future__ import annotations

import asyncio
import ssl

import httpx2
import pytest
import trustme

from agent.engine.providers import network
from agent.engine.providers.openai_compat import _new_sdk

pytestmark = pytest.mark.asyncio

SSE = b"".join(f'data: {{"n": {i}}}\n\n'.encode() for i in range(300)) + b"data: [DONE]\n\n"


async def _serve(handler, *, tls: ssl.SSLContext | None = None):
    server = await asyncio.start_server(handler, "127.0.0.1", 0, ssl=tls)
    return server, server.sockets[0].getsockname()[1]


async def _read_request(reader: asyncio.StreamReader) -> bytes:
    return await reader.readuntil(b"\r\n\r\n")


async def _chunked(reader, writer, body: bytes = SSE, *, pieces: int = 60, pause: float = 0.0):
    """An HTTP/1.1 response in chunked encoding, written in `pieces` writes."""
    await _read_request(reader)
    writer.write(
        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n"
    )
    size = max(1, len(body) // pieces)
    for start in range(0, len(body), size):
        part = body[start : start + size]
        writer.write(b"%x\r\n%s\r\n" % (len(part), part))
        await writer.drain()
        if pause:
            await asyncio.sleep(pause)
    writer.write(b"0\r\n\r\n")
    await writer.drain()
    writer.close()


def _client(**kwargs) -> httpx2.AsyncClient:
    client = httpx2.AsyncClient(**kwargs)
    assert network.install(client)
    return client


async def test_a_streamed_body_arrives_whole_and_in_order():
    server, port = await _serve(lambda r, w: _chunked(r, w, pause=0.001))
    url = f"http://127.0.0.1:{port}/v1/chat"
    async with server, _client() as client, client.stream("POST", url) as response:
        body = b"".join([piece async for piece in response.aiter_bytes()])
    assert body == SSE


async def test_a_secure_provider_is_reached_over_tls_and_a_wrong_certificate_is_refused():
    authority = trustme.CA()
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    authority.issue_cert("localhost").configure_cert(server_context)
    trusting = ssl.create_default_context()
    authority.configure_trust(trusting)
    server, port = await _serve(_chunked, tls=server_context)
    async with server:
        async with _client(verify=trusting) as client:
            response = await client.post(f"https://localhost:{port}/v1/chat")
        assert response.content == SSE
        async with _client(verify=ssl.create_default_context()) as strict:
            with pytest.raises(httpx2.ConnectError, match="certificate verify failed"):
                await strict.post(f"https://localhost:{port}/v1/chat")


async def test_more_than_the_buffer_holds_while_the_reader_is_slow_arrives_whole():
    big = bytes(range(256)) * (3 * network.HIGH_WATER // 256)
    server, port = await _serve(lambda r, w: _chunked(r, w, big, pieces=50))
    async with server, _client() as client:
        received = bytearray()
        async with client.stream("GET", f"http://127.0.0.1:{port}/") as response:
            async for piece in response.aiter_bytes():
                received += piece
                await asyncio.sleep(0.001)  # slower than the server writes
    assert bytes(received) == big


async def test_a_provider_that_never_answers_is_a_read_timeout():
    async def silent(reader, writer):
        await _read_request(reader)
        await asyncio.sleep(5)

    server, port = await _serve(silent)
    async with server, _client(timeout=httpx2.Timeout(5, read=0.3)) as client:
        with pytest.raises(httpx2.ReadTimeout):
            await client.get(f"http://127.0.0.1:{port}/")


async def test_a_connection_cut_mid_answer_is_an_error_not_a_short_answer():
    async def cut(reader, writer):
        await _read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n")
        await writer.drain()
        writer.transport.abort()

    server, port = await _serve(cut)
    async with server, _client() as client:
        with pytest.raises((httpx2.RemoteProtocolError, httpx2.ReadError)):
            async with client.stream("GET", f"http://127.0.0.1:{port}/") as response:
                async for _ in response.aiter_bytes():
                    pass


async def test_nothing_listening_is_a_connection_error():
    probe = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    port = probe.sockets[0].getsockname()[1]
    probe.close()
    await probe.wait_closed()
    async with _client() as client:
        with pytest.raises(httpx2.ConnectError):
            await client.get(f"http://127.0.0.1:{port}/")


async def test_a_kept_alive_connection_the_server_closed_is_not_reused():
    served = []

    async def once(reader, writer):
        await _read_request(reader)
        served.append(1)
        writer.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
        await writer.drain()
        await asyncio.sleep(0.05)
        writer.close()  # the server drops the idle connection

    server, port = await _serve(once)
    async with server, _client() as client:
        assert (await client.get(f"http://127.0.0.1:{port}/")).text == "ok"
        await asyncio.sleep(0.2)
        assert (await client.get(f"http://127.0.0.1:{port}/")).text == "ok"
    assert len(served) == 2


async def test_the_sdk_client_of_every_provider_uses_it():
    sdk = _new_sdk("http://127.0.0.1:9/v1", "key", 30)
    pool = sdk._client._transport._pool
    assert isinstance(pool._network_backend, network.AsyncioBackend)
    await sdk.close()


async def test_a_client_whose_pool_already_connected_is_left_alone():
    async def keep_open(reader, writer):
        await _read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
        await writer.drain()
        await asyncio.sleep(1)

    server, port = await _serve(keep_open)
    async with server, httpx2.AsyncClient() as client:
        await client.post(f"http://127.0.0.1:{port}/")
        assert not network.install(client)
        assert not isinstance(client._transport._pool._network_backend, network.AsyncioBackend)
