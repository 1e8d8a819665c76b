"""Creating resumes: blank, from the example, from imported data, or as a copy of another."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.translation import gettext

from resumes.models import Resume, ResumeLanguage, ResumeRevision, RevisionSource, Theme
from resumes.schema import DocumentInvalid, blank_document, starter_document, validate_document
from resumes.services.checks import (
    MAX_TITLE_CHARS,
    check_choice,
    clean_title,
    fresh,
    revision_source,
)


def resume_create(
    *,
    owner: Any,
    title: str,
    data: dict[str, Any] | None = None,
    source: RevisionSource | str = RevisionSource.USER,
    language: str = ResumeLanguage.ENGLISH,
    theme: str = Theme.CLASSIC,
    starter: bool = False,
    is_scratch: bool = False,
) -> Resume:
    """A new resume at version 1 (a snapshot revision). Without `data` it starts blank, or
    from the example resume in `language` when `starter` is true; `source="import"` for imports.
    """
    source = revision_source(source)
    title = clean_title(title)
    check_choice(language, ResumeLanguage, "language")
    check_choice(theme, Theme, "theme")
    from_starter = data is None and starter
    if data is None:
        data = starter_document(language) if starter else blank_document()
    try:
        document = validate_document(data)
    except DocumentInvalid as exc:
        raise exc.with_intro("The resume is not valid JSON Resume:") from None
    if source == RevisionSource.IMPORT:
        summary = "imported"
    else:
        summary = "created from the example" if from_starter else "created"
    return _create(
        owner=owner,
        title=title,
        document=document,
        source=source,
        language=language,
        theme=theme,
        is_scratch=is_scratch,
        summary=summary,
    )


def resume_duplicate(*, resume: Resume, owner: Any = None, title: str | None = None) -> Resume:
    """A copy of the resume's current document, theme and language, with its own history."""
    original = fresh(resume)
    if title is None:
        title = gettext("%(title)s (copy)") % {"title": original.title}
        title = title[:MAX_TITLE_CHARS]
    return _create(
        owner=owner if owner is not None else original.owner,
        title=clean_title(title),
        document=original.data,
        source=RevisionSource.USER,
        language=original.language,
        theme=original.theme,
        is_scratch=original.is_scratch,
        summary=f"copied from “{original.title}” version {original.version}",
    )


def _create(
    *,
    owner: Any,
    title: str,
    document: dict[str, Any],
    source: RevisionSource,
    language: str,
    theme: str,
    is_scratch: bool,
    summary: str,
) -> Resume:
    with transaction.atomic():
        resume = Resume.objects.create(
            owner=owner,
            title=title,
            data=document,
            version=1,
            language=language,
            theme=theme,
            is_scratch=is_scratch,
        )
        ResumeRevision.objects.create(
            resume=resume,
            version=1,
            source=source,
            snapshot=document,
            summary=summary[:300],
            author=owner,
        )
    return resume
