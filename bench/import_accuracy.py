"""Import accuracy: field precision / recall / F1 and words kept for each document of the
corpus (tests/resumes/importing/corpus/files, several tools and layouts) and for the app's own
PDF and DOCX exports of the test resumes re-imported; time per document in process and
through the worker (what a person waits for).

    .venv/bin/python bench/import_accuracy.py [--runs N] [--smoke] [--no-generated]

Targets: F1 >= 0.90 and words kept >= 0.98 on every corpus document, <= 2 s per document;
the app's own exports F1 >= 0.98.

Then the generated corpus (bench/parts/import_corpus.py: 92 documents from 10 generators,
16 people of 8 professions in English and Chinese, made at run time with Chromium, python-docx
and the scan/photo simulator), reported per generator, per language, text apart from OCR and
the held-out professions apart: field F1, content recall against the ground truth (every word
of the resume found as a word), median seconds per document in process. --smoke makes one
document per generator and language. Scans and phone photos of other layouts (a sidebar,
the 个人简历 grid with borders, photos at a slant on a desk) are measured by
`bench/ocr_accuracy.py`.
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
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")


def corpus() -> list[tuple[str, bytes, dict]]:
    files = ROOT / "tests/resumes/importing/corpus/files"
    out = []
    for path in sorted(files.iterdir()):
        if path.name.endswith(".expected.json"):
            continue
        expected = json.loads((files / f"{path.stem}.expected.json").read_text(encoding="utf-8"))
        out.append((path.name, path.read_bytes(), expected))
    return out


def own_exports() -> list[tuple[str, bytes, dict]]:
    import django

    django.setup()
    from resumes.exporting import export_document

    documents = ROOT / "tests/resumes/documents"
    out = []
    for name, language in (("en_two_page", "en"), ("zh_two_page", "zh-hans")):
        data = json.loads((documents / f"{name}.json").read_text(encoding="utf-8"))
        for theme in ("classic", "modern", "compact"):
            exported = export_document(data, "pdf", theme=theme, language=language, name=name)
            out.append((f"export {name} {theme}.pdf", exported.content, data))
        exported = export_document(data, "docx", theme="classic", language=language, name=name)
        out.append((f"export {name}.docx", exported.content, data))
    return out


def measure(rows: list[tuple[str, bytes, dict]], runs: int) -> list[dict]:
    from resumes.importing.parse import parse_bytes
    from resumes.importing.words import kept_fraction
    from resumes.importing.worker import parse_in_worker
    from tests.resumes.importing.corpus.scoring import score_document

    results = []
    for name, content, expected in rows:
        timings, worker = [], []
        for _ in range(runs):
            started = time.perf_counter()
            draft = parse_bytes(content)
            timings.append(time.perf_counter() - started)
            started = time.perf_counter()
            parse_in_worker(content)
            worker.append(time.perf_counter() - started)
        score = score_document(expected, draft.document)
        results.append(
            {
                "name": name,
                "precision": score.precision,
                "recall": score.recall,
                "f1": score.f1,
                "kept": kept_fraction(draft.source_text, draft.document),
                "ms": statistics.median(timings) * 1000,
                "worker_ms": statistics.median(worker) * 1000,
                "unplaced": len(draft.unplaced),
            }
        )
    return results


def show(title: str, results: list[dict], f1_target: float) -> bool:
    print(f"\n{title}")
    columns = ("P", "R", "F1", "kept", "ms", "worker", "unplaced")
    widths = (6, 6, 6, 6, 7, 7, 8)
    print(f"{'document':38} " + " ".join(f"{c:>{w}}" for c, w in zip(columns, widths, strict=True)))
    ok = True
    for r in results:
        good = r["f1"] >= f1_target and r["kept"] >= 0.98 and r["worker_ms"] <= 2000
        ok = ok and good
        print(
            f"{r['name']:38} {r['precision']:6.3f} {r['recall']:6.3f} {r['f1']:6.3f} "
            f"{r['kept']:6.3f} {r['ms']:7.0f} {r['worker_ms']:7.0f} {r['unplaced']:8d}"
            + ("" if good else "  <- below target")
        )
    print(
        f"{'min / max':38} {'':6} {'':6} {min(r['f1'] for r in results):6.3f} "
        f"{min(r['kept'] for r in results):6.3f} {max(r['ms'] for r in results):7.0f} "
        f"{max(r['worker_ms'] for r in results):7.0f}"
    )
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed runs per document (median)")
    parser.add_argument("--smoke", action="store_true", help="one run per document (for CI)")
    parser.add_argument(
        "--no-generated", action="store_true", help="skip the generated corpus (needs Chromium)"
    )
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    ok = show(
        "Corpus (targets: F1 >= 0.90, kept >= 0.98, <= 2 s)", measure(corpus(), args.runs), 0.90
    )
    ok &= show(
        "The app's own exports re-imported (target: F1 >= 0.98)",
        measure(own_exports(), args.runs),
        0.98,
    )
    if not args.no_generated:
        from bench.parts import import_corpus, import_scores

        started = time.perf_counter()
        documents = import_corpus.build(smoke=args.smoke)
        made = time.perf_counter() - started
        print(f"\nGenerated corpus: {len(documents)} documents (made in {made:.0f} s)")
        rows = import_scores.score(documents)
        import_scores.show(rows)
        import_scores.worst(rows)
    print("\nall targets met" if ok else "\nsome targets missed")


if __name__ == "__main__":
    main()
