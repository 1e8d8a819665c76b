"""What every resume view shares: the signed-in person's resume, its preview, the change event;
and what the resume's neighbours' views share (postings, applications, language versions): a
form saved through a service, a row deleted through one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.forms import Form
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect

from resumes import selectors
from resumes.models import Resume
from resumes.rendering import render_resume_html

# The htmx event a fragment sends after the document changed, so the preview reloads.
RESUME_CHANGED = "resume-changed"


def owned_resume(request: HttpRequest, resume_id: int) -> Resume:
    """The signed-in person's resume; anyone else's id is a 404 (ResumeNotFound)."""
    return selectors.resume_get_for_user(user=request.user, resume_id=resume_id)


def preview_html(resume: Resume) -> str:
    """The themed preview fragment of a resume (shared with the chat consumer)."""
    return render_resume_html(resume.data, theme=resume.theme, language=resume.language)


def save_form(
    request: HttpRequest,
    form: Form,
    save: Callable[..., Any],
    error: type[Exception],
    done: str,
) -> Any:
    """A valid form saved through a service, `save(**form.cleaned_data)`: what it saved, with
    `done` as the success message; None when the form is not valid or the service refused
    with `error` (then the form's own error, and nothing saved)."""
    if not form.is_valid():
        return None
    try:
        saved = save(**form.cleaned_data)
    except error as exc:
        form.add_error(None, str(exc))
        return None
    messages.success(request, done)
    return saved


def delete_then(
    request: HttpRequest, delete: Callable[[], Any], done: str, *to: Any
) -> HttpResponse:
    """Delete through a service, say `done`, and go to the page `to` names (redirect's
    arguments)."""
    delete()
    messages.success(request, done)
    return redirect(*to)
