"""A blank picture is refused at once (`ocr_page.no_ink`), and a picture with anything on it
still goes to Tesseract: light type on a dark screen, faint grey type, a few words."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from resumes.importing.ocr_page import no_ink


def _noisy_paper(tone: int = 200) -> Image.Image:
    pixels = np.random.default_rng(7).normal(tone, 6, (1200, 900)).clip(0, 255)
    return Image.fromarray(pixels.astype("uint8"))


def test_blank_paper_white_or_noisy_or_dark_has_no_ink():
    assert no_ink(Image.new("L", (2480, 3508), 255))
    assert no_ink(_noisy_paper())
    assert no_ink(Image.new("RGB", (1080, 2400), (18, 18, 18)))


def test_type_on_paper_or_on_a_dark_screen_is_ink():
    page = _noisy_paper(235)
    ImageDraw.Draw(page).text((60, 60), "Registered Nurse, 2019-2024", fill=30, font_size=28)
    assert not no_ink(page)

    screen = Image.new("RGB", (1080, 2400), (18, 18, 18))
    ImageDraw.Draw(screen).text((40, 200), "Cross-border e-commerce", fill=(220,) * 3, font_size=36)
    assert not no_ink(screen)

    faint = Image.new("L", (1700, 2200), 250)
    ImageDraw.Draw(faint).text((80, 80), "Pencil-grey type still counts", fill=200, font_size=30)
    assert not no_ink(faint)
