"""The revisions panel: who changed what, and undo to an earlier version."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import trigger_client_event

from resumes import selectors, services, wording
from resumes.models import Resume, ResumeRevision, RevisionSource
from resumes.paths import pointer_to_path
from resumes.views.common import RESUME_CHANGED, owned_resume


def describe_revision(revision: ResumeRevision, words: str = "") -> dict[str, Any]:
    """What the revisions panel shows about one revision: who, what in plain words (`words`),
    and, one click away, the stored summary and the paths it changed."""
    paths: list[str] = []
    for op in revision.patch or []:
        if isinstance(op, dict) and op.get("path") is not None:
            path = pointer_to_path(str(op["path"])) or _("the whole resume")
            if path not in paths:
                paths.append(path)
    if revision.snapshot is not None and not paths:
        paths = [_("the whole resume")]
    tool_call = revision.tool_call
    return {
        "version": revision.version,
        "source": revision.source,
        "who": RevisionSource(revision.source).label if revision.source else "",
        "approved": revision.approved_by_id is not None,
        "summary": revision.summary,
        "words": words or wording.describe_revision(revision),
        "paths": paths[:8],
        "more_paths": max(0, len(paths) - 8),
        "tool_name": tool_call.name if tool_call else "",
        "call_id": tool_call.call_id if tool_call else "",
        "conversation_id": tool_call.conversation_id if tool_call else None,
        "created_at": revision.created_at,
    }


def changes_since(resume: Resume, version: int) -> list[dict[str, Any]]:
    """The revisions saved after `version`, oldest first (what a stale form missed)."""
    later = selectors.revisions_after(resume, version)
    return _described(resume, sorted(later, key=lambda revision: revision.version))


def revisions_context(resume: Resume) -> dict[str, Any]:
    return {"revisions": _described(resume, list(selectors.revision_list(resume=resume)))}


def _described(resume: Resume, revisions: list[ResumeRevision]) -> list[dict[str, Any]]:
    """The revisions described, entries named from the documents before and after each."""
    words = wording.describe_revisions(resume.data, resume.version, revisions)
    return [describe_revision(revision, words[revision.version]) for revision in revisions]


@login_required
@require_GET
def revisions(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = owned_resume(request, resume_id)
    return render(
        request, "resumes/partials/revisions.html", {"resume": resume, **revisions_context(resume)}
    )


@login_required
@require_POST
def revision_undo(request: HttpRequest, resume_id: int, version: int) -> HttpResponse:
    resume = owned_resume(request, resume_id)
    error = ""
    try:
        resume = services.resume_undo(resume=resume, to_version=version, author=request.user).resume
    except services.ResumeEditError as exc:
        error = str(exc)
    response = render(
        request,
        "resumes/partials/revisions.html",
        {"resume": resume, "undo_error": error, **revisions_context(resume)},
    )
    if not error:
        trigger_client_event(response, RESUME_CHANGED, {"version": resume.version})
    return response
