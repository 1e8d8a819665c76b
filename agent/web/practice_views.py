"""Interview practice from the web: "Practise an interview" on a posting's page opens a
practice conversation on the chosen resume's page."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from agent import interview
from agent.web.tailoring_views import open_for_posting


def _start_practice(resume, posting):
    return resume.pk, interview.start_practice(resume=resume, posting=posting)


@login_required
@require_POST
def practice_start(request: HttpRequest, posting_id: int) -> HttpResponse:
    """A practice conversation for this posting with the chosen resume."""
    welcome = _(
        "Interview practice for “%(job)s”: the coach asks one question at a time and gives "
        "feedback on each answer. It only reads your resume; it never changes it."
    )
    return open_for_posting(
        request, posting_id, _start_practice, interview.PracticeUnavailable, welcome, capable_notice
    )


def capable_notice() -> str:
    return _(
        "Interview practice needs a capable provider: the embedded offline model cannot ask "
        "interview questions or judge answers. An administrator adds a provider in the admin."
    )
