"""Run every script in bench/ in its tiny `--smoke` mode, so that no bench can rot unnoticed.

    .venv/bin/python scripts/bench_smoke.py
    .venv/bin/python scripts/bench_smoke.py --database-url postgres://...   # repair on PostgreSQL

Each bench must accept `--smoke` (a handful of iterations of every path it measures) and exit
0; a bench that does not, fails this run. The figures a smoke run prints mean nothing; they
are shown to help when one fails. `scripts/test.sh` runs this after the test suite.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Benches that can run against a given PostgreSQL server (`--database-url`).
TAKES_DATABASE_URL = {"crash_recovery.py", "repair.py"}
LIMIT_SECONDS = 300


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", default="", help="a PostgreSQL server for repair.py")
    parser.add_argument("--only", nargs="*", default=[], help="bench file names to run")
    args = parser.parse_args()
    benches = sorted(path for path in (ROOT / "bench").glob("*.py") if path.name != "__init__.py")
    if args.only:
        benches = [path for path in benches if path.name in args.only]
    failed, ran = [], 0
    started_all = time.monotonic()
    for bench in benches:
        command = [sys.executable, str(bench), "--smoke"]
        if args.database_url and bench.name in TAKES_DATABASE_URL:
            command += ["--database-url", args.database_url]
        elif args.database_url:
            continue
        ran += 1
        started = time.monotonic()
        try:
            done = subprocess.run(
                command, cwd=ROOT, capture_output=True, text=True, timeout=LIMIT_SECONDS
            )
            code, output = done.returncode, done.stdout + done.stderr
        except subprocess.TimeoutExpired as timeout:
            code, output = "timeout", f"{timeout.stdout or ''}{timeout.stderr or ''}"
        seconds = time.monotonic() - started
        print(f"{bench.name:<22} {'ok' if code == 0 else f'FAILED ({code})':<14} {seconds:6.1f} s")
        if code != 0:
            failed.append(bench.name)
            print("\n".join(f"    {line}" for line in str(output).splitlines()[-30:]))
    print(f"{ran} benches in {time.monotonic() - started_all:.1f} s")
    if failed:
        print(f"FAILED: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
