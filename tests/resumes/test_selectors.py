"""Reads of resumes for pages that go on without one (a background task's page): another
person's resume, or one deleted since, is None, never theirs."""

from __future__ import annotations

import pytest

from resumes import selectors
from resumes.models import ImportSource
from resumes.postings import services as posting_services
from tests.factories import ResumeFactory

pytestmark = pytest.mark.django_db


def test_a_resume_is_found_for_its_owner_or_is_none(user, other_user):
    mine = ResumeFactory(owner=user)
    theirs = ResumeFactory(owner=other_user)
    assert selectors.resume_find_for_user(user, mine.pk) == mine
    for wrong in (theirs.pk, None, "x", 10**30):
        assert selectors.resume_find_for_user(user, wrong) is None


def test_masters_leave_tailored_versions_out(user):
    master = ResumeFactory(owner=user)
    posting = posting_services.posting_create(
        owner=user, title="Engineer", description="Python and Django."
    )
    version = posting_services.version_create(master=master, posting=posting)
    masters = list(selectors.master_list_for_user(user))
    assert master in masters
    assert version.resume not in masters


def test_the_import_source_is_the_resumes_own(user):
    imported, typed = ResumeFactory(owner=user), ResumeFactory(owner=user)
    source = ImportSource.objects.create(
        resume=imported, original=b"%PDF-", size=5, kind="pdf", filename="cv.pdf"
    )
    assert selectors.import_source_of(imported) == source
    assert selectors.import_source_of(typed) is None
