"""The "Your data" settings page: download everything (a zip), delete the account.

Both act only on the signed-in person (`request.user`; no id is taken from the request), only
on POST with Django's CSRF check. The download is built in a temporary file and streamed
from it, at most `EXPORTS_PER_HOUR` an hour per person. Deleting needs the password again;
wrong passwords count with failed sign-ins (`cvsite.signin`), so guessing it here is throttled
the same way, and a locked account cannot be deleted until the lockout ends.
"""

from __future__ import annotations

import tempfile
from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.http import FileResponse, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from agent.account.archive import write_user_archive
from agent.account.deletion import delete_account
from cvsite.signin import (
    MAX_FAILED_SIGN_INS,
    clear_failed_sign_ins,
    client_address,
    failed_sign_ins,
    record_failed_sign_in,
)
from resumes.exporting import export_filename

EXPORTS_PER_HOUR = 6


class DeleteAccountForm(forms.Form):
    password = forms.CharField(
        label=gettext_lazy("Your password"),
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
    )


@login_required
@require_GET
def account_data(request: HttpRequest) -> HttpResponse:
    return render(request, "account/data.html", {"exports_per_hour": EXPORTS_PER_HOUR})


def _archive(user: Any) -> Any:
    """The person's archive in a temporary file, at its start. FileResponse streams the file
    and closes it (which removes it) when the response ends."""
    archive = tempfile.TemporaryFile(prefix="cvagent-export-")  # noqa: SIM115
    try:
        write_user_archive(user, archive)
    except BaseException:
        archive.close()
        raise
    archive.seek(0)
    return archive


@login_required
@require_POST
def account_export(request: HttpRequest) -> HttpResponse:
    """The person's archive as a zip download."""
    key = f"cvagent:account-export:{request.user.pk}"
    cache.add(key, 0, 60 * 60)
    if cache.incr(key) > EXPORTS_PER_HOUR:
        messages.error(
            request,
            _("You downloaded your data %(n)s times in the last hour; try again later.")
            % {"n": EXPORTS_PER_HOUR},
        )
        return redirect("account_data")
    name = f"cv-agent-{request.user.get_username()}-{timezone.now():%Y-%m-%d}"
    response = FileResponse(
        _archive(request.user),
        as_attachment=True,
        filename=export_filename(name, "zip"),
        content_type="application/zip",
    )
    response["Cache-Control"] = "no-store"
    return response


@login_required
@require_http_methods(["GET", "POST"])
def account_delete(request: HttpRequest) -> HttpResponse:
    """Ask for the password; with it, delete everything and sign out."""
    form = DeleteAccountForm(request.POST or None)
    username = request.user.get_username()
    address = client_address(request)
    if request.method == "POST" and form.is_valid():
        if failed_sign_ins(username, address) >= MAX_FAILED_SIGN_INS:
            form.add_error(
                None,
                _(
                    "Too many wrong passwords. For your safety, deleting this account (and "
                    "signing in to it from here) is paused for 15 minutes."
                ),
            )
            return render(request, "account/delete.html", {"form": form}, status=429)
        if not request.user.check_password(form.cleaned_data["password"]):
            record_failed_sign_in(username, address)
            form.add_error("password", _("That is not your password; nothing was deleted."))
            # 200, as the sign-in form answers a wrong password: the form again, with its error.
            return render(request, "account/delete.html", {"form": form})
        clear_failed_sign_ins(username, address)
        delete_account(user=request.user)
        logout(request)
        messages.success(request, _("Your account and all your data were deleted."))
        return redirect("login")
    return render(request, "account/delete.html", {"form": form})
