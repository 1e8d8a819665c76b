"""Fit to N pages (issue 31): the least shrink that fits, within readable bounds (body text
>= 9 pt, margins >= 10 mm), or a refusal that says how much is over and which sections are
longest: the module, `export_resume --fit-pages`, and the page behind the export menu."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from django.conf import settings as django_settings
from django.core.management import call_command
from django.urls import reverse

from resumes.exporting.fitting import MIN_FONT_PT, MIN_MARGIN_MM, _ladder, fit_pdf
from resumes.exporting.pdf import render_pdf
from resumes.schema import validate_document
from tests.factories import ResumeFactory
from tests.resumes.exporting.fit_documents import five_pages, two_pages


def pages_of(content: bytes) -> int:
    return len(pdfium.PdfDocument(content))


def test_a_two_page_resume_fits_on_one_page_and_says_what_changed():
    data = two_pages()
    assert pages_of(render_pdf(data, theme="classic", language="en")) == 2

    result = fit_pdf(data, theme="classic", language="en", pages=1)

    assert result.fits and pages_of(result.pdf) == 1
    assert result.changes
    assert "Fitted on 1 page" in result.message()


def test_a_resume_that_already_fits_is_left_as_it_is():
    result = fit_pdf(two_pages(), theme="classic", language="en", pages=2)

    assert result.fits and result.changes == [] and result.renders == 1
    assert "nothing was changed" in result.message()


def test_a_five_page_resume_is_refused_with_what_is_over_and_the_longest_sections():
    result = fit_pdf(five_pages(), theme="classic", language="en", pages=1)

    assert not result.fits and result.pdf is None
    assert result.pages >= 3 and result.over_pages > 1
    assert result.longest[0][0] == "Experience"
    assert "Experience" in result.message() and "more than 1" in result.message()


def test_the_ladder_never_goes_below_readable_bounds():
    from resumes.exporting.fitting import Base, _css, _margin

    base = Base(font_pt=10.5, line=1.42, margins_mm=(16.0, 17.0, 16.0, 0.0), cjk=False)
    ladder = _ladder(base)

    assert min(r.font_pt for r in ladder if r.font_pt) == MIN_FONT_PT
    assert min(_margin(m, r.margin) for r in ladder for m in (16.0, 17.0)) >= MIN_MARGIN_MM
    # A side the theme sets narrower (Modern's sidebar edge) stays as it is.
    assert "0.0mm;" in _css(ladder[-1], base)


@pytest.mark.parametrize("theme", ["classic", "modern", "compact"])
def test_a_chinese_resume_fits_in_every_original_theme(theme):
    result = fit_pdf(two_pages("zh_two_page"), theme=theme, language="zh-hans", pages=2)

    assert result.fits and pages_of(result.pdf) <= 2


# --- the command ---------------------------------------------------------------------------


def test_command_fit_pages_writes_a_one_page_pdf(user, tmp_path):
    resume = ResumeFactory(owner=user, title="Ada", data=validate_document(two_pages()))
    out = tmp_path / "ada.pdf"
    err = io.StringIO()

    call_command(
        "export_resume", str(resume.pk), "--format", "pdf", "--theme", "classic",
        "--fit-pages", "1", "--page-size", "a4", "-o", str(out), stderr=err,
    )  # fmt: skip

    assert pages_of(out.read_bytes()) == 1
    assert "Fitted on 1 page" in err.getvalue()


def test_command_refuses_a_five_page_resume_with_exit_3_and_one_sentence(user, tmp_path):
    resume = ResumeFactory(owner=user, title="Long", data=validate_document(five_pages()))
    out = tmp_path / "long.pdf"
    err = io.StringIO()

    with pytest.raises(SystemExit) as exited:
        call_command(
            "export_resume", str(resume.pk), "--format", "pdf", "--theme", "classic",
            "--fit-pages", "1", "-o", str(out), stderr=err,
        )  # fmt: skip

    assert exited.value.code == 3
    assert not out.exists()
    message = err.getvalue().strip()
    assert message.count(". ") == 0 and message.endswith(".")
    assert "pages more than 1" in message and "Experience" in message


def test_command_theme_option_picks_the_theme(user, tmp_path):
    resume = ResumeFactory(owner=user, title="Ada", data=validate_document(two_pages()))
    out = tmp_path / "ada.pdf"

    call_command(
        "export_resume", str(resume.pk), "--format", "pdf", "--theme", "compact", "-o", str(out),
        stderr=io.StringIO(),
    )  # fmt: skip

    assert pages_of(out.read_bytes()) == 1  # Compact sets it on one page, Classic on two


def test_command_fit_pages_needs_pdf(user):
    from django.core.management import CommandError

    resume = ResumeFactory(owner=user, data=validate_document(two_pages()))
    with pytest.raises(CommandError, match="--format pdf"):
        call_command("export_resume", str(resume.pk), "--format", "json", "--fit-pages", "1")


# --- the page ------------------------------------------------------------------------------


def test_fit_page_says_what_changed_and_links_the_fitted_pdf(client, user):
    resume = ResumeFactory(owner=user, theme="classic", data=validate_document(two_pages()))
    client.force_login(user)

    page = client.get(reverse("io:fit", args=[resume.pk, 1]))
    download = client.get(reverse("io:export", args=[resume.pk, "pdf"]) + "?fit=1")

    assert page.status_code == 200
    assert "Fitted on 1 page" in page.content.decode()
    assert f'href="/resumes/{resume.pk}/export/pdf/?fit=1' in page.content.decode()
    assert download["Content-Type"] == "application/pdf"
    assert pages_of(download.content) == 1


def test_fit_page_in_chinese_says_how_much_is_over(client, user):
    resume = ResumeFactory(
        owner=user, theme="classic", language="zh-hans",
        data=validate_document(five_pages("zh_two_page")),
    )  # fmt: skip
    client.force_login(user)
    client.cookies[django_settings.LANGUAGE_COOKIE_NAME] = "zh-hans"

    page = client.get(reverse("io:fit", args=[resume.pk, 1]))
    download = client.get(reverse("io:export", args=[resume.pk, "pdf"]) + "?fit=1")

    assert page.status_code == 200 and "fit-message" in page.content.decode()
    text = page.content.decode()
    assert "工作经历" in text and "页" in text
    assert download.status_code == 302 and download["Location"].startswith(
        reverse("io:fit", args=[resume.pk, 1])
    )


def test_fit_page_of_another_users_resume_is_404(client, user, other_user):
    resume = ResumeFactory(owner=user, data=validate_document(two_pages()))
    client.force_login(other_user)

    assert client.get(reverse("io:fit", args=[resume.pk, 1])).status_code == 404
    assert client.get(reverse("io:export", args=[resume.pk, "pdf"]) + "?fit=1").status_code == 404


def test_fit_page_takes_one_or_two_pages(client, user):
    resume = ResumeFactory(owner=user, data=validate_document(two_pages()))
    client.force_login(user)

    assert client.get(reverse("io:fit", args=[resume.pk, 3])).status_code == 404


def test_the_export_menu_offers_fit_to_one_and_two_pages(client, user):
    resume = ResumeFactory(owner=user, data=validate_document(two_pages()))
    client.force_login(user)

    text = client.get(reverse("resume_detail", args=[resume.pk])).content.decode()

    assert reverse("io:fit", args=[resume.pk, 1]) in text
    assert reverse("io:fit", args=[resume.pk, 2]) in text
