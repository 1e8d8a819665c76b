"""Resumes printed to PDF by Chromium (how Chrome, Google Docs and web builders make PDFs),
generated at test time from the corpus' HTML templates: every word of the resume survives the
import as a word (content recall >= 0.98 against the ground truth), the sidebar's location is
placed, the running footer stays out of the entries."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes
from tests.resumes.import_corpus import chromium, people, render_html
from tests.resumes.import_corpus.scoring import content_recall

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
