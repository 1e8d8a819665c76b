"""Blind held-out import evaluation, fourth set (issue 27): 48 documents, 24 English and 24
Chinese, from 10 generators this project never used to write its parser
(bench/parts/import_blind4/make.py: Typst, wkhtmltopdf, xhtml2pdf, AbiWord PDF and DOCX,
odfpy ODT -> LibreOffice PDF, enscript -> ps2pdf, CVs pasted into email bodies, fax-like,
low-quality JPEG and 2-page scans, phone photos), 12 professions set 3 did not use. Each
document is read from outside, as the issue measures: `manage.py import_resume FILE --user U
--json` in a subprocess, against a temporary SQLite database made for the run; scored and
reported by bench/parts/blind_harness.py (the same scorer, tables and goals as set 3).

    .venv/bin/python bench/import_blind4.py [--smoke] [--keep DIR] [--failures]

--smoke builds and scores 2 documents (a Typst PDF, a Chinese email: no office suite, no
OCR); --keep builds into DIR and writes each import's result beside its document as
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

    command(__doc__.splitlines()[0], "blind4", "bench.parts.import_blind4.make")


if __name__ == "__main__":
    main()
