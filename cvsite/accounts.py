"""Sign up, sign in (throttled: `cvsite.signin`), sign out and password change: the auth views
and their URLs."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth import get_user_model, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path, reverse_lazy
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_http_methods

from cvsite.signin import BACKEND, SignInForm


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
        login(request, user, backend=BACKEND)
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
