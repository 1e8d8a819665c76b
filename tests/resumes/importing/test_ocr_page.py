"""Phone photos and scans as a person brings them (`ocr_page.py`): a Chinese 个人简历 grid with
table borders photographed on a desk at a slant gives its name, phone and employers; an English
scan with a sidebar keeps every word, the sidebar apart from the main column; the page of a
photo is found and set square, a grid's rules are taken off and its text kept. Pages are drawn
with Pillow at 150 dpi (small, fast) and made into photos and scans by `corpus/photos.py`."""

from __future__ import annotations

import io
import re
from collections import Counter

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from resumes.importing.ocr_page import find_page, without_rules
from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import photos

CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
CJK_BOLD = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SANS_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def _grid_page() -> Image.Image:
    """A 个人简历 page at 150 dpi: the title, a bordered grid of label cells, then the jobs."""
    page = Image.new("L", (1240, 1754), 255)
    draw = ImageDraw.Draw(page)
    body, bold = ImageFont.truetype(CJK, 26), ImageFont.truetype(CJK_BOLD, 27)
    draw.text((520, 90), "个人简历", font=ImageFont.truetype(CJK, 44), fill=0)
    cells = [("姓名", "韩雨桐", "求职意向", "运营经理"),
             ("电话", "139 1234 5678", "邮箱", "han.yutong@example.cn"),
             ("现居地", "杭州", "学历", "本科")]  # fmt: skip
    columns = (110, 290, 560, 740, 1130)
    y = 180
    for row in cells:
        for n, text in enumerate(row):
            draw.rectangle((columns[n], y, columns[n + 1], y + 62), outline=0, width=2)
            draw.text((columns[n] + 16, y + 14), text, font=body, fill=0)
        y += 62
    y += 60
    for heading, lines in [
        ("工作经历", [
            ("杭州云帆网络科技有限公司　运营经理", "2019.03 - 至今"),
            ("负责会员增长，年活跃用户提升三成", ""),
            ("宁波海曙商贸有限公司　运营专员", "2016.07 - 2019.02"),
            ("负责线上店铺日常运营", ""),
        ]),
        ("教育背景", [("浙江工商大学　市场营销　本科", "2012.09 - 2016.06")]),
    ]:  # fmt: skip
        draw.text((110, y), heading, font=bold, fill=0)
        draw.line((110, y + 44, 1130, y + 44), fill=0, width=2)
        y += 66
        for text, dates in lines:
            draw.text((110, y), text, font=body, fill=0)
            if dates:
                draw.text((880, y), dates, font=body, fill=0)
            y += 48
        y += 30
    return page


ENGLISH_SIDE = [
    "Contact",
    "+44 161 555 0193",
    "priya.raman@example.com",
    "Manchester",
    "Skills",
    "Route planning",
    "Freight audits",
    "Languages",
    "English (Native)",
]
ENGLISH_MAIN = ["Priya Raman", "Logistics Coordinator", "Work Experience",
                "Logistics Coordinator                    Jan 2020 - Present",
                "Northgate Freight Ltd, Manchester",
                "Planned three hundred deliveries a week for retail stores",
                "Cut empty truck miles with shared return loads",
                "Warehouse Supervisor                      Sep 2016 - Dec 2019",
                "Pennine Warehousing, Leeds",
                "Supervised a team of fourteen pickers on two shifts",
                "Education", "University of Leeds                        2013 - 2016",
                "Bachelor of Science, Supply Chain Management"]  # fmt: skip


def _sidebar_page() -> Image.Image:
    """An English page at 150 dpi: a shaded sidebar beside the main column, same type and line
    pitch in both (their rows line up)."""
    page = Image.new("L", (1240, 1754), 255)
    draw = ImageDraw.Draw(page)
    draw.rectangle((0, 0, 380, 1754), fill=232)
    body, bold = ImageFont.truetype(SANS, 22), ImageFont.truetype(SANS_BOLD, 26)
    y = 120
    for text in ENGLISH_SIDE:
        draw.text((40, y), text, font=bold if text in ("Contact", "Skills", "Languages") else body,
                  fill=0)  # fmt: skip
        y += 44
    y = 120
    for n, text in enumerate(ENGLISH_MAIN):
        font = ImageFont.truetype(SANS_BOLD, 40) if n == 0 else body
        draw.text((440, y), text, font=font, fill=0)
        y += 60 if n == 0 else 44
    return page


def test_a_phone_photo_of_a_chinese_grid_gives_name_phone_and_employers():
    photo = photos.photo(_grid_page(), seed=3, long_side=1800)

    document = parse_bytes(photo).document

    basics = document["basics"]
    assert basics["name"] == "韩雨桐"
    assert basics["label"] == "运营经理"
    assert re.sub(r"\D", "", basics["phone"]) == "13912345678"
    assert basics["email"] == "han.yutong@example.cn"
    assert [w["name"] for w in document["work"]] == [
        "杭州云帆网络科技有限公司",
        "宁波海曙商贸有限公司",
    ]
    assert document["education"][0]["institution"] == "浙江工商大学"


