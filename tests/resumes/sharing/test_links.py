"""Share links: owner-only management, view counts, expiry and revocation, the public page."""

from __future__ import annotations

import io
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone
from pypdf import PdfReader

from resumes.models import ShareLink
from resumes.schema import validate_document
from tests.factories import ResumeFactory, ShareLinkFactory
from tests.resumes.documents import load

pytestmark = pytest.mark.django_db


@pytest.fixture
def resume(user):
    return ResumeFactory(
        owner=user,
        title="Secret title for Tencent",
        data=validate_document(load("zh_two_page")),
        language="zh-hans",
        theme="modern",
    )


@pytest.fixture
def owner_client(client, user):
    client.force_login(user)
    return client


def public_url(link: ShareLink) -> str:
    return reverse("io:public_share", args=[link.token])


def test_owner_creates_a_link_with_an_expiry(owner_client, resume):
    response = owner_client.post(reverse("io:share_create", args=[resume.pk]), {"expiry": "7d"})

    link = resume.share_links.get()
    assert response.status_code == 302
    assert len(link.token) >= 32
    remaining = link.expires_at - timezone.now()
    assert timedelta(days=6, hours=23) < remaining <= timedelta(days=7)


def test_owner_creates_a_link_that_never_expires(owner_client, resume):
    owner_client.post(reverse("io:share_create", args=[resume.pk]), {"expiry": "never"})

    assert resume.share_links.get().expires_at is None


def test_unknown_expiry_is_refused(owner_client, resume):
    response = owner_client.post(reverse("io:share_create", args=[resume.pk]), {"expiry": "1y"})

    assert response.status_code == 400
    assert not resume.share_links.exists()


def test_create_with_htmx_returns_the_panel_with_the_new_link(owner_client, resume):
    response = owner_client.post(
        reverse("io:share_create", args=[resume.pk]),
        {"expiry": "1d"},
        headers={"HX-Request": "true"},
    )

    link = resume.share_links.get()
    page = response.content.decode()
    assert page.lstrip().startswith('<section id="share-panel"')
    assert f"http://testserver{public_url(link)}" in page


def test_public_page_shows_the_themed_resume_and_a_pdf_link(client, resume):
    link = ShareLinkFactory(resume=resume)

    response = client.get(public_url(link))

    page = response.content.decode()
    assert response.status_code == 200
    assert "cv--modern" in page
    assert "腾讯" in page
    assert reverse("io:public_share_pdf", args=[link.token]) in page
    assert '<meta name="robots" content="noindex, nofollow">' in page
    assert response["X-Robots-Tag"] == "noindex, nofollow"


def test_public_page_shows_nothing_else_of_the_owner(client, user, resume):
    link = ShareLinkFactory(resume=resume)

    page = client.get(public_url(link)).content.decode()

    assert "Secret title for Tencent" not in page
    assert user.username not in page
    assert user.email not in page
    assert reverse("resume_detail", args=[resume.pk]) not in page


def test_public_page_counts_views(client, resume):
    link = ShareLinkFactory(resume=resume)

    client.get(public_url(link))
    client.get(public_url(link))

    link.refresh_from_db()
    assert link.view_count == 2


def test_owner_sees_the_view_count(owner_client, resume):
    ShareLinkFactory(resume=resume, view_count=5)

    page = owner_client.get(reverse("io:share_list", args=[resume.pk])).content.decode()

    assert "5 views" in page


def test_public_pdf_downloads_with_the_persons_name(client, resume):
    link = ShareLinkFactory(resume=resume)

    response = client.get(reverse("io:public_share_pdf", args=[link.token]))

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert "Secret" not in response["Content-Disposition"]
    assert "%E6%9D%8E%E6%98%8E.pdf" in response["Content-Disposition"]
    text = PdfReader(io.BytesIO(response.content)).pages[0].extract_text()
    assert "腾讯" in text


def test_revoked_link_is_404(owner_client, client, resume):
    link = ShareLinkFactory(resume=resume)

    owner_client.post(reverse("io:share_revoke", args=[resume.pk, link.pk]))

    link.refresh_from_db()
    assert link.revoked_at is not None
    owner_client.logout()
    assert client.get(public_url(link)).status_code == 404
    assert client.get(reverse("io:public_share_pdf", args=[link.token])).status_code == 404


def test_expired_link_is_404(client, resume):
    link = ShareLinkFactory(resume=resume, expires_at=timezone.now() - timedelta(seconds=1))

    assert client.get(public_url(link)).status_code == 404
    assert client.get(reverse("io:public_share_pdf", args=[link.token])).status_code == 404


