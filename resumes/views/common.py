"""What every resume view shares: the signed-in person's resume, its preview, the change event;
and what the resume's neighbours' views share (postings, applications, language versions): a
form saved through a service, a row deleted through one, a file sent as an attachment."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.forms import Form
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

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


def delete_view(
    get: Callable[[Any, int], Any], delete: Callable[..., Any], row: str, done: Any, to: str
) -> Callable[..., HttpResponse]:
    """A POST-only view that deletes one of the person's rows: `get(user, id)` finds it
    (anyone else's is a 404), `delete(<row>=it)` deletes it through the service; then the
    message `done` and the page `to`. The URL's one argument is the row's id."""

    @login_required
    @require_POST
    def view(request: HttpRequest, **url_arguments: int) -> HttpResponse:
        (row_id,) = url_arguments.values()
        delete(**{row: get(request.user, row_id)})
        messages.success(request, str(done))
        return redirect(to)

    return view


def attachment(content: bytes, content_type: str, filename: str, *, etag: str = "") -> HttpResponse:
    """A file to download under its name (`filename*=UTF-8''...`, for any script); `etag`, when
    given, is its strong entity tag (a stored file's hash)."""
    response = HttpResponse(content, content_type=content_type)
    response["Content-Disposition"] = f"attachment; filename*=UTF-8''{quote(filename)}"
    if etag:
        response["ETag"] = f'"{etag}"'
    return response
