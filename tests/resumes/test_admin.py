"""The resume admin: documents shown read-only with their revisions; share links revocable."""

from __future__ import annotations

import pytest
from django.urls import reverse

from resumes import services
from resumes.models import ShareLink
from tests.factories import ShareLinkFactory

pytestmark = pytest.mark.django_db


def test_resume_admin_change_page_shows_document_and_revisions(admin_client, user):
    resume = services.resume_create(owner=user, title="Shown", data={"basics": {"name": "Ada"}})
    services.resume_apply_edit(
        resume=resume, path="basics.label", action="update", value="Countess", source="agent"
    )
    response = admin_client.get(reverse("admin:resumes_resume_change", args=[resume.pk]))
    assert response.status_code == 200
    page = response.content.decode()
    assert "&quot;Countess&quot;" in page
    assert "updated basics.label" in page
    assert 'name="data"' not in page


def test_resume_admin_changelist_lists_resumes(admin_client, user):
    services.resume_create(owner=user, title="Listed resume")
    response = admin_client.get(reverse("admin:resumes_resume_changelist"))
    assert "Listed resume" in response.content.decode()


def test_share_link_admin_revoke_action(admin_client):
    link = ShareLinkFactory()
    admin_client.post(
        reverse("admin:resumes_sharelink_changelist"),
        {"action": "revoke", "_selected_action": [link.pk]},
    )
    assert not ShareLink.objects.get(pk=link.pk).is_active
