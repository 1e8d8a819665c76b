"""The draft's sections (`resumes/importing/pipeline.py`): an academic CV's "Research
Interests" written as a sentence, first of its sections, is its profile. A Typst academic CV
of this module's own, the dates in a left gutter, a town with a capital outside ASCII."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes

ACADEMIC = """
#set page(width: 21cm, height: 29.7cm, margin: (x: 2cm, y: 2cm))
#set text(size: 10pt)
#align(center)[#text(size: 17pt)[Signe Lindqvist] \\ Forest Ecologist \\
  signe.lindqvist\\@example.se • +46 70 555 18 22 • Umeå, SE]
#let row(left, right) = grid(columns: (2.8cm, 1fr), column-gutter: 0.4cm, left, right)
#let head(title) = block(above: 1.4em, below: 0.7em, text(size: 12pt, weight: "bold")[#title])
#head[Research Interests]
#row[][Forest ecologist working on boreal regeneration after clear-cutting, with a research
  interest in soil fungi and carbon storage in managed stands.]
#head[Appointments]
#row[March 2020 – \\ Present][Researcher \\ Mid Sweden University, Östersund \\
  – Run a ten-year regeneration trial on forty plots]
#row[June 2016 – \\ February 2020][Research Assistant \\ Skogforsk, Uppsala \\
  – Sampled soil cores across three counties]
#head[Education]
#row[2012 – 2016][PhD, Forest Ecology \\ Swedish University of Agricultural Sciences]
"""


def test_an_academic_cvs_research_interests_in_prose_is_its_profile():
    typst = pytest.importorskip("typst")

    document = parse_bytes(typst.compile(ACADEMIC.encode())).document

    assert document["basics"]["summary"].startswith("Forest ecologist working on boreal")
    assert not document.get("interests")
    assert [(w["name"], w.get("location"), w["position"]) for w in document["work"]] == [
        ("Mid Sweden University", "Östersund", "Researcher"),
        ("Skogforsk", "Uppsala", "Research Assistant"),
    ]


def test_interests_listed_as_words_stay_interests():

    text = (
        "Signe Lindqvist\nForest Ecologist\n\nINTERESTS\nCross-country skiing, birding, "
        "mushroom foraging\n\nEXPERIENCE\nResearcher, Mid Sweden University  2020 - Present\n"
    )
    document = parse_bytes(text.encode()).document
    assert "summary" not in document.get("basics", {})
    assert document["interests"]


def test_an_address_wrapped_in_a_grid_cell_goes_back_together():
    # A 个人简历 grid's narrow cell: "hanyutong@example.c" over "om".
    from resumes.importing.lines import Line, Part
    from resumes.importing.pipeline import build_draft

    lines = [
        Line(parts=[Part("宋思远")], title=True, size=18.0),
        Line(parts=[Part("电子邮箱：songsiyuan@example.c")], size=10.0),
        Line(parts=[Part("om")], size=10.0),
        Line(parts=[Part("联系电话：139 5555 0172")], size=10.0),
    ]
    basics = build_draft(lines, kind="pdf").document["basics"]
    assert basics["email"] == "songsiyuan@example.com"
