"""Themes: every section, localized headings and dates, safe output, preview and standalone."""

from __future__ import annotations

import pytest
from django.utils import translation

from resumes.exporting.formatting import format_date, format_range
from resumes.exporting.sections import build_view
from resumes.rendering import THEMES, render_resume_html
from tests.resumes.documents import load

EN_HEADINGS = [
    "Summary",
    "Experience",
    "Projects",
    "Volunteering",
    "Education",
    "Awards",
    "Certificates",
    "Publications",
    "Skills",
    "Languages",
    "Interests",
    "References",
]
ZH_HEADINGS = [
    "个人简介",
    "工作经历",
    "项目经历",
    "志愿经历",
    "教育背景",
    "获奖情况",
    "资格证书",
    "论文与出版物",
    "专业技能",
    "语言能力",
    "兴趣爱好",
    "推荐人",
]


@pytest.mark.parametrize("theme", THEMES)
def test_theme_renders_every_english_section(theme):
    html = render_resume_html(load("en_two_page"), theme=theme, language="en")

    for heading in EN_HEADINGS:
        assert f">{heading}</h2>" in html
    for text in (
        "Ada Lovelace",
        "London, England, GB",
        "GitHub: adalovelace",
        "Analytical Engines Ltd",
        "Mar 2021 – Present",
        "Jun 2017 – Feb 2021",
        "Cut p99 checkout latency",
        "Master of Engineering · Computer Science",
        "First Class",
        "Distributed Systems",
        "Engineering Excellence Award",
        "Amazon Web Services",
        "Idempotency keys in practice",
        "Kubernetes",
        "Professional working proficiency",
        "number theory",
        "Charles Babbage",
        "Ledgerline",
        "Code Club",
    ):
        assert text in html, text


@pytest.mark.parametrize("theme", THEMES)
def test_theme_renders_every_chinese_section(theme):
    html = render_resume_html(load("zh_two_page"), theme=theme, language="zh-hans")

    for heading in ZH_HEADINGS:
        assert f">{heading}</h2>" in html
    assert 'lang="zh-Hans"' in html
    for text in ("李明", "腾讯", "前端工程师", "2021年3月 – 2023年6月", "2023年7月 – 至今"):
        assert text in html, text


def test_headings_follow_the_resume_language_not_the_ui_language():
    with translation.override("zh-hans"):
        html = render_resume_html(load("en_two_page"), theme="classic", language="en")

    assert ">Experience</h2>" in html
    assert "工作经历" not in html


def test_modern_theme_puts_skills_in_the_sidebar():
    html = render_resume_html(load("en_two_page"), theme="modern", language="en")

    sidebar = html[html.index('<aside class="cv-side">') : html.index("</aside>")]
    assert "Skills" in sidebar
    assert "ada@example.com" in sidebar
    assert "Experience" not in sidebar


def test_fragment_is_scoped_and_links_its_stylesheets():
    html = render_resume_html(load("en_two_page"), theme="compact", language="en")

    assert '<article class="cv cv--compact"' in html
    assert "/static/themes/base.css" in html
    assert "/static/themes/compact.css" in html
    assert "<html" not in html


@pytest.mark.parametrize(("page_size", "css"), [("a4", "size: A4"), ("letter", "size: letter")])
def test_standalone_document_inlines_css_with_the_page_size(page_size, css):
    html = render_resume_html(
        load("en_two_page"), theme="classic", language="en", standalone=True, page_size=page_size
    )

    assert html.startswith("<!doctype html>")
    assert css in html
    assert "Noto Sans CJK SC" in html
    assert "<link" not in html


def test_user_text_is_escaped():
    data = {"basics": {"name": "<script>alert(1)</script>"}, "work": [{"name": "A & B"}]}

    html = render_resume_html(data, theme="classic", language="en")

    assert "<script>" not in html
    assert "&lt;script&gt;" in html
    assert "A &amp; B" in html


def test_unsafe_link_is_shown_but_not_linked():
    data = {"basics": {"name": "X", "url": "javascript:alert(1)"}}

    html = render_resume_html(data, theme="classic", language="en")

    assert 'href="javascript' not in html


def test_link_without_scheme_gets_https():
    data = {"basics": {"name": "X", "profiles": [{"network": "GitHub", "url": "github.com/x"}]}}

    html = render_resume_html(data, theme="classic", language="en")

    assert 'href="https://github.com/x"' in html


def test_remote_photo_is_not_rendered_but_inline_photo_is():
    remote = {"basics": {"name": "X", "image": "https://tracker.example.com/me.png"}}
    inline = {"basics": {"name": "X", "image": "data:image/png;base64,iVBORw0KGgo="}}

    assert "tracker.example.com" not in render_resume_html(remote, theme="modern", language="en")
    assert 'src="data:image/png' in render_resume_html(inline, theme="modern", language="en")


@pytest.mark.parametrize("theme", THEMES)
def test_empty_document_renders_without_sections(theme):
    html = render_resume_html({}, theme=theme, language="en")

    assert "<h2" not in html


def test_unknown_theme_falls_back_to_classic():
    html = render_resume_html({"basics": {"name": "X"}}, theme="nope", language="en")

    assert "cv--classic" in html


@pytest.mark.parametrize(
    ("value", "language", "shown"),
    [
        ("2021-03", "en", "Mar 2021"),
        ("2021-03-15", "en", "Mar 2021"),
        ("2021", "en", "2021"),
        ("2021-03", "zh-hans", "2021年3月"),
        ("2021", "zh-hans", "2021年"),
        ("spring 2021", "en", "spring 2021"),
    ],
)
def test_format_date_cases(value, language, shown):
    assert format_date(value, language) == shown


def test_format_range_without_end_is_ongoing():
    assert format_range("2021-03", "", "en") == "Mar 2021 – Present"
    assert format_range("2021-03", None, "zh-hans") == "2021年3月 – 至今"


def test_format_range_same_start_and_end_shows_one_date():
    assert format_range("2021-03", "2021-03", "en") == "Mar 2021"


def test_view_skips_absent_and_empty_sections():
    view = build_view({"basics": {"name": "X"}, "work": [], "skills": [{}]}, "en")

    assert view.sections == []
