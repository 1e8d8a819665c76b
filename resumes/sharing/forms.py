"""The owner's form for a new share link, and the visitor's for a protected one."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from resumes.sharing import MAX_PASSWORD_LENGTH


class ShareForm(forms.Form):
    """How long a new share link lives."""

    expiry = forms.ChoiceField(
        label=_("Link expires"),
        choices=[
            ("7d", _("in 7 days")),
            ("1d", _("in 1 day")),
            ("30d", _("in 30 days")),
            ("never", _("never")),
        ],
        initial="7d",
    )
    # Contact details stay off the public page unless ticked.
    show_email = forms.BooleanField(label=_("Email"), required=False)
    show_phone = forms.BooleanField(label=_("Phone"), required=False)
    show_address = forms.BooleanField(label=_("Street address and postal code"), required=False)
    password = forms.CharField(
        label=_("Password (optional)"),
        required=False,
        strip=False,
        max_length=MAX_PASSWORD_LENGTH,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=_("Anyone opening the link must type it first."),
    )
    no_download = forms.BooleanField(label=_("No PDF download"), required=False)


class UnlockForm(forms.Form):
    """The password a visitor types to open a protected link."""

    password = forms.CharField(
        label=_("Password"),
        strip=False,
        max_length=MAX_PASSWORD_LENGTH,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password", "autofocus": True}),
    )
