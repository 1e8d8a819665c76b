"""Kept-out documents of the text8a round (issue 27): set 8's Pango/cairo sidebar design, its
text editor's print through Pango and its pdfmake builder page, drawn for other people (blind
set 6's) under other headings, date styles, section orders and type sizes
(bench/parts/kept_text8a.py); none looked at while that round's rules were written. Imported
from outside and scored by bench/parts/blind_harness.py, as set 8 is.

    .venv/bin/python bench/import_kept_text8a.py [--smoke] [--keep DIR] [--failures]
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    from bench.parts.blind_harness import command

    command(__doc__.splitlines()[0], "kept8a", "bench.parts.kept_text8a")


if __name__ == "__main__":
    main()
