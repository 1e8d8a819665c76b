"""Fan-out through one Daphne process: N conversations stream from the HTTP fake at once.

Prints the delay from the fake provider writing a token chunk to the WebSocket client
receiving the frame that carries it (p50/p99 over every token of every conversation), and
the frames each turn took (deltas are coalesced for ~40 ms per connection).

    .venv/bin/python bench/ws_fanout.py [--conversations 50] [--tokens 200] [--interval 0.01]
        [--redis] [--smoke]

With --redis the events go through the production channel layer (cvsite/channel_layer.py)
on a private redis-server started on a free port, as several Daphne processes would use it.

The fake server and the clients run in this process (one clock); Daphne runs in a forked
child with a throwaway SQLite database.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import re
import statistics
import struct
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
MARKER = re.compile(rb"m(\d{3})(\d{4})")
MARKER_TEXT = re.compile(r"m(\d{3})(\d{4})")
DONE = re.compile(r'id="composer-state"[^>]*data-running="false"[^>]*hx-swap-oob')


@contextlib.contextmanager
def _private_redis():
    """A throwaway redis-server (tests/redis_server.py); REDIS_URL points at it."""
    from tests.redis_server import private_redis

    with private_redis() as url:
        os.environ["REDIS_URL"] = url
        yield


def _configure(var_dir: str) -> None:
    os.environ["CVAGENT_VAR_DIR"] = var_dir
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    os.environ.pop("DATABASE_URL", None)
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


@dataclass
class Turn:
    """What one conversation's client saw."""

    conversation_id: int
    index: int
    cookie: str
    sent_at: float = 0.0
    frames: int = 0
    delta_frames: int = 0
    received: dict[int, float] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


def _make_responder(tokens: int, interval: float):
    from agent.fakes.script import Reply

    def responder(body: dict) -> Reply:
        users = [m for m in body.get("messages", []) if m.get("role") == "user"]
        index = int(re.search(r"stream (\d+)", str(users[-1].get("content")))[1])
        # Every token is a fixed-width marker, so the fake's even split puts one per chunk.
        content = "".join(f"m{index:03d}{i:04d} " for i in range(tokens))
        return Reply(content=content, tokens=tokens, delay=interval)

    return responder


def _record_sends(sent: dict[tuple[int, int], float], lock: threading.Lock) -> None:
    from agent.fakes import server

    original = server._Handler._write_chunk

    def write_chunk(self, data: bytes) -> None:
        now = time.monotonic()
        with lock:
            for conv, token in MARKER.findall(data):
                sent[(int(conv), int(token))] = now
        original(self, data)

    server._Handler._write_chunk = write_chunk


def _prepare(count: int, base_url: str) -> list[Turn]:
    from django.contrib.auth import get_user_model
    from django.test import Client

    from agent.models import Capability, Conversation, Provider
    from resumes import services

    provider, _ = Provider.objects.update_or_create(
        slug="bench-fake",
        defaults={
            "name": "Bench fake",
            "base_url": base_url,
            "model": "fake",
            "default_strategy": "native",
            "enabled": True,
        },
    )
    capability = Capability.objects.filter(is_active=True).first()
    turns = []
    for index in range(count):
        user, _ = get_user_model().objects.get_or_create(username=f"bench{index}")
        resume = services.resume_create(owner=user, title="Bench", language="en", starter=True)
        conversation = Conversation.objects.create(
            owner=user, resume=resume, provider=provider, capability=capability
        )
        client = Client()
        client.force_login(user)
        cookie = f"sessionid={client.cookies['sessionid'].value}"
        turns.append(Turn(conversation_id=conversation.pk, index=index, cookie=cookie))
    return turns


