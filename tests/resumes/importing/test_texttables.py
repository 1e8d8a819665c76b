"""Tables drawn in plain text (`resumes/importing/texttables.py`): a job site's profile page
dumped by the text browser w3m (box-drawing or ASCII borders, borderless tables aligned in
columns under their heads) reads as the person's fields and jobs."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from resumes.importing.parse import parse_bytes

PAGE = """<html><body><h2>Profile</h2><table border=1>
<tr><th>Name</th><td>Marta Lindqvist</td></tr>
<tr><th>Desired position</th><td>Hydrographic Surveyor</td></tr>
<tr><th>Email</th><td>marta.lindqvist@example.se</td></tr>
<tr><th>Phone</th><td>+46 70 555 1234</td></tr>
<tr><th>City</th><td>Gothenburg</td></tr></table>
<h2>Work experience</h2><table>
<tr><th>Period</th><th>Employer</th><th>Position</th></tr>
<tr><td>04/2020 – Present</td><td>Nordic Seabed Mapping AB</td><td>Party Chief</td></tr>
<tr><td></td><td colspan=2><ul><li>Lead multibeam surveys of harbour approaches for the
port authority</li><li>Check sound velocity profiles before every survey line</li></ul></td></tr>
<tr><td>09/2015 – 03/2020</td><td>Kattegat Marine Services</td><td>Survey Technician</td></tr>
<tr><td></td><td colspan=2><ul><li>Processed side-scan sonar data for cable route
surveys</li></ul></td></tr></table>
<h2>Education</h2><table>
<tr><th>Period</th><th>School</th><th>Degree</th></tr>
<tr><td>2012 – 2015</td><td>Chalmers University of Technology</td>
<td>BSc, Marine Engineering</td></tr>
</table></body></html>"""

PAGE_ZH = """<html><head><meta charset="utf-8"></head><body><h2>个人信息</h2><table border=1>
<tr><th>姓名</th><td>欧阳静</td></tr><tr><th>求职意向</th><td>景观设计师</td></tr>
<tr><th>邮箱</th><td>ouyang.jing@example.cn</td></tr><tr><th>手机</th><td>139 0571 2234</td></tr>
</table><h2>工作经历</h2><table><tr><th>时间</th><th>单位</th><th>职位</th></tr>
<tr><td>2019-03 - 至今</td><td>杭州绿城景观设计院</td><td>主创设计师</td></tr>
<tr><td></td><td colspan=2><ul><li>主持湿地公园与滨水绿道方案设计</li></ul></td></tr>
<tr><td>2015-07 - 2019-02</td><td>苏州园林设计有限公司</td><td>景观设计师</td></tr>
</table></body></html>"""

needs_w3m = pytest.mark.skipif(shutil.which("w3m") is None, reason="w3m absent")


def _dump(page: str, *options: str) -> bytes:
    return subprocess.run(
        ["w3m", "-dump", "-T", "text/html", "-I", "UTF-8", "-O", "UTF-8", *options],
        input=page.encode(), capture_output=True, check=True, timeout=60,
    ).stdout  # fmt: skip


@needs_w3m
@pytest.mark.parametrize("options", [("-cols", "96"), ("-cols", "80", "-no-graph")])
def test_a_profile_page_dumped_by_w3m_reads_its_info_table_and_job_rows(options):
    text = _dump(PAGE, *options)
    assert b"Nordic Seabed Mapping AB" in text
    document = parse_bytes(text).document

    basics = document["basics"]
    assert (basics["name"], basics["label"]) == ("Marta Lindqvist", "Hydrographic Surveyor")
    assert basics["email"] == "marta.lindqvist@example.se"
    assert [(w["name"], w["position"], w["startDate"]) for w in document["work"]] == [
        ("Nordic Seabed Mapping AB", "Party Chief", "2020-04"),
        ("Kattegat Marine Services", "Survey Technician", "2015-09"),
    ]
    assert document["work"][0]["highlights"] == [
        "Lead multibeam surveys of harbour approaches for the port authority",
        "Check sound velocity profiles before every survey line",
    ]
    school = document["education"][0]
    assert school["institution"] == "Chalmers University of Technology"
    assert "│" not in str(document) and "|" not in str(document)


@needs_w3m
def test_a_chinese_profile_page_dumped_by_w3m_reads_its_wide_characters_in_their_columns():
    document = parse_bytes(_dump(PAGE_ZH, "-cols", "96")).document

    assert document["basics"]["name"] == "欧阳静"
    assert document["basics"]["label"] == "景观设计师"
    assert [(w["name"], w["position"]) for w in document["work"]] == [
        ("杭州绿城景观设计院", "主创设计师"),
        ("苏州园林设计有限公司", "景观设计师"),
    ]
    assert document["work"][0]["highlights"] == ["主持湿地公园与滨水绿道方案设计"]


def test_a_box_drawn_table_with_a_wrapped_cell_is_read_row_by_row():
    text = "\n".join([
        "Tomas Ek",
        "",
        "+----------+---------------------------+",
        "|Email     |tomas.ek@example.se        |",
        "|----------+---------------------------|",
        "|Phone     |+46 8 555 0199             |",
        "+----------+---------------------------+",
        "",
        "Experience",
        "",
        "┌─────────────────┬──────────────────────┬──────────────┐",
        "│Mar 2018 – Now   │Baltic Ferries AB     │Second Officer│",
        "│                 │(Stockholm)           │              │",
        "└─────────────────┴──────────────────────┴──────────────┘",
    ])  # fmt: skip
    document = parse_bytes(text.encode()).document

    assert document["basics"]["email"] == "tomas.ek@example.se"
    assert document["basics"]["phone"] == "+46 8 555 0199"
    job = document["work"][0]
    assert (job["name"], job["position"], job["startDate"]) == (
        "Baltic Ferries AB", "Second Officer", "2018-03")  # fmt: skip
    assert job.get("location") == "Stockholm"
