"""Blind held-out import evaluation, seventh set (issue 27): 32 documents, 16 English and 16
Chinese, from 8 generators sets 1-6 never used (bench/parts/import_blind7/make.py: a one-slide
CV exported by LibreOffice Impress, groff's mom macros straight to PDF, Markdown through
pandoc's ODT writer printed by Writer, a DOCX of Word content controls and repeating
sections, an SVG design turned into PDF by svglib, a LinkedIn-like profile placed word by
word with PyMuPDF's TextWriter; phone screenshots of a web profile taken by Chromium's
--screenshot, and pages rasterised by LibreOffice's PNG export with a coffee ring and
handwriting, saved by Pillow's PDF writer), 8 professions sets 1-6 did not use. Each document
is read from outside, as the issue measures: `manage.py import_resume FILE --user U --json`
in a subprocess, against a temporary SQLite database made for the run; scored and reported by
bench/parts/blind_harness.py (the same scorer, tables and goals as sets 3 to 6).

    .venv/bin/python bench/import_blind7.py [--smoke] [--keep DIR] [--failures]

--smoke builds and scores 2 documents (a groff mom CV, a Chinese LinkedIn-like profile: no
office suite, no OCR); --keep builds into DIR and writes each import's result beside its
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

    command(__doc__.splitlines()[0], "blind7", "bench.parts.import_blind7.make")


if __name__ == "__main__":
    main()
