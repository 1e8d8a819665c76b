"""Import accuracy on typesetters the parser was never written against (issue 27's "a corpus
the parser is not written against"): the people of `bench/parts/press_people.py` (ten
professions the other corpora lack, English and Chinese) as pandoc Markdown pasted as text,
pandoc's HTML printed by Chromium in a serif book style (justified, hyphenated, small caps,
➢ / ▪ bullets, numbered highlights), pandoc's own DOCX writer, troff typeset by groff
and made a PDF by ghostscript (English), and pandoc's DOCX restyled as a justified serif page
(Times New Roman, small caps) exported to PDF by LibreOffice headless (added after the first
rules, its first figures taken before any change for it), and a Google Docs-like
two-column template printed by Chromium (added last, likewise). People 3 and 4 of each language
are held out of tuning and reported apart. Field F1 and content recall as in
bench/import_accuracy.py (targets: F1 >= 0.95 over the text documents, recall >= 0.98 on
every one, <= 2 s each).

    .venv/bin/python bench/import_press.py [--smoke] [--worst N] [--out DIR] [--show NAME]
                                           [--forms]

--forms: instead, the same people's resumes copied as text out of job sites' pages
(`bench/parts/press_forms.py`: Indeed-, SmartRecruiters-, USAJOBS-like and a LinkedIn page
copied in a browser; BOSS直聘-app- and 智联-web-like), written after every rule above.

--smoke: person 0 of each language only. --worst N lists the N lowest tuning documents;
--show NAME prints one imported document (tuning documents only).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

from bench.parts import import_bench as bench_rows  # noqa: E402

FAMILIES = ("markdown", "html", "docx", "groff", "libreoffice", "gdocs")


def build(smoke: bool = False) -> list[dict]:
    from bench.parts import press_people as people
    from bench.parts import press_render as render
    from tests.resumes.importing.corpus import chromium

    rows, pages, words = [], [], []
    for lang in ("en", "zh"):
        for index in range(1 if smoke else people.count(lang)):
            p, layout = people.person(lang, index), index % 2
            for family in FAMILIES:
                if family == "groff" and lang == "zh":
                    continue
                row = {"name": f"{lang}-{index}-{family}", "family": family, "lang": lang,
                       "held_out": people.held_out(index), "expected": p}  # fmt: skip
                if family == "markdown":
                    row["content"] = render.markdown(p, lang, layout).encode()
                    row["name"] += ".md"
                elif family in {"html", "gdocs"}:
                    row["page"], row["name"] = len(pages), row["name"] + ".pdf"
                    pages.append(
                        render.gdocs(p, lang)
                        if family == "gdocs"
                        else render.pandoc_html(p, lang, layout)
                    )
                elif family == "docx":
                    row["content"], row["name"] = (
                        render.pandoc_docx(p, lang, layout),
                        row["name"] + ".docx",
                    )
                elif family == "groff":
                    row["content"], row["name"] = render.groff(p, layout), row["name"] + ".pdf"
                else:
                    row["word"], row["name"] = len(words), row["name"] + ".pdf"
                    words.append(render.serif_docx(p, lang, layout))
                rows.append(row)
    printed = chromium.print_pdfs(pages)
    exported = render.libreoffice_pdfs(words) if words else []
    for row in rows:
        if "page" in row:
            row["content"] = printed[row.pop("page")]
        if "word" in row:
            row["content"] = exported[row.pop("word")]
    return rows


def build_forms(smoke: bool = False) -> list[dict]:
    """Resumes copied out of job sites' pages (`press_forms.py`), as text."""
    from bench.parts import press_forms as forms
    from bench.parts import press_people as people

    rows = []
    for lang in ("en", "zh"):
        for index in range(1 if smoke else people.count(lang)):
            p = people.person(lang, index)
            for layout in forms.LAYOUTS[lang]:
                text, truth = layout(p)
                rows.append({"name": f"{lang}-{index}-{layout.__name__}.txt", "lang": lang,
                             "family": layout.__name__, "held_out": people.held_out(index),
                             "expected": truth, "content": text.encode()})  # fmt: skip
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="person 0 of each language")
    parser.add_argument("--worst", type=int, default=0, help="list the N lowest tuning docs")
    parser.add_argument("--out", type=Path, help="write the documents and ground truth here")
    parser.add_argument("--show", help="print the imported document of this tuning file")
    parser.add_argument("--forms", action="store_true", help="resumes copied from job sites")
    args = parser.parse_args()
    rows = build_forms(args.smoke) if args.forms else build(args.smoke)
    if args.out:
        bench_rows.write_out(rows, args.out)
    bench_rows.score(rows)
    bench_rows.show(rows, bench_rows.split_keys("family", "lang"), width=26)
    bench_rows.worst(rows, args.worst)
    for row in rows:
        if row["name"] == args.show and not row["held_out"]:
            print(json.dumps(row["found"], ensure_ascii=False, indent=2))
    bench_rows.median_seconds(rows)


if __name__ == "__main__":
    main()
