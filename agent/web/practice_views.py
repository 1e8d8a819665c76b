"""Interview practice from the web: "Practise an interview" on a posting's page opens a
practice conversation on the chosen resume's page."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from agent import interview, tailoring
from agent.web.tailoring_views import _provider
from resumes import selectors
from resumes.postings import selectors as posting_selectors


@login_required
@require_POST
def practice_start(request: HttpRequest, posting_id: int) -> HttpResponse:
    """A practice conversation for this posting with the chosen resume."""
    posting = posting_selectors.posting_get_for_user(request.user, posting_id)
    resume = selectors.resume_get_for_user(user=request.user, resume_id=request.POST.get("resume"))
    try:
        conversation = interview.start_practice(resume=resume, posting=posting)
    except interview.PracticeUnavailable as exc:
        messages.error(request, str(exc))
        return redirect("jobs:posting_detail", posting.pk)
    messages.success(
        request,
        _(
            "Interview practice for “%(job)s”: the coach asks one question at a time and gives "
            "feedback on each answer. It only reads your resume; it never changes it."
        )
        % {"job": posting.title},
    )
    if tailoring.needs_capable_provider(_provider(conversation)):
        messages.warning(request, capable_notice())
    return redirect(f"{reverse('resume_detail', args=[resume.pk])}?c={conversation.pk}")


def capable_notice() -> str:
    return _(
        "Interview practice needs a capable provider: the embedded offline model cannot ask "
        "interview questions or judge answers. An administrator adds a provider in the admin."
    )
