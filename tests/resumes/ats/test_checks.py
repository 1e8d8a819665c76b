"""The ATS check (`resumes.ats`): each planted defect found at its path with its text, a clean
resume scores >= 85 with no error (English and Chinese), a letter-spaced PDF is caught, checks
that cannot run are skipped with why."""

from __future__ import annotations

import pytest

from resumes.ats import CheckInput, run_checks
from resumes.exporting.pdf import html_to_pdf
from resumes.rendering import THEMES
from tests.resumes.ats.ats_documents import (
    NO_LETTER_SPACING,
    SPACED_HEADINGS,
    clean,
    themed_html,
)


def checked(data, *, language="en", theme="classic", css=NO_LETTER_SPACING, only=(), **kw):
    html = themed_html(data, language=language, theme=theme, extra_css=css)
    inp = CheckInput(data=data, language=language, theme=theme, html_text=html, **kw)
    return run_checks(inp, only=only)


def at(report, check):
    return [f for f in report.findings if f.check == check]


@pytest.mark.parametrize("language", ["en", "zh-hans"])
def test_a_clean_resume_scores_at_least_85_with_no_error(db, language):
    report = checked(clean(language), language=language)
    assert not report.errors, [f.as_dict() for f in report.errors]
    assert report.score >= 85, report.as_dict()
    for name in ("contact", "dates", "bullet_length", "quantified", "text_layer", "pages"):
        assert name in report.passed, report.as_dict()
    assert [s.check for s in report.skipped] == ["keywords"]  # no posting given


def test_no_contact_is_an_error_at_the_email(db):
    data = clean()
    del data["basics"]["email"], data["basics"]["phone"]
    report = checked(data, only=("contact",))
    [finding] = at(report, "contact")
    assert (finding.severity, finding.path) == ("error", "basics.email")
    assert "no email address and no phone number" in finding.message
    assert report.score < 100


def test_an_end_before_its_start_is_an_error_quoting_both_dates(db):
    data = clean()
    data["work"][1]["endDate"] = "2015-01"
    report = checked(data, only=("dates",))
    [finding] = at(report, "dates")
    assert (finding.severity, finding.path) == ("error", "work[1].endDate")
    assert finding.text == "2016-09 – 2015-01"
    assert "2015-01" in finding.message and "2016-09" in finding.message


def test_unparseable_and_overlapping_dates(db):
    data = clean()
    data["education"][0]["startDate"] = "autumn"
    data["work"][1]["endDate"] = "2021-06"  # overlaps the next job by 15 months
    report = checked(data, only=("dates",))
    found = {(f.code, f.path, f.text) for f in at(report, "dates")}
    assert ("bad_date", "education[0].startDate", "autumn") in found
    assert ("overlap", "work[0].startDate", "2020-03") in found


def test_an_80_word_highlight_is_found_at_its_path():
    data = clean()
    long = " ".join(["Improved"] + ["the reporting pipeline for the finance team"] * 11)
    data["work"][0]["highlights"][2] = long
    report = run_checks(CheckInput(data=data), only=("bullet_length",))
    [finding] = at(report, "bullet_length")
    assert finding.path == "work[0].highlights[2]"
    assert finding.text.startswith("Improved the reporting pipeline")
    assert finding.params["words"] == 78


def test_chinese_highlights_are_counted_by_characters():
    data = clean("zh-hans")
    data["work"][0]["highlights"][0] = "负责" + "支付系统的设计开发与维护工作" * 6  # 86 characters
    data["work"][0]["highlights"][1] = "负责支付系统的设计开发与维护工作" * 4  # 64: fine
    report = run_checks(CheckInput(data=data, language="zh-hans"), only=("bullet_length",))
    assert [f.path for f in at(report, "bullet_length")] == ["work[0].highlights[0]"]


def test_no_numbers_in_any_highlight(db):
    data = clean()
    for job in data["work"]:
        job["highlights"] = ["Worked on the backend", "Helped the team", "Wrote code"]
    report = run_checks(CheckInput(data=data), only=("quantified",))
    [finding] = at(report, "quantified")
    assert (finding.path, finding.text) == ("work[0].highlights[0]", "Worked on the backend")
    assert "Only 0 of 6 highlights" in finding.message


