"""Kept-out documents of the text7 round (issue 27): documents of people and layouts of their
own for the families served by that round's rules, none looked at while the rules were
written (the rules' tests use other people): Markdown CVs through pandoc's ODT writer printed
by LibreOffice Writer (sections at '#' or '##', entries as headings or bold lines, labelled
tables, definition lists, a block quote), and DOCX files of Word content controls (block and
run controls, date pickers, a repeating section, controls in table cells). Sources in
bench/parts/kept_text7.py. Each is parsed in-process (`parse_bytes`) and scored with the
corpus scorer.

    .venv/bin/python bench/import_kept_text7.py [--smoke] [--show]

--smoke: the first two documents; --show: each document's misses. Needs pandoc and
LibreOffice Writer (one LibreOffice start for all the ODT files).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _odt(markdown: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="kept7_pandoc_") as temp:
        out = Path(temp) / "cv.odt"
        command = ["pandoc", "-f", "markdown", "-t", "odt", "-o", str(out)]
        done = subprocess.run(command, input=markdown.encode(), capture_output=True, timeout=60)
        done.check_returncode()
        return out.read_bytes()


def documents() -> list[tuple[str, bytes, dict]]:
    from bench.parts import kept_text7
    from bench.parts.import_blind7 import office

    markdown = list(kept_text7.MARKDOWN.items())
    if "--smoke" in sys.argv:
        markdown = markdown[:1]
    odts = [(_odt(source), "odt", "pdf") for _key, (source, _truth) in markdown]
    office.prepare(odts)
    out = [(f"pandoc-odt-{key}", office.convert(*odt[:2]), truth)
           for (key, (_source, truth)), odt in zip(markdown, odts, strict=True)]  # fmt: skip
    for key, person in kept_text7.SDT_PEOPLE.items():
        out.append((f"docx-{key}", kept_text7.sdt_docx(person), person["truth"]))
    return out


def main() -> None:
    from bench.import_kept_text5 import report

    docs = documents()
    if "--smoke" in sys.argv:
        docs = [docs[0], docs[-1]]
    report(docs)


if __name__ == "__main__":
    main()
