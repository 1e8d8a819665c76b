"""Migration 0004_share_contacts: links made before it keep showing the contact details they
showed; links made after it hide them unless ticked."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("resumes", "0003_review")]
AFTER = [("resumes", "0004_share_contacts")]


def _migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def test_links_made_before_keep_their_contacts_and_new_ones_hide_them(django_user_model):
    try:
        old_apps = _migrate(BEFORE)
        user = old_apps.get_model("auth", "User").objects.create(username="old")
        resume = old_apps.get_model("resumes", "Resume").objects.create(
            owner_id=user.pk, title="CV", data={}
        )
        old_apps.get_model("resumes", "ShareLink").objects.create(resume=resume, token="old-link")
        new_apps = _migrate(AFTER)
        ShareLink = new_apps.get_model("resumes", "ShareLink")
        old = ShareLink.objects.get(token="old-link")
        assert (old.show_email, old.show_phone, old.show_address) == (True, True, True)
        new = ShareLink.objects.create(resume_id=resume.pk, token="new-link")
        assert (new.show_email, new.show_phone, new.show_address) == (False, False, False)
    finally:
        _migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())
