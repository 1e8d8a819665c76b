"""Sheets on a plain background (`ocr_sheets.py`), with documents of our own
(`corpus/sheets.py`, the tests' people `degraded.PEOPLE`): a spread's two pages are read as
two pages, a PDF viewer's screenshot without its toolbar, a sheet fed crooked by more than
6 degrees on a grey platen is cut out and set level with its dark sidebar kept; a page that
fills its picture, and a dark sidebar running to a scan's edge, are no sheets on a
background; a piece of a dark region in large type is scaled as one line of its own height,
two lines run together as body type (`ocr_regions._line_height`)."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageDraw

from resumes.importing.ocr_regions import _line_height
from resumes.importing.ocr_sheets import sheets
from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import degraded
from tests.resumes.importing.corpus import sheets as captures
from tests.resumes.importing.corpus.scoring import content_recall, score_document

PERSON = degraded.PEOPLE[0]
TRUTH = degraded.truth(PERSON)


def _gray(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("L")


def test_a_spreads_two_pages_are_cut_apart_left_to_right():
    found = sheets(_gray(captures.spread_png(captures.two_page_pdf(PERSON))))

    assert found is not None and len(found) == 2
    for sheet in found:  # each an A4 page at 200 dpi, give or take the bed's margin
        assert 1550 <= sheet.width <= 1750 and 1.3 <= sheet.height / sheet.width <= 1.5
    # The first page holds the name: more ink at its top than the second page's top.
    tops = [float((np.asarray(s)[:400] < 128).mean()) for s in found]
    assert tops[0] > tops[1]


def test_a_viewers_screenshot_gives_its_pages_without_the_toolbar():
    found = sheets(_gray(captures.viewer_png(captures.two_page_pdf(PERSON))))

    assert found is not None and len(found) == 2
    for sheet in found:
        assert 1200 <= sheet.width <= 1280  # the page at 150 dpi, not the window's width
        assert float(np.asarray(sheet)[:20].mean()) > 200  # starts on paper, not the toolbar


def test_a_page_that_fills_its_picture_and_a_sidebar_to_its_edge_are_no_sheets():
    page = Image.new("L", (1240, 1754), 255)
    draw = ImageDraw.Draw(page)
    draw.rectangle((0, 0, 380, 1754), fill=70)  # a dark sidebar running off the left edge
    for y in range(120, 1600, 40):
        draw.rectangle((460, y, 1100, y + 14), fill=20)

    assert sheets(page) is None
    assert sheets(degraded.rasterised(degraded.table_pdf(PERSON), 150)) is None


def test_a_spread_is_read_as_two_pages_with_every_field():
    draft = parse_bytes(captures.spread_png(captures.two_page_pdf(PERSON)))

    assert draft.report["pages"] == 2 and len(draft.report["deskew"]) == 2
    assert content_recall(TRUTH, draft.document) >= 0.95
    assert score_document(TRUTH, draft.document).f1 >= 0.85


def test_a_screenshots_toolbar_is_not_the_persons_name():
    draft = parse_bytes(captures.viewer_png(captures.two_page_pdf(PERSON), "resume_v3.pdf"))

    assert draft.document["basics"]["name"] == PERSON["name"]
    assert "resume_v3" not in draft.source_text
    assert score_document(TRUTH, draft.document).f1 >= 0.9


def test_a_crooked_feed_on_a_grey_platen_is_set_level_and_its_sidebar_read():
    draft = parse_bytes(captures.platen_pdf(captures.sidebar_pdf(PERSON), 7.5))

    assert abs(draft.report["deskew"][0] + 7.5) <= 0.4  # past the 6 degrees looked at before
    for fact in (PERSON["email"], "ETABS", "Polish", "Calder Bridge Partners"):
        assert fact in draft.source_text


def _type(image: Image.Image, rows: list[tuple[int, int]]) -> np.ndarray:
    draw = ImageDraw.Draw(image)
    for top, bottom in rows:  # letters: strokes across the line's height, gaps between
        for x in range(10, 300, 14):
            draw.rectangle((x, top, x + 8, bottom), fill=1)
    return np.asarray(image) > 0


def test_large_type_is_scaled_as_its_own_line_and_two_lines_as_body_type():
    body = 20.0
    name = _type(Image.new("L", (320, 44), 0), [(4, 40)])  # one line 2.2 body sizes tall
    two = _type(Image.new("L", (320, 44), 0), [(2, 18), (26, 42)])  # two body lines

    assert _line_height(name, body) == 44 * 0.7
    assert _line_height(two, body) == body
    assert _line_height(name[:24], body) == body  # body type as it was
