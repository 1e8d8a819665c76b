"""Benchmark the language-version checks (resumes.languages.checks.check_version).

    .venv/bin/python bench/languages.py            # 11 runs per case
    .venv/bin/python bench/languages.py --json
    .venv/bin/python bench/languages.py --smoke    # one run per case (scripts/bench_smoke.py)

Cases: the tests' three-page resume against its scripted Chinese translation (every check
passes); the same with an entry dropped (entries paired by what translation keeps); a
glossary of 500 terms; a hostile 3,000-job document against a translation missing one job.
The version page, `language_status` and the API run the checks once per version, so a
normal resume should stay within a few milliseconds.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="timed runs per case")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--smoke", action="store_true", help="one run per case (for CI)")
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    return args


def timed(function: Callable[[], object], runs: int) -> dict[str, float]:
    walls = []
    for _ in range(runs):
        started = time.perf_counter()
        function()
        walls.append(time.perf_counter() - started)
    return {
        "median_ms": round(statistics.median(walls) * 1000, 3),
        "max_ms": round(max(walls) * 1000, 3),
    }


def main() -> int:
    args = parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from resumes.languages.checks import Term, check_version
    from tests.resumes.languages.conftest import three_page_resume
    from tests.resumes.languages.translator import translated

    master = three_page_resume()
    version = translated(master)
    dropped = copy.deepcopy(version)
    del dropped["work"][2]
    terms = [Term(f"Company {i}", f"公司{i}") for i in range(500)]
    jobs = [
        {"name": f"Job {i}", "startDate": f"{1000 + i}-01", "highlights": [f"Grew {i}% a year"]}
        for i in range(3000)
    ]
    hostile = {"work": jobs}
    hostile_version = translated(hostile)
    del hostile_version["work"][1500]
    assert check_version(master, version) == []
    cases = {
        "three_pages_pass": lambda: check_version(master, version),
        "three_pages_dropped_entry": lambda: check_version(master, dropped),
        "three_pages_500_terms": lambda: check_version(master, version, terms),
        "hostile_3000_jobs_one_dropped": lambda: check_version(hostile, hostile_version),
    }
    results = {name: timed(case, args.runs) for name, case in cases.items()}
    if args.json:
        print(json.dumps(results))
    else:
        for name, figures in results.items():
            median, most = figures["median_ms"], figures["max_ms"]
            print(f"{name:<32} median {median:9.3f} ms   max {most:9.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
