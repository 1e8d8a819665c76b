"""Scores of the generated import corpus, grouped: per generator, per language, text apart
from OCR, held-out professions apart (used by bench/import_accuracy.py)."""

from __future__ import annotations

import statistics
import time
from collections import defaultdict
from typing import Any


def score(documents) -> list[dict[str, Any]]:
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    rows = []
    for d in documents:
        started = time.perf_counter()
        try:
            draft = parse_bytes(d.content)
            document = draft.document
        except Exception as exc:  # a refused file scores zero, and says why
            document = {"error": str(exc)}
        seconds = time.perf_counter() - started
        s = score_document(d.expected, document)
        rows.append(
            {
                "doc": d,
                "f1": s.f1,
                "recall": content_recall(d.expected, document),
                "seconds": seconds,
            }
        )
    return rows


def groups(rows: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        d = row["doc"]
        out[f"generator {d.generator}"].append(row)
        out[f"language {d.language}"].append(row)
        kind = "OCR (scans, photos)" if d.ocr else "text documents"
        out[kind].append(row)
        out[f"{kind}, {d.language}"].append(row)
        held = "held-out professions" if d.held_out else "tuned-on professions"
        out[held].append(row)
        out[f"{held}, {'OCR' if d.ocr else 'text'}"].append(row)
    return dict(out)


def show(rows: list[dict[str, Any]]) -> None:
    heads = f"{'docs':>4} {'F1':>6} {'F1 min':>6} {'recall':>6} {'rec min':>7} {'med s':>6}"
    print(f"\n{'group':34} {heads}")
    for name, members in sorted(groups(rows).items()):
        f1 = [m["f1"] for m in members]
        recall = [m["recall"] for m in members]
        seconds = statistics.median(m["seconds"] for m in members)
        print(
            f"{name:34} {len(members):4d} {statistics.mean(f1):6.3f} {min(f1):6.3f} "
            f"{statistics.mean(recall):6.3f} {min(recall):7.3f} {seconds:6.2f}"
        )


def worst(rows: list[dict[str, Any]], count: int = 8) -> None:
    print("\nlowest F1:")
    for row in sorted(rows, key=lambda r: r["f1"])[:count]:
        print(f"  {row['doc'].name:34} F1 {row['f1']:.3f} recall {row['recall']:.3f}")
