"""The theme gallery over HTTP: one thumbnail per theme drawn from the person's own resume,
the current theme marked, picking one switches the theme, and nobody else's resume shows."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.core.cache import cache
from django.urls import reverse

from resumes import services
from resumes.models import Resume
from resumes.rendering import THEMES
from resumes.themes import REGISTRY
from tests.factories import ResumeFactory
from tests.resumes.documents import load

pytestmark = pytest.mark.django_db


@pytest.fixture
def resume(user):
    return services.resume_create(owner=user, title="Mine", data=load("en_two_page"))


def _cards(page: str) -> list[str]:
    return re.findall(r'<label class="theme-card" data-theme="([^"]+)">', page)


def test_the_gallery_shows_every_theme_drawn_from_the_persons_resume(signed_in, resume):
    page = signed_in.get(reverse("resume_theme_gallery", args=[resume.pk])).text

    assert _cards(page) == list(THEMES)
    for theme in REGISTRY:
        assert f'cv--{theme.slug}" lang="en"' in page, theme.slug
        assert str(theme.name) in page
    assert page.count("Ada Lovelace") >= len(THEMES)
    assert page.count("2 columns") == sum(theme.columns == 2 for theme in REGISTRY)
    assert page.count("1 column<") == sum(theme.columns == 1 for theme in REGISTRY)
    assert ">Chinese<" in page and ">Latin<" in page
    # Each theme's screen stylesheet is linked once.
    assert page.count("/static/themes/base.css") == 1
    for theme in THEMES:
        assert f"/static/themes/{theme}.css" in page


def test_the_current_theme_is_the_checked_one(signed_in, resume):
    services.resume_set_theme(resume=resume, theme="sidebar")

    page = signed_in.get(reverse("resume_theme_gallery", args=[resume.pk])).text

    assert re.findall(r'value="([^"]+)" checked', page) == ["sidebar"]


def test_picking_a_theme_switches_it_and_redraws_the_preview(signed_in, resume):
    response = signed_in.post(reverse("resume_theme", args=[resume.pk]), {"theme": "jianli"})

    assert response.status_code == 200
    assert 'class="cv cv--plain cv--jianli"' in response.text
    assert Resume.objects.get(pk=resume.pk).theme == "jianli"


def test_an_unknown_theme_is_refused_and_nothing_changes(signed_in, resume):
    signed_in.post(reverse("resume_theme", args=[resume.pk]), {"theme": "nope"})

    assert Resume.objects.get(pk=resume.pk).theme == "classic"


def test_thumbnails_follow_an_edit(signed_in, resume, user):
    url = reverse("resume_theme_gallery", args=[resume.pk])
    signed_in.get(url)
    services.resume_update_field(
        resume=resume,
        path="basics.name",
        value="Augusta King",
        expected_version=resume.version,
        author=user,
    )

    page = signed_in.get(url).text

    assert "Augusta King" in page
    assert "Ada Lovelace" not in page


def test_the_resume_page_links_the_gallery(signed_in, resume):
    page = signed_in.get(reverse("resume_detail", args=[resume.pk])).text

    assert f'hx-get="{reverse("resume_theme_gallery", args=[resume.pk])}"' in page
    assert 'id="theme-gallery"' in page


def test_a_chinese_resume_in_the_chinese_interface(signed_in, user):
    cache.clear()
    resume = services.resume_create(
        owner=user, title="简历", data=load("zh_two_page"), language="zh-hans"
    )
    signed_in.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"

    page = signed_in.get(reverse("resume_theme_gallery", args=[resume.pk])).text

    assert "个人简历（照片）" in page and "当前使用" in page
    assert ">工作经历</h2>" in page and "姓名：" in page


def test_another_persons_resume_is_404(signed_in, other_user):
    theirs = ResumeFactory(owner=other_user)

    assert signed_in.get(reverse("resume_theme_gallery", args=[theirs.pk])).status_code == 404
    response = signed_in.post(reverse("resume_theme", args=[theirs.pk]), {"theme": "ats"})
    assert response.status_code == 404
    assert Resume.objects.get(pk=theirs.pk).theme == "classic"


def test_the_gallery_needs_sign_in(client, resume):
    response = client.get(reverse("resume_theme_gallery", args=[resume.pk]))

    assert response.status_code == 302
