"""Sign up, sign in (throttled), sign out and password change: the auth views and their URLs."""

from __future__ import annotations

import hashlib
from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth import get_user_model, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import AuthenticationForm, UserCreationForm
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path, reverse_lazy
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_http_methods

MAX_FAILED_SIGN_INS = 5
LOCKOUT_SECONDS = 15 * 60


def _client_ip(request: HttpRequest) -> str:
    # REMOTE_ADDR only: a forwarded header is set by whoever sends the request.
    return request.META.get("REMOTE_ADDR", "") or "unknown"


def _failure_key(username: str, ip: str) -> str:
    digest = hashlib.sha256(f"{username.strip().lower()}|{ip}".encode()).hexdigest()
    return f"signin-failures:{digest}"


def failed_sign_ins(username: str, ip: str) -> int:
    """How many failed sign-ins this username has had from this address lately."""
    return int(cache.get(_failure_key(username, ip), 0))


def record_failed_sign_in(username: str, ip: str) -> int:
    key = _failure_key(username, ip)
    # add() only sets when absent, so the window starts at the first failure.
    cache.add(key, 0, LOCKOUT_SECONDS)
    try:
        return cache.incr(key)
    except ValueError:
        cache.set(key, 1, LOCKOUT_SECONDS)
        return 1


def clear_failed_sign_ins(username: str, ip: str) -> None:
    cache.delete(_failure_key(username, ip))


class SignInForm(AuthenticationForm):
    """The sign-in form, refusing to check passwords once a username+address is throttled."""

    error_messages = {
        **AuthenticationForm.error_messages,
        "throttled": _(
            "Too many failed sign-ins. For your safety, signing in as this user from here is "
            "paused for 15 minutes."
        ),
    }

    def clean(self) -> dict[str, Any]:
        username = self.cleaned_data.get("username") or ""
        ip = _client_ip(self.request) if self.request else ""
        if failed_sign_ins(username, ip) >= MAX_FAILED_SIGN_INS:
            raise forms.ValidationError(self.error_messages["throttled"], code="throttled")
        try:
            cleaned = super().clean()
        except forms.ValidationError:
            record_failed_sign_in(username, ip)
            raise
        clear_failed_sign_ins(username, ip)
        return cleaned


class SignInView(auth_views.LoginView):
    form_class = SignInForm
    template_name = "registration/login.html"
    redirect_authenticated_user = True


class SignUpForm(UserCreationForm):
    email = forms.EmailField(
        label=_("Email"), required=False, help_text=_("Optional; only used to reset a password.")
    )

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")


@require_http_methods(["GET", "POST"])
def sign_up(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("dashboard")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, _("Welcome! Create your first resume to get started."))
        return redirect("dashboard")
    return render(request, "registration/signup.html", {"form": form})


urlpatterns = [
    path("signin/", SignInView.as_view(), name="login"),
    path("signout/", auth_views.LogoutView.as_view(), name="logout"),
    path("signup/", sign_up, name="signup"),
    path(
        "password/",
        auth_views.PasswordChangeView.as_view(
            template_name="registration/password_change_form.html",
            success_url=reverse_lazy("password_change_done"),
        ),
        name="password_change",
    ),
    path(
        "password/done/",
        auth_views.PasswordChangeDoneView.as_view(
            template_name="registration/password_change_done.html"
        ),
        name="password_change_done",
    ),
]
