"""The last result per resume revision, theme and posting, kept in Django's cache: the PDF
checks take a second or two, so the resume page asks for the score lazily (htmx) and a second
look at the same revision costs nothing. A new revision is a new key; nothing goes stale."""

from __future__ import annotations

from typing import Any

from django.core.cache import cache

from resumes.ats import check_resume
from resumes.ats.findings import Report

KEEP_SECONDS = 7 * 24 * 3600


def _key(resume: Any, theme: str, posting: Any) -> str:
    posting_part = (
        f"{posting.pk}.{int(posting.updated_at.timestamp())}" if posting is not None else "-"
    )
    # The creation time tells two resumes apart that had the same id (a database made anew);
    # the language is not a revision of its own (headings and dates follow it).
    born = int(resume.created_at.timestamp() * 1_000_000) if resume.created_at else 0
    return (
        f"ats:v1:{resume.pk}.{born}:{resume.version}:{resume.language}:"
        f"{theme or resume.theme}:{posting_part}"
    )


def cached_report(resume: Any, *, theme: str = "", posting: Any = None) -> Report | None:
    """The stored result for this revision, or None when it has not been checked yet."""
    data = cache.get(_key(resume, theme, posting))
    if not data:
        return None
    try:
        return Report.from_data(data)
    except (KeyError, TypeError, ValueError):
        return None


def report_for(resume: Any, *, theme: str = "", posting: Any = None) -> Report:
    """The result for this revision: stored, or checked now and stored."""
    report = cached_report(resume, theme=theme, posting=posting)
    if report is None:
        report = check_resume(resume, theme=theme, posting=posting)
        cache.set(_key(resume, theme, posting), report.as_data(), KEEP_SECONDS)
    return report
