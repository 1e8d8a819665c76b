"""Benchmark the job match: the time to score one resume against 100 postings.

    .venv/bin/python bench/job_match.py            # 11 runs per case
    .venv/bin/python bench/job_match.py --runs 21 --json

Cases, with the two-page English and Chinese resumes of the tests and 100 generated postings
(50 English, 50 Chinese, about 2,000 characters each, built from the vocabulary, phrases and
boilerplate):
- "stored keywords": keywords extracted once, when a posting is saved, the resume read again
  for each posting (what a page showing one score does, 100 times);
- "resume read once": the resume read once, then scored against the 100 postings;
- "extract + score": what `manage.py job_match` does, extraction included;
- "extract only": the keyword extraction of the 100 postings.
No database is needed. "cpu" is the CPU time (fairer when other work shares the cores).
"""

from __future__ import annotations

import argparse
import json
import os
import random
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
    function()  # warm-up (jieba's dictionary, the regex)
    walls, cpus = [], []
    for _ in range(runs):
        started, cpu_started = time.perf_counter(), time.process_time()
        function()
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu_started)
    return {
        "wall_ms": round(statistics.median(walls) * 1000, 2),
        "cpu_ms": round(statistics.median(cpus) * 1000, 2),
    }


def postings(count: int) -> list[str]:
    from resumes.jobs.sections import BOILERPLATE_MARKERS
    from resumes.skills.vocabulary import SKILLS

    rng = random.Random(17)
    skills = sorted(SKILLS)
    texts = []
    for n in range(count):
        picked = rng.sample(skills, 12)
        if n % 2:
            lines = ["高级工程师", "岗位职责：", "负责核心系统的设计与开发。", "任职要求："]
            lines += [
                f"{i + 1}. 熟悉{a}、{b}，有相关项目经验；"
                for i, (a, b) in enumerate(zip(picked[::2], picked[1::2], strict=True))
            ]
            lines += ["有大数据平台经验者优先。", "福利待遇：", "五险一金，带薪年假，下午茶。"]
        else:
            lines = ["Senior Engineer", "About the role:", "You will build our platform."]
            lines += ["Requirements:"] + [
                f"- Experience with {a} and {b} in production, and knowledge of event sourcing"
                for a, b in zip(picked[::2], picked[1::2], strict=True)
            ]
            lines += ["Nice to have:", "- A team player", "Benefits:"]
            lines += [f"- {m}" for m in BOILERPLATE_MARKERS[:8]]
        text = "\n".join(lines)
        texts.append((text + "\n") * max(1, 2000 // len(text)))
    return texts


def main() -> None:
    args = parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from resumes.jobs.keywords import extract_keywords
    from resumes.jobs.match import index_resume, match_keywords

    documents = ROOT / "tests" / "resumes" / "documents"
    resumes = {
        "en": json.loads((documents / "en_two_page.json").read_text(encoding="utf-8")),
        "zh": json.loads((documents / "zh_two_page.json").read_text(encoding="utf-8")),
    }
    texts = postings(100)
    stored = [[k.as_dict() for k in extract_keywords(text)] for text in texts]
    results: dict[str, dict[str, float]] = {}
    for name, document in resumes.items():
        results[f"{name} resume x 100 postings, stored keywords"] = timed(
            lambda d=document: [match_keywords(index_resume(d), k) for k in stored], args.runs
        )
        results[f"{name} resume x 100 postings, resume read once"] = timed(
            lambda d=document: [match_keywords(i, k) for i in [index_resume(d)] for k in stored],
            args.runs,
        )
        results[f"{name} resume x 100 postings, extract + score"] = timed(
            lambda d=document: [
                match_keywords(i, [k.as_dict() for k in extract_keywords(t)])
                for i in [index_resume(d)]
                for t in texts
            ],
            args.runs,
        )
    results["extract only, 100 postings"] = timed(
        lambda: [extract_keywords(t) for t in texts], args.runs
    )
    if args.json:
        print(json.dumps(results))
        return
    print(f"job match, medians of {args.runs} runs ({os.cpu_count()} cores):")
    for case, figures in results.items():
        print(f"  {case:48} {figures['wall_ms']:>9.2f} ms wall {figures['cpu_ms']:>9.2f} ms cpu")


if __name__ == "__main__":
    main()
