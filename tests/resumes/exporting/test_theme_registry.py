"""The theme registry: what `manage.py themes` lists, the database's choices, each theme's
files, and what the new themes show (the academic order, the 个人简历 grid and photo frame,
the sidebar)."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.contrib.staticfiles import finders
from django.core.management import call_command
from django.template.loader import get_template

from resumes.models import Theme
from resumes.rendering import THEMES, render_resume_html, theme_css
from resumes.themes import REGISTRY, theme_info
from tests.resumes.documents import load

PHOTO = "data:image/png;base64,iVBORw0KGgo="


def test_there_are_at_least_twelve_themes_of_the_kinds_the_issue_asks_for():
    assert len(THEMES) >= 12
    assert len(set(THEMES)) == len(THEMES)
    assert sum(theme.columns == 2 for theme in REGISTRY) >= 2
    assert sum(theme.scripts[0] == "cjk" for theme in REGISTRY) >= 3
    assert {"ats", "academic", "onepage", "jianli"} <= set(THEMES)


def test_the_database_choices_are_the_registry_in_its_order():
    assert tuple(Theme.values) == THEMES
    assert [str(label) for label in Theme.labels] == [str(t.name) for t in REGISTRY]


@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_has_its_template_and_stylesheets(theme):
    assert get_template(f"resumes/themes/{theme}.html")
    assert finders.find(f"themes/{theme}.css")
    assert finders.find(f"themes/{theme}.print.css")
    assert "@page" in theme_css(theme)


def test_themes_json_lists_slug_name_columns_and_scripts_exactly():
    out = StringIO()
    call_command("themes", "--json", stdout=out)

    listed = json.loads(out.getvalue())

    assert [row["slug"] for row in listed] == list(THEMES)
    for row in listed:
        assert set(row) == {"slug", "name", "columns", "scripts"}
        assert isinstance(row["name"], str) and row["name"]
        assert row["columns"] in (1, 2)
        assert row["scripts"] and set(row["scripts"]) <= {"latin", "cjk"}
    assert next(r for r in listed if r["slug"] == "sidebar")["columns"] == 2
    assert next(r for r in listed if r["slug"] == "jianli")["scripts"][0] == "cjk"


def test_themes_plain_listing_names_every_theme():
    out = StringIO()
    call_command("themes", stdout=out)

    for theme in REGISTRY:
        assert theme.slug in out.getvalue()
        assert str(theme.name) in out.getvalue()
    assert "2 columns" in out.getvalue()


def test_an_unknown_theme_renders_as_the_default():
    html = render_resume_html(load("en_two_page"), theme="retired", language="en")

    assert "cv--classic" in html


def test_academic_cv_puts_education_and_publications_before_experience():
    html = render_resume_html(load("en_two_page"), theme="academic", language="en")

    education = html.index(">Education</h2>")
    publications = html.index(">Publications</h2>")
    experience = html.index(">Experience</h2>")
    assert education < publications < experience


def test_new_themes_load_the_shared_readable_text_rules():
    for theme in REGISTRY:
        css = theme_css(theme.slug)
        assert ("letter-spacing: normal !important" in css) == theme.plain, theme.slug


def test_jianli_shows_an_information_grid_in_chinese_and_an_empty_photo_frame():
    html = render_resume_html(load("zh_two_page"), theme="jianli", language="zh-hans")

    assert "个人简历" in html
    for label in ("姓名：", "求职意向：", "电话：", "邮箱：", "现居地："):
        assert label in html, label
    assert "李明" in html and "高级前端工程师" in html
    assert 'class="cv-photo cv-photo--empty"' in html
    assert "<img" not in html


def test_jianli_shows_the_photo_and_english_labels_for_an_english_resume():
    data = load("en_two_page")
    data["basics"]["image"] = PHOTO

    html = render_resume_html(data, theme="jianli", language="en")

    assert f'<img class="cv-photo" src="{PHOTO}"' in html
    assert "cv-photo--empty" not in html
    for label in ("Name: ", "Job target: ", "Phone: ", "Email: "):
        assert label in html, label
    assert "个人简历" not in html


def test_sidebar_puts_contact_and_skills_beside_the_experience():
    html = render_resume_html(load("en_two_page"), theme="sidebar", language="en")

    side = html[html.index('<aside class="cv-side">') : html.index("</aside>")]
    assert "Skills" in side and "ada@example.com" in side
    assert "Experience" not in side
    assert "Analytical Engines Ltd" in html[html.index("</aside>") :]


def test_theme_info_falls_back_to_the_default():
    assert theme_info("nope").slug == "classic"
    assert theme_info("ats").columns == 1


def test_the_api_accepts_every_theme():
    from typing import get_args

    from agent.api.v1.schemas import ResumeIn

    assert get_args(ResumeIn.model_fields["theme"].annotation) == THEMES


def test_the_plain_theme_leaves_the_photo_out():
    data = {"basics": {"name": "Ada", "image": PHOTO}}

    assert PHOTO not in render_resume_html(data, theme="ats", language="en")
    assert PHOTO in render_resume_html(data, theme="onepage", language="en")
