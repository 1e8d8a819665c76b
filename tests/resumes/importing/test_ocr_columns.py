"""A scanned page's columns (`ocr_columns.py`): a sidebar and the main column set apart even
where Tesseract joined one of their rows into a line, the header above staying on top."""

from __future__ import annotations

from resumes.importing.ocr_columns import sidebar_split
from resumes.importing.pdfrows import Char


def _row(words: list[tuple[str, float]], y: float) -> list:
    """A Tesseract line as placed characters: each word 6 points a letter, a space between."""
    out = []
    for text, x in words:
        if out:
            out.append(Char(" ", x, x, y, 9, False, False))
        out.append(Char(text, x, x + 6 * len(text), y, 9, False, False))
    return out


def test_a_line_joined_across_the_column_gap_is_cut_there():
    """Layout family: a sidebar beside the main column in small type (a stained slide CV):
    Tesseract joined a sidebar row and a main row into one line with no word in the gap;
    the page still splits into its columns, that line cut in two, and the header above where
    both columns begin (the name, a banner's contact row across the gap) stays on top."""
    lines = [
        _row([("Matteo Ferraresi", 30)], 20),
        _row([("tel", 120), ("+39", 145), ("347", 170), ("8816", 200)], 60),
    ]
    for n in range(8):
        lines.append(_row([(f"Skill{n}", 40), ("Restoration", 80)], 120 + 14 * n))
        lines.append(_row([("Made", 230), ("violins", 265), ("and", 315), ("violas", 345)],
                          120 + 14 * n + 7))  # fmt: skip
    joined = _row([("Italian", 40), ("(Native)", 85), ("Owner", 230), ("and", 268)], 250)
    lines.append(joined)
    chars, spans = [], []
    for line in lines:
        spans.append((len(chars), len(chars) + len(line)))
        chars += line
    top, narrow, wide = sidebar_split(chars, spans, 595)
    text = [" ".join(c.text for c in part if not c.text.isspace()) for part in (top, narrow, wide)]
    assert text[0] == "Matteo Ferraresi tel +39 347 8816"
    assert "Italian (Native)" in text[1] and "Owner" not in text[1]
    assert text[2].endswith("Owner and")
