"""Benchmark the ATS check: seconds per check, per theme and language, on two-page resumes.

    .venv/bin/python bench/ats_check.py              # 3 runs per theme and language
    .venv/bin/python bench/ats_check.py --runs 5 --json
    .venv/bin/python bench/ats_check.py --smoke      # 1 run of one theme: does it still work

The documents are the English and Chinese two-page resumes of the tests
(tests/resumes/documents/). Each run checks a fresh `CheckInput`, so the PDF is exported and
read back every time: `export_pdf` (WeasyPrint) and `read_text` (pdftotext and PDFium) are
timed apart, once per run, before the checks that share them; `reimport` is the importer's
worker process reading the PDF. Printed: the median seconds of each check
and of the whole run, and the load average (the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = (("en", "en_two_page"), ("zh-hans", "zh_two_page"))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed runs per theme and language")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--smoke", action="store_true", help="1 run, one theme: does it work")
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    return args


def main() -> int:
    args = parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    import django

    django.setup()
    from resumes.ats import NAMES, CheckInput, run_checks
    from resumes.rendering import THEMES
    from tests.resumes.documents import load

    themes = THEMES[:1] if args.smoke else THEMES
    STEPS = ("export_pdf", "read_text", *NAMES)
    rows = []
    for language, name in DOCUMENTS:
        data = load(name)
        for theme in themes:
            per_check: dict[str, list[float]] = {check: [] for check in STEPS}
            totals, scores = [], []
            for _ in range(args.runs):
                started = time.perf_counter()
                report = run_checks(CheckInput(data=data, language=language, theme=theme))
                totals.append(time.perf_counter() - started)
                scores.append(report.score)
                for check, seconds in report.seconds.items():
                    per_check[check].append(seconds)
            rows.append(
                {
                    "theme": theme,
                    "language": language,
                    "score": scores[-1],
                    "total_median_s": statistics.median(totals),
                    "checks_median_s": {
                        check: statistics.median(times) for check, times in per_check.items()
                    },
                }
            )
    summary = {
        "runs": args.runs,
        "cpus": os.cpu_count(),
        "load_average_1min": os.getloadavg()[0],
        "worst_total_median_s": max(row["total_median_s"] for row in rows),
        "rows": rows,
    }
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    print(f"ATS check, {args.runs} run(s) each; load average {summary['load_average_1min']:.1f}")
    header = "theme     lang     score  total  " + "  ".join(f"{n[:10]:>10}" for n in STEPS)
    print(header)
    for row in rows:
        checks = "  ".join(f"{row['checks_median_s'][n]:10.3f}" for n in STEPS)
        print(
            f"{row['theme']:<9} {row['language']:<8} {row['score']:5d}  "
            f"{row['total_median_s']:5.2f}  {checks}"
        )
    print(f"worst total median: {summary['worst_total_median_s']:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