def test_chinese_numbers_count_as_numbers():
    data = clean("zh-hans")
    data["work"] = [
        {"name": "星辰", "highlights": ["带领五名工程师", "用户增长两倍", "节省三成成本"]}
    ]
    report = run_checks(CheckInput(data=data, language="zh-hans"), only=("quantified",))
    assert report.passed == ["quantified"]


@pytest.mark.parametrize("language", ["en", "zh-hans"])
def test_a_letter_spaced_pdf_is_an_error_at_the_heading_section(db, language):
    report = checked(clean(language), language=language, css=SPACED_HEADINGS, only=("text_layer",))
    spaced = [f for f in at(report, "text_layer") if f.code == "letter_spaced"]
    assert spaced, report.as_dict()
    paths = {f.path for f in spaced}
    assert {"work", "education"} <= paths, paths
    work = next(f for f in spaced if f.path == "work")
    assert work.severity == "error"
    assert work.text.count(" ") >= 2  # the text as it reads back, letters apart
    assert "".join(work.text.split()).lower() == work.params["word"].lower()
    assert "text_layer" not in report.passed


def test_the_same_resume_without_letter_spacing_passes_the_text_layer(db):
    report = checked(clean(), only=("text_layer",))
    assert report.passed == ["text_layer"], report.as_dict()


def test_a_pdf_given_as_bytes_is_read_as_it_is(db):
    data = clean()
    html = themed_html(data, language="en", theme="classic", extra_css=SPACED_HEADINGS)
    pdf = html_to_pdf(html)
    report = run_checks(CheckInput(data=data, pdf_bytes=pdf), only=("text_layer", "pages"))
    assert any(f.code == "letter_spaced" for f in report.findings)
    assert "pages" in report.passed


def test_glued_words_are_found():
    data = clean()
    html = themed_html(data, language="en", theme="classic", extra_css=NO_LETTER_SPACING)
    html = html.replace("Senior Backend Engineer", "SeniorBackend Engineer", 1)
    inp = CheckInput(data=data, html_text=html)
    # What is expected is the document's text: the PDF says "SeniorBackend".
    inp.__dict__["visible_text"] = "Senior Backend Engineer Northwind Payments"
    report = run_checks(inp, only=("text_layer",))
    glued = [f for f in report.findings if f.code == "glued"]
    assert [(f.path, f.text) for f in glued] == [("work[0].position", "SeniorBackend")]
    assert glued[0].params == {"first": "Senior", "second": "Backend"}


def test_text_read_into_the_middle_of_a_highlight_breaks_the_reading_order():
    data = clean()
    highlight = data["work"][0]["highlights"][0]
    inp = CheckInput(data=data)
    broken = highlight.replace("by moving", "by\nSKILLS\nPython Go\nmoving")
    inp.__dict__["pdf_text"] = f"Grace Hopper\n{broken}\n"
    inp.__dict__["pdf_texts"] = [inp.__dict__["pdf_text"]]
    inp.__dict__["visible_text"] = f"Grace Hopper {highlight}"
    inp.__dict__["headings"] = []
    findings = [
        f
        for f in run_checks(inp, only=("text_layer",)).findings
        if f.path == "work[0].highlights[0]"
    ]
    assert [f.code for f in findings] == ["broken_order_by"]
    assert findings[0].text == highlight
    assert findings[0].params["inserted"] == "SKILLS / Python Go"
    assert findings[0].message == (
        "In the PDF, “SKILLS / Python Go” is read into the middle of this text, after "
        "“Cut payment latency by 40% by”."
    )


def test_more_than_two_pages(db):
    data = clean()
    data["work"] = data["work"] * 14
    report = checked(data, only=("pages",))
    [finding] = at(report, "pages")
    assert finding.params["pages"] > 2


def test_a_custom_section_and_an_unknown_heading(db):
    data = clean()
    data["side_quests"] = [{"name": "Dragon slaying"}]
    html = themed_html(data, language="en", theme="classic", extra_css=NO_LETTER_SPACING)
    html = html.replace(">Experience</h2>", ">Where I have been</h2>", 1)
    report = run_checks(CheckInput(data=data, html_text=html), only=("headings",))
    found = {(f.code, f.path, f.text) for f in report.findings}
    assert ("custom_section", "side_quests", "side_quests") in found
    assert ("unknown_heading", "work", "Where I have been") in found


