"""Checks of the arguments every writer shares: titles, choices, revision sources, the row,
the size of a batch of operations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from resumes.models import Resume, ResumeLanguage, RevisionSource, Theme
from resumes.schema import ResumeEditError

MAX_TITLE_CHARS = 200


def revision_source(source: RevisionSource | str) -> RevisionSource:
    """The source as a `RevisionSource`; an unknown one is a programming error (ValueError)."""
    try:
        return RevisionSource(source)
    except ValueError:
        # A programming error, not something a person or a model can fix.
        raise ValueError(
            f"unknown revision source {source!r}; one of {', '.join(RevisionSource.values)}"
        ) from None


def check_batch_size(items: Sequence[Any], *, most: int, empty: str, batch: str) -> None:
    """Refuse an empty list of operations (`empty` says why) or one of more than `most`."""
    if not items:
        raise ResumeEditError(empty)
    if len(items) > most:
        raise ResumeEditError(
            f"{len(items)} operations is too many for one {batch}; send at most {most}."
        )


def clean_title(title: Any) -> str:
    """The title with its whitespace collapsed; empty or too long is a `ResumeEditError`."""
    if not isinstance(title, str) or not title.strip():
        raise ResumeEditError("A resume needs a title.")
    title = " ".join(title.split())
    if len(title) > MAX_TITLE_CHARS:
        raise ResumeEditError(
            f"The title is {len(title)} characters long; at most {MAX_TITLE_CHARS} fit."
        )
    return title


def check_choice(value: Any, choices: type[Theme] | type[ResumeLanguage], name: str) -> None:
    """Refuse a theme or language that is not one of `choices`, listing the ones there are."""
    if value not in choices.values:
        raise ResumeEditError(
            f"Unknown {name} {value!r}; choose one of: {', '.join(choices.values)}."
        )


def fresh(resume: Resume) -> Resume:
    """The resume as stored now; gone is a `ResumeEditError`."""
    try:
        return Resume.objects.get(pk=resume.pk)
    except Resume.DoesNotExist:
        raise ResumeEditError("This resume no longer exists.") from None
