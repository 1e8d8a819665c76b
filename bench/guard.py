"""Benchmark the guard (resumes.trust): how long compare_documents and word_diff take.

    .venv/bin/python bench/guard.py            # 21 runs per case
    .venv/bin/python bench/guard.py --runs 51 --json

Cases: the English and Chinese two-page resumes of the tests compared with themselves and
with an edited copy (reordered jobs, a reworded highlight, a new employer, an invented
number: a typical agent edit); a hostile document of 3,000 jobs (about 300 KB) reversed; a
word diff of two unrelated 30,000-word texts. "cpu" is the CPU time (fairer when other work
shares the cores). Every agent edit runs the guard once, so a typical comparison should stay
in the low milliseconds.
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
    parser.add_argument("--runs", type=int, default=21, help="timed runs per case")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--smoke", action="store_true", help="one run per case (for CI)")
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    return args


def timed(function: Callable[[], object], runs: int) -> dict[str, float]:
    walls, cpus = [], []
    for _ in range(runs):
        started, cpu_started = time.perf_counter(), time.process_time()
        function()
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu_started)
    return {
        "median_ms": round(statistics.median(walls) * 1000, 3),
        "max_ms": round(max(walls) * 1000, 3),
        "cpu_median_ms": round(statistics.median(cpus) * 1000, 3),
    }


def agent_edit(document: dict) -> dict:
    edited = copy.deepcopy(document)
    edited["work"].reverse()
    edited["work"][0]["highlights"][0] = "Reworded: " + edited["work"][0]["highlights"][0]
    edited["work"][1]["name"] = "Globex"
    edited["work"][1]["highlights"].append("Raised conversion by 37%")
    return edited


def main() -> None:
    args = parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from resumes.trust import compare_documents, word_diff

    cases: dict[str, Callable[[], object]] = {}
    for name in ("en_two_page", "zh_two_page"):
        document = json.loads((ROOT / "tests/resumes/documents" / f"{name}.json").read_text())
        edited = agent_edit(document)
        cases[f"{name} unchanged"] = lambda d=document: compare_documents(d, d)
        cases[f"{name} agent edit"] = lambda d=document, e=edited: compare_documents(d, e)
    hostile = {"work": [{"name": f"Company {i}", "position": "Engineer"} for i in range(3000)]}
    reversed_ = {"work": list(reversed(hostile["work"]))}
    cases["3,000 jobs reversed"] = lambda: compare_documents(hostile, reversed_)
    old_text = " ".join(f"w{i}" for i in range(30_000))
    new_text = " ".join(f"v{i}" for i in range(30_000))
    cases["word_diff 30,000 words"] = lambda: word_diff(old_text, new_text)

    results = {}
    for label, function in cases.items():
        function()  # warm: imports, regex compilation
        results[label] = timed(function, max(1, args.runs if "3,000" not in label else 3))
    load = os.getloadavg()[0]
    if args.json:
        print(json.dumps({"runs": args.runs, "load_average": load, "cases": results}))
        return
    print(f"guard benchmark, {args.runs} runs per case (3 for the hostile one), load {load:.2f}")
    for label, figures in results.items():
        print(
            f"  {label:28} median {figures['median_ms']:9.2f} ms   max {figures['max_ms']:9.2f} ms"
            f"   cpu {figures['cpu_median_ms']:9.2f} ms"
        )


if __name__ == "__main__":
    main()
