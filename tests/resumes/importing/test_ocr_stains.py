"""Stains taken off a page by their colour (`ocr_stains.py`): a coffee ring's brown tide line
over a printed page is paper again while the black type under and beside it stays as dark;
a red seal and blue type are no stain; a grey picture is left as it was."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFont, ImageOps

from resumes.importing.ocr_stains import without_stains

SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _stained_page() -> Image.Image:
    page = Image.new("RGB", (900, 700), (250, 248, 244))
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(SANS, 28)
    for row in range(8):
        draw.text(
            (60, 60 + row * 70), "Restored cracks and bass bars", font=font, fill=(20, 20, 20)
        )
    # A coffee ring multiplied over the print: a brown rim, a faint inside.
    arr = np.asarray(page, dtype=np.float32)
    yy, xx = np.mgrid[0:700, 0:900]
    dist = np.hypot(xx - 450, yy - 330)
    stain = np.exp(-((dist - 200) ** 2) / (2 * 6.0**2)) * 0.6 + (dist < 200) * 0.12
    brown = np.array([0.55, 0.36, 0.18], dtype=np.float32)
    arr = arr * (1 - stain[..., None] * (1 - brown))
    return Image.fromarray(arr.astype(np.uint8))


def test_a_coffee_ring_is_paper_and_the_type_stays():
    page = _stained_page()
    gray = ImageOps.grayscale(page)
    out = np.asarray(without_stains(page, gray), dtype=np.int16)
    before = np.asarray(gray, dtype=np.int16)
    rim = (slice(325, 335), slice(646, 654))  # the ring's right-hand edge, no type there
    assert before[rim].mean() < 175  # as dark as grey type: painted over as a rule, read as ink
    assert out[rim].mean() > 215
    type_ink = before < 90
    assert np.abs(out[type_ink] - before[type_ink]).max() < 40  # the type is as dark


def test_a_red_seal_blue_type_and_a_grey_page_are_no_stain():
    page = Image.new("RGB", (600, 400), (255, 255, 255))
    draw = ImageDraw.Draw(page)
    draw.ellipse((50, 50, 250, 250), outline=(210, 40, 45), width=12)  # a seal's ring
    draw.rectangle((300, 60, 560, 120), fill=(21, 101, 192))  # a blue heading band
    gray = ImageOps.grayscale(page)
    assert without_stains(page, gray) is gray
    assert without_stains(gray, gray) is gray


def test_paper_warm_all_over_is_no_stain():
    """A phone photo under a lamp: the whole page is warm (255, 247, 230), and left as it was."""
    page = Image.new("RGB", (600, 400), (255, 247, 226))
    ImageDraw.Draw(page).text((40, 40), "Signal engineer", fill=(30, 28, 25))
    gray = ImageOps.grayscale(page)
    assert without_stains(page, gray) is gray


def test_what_the_pen_mark_stage_made_paper_is_left_as_it_made_it():
    """A ring drawn in a warm pen round the name, over a page with a coffee ring: the pen-mark
    stage (`ocr_marks_colour`) has made the pen's pixels paper in the grey picture; the stain
    stage must not take them as a stain's and paint them again (the paper it estimates is a
    shaded page's, darker than that stage's white: the page's corner was then found inside
    the ring, and the name was cut)."""
    page = _stained_page()
    arr = np.asarray(page, dtype=np.float32).copy()
    yy, xx = np.mgrid[0:700, 0:900]
    pen = np.abs(np.hypot((xx - 200) / 160, (yy - 75) / 30) - 1) < 0.06  # round the first row
    arr[pen] = arr[pen] * (1 - 0.5 * (1 - np.array([0.6, 0.4, 0.25], dtype=np.float32)))
    page = Image.fromarray(arr.astype(np.uint8))
    gray = np.asarray(ImageOps.grayscale(page)).copy()
    gray[pen] = 255  # as the pen-mark stage leaves it
    out = np.asarray(without_stains(page, Image.fromarray(gray), marked=True), dtype=np.int16)
    assert (out[pen] == 255).all()
    assert out[325:335, 646:654].mean() > 215  # the coffee ring still paper