@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_reimports_and_reports_lost_fields_with_their_paths(db, theme):
    report = checked(clean(), theme=theme, only=("reimport",))
    assert not report.skipped, report.as_dict()
    for finding in report.findings:
        assert finding.code in {"lost_field", "more_lost"}
        if finding.code == "lost_field":
            assert finding.path and finding.text


def test_reimport_reports_a_field_the_importer_cannot_see(db):
    data = clean()
    html = themed_html(data, language="en", theme="classic", extra_css=NO_LETTER_SPACING)
    html = html.replace("grace@example.com", "")  # the PDF lacks the email
    report = run_checks(CheckInput(data=data, html_text=html), only=("reimport",))
    assert ("basics.email", "grace@example.com") in {(f.path, f.text) for f in report.findings}


def test_skipped_checks_are_not_passed():
    data = {"basics": {"name": "A", "email": "a@example.com"}}
    report = run_checks(
        CheckInput(data=data), only=("dates", "quantified", "bullet_length", "keywords")
    )
    assert report.passed == []
    assert {s.check for s in report.skipped} == {"dates", "quantified", "bullet_length", "keywords"}
    assert all(s.reason for s in report.skipped)
    assert report.score == 100


def test_keywords_of_a_posting(db):
    keywords = [
        {
            "keyword": "python",
            "canonical": "python",
            "kind": "required",
            "weight": 2,
            "line": "Python",
        },
        {
            "keyword": "kubernetes",
            "canonical": "kubernetes",
            "kind": "required",
            "weight": 2,
            "line": "Experience with Kubernetes",
        },
    ]
    report = run_checks(CheckInput(data=clean(), keywords=keywords), only=("keywords",))
    missing = [f for f in report.findings if f.code == "missing_keyword"]
    assert [(f.text, f.params["keyword"]) for f in missing] == [
        ("Experience with Kubernetes", "kubernetes")
    ]


def test_messages_follow_the_active_language(db):
    from django.utils import translation

    data = clean()
    del data["basics"]["email"], data["basics"]["phone"]
    report = run_checks(CheckInput(data=data), only=("contact",))
    with translation.override("zh-hans"):
        message = report.findings[0].message
    assert any("\u4e00" <= ch <= "\u9fff" for ch in message)


def test_a_pdf_the_importer_refuses_is_an_error_in_its_words(db):
    blank = html_to_pdf("<!doctype html><html><body><p> </p></body></html>")
    report = run_checks(CheckInput(data=clean(), pdf_bytes=blank), only=("reimport", "text_layer"))
    [finding] = at(report, "reimport")
    assert (finding.severity, finding.code) == ("error", "not_imported")
    assert finding.message.startswith("The exported PDF could not be imported again: ")
    assert len(finding.message) > len("The exported PDF could not be imported again: ") + 10
    # Nothing of the resume reads back: each long text is said not to.
    assert {f.code for f in at(report, "text_layer")} == {"not_read_back"}


def test_a_busy_importer_is_a_skip_not_a_finding(db, monkeypatch):
    from resumes.importing import worker
    from resumes.importing.errors import ParseFailure

    def busy(data, **kw):
        raise ParseFailure("busy")

    monkeypatch.setattr(worker, "parse_in_worker", busy)
    report = checked(clean(), only=("reimport",))
    assert report.findings == [] and report.passed == []
    assert [s.as_dict() for s in report.skipped] == [
        {"check": "reimport", "reason": "The importer could not run here (busy)."}
    ]


def test_a_word_broken_at_its_hyphen_is_not_glued_nor_out_of_order():
    data = {"basics": {"summary": clean()["basics"]["summary"]}}
    inp = CheckInput(data=data)
    summary = data["basics"]["summary"]
    inp.__dict__["visible_text"] = summary
    inp.__dict__["headings"] = []
    # Poppler joins "on-" at the end of a line with "call" on the next.
    inp.__dict__["pdf_text"] = summary.replace("on-call", "oncall")
    inp.__dict__["pdf_texts"] = [inp.__dict__["pdf_text"]]
    report = run_checks(inp, only=("text_layer",))
    assert report.passed == ["text_layer"], report.as_dict()


def test_headings_tracking_systems_know():
    from resumes.ats.layout import known_heading

    for heading in ("Experience", "Research experience", "SELECTED PUBLICATIONS", "实习与项目经历"):
        assert known_heading(heading), heading
    for heading in ("Where I have been", "Things I made", "我的故事"):
        assert not known_heading(heading), heading
