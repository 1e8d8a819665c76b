"""Benchmark the embedded model: load time, first-token latency, tokens/s, and edit success.

    .venv/bin/python bench/local_model.py                          # 20 edits x 3 strategies
    .venv/bin/python bench/local_model.py --strategies native --cases 5
    .venv/bin/python bench/local_model.py --smoke    # 1 edit (prompt strategy), a short answer

Starts the real model server (`agent.local.server`, the packaged SmolLM2-135M or the file in
CVAGENT_LOCAL_MODEL) as the `local` provider, measures how long it takes to answer (and, at
the end, the server process's resident memory), then
streams a plain answer to time the first token and the generation speed. Then it sends 20
simple edit requests (name, email, phone, title, a skill, ...) through the full engine
(`agent.engine.loop.run_turn`, real HTTP, database, tools) under each strategy, each on a fresh
copy of the same resume, and checks the resume afterwards. A call is "well formed" when its
arguments parsed as JSON without repair and its tool model accepted them. Decoding is
greedy (the preset's temperature 0). A fresh SQLite database in a temporary folder is used.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

RESUME = {
    "basics": {
        "name": "John Doe",
        "label": "Developer",
        "email": "john@example.com",
        "phone": "555-0100",
        "url": "https://john.example.com",
        "summary": "Backend developer.",
        "location": {"city": "Paris", "countryCode": "FR"},
    },
    "work": [{"name": "Acme", "position": "Developer", "startDate": "2019-01"}],
    "skills": [{"name": "Go"}],
    "languages": [{"language": "English"}],
}

# (request, path, expected): a scalar path must hold the expected text; a list path must
# gain an item whose "name" or "language" is the expected text.
CASES = [
    ("Set my name to Ada Lovelace", "basics.name", "Ada Lovelace"),
    ("Change my email to ada@analytical.org", "basics.email", "ada@analytical.org"),
    ("My phone number is +44 20 7946 0958", "basics.phone", "+44 20 7946 0958"),
    ("Make my title Mathematician", "basics.label", "Mathematician"),
    ("Add Rust to my skills", "skills", "Rust"),
    ("Set my website to https://ada.dev", "basics.url", "https://ada.dev"),
    ("I moved to London", "basics.location.city", "London"),
    (
        "Set my summary to: First computer programmer.",
        "basics.summary",
        "First computer programmer",
    ),
    ("Add French to my languages", "languages", "French"),
    ("Rename me to Grace Hopper", "basics.name", "Grace Hopper"),
    ("Update my email address to grace@navy.mil", "basics.email", "grace@navy.mil"),
    ("Change my job title to Rear Admiral", "basics.label", "Rear Admiral"),
    ("Add Python as a skill", "skills", "Python"),
    ("My phone is 555-0199", "basics.phone", "555-0199"),
    ("Change my city to Berlin", "basics.location.city", "Berlin"),
    ("Add Docker to my skills", "skills", "Docker"),
    ("Set my name to Alan Turing", "basics.name", "Alan Turing"),
    ("Please set my label to Cryptanalyst", "basics.label", "Cryptanalyst"),
    ("Add German to my languages", "languages", "German"),
    ("My country code is GB", "basics.location.countryCode", "GB"),
]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=len(CASES), help="edit requests per strategy")
    parser.add_argument("--strategies", default="native,prompt,auto", help="comma-separated")
    parser.add_argument("--speed-runs", type=int, default=3, help="plain answers to time")
    parser.add_argument("--verbose", action="store_true", help="print every case")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="the real model, 1 edit with the prompt strategy, 1 short timed answer",
    )
    args = parser.parse_args()
    args.answer_tokens = 128
    if args.smoke:
        args.cases, args.strategies, args.speed_runs, args.answer_tokens = 1, "prompt", 1, 16
    return args


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


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def time_plain_answer(url: str, number: int, tokens: int = 128) -> tuple[float, float, int]:
    """Stream one answer without tools: (first-token seconds, tokens/s after it, tokens).

    Each run's prompt starts differently, so none is answered from the prompt cache.
    """
    body = {
        "messages": [
            {"role": "system", "content": f"Session {number}. You are a helpful assistant."},
            {"role": "user", "content": "Write three sentences on how to write a good resume."},
        ],
        "temperature": 0,
        "max_tokens": tokens,
        "stream": True,
    }
    request = urllib.request.Request(
        f"{url}/chat/completions",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    started = time.perf_counter()
    stamps: list[float] = []
    with urllib.request.urlopen(request, timeout=600) as response:
        for raw in response:
            line = raw.decode().strip()
            if not line.startswith("data:") or line == "data: [DONE]":
                continue
            chunk = json.loads(line[5:])
            choices = chunk.get("choices") or [{}]
            if (choices[0].get("delta") or {}).get("content"):
                stamps.append(time.perf_counter())
    first = stamps[0] - started
    rate = (len(stamps) - 1) / (stamps[-1] - stamps[0]) if len(stamps) > 1 else 0.0
    return first, rate, len(stamps)


def value_at(data: Any, path: str) -> Any:
    for key in path.split("."):
        data = data.get(key) if isinstance(data, dict) else None
    return data


def edited(data: dict, path: str, expected: str) -> bool:
    value = value_at(data, path)
    want = expected.casefold()
    if isinstance(value, list):
        added = value[len(value_at(RESUME, path) or []) :]
        return any(
            isinstance(item, dict)
            and want in str(item.get("name") or item.get("language") or "").casefold()
            for item in added
        )
    return isinstance(value, str) and want in value.casefold()


def run_case(user, provider, strategy: str, text: str) -> tuple[Any, Any, float]:
    from agent.engine.loop import run_turn
    from agent.models import Conversation
    from resumes import services

    resume = services.resume_create(owner=user, title="Bench", data=json.loads(json.dumps(RESUME)))
    conversation = Conversation.objects.create(owner=user, resume=resume, provider=provider)

    async def turn() -> list:
        return [
            event
            async for event in run_turn(
                conversation_id=conversation.pk,
                user_id=user.pk,
                text=text,
                provider=provider,
                strategy=strategy,
            )
        ]

    started = time.perf_counter()
    events = asyncio.run(turn())
    elapsed = time.perf_counter() - started
    resume.refresh_from_db()
    return conversation, (events, resume.data), elapsed


def bench_strategy(user, provider, strategy: str, cases: list, verbose: bool) -> dict[str, Any]:
    from agent.engine.steps import resolve_strategy
    from agent.engine.tools.registry import get_tool
    from agent.models import LLMCall, ToolCall

    successes = completed = calls_total = calls_well_formed = 0
    turn_seconds: list[float] = []
    first_steps: list[float] = []
    steps: list[int] = []
    for text, path, expected in cases:
        conversation, (events, data), elapsed = run_case(user, provider, strategy, text)
        turn_seconds.append(elapsed)
        done = events[-1]
        completed += getattr(done, "status", "") == "completed"
        ok = edited(data, path, expected)
        successes += ok
        calls = list(ToolCall.objects.filter(conversation=conversation))
        for call in calls:
            calls_total += 1
            tool = get_tool(call.name)
            if tool is None or call.arguments is None or call.parse_note:
                continue
            try:
                tool.args_model.model_validate(call.arguments)
            except ValueError:
                continue
            calls_well_formed += 1
        records = list(LLMCall.objects.filter(conversation=conversation).order_by("pk"))
        steps.append(len(records))
        if records and records[0].latency_ms is not None:
            first_steps.append(records[0].latency_ms / 1000)
        if verbose:
            made = [(call.name, call.arguments_raw[:80]) for call in calls]
            status = getattr(done, "status", "?")
            print(f"  [{'ok' if ok else '--'}] {status:9} {elapsed:6.1f}s {text!r} -> {made}")
    return {
        "strategy": strategy,
        "resolved": resolve_strategy(provider, strategy),
        "cases": len(cases),
        "successes": successes,
        "completed": completed,
        "calls": calls_total,
        "well_formed": calls_well_formed,
        "median_turn_s": statistics.median(turn_seconds),
        "median_first_step_s": statistics.median(first_steps) if first_steps else float("nan"),
        "mean_requests": statistics.mean(steps),
    }


def peak_memory(pid: int) -> str:
    """Resident memory of the model server process now and at its peak (Linux /proc)."""
    try:
        fields = dict(
            line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
        )
    except OSError:
        return "unknown (no /proc)"
    now, peak = (int(fields[key].split()[0]) / 1024 for key in ("VmRSS", "VmHWM"))
    return f"{now:.0f} MB resident, {peak:.0f} MB at the peak"


def main() -> None:
    args = parse_args()
    with tempfile.TemporaryDirectory(prefix="cvagent-bench-") as folder:
        setup_django(folder)
        from django.contrib.auth import get_user_model

        from agent.local.model import LocalModelServer
        from agent.models import Provider

        server = LocalModelServer(url=f"http://127.0.0.1:{free_port()}/v1")
        started = time.perf_counter()
        server.start()
        try:
            server.wait_until_healthy(300)
            load_s = time.perf_counter() - started
            print(f"model: {server.model.name} ({server.model.stat().st_size / 1e6:.0f} MB)")
            print(f"load time (process start to first answer of /v1/models): {load_s:.2f} s")
            speed = [
                time_plain_answer(server.url, n, args.answer_tokens) for n in range(args.speed_runs)
            ]
            print(
                "plain answer, streamed (median of "
                f"{len(speed)}): first token {statistics.median(s[0] for s in speed):.2f} s, "
                f"{statistics.median(s[1] for s in speed):.1f} tokens/s, "
                f"{statistics.median(s[2] for s in speed)} tokens"
            )
            provider = Provider.objects.get(slug="local")
            provider.base_url = server.url
            provider.save(update_fields=["base_url"])
            user = get_user_model().objects.create_user("bench", password="bench-password-1")
            cases = CASES[: args.cases]
            print(f"\nedit requests through the full engine ({len(cases)} per strategy):")
            rows = []
            for strategy in [s.strip() for s in args.strategies.split(",") if s.strip()]:
                row = bench_strategy(user, provider, strategy, cases, args.verbose)
                rows.append(row)
                print(
                    f"{row['strategy']:>6} (runs as {row['resolved']:>6}): "
                    f"edit right {row['successes']:2}/{row['cases']}, "
                    f"runs completed {row['completed']:2}/{row['cases']}, "
                    f"well-formed calls {row['well_formed']}/{row['calls']}, "
                    f"requests/turn {row['mean_requests']:.1f}, "
                    f"median turn {row['median_turn_s']:.1f} s, "
                    f"median first step {row['median_first_step_s']:.1f} s"
                )
            print(f"model server memory: {peak_memory(server.process.pid)}")
        finally:
            server.stop()
    print(f"\nmachine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
