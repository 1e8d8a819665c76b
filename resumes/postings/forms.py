"""Forms of the job postings pages (they only read what a person typed; services validate)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from resumes.formfields import text_box
from resumes.postings.models import PostingLanguage, PostingStatus


class PostingForm(forms.Form):
    title = forms.CharField(label=_("Job title"), max_length=200, required=False)
    company = forms.CharField(label=_("Company"), max_length=200, required=False)
    location = forms.CharField(label=_("Location"), max_length=200, required=False)
    language = forms.ChoiceField(
        label=_("Language"),
        choices=[("", _("Detect")), *PostingLanguage.choices],
        required=False,
    )
    description = text_box(
        _("The posting's text"),
        10,
        help_text=_("Paste the posting, or upload it as a PDF or Word file below."),
    )
    file = forms.FileField(
        label=_("Or upload the posting (PDF, DOCX, text, or JSON in JSON Resume's job schema)"),
        required=False,
    )


class PostingEditForm(forms.Form):
    title = forms.CharField(label=_("Job title"), max_length=200)
    company = forms.CharField(label=_("Company"), max_length=200, required=False)
    location = forms.CharField(label=_("Location"), max_length=200, required=False)
    language = forms.ChoiceField(label=_("Language"), choices=PostingLanguage.choices)
    status = forms.ChoiceField(label=_("Status"), choices=PostingStatus.choices)
    applied_on = forms.DateField(
        label=_("Applied on"), required=False, widget=forms.DateInput(attrs={"type": "date"})
    )
    description = text_box(_("The posting's text"), 10, required=True)
    notes = text_box(_("Notes"), 4)
