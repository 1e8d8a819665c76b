"""Housekeeping that makes no new document version: title, theme, language, deletion."""

from __future__ import annotations

from typing import Any

from django.utils import timezone

from resumes.models import Resume, ResumeLanguage, Theme
from resumes.schema import ResumeEditError
from resumes.services.checks import check_choice, clean_title


def resume_rename(*, resume: Resume, title: str) -> Resume:
    """Give the resume a new title."""
    return _set_fields(resume, title=clean_title(title))


def resume_set_theme(*, resume: Resume, theme: str) -> Resume:
    """Switch the theme the resume is shown and exported with."""
    check_choice(theme, Theme, "theme")
    return _set_fields(resume, theme=theme)


def resume_set_language(*, resume: Resume, language: str) -> Resume:
    """Switch the language of the resume's headings and dates."""
    check_choice(language, ResumeLanguage, "language")
    return _set_fields(resume, language=language)


def resume_delete(*, resume: Resume) -> None:
    """Delete the resume with its revisions, share links and conversations."""
    Resume.objects.filter(pk=resume.pk).delete()


def _set_fields(resume: Resume, **fields: Any) -> Resume:
    now = timezone.now()
    if not Resume.objects.filter(pk=resume.pk).update(**fields, updated_at=now):
        raise ResumeEditError("This resume no longer exists.")
    for name, value in {**fields, "updated_at": now}.items():
        setattr(resume, name, value)
    return resume
