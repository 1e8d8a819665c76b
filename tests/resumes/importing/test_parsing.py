"""The deterministic parser: kinds told by content, dates people write, headings in English
and Chinese, contact details, entries and highlights, and text that finds no place kept."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from resumes.importing.contacts import extract
from resumes.importing.dates import find_range
from resumes.importing.lexicon import section_of
from resumes.importing.parse import detect, parse_bytes
from resumes.importing.pipeline import UNPLACED_KEY

FILES = Path(__file__).parent / "corpus" / "files"


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Jan 2020 – Present", "2020-01", ""),
        ("03/2018 - 11/2020", "2018-03", "2020-11"),
        ("2019.07 - 至今", "2019-07", ""),
        ("2016年9月-2019年6月", "2016-09", "2019-06"),
        ("2016年9月至2019年6月", "2016-09", "2019-06"),
        ("Summer 2017", "2017-06", "2017-06"),
        ("Sept. 2019 - June 2021", "2019-09", "2021-06"),
        ("Jan – Mar 2020", "2020-01", "2020-03"),
        ("2020 to 2022", "2020", "2022"),
        ("since 2019", "2019", ""),
        ("Senior Engineer, Acme    2019 – 2021", "2019", "2021"),
    ],
)
def test_dates_people_write_become_iso_dates(text, start, end):
    found = find_range(text)

    assert (found.start, found.end) == (start, end)


@pytest.mark.parametrize(
    "text", ["+44 20 7946 0958", "Python 3.11", "GPA 3.8/4.0", "12,000 clients"]
)
def test_numbers_that_are_not_dates_are_not_read_as_dates(text):
    assert find_range(text) is None


@pytest.mark.parametrize(
    ("heading", "section"),
    [
        ("Professional Experience", "work"),
        ("WORK HISTORY", "work"),
        ("Employment", "work"),
        ("E X P E R I E N C E", "work"),
        ("Core Competencies", "skills"),
        ("Certifications:", "certificates"),
        ("工作经历", "work"),
        ("工作经验", "work"),
        ("教育背景", "education"),
        ("教育经历", "education"),
        ("专业技能", "skills"),
        ("项目经历", "projects"),
        ("论文与出版物", "publications"),
        ("Hobbies", "interests"),
        ("Patents", ""),
    ],
)
def test_section_headings_in_english_and_chinese(heading, section):
    assert section_of(heading) == section


def test_contact_details_come_out_of_a_header_line():
    found = extract(
        [
            "ada@example.com",
            "Tel: +44 20 7946 0958",
            "linkedin.com/in/ada-l",
            "GitHub: adal",
            "ada.dev",
        ]
    )

    assert found.email == "ada@example.com"
    assert found.phone == "+44 20 7946 0958"
    assert found.url == "ada.dev"
    assert [(p["network"], p["username"]) for p in found.profiles] == [
        ("LinkedIn", "ada-l"),
        ("GitHub", "adal"),
    ]


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("en_weasyprint_single.pdf", "pdf"),
        ("en_tables.docx", "zip"),
        ("linkedin_export.zip", "zip"),
        ("en_resume.md", "markdown"),
        ("en_pasted.txt", "text"),
    ],
)
def test_the_kind_is_told_by_the_content_not_the_name(name, kind):
    assert detect((FILES / name).read_bytes()) == kind


def test_a_docx_and_a_linkedin_export_are_told_apart_inside_the_zip():
    assert parse_bytes((FILES / "en_tables.docx").read_bytes()).kind == "docx"
    assert parse_bytes((FILES / "linkedin_export.zip").read_bytes()).kind == "linkedin"


def test_json_is_detected_for_the_json_resume_reader():
    assert detect(json.dumps({"basics": {"name": "Ada"}}).encode()) == "json"


PASTED = """Ada Lovelace
Software Engineer
ada@example.com | +44 20 7946 0958 | London, UK

EXPERIENCE
Analytical Engines Ltd, London
Senior Engineer    Mar 2021 - Present
- Cut checkout latency from 1.8 s to 420 ms
- Designed the idempotent payment API

PATENTS
Method for computing Bernoulli numbers, GB 1843-001

SKILLS
Backend: Python, Django, PostgreSQL
"""


def test_pasted_text_becomes_entries_with_highlights():
    document = parse_bytes(PASTED.encode()).document

    assert document["basics"]["name"] == "Ada Lovelace"
    assert document["basics"]["email"] == "ada@example.com"
    assert document["basics"]["location"]["city"] == "London"
    assert document["work"] == [
        {
            "name": "Analytical Engines Ltd",
            "position": "Senior Engineer",
            "location": "London",
            "startDate": "2021-03",
            "highlights": [
                "Cut checkout latency from 1.8 s to 420 ms",
                "Designed the idempotent payment API",
            ],
        }
    ]
    assert document["skills"] == [
        {"name": "Backend", "keywords": ["Python", "Django", "PostgreSQL"]}
    ]


def test_a_section_without_a_place_is_kept_as_unplaced_text_and_reported():
    draft = parse_bytes(PASTED.encode())

    assert draft.document[UNPLACED_KEY] == [
        "PATENTS\nMethod for computing Bernoulli numbers, GB 1843-001"
    ]
    assert draft.unplaced == draft.document[UNPLACED_KEY]
    assert {"section": "", "heading": "PATENTS", "entries": 0} in draft.report["sections"]
    assert "Bernoulli" in draft.source_text


def test_a_linkedin_export_fills_work_education_and_skills():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("Profile.csv", "First Name,Last Name,Headline\nAda,Lovelace,Engineer\n")
        archive.writestr(
            "Positions.csv",
            "Company Name,Title,Description,Location,Started On,Finished On\n"
            "Analytical Engines,Engineer,Payments,London,Mar 2021,\n",
        )
        archive.writestr("Skills.csv", "Name\nPython\nDjango\n")

    document = parse_bytes(out.getvalue()).document

    assert document["basics"] == {"name": "Ada Lovelace", "label": "Engineer"}
    assert document["work"] == [
        {"name": "Analytical Engines", "position": "Engineer", "location": "London",
         "summary": "Payments", "startDate": "2021-03"}
    ]  # fmt: skip
    assert document["skills"] == [{"name": "Python"}, {"name": "Django"}]
