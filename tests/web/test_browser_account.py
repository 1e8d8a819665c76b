"""A person's data in a real Chromium against a live Daphne: from the account menu to "Your
data", download the zip (its resume is the person's, as JSON Resume and PDF), then delete the
account with the password and find that signing in no longer works. At 1366 and 390 px, in
English and Chinese, with no console error and nothing wider than the screen."""

from __future__ import annotations

import json
import zipfile

import pytest
from django.contrib.auth import get_user_model

from resumes import services
from resumes.models import Resume
from tests.factories import UserFactory
from tests.web.browser import PASSWORD, new_page, shot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DOCUMENT = {
    "basics": {"name": "Ada Lovelace", "email": "ada@example.com"},
    "work": [{"name": "Analytical Engines", "position": "Engineer", "startDate": "2019"}],
}
TEXT = {
    "en": {
        "menu": "Your data",
        "deleted": "Your account and all your data were deleted.",
        "wrong": "That is not your password; nothing was deleted.",
    },
    "zh-hans": {
        "menu": "我的数据",
        "deleted": "你的账户和全部数据已删除。",
        "wrong": "密码不正确，没有删除任何内容。",
    },
}

# The screenshots docs/account.md shows: (width, language) -> name suffix.
SHOTS = {(1366, "en"): "", (390, "zh-hans"): "-phone-zh"}


@pytest.mark.parametrize("language", ["en", "zh-hans"])
@pytest.mark.parametrize("width", [1366, 390])
def test_download_all_my_data_then_delete_the_account(browser, live_server_url, width, language):
    user = UserFactory(username="ada")
    user.set_password(PASSWORD)
    user.save()
    resume = services.resume_create(owner=user, title="Master CV", data=DOCUMENT)
    context, page = new_page(browser, live_server_url, width=width)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    sign_in(page, "ada")
    if language != "en":
        page.select_option("#lang-select", language)
        page.wait_for_selector(f"html[lang={language}]")
    words = TEXT[language]

    page.click("summary.menu-button")
    page.click(f".menu-panel >> text={words['menu']}")
    page.wait_for_selector("#download-all")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if (width, language) in SHOTS:
        shot(page, f"account-data{SHOTS[width, language]}")
    with page.expect_download() as download:
        page.click("#download-all")
    assert download.value.suggested_filename.startswith("cv-agent-ada-")
    with zipfile.ZipFile(download.value.path()) as archive:
        assert json.loads(archive.read(f"resumes/{resume.pk}/resume.json")) == DOCUMENT
        assert archive.read(f"resumes/{resume.pk}/resume.pdf").startswith(b"%PDF-")
        assert "README.md" in archive.namelist()

    page.click("#delete-account-start")
    page.wait_for_selector("#delete-account-form")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.fill("#id_password", "not my password")
    page.click("#delete-account-confirm")
    page.wait_for_selector(f"text={words['wrong']}")
    assert Resume.objects.filter(pk=resume.pk).exists()
    if (width, language) in SHOTS:
        shot(page, f"account-delete{SHOTS[width, language]}")
    page.fill("#id_password", PASSWORD)
    page.click("#delete-account-confirm")
    page.wait_for_url("**/accounts/signin/**")
    page.wait_for_selector(f".flash >> text={words['deleted']}")
    assert not get_user_model().objects.filter(username="ada").exists()
    assert not Resume.objects.filter(pk=resume.pk).exists()

    # Signing in again fails: the form comes back with its error.
    page.fill("#id_username", "ada")
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_selector(".alert-error, .errorlist")
    assert "/accounts/signin/" in page.url
    assert errors == []
    context.close()
