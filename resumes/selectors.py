"""Reads of resumes and their history, always scoped to the person asking."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import Http404

from resumes.models import ImportSource, Resume, ResumeRevision


class ResumeNotFound(Http404, Resume.DoesNotExist):
    """No such resume for this person: a 404 in views, a DoesNotExist everywhere else."""


def resume_list_for_user(user: Any) -> QuerySet[Resume]:
    """The person's resumes for the dashboard, latest changed first (playground ones hidden)."""
    if not getattr(user, "is_authenticated", False):
        return Resume.objects.none()
    return Resume.objects.filter(owner=user, is_scratch=False).order_by("-updated_at")


def resume_get_for_user(user: Any, resume_id: Any) -> Resume:
    """The person's resume with this id; anyone else's, or none, raises `ResumeNotFound`."""
    if not getattr(user, "is_authenticated", False):
        raise ResumeNotFound("No such resume.")
    try:
        return Resume.objects.get(pk=int(resume_id), owner=user)
    except (Resume.DoesNotExist, TypeError, ValueError, OverflowError):
        raise ResumeNotFound("No such resume.") from None


def resume_by_id(resume_id: Any) -> Resume | None:
    """The resume with this id, whoever owns it, or None: for code that checked the owner
    already (the chat's socket refreshing its preview)."""
    return Resume.objects.filter(pk=resume_id).first()


def master_list_for_user(user: Any) -> QuerySet[Resume]:
    """The person's resumes that are not tailored versions (what a posting ranks)."""
    return resume_list_for_user(user).filter(tailored_from=None)


def import_source_of(resume: Resume) -> ImportSource | None:
    """The file the resume was imported from, if it was."""
    return ImportSource.objects.filter(resume=resume).first()


def revisions_after(resume: Resume, version: int) -> list[ResumeRevision]:
    """The revisions saved after `version`, with their tool calls (in no set order)."""
    return list(resume.revisions.filter(version__gt=version).select_related("tool_call"))


def revision_list(resume: Resume) -> QuerySet[ResumeRevision]:
    """The resume's revisions, newest first, with who and which tool call made them."""
    return (
        ResumeRevision.objects.filter(resume=resume)
        .select_related("author", "tool_call")
        .order_by("-version")
    )


def resume_find_for_user(user: Any, resume_id: Any) -> Resume | None:
    """The person's resume with this id, or None (deleted since, or another's): for pages
    that go on without it, as a background task's page does."""
    try:
        return resume_get_for_user(user, resume_id)
    except ResumeNotFound:
        return None
