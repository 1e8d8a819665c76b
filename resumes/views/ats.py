"""The ATS check page beside a resume, and the score its header shows (loaded by htmx)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import urlencode
from django.views.decorators.http import require_GET

from resumes.ats.places import CHECK_LABELS, SEVERITY_LABELS, place_of
from resumes.ats.stored import cached_report, report_for
from resumes.models import Theme
from resumes.postings.selectors import posting_get_for_user, posting_list_for_user
from resumes.rendering import THEMES
from resumes.views.common import owned_resume


def _theme(request: HttpRequest, resume: Any) -> str:
    theme = request.GET.get("theme", "")
    return theme if theme in THEMES else resume.theme


@login_required
@require_GET
def ats_page(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = owned_resume(request, resume_id)
    theme = _theme(request, resume)
    posting_id = request.GET.get("posting") or ""
    posting = posting_get_for_user(request.user, posting_id) if posting_id else None
    report = report_for(resume, theme=theme, posting=posting)
    context = {
        "resume": resume,
        "report": report,
        "findings": _findings(resume, report),
        "errors": len(report.errors),
        "passed": [CHECK_LABELS.get(name, name) for name in report.passed],
        "skipped": [
            {"label": CHECK_LABELS.get(s.check, s.check), "reason": s.reason}
            for s in report.skipped
        ],
        "postings": posting_list_for_user(request.user),
        "posting": posting,
        "theme": theme,
        "themes": _themes(),
        "nav": "dashboard",
    }
    return render(request, "resumes/ats.html", context)


def _themes() -> list[tuple[str, str]]:
    labels = dict(Theme.choices)
    return [(slug, labels.get(slug, slug.title())) for slug in THEMES]


def _findings(resume: Any, report: Any) -> list[dict[str, Any]]:
    """Each finding with its labels and, where it has a place, a link to edit it there."""
    editor = reverse("resume_detail", args=[resume.pk])
    findings = []
    for finding in report.findings:
        place = place_of(finding.path, resume.data)
        findings.append(
            {
                "finding": finding,
                "severity_label": SEVERITY_LABELS.get(finding.severity, finding.severity),
                "check_label": CHECK_LABELS.get(finding.check, finding.check),
                "place": place,
                "link": _edit_link(editor, place),
            }
        )
    return findings


def _edit_link(editor: str, place: Any) -> str:
    if place is None or not place.section:
        return ""
    query = {"edit": place.section}
    if place.entry is not None:
        query["entry"] = str(place.entry)
    if place.field:
        query["field"] = place.field
    return f"{editor}?{urlencode(query)}"


@login_required
@require_GET
def ats_score(request: HttpRequest, resume_id: int) -> HttpResponse:
    """The header's badge: the resume's score in its own theme (checked now if need be)."""
    resume = owned_resume(request, resume_id)
    report = cached_report(resume) or report_for(resume)
    return render(request, "resumes/partials/ats_badge.html", {"resume": resume, "report": report})
