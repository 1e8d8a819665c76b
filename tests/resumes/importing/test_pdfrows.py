"""Word gaps from glyph positions (`resumes/importing/pdfrows.py`) in a Chinese row: the
boxes of CJK characters overlap (a justified row, a synthetic slant), which says nothing of
the gaps between the digits and Latin letters beside them."""

from __future__ import annotations

import io

import pytest

from resumes.importing.pdfrows import Char, row_segments


def _row(pieces: list[tuple[str, float]], overlap: float) -> list[Char]:
    chars, x = [], 70.0
    for text, width in pieces:
        for ch in text:
            chars.append(Char(ch, x, x + width, 100.0, 10.5, False, False))
            x += width - (overlap if width > 8 else 0.0)
    return chars


def test_digits_between_overlapping_cjk_boxes_stay_one_number():
    row = _row([("优秀药师", 13.1), ("、", 10.5), ("2021", 5.25), ("年", 10.5), ("12", 5.25),
                ("月", 10.5)], overlap=2.6)  # fmt: skip

    assert [s.text for s in row_segments(row)] == ["优秀药师、2021年12月"]


def test_latin_words_in_a_chinese_row_keep_their_spaces():
    row = _row([("熟悉", 10.5), ("Midas", 5.25)], overlap=0.0)
    row += [Char(ch, 119.9 + 5.25 * i, 125.15 + 5.25 * i, 100.0, 10.5, False, False)
            for i, ch in enumerate("Civil")]  # fmt: skip

    assert [s.text for s in row_segments(row)] == ["熟悉Midas Civil"]


def test_synthetic_small_caps_keep_their_words():
    """Chromium's `font-variant: small-caps`: lower-case letters drawn as smaller capitals,
    whose boxes overlap or part by about a point (measured on a printed page)."""
    boxes = [
        ("D", 227.12, 242.73, 24.0), ("w", 242.63, 257.2, 17.0), ("a", 256.14, 266.27, 17.0),
        ("y", 265.39, 274.71, 17.0), ("n", 275.14, 285.73, 17.0), ("e", 286.83, 295.3, 17.0),
        ("O", 302.23, 317.91, 24.0), ("k", 318.51, 329.39, 17.0), ("a", 328.39, 338.51, 17.0),
        ("f", 338.96, 347.24, 17.0), ("o", 347.93, 357.95, 17.0), ("r", 359.1, 369.17, 17.0),
    ]  # fmt: skip
    chars = [Char(t, x0, x1, 80.0, size, True, False) for t, x0, x1, size in boxes]

    assert [s.text for s in row_segments(chars)] == ["Dwayne Okafor"]


# Layout family: Typst CV templates that set an entry's place after its employer in a
# smaller size. A document of this module's own, compiled by Typst's Python package.
_TYPST = """
#set page(width: 21cm, height: 29.7cm, margin: 1.6cm)
#set text(size: 10pt)
= Oskar Lindqvist
Marine Biologist

== Experience
#grid(columns: (1fr, auto),
  [Research Diver · Havsfiskelab #text(size: 8.5pt)[Lysekil]], [Mar 2021 – Present],
  [Field Assistant · Tjärnö Station #text(size: 8.5pt)[Strömstad]], [Jun 2018 – Feb 2021],
)
- Surveyed eelgrass beds along the Bohuslän coast

== Education
MSc, Marine Sciences · University of Gothenburg #h(1fr) 2016 – 2018
"""


def test_a_place_set_smaller_after_its_employer_is_a_piece_of_its_own():
    typst = pytest.importorskip("typst")
    from resumes.importing.parse import parse_bytes

    document = parse_bytes(typst.compile(_TYPST.encode())).document
    assert [(job["name"], job.get("location")) for job in document["work"]] == [
        ("Havsfiskelab", "Lysekil"),
        ("Tjärnö Station", "Strömstad"),
    ]


# Layout family: xhtml2pdf templates whose employer, place and dates share a row, set apart
# by gaps narrower than a font size but far wider than the row's word spaces. A document of
# this module's own.
_XHTML = """<html><head><style>body { font-family: Helvetica; font-size: 9pt; }
h2 { font-size: 11pt; }</style></head><body>
<h1>Maren Solberg</h1><p>Hydrologist</p><p>maren.solberg@example.no | +47 905 55 118</p>
<h2>EXPERIENCE</h2>
<p><b>Senior Hydrologist</b></p>
<p>Nordvann Consulting&nbsp;&nbsp;&nbsp;Trondheim&nbsp;&nbsp;&nbsp;<i>Aug 2019 – Present</i></p>
<ul><li>Modelled flood risk for eleven river catchments</li></ul>
<p><b>Field Hydrologist</b></p>
<p>Glomma Water Board&nbsp;&nbsp;&nbsp;Hamar&nbsp;&nbsp;&nbsp;<i>Jan 2016 – Jul 2019</i></p>
<ul><li>Ran gauging stations on the upper river</li></ul>
<h2>EDUCATION</h2><p>MSc, Hydrology, NTNU (2014 – 2016)</p>
</body></html>"""


