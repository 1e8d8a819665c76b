"""Cover letters take the resume's theme: the PDF is set in the theme's type (serif or sans)
with its accent colour and letterhead; the letter's page shows the preview in the same look."""

from __future__ import annotations

import io
import re

import pytest
from django.urls import reverse
from pypdf import PdfReader

from resumes import services
from resumes.postings.letter_files import export_cover_letter, render_letter_html
from resumes.postings.letters import letter_of
from resumes.themes import theme_info
from tests.resumes.postings.test_letters import BODY, BODY_ZH, _letter, _version

pytestmark = pytest.mark.django_db


def _fonts(content: bytes) -> set[str]:
    fonts = set()
    for page in PdfReader(io.BytesIO(content)).pages:
        for font in page["/Resources"]["/Font"].values():
            fonts.add(str(font.get_object()["/BaseFont"]))
    return fonts


@pytest.mark.parametrize(("theme", "family"), [("academic", "Serif"), ("ats", "Sans")])
def test_the_letter_pdf_is_set_in_the_resume_themes_type(user, theme, family):
    version = _version(user)
    services.resume_set_theme(resume=version.resume, theme=theme)
    version.resume.refresh_from_db()

    exported = export_cover_letter(version, _letter(version, BODY), "pdf")

    fonts = _fonts(exported.content)
    assert any("Noto-Serif-CJK" in font for font in fonts) == (family == "Serif"), fonts
    assert any(f"Noto-{family}-CJK" in font for font in fonts), fonts


@pytest.mark.parametrize("theme", ["elegant", "sidebar", "zh-formal"])
def test_the_letter_page_carries_the_themes_accent_and_letterhead(user, theme):
    version = _version(user, language="zh" if theme.startswith("zh") else "en")
    services.resume_set_theme(resume=version.resume, theme=theme)
    version.resume.refresh_from_db()
    letter = _letter(version, BODY_ZH if theme.startswith("zh") else BODY)
    look = theme_info(theme).letter

    html = render_letter_html(
        letter_of(version, letter), theme=theme, page_size="a4", title="letter"
    )

    assert f"--letter-accent: {look.accent}" in html
    assert f"letter-{theme} letter-head-{look.header}" in html


def test_two_themes_give_two_different_letters(user):
    version = _version(user)
    letter = letter_of(version, _letter(version, BODY))

    classic = render_letter_html(letter, theme="classic", page_size="a4", title="t")
    sidebar = render_letter_html(letter, theme="sidebar", page_size="a4", title="t")

    assert theme_info("classic").letter.accent in classic
    assert theme_info("sidebar").letter.accent in sidebar
    assert theme_info("sidebar").letter.accent not in classic


def test_the_letter_page_previews_in_the_resume_theme(client, user):
    client.force_login(user)
    version = _version(user)
    services.resume_set_theme(resume=version.resume, theme="elegant")
    _letter(version, BODY)

    response = client.get(reverse("cover_letter", args=[version.pk]))
    page = response.text

    # The look is an inline style the page's Content-Security-Policy allows by its nonce.
    nonce = re.search(r'<style nonce="([^"]+)">#letter-preview', page).group(1)
    assert f"'nonce-{nonce}'" in response["Content-Security-Policy"]
    assert f"#letter-preview {{ --letter-accent: {theme_info('elegant').letter.accent}" in page
    assert 'data-theme="elegant"' in page
    assert "In the resume's theme: Elegant." in page
    assert "css/letter_look.css" in page


def test_another_persons_letter_is_404(client, user, other_user):
    client.force_login(other_user)
    version = _version(user)
    _letter(version, BODY)

    assert client.get(reverse("cover_letter", args=[version.pk])).status_code == 404
    export = reverse("cover_letter_export", args=[version.pk, "pdf"])
    assert client.get(export).status_code == 404
