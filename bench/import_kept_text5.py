"""Kept-out documents of the text5 round (issue 27): documents made by generators and people
of their own for the layout families served by that round's rules (LinkedIn-like profiles
drawn by reportlab, skill chips and a 个人简历 grid drawn by WeasyPrint, a job-site export
written by python-docx, a British CV in Markdown, a credentials sidebar in plain text), none
of them looked at while the rules were written (the rules' tests use other people). Each is
parsed in-process (`parse_bytes`, no Django start) and scored with the corpus scorer.

    .venv/bin/python bench/import_kept_text5.py [--smoke] [--show]

--smoke: the first two documents; --show: each document's misses.
"""

from __future__ import annotations

import io
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _linkedin(key: str) -> tuple[bytes, dict]:
    from tests.resumes.importing.linkedin_plain import KEPT_OUT, profile_pdf

    p = KEPT_OUT[key]
    work = []
    from resumes.importing.dates import find_range

    for company, title, dates, _duration, town, items in p["roles"]:
        span = find_range(dates)
        entry = {"name": company, "position": title, "startDate": span.start, "location": town}
        if span.end:
            entry["endDate"] = span.end
        work.append({**entry, "highlights": items})
    school, degree = p["school"]
    study, rest = degree.split(", ", 1)
    area, years = rest.split(" · ")
    start, end = years.strip("()").split(" - ")
    zh = p["lang"] == "zh"
    # What the drawn page shows: the sidebar's e-mail, the header's city.
    email = "zhou@example.org" if zh else f"{p['name'].lower().replace(' ', '.')}@example.org"
    city = p["place"].split()[-1] if zh else p["place"].split(",")[0]
    return profile_pdf(p), {
        "basics": {"name": p["name"], "label": p["label"], "email": email,
                   "location": {"city": city}},
        "work": work,
        "skills": [{"name": s} for s in p["skills"]],
        "education": [{"institution": school, "studyType": study, "area": area,
                       "startDate": start, "endDate": end}],
    }  # fmt: skip


CHIPS = """<html><head><style>body {font-family: DejaVu Sans; font-size: 10pt}
.chip {display: inline-block; border: 1px solid #888; border-radius: 6pt; padding: 1pt 6pt;
margin-right: 6pt}</style></head><body><h1>Rafael Moreno</h1><p>Arborist</p>
<h2>Work History</h2><p><b>Lead Climber</b>, Greenway Tree Care, 2018 - Present</p>
<h2>Skills</h2><p><b>Climbing:</b> <span class="chip">Aerial rescue</span>
<span class="chip">Rigging</span><span class="chip">Crown reduction</span></p>
<p><b>Equipment:</b> <span class="chip">Stump grinder</span>
<span class="chip">Chainsaw maintenance</span></p></body></html>"""

GRID = """<html><head><style>body {{font-family: 'Noto Sans CJK SC'; font-size: 10pt}}
td {{padding: 2pt 4pt; vertical-align: top}} .d {{width: {width}pt}}</style></head><body>
<h1>个人简历</h1><table><tr><td>姓名</td><td>郑国栋</td><td>求职意向</td><td>电梯维修工</td></tr>
</table><h2>工作经历</h2><table>
<tr><td class=d>2020年5月-至今</td><td>上海三菱电梯有限公司</td><td>维保组长</td></tr>
<tr><td class=d>2015年3月-2020年11月</td><td>通力电梯有限公司</td><td>维修技工</td></tr>
</table><h2>教育经历</h2><table><tr><td class=d>2012-2015</td><td>上海电机学院</td>
<td>机电一体化</td><td>专科</td></tr></table></body></html>"""

JOB_SITE = [
    "钱佳琪", "简历编号：88213 更新日期：2025.11.02",
    "手机：150 2173 6684  邮箱：qianjiaqi@example.cn",
    "工作经历", "2021.04 - 至今  南京鼓楼医院  康复治疗师", "工作地点：南京",
    "1. 负责骨科术后康复评估", "2017.07 - 2021.03  苏州九龙医院  治疗师", "工作地点：苏州",
    "1. 开展儿童康复训练",
]  # fmt: skip

BRITISH = """# Eleanor Price

Speech and Language Therapist

## Experience

**Specialist Speech and Language Therapist**, Bristol Community Health
Sep 2020 - Present

- Assess swallowing after stroke on the community team

## Education

**BSc (Hons), Speech and Language Therapy**
University of Reading
2016 - 2020

First Class Honours
"""

SIDEBAR = """Owen Tremaine
Ski Instructor

EXPERIENCE
Senior Ski Instructor, Alpine Peaks School, Verbier
Dec 2019 - Present
- Teach groups of eight from first turns to off-piste

CERTIFICATIONS
BASI Level 3 Instructor, British
Association of Snowsport Instructors, 2019
Avalanche Awareness, Snowsport
Scotland, 2021
"""


