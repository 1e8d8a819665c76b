"""Blind held-out import evaluation, second set (issue 27): 30 documents from 8 generators
the parser was not written against (bench/parts/import_blind2/make.py: Chromium-printed
Google Docs / Canva / Word-like pages, a LinkedIn-like PDF, python-docx tables, 个人简历 info
grids, scans, phone photos, pasted web forms, Markdown and plain text; 12 professions,
English and Chinese), built into a temporary folder and read through the function `manage.py
import_resume FILE --user U --json` calls (resumes.importing.service.draft_from_file, via
bench/import_heldout.read). Scored with tests/resumes/importing/corpus/scoring.py: field F1
and content recall; words kept (the truth's words found anywhere, placed or not); seconds.
Prints per document, then per generator, per language, text apart from OCR.

    .venv/bin/python bench/import_blind2.py [--smoke] [--keep DIR]

--smoke builds and scores 2 documents; --keep builds into DIR and writes each import's
result beside its document as <name>.imported.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="2 documents")
    parser.add_argument("--keep", type=Path, help="build into this folder and keep it")
    args = parser.parse_args()

    import django

    django.setup()
    from bench.import_heldout import read, words_kept
    from bench.parts.import_blind2.make import build, plan
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    with tempfile.TemporaryDirectory() as temp:
        folder = args.keep or Path(temp)
        started = time.perf_counter()
        built = build(plan(smoke=args.smoke), folder)
        print(f"built {len(built)} documents in {time.perf_counter() - started:.1f} s ({folder})")
        print(f"\n{'document':46} {'F1':>6} {'recall':>6} {'kept':>6} {'sec':>6}")
        rows = []
        for doc in built:
            document, seconds, refused = read(doc.path)
            row = {
                "doc": doc,
                "f1": score_document(doc.truth, document).f1,
                "recall": content_recall(doc.truth, document),
                "kept": words_kept(doc.truth, document),
                "s": seconds,
            }
            rows.append(row)
            note = f"  {refused}" if refused else ""
            print(
                f"{doc.doc_id:46} {row['f1']:6.3f} {row['recall']:6.3f} {row['kept']:6.3f} "
                f"{seconds:6.2f}{note}"
            )
            if args.keep:
                out = folder / f"{doc.doc_id}.imported.json"
                out.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
    show(rows)


def show(rows: list[dict]) -> None:
    groups: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        d = row["doc"]
        groups[f"generator {d.generator}"].append(row)
        groups[f"language {d.language}"].append(row)
        groups["OCR (scans, photos)" if d.ocr else "text documents"].append(row)
        groups["all"].append(row)
    print(
        f"\n{'group':28} {'docs':>4} {'F1':>6} {'F1 min':>6} {'recall':>6} {'rec min':>7} "
        f"{'kept':>6} {'med s':>6}"
    )
    for name, members in sorted(groups.items()):
        f1, recall = [m["f1"] for m in members], [m["recall"] for m in members]
        print(
            f"{name:28} {len(members):4d} {statistics.mean(f1):6.3f} {min(f1):6.3f} "
            f"{statistics.mean(recall):6.3f} {min(recall):7.3f} "
            f"{statistics.mean(m['kept'] for m in members):6.3f} "
            f"{statistics.median(m['s'] for m in members):6.2f}"
        )


if __name__ == "__main__":
    main()
