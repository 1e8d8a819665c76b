"""What the in-process import benches share (`bench/import_press.py`,
`bench/import_families.py`, `bench/import_fresh.py`): each row (a dict with `content`, the
file's bytes, and `expected`, its ground truth) parsed and scored as
bench/import_accuracy.py scores (field F1, content recall), the rows' groups printed, the
files written out with their truths."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path


def score(rows: list[dict]) -> None:
    """Each row gets `found` (the imported document), `seconds`, `f1` and `recall`."""
    import django

    django.setup()  # content_recall's tokens come from the app
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    for row in rows:
        started = time.perf_counter()
        row["found"] = parse_bytes(row["content"]).document
        row["seconds"] = time.perf_counter() - started
        row["f1"] = score_document(row["expected"], row["found"]).f1
        row["recall"] = content_recall(row["expected"], row["found"])


def show(rows: list[dict], keys: Callable[[dict], tuple[str, ...]], width: int = 28) -> None:
    """Mean and lowest F1 and recall per group; `keys(row)` names the groups a row is in."""
    print(f"{'group':{width}} {'docs':>4} {'F1':>6} {'F1 min':>6} {'recall':>6} {'rec min':>7}")
    groups: dict[str, list[dict]] = {}
    for row in rows:
        for key in keys(row):
            groups.setdefault(key, []).append(row)
    for key in sorted(groups):
        members = groups[key]
        f1 = [m["f1"] for m in members]
        recall = [m["recall"] for m in members]
        print(
            f"{key:{width}} {len(members):4d} {statistics.mean(f1):6.3f} {min(f1):6.3f} "
            f"{statistics.mean(recall):6.3f} {min(recall):7.3f}"
        )


def split_keys(*fields: str) -> Callable[[dict], tuple[str, ...]]:
    """Groups by tuning / held-out, then by each field apart ("held-out docx", "tuning zh")."""

    def keys(row: dict) -> tuple[str, ...]:
        part = "held-out" if row["held_out"] else "tuning"
        return (part, *(f"{part} {row[name]}" for name in fields))

    return keys


def write_out(rows: list[dict], folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for row in rows:
        (folder / row["name"]).write_bytes(row["content"])
        (folder / f"{row['name']}.expected.json").write_text(
            json.dumps(row["expected"], ensure_ascii=False, indent=2), encoding="utf-8"
        )


def worst(rows: list[dict], count: int) -> None:
    tuning = [r for r in rows if not r["held_out"]]
    for row in sorted(tuning, key=lambda r: (r["f1"], r["recall"]))[:count]:
        print(f"  {row['name']:26} F1 {row['f1']:.3f} recall {row['recall']:.3f}")


def median_seconds(rows: list[dict]) -> None:
    print(f"median seconds per document: {statistics.median(r['seconds'] for r in rows):.2f}")