def test_gaps_far_wider_than_the_rows_word_spaces_set_its_pieces_apart():
    pisa = pytest.importorskip("xhtml2pdf.pisa")
    from resumes.importing.parse import parse_bytes

    out = io.BytesIO()
    pisa.CreatePDF(_XHTML, dest=out)
    document = parse_bytes(out.getvalue()).document
    assert [(job["name"], job.get("location")) for job in document["work"]] == [
        ("Nordvann Consulting", "Trondheim"),
        ("Glomma Water Board", "Hamar"),
    ]


def test_a_europass_export_gives_position_employer_dates_and_skills(tmp_path):
    """Europass's web export (printed here by wkhtmltopdf): the dates bracketed with a figure
    dash on a row of their own, the position bold and the employer regular on one row, and
    the skills under "Digital and job-related skills"."""
    import subprocess

    from resumes.importing.parse import parse_bytes

    page = tmp_path / "cv.html"
    page.write_text(
        '<html><head><meta charset="utf-8"></head><body style="font-family:sans-serif">'
        "<p>EUROPASS CURRICULUM VITAE</p><h1>Tomasz Wierzbicki</h1><p>Hospital Pharmacist</p>"
        "<h3>WORK EXPERIENCE</h3><p>[ 09/2020 \u2012 Current ]</p>"
        "<p><b>Clinical Pharmacist</b> St. Olaf Hospital</p><ul><li>Reviewed medication "
        "charts on two surgical wards</li></ul><p>[ 06/2016 \u2012 08/2020 ]</p>"
        "<p><b>Dispensary Pharmacist</b> Vistula Pharmacy Group</p>"
        "<h3>DIGITAL AND JOB-RELATED SKILLS</h3><p>Aseptic compounding, Pharmacovigilance</p>"
        "</body></html>",
        encoding="utf-8",
    )
    out = tmp_path / "cv.pdf"
    subprocess.run(["wkhtmltopdf", "-q", str(page), str(out)], check=True, timeout=120)
    document = parse_bytes(out.read_bytes()).document
    assert [(w.get("position"), w.get("name"), w.get("startDate")) for w in document["work"]] == [
        ("Clinical Pharmacist", "St. Olaf Hospital", "2020-09"),
        ("Dispensary Pharmacist", "Vistula Pharmacy Group", "2016-06"),
    ]
    assert document["work"][1]["endDate"] == "2020-08"
    skills = str(document.get("skills"))
    assert "Aseptic compounding" in skills and "Pharmacovigilance" in skills


def test_a_chinese_export_sets_a_bold_employer_apart_from_its_city(tmp_path):
    """A Chinese job site's export (printed by wkhtmltopdf here): the employer bold, its
    city regular right after it; no space is read between Chinese characters, so the style
    change is where the employer ends."""
    import subprocess

    from resumes.importing.parse import parse_bytes

    page = tmp_path / "cv.html"
    page.write_text(
        '<html><head><meta charset="utf-8"></head><body><h1>欧阳明轩</h1>'
        "<h3>工作经验</h3><p><b>宁波港联物流有限公司</b> 宁波</p><p>2020.03 - 至今</p>"
        "<p>物流主管</p><ul><li>管理三个仓库</li></ul></body></html>",
        encoding="utf-8",
    )
    out = tmp_path / "cv.pdf"
    subprocess.run(["wkhtmltopdf", "-q", str(page), str(out)], check=True, timeout=120)
    work = parse_bytes(out.read_bytes()).document["work"][0]
    assert (work.get("name"), work.get("location")) == ("宁波港联物流有限公司", "宁波")


def _typed(text: str, bold_words: int) -> list[Char]:
    chars, x = [], 72.0
    for index, word in enumerate(text.split()):
        for letter in word:
            chars.append(Char(letter, x, x + 5.0, 100.0, 10.0, index < bold_words, False))
            x += 5.0
        x += 2.5  # a word space, no space glyph
    return chars


def test_a_bold_lead_is_its_own_piece_unless_a_comma_already_parts_it():
    from resumes.importing.pdfrows import bold_lead

    pieces = [
        p.text for s in row_segments(_typed("Staff Nurse Mercy Hospital", 2)) for p in bold_lead(s)
    ]
    assert pieces == ["Staff Nurse", "Mercy Hospital"]
    # groff -ms and many classic CVs: "**Harland Construction,** Gold Coast".
    pieces = [
        p.text
        for s in row_segments(_typed("Harland Construction, Gold Coast", 2))
        for p in bold_lead(s)
    ]
    assert pieces == ["Harland Construction, Gold Coast"]


