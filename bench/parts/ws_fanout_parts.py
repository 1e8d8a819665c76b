"""The two outside processes of `bench/ws_fanout.py`: the fake provider and the load generator.

    python bench/parts/ws_fanout_parts.py fake --tokens 400 --interval 0.05 --out FILE
    python bench/parts/ws_fanout_parts.py load --plan FILE --out FILE

`fake` serves the HTTP fake provider (agent/fakes/server.py) with the bench's answers: the
conversation named in "stream N" gets `tokens` markers `mNNNTTTT `, one per chunk, `interval`
seconds apart. It notes when each request arrived and when each chunk was written, and
writes them to `--out` when it is told to stop (SIGTERM). Its first line says its URL.

`load` opens one WebSocket per conversation of the plan (its server, cookie, index), sends
the turns spread over `ramp` seconds, and notes when each marker arrived, the frames of each
turn, and its own CPU time; it writes them to `--out` when every turn ended (or timed out).

Both use CLOCK_MONOTONIC (`time.monotonic`), one clock for every process of the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import signal
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

MARKER = re.compile(rb"m(\d{3})(\d{4})")
MARKER_TEXT = re.compile(r"m(\d{3})(\d{4})")
DONE = re.compile(r'id="composer-state"[^>]*data-running="false"[^>]*hx-swap-oob')


# --- the fake provider ----------------------------------------------------------------------


def run_fake(args: argparse.Namespace) -> None:
    from agent.fakes import server
    from agent.fakes.script import Reply

    sent: dict[str, list[float]] = {}
    asked: dict[str, float] = {}
    lock = threading.Lock()

    def responder(body: dict) -> Reply:
        users = [m for m in body.get("messages", []) if m.get("role") == "user"]
        index = int(re.search(r"stream (\d+)", str(users[-1].get("content")))[1])
        with lock:
            asked.setdefault(str(index), time.monotonic())
        content = "".join(f"m{index:03d}{i:04d} " for i in range(args.tokens))
        return Reply(content=content, tokens=args.tokens, delay=args.interval)

    original = server._Handler._write_chunk

    def write_chunk(self, data: bytes) -> None:
        original(self, data)
        now = time.monotonic()
        with lock:
            for conversation, token in MARKER.findall(data):
                times = sent.setdefault(conversation.decode().lstrip("0") or "0", [])
                index = int(token)
                times.extend([0.0] * (index + 1 - len(times)))
                times[index] = now

    server._Handler._write_chunk = write_chunk
    fake = server.FakeLLMServer(responder=responder, port=args.port)

    def stop(*_: object) -> None:
        with lock:
            Path(args.out).write_text(json.dumps({"sent": sent, "asked": asked}))
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    print(f"fake LLM listening on {fake.base_url}", flush=True)
    fake._httpd.serve_forever(poll_interval=0.1)


# --- the load generator ---------------------------------------------------------------------


async def _connect(conversation: dict, gate: asyncio.Semaphore):
    from tests.wsclient import MiniWebSocket

    port = conversation["port"]
    async with gate:
        socket = await MiniWebSocket.connect(
            port,
            f"/ws/conversations/{conversation['id']}/",
            {"Cookie": conversation["cookie"], "Origin": f"http://127.0.0.1:{port}"},
        )
        await socket.receive_text()  # the transcript sent on connect
    return socket


async def _turn(socket, conversation: dict, start_at: float, out: dict, timeout: float) -> None:
    await asyncio.sleep(max(0.0, start_at - time.monotonic()))
    out["sent_at"] = time.monotonic()
    socket.send_text(json.dumps({"action": "send", "text": f"stream {conversation['index']}"}))
    received: dict[int, float] = {}
    frames = delta_frames = 0
    deadline = out["sent_at"] + timeout
    try:
        while True:
            text = await asyncio.wait_for(socket.receive_text(), deadline - time.monotonic())
            now = time.monotonic()
            if text is None:
                out["error"] = "closed by the server"
                break
            frames += 1
            if "beforeend:#seg-" in text:
                delta_frames += 1
                for _, token in MARKER_TEXT.findall(text):
                    received.setdefault(int(token), now)
            if "notice-error" in text:
                out["error"] = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text))[-300:]
            if DONE.search(text):
                out["done_at"] = now
                break
    except TimeoutError:
        out["error"] = "timed out"
    finally:
        socket.close()
    out.update(received=received, frames=frames, delta_frames=delta_frames)


async def _load(plan: dict) -> dict:
    conversations = plan["conversations"]
    results = [{"index": c["index"]} for c in conversations]
    gate = asyncio.Semaphore(20)
    sockets = await asyncio.gather(*(_connect(c, gate) for c in conversations))
    # Everyone is connected: the turns start one after the other over `ramp` seconds.
    begin = time.monotonic() + 0.2
    spread = plan["ramp"] / max(1, len(conversations))
    cpu = time.process_time()
    wall = time.monotonic()
    tasks = [
        asyncio.create_task(_turn(socket, c, begin + i * spread, results[i], plan["timeout"]))
        for i, (socket, c) in enumerate(zip(sockets, conversations, strict=True))
    ]
    await asyncio.gather(*tasks, return_exceptions=True)
    for result, task in zip(results, tasks, strict=True):
        if task.exception() is not None:
            result["error"] = repr(task.exception())
    return {
        "turns": results,
        "cpu_seconds": time.process_time() - cpu,
        "wall_seconds": time.monotonic() - wall,
        "begin": begin,
    }


def run_load(args: argparse.Namespace) -> None:
    plan = json.loads(Path(args.plan).read_text())
    result = asyncio.run(_load(plan))
    Path(args.out).write_text(json.dumps(result))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    roles = parser.add_subparsers(dest="role", required=True)
    fake = roles.add_parser("fake")
    fake.add_argument("--port", type=int, default=0)
    fake.add_argument("--tokens", type=int, required=True)
    fake.add_argument("--interval", type=float, required=True)
    fake.add_argument("--out", required=True)
    load = roles.add_parser("load")
    load.add_argument("--plan", required=True)
    load.add_argument("--out", required=True)
    args = parser.parse_args()
    if args.role == "fake":
        run_fake(args)
    else:
        run_load(args)


if __name__ == "__main__":
    main()
