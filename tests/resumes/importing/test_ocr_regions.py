"""Ink no recognised word covers, read again (`ocr_regions.reread_uncovered`): blocks Tesseract's
page segmentation dropped, and light type on a dark region (a coloured sidebar, a banner).
Pages drawn here with Pillow at 200 dpi and made into scans by the corpus' `scans.py`."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from resumes.importing import ocr
from resumes.importing.ocr_page import dark_regions
from resumes.importing.ocr_regions import _pieces, reread_uncovered
from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import scans

SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

SIDEBAR = ["Contact", "+1 303 555 0116", "grace.adeyemi@example.org", "Denver", "Skills",
           "Telemetry, Wound care", "Languages", "Yoruba: Fluent"]  # fmt: skip
MAIN = ["Grace Adeyemi", "Registered Nurse", "Experience", "Charge Nurse, Saint Luke Hospital",
        "Led a team of nine nurses on an intensive care unit", "Staff Nurse, Mercy Hospital",
        "Cared for cardiac patients after bypass surgery", "Education",
        "Bachelor of Science, Nursing, University of Colorado"]  # fmt: skip


def _sidebar_page(shade: int) -> Image.Image:
    """A design template's page: a coloured sidebar with its contact, skills and languages in
    white type beside the main column in black."""
    page = Image.new("L", (1654, 2339), 255)
    draw = ImageDraw.Draw(page)
    draw.rectangle((0, 0, 540, 2339), fill=shade)
    small, font = ImageFont.truetype(SERIF, 30), ImageFont.truetype(SANS, 32)
    for n, text in enumerate(SIDEBAR):
        draw.text((60, 200 + n * 64), text, font=small, fill=255)
    for n, text in enumerate(MAIN):
        draw.text((620, 200 + n * 64), text, font=font, fill=0)
    return page


def test_white_type_on_a_coloured_sidebar_is_read():
    """Layout family: design templates with a coloured sidebar in white type; Tesseract reads
    dark on light and the sidebar was lost, or read as junk."""
    draft = parse_bytes(scans.encode(scans.scanned(_sidebar_page(40), 0.8, seed=5), "jpeg"))
    text = draft.source_text

    for line in SIDEBAR + MAIN:
        assert line in text, line


def test_a_faded_scans_grey_sidebar_is_read():
    """The same on a faded scan, where a teal sidebar is mid-grey, not black: still a dark
    region (under 0.7 of the paper's shade)."""
    text = parse_bytes(
        scans.encode(scans.scanned(_sidebar_page(110), -0.6, seed=8), "jpeg")
    ).source_text

    for line in ("Contact", "grace.adeyemi@example.org", "Telemetry, Wound care", "Yoruba"):
        assert line in text, line


def _lines_page() -> Image.Image:
    page = Image.new("L", (1654, 1200), 255)
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(SANS, 32)
    for n, text in enumerate(MAIN[2:8]):
        draw.text((150, 150 + n * 70), text, font=font, fill=0)
    return page


def test_a_block_the_first_reading_dropped_is_read_again():
    """Layout family: a block Tesseract's page segmentation dropped (a shadow, mottled paper,
    the block under a dark band): the first reading is given without its last three lines,
    and the ink no word covers is read again where it stands."""
    page = _lines_page()
    data = ocr._recognise(page, ocr.ENGLISH)
    words = [i for i, t in enumerate(data["text"]) if t.strip()]
    cut = 150 + 3 * 70 - 10  # the first three lines kept
    keep = [i for i in range(len(data["text"])) if data["top"][i] < cut]
    dropped = {k: [data[k][i] for i in keep] for k in data}
    assert len(keep) < len(words)

    again = reread_uncovered(dropped, page, page, ocr.ENGLISH, ocr._recognise, ocr.kept_words)
    text = " ".join(t for t in again["text"] if t.strip())

    for line in MAIN[5:8]:
        assert line in text, line
    assert text.count("Experience") == 1  # what was read stays once


def test_nothing_is_added_where_every_word_was_read():
    page = _lines_page()
    data = ocr._recognise(page, ocr.ENGLISH)

    again = reread_uncovered(data, page, page, ocr.ENGLISH, ocr._recognise, ocr.kept_words)

    assert [t for t in again["text"] if t.strip()] == [t for t in data["text"] if t.strip()]


def test_dark_regions_are_dark_boxes_holding_light_letters():
    page = _sidebar_page(60)
    draw = ImageDraw.Draw(page)
    draw.rectangle((700, 1500, 1500, 1512), fill=0)  # a thick black rule: no letters
    draw.rectangle((700, 1700, 1500, 2000), fill=150)  # a shadow: no letters either

    regions = dark_regions(page)

    assert len(regions) == 1
    left, top, right, bottom = regions[0]
    assert left <= 12 and 520 <= right <= 540 and top <= 12 and bottom >= 2320


def test_a_sidebar_under_a_photos_shadow_is_still_a_dark_region():
    """Layout family: a phone photo of a sidebar page with a hand's shadow over its lower
    part: the shadow (0.6 of the paper) joined the sidebar into one ragged region, which was
    no box, and the sidebar's white type was lost."""
    pixels = np.asarray(_sidebar_page(60), dtype=np.float32)
    pixels[1500:, :] *= 0.6  # across both columns, sidebar included
    page = Image.fromarray(pixels.astype(np.uint8))

    regions = dark_regions(page)

    assert len(regions) == 1
    left, top, right, bottom = regions[0]
    assert left <= 12 and top <= 12 and 520 <= right <= 540 and bottom >= 2320


def test_pieces_are_lines_of_ink_without_rules_or_specks():
    ink = np.zeros((400, 1200), bool)

    def type_line(top: int, left: int, right: int) -> None:  # strokes 2 px wide, 6 apart
        for x in range(left, right, 6):
            ink[top : top + 24, x : x + 2] = True

    type_line(100, 100, 600)  # a line of type, 24 px tall
    type_line(100, 700, 900)  # the same row's next column, far off
    type_line(200, 100, 500)
    ink[300:302, 0:1200] = True  # a ruled line
    ink[350, 50] = ink[360, 900] = True  # specks
    ink[250:262, 800:1000] = True  # a filled bar's grain: no paper between letters

    pieces = _pieces(ink, ink, 24.0)

    assert [(p[1] // 4, p[0] // 4) for p in pieces] == [(25, 25), (25, 175), (50, 25)]


def test_a_chinese_sidebar_in_white_type_is_read():
    """The same family in Simplified Chinese: the sidebar's headings and skills in white."""
    page = Image.new("L", (1654, 2339), 255)
    draw = ImageDraw.Draw(page)
    draw.rectangle((0, 0, 560, 2339), fill=70)
    font = ImageFont.truetype(CJK, 32)
    side = [
        "联系方式",
        "158 6677 8899",
        "专业技能",
        "重症护理、急救技术",
        "语言能力",
        "英语：大学英语四级",
    ]
    main = ["黄雅琴", "主管护师", "工作经历", "2018.06 - 至今  武汉协和医院  护士长",
            "管理重症监护室护理团队二十五人", "教育背景",
            "2009.09 - 2013.06  华中科技大学  护理学"]  # fmt: skip
    for n, text in enumerate(side):
        draw.text((60, 200 + n * 70), text, font=font, fill=255)
    for n, text in enumerate(main):
        draw.text((640, 200 + n * 70), text, font=font, fill=0)

    text = parse_bytes(scans.encode(scans.scanned(page, -0.7, seed=9), "png")).source_text
    flat = text.replace(" ", "")

    for line in ("联系方式", "专业技能", "重症护理", "急救技术", "大学英语四级"):
        assert line in flat, line


def test_bold_type_is_no_dark_region():
    """A heading or a name in large bold type is dense, but ragged: read as it is, never
    inverted (its first reading was dropped as a dark region's junk)."""
    page = Image.new("L", (1654, 800), 255)
    draw = ImageDraw.Draw(page)
    bold = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 64)
    draw.text((120, 100), "Work Experience", font=bold, fill=20)
    draw.text((120, 300), "工作经历", font=ImageFont.truetype(CJK, 72), fill=20, stroke_width=2)

    assert dark_regions(page) == []
