"""OCR of copies and folded-page photos on a kept-out set (issue 27, part 4): the documents of
`bench/parts/ocr_kept6b.py` (own reportlab pages, own copy-chain and fold/photo degradations,
two English and two Chinese people), each read by `parse_bytes` (what `import_resume FILE
--user U --json` stores) and scored: field F1, content recall, seconds. Never tuned on: the
OCR stages for set 6's copier and folded families were written against set 6 and measured
here apart.

    .venv/bin/python bench/ocr_kept6b.py [--smoke] [--kind cycled,halved,quartered]

Targets (issue 27): recall >= 0.95, F1 >= 0.85, <= 8 s per scanned page on 2 cores.
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="one document")
    parser.add_argument("--kind", help="only these kinds, e.g. halved,quartered")
    args = parser.parse_args()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from bench.parts.ocr_kept6b import documents
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    rows = []
    print(f"{'document':28} {'F1':>6} {'recall':>6} {'sec':>6}")
    for doc_id, data, truth in documents():
        kind = doc_id.split("_")[2].split(".")[0]
        if args.kind and kind not in args.kind.split(","):
            continue
        started = time.perf_counter()
        document = parse_bytes(data).document
        seconds = time.perf_counter() - started
        f1, recall = score_document(truth, document).f1, content_recall(truth, document)
        rows.append((kind, doc_id.split("_")[1], f1, recall, seconds))
        print(f"{doc_id:28} {f1:6.3f} {recall:6.3f} {seconds:6.2f}", flush=True)
        if args.smoke:
            break
    print()
    groups = {r[0] for r in rows} | {r[1] for r in rows}
    for group in [*sorted(groups), "all"]:
        mine = [r for r in rows if group in (r[0], r[1], "all")]
        print(
            f"{group:10} F1 {statistics.mean(r[2] for r in mine):.3f} "
            f"(lowest {min(r[2] for r in mine):.3f}) "
            f"recall {statistics.mean(r[3] for r in mine):.3f} "
            f"(lowest {min(r[3] for r in mine):.3f}) "
            f"median s {statistics.median(r[4] for r in mine):.2f}"
        )


if __name__ == "__main__":
    main()