def test_unknown_token_is_404(client, db):
    assert client.get(reverse("io:public_share", args=["nope"])).status_code == 404


def test_revoked_link_is_listed_as_revoked(owner_client, resume):
    ShareLinkFactory(resume=resume, revoked_at=timezone.now())

    page = owner_client.get(reverse("io:share_list", args=[resume.pk])).content.decode()

    assert "Revoked" in page


def test_another_user_cannot_list_create_or_revoke(client, other_user, resume):
    link = ShareLinkFactory(resume=resume)
    client.force_login(other_user)

    listed = client.get(reverse("io:share_list", args=[resume.pk]))
    created = client.post(reverse("io:share_create", args=[resume.pk]), {"expiry": "7d"})
    revoked = client.post(reverse("io:share_revoke", args=[resume.pk, link.pk]))

    assert (listed.status_code, created.status_code, revoked.status_code) == (404, 404, 404)
    link.refresh_from_db()
    assert link.revoked_at is None
    assert resume.share_links.count() == 1


def test_revoking_a_link_of_another_resume_through_mine_is_404(owner_client, user, resume):
    foreign = ShareLinkFactory()
    mine = ResumeFactory(owner=user)

    response = owner_client.post(reverse("io:share_revoke", args=[mine.pk, foreign.pk]))

    assert response.status_code == 404
    foreign.refresh_from_db()
    assert foreign.revoked_at is None


def test_share_management_needs_sign_in(client, resume):
    response = client.get(reverse("io:share_list", args=[resume.pk]))

    assert response.status_code == 302


# --- contact details ---------------------------------------------------------------------

CONTACTS = {
    "name": "Ada Lovelace",
    "email": "ada@analytical.example",
    "phone": "+44 20 7946 0018",
    "location": {"address": "12 St James's Square", "postalCode": "SW1Y 4JH", "city": "London"},
}


@pytest.fixture
def contact_resume(user):
    return ResumeFactory(owner=user, data=validate_document({"basics": CONTACTS}), language="en")


def _public_texts(client, link) -> tuple[str, str]:
    page = client.get(public_url(link)).content.decode()
    pdf = client.get(reverse("io:public_share_pdf", args=[link.token])).content
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    return page, text


def test_a_new_link_hides_email_phone_and_address_on_the_page_and_in_the_pdf(
    owner_client, client, contact_resume
):
    owner_client.post(reverse("io:share_create", args=[contact_resume.pk]), {"expiry": "7d"})
    link = contact_resume.share_links.get()
    assert (link.show_email, link.show_phone, link.show_address) == (False, False, False)
    for text in _public_texts(client, link):
        assert "Ada Lovelace" in text and "London" in text
        assert "ada@analytical.example" not in text
        assert "7946" not in text
        assert "James" not in text and "SW1Y" not in text
    # The owner's own preview is untouched.
    contact_resume.refresh_from_db()
    assert contact_resume.data["basics"]["email"] == "ada@analytical.example"


def test_the_owner_chooses_which_contact_details_a_link_shows(owner_client, client, contact_resume):
    owner_client.post(
        reverse("io:share_create", args=[contact_resume.pk]),
        {"expiry": "7d", "show_email": "on", "show_address": "on"},
    )
    link = contact_resume.share_links.get()
    page, pdf_text = _public_texts(client, link)
    for text in (page, pdf_text):
        assert "ada@analytical.example" in text
        assert "SW1Y" in text
        assert "7946" not in text
    panel = owner_client.get(reverse("io:share_list", args=[contact_resume.pk])).text
    assert "Shows: email, street address" in panel


def test_the_share_panel_offers_the_choice_unticked(owner_client, contact_resume):
    panel = owner_client.get(reverse("io:share_list", args=[contact_resume.pk])).text
    for name in ("show_email", "show_phone", "show_address"):
        assert f'name="{name}"' in panel
    assert "checked" not in panel
    ShareLinkFactory(resume=contact_resume)
    panel = owner_client.get(reverse("io:share_list", args=[contact_resume.pk])).text
    assert "Contact details hidden" in panel


def test_the_contact_choice_speaks_chinese(owner_client, contact_resume):
    owner_client.cookies["django_language"] = "zh-hans"
    ShareLinkFactory(resume=contact_resume, show_email=True)
    panel = owner_client.get(reverse("io:share_list", args=[contact_resume.pk])).text
    assert "同时显示（不勾选则隐藏）" in panel and "街道地址和邮政编码" in panel
    assert "显示： 邮箱" in panel
