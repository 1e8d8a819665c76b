"""Benchmark resume exports: PDF render time of a realistic two-page resume, per theme.

    .venv/bin/python bench/export.py                 # 7 runs per theme and language
    .venv/bin/python bench/export.py --runs 15 --page-size letter
    .venv/bin/python bench/export.py --json          # one JSON object, for records
    .venv/bin/python bench/export.py --smoke         # 1 run each: does it still work

The documents are the English and Chinese two-page resumes of the tests
(tests/resumes/documents/). Each PDF is rendered from the standalone theme HTML by WeasyPrint
in this process, the way the export view does it; the first render of each process (font
configuration, template loading) is reported apart as "cold" and left out of the median.
"cpu" is the CPU time of the render: close to the wall time on an idle machine, and the fairer
figure when other work shares the cores (the load average is printed).
DOCX, Markdown and the HTML preview are timed as well, for comparison. Target: PDF median
under 1.5 s.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_SECONDS = 1.5
DOCUMENTS = (("en", "en_two_page"), ("zh-hans", "zh_two_page"))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per theme and language")
    parser.add_argument("--page-size", default="a4", choices=["a4", "letter"])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--smoke", action="store_true", help="1 run per theme and language: does it still work"
    )
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    return args


def timed(function: Callable[[], object], runs: int) -> tuple[list[float], list[float], object]:
    """Wall-clock and CPU seconds of each run, and the last result."""
    walls, cpus, result = [], [], None
    for _ in range(runs):
        started, cpu_started = time.perf_counter(), time.process_time()
        result = function()
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu_started)
    return walls, cpus, result


def main() -> int:
    args = parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    # The preview links static files by plain URL here; no collectstatic manifest is needed.
    os.environ.setdefault("DJANGO_MANIFEST_STATIC", "0")
    import django

    django.setup()
    from pypdf import PdfReader

    from resumes.exporting.docx import render_docx
    from resumes.exporting.markdown import render_markdown
    from resumes.exporting.pdf import render_pdf
    from resumes.rendering import THEMES, render_resume_html
    from tests.resumes.documents import load

    cold_started = time.perf_counter()
    render_pdf(load("en_two_page"), theme="classic", language="en", page_size=args.page_size)
    cold = time.perf_counter() - cold_started

    rows = []
    for language, name in DOCUMENTS:
        data = load(name)
        for theme in THEMES:
            times, cpus, pdf = timed(
                lambda data=data, theme=theme, language=language: render_pdf(
                    data, theme=theme, language=language, page_size=args.page_size
                ),
                args.runs,
            )
            html_times, _, _ = timed(
                lambda data=data, theme=theme, language=language: render_resume_html(
                    data, theme=theme, language=language
                ),
                args.runs,
            )
            rows.append(
                {
                    "theme": theme,
                    "language": language,
                    "pages": len(PdfReader(io.BytesIO(pdf)).pages),
                    "pdf_bytes": len(pdf),
                    "pdf_median_s": statistics.median(times),
                    "pdf_min_s": min(times),
                    "pdf_max_s": max(times),
                    "pdf_cpu_median_s": statistics.median(cpus),
                    "preview_html_median_ms": statistics.median(html_times) * 1000,
                }
            )
        docx_times, _, _ = timed(
            lambda data=data, language=language: render_docx(data, language=language), args.runs
        )
        md_times, _, _ = timed(
            lambda data=data, language=language: render_markdown(data, language=language),
            args.runs,
        )
        rows.append(
            {
                "theme": "-",
                "language": language,
                "docx_median_ms": statistics.median(docx_times) * 1000,
                "markdown_median_ms": statistics.median(md_times) * 1000,
            }
        )

    pdf_rows = [row for row in rows if "pdf_median_s" in row]
    worst = max(row["pdf_median_s"] for row in pdf_rows)
    summary = {
        "runs": args.runs,
        "cpus": os.cpu_count(),
        "load_average_1min": os.getloadavg()[0],
        "page_size": args.page_size,
        "cold_first_pdf_s": cold,
        "worst_pdf_median_s": worst,
        "target_s": TARGET_SECONDS,
        "meets_target": worst < TARGET_SECONDS,
        "rows": rows,
    }
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0

    print(f"PDF export, two-page resume, {args.runs} runs each, {args.page_size.upper()}")
    print(
        f"cold first render (process start): {cold:.3f} s; {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.1f} (other work on the machine slows wall times)"
    )
    print(
        f"{'theme':<11}{'lang':<9}{'pages':>5}{'median':>9}{'min':>8}{'max':>8}{'KiB':>7}"
        f"{'cpu':>8}{'preview':>10}"
    )
    for row in pdf_rows:
        print(
            f"{row['theme']:<11}{row['language']:<9}{row['pages']:>5}"
            f"{row['pdf_median_s']:>8.3f}s{row['pdf_min_s']:>7.3f}s{row['pdf_max_s']:>7.3f}s"
            f"{row['pdf_bytes'] / 1024:>7.0f}{row['pdf_cpu_median_s']:>7.3f}s"
            f"{row['preview_html_median_ms']:>8.1f}ms"
        )
    for row in rows:
        if "docx_median_ms" in row:
            print(
                f"{row['language']}: DOCX {row['docx_median_ms']:.0f} ms, "
                f"Markdown {row['markdown_median_ms']:.1f} ms (medians)"
            )
    verdict = "meets" if worst < TARGET_SECONDS else "MISSES"
    print(f"worst PDF median {worst:.3f} s {verdict} the {TARGET_SECONDS} s target")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
