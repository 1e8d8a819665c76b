"""What every resume view shares: the signed-in person's resume, its preview, the change event."""

from __future__ import annotations

from django.http import HttpRequest

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
