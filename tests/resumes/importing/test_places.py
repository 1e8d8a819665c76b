"""Places no list of cities knows, told by the layout (`places.py`), and the Chinese
"职位, 单位" heading read by its organisation words (`entries.org_and_position`): a plain-text
"Employer, Town   dates" row over the title's own line, a Word file's date row with one piece
beside the dates, a Chinese organisation's town after its kind in a Chromium-printed page.
Documents of this module's own, rendered here (plain text, python-docx, Chromium)."""

from __future__ import annotations

import io

import pytest

from resumes.importing import lexicon
from resumes.importing.parse import parse_bytes
from resumes.importing.places import org_and_place, place_shaped

PLAIN = """ORLA BRENNAN
Veterinary Nurse
orla.brennan@example.com  *  +353 86 555 0199

EXPERIENCE
----------

Hollybank Animal Hospital, Tralee                 Mar 2020 - Present
Senior Veterinary Nurse
  * Ran the surgical theatre list for four vets

Greenway Pet Clinic, Kinsale                      Jun 2016 - Feb 2020
Veterinary Nurse
  * Triaged walk-in cases on weekend shifts
"""


def test_no_list_knows_the_towns_of_these_documents():
    for town in ("Tralee", "Kinsale", "诸暨", "慈溪"):
        assert not lexicon.looks_like_place(town)


def test_the_short_tail_after_an_employers_comma_is_the_town_when_the_title_has_its_line():
    work = parse_bytes(PLAIN.encode()).document["work"]

    assert [(w["name"], w.get("location"), w["position"]) for w in work] == [
        ("Hollybank Animal Hospital", "Tralee", "Senior Veterinary Nurse"),
        ("Greenway Pet Clinic", "Kinsale", "Veterinary Nurse"),
    ]


@pytest.mark.parametrize(
    "org",
    ["Acme, Inc", "Smith, Jones & Partners", "Ward 7, Level 2", "Harbour Bank, Senior Analyst"],
)
def test_a_tail_naming_an_organisation_a_number_or_a_title_keeps_the_name_whole(org):
    assert org_and_place(org) == (org, "")


def test_place_shape():
    assert place_shaped("Gold Coast") and place_shaped("义乌")
    assert not place_shaped("Bachelor of Arts") and not place_shaped("有限公司")


def _word_file() -> bytes:
    import docx

    document = docx.Document()
    document.add_heading("周雅琴", level=1)
    document.add_paragraph("护理部主任")
    document.add_heading("工作经历", level=2)
    for title, employer, dates, town in (
        ("护理部主任", "诸暨仁济康复医院", "2019年3月 – 至今", "诸暨"),
        ("护士长", "慈溪协和医院", "2014年7月 – 2019年2月", "慈溪"),
    ):
        document.add_heading(f"{title}, {employer}", level=3)
        document.add_paragraph(f"{dates} | {town}")
        document.add_paragraph("负责病区护理质量管理", style="List Bullet")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_a_chinese_title_comma_employer_heading_and_a_date_row_with_the_town():
    work = parse_bytes(_word_file()).document["work"]

    assert [(w["position"], w["name"], w.get("location")) for w in work] == [
        ("护理部主任", "诸暨仁济康复医院", "诸暨"),
        ("护士长", "慈溪协和医院", "慈溪"),
    ]
    assert work[0]["startDate"] == "2019-03" and "endDate" not in work[0]


MARKDOWN = """# 韩立诚

*审计经理*

## 工作经历

### 审计经理, 众信会计师事务所

*2018.07 – 至今*

- 负责上市公司年报审计

### 高级审计员, 华衡国际会计师事务所

*2014.07 – 2018.06*

- 执行存货监盘
"""


def test_a_markdown_title_comma_employer_is_split_by_the_organisation_word():
    work = parse_bytes(MARKDOWN.encode()).document["work"]

    assert [(w["position"], w["name"]) for w in work] == [
        ("审计经理", "众信会计师事务所"),
        ("高级审计员", "华衡国际会计师事务所"),
    ]


BESIDE = """LENA MARSH
Pastry Chef
lena.marsh@example.com

EXPERIENCE

Hotel Saski, Commis Chef        Wieliczka        2019 - 2021
- Prepared laminated doughs for the breakfast service
"""


def test_a_town_beside_an_employer_comma_title_piece_is_the_place():
    job = parse_bytes(BESIDE.encode()).document["work"][0]

    assert (job["name"], job["position"], job.get("location")) == (
        "Hotel Saski",
        "Commis Chef",
        "Wieliczka",
    )


AMONG = """MOANA TAPSELL
Early Childhood Teacher
moana.t@example.com

EXPERIENCE

Head Teacher, Kowhai Kindergarten                 Mar 2020 - Present
- Planned the play-based curriculum for forty children
Mosgiel
- Led the whanau evenings each term

Teacher, Harbour Early Learning                   Feb 2016 - Feb 2020
- Kept learning stories for each child
"""


