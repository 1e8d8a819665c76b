"""Import accuracy on issue 27's three hardest layout families, with documents of our own
(`bench/parts/family_people.py`, `family_render.py`): pasted web forms (English and Chinese,
three variants), design-tool two-column PDFs printed by Chromium (sidebar, icons, drawn skill
levels, letter-spaced headings), classic serif one-column PDFs with publications, awards,
volunteer work and memberships. Twelve people of twelve professions outside software; those
held out of tuning (index 2 mod 3) are reported apart. Field F1 and content recall as in
bench/import_accuracy.py (targets F1 >= 0.95, recall >= 0.98 per document).

    .venv/bin/python bench/import_families.py [--smoke] [--worst N] [--out DIR]
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

FAMILIES = ("form", "design", "classic", "form2", "design2")  # 2: the second round
# Form variant of each person: the tuning people (0, 1, 3, 4) meet all three.
FORM_VARIANT = (0, 2, 1, 1, 0, 2)


def build(smoke: bool = False) -> list[dict]:
    from bench.parts import family_people as people
    from bench.parts import family_render as render
    from bench.parts import family_render2 as render2
    from tests.resumes.importing.corpus import chromium

    rows, pages = [], []
    for lang in ("en", "zh"):
        for index in range(people.count(lang)):
            if smoke and index > 2:
                continue
            p = people.person(lang, index)
            for family in FAMILIES:
                row = {"name": f"{lang}-{index}-{family}", "family": family, "lang": lang,
                       "held_out": people.held_out(index)}  # fmt: skip
                if family.startswith("form"):
                    content, row["expected"] = (
                        render.form(p, lang, FORM_VARIANT[index])
                        if family == "form"
                        else render2.form_cells(p, lang)
                    )
                    row["content"], row["name"] = content, row["name"] + ".txt"
                elif family == "design2":
                    html, row["expected"] = render2.design_right(p, lang)
                    row["page"], row["name"] = len(pages), row["name"] + ".pdf"
                    pages.append(html)
                else:
                    html, row["expected"] = (
                        render.design(p, lang, index % 2)
                        if family == "design"
                        else render.classic(p, lang)
                    )
                    row["page"], row["name"] = len(pages), row["name"] + ".pdf"
                    pages.append(html)
                rows.append(row)
    printed = chromium.print_pdfs(pages)
    for row in rows:
        if "page" in row:
            row["content"] = printed[row.pop("page")]
    return rows


def score(rows: list[dict]) -> None:
    import django

    django.setup()
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    for row in rows:
        started = time.perf_counter()
        row["found"] = parse_bytes(row["content"]).document
        row["seconds"] = time.perf_counter() - started
        row["f1"] = score_document(row["expected"], row["found"]).f1
        row["recall"] = content_recall(row["expected"], row["found"])


def show(rows: list[dict]) -> None:
    print(f"{'group':28} {'docs':>4} {'F1':>6} {'F1 min':>6} {'recall':>6} {'rec min':>7}")
    groups: dict[str, list[dict]] = {}
    for row in rows:
        part = "held-out" if row["held_out"] else "tuning"
        for key in (part, f"{part} {row['family']}", f"{part} {row['family']} {row['lang']}"):
            groups.setdefault(key, []).append(row)
    for key in sorted(groups):
        members = groups[key]
        f1 = [m["f1"] for m in members]
        recall = [m["recall"] for m in members]
        print(
            f"{key:28} {len(members):4d} {statistics.mean(f1):6.3f} {min(f1):6.3f} "
            f"{statistics.mean(recall):6.3f} {min(recall):7.3f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="three people per language")
    parser.add_argument("--worst", type=int, default=0, help="list the N lowest tuning docs")
    parser.add_argument("--out", type=Path, help="write the documents and ground truth here")
    args = parser.parse_args()
    rows = build(args.smoke)
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        for row in rows:
            (args.out / row["name"]).write_bytes(row["content"])
            (args.out / f"{row['name']}.expected.json").write_text(
                json.dumps(row["expected"], ensure_ascii=False, indent=2), encoding="utf-8"
            )
    score(rows)
    show(rows)
    tuning = [r for r in rows if not r["held_out"]]
    for row in sorted(tuning, key=lambda r: r["f1"])[: args.worst]:
        print(f"  {row['name']:24} F1 {row['f1']:.3f} recall {row['recall']:.3f}")
    print(f"median seconds per document: {statistics.median(r['seconds'] for r in rows):.2f}")


if __name__ == "__main__":
    main()
