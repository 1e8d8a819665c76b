"""A LinkedIn-like profile drawn line by line with reportlab (not the profile renderers of
bench/parts): the sidebar left, the main column right, each role's place on the line under its
dates, and its description as one-line items set apart by space with no bullet marks (as a
profile whose author typed the items without marks prints). People of its own, English and
Chinese; `KEPT_OUT` people are never looked at while tuning (their figures are reported apart)."""

from __future__ import annotations

import io

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont

DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEJAVU_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

PEOPLE = {
    "vet-nurse": {
        "lang": "en",
        "name": "Maren Holt",
        "label": "Registered Veterinary Nurse",
        "place": "Bristol, United Kingdom",
        "skills": ["Anaesthesia monitoring", "Triage"],
        "roles": [
            (
                "Harbourside Animal Hospital",
                "Senior Veterinary Nurse",
                "March 2021 - Present",
                "(4 years 9 months)",
                "Bristol",
                [
                    "Monitor anaesthesia for up to nine surgical cases a day across the small"
                    " animal and exotics theatres",
                    "Run the nurse clinics for weight and dental care",
                    "Trained four student nurses through their placements",
                ],
            ),
            (
                "Cotswold Farm Vets",
                "Veterinary Nurse",
                "July 2017 - February 2021",
                "(3 years 8 months)",
                "Cirencester",
                [
                    "Prepared theatre packs and sterilised kit",
                    "Handled calving season night calls with the duty vet",
                ],
            ),
        ],
        "school": ("Hartpury University", "FdSc, Veterinary Nursing · (2014 - 2017)"),
    },
    "zh-pharmacist": {
        "lang": "zh",
        "name": "周雨桐",
        "label": "执业药师",
        "place": "中国 江苏 苏州",
        "skills": ["处方审核", "用药咨询"],
        "roles": [
            (
                "苏州仁和大药房连锁有限公司",
                "门店药师",
                "2020年6月 - 至今",
                "(5年 6个月)",
                "苏州",
                [
                    "负责门店处方审核与药品质量管理",
                    "每月开展慢病患者用药随访",
                    "带教两名新入职药剂员",
                ],
            ),
            (
                "无锡康宁医院",
                "药剂科药士",
                "2017年7月 - 2020年5月",
                "(2年 11个月)",
                "无锡",
                ["负责住院药房调剂与发药", "参与抗菌药物使用点评"],
            ),
        ],
        "school": ("中国药科大学", "学士, 药学 · (2013 - 2017)"),
    },
}
KEPT_OUT = {
    "surveyor": {
        "lang": "en",
        "name": "Tobias Lindqvist",
        "label": "Chartered Land Surveyor",
        "place": "Gothenburg, Sweden",
        "skills": ["GNSS surveying", "Cadastral law"],
        "roles": [
            (
                "Vastkust Geodesi AB",
                "Lead Surveyor",
                "April 2019 - Present",
                "(6 years 8 months)",
                "Gothenburg",
                [
                    "Lead boundary surveys for municipal land registries",
                    "Set control networks for two tram line extensions",
                    "Cut field days per site by a third with drone photogrammetry",
                ],
            ),
            (
                "Nordic Mapping Services",
                "Survey Technician",
                "August 2015 - March 2019",
                "(3 years 8 months)",
                "Malmo",
                [
                    "Staked out foundations on residential sites",
                    "Processed total station data in the office",
                ],
            ),
        ],
        "school": ("Lund University", "MSc, Geomatics · (2013 - 2015)"),
    },
    "zh-chef": {
        "lang": "zh",
        "name": "韩志强",
        "label": "行政总厨",
        "place": "中国 四川 成都",
        "skills": ["川菜研发", "后厨管理"],
        "roles": [
            (
                "成都锦江宾馆",
                "行政总厨",
                "2019年3月 - 至今",
                "(6年 9个月)",
                "成都",
                [
                    "统筹中西餐厨房十二个岗位的排班与出品",
                    "每季度推出时令菜单",
                    "将食材损耗率降至百分之三以下",
                ],
            ),
            (
                "重庆渝味餐饮管理有限公司",
                "厨师长",
                "2014年8月 - 2019年2月",
                "(4年 7个月)",
                "重庆",
                ["负责三家门店的菜品标准化", "培训新厨师二十余名"],
            ),
        ],
        "school": ("四川旅游学院", "专科, 烹饪工艺与营养 · (2011 - 2014)"),
    },
}


def _fonts() -> None:
    if "PlainSans" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("PlainSans", DEJAVU))
        pdfmetrics.registerFont(TTFont("PlainSans-Bold", DEJAVU_BOLD))
        pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))


def profile_pdf(p: dict, item_gap: float = 8.0) -> bytes:
    """The profile as a one-page PDF (`item_gap`: the space above each description item; 0
    sets them close, one under the other, as profiles drawn in text frames print)."""
    from reportlab.pdfgen.canvas import Canvas

    _fonts()
    zh = p["lang"] == "zh"
    regular = "STSong-Light" if zh else "PlainSans"
    bold = "STSong-Light" if zh else "PlainSans-Bold"
    out = io.BytesIO()
    c = Canvas(out, pagesize=A4)
    y = 800.0

    def side(text: str, size: float, gap: float = 0.0) -> None:
        nonlocal y
        y -= gap + size * 1.4
        c.setFont(regular, size)
        c.drawString(36, y, text)

    heads = ("联系方式", "主要技能") if zh else ("Contact", "Top Skills")
    side(heads[0], 13)
    mail = "zhou@example.org" if zh else f"{p['name'].lower().replace(' ', '.')}@example.org"
    side(mail, 9.5)
    side(heads[1], 13, 10)
    for skill in p["skills"]:
        side(skill, 9.5)
    y = 800.0

    def main(text: str, size: float, font: str = regular, gap: float = 0.0) -> None:
        """A line of the main column, wrapped at its width (320 pt) with no space between
        its rows."""
        nonlocal y
        rows, row = [], ""
        for word in text.split(" "):
            trial = f"{row} {word}" if row else word
            if row and pdfmetrics.stringWidth(trial, font, size) > 320:
                rows.append(row)
                row = word
            else:
                row = trial
        for n, piece in enumerate([*rows, row]):
            y -= (0 if n else gap) + size * 1.25
            c.setFont(font, size)
            c.drawString(220, y, piece)

    main(p["name"], 24, bold)
    main(p["label"], 12, gap=4)
    main(p["place"], 10, gap=2)
    main("工作经历" if zh else "Experience", 15, gap=16)
    for company, title, dates, duration, town, items in p["roles"]:
        main(company, 12, bold, gap=12)
        main(title, 10.5, gap=6)
        main(f"{dates} {duration}", 10)
        main(town, 10)
        for item in items:
            main(item, 10, gap=item_gap)
    main("教育经历" if zh else "Education", 15, gap=16)
    main(p["school"][0], 12, bold, gap=8)
    main(p["school"][1], 10)
    c.drawCentredString(300, 30, "第 1 页，共 1 页" if zh else "Page 1 of 1")
    c.showPage()
    c.save()
    return out.getvalue()
