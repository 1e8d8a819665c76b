"""Reads of language versions and glossaries, owner only."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import Http404

from resumes.languages.models import GlossaryTerm, LanguageVersion
from resumes.models import Resume


def version_get_for_user(user: Any, version_id: Any) -> LanguageVersion:
    """The person's language version with this id (the version resume's id); anyone else's,
    or none, is a 404."""
    if not getattr(user, "is_authenticated", False):
        raise Http404("No such language version.")
    try:
        return LanguageVersion.objects.select_related("resume", "master").get(
            resume_id=int(version_id), master__owner=user
        )
    except (LanguageVersion.DoesNotExist, TypeError, ValueError, OverflowError):
        raise Http404("No such language version.") from None


def versions_of(master: Resume) -> QuerySet[LanguageVersion]:
    return LanguageVersion.objects.filter(master=master).select_related("resume", "master")


def version_of(resume: Resume) -> LanguageVersion | None:
    """The language version `resume` is, or None when it is not one."""
    return LanguageVersion.objects.filter(resume=resume).select_related("master").first()


def glossary_for(user: Any) -> QuerySet[GlossaryTerm]:
    return GlossaryTerm.objects.filter(owner=user)


def term_get_for_user(user: Any, term_id: Any) -> GlossaryTerm:
    try:
        return GlossaryTerm.objects.get(pk=int(term_id), owner=user)
    except (GlossaryTerm.DoesNotExist, TypeError, ValueError, OverflowError):
        raise Http404("No such glossary term.") from None


def version_find_for_user(user: Any, version_id: Any) -> LanguageVersion | None:
    """The person's language version with this id, or None (deleted since, or another's)."""
    try:
        return version_get_for_user(user, version_id)
    except Http404:
        return None
