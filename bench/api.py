"""Latency of the REST API and the MCP server through a live Daphne process (private var
dir, SQLite): key check + rate limit + the endpoint, as a client sees it.

    .venv/bin/python bench/api.py [--requests 200]

Prints p50/p95 per operation. Not a test: figures go into docs/api.md.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _configure(var_dir: str) -> None:
    os.environ["CVAGENT_VAR_DIR"] = var_dir
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    os.environ.pop("DATABASE_URL", None)
    os.environ["CVAGENT_API_RATE_LIMIT"] = "0/60"
    os.environ["DJANGO_MANIFEST_STATIC"] = "0"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def _figures(name: str, seconds: list[float]) -> None:
    ms = sorted(s * 1000 for s in seconds)
    p95 = ms[int(len(ms) * 0.95) - 1]
    print(f"{name:38s} n={len(ms):4d}  p50 {statistics.median(ms):6.1f} ms  p95 {p95:6.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--smoke", action="store_true", help="a few requests of each kind (CI)")
    args = parser.parse_args()
    if args.smoke:
        args.requests = 3
    with tempfile.TemporaryDirectory() as var_dir:
        _configure(var_dir)
        import httpx2
        from django.db import connections

        from agent.api.keys import create_api_key
        from tests.factories import ResumeFactory, UserFactory
        from tests.web.live import LiveDaphne

        user = UserFactory(username="bench")
        resume = ResumeFactory(owner=user)
        key = create_api_key(owner=user, name="bench", scope="write").secret
        connections.close_all()
        server = LiveDaphne().start()
        try:
            headers = {"Authorization": f"Bearer {key}"}
            with httpx2.Client(base_url=f"{server.url}/api/v1", headers=headers) as client:
                client.get("/resumes")
                for name, call in [
                    ("GET /resumes", lambda: client.get("/resumes")),
                    ("GET /resumes/{id}", lambda: client.get(f"/resumes/{resume.pk}")),
                    (
                        "POST /resumes/{id}/edits (one update)",
                        lambda: client.post(
                            f"/resumes/{resume.pk}/edits",
                            json={
                                "operations": [
                                    {
                                        "path": "basics.label",
                                        "action": "update",
                                        "value": f"v{time.monotonic()}",
                                    }
                                ]
                            },
                        ),
                    ),
                ]:
                    seconds = []
                    for _ in range(args.requests):
                        start = time.perf_counter()
                        response = call()
                        seconds.append(time.perf_counter() - start)
                        assert response.status_code == 200, response.text
                    _figures(name, seconds)
            _figures(
                "MCP tools/call read_resume",
                asyncio.run(_mcp(server.url, key, resume.pk, args.requests)),
            )
        finally:
            server.stop()


async def _mcp(url: str, key: str, resume_id: int, count: int) -> list[float]:
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    http = create_mcp_http_client(headers={"Authorization": f"Bearer {key}"})
    seconds = []
    async with http, Client(streamable_http_client(f"{url}/mcp", http_client=http)) as client:
        await client.call_tool("read_resume", {"resume_id": resume_id})
        for _ in range(count):
            start = time.perf_counter()
            result = await client.call_tool("read_resume", {"resume_id": resume_id})
            seconds.append(time.perf_counter() - start)
            assert not result.is_error
    return seconds


if __name__ == "__main__":
    main()
