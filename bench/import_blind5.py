"""Blind held-out import evaluation, fifth set (issue 27): 48 documents, 24 English and 24
Chinese, from 12 generators sets 1-4 never used (bench/parts/import_blind5/make.py: PyMuPDF's
Story HTML engine, a LinkedIn-like profile by the same engine, Chromium re-distilled by
Ghostscript, Chromium rewritten by pikepdf, SVG design pages by rsvg-convert, matplotlib with
Type 3 fonts, HTML saved as DOCX by LibreOffice; a PDF viewer screenshot, a photo of a
monitor, a crumpled sheet, a two-page spread, a crooked feed as an img2pdf image PDF), 12
professions sets 1-4 did not use. Each document is read from outside, as the issue measures:
`manage.py import_resume FILE --user U --json` in a subprocess, against a temporary SQLite
database made for the run; scored and reported by bench/parts/blind_harness.py (the same
scorer, tables and goals as sets 3 and 4).

    .venv/bin/python bench/import_blind5.py [--smoke] [--keep DIR] [--failures]

--smoke builds and scores 2 documents (a Story PDF, a Chinese SVG page: no browser, office
suite or OCR); --keep builds into DIR and writes each import's result beside its document as
<name>.imported.json; --failures lists, per document under F1 1 or recall 0.98, the truth's
facts the import lacks and the facts it has that the truth does not.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    from bench.parts.blind_harness import command

    command(__doc__.splitlines()[0], "blind5", "bench.parts.import_blind5.make")


if __name__ == "__main__":
    main()
