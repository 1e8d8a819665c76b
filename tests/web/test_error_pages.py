"""404 and 500 in the app's layout, in English and Chinese; the 500 page needs neither the
database nor the session."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from tests.factories import ResumeFactory

LAYOUT = 'class="topbar"'


def _chinese(client: Client) -> Client:
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    return client


@pytest.mark.django_db
def test_unknown_page_is_a_404_in_the_layout(client):
    response = client.get("/no/such/page/")
    assert response.status_code == 404
    assert LAYOUT in response.text
    assert "Page not found" in response.text
    assert reverse("dashboard") in response.text


@pytest.mark.django_db
def test_404_speaks_chinese(client):
    response = _chinese(client).get("/no/such/page/")
    assert response.status_code == 404
    assert '<html lang="zh-hans">' in response.text
    assert "找不到页面" in response.text
    assert "Page not found" not in response.text


@pytest.mark.django_db
def test_another_persons_resume_is_the_same_404_page_with_the_persons_menu(
    client, user, other_user
):
    client.force_login(user)
    theirs = ResumeFactory(owner=other_user)
    response = client.get(reverse("resume_detail", args=[theirs.pk]))
    assert response.status_code == 404
    assert "Page not found" in response.text
    assert user.username in response.text  # the account menu of the signed-in person


@pytest.fixture
def failing_site(settings):
    settings.ROOT_URLCONF = "tests.web.error_urls"
    # The client carries a session cookie: a page that looked the person up would have to
    # read the session from the database.
    client = Client(raise_request_exception=False)
    client.cookies[settings.SESSION_COOKIE_NAME] = "x" * 32
    return client


# No django_db mark: any database access in these tests raises.
def test_500_uses_the_layout_without_database_or_session(failing_site):
    response = failing_site.get("/broken/")
    assert response.status_code == 500
    assert LAYOUT in response.text
    assert "Something went wrong on our side" in response.text
    assert "the database is down" not in response.text


def test_500_speaks_chinese(failing_site):
    response = _chinese(failing_site).get("/broken/")
    assert response.status_code == 500
    assert LAYOUT in response.text
    assert "我们这边出了问题" in response.text


@pytest.mark.django_db
def test_a_form_too_large_to_read_is_a_400_that_says_why_and_that_nothing_was_saved(client, user):
    client.force_login(user)
    before = user.resumes.count()
    response = client.post(reverse("resume_create"), {"title": "x" * (3 * 1024 * 1024)})
    assert response.status_code == 400
    assert LAYOUT in response.text
    assert "larger than the 2 MB a form may hold" in response.text
    assert "Nothing was saved" in response.text
    assert user.resumes.count() == before


@pytest.mark.django_db
def test_the_400_page_speaks_chinese(client, user):
    client.force_login(user)
    response = _chinese(client).post(reverse("resume_create"), {"title": "x" * (3 * 1024 * 1024)})
    assert response.status_code == 400
    assert "无法读取" in response.text
    assert "The request could not be read" not in response.text


@pytest.mark.django_db
def test_an_address_with_a_nul_character_is_a_400_that_says_so(client, user):
    # PostgreSQL refuses U+0000 in a lookup: before, `%00` in a path or query gave it a 500.
    client.force_login(user)
    mine = ResumeFactory(owner=user)
    for address in (
        f"{reverse('resume_detail', args=[mine.pk])}?c=%00",
        f"{reverse('resume_detail', args=[mine.pk])}?%00=1",
        "/playground/1/files/a%00b",
    ):
        response = client.get(address)
        assert response.status_code == 400, address
        assert LAYOUT in response.text
        assert "The address contains a NUL character." in response.text
    response = _chinese(client).get(f"{reverse('resume_detail', args=[mine.pk])}?c=%00")
    assert response.status_code == 400
    assert "地址中包含 NUL 字符。" in response.text


@pytest.mark.django_db
def test_a_session_cookie_with_a_nul_character_is_no_session(client, user):
    # A crafted cookie reached the session lookup, which PostgreSQL refuses (a 500).
    client.cookies[settings.SESSION_COOKIE_NAME] = "abcdefgh\x00ijklmnopqrstuvwx"
    response = client.get(reverse("dashboard"))
    assert response.status_code == 302
    assert reverse("login") in response["Location"]
    client.force_login(user)
    assert client.get(reverse("dashboard")).status_code == 200  # real keys still work
