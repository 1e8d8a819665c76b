"""Kept-out documents of the text6 round (issue 27): documents of people and generators of
their own for the layout families served by that round's rules, none of them looked at while
the rules were written (the rules' tests use other people and generators): LinkedIn-like
profiles drawn by reportlab with their items set close, a browser-like print header and
footer drawn by WeasyPrint's page margins, a true italic position (URW P052 Italic through
WeasyPrint), sidebar credentials closed by their year (plain text), a BOSS直聘-like page with
items set apart by space (python-docx). Each is parsed in-process (`parse_bytes`, no Django
start) and scored with the corpus scorer.

    .venv/bin/python bench/import_kept_text6.py [--smoke] [--show]

--smoke: the first two documents; --show: each document's misses.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PRINTED = """<html><head><style>
@page {{ size: A4; margin: 18mm 14mm;
  @top-left {{ content: "{stamp}"; font: 8pt DejaVu Sans }}
  @top-center {{ content: "Résumé - Lucia Ferraro"; font: 8pt DejaVu Sans }}
  @bottom-left {{ content: "{address}"; font: 8pt DejaVu Sans }}
  @bottom-right {{ content: "1/1"; font: 8pt DejaVu Sans }} }}
body {{ font: 10pt DejaVu Sans }}</style></head><body>
<h1>Lucia Ferraro</h1><p>Conservation Scientist</p>
<h2>Experience</h2><p><b>Paintings Conservator</b>, Uffizi Galleries, 2019 - Present</p>
<ul><li>Analyse pigments with portable XRF before each treatment</li></ul>
<h2>Certifications</h2>
<p>Accredited Conservator-Restorer, ICON, 2018</p>
<p>Radiation Protection Supervisor, ISPRA, 2021</p></body></html>"""

ITALIC = """<html><head><style>body {font: 10.5pt P052} i {font-style: italic}</style></head>
<body><h1>Declan Whitford</h1><p>Harbour Pilot</p><h2>Employment</h2>
<p><b>Port of Felixstowe</b>, Felixstowe, April 2016 - Present<br><i>Chief Officer Affairs</i></p>
<ul><li>Pilot container ships of up to 400 metres through the Orwell channel</li></ul>
<p><b>Stena Line</b>, Harwich, June 2011 - March 2016<br><i>Staff Officer</i></p>
<ul><li>Kept the bridge watch on the Hook of Holland crossing</li></ul></body></html>"""

SIDEBAR = """Marisol Ibarra
Wildland Firefighter

Experience
Engine Captain, Sierra Fire District
May 2018 - Present
- Lead a five-person engine crew on initial attack

Certifications
Incident Commander Type 4,
National Wildfire Coordinating
Group, 2019
Emergency Medical Responder, Red
Cross, 2022
"""

BOSS = [
    "罗一鸣", "8年经验 · 本科 · 31岁", "", "个人优势", "", "熟悉大型展会搭建与现场安全管理。", "",
    "工作经历", "", "上海国际会展有限公司　2021.09 - 至今", "", "项目经理 · 上海", "", "内容：",
    "", "统筹车展主馆搭建进度", "", "编制现场安全检查表", "", "苏州博览中心　2017.07 - 2021.08",
    "", "现场主管 · 苏州", "", "内容：", "", "协调布展与撤展", "", "教育经历", "",
    "上海大学　2013 - 2017", "",
]  # fmt: skip


def _linkedin(key: str) -> tuple[bytes, dict]:
    from bench.import_kept_text5 import _linkedin as truth_of
    from tests.resumes.importing.linkedin_plain import KEPT_OUT, profile_pdf

    _data, truth = truth_of(key)
    return profile_pdf(KEPT_OUT[key], item_gap=0), truth


def documents() -> list[tuple[str, bytes, dict]]:
    from weasyprint import HTML

    out = []
    for key in ("surveyor", "zh-chef"):
        data, truth = _linkedin(key)
        out.append((f"linkedin-close-{key}", data, truth))
    certificates = [
        {"name": "Accredited Conservator-Restorer", "issuer": "ICON", "date": "2018"},
        {"name": "Radiation Protection Supervisor", "issuer": "ISPRA", "date": "2021"},
    ]
    for stamp, address in (("12/1/26, 4:05 PM", "file:///C:/Users/lucia/cv.html"),
                           ("2026/12/1 16:05", "https://lucia.example.it/cv.html")):  # fmt: skip
        out.append((
            f"weasyprint-browser-{len(out)}",
            HTML(string=PRINTED.format(stamp=stamp, address=address)).write_pdf(),
            {"basics": {"name": "Lucia Ferraro", "label": "Conservation Scientist"},
             "work": [{"name": "Uffizi Galleries", "position": "Paintings Conservator",
                       "startDate": "2019",
                       "highlights": ["Analyse pigments with portable XRF before each "
                                      "treatment"]}],
             "certificates": certificates},
        ))  # fmt: skip
    out.append((
        "weasyprint-italic", HTML(string=ITALIC).write_pdf(),
        {"basics": {"name": "Declan Whitford", "label": "Harbour Pilot"},
         "work": [{"name": "Port of Felixstowe", "position": "Chief Officer Affairs",
                   "location": "Felixstowe", "startDate": "2016-04",
                   "highlights": ["Pilot container ships of up to 400 metres through the "
                                  "Orwell channel"]},
                  {"name": "Stena Line", "position": "Staff Officer", "location": "Harwich",
                   "startDate": "2011-06", "endDate": "2016-03",
                   "highlights": ["Kept the bridge watch on the Hook of Holland crossing"]}]},
    ))  # fmt: skip
    out.append((
        "text-sidebar-closed", SIDEBAR.encode(),
        {"basics": {"name": "Marisol Ibarra", "label": "Wildland Firefighter"},
         "work": [{"name": "Sierra Fire District", "position": "Engine Captain",
                   "startDate": "2018-05",
                   "highlights": ["Lead a five-person engine crew on initial attack"]}],
         "certificates": [
             {"name": "Incident Commander Type 4",
              "issuer": "National Wildfire Coordinating Group", "date": "2019"},
             {"name": "Emergency Medical Responder", "issuer": "Red Cross", "date": "2022"}]},
    ))  # fmt: skip
    import docx

    document = docx.Document()
    for row in BOSS:
        document.add_paragraph(row)
    buffer = io.BytesIO()
    document.save(buffer)
    out.append((
        "docx-boss-spaced", buffer.getvalue(),
        {"basics": {"name": "罗一鸣"},
         "work": [{"name": "上海国际会展有限公司", "position": "项目经理", "location": "上海",
                   "startDate": "2021-09",
                   "highlights": ["统筹车展主馆搭建进度", "编制现场安全检查表"]},
                  {"name": "苏州博览中心", "position": "现场主管", "location": "苏州",
                   "startDate": "2017-07", "endDate": "2021-08",
                   "highlights": ["协调布展与撤展"]}],
         "education": [{"institution": "上海大学", "startDate": "2013", "endDate": "2017"}]},
    ))  # fmt: skip
    return out


def main() -> None:
    from bench.import_kept_text5 import report

    report(documents())


if __name__ == "__main__":
    main()
