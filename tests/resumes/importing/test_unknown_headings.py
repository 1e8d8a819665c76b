"""Sections under headings the lexicon does not hold ("My Journey So Far", "Where I Trained",
"Schooling", 我的工作足迹, 求学时光): a heading is known by its look (the look of the
document's other headings, or Markdown's and Word's heading level) and its section by a stem
in it or by what it holds (date ranges beside degrees are schooling, beside anything else
jobs). Documents of this module's own, in Markdown, plain text, Word and a reportlab PDF."""

from __future__ import annotations

import io

import pytest

from resumes.importing.parse import parse_bytes
from resumes.importing.pipeline import UNPLACED_KEY

MARKDOWN_EN = """# Priya Raman

Veterinary surgeon · Leeds, UK · priya.raman@example.org · +44 7700 900123

## In Short

Small-animal vet with eight years of practice in orthopaedic surgery and emergency care.

## My Journey So Far

### Senior Veterinary Surgeon @ Northgate Animal Hospital
*March 2019 – Present*

- Led a team of four vets through 1,200 procedures a year

### Veterinary Surgeon @ Dale Vets
*July 2015 – February 2019*

- Ran the weekend emergency clinic

## Where I Trained

### Bachelor of Veterinary Medicine, Royal Veterinary College
*2010 – 2015*

## Tongues I Get By In

- English (native), Tamil (fluent)
"""

MARKDOWN_ZH = """# 林晓燕

营养师 · 成都 · linxy@example.cn · 138 0000 1234

## 我的工作足迹

### 四川大学华西医院 · 临床营养师
2018.07 - 至今

- 负责住院病人营养评估

## 求学时光

### 四川大学 · 营养学学士
2014.09 - 2018.06
"""

# Capitals mark the headings; "SKILLS" is a heading the lexicon knows, the others are not.
TEXT_EN = """TOMASZ WIERZBICKI
Structural engineer | Gdansk, Poland | tomasz.w@example.com

CAREER PATH

Bridge Engineer
Baltic Infrastructure Partners
2018 - 2024
Designed three pedestrian footbridges over the Motlawa river

Graduate Engineer
Pomorskie Roads Authority
2015 - 2018

SCHOOLING

Gdansk University of Technology
Master of Science in Civil Engineering
2010 - 2015

SKILLS

Finite element analysis, Eurocodes, Revit
"""


def _document(text: str) -> dict:
    return parse_bytes(text.encode()).document


def test_markdown_headings_nobody_listed_keep_their_jobs_and_school():
    document = _document(MARKDOWN_EN)

    assert [(w["name"], w["position"]) for w in document["work"]] == [
        ("Northgate Animal Hospital", "Senior Veterinary Surgeon"),
        ("Dale Vets", "Veterinary Surgeon"),
    ]
    assert document["education"][0]["institution"] == "Royal Veterinary College"
    assert document["basics"]["summary"].startswith("Small-animal vet")
    assert "English" in str(document.get("languages")) + str(document.get("skills"))
    assert "Led a team" not in str(document.get(UNPLACED_KEY, ""))


def test_chinese_markdown_headings_named_by_a_stem_in_them():
    document = _document(MARKDOWN_ZH)

    assert document["work"][0]["name"] == "四川大学华西医院"
    assert document["work"][0]["position"] == "临床营养师"
    assert document["education"][0]["institution"] == "四川大学"
    assert UNPLACED_KEY not in document


def test_capitalised_headings_look_like_the_known_one_and_are_sorted_by_contents():
    document = _document(TEXT_EN)

    assert [w["name"] for w in document["work"]] == [
        "Baltic Infrastructure Partners",
        "Pomorskie Roads Authority",
    ]
    assert document["education"][0]["institution"] == "Gdansk University of Technology"
    assert "Master of Science" in document["education"][0]["studyType"]


def test_a_word_heading_joined_by_an_ampersand_is_found():
    from docx import Document

    doc = Document()
    doc.add_paragraph("Aoife Brennan", style="Title")
    doc.add_paragraph("Primary school teacher, Cork · aoife.b@example.ie")
    doc.add_heading("Teaching Posts", level=1)
    doc.add_paragraph("Class Teacher, Scoil Mhuire Primary, Sept 2016 – Present")
    doc.add_heading("Education & Training", level=1)
    doc.add_paragraph("Bachelor of Education, Mary Immaculate College, 2012 – 2016")
    out = io.BytesIO()
    doc.save(out)
    document = parse_bytes(out.getvalue()).document

    assert document["education"][0]["institution"] == "Mary Immaculate College"
    assert document["work"][0]["name"] == "Scoil Mhuire Primary"


@pytest.mark.parametrize("title", ["Experience Designer", "Head of Career Services"])
def test_a_bold_job_title_with_a_heading_stem_stays_a_job(title):
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(595, 842))
    rows = [
        ("Helvetica-Bold", 18, "Noor Haddad"),
        ("Helvetica", 10, "noor.haddad@example.com"),
        ("Helvetica-Bold", 12, "Experience"),
        ("Helvetica-Bold", 10, title),
        ("Helvetica", 10, "Lumen Studio, Amman, 2020 - 2024"),
        ("Helvetica", 10, "Ran research for a banking app used by 2 million people"),
        ("Helvetica-Bold", 12, "Education"),
        ("Helvetica", 10, "University of Jordan, Bachelor of Arts, 2012 - 2016"),
    ]
    y = 800
    for font, size, text in rows:
        c.setFont(font, size)
        c.drawString(50, y, text)
        y -= 22 if size >= 12 else 16
    c.save()
    document = parse_bytes(buffer.getvalue()).document

    assert len(document["work"]) == 1
    assert document["work"][0]["position"] == title
    assert document["education"][0]["institution"] == "University of Jordan"
