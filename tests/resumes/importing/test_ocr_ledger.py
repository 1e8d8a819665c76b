"""A scanned ledger read as its text layer is (`ocr._words`: a line's size and baseline):
dates and section labels in a narrow left cell, the employer on the date's row, the job title
under it and the bullets beside. Tesseract's word boxes are shorter than the size a PDF
states, and `chi_sim` grows some characters' boxes by half a line: every row stood more than
1.6 sizes below the one above (a block of its own: the job title under the date row was lost),
and a Chinese employer's row sank below its date's (the ledger read as two columns, dates
apart from their entries). Pages drawn with Pillow at 200 dpi, scanned by `corpus/scans.py`."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw, ImageFont

from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import scans

CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
CJK_BOLD = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SANS_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

PAGES = {
    "zh": {
        "fonts": (CJK, CJK_BOLD),
        "name": "欧阳静怡",
        "contact": "137 5555 4162 | ouyangjy@example.cn | 长沙",
        "sections": [
            ("工作经历", [
                ("2021.03 - 至今", "湖南省人民医院，长沙", "临床药师",
                 ["参与感染科查房，为医生提供抗菌药物调整建议", "审核住院医嘱，拦截不合理用药"]),
                ("2018.07 - 2021.02", "老百姓大药房，株洲", "驻店药师",
                 ["负责处方审核和药品调配", "建立门店特殊药品管理台账"]),
            ]),
            ("教育背景", [("2015 - 2018", "中南大学", "临床药学 硕士", [])]),
        ],
    },
    "en": {
        "fonts": (SANS, SANS_BOLD),
        "name": "Tomasz Wierzbicki",
        "contact": "+44 7700 900862 | tomasz.w@example.org | Manchester",
        "sections": [
            ("Experience", [
                ("05/2021 - Present", "The Whitworth Larder, Manchester", "Executive Sous Chef",
                 ["Run a brigade of fourteen across two services",
                  "Write the weekly tasting menu with three local growers"]),
                ("09/2017 - 04/2021", "Brasserie Ondine, Liverpool", "Chef de Partie",
                 ["Ran the fish section for 180 covers on Saturday nights",
                  "Trained commis chefs on knife work and allergen labelling"]),
            ]),
            ("Education", [("2013 - 2015", "The Manchester College",
                            "Diploma, Professional Cookery", [])]),
        ],
    },
}  # fmt: skip


def _ledger(lang: str) -> Image.Image:
    """An A4 page at 200 dpi in 10.5 pt type (29 px), rows 40 px apart, as a table-layout
    template prints it: the left cell from x 160, the right one from x 460."""
    spec = PAGES[lang]
    regular, bold = spec["fonts"]
    body, strong = ImageFont.truetype(regular, 29), ImageFont.truetype(bold, 31)
    page = Image.new("L", (1654, 2339), 255)
    draw = ImageDraw.Draw(page)
    draw.text((600, 110), spec["name"], font=ImageFont.truetype(bold, 70), fill=0)
    draw.text((430, 230), spec["contact"], font=body, fill=0)
    y = 340
    for heading, entries in spec["sections"]:
        draw.text((140, y), heading, font=strong, fill=0)
        y += 70
        for dates, employer, title, bullets in entries:
            draw.text((160, y), dates, font=body, fill=0)
            draw.text((460, y), employer, font=body, fill=0)
            y += 40
            draw.text((460, y), title, font=body, fill=0)
            y += 40
            for bullet in bullets:
                draw.ellipse((470, y + 14, 480, y + 24), fill=0)
                draw.text((500, y), bullet, font=body, fill=0)
                y += 40
            y += 30
        y += 30
    return page


@pytest.fixture(scope="module", params=["zh", "en"])
def ledger(request) -> tuple[str, dict]:
    picture = scans.encode(scans.scanned(_ledger(request.param), 0.8, seed=5), "png")
    return request.param, parse_bytes(picture).document


def test_a_scanned_ledger_keeps_each_entry_on_its_dates_row_with_its_title(ledger):
    lang, document = ledger
    entries = [e for _, rows in PAGES[lang]["sections"][:1] for e in rows]
    work = document.get("work") or []

    assert len(work) == len(entries)
    for found, (_, employer, title, bullets) in zip(work, entries, strict=True):
        assert found["name"] in employer
        assert found["position"] == title
        assert len(found.get("highlights") or []) == len(bullets)
    assert work[0]["startDate"] in ("2021-03", "2021-05")


def test_a_scanned_ledger_keeps_its_school_on_its_row(ledger):
    lang, document = ledger
    _, school, _, _ = PAGES[lang]["sections"][1][1][0]

    assert [e["institution"] for e in document.get("education") or []] == [school]


def _dated_rows() -> Image.Image:
    """A Chinese page whose date ranges are set with a full-width dash (2012 — 2016), which
    `chi_sim` reads as 一 ("one")."""
    body, strong = ImageFont.truetype(CJK, 29), ImageFont.truetype(CJK_BOLD, 31)
    page = Image.new("L", (1654, 2339), 255)
    draw = ImageDraw.Draw(page)
    draw.text((640, 110), "冯晓琳", font=ImageFont.truetype(CJK_BOLD, 70), fill=0)
    draw.text((430, 230), "186 5555 2039 | fengxiaolin@example.com | 杭州", font=body, fill=0)
    rows = [
        ("工作经历", [("2019.09 — 2023.06", "绿城物业服务集团", "项目经理"),
                      ("2016.03 — 2019.08", "万科物业", "客服主管")]),
        ("教育背景", [("2012 — 2016", "浙江工商大学", "物业管理  学士")]),
    ]  # fmt: skip
    y = 620  # the middle of the page, where the page's language is guessed, holds rows
    for heading, entries in rows:
        draw.text((140, y), heading, font=strong, fill=0)
        y += 90
        for dates, place, what in entries:
            draw.text((160, y), dates, font=body, fill=0)
            draw.text((560, y), place, font=body, fill=0)
            draw.text((960, y), what, font=body, fill=0)
            draw.text((560, y + 50), "负责日常运营管理，协调各部门完成年度目标", font=body, fill=0)
            y += 130
        y += 60
    return page


def test_a_chinese_scans_date_ranges_keep_their_dash():
    picture = scans.encode(scans.scanned(_dated_rows(), -0.6, seed=9), "png")
    document = parse_bytes(picture).document

    assert [(w.get("startDate"), w.get("endDate")) for w in document["work"]] == [
        ("2019-09", "2023-06"),
        ("2016-03", "2019-08"),
    ]
    school = document["education"][0]
    assert (school["institution"], school.get("startDate"), school.get("endDate")) == (
        "浙江工商大学",
        "2012",
        "2016",
    )
