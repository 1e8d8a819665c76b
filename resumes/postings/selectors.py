"""Reads of postings and versions, always scoped to the person asking (others' ids: 404)."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import Http404

from resumes.models import Resume
from resumes.postings.models import CoverLetter, JobPosting, TailoredVersion


class PostingNotFound(Http404, JobPosting.DoesNotExist):
    """No such posting for this person."""


class VersionNotFound(Http404, TailoredVersion.DoesNotExist):
    """No such tailored version for this person."""


def posting_list_for_user(user: Any, *, status: str = "") -> QuerySet[JobPosting]:
    """The person's postings, latest changed first (of one status, when given)."""
    if not getattr(user, "is_authenticated", False):
        return JobPosting.objects.none()
    postings = JobPosting.objects.filter(owner=user).order_by("-updated_at")
    return postings.filter(status=status) if status else postings


def posting_get_for_user(user: Any, posting_id: Any) -> JobPosting:
    if not getattr(user, "is_authenticated", False):
        raise PostingNotFound("No such posting.")
    try:
        return JobPosting.objects.get(pk=int(posting_id), owner=user)
    except (JobPosting.DoesNotExist, TypeError, ValueError, OverflowError):
        raise PostingNotFound("No such posting.") from None


def version_of(resume: Resume) -> TailoredVersion | None:
    """The tailored-version link of a resume, or None for a master (or any other resume)."""
    return TailoredVersion.objects.filter(resume=resume).select_related("posting", "master").first()


def versions_of_master(master: Resume) -> QuerySet[TailoredVersion]:
    return (
        TailoredVersion.objects.filter(master=master)
        .select_related("resume", "posting")
        .order_by("-created_at")
    )


def version_get_for_user(user: Any, version_id: Any) -> TailoredVersion:
    if not getattr(user, "is_authenticated", False):
        raise VersionNotFound("No such version.")
    try:
        return TailoredVersion.objects.select_related("resume", "master", "posting").get(
            pk=int(version_id), resume__owner=user
        )
    except (TailoredVersion.DoesNotExist, TypeError, ValueError, OverflowError):
        raise VersionNotFound("No such version.") from None


def cover_letter_of(version: TailoredVersion) -> CoverLetter | None:
    """The tailored version's cover letter, if one was written."""
    return CoverLetter.objects.filter(version=version).first()
