"""Blind held-out import evaluation, eighth set (issue 27): 32 documents, 16 English and 16
Chinese, from 8 generators sets 1-7 never used (bench/parts/import_blind8/make.py: a sidebar
design drawn by Pango and cairo, a plain-text CV printed from a text editor through the same
path, a web résumé builder's pdfmake PDF, a job-site profile dumped by w3m as text, a 履历表-like
form grid written as a raw content stream for `mutool create`; grey office scans made
searchable by Tesseract's PDF renderer, phone photos of the page on a desk at an angle under
a shadow, a chat app's long screenshot of a document preview drawn by Pillow), 8 professions
sets 1-7 did not use. Each document is read from outside, as the issue measures: `manage.py
import_resume FILE --user U --json` in a subprocess, against a temporary SQLite database made
for the run; scored and reported by bench/parts/blind_harness.py (the same scorer, tables and
goals as sets 3 to 7).

    .venv/bin/python bench/import_blind8.py [--smoke] [--keep DIR] [--failures]

--smoke builds and scores 2 documents (a Chinese w3m dump, an English mutool form: no office
suite, no browser, no OCR); --keep builds into DIR and writes each import's result beside its
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

    command(__doc__.splitlines()[0], "blind8", "bench.parts.import_blind8.make")


if __name__ == "__main__":
    main()
