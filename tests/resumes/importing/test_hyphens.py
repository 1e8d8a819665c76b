"""Line-end hyphens (`resumes/importing/hyphens.py`): a typesetter's hyphen inside a word is
dropped when the wrapped rows are joined, a compound's own hyphen stays."""

from __future__ import annotations

import pytest

from resumes.importing.hyphens import hyphenating, mark_soft_hyphens
from resumes.importing.lines import join_wrapped, plain_line


def _joined(first: str, second: str, typeset: bool, elsewhere: str = "") -> str:
    lines = [plain_line(first), plain_line(second, continues=True)]
    if elsewhere:
        lines.append(plain_line(elsewhere, block_start=True))
    mark_soft_hyphens(lines, typeset)
    return join_wrapped(lines[0].parts[-1].text, lines[1].text)


def test_a_typesetters_hyphen_inside_a_word_is_dropped():
    assert (
        _joined("a line check airman who trains first offi-", "cers and writes", typeset=True)
        == "a line check airman who trains first officers and writes"
    )


def test_a_word_shown_whole_elsewhere_loses_its_line_end_hyphen_whatever_made_the_pdf():
    text = _joined("studies through con-", "struction supervision", False, "Construction law")

    assert text == "studies through construction supervision"


@pytest.mark.parametrize("typeset", [True, False])
def test_a_compound_broken_at_its_own_hyphen_keeps_it(typeset):
    # Chromium does not hyphenate: its line-end hyphen is the word's; a typeset document
    # that writes the compound whole elsewhere shows the hyphen is the word's too.
    elsewhere = "Wrote the de-icing checklist" if typeset else ""
    text = _joined("rewriting the de-", "icing checklist", typeset, elsewhere)

    assert text == "rewriting the de-icing checklist"


def test_a_capitalised_next_row_is_not_the_rest_of_a_hyphenated_word():
    assert _joined("Saint Luke Hospital, Denver-", "Boulder region", True) == (
        "Saint Luke Hospital, Denver-Boulder region"
    )


@pytest.mark.parametrize(
    ("made_by", "expected"),
    [
        ("groff version 1.22.4 GPL Ghostscript 10.0", True),
        ("LaTeX with hyperref pdfTeX-1.40.25", True),
        ("Adobe InDesign 18.0 (Macintosh) Adobe PDF Library 17.0", True),
        ("Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0 Skia/PDF m120", False),
        ("Microsoft® Word for Microsoft 365", False),
        ("Writer LibreOffice 7.4", False),
    ],
)
def test_typesetters_that_hyphenate_by_default_are_told_by_the_pdfs_maker(made_by, expected):
    assert hyphenating(made_by) is expected
