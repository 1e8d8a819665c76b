"""Interview practice from the web: "Practise an interview" on a posting's page opens a
practice conversation on the chosen resume's page."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from agent import interview
from agent.web.tailoring_views import posting_start_view


def _start_practice(resume, posting):
    return resume.pk, interview.start_practice(resume=resume, posting=posting)


# "Practise an interview": a practice conversation for this posting with the chosen resume.
practice_start = posting_start_view(
    _start_practice,
    interview.PracticeUnavailable,
    _(
        "Interview practice for “%(job)s”: the coach asks one question at a time and gives "
        "feedback on each answer. It only reads your resume; it never changes it."
    ),
    _(
        "Interview practice needs a capable provider: the embedded offline model cannot ask "
        "interview questions or judge answers. An administrator adds a provider in the admin."
    ),
)
