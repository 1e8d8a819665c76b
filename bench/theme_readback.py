"""Theme readback: every theme's PDF read back as a machine reads it (issue 31).

    .venv/bin/python bench/theme_readback.py [--smoke] [--themes classic modern ...]

For each theme in `resumes.rendering.THEMES`, resumes in English and Chinese are exported to
PDF and read back: letter-spaced words ("SU M M A RY") and glued words in the text layer as
PDFium reads it (`resumes.exporting.readback`), field F1 of the app's own importer on the PDF
(scored as bench/import_accuracy.py scores, tests/resumes/importing/corpus/scoring.py), and the
export time per PDF. Tuned-on resumes (bench/parts/readback_people.py) and held-out ones
(bench/parts/readback_heldout.py, written for this bench alone) are reported apart.

Targets: no letter-spaced or glued words; field F1 >= 0.97; export < 1.5 s per PDF (judged
on CPU seconds: on a shared machine the wall time follows the load, printed first).
--smoke: one English and one Chinese resume per group, every theme.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

F1_TARGET = 0.97
SECONDS_TARGET = 1.5


def measure(theme: str, rows: list[tuple[str, str, dict]]) -> list[dict]:
    from resumes.exporting.pdf import render_pdf
    from resumes.exporting.readback import readback
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.corpus.scoring import score_document

    out = []
    for name, language, data in rows:
        lang = "zh-hans" if language == "zh" else "en"
        started, cpu = time.perf_counter(), time.process_time()
        pdf = render_pdf(data, theme=theme, language=lang)
        seconds = time.perf_counter() - started
        cpu = time.process_time() - cpu
        faults = readback(pdf, data, theme=theme, language=lang)
        score = score_document(data, parse_bytes(pdf).document)
        out.append(
            {
                "name": name,
                "language": language,
                "spaced": faults.letter_spaced,
                "glued": faults.glued,
                "f1": score.f1,
                "seconds": seconds,
                "cpu": cpu,
            }
        )
    return out


def summary(results: list[dict], language: str) -> str:
    rows = [r for r in results if r["language"] == language]
    if not rows:
        return f"{'-':>6} {'-':>6}"
    f1 = [r["f1"] for r in rows]
    return f"{statistics.mean(f1):6.3f} {min(f1):6.3f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="one resume per language and group")
    parser.add_argument("--themes", nargs="*", default=[], help="themes to measure (default: all)")
    args = parser.parse_args()
    import django

    django.setup()
    from bench.parts.readback_heldout import heldout
    from bench.parts.readback_people import tuned
    from resumes.rendering import THEMES

    groups = {"tuned": tuned(), "held-out": heldout()}
    if args.smoke:
        groups = {
            name: [next(r for r in rows if r[1] == lang) for lang in ("en", "zh")]
            for name, rows in groups.items()
        }
    themes = [t for t in THEMES if not args.themes or t in args.themes]
    sizes = ", ".join(f"{len(rows)} {name}" for name, rows in groups.items())
    print(f"{len(themes)} themes x ({sizes}) resumes, English and Chinese")
    # Wall time on a shared machine follows its load; the CPU time of the export does less.
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs\n")
    head = (
        f"{'theme':14} {'group':9} {'spaced':>6} {'glued':>6} {'F1 en':>6} {'min':>6} "
        f"{'F1 zh':>6} {'min':>6} {'med s':>6} {'max s':>6} {'cpu s':>6}"
    )
    print(head)
    ok = True
    worst: list[tuple[float, str, str]] = []
    faults: list[str] = []
    for theme in themes:
        for group, rows in groups.items():
            results = measure(theme, rows)
            spaced = sum(len(r["spaced"]) for r in results)
            glued = sum(len(r["glued"]) for r in results)
            seconds = [r["seconds"] for r in results]
            good = (
                not spaced
                and not glued
                and min(r["f1"] for r in results) >= F1_TARGET
                and max(r["cpu"] for r in results) < SECONDS_TARGET
            )
            ok &= good
            print(
                f"{theme:14} {group:9} {spaced:6d} {glued:6d} {summary(results, 'en')} "
                f"{summary(results, 'zh')} {statistics.median(seconds):6.2f} "
                f"{max(seconds):6.2f} {max(r['cpu'] for r in results):6.2f}"
                + ("" if good else "  <- below target")
            )
            for r in results:
                worst.append((r["f1"], theme, r["name"]))
                for word in r["spaced"] + r["glued"]:
                    faults.append(f"  {theme} {r['name']}: {word!r}")
    print("\nlowest F1:")
    for f1, theme, name in sorted(worst)[:8]:
        print(f"  {f1:.3f} {theme:12} {name}")
    if faults:
        print("\nletter-spaced or glued words:")
        print("\n".join(faults[:20]))
    print("\nall targets met" if ok else "\nsome targets missed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
