"""Fit to one page from the resume's export menu, in Chromium (issue 31): the menu item opens
a page saying what the fit changed, and its button downloads the one-page PDF; a resume too
long for one page is told how much is over and which sections are longest. English at desktop
width, Chinese at 390 px; no console errors, failed requests or CSP refusals."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from resumes.schema import validate_document
from tests.factories import ResumeFactory, UserFactory
from tests.resumes.exporting.fit_documents import five_pages, two_pages
from tests.web.browser import PASSWORD, shot, sign_in, watched_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

TEXT = {
    "en": {
        "download": "Download", "fit": "Fit to one page (PDF)", "fitted": "Fitted on 1 page",
        "button": "Download the fitted PDF", "over": "pages more than 1",
        "section": "Experience",
    },
    "zh-hans": {
        "download": "下载", "fit": "压缩到一页（PDF）", "fitted": "已排进 1 页",
        "button": "下载压缩后的 PDF", "over": "多出约", "section": "工作经历",
    },
}  # fmt: skip


def open_resume_pane(page, width: int) -> None:
    # At phone width the chat and the resume are two views; the menu is in the resume's.
    if width < 700:
        page.click(".mobile-tabs button[data-view=resume]")


@pytest.mark.parametrize(("width", "language"), [(1366, "en"), (390, "zh-hans")])
def test_fit_to_one_page_from_the_export_menu(browser, live_server_url, width, language):
    user = UserFactory(username="ada")
    user.set_password(PASSWORD)
    user.save()
    source = "en_two_page" if language == "en" else "zh_two_page"
    fits = ResumeFactory(
        owner=user, title="Fits", theme="classic", language=language,
        data=validate_document(two_pages(source)),
    )  # fmt: skip
    too_long = ResumeFactory(
        owner=user, title="Too long", theme="classic", language=language,
        data=validate_document(five_pages(source)),
    )  # fmt: skip
    context, page, watch = watched_page(
        browser, live_server_url, viewport={"width": width, "height": 860}, accept_downloads=True
    )
    words = TEXT[language]
    sign_in(page, "ada")
    if language != "en":
        page.select_option("#lang-select", language)
        page.wait_for_selector(f"html[lang={language}]")

    page.goto(f"/resumes/{fits.pk}/")
    open_resume_pane(page, width)
    page.click(f"details.menu summary >> text={words['download']}")
    page.click(f".menu-panel >> text={words['fit']}")
    page.wait_for_selector(".fit-message")
    assert words["fitted"] in page.inner_text(".fit-message")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    shot(page, "fit-one-page" + ("" if language == "en" else "-phone-zh"))
    with page.expect_download() as download:
        page.click(f"text={words['button']}")
    content = Path(download.value.path()).read_bytes()
    assert content.startswith(b"%PDF") and len(pdfium.PdfDocument(io.BytesIO(content))) == 1
    watch.assert_clean("fit page")

    page.goto(f"/resumes/{too_long.pk}/")
    open_resume_pane(page, width)
    page.click(f"details.menu summary >> text={words['download']}")
    page.click(f".menu-panel >> text={words['fit']}")
    page.wait_for_selector(".fit-message")
    message = page.inner_text(".fit-message")
    assert words["over"] in message and words["section"] in message
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    watch.assert_clean("fit refused")
    context.close()