def documents() -> list[tuple[str, bytes, dict]]:
    from weasyprint import HTML

    out = []
    for key in ("surveyor", "zh-chef"):
        data, truth = _linkedin(key)
        out.append((f"linkedin-{key}", data, truth))
    out.append((
        "weasyprint-chips", HTML(string=CHIPS).write_pdf(),
        {"basics": {"name": "Rafael Moreno", "label": "Arborist"},
         "work": [{"name": "Greenway Tree Care", "position": "Lead Climber",
                   "startDate": "2018"}],
         "skills": [{"name": "Climbing", "keywords": ["Aerial rescue", "Rigging",
                                                      "Crown reduction"]},
                    {"name": "Equipment", "keywords": ["Stump grinder",
                                                       "Chainsaw maintenance"]}]},
    ))  # fmt: skip
    for width in (88, 97):
        out.append((
            f"weasyprint-grid-{width}", HTML(string=GRID.format(width=width)).write_pdf(),
            {"basics": {"name": "郑国栋", "label": "电梯维修工"},
             "work": [{"name": "上海三菱电梯有限公司", "position": "维保组长",
                       "startDate": "2020-05"},
                      {"name": "通力电梯有限公司", "position": "维修技工",
                       "startDate": "2015-03", "endDate": "2020-11"}],
             "education": [{"institution": "上海电机学院", "area": "机电一体化",
                            "studyType": "专科", "startDate": "2012", "endDate": "2015"}]},
        ))  # fmt: skip
    import docx

    document = docx.Document()
    for row in JOB_SITE:
        document.add_paragraph(row)
    buffer = io.BytesIO()
    document.save(buffer)
    out.append((
        "docx-job-site", buffer.getvalue(),
        {"basics": {"name": "钱佳琪", "phone": "150 2173 6684",
                    "email": "qianjiaqi@example.cn"},
         "work": [{"name": "南京鼓楼医院", "position": "康复治疗师", "startDate": "2021-04",
                   "location": "南京", "highlights": ["负责骨科术后康复评估"]},
                  {"name": "苏州九龙医院", "position": "治疗师", "startDate": "2017-07",
                   "endDate": "2021-03", "location": "苏州",
                   "highlights": ["开展儿童康复训练"]}]},
    ))  # fmt: skip
    out.append((
        "markdown-british", BRITISH.encode(),
        {"basics": {"name": "Eleanor Price", "label": "Speech and Language Therapist"},
         "work": [{"name": "Bristol Community Health",
                   "position": "Specialist Speech and Language Therapist",
                   "startDate": "2020-09",
                   "highlights": ["Assess swallowing after stroke on the community team"]}],
         "education": [{"institution": "University of Reading", "studyType": "BSc (Hons)",
                        "area": "Speech and Language Therapy", "startDate": "2016",
                        "endDate": "2020", "score": "First Class Honours"}]},
    ))  # fmt: skip
    out.append((
        "text-sidebar-credentials", SIDEBAR.encode(),
        {"basics": {"name": "Owen Tremaine", "label": "Ski Instructor"},
         "work": [{"name": "Alpine Peaks School", "position": "Senior Ski Instructor",
                   "location": "Verbier", "startDate": "2019-12",
                   "highlights": ["Teach groups of eight from first turns to off-piste"]}],
         "certificates": [
             {"name": "BASI Level 3 Instructor",
              "issuer": "British Association of Snowsport Instructors", "date": "2019"},
             {"name": "Avalanche Awareness", "issuer": "Snowsport Scotland", "date": "2021"}]},
    ))  # fmt: skip
    return out


def report(docs: list[tuple[str, bytes, dict]]) -> None:
    """Import each (name, bytes, truth) in process and print F1, recall and seconds (--show:
    the facts missed and added). Shared by the kept-out benches of later rounds."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from bench.parts.blind_harness import _all_facts
    from resumes.importing.parse import parse_bytes
    from resumes.importing.service import _settled
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    docs = docs[: 2 if "--smoke" in sys.argv else None]
    rows = []
    print(f"{'document':32} {'F1':>6} {'recall':>6} {'sec':>6}")
    for name, data, truth in docs:
        started = time.perf_counter()
        found = _settled(parse_bytes(data)).document
        seconds = time.perf_counter() - started
        f1, recall = score_document(truth, found).f1, content_recall(truth, found)
        rows.append((f1, recall, seconds))
        print(f"{name:32} {f1:6.3f} {recall:6.3f} {seconds:6.2f}")
        if "--show" in sys.argv and f1 < 1:
            want, got = _all_facts(truth), _all_facts(found)
            for mark, facts in (("-", [f for f in want if f not in got]),
                                ("+", [f for f in got if f not in want])):  # fmt: skip
                for section, field, value in facts:
                    print(f"    {mark} {section}.{field}: {value[:100]}")
    print(
        f"{'all':32} {statistics.mean(r[0] for r in rows):6.3f} "
        f"{min(r[1] for r in rows):6.3f} {statistics.median(r[2] for r in rows):6.2f}"
    )


def main() -> None:
    report(documents())


if __name__ == "__main__":
    main()
