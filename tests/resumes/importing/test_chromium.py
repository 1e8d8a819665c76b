"""Resumes printed to PDF by Chromium (how Chrome, Google Docs and web builders make PDFs),
generated at test time from the corpus' HTML templates: every word of the resume survives the
import as a word (content recall >= 0.98 against the ground truth), the sidebar's location is
placed, the running footer stays out of the entries."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import chromium, people, render_html
from tests.resumes.importing.corpus.scoring import content_recall

pytestmark = pytest.mark.browser

CASES = {
    "design tool, words placed by position": (chromium.designed, chromium.designed_expected),
    "one column": (render_html.weasy_single, lambda p: p),
    "two columns with a sidebar": (render_html.weasy_sidebar, lambda p: p),
    "Chinese": (render_html.zh_weasy, lambda p: p),
}
PEOPLE = {
    "design tool, words placed by position": people.MARIA,
    "one column": people.MARIA,
    "two columns with a sidebar": people.JAMES,
    "Chinese": people.WANG,
}


@pytest.fixture(scope="module")
def printed() -> dict[str, bytes]:
    htmls = {name: render(PEOPLE[name]) for name, (render, _) in CASES.items()}
    return dict(zip(htmls, chromium.print_pdfs(list(htmls.values())), strict=True))


@pytest.mark.parametrize("name", list(CASES))
def test_every_word_of_a_chromium_pdf_survives_as_a_word(printed, name):
    expected = CASES[name][1](PEOPLE[name])
    draft = parse_bytes(printed[name])
    assert content_recall(expected, draft.document) >= 0.98


def test_a_design_tool_pdf_gives_entries_location_and_no_footer(printed):
    person = people.MARIA
    document = parse_bytes(printed["design tool, words placed by position"]).document
    assert document["basics"]["name"] == person["basics"]["name"]
    names = [work.get("name") for work in document.get("work", [])]
    assert [w["name"] for w in person["work"]] == names
    assert document["basics"]["location"]["city"] == "Austin"
    assert "Resume" not in str({k: v for k, v in document.items() if k != "x-unplaced"})


def test_a_linkedin_like_profile_gives_its_experience_and_sidebar():
    from bench.parts.import_people import person
    from bench.parts.import_renderers import linkedin
    from tests.resumes.importing.corpus.scoring import score_document

    _, p = person("en", 3)
    html, expected = linkedin(p, "en")
    document = parse_bytes(chromium.print_pdfs([html])[0]).document

    assert [(w["name"], w["position"]) for w in document["work"]] == [
        (w["name"], w["position"]) for w in expected["work"]
    ]
    assert document["work"][0]["startDate"] == expected["work"][0]["startDate"]
    assert {s["name"] for s in document["skills"]} == {s["name"] for s in expected["skills"]}
    assert document["languages"][0] == expected["languages"][0]
    assert "Page 1 of 1" not in str(document)
    assert score_document(expected, document).f1 >= 0.9


def test_a_skill_group_named_like_a_heading_stays_in_the_sidebar():
    # "Tools" names the skills section too: under "Skills" it is a group, not a heading whose
    # look would make every bold job title a heading.
    from bench.parts.import_people import person

    _, p = person("en", 1)
    document = parse_bytes(chromium.print_pdfs([chromium.designed(p)])[0]).document

    assert [w["name"] for w in document["work"]] == [w["name"] for w in p["work"]]
    assert {"Teaching", "Tools"} <= {s["name"] for s in document["skills"]}


SLANTED = [
    "Senior Structural Engineer",
    "Staff Nurse, Chief of Staff, Office Manager",  # ligatures inside slanted words
    "University of Sheffield, Faculty of Civil and Structural Engineering",
    "Chartered engineer designing footbridges, offices and flood defences",
    "Bachelor of Science in Pharmacy with first-class Honours",
]


@pytest.mark.parametrize(
    "font",
    [
        # A CJK font has Latin letters but no italic: Chromium slants them itself (a
        # synthetic italic) and the slanted glyph boxes overlap their neighbours.
        "'Noto Serif CJK SC', serif",
        "'Noto Sans CJK SC', sans-serif",
        "'DejaVu Serif', serif",
    ],
)
def test_italic_and_oblique_words_are_not_glued(font):
    from resumes.importing.pdf import read_pdf

    html = (
        f'<html><body style="font-family: {font}; font-size: 10.5pt">'
        f"<p><i>{SLANTED[0]}</i> · 2019 – 2024</p>"
        f'<p style="font-style: italic">{SLANTED[2]}</p>'
        f'<p style="font-style: oblique">{SLANTED[3]}</p>'
        f"<p><em>{SLANTED[4]}</em></p><p><i>{SLANTED[1]}</i></p>"
        "<p>Upright text after the slanted lines</p>"
        "</body></html>"
    )
    lines, _ = read_pdf(chromium.print_pdfs([html])[0])
    text = "\n".join(line.text for line in lines)

    for phrase in [*SLANTED, "Upright text after the slanted lines"]:
        assert phrase in text


def test_a_row_mixing_bold_italic_and_small_caps_keeps_its_words():
    # An academic CV's look: a bold title beside a slanted institution on one row (each
    # style with its own letter gap), small-caps headings letter-spaced in points.
    from resumes.importing.pdf import read_pdf

    serif = "font-family: 'Noto Serif CJK SC', serif"
    html = (
        f"<html><head><style>body {{ {serif}; font-size: 10.5pt }} h2 {{ font-weight: normal;"
        " font-variant: small-caps; letter-spacing: 0.25em; font-size: 12pt }"
        " .y { display: inline-block; width: 48mm }</style></head><body>"
        "<h2>Licensure and Affiliations</h2>"
        '<p><span class="y">2014 – 2018</span><b>Doctoral Researcher</b>, '
        "<i>University of Bergen, Department of Biological Sciences</i>.</p>"
        '<p><span class="y">2018 – present</span><b>Postdoctoral Fellow</b>, '
        "<i>Institute of Marine Research</i>, Bergen.</p></body></html>"
    )
    lines, _ = read_pdf(chromium.print_pdfs([html])[0])
    text = "\n".join(line.text for line in lines)

    for phrase in [
        "Licensure and Affiliations",
        "Doctoral Researcher, University of Bergen, Department of Biological Sciences.",
        "Postdoctoral Fellow, Institute of Marine Research, Bergen.",
    ]:
        assert phrase in text
