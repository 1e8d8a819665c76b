"""Evaluate the embedded model on a task set and print the table (and the JSON to a file).

    .venv/bin/python bench/eval_local.py                        # core set, the preset's strategy
    .venv/bin/python bench/eval_local.py --strategy prompt native --json-out /tmp/eval.json

Starts the real model server (`agent.local.server` with the packaged SmolLM2-135M, or the
file in CVAGENT_LOCAL_MODEL) on a free loopback port as the `local` provider, in a fresh
SQLite database in a temporary folder, then runs `manage.py eval_agent --provider local`
through the full engine and prints how long it took.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import socket
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _one_task_set(folder: str, name: str) -> str:
    """A task set holding only the first task of `name` (what a smoke run evaluates)."""
    source = ROOT / "agent" / "evaluation" / "tasks" / name
    first = sorted(source.glob("*.yaml"))[0]
    target = Path(folder) / "smoke"
    target.mkdir()
    shutil.copy(first, target / first.name)
    if (source / "documents").is_dir():
        shutil.copytree(source / "documents", target / "documents")
    return str(target)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strategy", nargs="+", default=[])
    parser.add_argument("--tasks", default="core")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--json-out", type=Path)
    parser.add_argument(
        "--smoke", action="store_true", help="one task of the set, on the real model (for CI)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cvagent-eval-") as folder:
        os.environ["DATABASE_URL"] = f"sqlite:///{folder}/eval.sqlite3"
        os.environ["CVAGENT_VAR_DIR"] = folder
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
        sys.path.insert(0, str(ROOT))
        import django

        django.setup()
        from django.core.management import call_command

        from agent.local.model import LocalModelServer
        from agent.models import Provider

        call_command("migrate", verbosity=0)
        server = LocalModelServer(url=f"http://127.0.0.1:{free_port()}/v1")
        server.start()
        try:
            server.wait_until_healthy(300)
            Provider.objects.filter(slug="local").update(base_url=server.url)
            tasks = args.tasks
            if args.smoke:
                tasks = _one_task_set(folder, args.tasks)
            options = ["--provider", "local", "--tasks", tasks, "--repeat", str(args.repeat)]
            if args.strategy:
                options += ["--strategy", *args.strategy]
            print(f"model: {server.model.name}; eval_agent {' '.join(options)}", flush=True)
            began = time.perf_counter()
            call_command("eval_agent", *options)
            took = time.perf_counter() - began
            if args.json_out:
                out = io.StringIO()
                from agent.evaluation.report import as_json
                from agent.models import EvalRun

                out.write(json.dumps(as_json(EvalRun.objects.latest("pk")), ensure_ascii=False))
                args.json_out.write_text(out.getvalue(), encoding="utf-8")
        finally:
            server.stop()
    print(f"\nwall time of the evaluation: {took:.0f} s ({took / 60:.1f} min)")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