def test_a_separator_after_a_bold_lead_already_parts_it():
    # HTML-printed CVs: "**Staff Nurse** · Mercy Hospital" is one piece (split at the
    # separator later, as a wrapped row's is); without one the style change parts them.
    from resumes.importing.pdfrows import bold_lead

    for text in ("Staff Nurse · Mercy Hospital", "Staff Nurse | Mercy Hospital"):
        pieces = [p.text for s in row_segments(_typed(text, 2)) for p in bold_lead(s)]
        assert pieces == [text]


_WRAPPED = (
    '<html><head><meta charset="utf-8"></head><body style="font-family:sans-serif;'
    'font-size:13px"><h1>Marguerite Okafor</h1><p>Occupational Therapist</p><h3>EXPERIENCE</h3>'
    '<table style="width:640px"><tr><td style="width:430px;vertical-align:top"><b>Principal '
    "Occupational Therapist and Clinical Lead for Falls Prevention</b> Northshore Health</td>"
    '<td style="text-align:right;white-space:nowrap;vertical-align:top">Mar 2018 – Present'
    "</td></tr></table><ul><li>Ran a falls clinic for 300 older adults a year</li></ul>"
    '<table style="width:640px"><tr><td style="width:430px;vertical-align:top"><b>Occupational'
    " Therapist</b> · Riverside Community Rehabilitation Services Trust</td>"
    '<td style="text-align:right;white-space:nowrap;vertical-align:top">2014 – 2018</td></tr>'
    "</table><ul><li>Assessed home safety for discharged patients</li></ul></body></html>"
)


def test_a_bold_position_wrapped_over_two_rows_keeps_its_employer(tmp_path):
    """An HTML-printed CV (wkhtmltopdf here) whose bold position wraps in its cell: the
    second row starts with the position's last bold words, then the regular employer
    ("…and Clinical" / "Lead for Falls Prevention Northshore Health"); and an employer after
    "·" that wraps onto the next row stays whole."""
    import subprocess

    from resumes.importing.parse import parse_bytes

    page = tmp_path / "cv.html"
    page.write_text(_WRAPPED, encoding="utf-8")
    out = tmp_path / "cv.pdf"
    subprocess.run(["wkhtmltopdf", "-q", str(page), str(out)], check=True, timeout=120)
    work = parse_bytes(out.read_bytes()).document["work"]
    assert [(w.get("position"), w.get("name"), w.get("startDate")) for w in work] == [
        (
            "Principal Occupational Therapist and Clinical Lead for Falls Prevention",
            "Northshore Health",
            "2018-03",
        ),
        ("Occupational Therapist", "Riverside Community Rehabilitation Services Trust", "2014"),
    ]


_SIDEBAR_ZH = """<html><head><meta charset="utf-8"><style>
@page { size: a4; margin: 1cm; } body { font-family: wqy; font-size: 9.5pt; }
td.side { padding: 14px 10px 10px 10px; vertical-align: top; }
td.main { padding: 4px 4px 4px 16px; vertical-align: top; }
h1 { font-size: 22pt; margin: 0; } h3 { font-size: 10pt; margin: 12px 0 4px; }
p { margin: 0 0 3px; }</style></head><body><table><tr><td class="side" width="30%">
<p>lijianan@example.com</p><p>139 5555 2046</p><p>成都</p><h3>技能特长</h3>
<p>办公软件：Word、Excel</p><p>结构能力：结构选型、抗震设计、造价控制、施工配合</p>
<h3>语言</h3><p>英语（六级）</p></td><td class="main" width="70%"><h1>李嘉楠</h1>
<p>结构工程师</p><h3>个人简介</h3><p>八年高层住宅和公共建筑结构设计经验，熟悉抗震规范。</p>
<h3>工作经历</h3><p><b>结构工程师</b></p><p>四川西南建筑设计院 成都 2019/03 - 至今</p>
<ul><li>负责高层住宅的结构计算</li><li>审核施工图并配合现场</li></ul>
<p><b>助理工程师</b></p><p>重庆山城结构设计事务所 重庆 2016/07 - 2019/02</p>
<ul><li>完成多层框架结构的配筋设计</li></ul></td></tr></table></body></html>"""


