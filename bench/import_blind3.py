"""Blind held-out import evaluation, third set (issue 27): 56 documents from 12 generators
the parser was not written against (bench/parts/import_blind3/make.py: groff -> PostScript
-> ps2pdf, pandoc Markdown -> HTML -> Chromium, pandoc DOCX, new Chromium templates (sidebar
with icons and skill bars, a table ledger, a letter-spaced poster), 个人简历 grids and a
job-site export, LinkedIn-like PDFs in both interfaces, a raw-XML DOCX with a floating text
box, its LibreOffice PDF export, scans, phone photos, pasted job-board forms, Markdown and
plain text; 15 professions, English and Chinese). Each document is read from outside, as
the issue measures: `manage.py import_resume FILE --user U --json` in a subprocess, against
a temporary SQLite database made for the run. Scored with
tests/resumes/importing/corpus/scoring.py (field F1, content recall) and words kept (the
truth's words anywhere in the import); seconds are the subprocess's wall time, Django's
start included (the start alone, `import_resume --help`, is printed to subtract).
Prints per document, per generator, per language, text apart from OCR, LinkedIn apart,
then the issue's goals beside the figures.

    .venv/bin/python bench/import_blind3.py [--smoke] [--keep DIR] [--failures]

--smoke builds and scores 2 documents; --keep builds into DIR and writes each import's
result beside its document as <name>.imported.json.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    from bench.parts.blind_harness import command

    command(__doc__.splitlines()[0], "blind3", "bench.parts.import_blind3.make")


if __name__ == "__main__":
    main()
