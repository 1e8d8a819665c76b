"""Benchmark the guard's claim checks (`skill_claimed`, `title_inflated`) on a corpus of edits.

    .venv/bin/python bench/claims.py                      # the own corpus, parts/claims_corpus.json
    .venv/bin/python bench/claims.py --corpus FILE --json
    .venv/bin/python bench/claims.py --smoke              # the first cases only (for CI)

A corpus is `{"about": str, "cases": [{"id", "language": "en"|"zh", "profession", "kind":
"claimed_skill"|"inflated_title"|"rewording", "before": <JSON Resume>, "after": <JSON Resume>,
"expect": [{"check": "skill_claimed"|"title_inflated", "path": "skills[0].keywords[1]"}]}]}`.
Each case runs `resumes.trust.compare.compare_documents(before, after)`. Per kind and language:
caught (an expected finding at its path), missed (an expected one that is not there), false
alarms (a skill_claimed or title_inflated finding not expected; on a rewording case, any).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "bench" / "parts" / "claims_corpus.json"
CHECKED = ("skill_claimed", "title_inflated")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="a corpus JSON file")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--smoke", action="store_true", help="the first 12 cases only (for CI)")
    return parser.parse_args()


def score(cases: list[dict[str, Any]]) -> dict[str, Any]:
    from resumes.trust.compare import compare_documents

    groups: dict[str, dict[str, int]] = defaultdict(
        lambda: {"cases": 0, "expected": 0, "caught": 0, "missed": 0, "false_alarms": 0}
    )
    failures: list[dict[str, Any]] = []
    started = time.process_time()
    for case in cases:
        found = [
            (f.check, f.path, f.message)
            for f in compare_documents(case["before"], case["after"]).findings
            if f.check in CHECKED
        ]
        expected = {(e["check"], e["path"]) for e in case.get("expect", [])}
        got = {(check, path) for check, path, _ in found}
        caught, missed = expected & got, expected - got
        alarms = [f for f in found if (f[0], f[1]) not in expected]
        for group in (
            f"{case['kind']}/{case['language']}",
            case["kind"],
            f"all/{case['language']}",
            "all",
        ):
            g = groups[group]
            g["cases"] += 1
            g["expected"] += len(expected)
            g["caught"] += len(caught)
            g["missed"] += len(missed)
            g["false_alarms"] += len(alarms)
        if missed or alarms:
            failures.append(
                {
                    "id": case["id"],
                    "missed": sorted(f"{c} {p}" for c, p in missed),
                    "false_alarms": [f"{c} {p}: {m}" for c, p, m in alarms],
                }
            )
    cpu_ms = (time.process_time() - started) * 1000
    return {
        "groups": dict(groups),
        "failures": failures,
        "cpu_ms_per_case": round(cpu_ms / max(len(cases), 1), 2),
    }


def main() -> int:
    args = parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    data = json.loads(args.corpus.read_text("utf-8"))
    cases = data["cases"][:12] if args.smoke else data["cases"]
    result = score(cases)
    if args.json:
        print(json.dumps({"corpus": str(args.corpus), **result}, ensure_ascii=False))
        return 0
    print(f"claims corpus {args.corpus.name}: {len(cases)} cases")
    print(f"  {'group':24} {'cases':>5} {'expected':>8} {'caught':>6} {'missed':>6} {'false':>6}")
    order = sorted(result["groups"], key=lambda g: (g.startswith("all"), "/" not in g, g))
    for name in order:
        g = result["groups"][name]
        print(
            f"  {name:24} {g['cases']:>5} {g['expected']:>8} {g['caught']:>6} "
            f"{g['missed']:>6} {g['false_alarms']:>6}"
        )
    print(f"cpu per case: {result['cpu_ms_per_case']} ms")
    for failure in result["failures"]:
        print(f"- {failure['id']}")
        for missed in failure["missed"]:
            print(f"    missed {missed}")
        for alarm in failure["false_alarms"]:
            print(f"    false alarm {alarm}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