def _xhtml2pdf_zh(page: str) -> bytes:
    pisa = pytest.importorskip("xhtml2pdf.pisa")
    from pathlib import Path

    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from xhtml2pdf.default import DEFAULT_FONT

    font = Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")  # fonts-wqy-microhei
    if not font.exists():
        pytest.skip("fonts-wqy-microhei is not installed (scripts/bootstrap.sh installs it)")
    pdfmetrics.registerFont(TTFont("wqy", str(font), subfontIndex=0))
    DEFAULT_FONT["wqy"] = "wqy"
    out = io.BytesIO()
    pisa.CreatePDF(page, dest=out, encoding="utf-8")
    return out.getvalue()


def test_a_sidebar_row_run_on_over_a_main_column_heading_is_parted(tmp_path):
    """A Chinese design template printed by xhtml2pdf: a skills row of the sidebar has no
    break opportunity xhtml2pdf takes, so it runs on into the main column, over the
    "工作经历" heading on the same baseline. The heading still opens the work section and
    the skills row stays a skill group."""
    from resumes.importing.parse import parse_bytes

    document = parse_bytes(_xhtml2pdf_zh(_SIDEBAR_ZH)).document

    assert [(w["name"], w["position"], w.get("location")) for w in document["work"]] == [
        ("四川西南建筑设计院", "结构工程师", "成都"),
        ("重庆山城结构设计事务所", "助理工程师", "重庆"),
    ]
    assert {"name": "结构能力", "keywords": ["结构选型", "抗震设计", "造价控制", "施工配合"]} in (
        document["skills"]
    )
    assert document["basics"]["summary"] == "八年高层住宅和公共建筑结构设计经验，熟悉抗震规范。"


def test_a_sidebar_row_run_on_past_the_gutter_alone_stays_in_the_sidebar():
    """The same template, the overflowing skills row on a baseline of its own: it stays a
    sidebar row (a skill group), not a row across the page left unplaced."""
    from resumes.importing.parse import parse_bytes

    page = _SIDEBAR_ZH.replace("padding: 14px", "padding: 2px").replace("、施工配合", "")
    document = parse_bytes(_xhtml2pdf_zh(page)).document

    assert {"name": "结构能力", "keywords": ["结构选型", "抗震设计", "造价控制"]} in document[
        "skills"
    ]
    assert [w["name"] for w in document["work"]] == ["四川西南建筑设计院", "重庆山城结构设计事务所"]


def _words(text: str, x: float, size: float, space: float) -> tuple[list[Char], float]:
    """Glyphs of `text` from `x`, each 0.55 em wide, words `space` em apart."""
    chars = []
    for word in text.split(" "):
        for ch in word:
            chars.append(Char(ch, x, x + 0.55 * size, 300.0, size, False, False))
            x += 0.55 * size
        x += space * size
    return chars, x - space * size


def test_a_sidebar_row_ending_short_of_the_main_column_is_parted_from_its_words():
    """SVG design pages (a long web address in the sidebar, the employer's row beside it on
    the same baseline, 0.7 em apart): the sidebar's piece, then the main column's row whole,
    its words a word space apart ("Straits" is not parted from "Pacific Airways")."""
    from resumes.importing.pdfrows import overflow_split

    edge, size = 200.0, 9.0
    side, end = _words("www.example.org/in/ana-lopes", 0.0, size, 0.3)
    side = [Char(c.text, c.x0 + edge - 0.7 * size - end, c.x1 + edge - 0.7 * size - end, c.y,
                 size, False, False) for c in side]  # fmt: skip
    main, _ = _words("Lisbon Harbour Authority · Lisbon", edge, size, 0.3)
    segment = row_segments(side + main)

    assert len(segment) == 1  # under a font size apart: one piece as read
    pieces = overflow_split(segment[0], edge)

    assert [p.text for p in pieces] == [
        "www.example.org/in/ana-lopes",
        "Lisbon Harbour Authority · Lisbon",
    ]


def test_a_true_italic_whose_f_overhangs_far_keeps_its_words():
    """A real italic font (Writer printing Word-97 RTF, LibreOffice's serif italic): most
    letters overlap a little, f and its ligatures reach far over the next letter; the
    deep overhangs are not the usual gap, so the shallow ones are no word gaps. Word spaces
    stay (the gap after a space glyph's advance)."""
    chars, x = [], 60.0
    # Overlaps measured on such a print: f and a reach 1.1-1.7 pt over the next letter,
    # others 0-0.4 pt, a few letters part by a hundredth.
    reach = {"f": 1.7, "a": 1.1, "w": 0.3, "e": 0.25, "i": 0.0, "d": -0.01, "t": 0.1}
    for word in ("Staffa", "Wildlife", "Warden"):
        for ch in word:
            width = 3.0 if ch in "fi" else 5.0
            chars.append(Char(ch, x, x + width, 100.0, 10.0, False, True))
            x += width - reach.get(ch, 0.08)
        x += 2.5  # a space's advance
    assert [s.text for s in row_segments(chars)] == ["Staffa Wildlife Warden"]
