"""Blind held-out import evaluation, sixth set (issue 27): 44 documents, 22 English and 22
Chinese, from 11 generators sets 1-5 never used (bench/parts/import_blind6/make.py: a
spreadsheet résumé printed by LibreOffice Calc, design pages and a LinkedIn-like profile of
text frames exported by LibreOffice Draw, Word-97-style RTF printed by Writer, BOSS直聘-,
智联招聘- and Indeed-like exports opened by Writer/Web, a Google-Docs-like raw DOCX, a CSS-grid
builder page printed by Chromium with its header and footer on, a driver-like PostScript
program distilled by Ghostscript; scans with a seal and pen marks rasterised by Ghostscript,
copies of copies and folded-page phone photos rasterised by pdftocairo), 12 professions sets
1-5 did not use. Each document is read from outside, as the issue measures: `manage.py
import_resume FILE --user U --json` in a subprocess, against a temporary SQLite database made
for the run; scored and reported by bench/parts/blind_harness.py (the same scorer, tables and
goals as sets 3 to 5).

    .venv/bin/python bench/import_blind6.py [--smoke] [--keep DIR] [--failures]

--smoke builds and scores 2 documents (a Chinese BOSS-like export through Writer/Web, a
PostScript CV: no OCR); --keep builds into DIR and writes each import's result beside its
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

    command(__doc__.splitlines()[0], "blind6", "bench.parts.import_blind6.make")


if __name__ == "__main__":
    main()
