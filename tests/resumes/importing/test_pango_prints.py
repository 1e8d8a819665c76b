"""Pages printed through Pango and cairo (the GTK / Firefox-on-Linux print path), drawn by
blind set 8's own engine (bench/parts/import_blind8/pango.py, Debian's python3 with PyGObject)
for people of their own: a text editor's monospaced print of a plain-text CV (wrapped list
items going back to the marker's column, 'Title, Employer, Place' lines over their dates, a
running header with the page count, 【】 headings) and a design page with a dark sidebar
(ligatures, a small-type e-mail address, the employer in italics under the title)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from resumes.importing.parse import parse_bytes

pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/python3").exists() or not shutil.which("fc-list"),
    reason="Debian's python3 with PyGObject draws the pages (scripts/bootstrap.sh installs it)",
)

EDITOR = [
    "Marguerite Olsson",
    "Ferry Deck Officer",
    "m.olsson.deck@example.com | +46 70 412 8810 | Gothenburg, SE",
    "",
    "EXPERIENCE",
    "----------",
    "Chief Officer, Nordkust Linjen, Gothenburg",
    "2020-03 – Present",
    "* Plan cargo stowage and stability for a ro-pax vessel carrying 230 trailers and cars",
    "* Lead the deck crew of eleven through mooring operations",
    "Second Officer, Skagerrak Shipping, Frederikshavn",
    "2016-05 – 2020-02",
    "* Kept the navigational watch on crossings between Denmark and Sweden",
    "",
    "SKILLS",
    "------",
    "Navigation: ECDIS, Radar plotting, Passage planning",
]


def _render(job: dict) -> bytes:
    try:
        from bench.parts.import_blind8.pango import render
    except ImportError:  # pragma: no cover - the bench folder ships with the repository
        pytest.skip("blind set 8's Pango engine is not there")
    try:
        return render(job)
    except Exception as exc:  # no PyGObject or Pango typelibs on this machine
        pytest.skip(f"Pango/cairo could not draw the page: {exc}")


def test_an_editor_print_keeps_wrapped_items_and_each_title_employer_line():
    data = _render({"layout": "editor", "zh": False, "lines": EDITOR, "title": "cv.txt",
                    "size": 9.5})  # fmt: skip

    document = parse_bytes(data).document

    first, second = document["work"]
    assert (first["position"], first["name"]) == ("Chief Officer", "Nordkust Linjen")
    assert first["highlights"][0] == (
        "Plan cargo stowage and stability for a ro-pax vessel carrying 230 trailers and cars"
    )
    assert (second["position"], second["name"]) == ("Second Officer", "Skagerrak Shipping")
    assert second["startDate"] == "2016-05"
    assert "Page 1 of 1" not in str(document)


def test_a_chinese_editor_print_reads_each_bracketed_heading_apart():
    lines = [
        "林晓岚", "船舶轮机员", "lin.xiaolan@example.cn | 139 0571 2284 | 舟山, 浙江", "",
        "【自我评价】", "八年远洋船舶轮机管理经验，熟悉主机与辅机的维护保养。", "",
        "【工作经历】", "舟山中远海运船员管理有限公司  二管轮  舟山", "2019年4月 - 至今",
        "· 负责主机燃油系统与分油机维护", "",
        "【教育经历】", "集美大学  轮机工程　本科", "2011 - 2015", "",
    ]  # fmt: skip
    data = _render({"layout": "editor", "zh": True, "lines": lines, "title": "简历.txt",
                    "size": 9.5})  # fmt: skip

    document = parse_bytes(data).document

    assert "【工作经历】" not in document["basics"].get("summary", "")
    assert document["work"][0]["name"] == "舟山中远海运船员管理有限公司"
    assert document["education"][0]["institution"] == "集美大学"


def _sidebar_page() -> dict:
    lines = ["Certified the annual accounts and filed every grant report on time",
             "Ran the office of a charity monitoring salmon rivers in the north"]  # fmt: skip
    entry = {"title": "Office Manager", "org": "Brightwater Fisheries Trust",
             "place": "Inverness", "when": "April 2019 – Present", "lines": lines}  # fmt: skip
    return {
        "name": "Fionnuala Baird",
        "label": "Office Manager",
        "contacts": ["fionnuala.baird.office@example.com", "+44 7700 900 412", "Inverness, GB"],
        "sections": [
            {"key": "summary", "heading": "Profile", "entries": [],
             "lines": ["Office manager with a decade of finance and office work for charities."]},
            {"key": "work", "heading": "Work History", "entries": [entry], "lines": []},
            {"key": "skills", "heading": "Skills", "entries": [],
             "lines": ["Finance: Sage, Payroll, Grant reporting"]},
        ],
    }  # fmt: skip


def test_a_pango_sidebar_page_keeps_ligatures_small_type_and_the_italic_employer():
    data = _render({"layout": "sidebar", "zh": False, "page": _sidebar_page()})

    document = parse_bytes(data).document

    assert document["basics"]["email"] == "fionnuala.baird.office@example.com"
    job = document["work"][0]
    assert (job["position"], job["name"]) == ("Office Manager", "Brightwater Fisheries Trust")
    assert job["highlights"][0] == (
        "Certified the annual accounts and filed every grant report on time"
    )
    assert "Certifi ed" not in parse_bytes(data).source_text