class MiniWebSocket:
    """Just enough of an RFC 6455 client for the benchmark: handshake, masked text frames
    out, unmasked text frames in (no extensions, no fragmentation from Daphne here)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    @classmethod
    async def connect(cls, port: int, path: str, headers: dict[str, str]) -> MiniWebSocket:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [
            f"GET {path} HTTP/1.1",
            f"Host: 127.0.0.1:{port}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
            *(f"{name}: {value}" for name, value in headers.items()),
        ]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        status = await reader.readline()
        if b" 101 " not in status:
            raise RuntimeError(f"handshake refused: {status!r}")
        while (await reader.readline()) not in (b"\r\n", b""):
            pass
        return cls(reader, writer)

    def send_text(self, text: str) -> None:
        payload = text.encode()
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x81, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", 0x81, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x81, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.writer.write(header + mask + masked)

    async def receive_text(self) -> str | None:
        """The next text message; None when the server closes."""
        while True:
            first, second = await self.reader.readexactly(2)
            length = second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", await self.reader.readexactly(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", await self.reader.readexactly(8))
            payload = await self.reader.readexactly(length)
            opcode = first & 0x0F
            if opcode == 0x1:
                return payload.decode()
            if opcode == 0x8:
                return None

    def close(self) -> None:
        self.writer.close()


async def _client(port: int, turn: Turn, ready: asyncio.Barrier, go: asyncio.Event) -> None:
    socket = await MiniWebSocket.connect(
        port,
        f"/ws/conversations/{turn.conversation_id}/",
        {"Cookie": turn.cookie, "Origin": f"http://127.0.0.1:{port}"},
    )
    await socket.receive_text()  # the transcript sent on connect
    await ready.wait()
    await go.wait()
    turn.sent_at = time.monotonic()
    socket.send_text(json.dumps({"action": "send", "text": f"stream {turn.index}"}))
    while True:
        text = await socket.receive_text()
        now = time.monotonic()
        if text is None:
            break
        turn.frames += 1
        if "beforeend:#seg-" in text:
            turn.delta_frames += 1
            for _, token in MARKER_TEXT.findall(text):
                turn.received.setdefault(int(token), now)
        if "notice-error" in text:
            turn.errors.append(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text))[-300:])
        if DONE.search(text):
            break
    socket.close()


async def _run_clients(port: int, turns: list[Turn], timeout: float) -> None:
    ready = asyncio.Barrier(len(turns) + 1)
    go = asyncio.Event()
    tasks = [asyncio.create_task(_client(port, turn, ready, go)) for turn in turns]
    await asyncio.wait_for(ready.wait(), 60)
    go.set()
    await asyncio.wait_for(asyncio.gather(*tasks), timeout)


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=50)
    parser.add_argument("--tokens", type=int, default=200)
    parser.add_argument("--interval", type=float, default=0.01, help="seconds between chunks")
    parser.add_argument("--timeout", type=float, default=180.0)
    parser.add_argument("--redis", action="store_true", help="the Redis channel layer")
    parser.add_argument(
        "--smoke", action="store_true", help="2 conversations x 20 tokens: does it still work"
    )
    args = parser.parse_args()
    if args.smoke:
        args.conversations, args.tokens, args.interval, args.timeout = 2, 20, 0.005, 60.0

    if not args.redis:
        os.environ.pop("REDIS_URL", None)
    with (
        _private_redis() if args.redis else contextlib.nullcontext(),
        tempfile.TemporaryDirectory(prefix="ws-fanout-") as var_dir,
    ):
        _configure(var_dir)
        from agent.fakes.server import FakeLLMServer
        from tests.web.live import LiveDaphne

        sent: dict[tuple[int, int], float] = {}
        lock = threading.Lock()
        _record_sends(sent, lock)
        responder = _make_responder(args.tokens, args.interval)
        with FakeLLMServer(responder=responder) as fake:
            turns = _prepare(args.conversations + 1, fake.base_url)
            warmup, turns = turns[-1], turns[:-1]
            server = LiveDaphne().start()
            try:
                # One turn first, so imports and connection pools are warm when measuring.
                asyncio.run(_run_clients(server.port, [warmup], args.timeout))
                started = time.monotonic()
                asyncio.run(_run_clients(server.port, turns, args.timeout))
                wall = time.monotonic() - started
            finally:
                server.stop()

    delays = []
    missing = 0
    for turn in turns:
        for token in range(args.tokens):
            got = turn.received.get(token)
            at = sent.get((turn.index, token))
            if got is None or at is None:
                missing += 1
                continue
            delays.append((got - at) * 1000)
    frames = [turn.frames for turn in turns]
    deltas = [turn.delta_frames for turn in turns]
    print(
        f"ws_fanout: {args.conversations} conversations x {args.tokens} tokens, "
        f"one chunk every {args.interval * 1000:.0f} ms, one Daphne process, "
        f"{'Redis' if args.redis else 'in-memory'} channel layer"
    )
    print(f"  wall time                       {wall:.2f} s")
    if not delays:
        print("  no token reached a client: see the errors below and the server log above")
    else:
        print(
            f"  chunk sent -> client received   p50 {statistics.median(delays):.1f} ms   "
            f"p99 {_percentile(delays, 0.99):.1f} ms   max {max(delays):.1f} ms"
        )
    print(
        f"  frames per turn                 mean {statistics.mean(frames):.1f}   "
        f"(delta frames mean {statistics.mean(deltas):.1f}, "
        f"{args.tokens} tokens each)"
    )
    print(f"  tokens missing at the client    {missing}")
    failed = [turn for turn in turns if turn.errors]
    print(f"  turns that ended with an error  {len(failed)}")
    for turn in failed[:3]:
        print(f"    conversation {turn.index}: {turn.errors[-1]}")
    return 1 if missing or failed or not delays else 0


if __name__ == "__main__":
    sys.exit(main())
