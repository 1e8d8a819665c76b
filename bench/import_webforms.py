"""Import accuracy on pasted application forms laid out the way other systems lay them out
(`bench/parts/webform_people.py`, `webform_render.py`): Workday-, Taleo-, Greenhouse/Lever-
like forms and a recruiter's candidate profile in English; 智联招聘-, 前程无忧-, 猎聘-,
BOSS直聘-like resumes copied as text in Chinese. Six people of six professions outside
software, four layouts each (24 documents); person 2 of each language is held out of tuning
and reported apart. Field F1 and content recall as in bench/import_accuracy.py.

    .venv/bin/python bench/import_webforms.py [--worst N] [--out DIR] [--show NAME]
                                              [--round2] [--smoke]

--round2: four more layouts (`webform_render2.py`), written after the rules and never tuned
on before their first figures were taken; person 2 of each language held out here too.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")


def build(round2: bool = False) -> list[dict]:
    from bench.parts import webform_people as people
    from bench.parts.webform_render import LAYOUTS
    from bench.parts.webform_render2 import LAYOUTS as LAYOUTS2

    if round2:  # written after the first rules; person 2 held out as in the first round
        LAYOUTS = LAYOUTS2

    rows = []
    for lang in ("en", "zh"):
        for index in range(people.count(lang)):
            for layout in LAYOUTS[lang]:
                text, expected = layout(people.person(lang, index))
                rows.append({"name": f"{lang}-{index}-{layout.__name__}.txt", "lang": lang,
                             "layout": layout.__name__, "held_out": people.held_out(index),
                             "content": text.encode(), "expected": expected})  # fmt: skip
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worst", type=int, default=0, help="list the N lowest tuning docs")
    parser.add_argument("--out", type=Path, help="write the documents and ground truth here")
    parser.add_argument("--show", help="print one tuning document's import as JSON")
    parser.add_argument("--round2", action="store_true", help="the second round's layouts")
    parser.add_argument("--smoke", action="store_true", help="the first person of each language")
    args = parser.parse_args()
    import django

    django.setup()
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    rows = build(args.round2)
    if args.smoke:
        rows = [r for r in rows if r["name"][3] == "0"]
    for row in rows:
        row["found"] = parse_bytes(row["content"]).document
        row["f1"] = score_document(row["expected"], row["found"]).f1
        row["recall"] = content_recall(row["expected"], row["found"])
        if args.out:
            args.out.mkdir(parents=True, exist_ok=True)
            (args.out / row["name"]).write_bytes(row["content"])
            (args.out / f"{row['name']}.expected.json").write_text(
                json.dumps(row["expected"], ensure_ascii=False, indent=2), encoding="utf-8"
            )
        if args.show == row["name"] and not row["held_out"]:
            print(json.dumps(row["found"], ensure_ascii=False, indent=1))
    groups: dict[str, list[dict]] = {}
    for row in rows:
        part = "held-out" if row["held_out"] else "tuning"
        for key in (part, f"{part} {row['lang']}", f"{part} {row['layout']}"):
            groups.setdefault(key, []).append(row)
    print(f"{'group':26} {'docs':>4} {'F1':>6} {'F1 min':>6} {'recall':>6} {'rec min':>7}")
    for key in sorted(groups):
        f1 = [m["f1"] for m in groups[key]]
        recall = [m["recall"] for m in groups[key]]
        print(f"{key:26} {len(f1):4d} {statistics.mean(f1):6.3f} {min(f1):6.3f} "
              f"{statistics.mean(recall):6.3f} {min(recall):7.3f}")  # fmt: skip
    tuning = [r for r in rows if not r["held_out"]]
    for row in sorted(tuning, key=lambda r: r["f1"])[: args.worst]:
        print(f"  {row['name']:24} F1 {row['f1']:.3f} recall {row['recall']:.3f}")


if __name__ == "__main__":
    main()
