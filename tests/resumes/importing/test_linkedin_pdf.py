"""LinkedIn "Save to PDF" profiles (made at test time by bench/parts/linkedin_render.py, not by
LinkedIn: a sidebar beside the main column, roles dated with their duration, "Page 1 of 2"
footers) import with their jobs, titles, dates, locations, schools, skills, languages with
fluency and certifications, in English and Chinese, whichever engine drew the PDF."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command

from bench.parts.linkedin_canvas import canvas_pdf
from bench.parts.linkedin_render import PROFILES, blocks, chromium_pdfs, expected, weasy_pdf
from resumes.importing.linkedin_pdf import is_linkedin_profile
from resumes.importing.parse import parse_bytes
from resumes.importing.pdf import read_pdf
from resumes.models import Resume
from tests.resumes.importing.corpus.scoring import content_recall, score_document

PEOPLE = {p["key"]: p for p in PROFILES}


def drawn(key: str) -> bytes:
    """The profile drawn by reportlab (main column first, sidebar after)."""
    p = PEOPLE[key]
    return canvas_pdf(p, *blocks(p, 1))


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


@pytest.mark.django_db
def test_an_english_profile_imports_its_jobs_schools_and_languages(user, tmp_path):
    path = tmp_path / "Profile.pdf"
    path.write_bytes(drawn("en-accountant"))
    out = io.StringIO()

    call_command("import_resume", str(path), "--user", "alice", "--json", stdout=out,
                 stderr=io.StringIO())  # fmt: skip

    document = json.loads(out.getvalue())
    assert document == Resume.objects.get(owner=user).data
    basics = document["basics"]
    assert basics["name"] == "Markus Weber"
    assert basics["email"] == "markus.weber@gmx.de"
    assert basics["location"]["city"] == "Munich"
    assert basics["profiles"][0]["username"] == "markus-weber-cpa-4b21a7"
    work = document["work"]
    # Two roles at one company are two entries with the same employer.
    assert [w["name"] for w in work] == ["Krauss Maschinenbau AG", "Krauss Maschinenbau AG",
                                         "Deloitte", "Stadtwerke Augsburg"]  # fmt: skip
    assert [w["position"] for w in work] == ["Head of Group Reporting", "Senior Group Accountant",
                                             "Audit Senior", "Accounting Trainee"]  # fmt: skip
    assert work[0]["startDate"] == "2021-02" and "endDate" not in work[0]
    assert (work[1]["startDate"], work[1]["endDate"]) == ("2017-05", "2021-01")
    assert work[2]["location"] == "Frankfurt, Hesse, Germany"
    assert "location" not in work[3]  # a role with no place line
    assert work[0]["highlights"][0] == (
        "Own the consolidated IFRS statements of 34 subsidiaries in 19 countries"
    )
    school = document["education"][0]
    assert school["institution"] == "Ludwig-Maximilians-Universität München"
    assert school["studyType"] == "Master of Science - MS"
    assert school["area"] == "Accounting and Finance"
    assert (school["startDate"], school["endDate"]) == ("2011", "2013")
    assert {"language": "German", "fluency": "Native or Bilingual"} in document["languages"]
    assert {"language": "English", "fluency": "Full Professional Proficiency"} in document[
        "languages"
    ]
    assert [s["name"] for s in document["skills"]] == ["IFRS", "Consolidation", "SAP S/4HANA"]
    assert document["certificates"][0]["name"] == "Certified Public Accountant (CPA)"
    # The footer stays out of every field.
    assert not [s for s in _strings(document) if "Page 1" in s or "Page 2" in s]


def test_a_chinese_profile_imports_with_its_roles_at_one_company():
    document = parse_bytes(drawn("zh-nurse")).document
    work = document["work"]
    assert [w["name"] for w in work] == ["中山大学附属第一医院"] * 3
    assert [w["position"] for w in work] == ["急诊科主管护师", "急诊科护师", "内科护士"]
    assert [w["startDate"] for w in work] == ["2017-01", "2012-07", "2009-07"]
    assert work[1]["endDate"] == "2016-12"
    assert document["basics"]["location"]["city"] == "广州"
    assert document["education"][0] == {
        "institution": "南方医科大学", "studyType": "学士", "area": "护理学",
        "startDate": "2005", "endDate": "2009",
    }  # fmt: skip
    assert {"language": "粤语", "fluency": "母语或双语"} in document["languages"]
    assert document["certificates"][0]["name"] == "护士执业证书"
    assert not [s for s in _strings(document) if "第 1 页" in s or "共 1 页" in s]


@pytest.mark.parametrize("key", ["en-nurse", "en-sales", "zh-teacher", "zh-logistics"])
def test_every_field_and_word_of_a_profile_is_placed(key):
    """Profiles over two pages (an entry broken by the page), a paragraph description, a
    school with no dates, a summary of several paragraphs."""
    document = parse_bytes(drawn(key)).document
    truth = expected(PEOPLE[key])
    assert score_document(truth, document).f1 >= 0.95
    assert content_recall(truth, document) >= 0.99


def test_chinese_profiles_of_other_versions_and_interface_languages():
    """工作经验 / 教育背景 / 热门技能 / 语言能力 / 执照和认证 / 关于, dates "2019年 3月 - 现在"
    with "· 5年9个月", paragraph descriptions without bullets, 上海市 under the role; and a
    Chinese profile whose headings and dates are English ("Shanghai, China", "●" bullets)."""
    p = PEOPLE["zh-pharma"]
    document = parse_bytes(weasy_pdf(p, 1)).document
    work = document["work"]
    assert [w["position"] for w in work] == ["临床研究经理", "高级临床监查员", "临床监查员"]
    assert [w["name"] for w in work][1:] == ["昆泰医药发展（上海）有限公司"] * 2
    assert (work[1]["startDate"], work[1]["endDate"]) == ("2018-03", "2020-05")
    assert work[1]["summary"].startswith("负责五家研究中心的监查访视")  # not run into a title
    assert work[0]["location"] == "上海市"
    assert document["basics"]["summary"].startswith("八年临床试验管理经验")
    assert document["certificates"][0]["name"] == "药物临床试验质量管理规范培训证书"
    assert score_document(expected(p), document).f1 >= 0.95
    p = PEOPLE["zh-engineer"]
    document = parse_bytes(weasy_pdf(p, 0)).document
    assert document["basics"]["location"]["city"] == "Shanghai"
    assert [w["name"] for w in document["work"]][:2] == ["上海电气集团股份有限公司"] * 2
    assert document["work"][2]["location"] == "江苏 南京"  # a province and city, no country
    assert document["work"][0]["highlights"][0] == "负责二百二十千伏变电站的电气一次设计与设备选型"
    assert score_document(expected(p), document).f1 >= 0.95


def test_the_report_names_the_layout_and_weasyprint_pages_read_alike():
    p = PEOPLE["zh-teacher"]
    draft = parse_bytes(weasy_pdf(p, 1))
    assert draft.report["layout"] == "linkedin"
    found = {(s["section"], s["heading"], s["entries"]) for s in draft.report["sections"]}
    assert {("work", "经历", 2), ("education", "教育经历", 2)} <= found
    assert score_document(expected(p), draft.document).f1 >= 0.95
    assert "第 1 页" in draft.source_text  # kept in the source text, out of the entries


def test_other_two_column_resumes_are_not_read_as_linkedin():
    from pathlib import Path

    files = Path(__file__).parent / "corpus" / "files"
    for name in ("en_fpdf2_sidebar.pdf", "en_reportlab_single.pdf"):
        lines, _ = read_pdf((files / name).read_bytes())
        assert not is_linkedin_profile(lines), name


@pytest.mark.browser
def test_chromium_printed_profiles_import_in_both_languages():
    chosen = [(PEOPLE["en-civil"], 0), (PEOPLE["zh-teacher"], 1)]
    for (p, _), pdf in zip(chosen, chromium_pdfs(chosen), strict=True):
        document = parse_bytes(pdf).document
        assert score_document(expected(p), document).f1 >= 0.95, p["key"]
        assert content_recall(expected(p), document) >= 0.99, p["key"]
