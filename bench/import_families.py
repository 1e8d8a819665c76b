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
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

from bench.parts import import_bench as bench_rows  # noqa: E402

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


def _keys(row: dict) -> tuple[str, ...]:
    part = "held-out" if row["held_out"] else "tuning"
    return (part, f"{part} {row['family']}", f"{part} {row['family']} {row['lang']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="three people per language")
    parser.add_argument("--worst", type=int, default=0, help="list the N lowest tuning docs")
    parser.add_argument("--out", type=Path, help="write the documents and ground truth here")
    args = parser.parse_args()
    rows = build(args.smoke)
    if args.out:
        bench_rows.write_out(rows, args.out)
    bench_rows.score(rows)
    bench_rows.show(rows, _keys)
    bench_rows.worst(rows, args.worst)
    bench_rows.median_seconds(rows)


if __name__ == "__main__":
    main()
