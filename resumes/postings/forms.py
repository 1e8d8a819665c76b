"""Forms of the job postings pages (they only read what a person typed; services validate)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

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
    description = forms.CharField(
        label=_("The posting's text"),
        widget=forms.Textarea(attrs={"rows": 10}),
        required=False,
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
    description = forms.CharField(
        label=_("The posting's text"), widget=forms.Textarea(attrs={"rows": 10})
    )
    notes = forms.CharField(
        label=_("Notes"), widget=forms.Textarea(attrs={"rows": 4}), required=False
    )
