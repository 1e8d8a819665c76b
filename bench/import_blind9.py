"""Blind held-out import evaluation, ninth set (issue 27): 32 documents, 16 English and 16
Chinese, from 10 generators sets 2-8 never used (bench/parts/import_blind9/make.py: a pdfTeX
CV in the Overleaf manner, a web builder's Word file written by the npm docx package, a web
builder's client-side jsPDF page with a dark sidebar, a GitHub profile README as a CV, a
Windows Notepad .txt in GBK or UTF-16 with CRLF, a CV pasted into an e-mail and quoted '> '
under a recruiter's reply; a dark-mode notes app screenshot rasterised by librsvg, a builder's
image-only PDF rasterised by PDFium and wrapped by jsPDF, a photo of a Typst page (Typst's own
PNG export) curling up on a table, a copier's 1-bit Group 4 PDF written by GraphicsMagick), 8
professions sets 2-8 did not use. Each document is read from outside, as the issue measures:
`manage.py import_resume FILE --user U --json` in a subprocess, against a temporary SQLite
database made for the run; scored and reported by bench/parts/blind_harness.py (the same
scorer, tables and goals as sets 3 to 8).

    .venv/bin/python bench/import_blind9.py [--smoke] [--keep DIR] [--failures]

--smoke builds and scores 2 documents (an English pdfTeX PDF, a Chinese Notepad file: no node,
office suite or OCR); --keep builds into DIR and writes each import's result beside its
document as <name>.imported.json; --failures lists, per document under F1 1 or recall 0.98,
the truth's facts the import lacks and the facts it has that the truth does not.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    from bench.parts.blind_harness import command

    command(__doc__.splitlines()[0], "blind9", "bench.parts.import_blind9.make")


if __name__ == "__main__":
    main()