def _words(text: str) -> Counter:
    return Counter(w for w in re.findall(r"[\w.@+()-]+", text) if w not in "-")


def test_an_english_scan_with_a_sidebar_keeps_every_word_and_its_columns():
    scan = photos.scan(_sidebar_page(), seed=5, angle=1.6)

    draft = parse_bytes(scan)

    expected = _words(" ".join(ENGLISH_SIDE + ENGLISH_MAIN))
    found = _words(draft.source_text)
    missing = expected - found
    assert sum(missing.values()) <= 1, missing
    # The sidebar is read as its own column, not run into the main column's rows.
    lines = draft.source_text.splitlines()
    assert "Planned three hundred deliveries a week for retail stores" in lines
    assert "priya.raman@example.com" in lines
    assert "Skills" in lines and "English (Native)" in lines
    assert draft.document["basics"]["name"] == "Priya Raman"


def test_the_page_of_a_photo_is_found_and_set_square():
    page = _grid_page()
    picture = Image.open(io.BytesIO(photos.photo(page, seed=1, long_side=1400))).convert("L")

    found = find_page(picture)

    assert found is not None
    assert found.height / found.width == pytest.approx(page.height / page.width, abs=0.08)
    # The desk is gone: the corners of the cut-out page are paper, not table.
    pixels = np.asarray(found, dtype=np.float32)
    corners = [pixels[:20, :20], pixels[:20, -20:], pixels[-20:, :20], pixels[-20:, -20:]]
    assert min(float(c.mean()) for c in corners) > 110


def test_a_scan_is_its_own_page():
    assert find_page(_grid_page()) is None


def test_a_grids_rules_are_taken_off_and_its_text_kept():
    page = _grid_page()
    clean = np.asarray(without_rules(page)) < 140
    ink = np.asarray(page) < 140

    assert not clean[180:182, 110:1130].any()  # the grid's top border
    assert not clean[200:230, 289:292].any()  # a cell's left border
    text = ink[190:236, 300:540]  # 韩雨桐's cell
    assert clean[190:236, 300:540].sum() == text.sum()


def _barred_headings_page() -> Image.Image:
    """A Word-like Chinese page at 150 dpi whose headings each stand after a solid accent bar."""
    page = Image.new("L", (1240, 1754), 255)
    draw = ImageDraw.Draw(page)
    body, bold = ImageFont.truetype(CJK, 26), ImageFont.truetype(CJK_BOLD, 28)
    draw.text((110, 90), "郑思远", font=ImageFont.truetype(CJK_BOLD, 48), fill=0)
    draw.text((110, 160), "138 6655 2211  zheng.siyuan@example.cn", font=body, fill=0)
    y = 240
    for heading, lines in [
        ("工作经历", [
            "2018.07 - 至今　成本会计　|　苏州精工机械有限公司",
            "负责月度成本核算与差异分析",
        ]),
        ("教育背景", ["2014.09 - 2018.06　南京审计大学　会计学　本科"]),
        ("专业技能", ["成本核算、预算管理、金蝶K3"]),
        ("语言能力", ["英语 - 六级"]),
    ]:  # fmt: skip
        draw.rectangle((110, y + 4, 119, y + 38), fill=0)  # the accent bar
        draw.text((134, y), heading, font=bold, fill=0)
        y += 64
        for text in lines:
            draw.text((110, y), text, font=body, fill=0)
            y += 48
        y += 24
    return page


def test_a_headings_accent_bar_is_no_character_and_its_sections_are_placed():
    draft = parse_bytes(photos.scan(_barred_headings_page(), seed=2, angle=0.8))
    lines = draft.source_text.splitlines()
    for heading in ("工作经历", "教育背景", "专业技能", "语言能力"):
        assert heading in lines, (heading, lines)
    document = draft.document
    skills = [
        word for group in document["skills"] for word in [group["name"], *group.get("keywords", [])]
    ]
    assert {"成本核算", "预算管理"} <= set(skills), skills
    assert document["languages"][0]["language"] == "英语"
    assert document["education"][0]["institution"] == "南京审计大学"


def test_a_photo_of_a_page_with_a_dark_sidebar_is_not_cut_to_its_white_column():
    """Layout family: design templates with a dark sidebar, photographed: the sidebar is no
    lighter than the desk, and the page found was the white main column alone (a strip twice
    as tall as wide), the sidebar cut off. A region not shaped like a sheet is no page."""
    page = Image.new("L", (1654, 2339), 250)
    draw = ImageDraw.Draw(page)
    draw.rectangle((0, 0, 620, 2339), fill=60)
    for n in range(20):
        draw.rectangle((700, 200 + n * 90, 1500, 230 + n * 90), fill=30)
    picture = Image.open(io.BytesIO(photos.photo(page, seed=3))).convert("L")

    found = find_page(picture)

    assert found is None or 1.15 <= found.height / found.width <= 1.6
