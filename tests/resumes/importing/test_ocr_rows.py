"""OCR rows read with low confidence read again larger (`ocr_rows.reread_doubtful_rows`): scans at
office-scanner resolution (150 dpi) where a small contact row split by middle dots and
small-caps headings fall under the size Tesseract reads well. Pages drawn with reportlab
here, rendered at 150 dpi, turned and speckled as a flatbed scan."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import scans

SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
CONTACTS = ("Dayton, Ohio", "h.abernathy-cole@fastmail.com", "+1 937 555 0142")


def _page() -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("Serif", SERIF))
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    y = 780

    def line(x: float, text: str, size: float = 10.5, spacing: float = 0) -> None:
        t = c.beginText(x, y)
        t.setFont("Serif", size)
        t.setCharSpace(spacing)
        t.textOut(text)
        c.drawText(t)

    line(190, "HANNAH ABERNATHY-COLE", 20)
    y -= 22
    line(240, "Hospital Pharmacist", 11)
    y -= 16
    line(150, "  ·  ".join(CONTACTS), 9)
    y -= 34
    for heading, rows in [
        (
            "EXPERIENCE",
            [
                "Hospital Pharmacist, Kettering Health, 2017 – Present",
                "Staff Pharmacist, Walgreens, 2012 – 2017",
            ],
        ),
        ("EDUCATION", ["PharmD, Pharmacy, University of Cincinnati, 2008 – 2012"]),
        ("LICENSURE", ["Registered Pharmacist, Ohio Board of Pharmacy, 2012"]),
    ]:
        line(60, heading, 9, 1.6)
        y -= 18
        for row in rows:
            line(60, row)
            y -= 16
        y -= 14
    c.save()
    return buffer.getvalue()


@pytest.fixture(scope="module")
def scan_150dpi() -> bytes:
    page = scans.pages(_page(), dpi=150, limit=1)[0]
    return scans.encode(scans.scanned(page, 1.1, seed=7), "png")


def test_a_small_contact_row_of_a_150_dpi_scan_is_read(scan_150dpi):
    draft = parse_bytes(scan_150dpi)
    basics = draft.document["basics"]

    assert draft.report["ocr"] is True
    assert basics["email"] == CONTACTS[1]
    assert basics["phone"].replace(" ", "") == CONTACTS[2].replace(" ", "")
    assert basics["location"]["city"] == "Dayton"


def test_letter_spaced_small_headings_of_a_scan_find_their_sections(scan_150dpi):
    document = parse_bytes(scan_150dpi).document

    assert len(document["work"]) == 2
    assert document["education"][0]["institution"] == "University of Cincinnati"
    assert document["certificates"][0]["name"] == "Registered Pharmacist"


CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def _barred_page() -> Image.Image:
    """A 个人简历 template's page drawn at 150 dpi with Pillow: section headings in white on
    dark grey bars, as design templates and Chinese job sites set them."""
    from PIL import Image, ImageDraw, ImageFont

    page = Image.new("L", (1240, 1754), 255)
    draw = ImageDraw.Draw(page)
    body, big = ImageFont.truetype(CJK, 24), ImageFont.truetype(CJK, 44)
    y = 90
    draw.text((120, y), "韩雨桐", font=big, fill=0)
    y += 80
    draw.text((120, y), "电话：13912345678    邮箱：han.yutong@example.cn", font=body, fill=0)
    y += 80
    for heading, rows in [
        (
            "工作经历",
            [
                "2019.03 - 至今    杭州云帆网络科技有限公司    运营经理",
                "2016.07 - 2019.02    宁波海曙商贸有限公司    运营专员",
            ],
        ),
        ("教育背景", ["2012.09 - 2016.06    浙江工商大学    市场营销    本科"]),
        ("资格证书", ["人力资源管理师（人力资源和社会保障部，2018.05）"]),
        ("语言能力", ["英语（大学英语六级）"]),
    ]:
        draw.rectangle((110, y, 1130, y + 42), fill=80)
        draw.text((122, y + 6), heading, font=body, fill=255)
        y += 66
        for row in rows:
            draw.text((120, y), row, font=body, fill=0)
            y += 44
        y += 30
    return page


def test_headings_in_white_on_dark_bars_are_read():
    draft = parse_bytes(scans.encode(scans.scanned(_barred_page(), -1.3, seed=3), "jpeg"))
    sections = [s["section"] for s in draft.report["sections"]]

    assert sections[:4] == ["work", "education", "certificates", "languages"]
    assert draft.document["certificates"][0]["name"] == "人力资源管理师"


def _reading(words: list[tuple[str, float]]) -> dict:
    return {
        "text": [w for w, _ in words],
        "conf": [c for _, c in words],
        "left": [i * 100 for i in range(len(words))],
        "top": [10] * len(words),
        "width": [90] * len(words),
        "height": [20] * len(words),
    }


def test_a_second_reading_corrects_letters_but_never_rewrites_a_row():
    from resumes.importing.ocr_rows import _surer

    first = _reading([("h.abernathy-cole@fastmail", 52), ("corn", 60)])
    corrected = _reading([("h.abernathy-cole@fastmail.com", 91)])
    rewritten = _reading([("Skills", 95), ("Journeyman", 93), ("Electrician", 94)])
    old = [0, 1]

    assert _surer(first, old, corrected, [0])
    # Surer and as long, but other words (a sidebar's row read into the main column's): refused.
    assert not _surer(first, old, rewritten, [0, 1, 2])
    # Less sure: refused.
    assert not _surer(first, old, _reading([("h.abernathy-cole@fastmail.com", 55)]), [0])


def test_chinese_headings_on_grainy_bars_keep_their_thin_strokes():
    """Headings on dark bars in a photo's grain: the bar read grey (smoothed, stretched), not
    cut at one threshold, which broke thin strokes (自我评价 read 白我评价, 工作经历 二作经历)."""
    from PIL import ImageDraw, ImageFont

    page = Image.new("L", (1240, 900), 255)
    draw = ImageDraw.Draw(page)
    body = ImageFont.truetype(CJK, 26)
    y = 80
    for heading, row in [("自我评价", "九年财务工作经验，熟悉合并报表与税务筹划。"),
                         ("工作经历", "2019.04 - 至今  财务经理  杭州远景电器有限公司"),
                         ("专业技能", "合并报表、税务筹划、财务分析")]:  # fmt: skip
        draw.rectangle((100, y, 1140, y + 44), fill=60)
        draw.text((116, y + 6), heading, font=body, fill=255)
        draw.text((110, y + 70), row, font=body, fill=0)
        y += 160
    photo = scans.photographed(page, 0.8, seed=4)
    sections = [s["section"] for s in parse_bytes(scans.encode(photo, "jpeg")).report["sections"]]

    assert {"summary", "work", "skills"} <= set(sections)


def test_a_dark_banners_lines_are_placed_one_under_another():
    """Layout family: a dark banner holding the name, the title and the contact row one under
    another: its reading's lines stay lines (placed as one line sorted left to right, the
    name and the title were shuffled together: 邓钟表维修建国师)."""
    from resumes.importing.ocr_rows import _place

    keys = ("text", "conf", "left", "top", "width", "height", "block_num", "par_num", "line_num")
    again = {key: [] for key in keys}
    for text, left, top, line in (
        ("邓", 49, 55, 1),
        ("钟表", 49, 145, 2),
        ("建", 131, 51, 1),
        ("维修", 124, 145, 2),
        ("国", 191, 51, 1),
        ("师", 194, 146, 2),
    ):
        for key, value in zip(keys, (text, 90, left, top, 60, 60, 1, 1, line), strict=True):
            again[key].append(value)  # fmt: skip
    added = {key: [] for key in keys}
    _place(added, again, list(range(6)), (100, 200, 900, 480), 1.0, 30, 7)
    lines: dict[int, str] = {}
    for text, line in zip(added["text"], added["line_num"], strict=True):
        lines[line] = lines.get(line, "") + text
    assert sorted(lines.values()) == ["邓建国", "钟表维修师"]
