"""The person's API keys page (create, shown once, list, revoke) and the MCP connection page."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods, require_POST

from agent.api.keys import (
    MAX_EXPIRY_DAYS,
    ApiKeyError,
    create_api_key,
    key_list_for_user,
    revoke_api_key,
)
from agent.models import ApiKey, ApiKeyScope


class ApiKeyForm(forms.Form):
    name = forms.CharField(label=gettext_lazy("Name"), max_length=100)
    scope = forms.ChoiceField(
        label=gettext_lazy("Access"), choices=ApiKeyScope.choices, initial=ApiKeyScope.READ
    )
    expires_days = forms.IntegerField(
        label=gettext_lazy("Expires after (days)"),
        required=False,
        min_value=1,
        max_value=MAX_EXPIRY_DAYS,
        help_text=gettext_lazy("Leave empty for a key that does not expire."),
    )


def _keys(request: HttpRequest) -> list[ApiKey]:
    return key_list_for_user(request.user)


@login_required
@require_http_methods(["GET", "POST"])
def api_keys(request: HttpRequest) -> HttpResponse:
    """List the keys; a POST creates one and shows its secret on this answer only."""
    form = ApiKeyForm(request.POST or None)
    new = _create(request, form) if request.method == "POST" and form.is_valid() else None
    if new is not None:
        form = ApiKeyForm()
    secret, created = (new.secret, new.key) if new is not None else (None, None)
    response = render(
        request,
        "agent/api_keys.html",
        {"form": form, "keys": _keys(request), "secret": secret, "created": created},
    )
    # The page with a secret is never cached (nor stored by the back button).
    response["Cache-Control"] = "no-store"
    return response


def _create(request: HttpRequest, form: ApiKeyForm) -> Any:
    """The new key (its secret shown once), or None with the form told why not."""
    try:
        return create_api_key(
            owner=request.user,
            name=form.cleaned_data["name"],
            scope=form.cleaned_data["scope"],
            expires_days=form.cleaned_data["expires_days"],
        )
    except ApiKeyError as exc:
        form.add_error(None, str(exc))
        return None


@login_required
@require_POST
def revoke(request: HttpRequest, key_id: int) -> HttpResponse:
    if revoke_api_key(owner=request.user, key_id=key_id):
        messages.success(request, _("The key was revoked; programs using it are refused now."))
    else:
        messages.error(request, _("No such active key."))
    return redirect("api_keys")


@login_required
def mcp_connect(request: HttpRequest) -> HttpResponse:
    """How to connect an MCP client, with the configuration to copy."""
    url = request.build_absolute_uri("/mcp")
    return render(
        request,
        "agent/mcp_connect.html",
        {
            "mcp_url": url,
            "api_docs": request.build_absolute_uri(reverse("api-v1:openapi-view")),
            "keys_url": reverse("api_keys"),
        },
    )
