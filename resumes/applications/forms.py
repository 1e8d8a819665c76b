"""Forms of the applications pages (they read what a person typed; services validate)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from resumes.applications.models import ApplicationStatus
from resumes.formfields import text_box
from resumes.models import Resume
from resumes.postings.models import JobPosting


def _date(label: Any) -> forms.DateField:
    return forms.DateField(
        label=label, required=False, widget=forms.DateInput(attrs={"type": "date"})
    )


class ApplicationForm(forms.Form):
    posting = forms.ModelChoiceField(
        label=_("Job posting"), queryset=JobPosting.objects.none(), required=False
    )
    resume = forms.ModelChoiceField(
        label=_("Resume version sent"),
        queryset=Resume.objects.none(),
        required=False,
        help_text=_(
            "Its PDF, and its cover letter's, are kept exactly as they are when the application "
            "is marked applied."
        ),
    )
    company = forms.CharField(label=_("Company"), max_length=200, required=False)
    role = forms.CharField(label=_("Role"), max_length=200, required=False)
    status = forms.ChoiceField(
        label=_("Status"), choices=ApplicationStatus.choices, initial=ApplicationStatus.SAVED
    )
    location = forms.CharField(label=_("Location"), max_length=200, required=False)
    url = forms.CharField(label=_("Link to the posting"), max_length=500, required=False)
    applied_on = _date(_("Applied on"))
    interview_on = _date(_("First interview on"))
    offer_on = _date(_("Offer on"))
    closed_on = _date(_("Closed on"))
    next_step = forms.CharField(label=_("Next step"), max_length=200, required=False)
    next_step_on = _date(_("Next step on"))
    next_step_time = forms.TimeField(
        label=_("Next step at"),
        required=False,
        widget=forms.TimeInput(attrs={"type": "time"}),
    )
    contacts = text_box(
        _("Contacts"),
        3,
        help_text=_("Recruiters, hiring managers, referrals: names, emails, phone numbers."),
    )
    notes = text_box(_("Notes"), 4)

    def __init__(self, *args: Any, user: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["posting"].queryset = JobPosting.objects.filter(owner=user)
        self.fields["resume"].queryset = Resume.objects.filter(owner=user, is_scratch=False)


class MoveForm(forms.Form):
    status = forms.ChoiceField(choices=ApplicationStatus.choices)


class ImportForm(forms.Form):
    file = forms.FileField(
        label=_("Your spreadsheet as CSV"),
        help_text=_(
            "One row per application; a header row naming the columns, in English or Chinese "
            "(company/公司, role/职位, status/状态, applied/投递日期, notes/备注 …)."
        ),
    )
