"""Import accuracy on styles none of the other corpora use (issue 27, second round): the six
people of `bench/parts/fresh_people.py` (six professions outside software, English and
Chinese) as a Europass-like CV printed by Chromium, a Word file whose sections are rows of a
two-column table with the heading in the left cell, an academic CV with numbered publications
printed by Chromium, and plain text with bracketed headings (`bench/parts/fresh_render.py`).
Written after the rules it measures; person 2 of each language is held out of tuning and
reported apart. Scored in process by `bench/parts/import_bench.py` (field F1, content recall).

    .venv/bin/python bench/import_fresh.py [--smoke] [--worst N] [--out DIR] [--show NAME]
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

from bench.parts import import_bench as bench_rows  # noqa: E402

STYLES = ("europass", "side_table", "academic", "brackets")
# What each style prints: a section it leaves out is no part of its truth.
LEAVES_OUT = {"europass": ("publications",), "side_table": ("publications",)}


def build(smoke: bool = False) -> list[dict]:
    from bench.parts import fresh_people as people
    from bench.parts import fresh_render as render
    from tests.resumes.importing.corpus import chromium

    rows, pages = [], []
    for lang in ("en", "zh"):
        for index in range(1 if smoke else people.count(lang)):
            p = people.person(lang, index)
            for style in STYLES:
                truth = copy.deepcopy(p)
                for key in LEAVES_OUT.get(style, ()):
                    truth.pop(key, None)
                row = {"name": f"{lang}-{index}-{style}", "style": style, "lang": lang,
                       "held_out": people.held_out(index), "expected": truth}  # fmt: skip
                if style in {"europass", "academic"}:
                    row["page"], row["name"] = len(pages), row["name"] + ".pdf"
                    pages.append(getattr(render, style)(p, lang))
                elif style == "side_table":
                    row["content"] = render.side_table_docx(p, lang)
                    row["name"] += ".docx"
                else:
                    row["content"] = render.bracket_text(p, lang).encode()
                    row["name"] += ".txt"
                rows.append(row)
    printed = chromium.print_pdfs(pages)
    for row in rows:
        if "page" in row:
            row["content"] = printed[row.pop("page")]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="person 0 of each language")
    parser.add_argument("--worst", type=int, default=0, help="list the N lowest tuning docs")
    parser.add_argument("--out", type=Path, help="write the documents and ground truth here")
    parser.add_argument("--show", help="print the imported document of this tuning file")
    args = parser.parse_args()
    rows = build(args.smoke)
    if args.out:
        bench_rows.write_out(rows, args.out)
    bench_rows.score(rows)
    bench_rows.show(rows, bench_rows.split_keys("style", "lang"))
    bench_rows.worst(rows, args.worst)
    for row in rows:
        if row["name"] == args.show and not row["held_out"]:
            print(json.dumps(row["found"], ensure_ascii=False, indent=2))
    bench_rows.median_seconds(rows)


if __name__ == "__main__":
    main()
