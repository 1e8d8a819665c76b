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
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

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
    print(f"{'group':26} {'docs':>4} {'F1':>6} {'F1 min':>6} {'recall':>6} {'rec min':>7}")
    groups: dict[str, list[dict]] = {}
    for row in rows:
        part = "held-out" if row["held_out"] else "tuning"
        for key in (part, f"{part} {row['family']}", f"{part} {row['lang']}"):
            groups.setdefault(key, []).append(row)
    for key in sorted(groups):
        members = groups[key]
        f1 = [m["f1"] for m in members]
        recall = [m["recall"] for m in members]
        print(
            f"{key:26} {len(members):4d} {statistics.mean(f1):6.3f} {min(f1):6.3f} "
            f"{statistics.mean(recall):6.3f} {min(recall):7.3f}"
        )


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
        args.out.mkdir(parents=True, exist_ok=True)
        for row in rows:
            (args.out / row["name"]).write_bytes(row["content"])
            (args.out / f"{row['name']}.expected.json").write_text(
                json.dumps(row["expected"], ensure_ascii=False, indent=2), encoding="utf-8"
            )
    score(rows)
    show(rows)
    tuning = [r for r in rows if not r["held_out"]]
    for row in sorted(tuning, key=lambda r: (r["f1"], r["recall"]))[: args.worst]:
        print(f"  {row['name']:22} F1 {row['f1']:.3f} recall {row['recall']:.3f}")
    for row in tuning:
        if row["name"] == args.show:
            print(json.dumps(row["found"], ensure_ascii=False, indent=2))
    print(f"median seconds per document: {statistics.median(r['seconds'] for r in rows):.2f}")


if __name__ == "__main__":
    main()