def test_a_town_drawn_among_an_entrys_bullets_is_its_place_not_a_new_entry():
    work = parse_bytes(AMONG.encode()).document["work"]

    assert len(work) == 2
    assert work[0].get("location") == "Mosgiel"
    assert work[0]["highlights"] == [
        "Planned the play-based curriculum for forty children",
        "Led the whanau evenings each term",
    ]


def test_a_fixed_width_cv_gives_employer_town_and_a_one_word_title(tmp_path):
    """Plain text printed by enscript (then ps2pdf): "Employer - Town" beside the dates at
    the right, the title alone on the row under it, one compound noun ("Sonographer") or
    two words; a town no list knows ("Penrith", "Kogarah")."""
    import shutil
    import subprocess

    if not shutil.which("enscript"):
        pytest.skip("enscript is not installed (scripts/bootstrap.sh installs it)")
    rule = "=" * 60
    text = (
        "                 Wiremu Tautahi\n              Diagnostic Sonographer\n\n"
        f"EXPERIENCE\n{rule}\n"
        "Nepean Imaging Partners - Penrith                   04/2019 - Present\n"
        "  Senior Sonographer\n    o Scan about thirty obstetric patients a week\n"
        "Kogarah Radiology - Kogarah                         02/2015 - 03/2019\n"
        "  Sonographer\n    o Ran the vascular ultrasound list on Tuesdays\n"
    )
    source = tmp_path / "cv.txt"
    source.write_text(text, encoding="utf-8")
    ps, pdf = tmp_path / "cv.ps", tmp_path / "cv.pdf"
    # Courier10, as many fixed-width CVs are printed: its PDF reads every row as bold.
    command = ["enscript", "-q", "-f", "Courier10", "-o", str(ps), str(source)]
    subprocess.run(command, check=True, timeout=120)
    subprocess.run(["ps2pdf", str(ps), str(pdf)], check=True, timeout=120)
    work = parse_bytes(pdf.read_bytes()).document["work"]
    assert [
        (w.get("name"), w.get("location"), w.get("position"), len(w["highlights"])) for w in work
    ] == [
        ("Nepean Imaging Partners", "Penrith", "Senior Sonographer", 1),
        ("Kogarah Radiology", "Kogarah", "Sonographer", 1),
    ]


def test_a_labelled_city_is_the_entrys_place_and_a_correspondent_a_title():
    from resumes.importing.places import labelled_place, place_beside_pair

    # Europass: "City: Clayton" under "Physiotherapist Monash Health".
    assert labelled_place(["Physiotherapist", "Monash Health", "City: Clayton"]) == (
        "Clayton",
        ["Physiotherapist", "Monash Health"],
    )
    assert labelled_place(["物流主管", "城市：宁波"]) == ("宁波", ["物流主管"])
    # An ODT two-column table's "Correspondent, Reuters" beside "Antwerp".
    assert place_beside_pair(["Correspondent, Reuters", "Antwerp"]) == (
        "Antwerp",
        ["Correspondent, Reuters"],
    )


def test_a_town_with_a_capital_outside_ascii_is_shaped_like_one():
    # "Norwegian University of Life Sciences, Ås", "Mid Sweden University, Östersund".
    assert all(place_shaped(t) for t in ("Ås", "Östersund", "Łódź", "Zürich"))
    assert not any(place_shaped(t) for t in ("ås", "élan", "łódź"))
    assert org_and_place("Mid Sweden University, Östersund") == (
        "Mid Sweden University",
        "Östersund",
    )


JOB_SITE_DOCX_ROWS = [
    "孙海燕",
    "更新时间：2025/03/08",
    "电话：186 5321 7740  邮箱：sunhaiyan@example.cn",
    "工作经历",
    "2019.09 - 至今  青岛港湾物流有限公司  仓储主管",
    "工作地点：青岛",
    "1. 管理两座冷链仓库的出入库作业",
    "2016.07 - 2019.08  烟台顺达货运有限公司  调度员",
    "工作地点：烟台",
    "1. 安排每日干线车辆调度",
]


def test_a_job_sites_labelled_place_of_work_and_its_updated_stamp_in_a_word_file():
    """Chinese job-site exports (here a python-docx file of its own): "工作地点：青岛" under an
    entry's header is its place; the header's "updated" date is no phone number."""
    import docx

    document = docx.Document()
    for row in JOB_SITE_DOCX_ROWS:
        document.add_paragraph(row)
    out = io.BytesIO()
    document.save(out)

    parsed = parse_bytes(out.getvalue()).document

    assert parsed["basics"]["phone"] == "186 5321 7740"
    assert [w.get("location") for w in parsed["work"]] == ["青岛", "烟台"]
    assert not any("工作" in (w.get("description") or "") for w in parsed["work"])
