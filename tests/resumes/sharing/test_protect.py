"""Share links with a password, without download, and their counts per day."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import time_machine
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from resumes import sharing
from resumes.models import ShareLinkDay
from resumes.schema import validate_document
from tests.factories import ResumeFactory, ShareLinkFactory

pytestmark = pytest.mark.django_db

DOCUMENT = {"basics": {"name": "Ada Lovelace", "label": "Analyst"}}


@pytest.fixture(autouse=True)
def fresh_cache():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def resume(user):
    return ResumeFactory(owner=user, data=validate_document(DOCUMENT), language="en")


@pytest.fixture
def owner_client(client, user):
    client.force_login(user)
    return client


def page_url(link) -> str:
    return reverse("io:public_share", args=[link.token])


def pdf_url(link) -> str:
    return reverse("io:public_share_pdf", args=[link.token])


def protected(resume, password="open sesame", **fields):
    return sharing.share_link_create(resume=resume, expiry="7d", password=password, **fields)


# --- services ------------------------------------------------------------------------------


def test_the_password_is_stored_hashed(resume):
    link = protected(resume)

    assert link.has_password
    assert "open sesame" not in link.password_hash
    assert link.password_hash.startswith(("pbkdf2_", "argon2", "bcrypt", "md5", "scrypt"))


def test_a_too_long_password_is_refused(resume):
    with pytest.raises(ValueError, match="at most"):
        protected(resume, password="x" * (sharing.MAX_PASSWORD_LENGTH + 1))


def test_check_password_counts_wrong_tries_and_throttles(resume):
    link = protected(resume)
    for _ in range(sharing.MAX_WRONG_PASSWORDS):
        assert sharing.share_link_check_password(link, "nope", address="1.2.3.4") is False
    with pytest.raises(sharing.ShareThrottled):
        sharing.share_link_check_password(link, "open sesame", address="1.2.3.4")
    # Another address, and another link from the same address, are not affected.
    assert sharing.share_link_check_password(link, "open sesame", address="5.6.7.8") is True
    other = protected(resume)
    assert sharing.share_link_check_password(other, "open sesame", address="1.2.3.4") is True


def test_the_throttle_ends_after_its_window(resume):
    link = protected(resume)
    with time_machine.travel(datetime(2026, 3, 1, 9, 0, tzinfo=UTC), tick=False) as traveller:
        for _ in range(sharing.MAX_WRONG_PASSWORDS):
            sharing.share_link_check_password(link, "nope", address="1.2.3.4")
        with pytest.raises(sharing.ShareThrottled):
            sharing.share_link_check_password(link, "open sesame", address="1.2.3.4")
        traveller.shift(sharing.LOCKOUT_SECONDS + 1)
        assert sharing.share_link_check_password(link, "open sesame", address="1.2.3.4")


def test_a_link_without_password_unlocks_nothing_by_password(resume):
    link = ShareLinkFactory(resume=resume)

    assert sharing.share_link_check_password(link, "", address="1.2.3.4") is False


def test_views_and_downloads_are_counted_per_day(resume):
    link = ShareLinkFactory(resume=resume)
    with time_machine.travel(datetime(2026, 3, 1, 23, 59, tzinfo=UTC), tick=False) as traveller:
        sharing.record_view(link)
        sharing.record_view(link)
        sharing.record_download(link)
        traveller.shift(120)  # past midnight (UTC): a new day
        sharing.record_view(link)
        days = sharing.share_link_days(link)

    link.refresh_from_db()
    assert (link.view_count, link.download_count) == (3, 1)
    assert [(d.day.isoformat(), d.views, d.downloads) for d in days] == [
        ("2026-03-02", 1, 0),
        ("2026-03-01", 2, 1),
    ]
    assert sharing.share_link_counts(link)["days"][1] == {
        "day": "2026-03-01",
        "views": 2,
        "downloads": 1,
    }


def test_the_count_table_keeps_no_visitor_data():
    fields = {field.name for field in ShareLinkDay._meta.get_fields()}

    assert fields == {"id", "link", "day", "views", "downloads"}


# --- the public page ---------------------------------------------------------------------------


def test_a_protected_link_shows_only_the_password_form(client, resume):
    link = protected(resume)

    response = client.get(page_url(link))

    page = response.content.decode()
    assert response.status_code == 200
    assert "This resume is protected" in page
    assert 'type="password"' in page
    assert "Ada Lovelace" not in page and "Analyst" not in page
    assert pdf_url(link) not in page
    assert response["Cache-Control"] == "no-store"
    link.refresh_from_db()
    assert link.view_count == 0


def test_the_pdf_of_a_locked_link_is_refused(client, resume):
    link = protected(resume)

    response = client.get(pdf_url(link))

    assert response.status_code == 403
    assert response["Content-Type"].startswith("text/plain")
    link.refresh_from_db()
    assert link.download_count == 0


def test_a_wrong_password_is_refused_and_the_right_one_opens(client, resume):
    link = protected(resume)

    wrong = client.post(page_url(link), {"password": "guess"})
    assert wrong.status_code == 200
    assert "That password is not right." in wrong.content.decode()
    assert "Ada Lovelace" not in wrong.content.decode()

    right = client.post(page_url(link), {"password": "open sesame"})
    assert right.status_code == 302 and right["Location"] == page_url(link)
    page = client.get(page_url(link)).content.decode()
    assert "Ada Lovelace" in page
    assert client.get(pdf_url(link)).status_code == 200
    link.refresh_from_db()
    assert (link.view_count, link.download_count) == (1, 1)


def test_the_unlock_is_scoped_to_that_link(client, resume):
    first, second = protected(resume), protected(resume, password="other")

    client.post(page_url(first), {"password": "open sesame"})

    assert "Ada Lovelace" in client.get(page_url(first)).content.decode()
    assert "This resume is protected" in client.get(page_url(second)).content.decode()
    assert client.get(pdf_url(second)).status_code == 403


def test_the_unlock_lives_in_the_session_only(client, resume):
    link = protected(resume)
    client.post(page_url(link), {"password": "open sesame"})

    stranger = Client()

    assert "This resume is protected" in stranger.get(page_url(link)).content.decode()


def test_too_many_wrong_passwords_answer_429_with_a_clear_page(client, resume):
    link = protected(resume)
    for _ in range(sharing.MAX_WRONG_PASSWORDS):
        client.post(page_url(link), {"password": "guess"})

    response = client.post(page_url(link), {"password": "open sesame"})

    page = response.content.decode()
    assert response.status_code == 429
    assert "Too many wrong passwords" in page and "15 minutes" in page
    assert "Ada Lovelace" not in page
    # Still locked, even though the password was right.
    assert "This resume is protected" in client.get(page_url(link)).content.decode()


def test_the_password_form_needs_csrf(resume):
    link = protected(resume)
    strict = Client(enforce_csrf_checks=True)

    response = strict.post(page_url(link), {"password": "open sesame"})

    assert response.status_code == 403
    assert "This resume is protected" in strict.get(page_url(link)).content.decode()


def test_the_password_page_speaks_chinese(client, resume):
    link = protected(resume)
    client.cookies["django_language"] = "zh-hans"

    page = client.get(page_url(link)).content.decode()

    assert "这份简历受密码保护" in page


def test_no_download_hides_the_pdf_link_and_refuses_the_pdf(client, resume):
    link = sharing.share_link_create(resume=resume, expiry="7d", allow_download=False)

    page = client.get(page_url(link)).content.decode()

    assert "Ada Lovelace" in page
    assert pdf_url(link) not in page and "Download PDF" not in page
    assert client.get(pdf_url(link)).status_code == 404
    link.refresh_from_db()
    assert (link.view_count, link.download_count) == (1, 0)


# --- the owner's panel -----------------------------------------------------------------------


def test_the_owner_creates_a_protected_link_without_download(owner_client, resume):
    response = owner_client.post(
        reverse("io:share_create", args=[resume.pk]),
        {"expiry": "7d", "password": "s3cret pass", "no_download": "on"},
    )

    link = resume.share_links.get()
    assert response.status_code == 302
    assert link.has_password and not link.allow_download
    panel = owner_client.get(reverse("io:share_list", args=[resume.pk])).content.decode()
    assert "s3cret pass" not in panel
    assert "Password" in panel and "No PDF download" in panel


def test_the_owner_sees_the_counts_per_day(owner_client, resume):
    link = ShareLinkFactory(resume=resume)
    with time_machine.travel(datetime(2026, 3, 1, 12, 0, tzinfo=UTC), tick=False):
        sharing.record_view(link)
        sharing.record_download(link)
        panel = owner_client.get(reverse("io:share_list", args=[resume.pk])).content.decode()

    assert "1 view" in panel and "1 PDF download" in panel
    assert "Views and downloads per day" in panel


def test_the_per_day_list_is_the_owners_only(client, other_user, resume):
    ShareLinkFactory(resume=resume, view_count=3)
    client.force_login(other_user)

    assert client.get(reverse("io:share_list", args=[resume.pk])).status_code == 404


def test_the_admin_never_shows_the_password_hash(admin_client, resume):
    link = protected(resume)

    page = admin_client.get(reverse("admin:resumes_sharelink_change", args=[link.pk])).content

    assert link.password_hash.encode() not in page
    assert b'name="password_hash"' not in page
