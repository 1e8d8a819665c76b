"""The resume page: where a resume (its preview, forms and history) meets its chat with the agent.

It lives in the web layer of `agent` because it composes both apps; `resumes` knows nothing of
the agent (a contract in pyproject.toml), so its own views give the resume's parts and this
page adds the chat beside them.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

from agent.web.contexts import chat_context
from resumes import selectors
from resumes.importing.views import import_context
from resumes.languages.views import language_panel_context
from resumes.models import Theme
from resumes.postings.views import match_panel_context, panel_posting
from resumes.views.common import preview_html
from resumes.views.editing import editor_context
from resumes.views.revisions import revisions_context


@login_required
@require_GET
def resume_detail(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = selectors.resume_get_for_user(user=request.user, resume_id=resume_id)
    context: dict[str, Any] = {
        "resume": resume,
        "preview": preview_html(resume),
        "nav": "dashboard",
        "theme_choices": Theme.choices,
        **editor_context(resume),
        **revisions_context(resume),
        **chat_context(request, resume, request.GET.get("c")),
        **import_context(request, resume),
        **language_panel_context(resume),
        "match_panel": _match_panel(request, resume),
    }
    return render(request, "resumes/detail.html", context)


def _match_panel(request: HttpRequest, resume: Any) -> str:
    context = match_panel_context(resume, panel_posting(request, resume))
    return mark_safe(render_to_string("jobs/match_panel.html", context, request=request))
