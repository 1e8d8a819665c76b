"""Benchmark the engine's overhead: one scripted turn through the full engine vs the raw SDK.

    .venv/bin/python bench/engine_overhead.py                 # 30 turns, no pacing
    .venv/bin/python bench/engine_overhead.py --turns 50 --token-delay 0.005
    .venv/bin/python bench/engine_overhead.py --smoke         # 2 turns: does it still work

The turn, against the real HTTP fake provider: the model streams a CVEditor call, the
edit is applied, then the model streams a 300-token final answer. The full engine runs it
through `agent.engine.loop` (history from the database, strategy, our stream accumulator,
persistence, events). The baseline consumes the same two streams with the raw openai SDK
and applies the edit to a dict in memory. Printed: both medians, their ratio, and the
database queries per turn for conversations with 10 and 1,000 prior messages (the history
budget is raised for that count so no summary call joins in). A fresh SQLite database in a
temporary folder is used and removed.

Then the cost of reading streams ourselves, from `bench/accumulator.py`: one compliant
streamed answer through the SDK's `.stream()` helper and through our reader and accumulator,
and the same answer when the stream breaks halfway and our fallback asks again unstreamed
(`--stream-runs 0` skips it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOKENS = 300


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=30, help="timed turns per side")
    parser.add_argument(
        "--token-delay", type=float, default=0.0, help="seconds between streamed chunks"
    )
    parser.add_argument(
        "--stream-runs", type=int, default=10, help="runs of the stream-reading comparison"
    )
    parser.add_argument(
        "--smoke", action="store_true", help="2 turns, 1 stream run: a quick check that it works"
    )
    args = parser.parse_args()
    if args.smoke:
        args.turns, args.stream_runs = 2, 1
    return args


def stream_reading(runs: int) -> None:
    """Print what our accumulator and the stream fallback cost next to the SDK's helper."""
    sys.path.insert(0, str(ROOT / "bench"))
    import accumulator

    results = asyncio.run(accumulator.measure_http(runs))
    helper = statistics.median(results["sdk-helper"])
    ours = statistics.median(results["ours"])
    fallback = statistics.median(results["ours-fallback"])
    print(f"stream reading, one compliant answer ({runs} runs; bench/accumulator.py has more):")
    print(f"  SDK .stream() helper   median {helper:8.1f} ms")
    print(f"  our reader             median {ours:8.1f} ms   ratio {ours / helper:.2f}")
    print(f"  broken stream + fallback to one unstreamed request: median {fallback:8.1f} ms")


def setup_django(folder: str) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
    os.environ["CVAGENT_VAR_DIR"] = folder
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    sys.path.insert(0, str(ROOT))
    import logging

    import django

    django.setup()
    logging.disable(logging.WARNING)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


class QueryCounter:
    """Counts SQL statements on every connection of every thread (the loop uses a worker)."""

    def __init__(self) -> None:
        self.count = 0
        self._lock = threading.Lock()

    def __call__(self, execute, sql, params, many, context):
        with self._lock:
            self.count += 1
        return execute(sql, params, many, context)

    def install(self) -> None:
        from django.db import connections
        from django.db.backends.signals import connection_created

        def attach(sender, connection, **kwargs) -> None:
            if self not in connection.execute_wrappers:
                connection.execute_wrappers.append(self)

        connection_created.connect(attach, weak=False)
        for connection in connections.all():
            attach(None, connection)


def replies(token_delay: float):
    from agent.fakes.script import Reply, ScriptedCall

    answer = " ".join(f"word{n}" for n in range(TOKENS))
    edit = ScriptedCall(
        name="CVEditor",
        arguments={"path": "basics.label", "action": "update", "value": "Analyst"},
    )
    return [
        Reply(content="Updating your label.", tool_calls=[edit], delay=token_delay),
        Reply(content=answer, tokens=TOKENS, delay=token_delay),
    ]


def make_conversation(provider, prior_messages: int):
    from agent.models import Conversation, Message
    from resumes.services import resume_create
    from tests.factories import UserFactory

    user = UserFactory(password=None)
    resume = resume_create(
        owner=user, title="Bench", data={"basics": {"name": "Grace Hopper", "label": "Engineer"}}
    )
    conversation = Conversation.objects.create(owner=user, resume=resume, provider=provider)
    Message.objects.bulk_create(
        Message(
            conversation=conversation,
            seq=seq,
            role="user" if seq % 2 else "assistant",
            content=f"earlier message {seq} about the resume",
        )
        for seq in range(1, prior_messages + 1)
    )
    return conversation


