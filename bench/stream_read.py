"""The CPU a process spends reading providers' streams, per streamed chunk.

N conversations stream at once from the fake provider, which runs in its own process
(`bench/parts/ws_fanout_parts.py fake`); this process reads them the way the engine does (the
SDK's client opens each response, `read_lines` splits it) and prints its own CPU per chunk,
once with httpcore's own asyncio backend (anyio) and once with the engine's backend on
asyncio's transports (`agent/engine/providers/network.py`):

    .venv/bin/python bench/stream_read.py                    # 200 streams x 200 chunks, 50 ms
    .venv/bin/python bench/stream_read.py --streams 100 --chunks 100
    .venv/bin/python bench/stream_read.py --smoke            # seconds (CI)

CPU time is the process's own (user + system), so other work on the machine changes it
little; the wall time is printed to show the streams really overlapped.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _client(base_url: str, backend: str):
    import openai

    from agent.engine.providers import network
    from agent.engine.providers.openai_compat import _tls_context

    http = openai.DefaultAsyncHttpxClient(verify=_tls_context())
    if backend == "asyncio" and not network.install(http):
        raise RuntimeError("the asyncio backend could not be installed")
    return openai.AsyncOpenAI(base_url=base_url, api_key="bench", max_retries=0, http_client=http)


async def _one(sdk, index: int) -> int:
    from agent.engine.providers.sse import read_lines

    reads = 0
    create = sdk.chat.completions.with_streaming_response.create
    message = {"role": "user", "content": f"stream {index}"}
    async with create(model="fake", messages=[message], stream=True) as response:
        async for _lines in read_lines(response.http_response):
            reads += 1
    return reads


async def _measure(base_url: str, backend: str, streams: int) -> tuple[float, float, int]:
    sdk = _client(base_url, backend)
    await _one(sdk, 0)  # warm: imports, the pool's first connection
    cpu, wall = time.process_time(), time.monotonic()
    reads = sum(await asyncio.gather(*(_one(sdk, i) for i in range(streams))))
    result = time.process_time() - cpu, time.monotonic() - wall, reads
    await sdk.close()
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=200)
    parser.add_argument("--chunks", type=int, default=200)
    parser.add_argument("--interval", type=float, default=0.05, help="seconds between chunks")
    parser.add_argument("--smoke", action="store_true", help="10 short streams")
    args = parser.parse_args()
    if args.smoke:
        args.streams, args.chunks, args.interval = 10, 20, 0.005
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    with tempfile.TemporaryDirectory(prefix="stream-read-") as tmp:
        os.environ.setdefault("CVAGENT_VAR_DIR", tmp)
        import django

        django.setup()
        fake = subprocess.Popen(
            [
                *(sys.executable, str(ROOT / "bench" / "parts" / "ws_fanout_parts.py"), "fake"),
                *("--tokens", str(args.chunks), "--interval", str(args.interval)),
                *("--out", str(Path(tmp) / "fake.json")),
            ],
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        try:
            line = fake.stdout.readline()
            if "listening on" not in line:
                raise SystemExit(f"the fake provider did not start: {line!r}")
            base_url = line.rsplit(" ", 1)[1].strip()
            print(
                f"stream_read: {args.streams} streams x {args.chunks} chunks every "
                f"{args.interval * 1000:.0f} ms; {os.cpu_count()} cores"
            )
            print("| backend | CPU per chunk | CPU | wall | reads |")
            print("|---|---|---|---|---|")
            for backend in ("anyio", "asyncio"):
                cpu, wall, reads = asyncio.run(_measure(base_url, backend, args.streams))
                per_chunk = cpu / (args.streams * args.chunks) * 1e6
                print(f"| {backend} | {per_chunk:.0f} µs | {cpu:.2f} s | {wall:.1f} s | {reads} |")
        finally:
            fake.terminate()
            fake.wait()


if __name__ == "__main__":
    main()
