"""Every theme's PDF, in English and Chinese, reads back as the words on the page: read by
poppler's pdftotext (as many tracking systems do), its headings are whole plain words (no
letter-spacing, no case changes) and no two words are glued together; read by the app's own
importer, the name, every employer and every school come back, with field F1 >= 0.97."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from functools import cache

import pytest

from resumes.exporting.formatting import LABELS
from resumes.exporting.pdf import render_pdf
from resumes.importing.parse import parse_bytes
from resumes.rendering import THEMES, render_resume_html
from resumes.themes import theme_info
from tests.resumes.documents import load
from tests.resumes.importing.corpus.scoring import score_document

pytestmark = pytest.mark.skipif(not shutil.which("pdftotext"), reason="poppler-utils missing")

LANGUAGES = {"en": "en_two_page", "zh-hans": "zh_two_page"}
CASES = [(theme, language) for theme in THEMES for language in LANGUAGES]
# Words split on these (separators a theme draws, punctuation around a word).
_SPLIT = re.compile(r"[\s·、，,：:;；()（）\[\]—–|]+")
# "S U M M A R Y", "SU M M A RY": a run of one- or two-letter pieces; "工 作 经 历".
_SPACED_LATIN = re.compile(r"(?<![\w])(?:[A-Za-z]{1,2} ){3,}[A-Za-z]{1,2}(?![\w])")
_SPACED_CJK = re.compile(r"(?:[\u4e00-\u9fff] ){2,}[\u4e00-\u9fff]")
# The first three themes set their headings in capitals (CSS text-transform): a tracking
# system reads "SUMMARY", a plain word, so headings and words are compared case-blind.


@cache
def _pdf(theme: str, language: str) -> bytes:
    return render_pdf(load(LANGUAGES[language]), theme=theme, language=language)


def _pdftotext(pdf: bytes, *options: str) -> str:
    done = subprocess.run(
        ["pdftotext", *options, "-enc", "UTF-8", "-", "-"],
        input=pdf,
        capture_output=True,
        check=True,
        timeout=60,
    )
    return done.stdout.decode("utf-8")


def _page_words(theme: str, language: str) -> set[str]:
    """The words the themed page holds, as its HTML has them (tags stripped)."""
    page = render_resume_html(load(LANGUAGES[language]), theme=theme, language=language)
    text = html.unescape(re.sub(r"<[^>]+>", " ", str(page)))
    return {word for word in _SPLIT.split(text) if word}


@pytest.mark.parametrize(("theme", "language"), CASES)
def test_headings_read_back_as_plain_words_without_letter_spacing(theme, language):
    data = load(LANGUAGES[language])
    pdf = _pdf(theme, language)

    for options in ((), ("-layout",)):
        text = _pdftotext(pdf, *options)
        assert not _SPACED_LATIN.search(text), (options, _SPACED_LATIN.search(text))
        assert not _SPACED_CJK.search(text), (options, _SPACED_CJK.search(text))
    lines = {line.strip().casefold() for line in _pdftotext(pdf).splitlines()}
    labels = LABELS[language]
    for key in ("summary", "work", "education", "projects", "publications"):
        if key == "summary" or data.get(key):
            assert labels[key].casefold() in lines, (labels[key], theme)


@pytest.mark.parametrize(("theme", "language"), CASES)
def test_no_words_are_glued_together(theme, language):
    words = {word.casefold() for word in _page_words(theme, language)}
    # pdftotext joins a word hyphenated at a line's end ("15-" "minute" reads "15minute").
    words |= {word.replace("-", "") for word in words}
    pdf = _pdf(theme, language)

    for options in ((), ("-layout",)):
        read = [w.casefold() for w in _SPLIT.split(_pdftotext(pdf, *options)) if len(w) > 1]
        # A word broken at the end of a line (a hyphen, a long Chinese sentence) is a piece
        # of a word on the page; two words glued together are a piece of none.
        glued = [w for w in read if not any(w in word for word in words)]
        assert not glued, (options, glued[:10])


@pytest.mark.parametrize(("theme", "language"), CASES)
def test_the_importer_reads_back_name_employers_and_schools(theme, language):
    data = load(LANGUAGES[language])

    draft = parse_bytes(_pdf(theme, language))

    found = draft.document
    assert found["basics"]["name"] == data["basics"]["name"]
    assert [w["name"] for w in found["work"]] == [w["name"] for w in data["work"]]
    schools = [e["institution"] for e in found["education"]]
    assert schools == [e["institution"] for e in data["education"]]
    assert score_document(data, found).f1 >= 0.97, theme


def test_the_chinese_themes_are_made_for_chinese():
    chinese = [theme for theme in THEMES if theme_info(theme).scripts[0] == "cjk"]

    assert len(chinese) >= 3


def _squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize(("theme", "language"), CASES)
def test_reading_order_keeps_every_highlight_whole(theme, language):
    """Read in order (pdftotext without -layout), no sidebar line lands inside a highlight or
    a summary: each reads as one run of text, however its lines wrap."""
    data = load(LANGUAGES[language])
    text = _squeezed(_pdftotext(_pdf(theme, language)))

    runs = [data["basics"]["summary"]]
    for section in ("work", "projects", "volunteer"):
        for entry in data.get(section, []):
            runs += entry.get("highlights", [])
    for run in runs:
        squeezed = _squeezed(run)
        # pdftotext joins a word hyphenated at a line's end without its hyphen.
        assert squeezed in text or squeezed.replace("-", "") in text.replace("-", ""), run


@pytest.mark.parametrize(
    ("theme", "language"), [case for case in CASES if theme_info(case[0]).columns == 2]
)
def test_a_two_column_sidebar_reads_as_one_block(theme, language):
    """pdftotext's reading order takes the sidebar's contact details, skills, languages and
    interests as one run of lines: no line of the main column comes between them."""
    data = load(LANGUAGES[language])
    lines = [line.strip() for line in _pdftotext(_pdf(theme, language)).splitlines()]
    basics = data["basics"]
    side = [basics["email"], basics["phone"]]
    side += [s["name"] for s in data["skills"]] + [i["name"] for i in data["interests"]]
    side += [x["language"] for x in data["languages"]]
    where = [lines.index(text) for text in side]
    main = [w["position"] for w in data["work"]] + [w["name"] for w in data["work"]]
    main += [h[:12] for w in data["work"] for h in w.get("highlights", [])]
    span = lines[min(where) : max(where) + 1]
    between = [line for line in span if any(line.startswith(m) for m in main if m)]
    assert not between, between