async def engine_turn(conversation, provider, label: str) -> str:
    from agent.engine.loop import run_turn

    status = ""
    async for event in run_turn(
        conversation_id=conversation.pk,
        user_id=conversation.owner_id,
        text=f"Set my label to {label}",
        provider=provider,
    ):
        if event.type == "done":
            status = event.status
    return status


async def baseline_turn(client, document: dict) -> None:
    """The same two streams through the raw SDK; the edit applied to a dict."""
    messages = [
        {"role": "system", "content": "You edit resumes.\n" + json.dumps(document)},
        {"role": "user", "content": "Set my label"},
    ]
    arguments, call_id, name, content = "", "", "", ""
    stream = await client.chat.completions.create(model="fake", messages=messages, stream=True)
    async for chunk in stream:
        delta = chunk.choices[0].delta if chunk.choices else None
        if delta is None:
            continue
        content += delta.content or ""
        for call in delta.tool_calls or []:
            call_id = call.id or call_id
            name = (call.function.name if call.function else None) or name
            arguments += (call.function.arguments if call.function else None) or ""
    edit = json.loads(arguments)
    document.setdefault("basics", {})[edit["path"].split(".")[1]] = edit["value"]
    messages += [
        {
            "role": "assistant",
            "content": content,
            "tool_calls": [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": name, "arguments": arguments},
                }
            ],
        },
        {"role": "tool", "tool_call_id": call_id, "content": "ok"},
    ]
    stream = await client.chat.completions.create(model="fake", messages=messages, stream=True)
    async for chunk in stream:
        if chunk.choices:
            content += chunk.choices[0].delta.content or ""


def timed(fn) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def main() -> None:
    args = parse_args()
    with tempfile.TemporaryDirectory(prefix="cvagent-bench-") as folder:
        setup_django(folder)
        from django.conf import settings
        from openai import AsyncOpenAI

        from agent.fakes.server import FakeLLMServer
        from agent.models import Provider

        with FakeLLMServer() as fake:
            fake.set_responder(lambda body: script_for(body, args.token_delay))
            provider = Provider.objects.create(
                slug="bench-fake", name="Bench fake", base_url=fake.base_url, model="fake"
            )

            conversation = make_conversation(provider, 0)
            asyncio.run(engine_turn(conversation, provider, "warm-up"))

            async def baseline_once() -> None:
                client = AsyncOpenAI(base_url=fake.base_url, api_key="bench", max_retries=0)
                try:
                    await baseline_turn(client, {"basics": {"name": "Grace Hopper"}})
                finally:
                    await client.close()

            asyncio.run(baseline_once())
            # Alternate the two sides so that load from elsewhere hits both alike.
            engine, baseline = [], []
            for _ in range(args.turns):
                fresh = make_conversation(provider, 0)
                engine.append(timed(lambda c=fresh: asyncio.run(engine_turn(c, provider, "x"))))
                baseline.append(timed(lambda: asyncio.run(baseline_once())))

            settings.CVAGENT = {**settings.CVAGENT, "HISTORY_TOKEN_BUDGET": 10_000_000}
            counter = QueryCounter()
            counter.install()
            queries = {}
            for prior in (10, 1_000):
                conversation = make_conversation(provider, prior)
                counter.count = 0
                status = asyncio.run(engine_turn(conversation, provider, "Analyst"))
                assert status == "completed", status
                queries[prior] = counter.count
            assert not fake.pairing_errors(), fake.pairing_errors()

    engine_median = statistics.median(engine) * 1000
    baseline_median = statistics.median(baseline) * 1000
    print(f"turn: {TOKENS} streamed tokens + 1 tool call + final answer, ", end="")
    print(f"token delay {args.token_delay * 1000:.1f} ms, {args.turns} turns per side")
    print(f"full engine   median {engine_median:8.1f} ms")
    print(f"raw SDK       median {baseline_median:8.1f} ms")
    print(f"ratio                {engine_median / baseline_median:8.2f}  (target <= 1.5)")
    for prior, count in queries.items():
        print(f"DB queries per turn with {prior:>5} prior messages: {count}")
    if args.stream_runs > 0:
        stream_reading(args.stream_runs)


def script_for(body: dict, token_delay: float):
    """First request of a turn: the edit; after the tool result: the long answer."""
    first, answer = replies(token_delay)
    last = (body.get("messages") or [{}])[-1]
    return answer if last.get("role") == "tool" else first


if __name__ == "__main__":
    main()
