"""Held-out import evaluation (issue 27): documents the parser was not written against
(bench/parts/import_heldout.py: Chromium-printed HTML in five styles, a table-layout DOCX,
e-mail text, Markdown with unusual headings, scans as PNG/JPEG; nine professions, English and
Chinese) built into a temporary folder and read through the function `manage.py
import_resume` calls (resumes.importing.service.draft_from_file, in the worker process).
Scored as bench/parts/import_scores.py scores the tuning corpus: field F1
(tests/resumes/importing/corpus/scoring.score_document) and content recall (every word of the
ground truth found as a word, in the fields: dates and the headings of sections placed
count); words kept (the truth's words found anywhere, x-unplaced too); seconds per document.
Prints per document, per style, per language, text apart from OCR, then the facts missed in
the worst documents.

    .venv/bin/python bench/import_heldout.py [--smoke] [--keep DIR]

--smoke builds and scores 2 documents.
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


def read(path: Path) -> tuple[dict, float, str]:
    from resumes.importing import ImportRejected
    from resumes.importing.service import draft_from_file

    started = time.perf_counter()
    try:
        document, kind = draft_from_file(raw=path.read_bytes()).document, ""
    except ImportRejected as exc:  # a refused file scores zero, and says why
        document, kind = {}, "refused: " + "; ".join(m for _, m in exc.problems)
    return document, time.perf_counter() - started, kind


def _strings(value, out: list[str]) -> list[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if not key.endswith("Date") and key != "date":
                _strings(item, out)
    elif isinstance(value, list):
        for item in value:
            _strings(item, out)
    elif isinstance(value, str):
        out.append(value)
    return out


def words_kept(expected: dict, found: dict) -> float:
    """Share of the ground truth's words (dates left out) found anywhere in the import, as
    words, placed or not: only glued, split and lost words lower it (content recall also
    wants the dates and the section headings of sections placed)."""
    from resumes.importing.words import document_tokens

    wanted = document_tokens({"x-unplaced": _strings(expected, [])})
    got = document_tokens({"x-unplaced": _strings(found, [])})
    total = sum(wanted.values())
    return sum(min(n, got.get(w, 0)) for w, n in wanted.items()) / total if total else 1.0


def missed(expected: dict, found: dict) -> list[str]:
    """The facts of the ground truth the import lost or got wrong, per section, with what was
    found in their place (basics) or how many entries came out."""
    from tests.resumes.importing.corpus.scoring import ENTRY_FIELDS, _basics, _entries, _terms

    out = []
    want, got = _basics(expected.get("basics") or {}), _basics(found.get("basics") or {})
    have = dict(got)
    for key, value in want:
        if (key, value) not in got:
            out.append(f"basics.{key}: wanted {value[:70]!r}, got {have.get(key, '')[:90]!r}")
    for section, fields in ENTRY_FIELDS.items():
        wanted, came = expected.get(section) or [], found.get(section) or []
        if not wanted and not came:
            continue
        s = _entries(wanted, came, fields)
        if s.false_negative or s.false_positive:
            out.append(
                f"{section}: {len(wanted)} entries wanted, {len(came)} found; "
                f"{s.false_negative} facts missed, {s.false_positive} wrong or extra"
            )
    want_terms = {t for _, t in _terms(expected.get("skills"))}
    got_terms = {t for _, t in _terms(found.get("skills"))}
    if want_terms != got_terms:
        lost = sorted(want_terms - got_terms)[:5]
        extra = sorted(got_terms - want_terms)[:5]
        out.append(f"skills: lost {lost}, extra {extra}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="2 documents")
    parser.add_argument("--keep", type=Path, help="build into this folder and keep it")
    args = parser.parse_args()

    import django

    django.setup()
    from bench.parts.import_heldout import build, plan
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    with tempfile.TemporaryDirectory() as temp:
        folder = args.keep or Path(temp)
        started = time.perf_counter()
        built = build(plan(smoke=args.smoke), folder)
        print(f"built {len(built)} documents in {time.perf_counter() - started:.1f} s ({folder})")
        rows = []
        print(
            f"\n{'document':24} {'style':18} {'lang':4} "
            f"{'F1':>6} {'recall':>6} {'kept':>6} {'sec':>5}"
        )
        for doc in built:
            document, seconds, refused = read(doc.path)
            f1 = score_document(doc.truth, document).f1
            recall = content_recall(doc.truth, document)
            kept = words_kept(doc.truth, document)
            rows.append(
                {
                    "doc": doc,
                    "f1": f1,
                    "recall": recall,
                    "kept": kept,
                    "s": seconds,
                    "found": document,
                }
            )
            note = f"  {refused}" if refused else ""
            print(
                f"{doc.doc_id:24} {doc.style:18} {doc.language:4} {f1:6.3f} {recall:6.3f} "
                f"{kept:6.3f} {seconds:5.2f}{note}"
            )
            if args.keep:
                out = folder / f"{doc.doc_id}.imported.json"
                out.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
    show(rows)
    print("\nfacts missed, lowest F1 first:")
    for row in sorted(rows, key=lambda r: r["f1"])[: max(6, len(rows) // 2)]:
        print(
            f"  {row['doc'].doc_id} (F1 {row['f1']:.3f}, recall {row['recall']:.3f}, "
            f"words kept {row['kept']:.3f})"
        )
        for line in missed(row["doc"].truth, row["found"]):
            print(f"      {line}")


def show(rows: list[dict]) -> None:
    groups: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        d = row["doc"]
        ocr = d.style.startswith("scan:")
        groups[f"style {d.style}"].append(row)
        groups[f"language {d.language}"].append(row)
        groups["OCR (scans)" if ocr else "text documents"].append(row)
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
