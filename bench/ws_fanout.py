"""Streaming chat at scale, measured from outside: N conversations stream at once.

Four kinds of process, each on its own, as in production: the fake provider
(`bench/parts/ws_fanout_parts.py fake`), one or two servers started as `scripts/run.sh` starts
one (`manage.py serve`, Daphne), the load generator (`bench/parts/ws_fanout_parts.py load`, one
WebSocket per conversation), and this script, which prepares the database, starts the others
and prints, per number of conversations:

- chunk latency p50/p95/p99: from the fake writing a chunk to the load generator receiving
  the frame that carries it (one clock: CLOCK_MONOTONIC);
- turn start p99: from the message sent to the fake receiving the turn's request;
- frames per turn, chunks lost (never shown), turns that failed;
- server CPU (share of one core, all server processes) and peak RSS, the load
  generator's own CPU, and the machine's load average.

    .venv/bin/python bench/ws_fanout.py                       # 25, 50, 100, 200; SQLite, in-memory
    .venv/bin/python bench/ws_fanout.py --smoke               # 3 short turns, seconds (CI)
    .venv/bin/python bench/ws_fanout.py --redis --database-url postgres://USER@HOST:PORT/postgres \\
        --processes 2                                          # Redis + PostgreSQL, two servers

Defaults: answers of 400 chunks at 20 chunks/s (`--tokens 400 --interval 0.05`), turns
started over 3 s (`--ramp 3`). `--redis` starts a private redis-server; `--database-url`
names a PostgreSQL server, where a database `cvagent_bench_<pid>` is created and dropped.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.parts.servers import free_port as _free_port  # noqa: E402
from bench.parts.servers import postgres_database as _postgres  # noqa: E402
from bench.parts.servers import stop as _stop  # noqa: E402
from bench.parts.servers import wait_for_port as _wait_for_port  # noqa: E402

PARTS = ROOT / "bench" / "parts" / "ws_fanout_parts.py"
TICKS = os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def _redis(wanted: bool):
    if not wanted:
        yield ""
        return
    from tests.redis_server import private_redis

    with private_redis() as url:
        yield url


def _setup_django(env: dict[str, str]) -> None:
    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def _prepare(count: int, base_url: str, ports: list[int], tag: str) -> list[dict]:
    """`count` people, each with a resume and a conversation on the fake provider, signed in."""
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
            "max_retries": 0,
        },
    )
    capability = Capability.objects.filter(is_active=True).first()
    plan = []
    for index in range(count):
        user, _ = get_user_model().objects.get_or_create(username=f"bench-{tag}-{index}")
        resume = services.resume_create(owner=user, title="Bench", language="en", starter=True)
        conversation = Conversation.objects.create(
            owner=user, resume=resume, provider=provider, capability=capability
        )
        client = Client()
        client.force_login(user)
        plan.append(
            {
                "id": conversation.pk,
                "index": index,
                "cookie": f"sessionid={client.cookies['sessionid'].value}",
                "port": ports[index % len(ports)],
            }
        )
    return plan


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def _peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _start_fake(tmp: Path, args: argparse.Namespace) -> tuple[subprocess.Popen, str, Path]:
    out = tmp / f"fake-{time.monotonic_ns()}.json"
    fake = subprocess.Popen(
        [
            *(sys.executable, str(PARTS), "fake", "--tokens", str(args.tokens)),
            *("--interval", str(args.interval), "--out", str(out)),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    line = fake.stdout.readline()
    if "listening on" not in line:
        raise RuntimeError(f"the fake provider did not start: {line!r}")
    return fake, line.rsplit(" ", 1)[1].strip(), out


def _start_servers(count: int, env: dict[str, str]) -> list[tuple[subprocess.Popen, int]]:
    servers = []
    for _ in range(count):
        port = _free_port()
        # CVAGENT_BENCH_PROFILE=DIR: each server runs under cProfile, its stats in DIR.
        profile = os.environ.get("CVAGENT_BENCH_PROFILE")
        wrap = ["-m", "cProfile", "-o", f"{profile}/server-{port}.prof"] if profile else []
        process = subprocess.Popen(
            [
                *(sys.executable, *wrap, "manage.py", "serve", "--host", "127.0.0.1"),
                *("--port", str(port), "--no-local-model", "--no-worker"),
            ],
            cwd=ROOT,
            env={**os.environ, **env},
            stdout=subprocess.DEVNULL,
        )
        servers.append((process, port))
    for process, port in servers:
        _wait_for_port(port, process)
    return servers


def _load(tmp: Path, plan: dict) -> dict:
    plan_file, out = tmp / "plan.json", tmp / "load.json"
    plan_file.write_text(json.dumps(plan))
    subprocess.run(
        [sys.executable, str(PARTS), "load", "--plan", str(plan_file), "--out", str(out)],
        cwd=ROOT,
        check=True,
    )
    return json.loads(out.read_text())


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if ordered else 0


def _measure(count: int, args: argparse.Namespace, env: dict[str, str], tmp: Path) -> dict:
    fake, base_url, fake_out = _start_fake(tmp, args)
    servers = []
    try:
        servers = _start_servers(args.processes, env)
        ports = [port for _, port in servers]
        plan = _prepare(count, base_url, ports, f"{count}-{time.monotonic_ns()}")
        # One turn per server first, so imports and connections are warm when measuring.
        warm = _prepare(len(ports), base_url, ports, f"warm-{time.monotonic_ns()}")
        for index, turn in enumerate(warm):
            turn["index"] = 999 - index
        _load(tmp, {"conversations": warm, "ramp": 0, "timeout": args.timeout})
        cpu = [_cpu_seconds(process.pid) for process, _ in servers]
        load = time.monotonic()
        result = _load(tmp, {"conversations": plan, "ramp": args.ramp, "timeout": args.timeout})
        wall = time.monotonic() - load
        cpu = [_cpu_seconds(p.pid) - before for (p, _), before in zip(servers, cpu, strict=True)]
        rss = [_peak_rss_mb(process.pid) for process, _ in servers]
    finally:
        for process, _ in servers:
            _stop(process)
        _stop(fake)
    timing = json.loads(fake_out.read_text())
    return _figures(count, args, result, timing, sum(cpu) / wall, max(rss))


def _figures(count, args, result, timing, server_cpu, rss) -> dict:
    delays, starts, frames, lost, failed = [], [], [], 0, []
    for turn in result["turns"]:
        index = str(turn["index"])
        sent = timing["sent"].get(index, [])
        received = {int(k): v for k, v in (turn.get("received") or {}).items()}
        for token in range(args.tokens):
            if token < len(sent) and sent[token] and token in received:
                delays.append((received[token] - sent[token]) * 1000)
            else:
                lost += 1
        if index in timing["asked"] and "sent_at" in turn:
            starts.append(timing["asked"][index] - turn["sent_at"])
        frames.append(turn.get("frames", 0))
        if turn.get("error"):
            failed.append(f"{turn['index']}: {turn['error']}")
    return {
        "conversations": count,
        "p50": _percentile(delays, 0.5),
        "p95": _percentile(delays, 0.95),
        "p99": _percentile(delays, 0.99),
        "start_p50": _percentile(starts, 0.5),
        "start_p99": _percentile(starts, 0.99),
        "start_slowest": sorted(starts)[-5:],
        "frames": statistics.mean(frames) if frames else 0,
        "lost": lost,
        "failed": failed,
        "server_cpu": server_cpu,
        "rss": rss,
        "load_cpu": result["cpu_seconds"] / max(result["wall_seconds"], 1e-9),
        "loadavg": os.getloadavg()[0],
    }


def _print(rows: list[dict], args: argparse.Namespace, layer: str, database: str) -> None:
    print(
        f"ws_fanout: {args.processes} server process(es), {database}, {layer}; "
        f"{args.tokens} chunks per answer every {args.interval * 1000:.0f} ms, "
        f"turns started over {args.ramp:g} s; {os.cpu_count()} cores"
        + ("; bench processes at nice -10 (--ahead)" if args.ahead else "")
    )
    print(
        "| conversations | p50 | p95 | p99 | start p99 | frames/turn | lost | failed "
        "| server CPU | server RSS | loadgen CPU | load avg |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(
            f"| {row['conversations']} | {row['p50']:.0f} ms | {row['p95']:.0f} ms "
            f"| {row['p99']:.0f} ms | {row['start_p99']:.2f} s | {row['frames']:.0f} "
            f"| {row['lost']} | {len(row['failed'])} | {row['server_cpu'] * 100:.0f}% "
            f"| {row['rss']:.0f} MB | {row['load_cpu'] * 100:.0f}% | {row['loadavg']:.1f} |"
        )
        for failure in row["failed"][:3]:
            print(f"    failed turn {failure}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", default="25,50,100,200", help="comma-separated")
    parser.add_argument("--tokens", type=int, default=400, help="chunks per answer")
    parser.add_argument("--interval", type=float, default=0.05, help="seconds between chunks")
    parser.add_argument("--ramp", type=float, default=3.0, help="seconds to start all turns")
    parser.add_argument("--processes", type=int, default=1, help="server processes")
    parser.add_argument("--redis", action="store_true", help="a private redis-server")
    parser.add_argument("--database-url", default="", help="a PostgreSQL server")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per turn")
    parser.add_argument("--smoke", action="store_true", help="3 short turns (seconds)")
    parser.add_argument(
        "--ahead",
        action="store_true",
        help="run the bench's processes ahead of other work on a shared machine (nice -10, "
        "needs root): closer to a quiet machine; say so when quoting the figures",
    )
    args = parser.parse_args()
    if args.ahead:
        os.nice(-10)  # inherited by every process started from here
    if args.smoke:
        args.conversations, args.tokens, args.interval, args.ramp = "3", 20, 0.01, 0.2
    if args.processes > 1 and not args.redis:
        parser.error("several processes need --redis")
    sizes = [int(n) for n in args.conversations.split(",") if n.strip()]
    with (
        tempfile.TemporaryDirectory(prefix="ws-fanout-") as tmp,
        _redis(args.redis) as redis_url,
        _postgres(args.database_url) as pg_url,
    ):
        env = {
            "CVAGENT_VAR_DIR": tmp,
            "DATABASE_URL": pg_url or f"sqlite:///{tmp}/bench.sqlite3",
            "LOG_LEVEL": "WARNING",
            "DJANGO_MANIFEST_STATIC": "0",
            "CVAGENT_FAST_PASSWORD_HASHER": "1",
        }
        if redis_url:
            env["REDIS_URL"] = redis_url
        else:
            os.environ.pop("REDIS_URL", None)
        _setup_django(env)
        rows = []
        for count in sizes:
            rows.append(_measure(count, args, env, Path(tmp)))
            row = rows[-1]
            slowest = ", ".join(f"{value:.2f}" for value in row["start_slowest"])
            print(
                f"  {count} conversations: p99 {row['p99']:.0f} ms, lost {row['lost']}; "
                f"turn start p50 {row['start_p50']:.2f} s, slowest {slowest} s",
                file=sys.stderr,
                flush=True,
            )
    _print(
        rows,
        args,
        "Redis layer" if args.redis else "in-memory layer",
        "PostgreSQL" if args.database_url else "SQLite",
    )
    if any(row["lost"] or row["failed"] for row in rows):
        sys.exit(1)


if __name__ == "__main__":
    main()
