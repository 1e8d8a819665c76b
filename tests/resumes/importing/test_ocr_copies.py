"""A copy of a copy (`resumes/importing/ocr_copies.py`): the copier's thin streaks running down
the page, each generation's at its own lean, painted out so Tesseract reads the rows they
crossed; type, a filled sidebar and short rules are left as they were."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from resumes.importing.ocr_copies import without_streaks

SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
ROWS = ("Phone +47 912 44 806", "Norwegian Native", "English Fluent", "Mixed live sound")


def _copy(streaks: bool = True) -> Image.Image:
    """A grey 200 dpi page of rows of type, two thin streaks down it at 0.6 and -1.1 degrees."""
    page = Image.new("L", (1600, 2200), 236)
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(SERIF, 34)
    for n, text in enumerate(ROWS * 6):
        draw.text((150, 150 + n * 80), text, fill=25, font=font)
    if streaks:
        for x, lean in ((420, 0.6), (1010, -1.1)):
            shift = np.tan(np.radians(lean)) * 2200
            draw.line((x, 0, x + shift, 2199), fill=110, width=3)
    return page


def _read(page: Image.Image) -> str:
    import pytesseract

    return pytesseract.image_to_string(page.crop((100, 120, 1200, 480)), lang="eng")


def test_two_streaks_at_their_own_leans_are_painted_out():
    page, found = without_streaks(_copy())
    assert found == 2
    pixels = np.asarray(page)
    clean = np.asarray(_copy(streaks=False))
    # Away from the type, where each streak ran, the paper is back.
    assert pixels[2060:2190, 400:450].min() > 200
    assert pixels[2060:2190, 960:1020].min() > 200
    # The type elsewhere untouched.
    assert (pixels[150:600, 150:380] == clean[150:600, 150:380]).all()


def test_the_row_a_streak_crossed_reads_whole():
    assert "+47 912 44 806" not in _read(_copy())  # the streak read as a mark in the number
    text = _read(without_streaks(_copy())[0])
    assert "+47 912 44 806" in text
    assert "English Fluent" in text


def test_type_a_sidebar_and_a_short_rule_are_no_streaks():
    page = Image.new("L", (1600, 2200), 250)
    draw = ImageDraw.Draw(page)
    draw.rectangle((0, 0, 400, 2200), fill=60)  # a filled sidebar down the page
    draw.line((600, 100, 600, 900), fill=30, width=3)  # a rule down a third of it
    font = ImageFont.truetype(SERIF, 34)
    for n in range(24):
        draw.text((650, 100 + n * 85), "lllllll IIIIII |||| 1111", fill=20, font=font)
    out, found = without_streaks(page)
    assert found == 0
    assert out is page
