"""Benchmark the job match on a corpus of 14 professions in English and Chinese: quality per
profession (tuning and held-out cases apart) and the time to score one resume against 100
postings.

    .venv/bin/python bench/job_match.py            # 11 timed runs
    .venv/bin/python bench/job_match.py --json
    .venv/bin/python bench/job_match.py --smoke    # one timed run
    .venv/bin/python bench/job_match.py --heldout  # the hand-written held-out corpus instead
    .venv/bin/python bench/job_match.py --corpus FILE  # another file in that format

`--heldout` measures the match on `bench/parts/job_heldout.json` (31 postings over 13
professions, a third in Chinese, each with its resume and two distractor resumes per
profession), written by hand without reading the matcher's lists or its corpus; see
`bench/parts/job_heldout.py` for how keywords are compared. It prints per profession: first,
matched and missing recall, variants, junk (extracted keywords that are the posting's listed
boilerplate), unlisted (keywords that are neither a listed skill nor listed junk), the time of
one resume against 100 postings, and every posting's failures.

The corpus (`bench/parts/job_corpus.py`, 84 postings with the resume meant for each, a third
held out) is made by a script from a table; no outside data. Figures:
- first: the posting's own resume scores strictly highest among all 84 resumes;
- matched recall: of the asked skills the resume has, the share the match calls matched;
- missing recall: of the asked skills the resume lacks, the share it calls missing;
- variants: matched recall over the skills the resume words differently (BLS / Basic Life
  Support, 月末结账 / 月结, S&OP / sales and operations planning);
- junk: the share of extracted keywords that are none of the asked skills nor the title
  (the company's story, benefits and legal text hold distractor skills on purpose).
Time: the two-page English and Chinese resumes of the tests against 100 of the corpus's
postings with stored keywords (the resume read once, then scored 100 times), the same
re-reading the resume per posting, and with extraction included. "cpu" is the
CPU time (fairer when other work shares the cores). No database is needed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="timed runs per case")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--smoke", action="store_true", help="one timed run (for CI)")
    parser.add_argument(
        "--heldout", action="store_true", help="measure on the hand-written held-out corpus"
    )
    parser.add_argument(
        "--corpus",
        type=Path,
        default=None,
        help="measure on this file instead (the format of parts/job_heldout.json)",
    )
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    return args


def timed(function: Callable[[], object], runs: int) -> dict[str, float]:
    function()  # warm-up (the term lists, jieba's dictionary)
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


def belongs(keyword: str, skill: str) -> bool:
    from resumes.skills.terms import find_terms, normalize

    a, b = normalize(keyword), normalize(skill)
    if a in b or b in a:
        return True
    ours = {normalize(t.canonical) for t in find_terms(a)}
    return bool(ours & {normalize(t.canonical) for t in find_terms(b)})


def quality(cases: list, extract, match_keywords, index_resume) -> dict[str, dict[str, float]]:
    indexes = [index_resume(case.resume) for case in cases]
    counts: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for n, case in enumerate(cases):
        keywords = [k.as_dict() for k in extract(case.posting)]
        match = match_keywords(indexes[n], keywords)
        scores = [match_keywords(index, keywords).score for index in indexes]
        others = max(score for i, score in enumerate(scores) if i != n)
        groups = (case.profession, "held-out" if case.held_out else "tuning", "all")
        for group in groups:
            tally = counts[group]
            tally["first"][0] += scores[n] > others
            tally["first"][1] += 1
            for skill in case.has:
                hit = any(belongs(k, skill) for k in match.matched)
                tally["matched"][0] += hit
                tally["matched"][1] += 1
                if skill in case.variants:
                    tally["variants"][0] += hit
                    tally["variants"][1] += 1
            for skill in case.lacks:
                found = any(belongs(k, skill) for k in match.missing)
                tally["missing"][0] += found and not any(belongs(k, skill) for k in match.matched)
                tally["missing"][1] += 1
            allowed = [*case.asked, case.posting.splitlines()[0]]
            junk = [k for k in keywords if not any(belongs(k["keyword"], a) for a in allowed)]
            tally["junk"][0] += len(junk)
            tally["junk"][1] += len(keywords)
    return {
        group: {
            name: round(got / total, 3) if total else 0.0 for name, (got, total) in tally.items()
        }
        for group, tally in counts.items()
    }


def junk_examples(cases: list, extract) -> list[str]:
    examples = []
    for case in cases:
        allowed = [*case.asked, case.posting.splitlines()[0]]
        for k in extract(case.posting):
            if not any(belongs(k.keyword, a) for a in allowed):
                examples.append(f"{case.name}: {k.keyword}")
    return examples


def main() -> None:
    args = parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    if args.heldout or args.corpus:
        heldout(args)
        return
    from bench.parts.job_corpus import cases as corpus
    from resumes.postings.keywords import extract_keywords
    from resumes.postings.match import index_resume, match_keywords

    cases = corpus()
    figures = quality(cases, extract_keywords, match_keywords, index_resume)
    texts = [cases[i % len(cases)].posting for i in range(100)]
    stored = [[k.as_dict() for k in extract_keywords(text)] for text in texts]
    timings: dict[str, dict[str, float]] = {}
    documents = ROOT / "tests" / "resumes" / "documents"
    for language in ("en", "zh"):
        document = json.loads((documents / f"{language}_two_page.json").read_text("utf-8"))
        timings[f"{language} resume x 100 postings, resume read once"] = timed(
            lambda d=document: [match_keywords(i, k) for i in [index_resume(d)] for k in stored],
            args.runs,
        )
        timings[f"{language} resume x 100 postings, read per posting"] = timed(
            lambda d=document: [match_keywords(index_resume(d), k) for k in stored], args.runs
        )
        timings[f"{language} resume x 100 postings, extract + score"] = timed(
            lambda d=document: [
                match_keywords(i, [k.as_dict() for k in extract_keywords(t)])
                for i in [index_resume(d)]
                for t in texts
            ],
            args.runs,
        )
    if args.json:
        print(json.dumps({"quality": figures, "timings": timings, "cases": len(cases)}))
        return
    held = sum(c.held_out for c in cases)
    print(
        f"job match corpus: {len(cases)} postings and resumes, {held} held out, "
        f"{len({c.profession for c in cases})} professions, English and Chinese"
    )
    print(f"  {'group':12} {'first':>6} {'matched':>8} {'missing':>8} {'variants':>9} {'junk':>6}")
    order = [
        *sorted(g for g in figures if g not in ("tuning", "held-out", "all")),
        "tuning",
        "held-out",
        "all",
    ]
    for group in order:
        f = figures[group]
        print(
            f"  {group:12} {f['first']:>6.2f} {f['matched']:>8.2f} {f['missing']:>8.2f} "
            f"{f['variants']:>9.2f} {f['junk']:>6.3f}"
        )
    print(f"time, medians of {args.runs} runs ({os.cpu_count()} cores):")
    for case, t in timings.items():
        print(f"  {case:48} {t['wall_ms']:>9.2f} ms wall {t['cpu_ms']:>9.2f} ms cpu")
    if not args.smoke:
        print("junk keywords:", "; ".join(junk_examples(cases, extract_keywords)) or "none")


def heldout(args: argparse.Namespace) -> None:
    from bench.parts import job_heldout
    from resumes.postings.match import match_text

    data = job_heldout.load(args.corpus) if args.corpus else job_heldout.load()
    result = job_heldout.evaluate(data, match_text)
    timings = job_heldout.timing(data, match_text, timed, args.runs)
    if args.json:
        print(json.dumps({**result, "timings": timings}, ensure_ascii=False))
        return
    job_heldout.report(result, timings, args.runs)


if __name__ == "__main__":
    main()
