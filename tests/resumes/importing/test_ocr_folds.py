"""A phone photo of a folded page (`resumes/importing/ocr_folds.py`): the page found on a desk
by its hue where its dark sidebar runs to the paper's edge (the brightest region is then only
the main column), and the shade along a crease evened out while a printed dark bar stays."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFilter

from resumes.importing.ocr_folds import cut_page, desk_page, even_creases, page_corners, same_page
from resumes.importing.ocr_page import bright_corners, find_page, perspective
from tests.resumes.importing.corpus import degraded, sheets

CORNERS = [(0.14, 0.08), (0.88, 0.06), (0.92, 0.92), (0.09, 0.94)]  # where the page lies


def _on_desk(page: Image.Image, seed: int = 3) -> Image.Image:
    """`page` (RGB) photographed aslant on a brown wooden desk, 1.25 times its size."""
    rng = np.random.default_rng(seed)
    width, height = round(page.width * 1.25), round(page.height * 1.15)
    desk = rng.normal(0, 7, (height, width, 1)) + np.array([118, 90, 64])
    desk += (np.sin(np.arange(width) / 8.0) * 6)[None, :, None]  # grain
    photo = Image.fromarray(np.clip(desk, 0, 255).astype(np.uint8))
    target = [(x * width, y * height) for x, y in CORNERS]
    source = [(0, 0), (page.width, 0), (page.width, page.height), (0, page.height)]
    coefficients = perspective(source, target)
    warped = page.transform((width, height), Image.Transform.PERSPECTIVE, coefficients)
    mask = Image.new("L", page.size, 255).transform(
        (width, height), Image.Transform.PERSPECTIVE, coefficients
    )
    photo.paste(warped, (0, 0), mask)
    return photo


def _sidebar_page() -> Image.Image:
    page = Image.new("RGB", (700, 990), (250, 246, 236))
    draw = ImageDraw.Draw(page)
    draw.rectangle((0, 0, 220, 990), fill=(24, 44, 82))  # a navy sidebar to the edge
    for y in range(80, 900, 40):
        draw.rectangle((270, y, 640, y + 10), fill=(30, 30, 30))  # rows of "type"
    return page


def test_a_page_with_a_sidebar_to_its_edge_is_found_on_a_brown_desk():
    photo = _on_desk(_sidebar_page())
    assert find_page(photo.convert("L")) is None  # the brightest region is the main column
    corners = page_corners(photo)
    assert corners is not None
    for (x, y), (want_x, want_y) in zip(corners, CORNERS, strict=True):
        assert abs(x - want_x) < 0.02 and abs(y - want_y) < 0.02
    cut = np.asarray(cut_page(photo.convert("L"), corners))
    assert cut.shape[1] / cut.shape[0] == pytest.approx(700 / 990, abs=0.05)
    assert cut[:, : cut.shape[1] // 5].mean() < 90  # the sidebar kept, at the left edge


def test_a_scan_or_a_page_filling_the_picture_has_no_desk():
    scan = Image.new("RGB", (800, 1100), "white")
    draw = ImageDraw.Draw(scan)
    draw.rectangle((0, 0, 250, 1100), fill=(24, 44, 82))  # a scan's own sidebar
    for y in range(80, 1000, 40):
        draw.rectangle((300, y, 740, y + 10), fill="black")
    assert page_corners(scan) is None
    assert page_corners(Image.new("RGB", (800, 1100), (240, 240, 240))) is None


def test_the_shade_along_a_crease_is_evened_out_and_a_printed_bar_kept():
    page = np.full((1000, 700), 235, np.float32)
    page[300:318, 60:640] = 20  # a printed dark bar across
    for y in range(100, 950, 30):
        page[y : y + 8, 80:600:3] = 30  # rows of type
    shade = np.ones((1000, 1), np.float32)
    rows = np.arange(1000)[:, None]
    shade[667:] = 0.85  # the lowest panel turned from the lamp
    shade *= 1 - 0.25 * np.exp(-(((rows - 667) / 12.0) ** 2))  # the crease's ridge (0.64)
    photo = Image.fromarray(np.clip(page * shade, 0, 255).astype(np.uint8))
    out = np.asarray(even_creases(photo), np.float32)
    paper = out[:, 620:690]  # the margin right of the type
    assert paper[660:675].min() > 215  # the crease, once 150, now paper
    assert abs(paper[800:900].mean() - paper[100:200].mean()) < 8  # the panels alike
    assert out[300:318, 60:640].mean() < 40  # the bar still dark
    assert out[670:678, 80:600:3].mean() < 60  # type on the crease still dark


def test_a_flat_page_under_a_lamp_or_a_shadow_is_no_crease():
    """A page photographed flat: lit less towards its foot (a lamp's slope to 0.8) and a
    hand's round shadow over part of some rows. No crease runs across it, so it is left as
    it was (`even_light` evens a slope; divided row by row, the rows' type was thinned)."""
    page = np.full((1000, 700), 235, np.float32)
    for y in range(100, 950, 30):
        page[y : y + 8, 80:600:3] = 30  # rows of type
    rows, cols = np.mgrid[0:1000, 0:700]
    light = 1 - 0.2 * rows / 1000  # the lamp's slope
    light *= 1 - 0.3 * np.exp(-(((rows - 550) / 90.0) ** 2 + ((cols - 250) / 160.0) ** 2))
    photo = Image.fromarray(np.clip(page * light, 0, 255).astype(np.uint8))
    assert np.array_equal(np.asarray(even_creases(photo)), np.asarray(photo))


def test_the_hue_and_the_brightest_region_agree_on_a_plain_page():
    """A white page with no sidebar on the desk: both finders find it, corner for corner, and
    the page is cut as the brightest region cuts it; with a sidebar to the edge they differ."""
    plain = Image.new("RGB", (700, 990), (250, 246, 236))
    draw = ImageDraw.Draw(plain)
    for y in range(80, 900, 40):
        draw.rectangle((70, y, 640, y + 10), fill=(30, 30, 30))
    photo = _on_desk(plain)
    corners, bright = page_corners(photo), bright_corners(photo.convert("L"))
    assert corners is not None and bright is not None
    assert same_page(corners, bright)
    assert desk_page(photo, photo.convert("L")) is None  # cut as `find_page` cuts it
    sidebar = _on_desk(_sidebar_page())
    assert not same_page(page_corners(sidebar), bright_corners(sidebar.convert("L")))
    assert desk_page(sidebar, sidebar.convert("L")) == page_corners(sidebar)
    shifted = [(x + 0.05, y) for x, y in corners]  # a corner off by a twentieth: another page
    assert not same_page(shifted, bright)


@pytest.mark.django_db
def test_a_folded_photo_of_a_sidebar_resume_on_a_brown_desk_reads_its_sidebar():
    from resumes.importing.parse import parse_bytes

    person = degraded.KEPT_OUT[0]
    page = sheets._pages(sheets.sidebar_pdf(person), 150)[0].convert("RGB")
    lit = np.asarray(page, np.float32)
    rows = np.arange(page.height)[:, None, None]
    for fold in (page.height // 3, 2 * page.height // 3):
        lit *= 1 - 0.25 * np.exp(-(((rows - fold) / 12.0) ** 2))
    photo = _on_desk(Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8)), seed=8)
    buffer = io.BytesIO()
    photo.filter(ImageFilter.GaussianBlur(0.5)).save(buffer, "JPEG", quality=80)
    document = parse_bytes(buffer.getvalue()).document
    assert document["basics"]["name"] == person["name"]  # white on the sidebar
    assert document["basics"]["label"] == person["label"]
    companies = {job.get("name") for job in document.get("work", [])}
    assert {w[1] for w in person["work"]} <= companies
