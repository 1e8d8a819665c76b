"""The one sign-in throttle, for every way in: the app's sign-in form, the admin's, and any
other caller of `django.contrib.auth.authenticate`.

It lives in the authentication backend (`ThrottledModelBackend`, the only entry of
`AUTHENTICATION_BACKENDS`), so no sign-in form can bypass it. After `MAX_FAILED_SIGN_INS`
failures for one account from one client address, signing in as that account from that
address is refused for `LOCKOUT_SECONDS`, even with the right password. The counters live in
Django's default cache (Redis when `REDIS_URL` is set, so every process counts the same).

The client address is `REMOTE_ADDR`. Only when `DJANGO_BEHIND_PROXY` says a trusted proxy is
in front is it taken from `X-Forwarded-For`, and then from its last entry: the address that
proxy saw (entries before it are whatever the client chose to send).
"""

from __future__ import annotations

import hashlib
from typing import Any

from django.conf import settings
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.forms import AuthenticationForm
from django.core.cache import cache
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

MAX_FAILED_SIGN_INS = 5
LOCKOUT_SECONDS = 15 * 60
BACKEND = "cvsite.signin.ThrottledModelBackend"
# Set on the request when the backend refused a sign-in because of the throttle.
THROTTLED_ATTRIBUTE = "cvagent_signin_throttled"

THROTTLED_MESSAGE = _(
    "Too many failed sign-ins. For your safety, signing in as this user from here is "
    "paused for 15 minutes."
)


def client_address(request: HttpRequest | None) -> str:
    """The address the request came from, as far as this server can trust it."""
    if request is None:
        return ""
    if getattr(settings, "BEHIND_PROXY", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        entries = [entry.strip() for entry in forwarded.split(",") if entry.strip()]
        if entries:
            return entries[-1]
    return request.META.get("REMOTE_ADDR", "") or "unknown"


class FailureCount:
    """Failures counted in Django's default cache, per key, for `seconds` from the first one:
    the sign-in throttle's (per account and address) and the share links' wrong passwords (per
    link and address, `resumes.sharing`). A key is a hash of its parts under `prefix`, so the
    cache holds no name or address."""

    def __init__(self, prefix: str, seconds: int) -> None:
        self.prefix = prefix
        self.seconds = seconds

    def _key(self, parts: tuple[str, ...]) -> str:
        digest = hashlib.sha256("|".join(parts).encode()).hexdigest()
        return f"{self.prefix}:{digest}"

    def count(self, *parts: str) -> int:
        return int(cache.get(self._key(parts), 0))

    def record(self, *parts: str) -> int:
        """One more failure; how many there are now."""
        key = self._key(parts)
        # add() only sets when absent, so the window starts at the first failure.
        cache.add(key, 0, self.seconds)
        try:
            return cache.incr(key)
        except ValueError:
            cache.set(key, 1, self.seconds)
            return 1

    def clear(self, *parts: str) -> None:
        cache.delete(self._key(parts))


_SIGN_IN_FAILURES = FailureCount("signin-failures", LOCKOUT_SECONDS)


def failed_sign_ins(username: str, address: str) -> int:
    """How many failed sign-ins this account has had from this address lately."""
    return _SIGN_IN_FAILURES.count(username.strip().lower(), address)


def record_failed_sign_in(username: str, address: str) -> int:
    return _SIGN_IN_FAILURES.record(username.strip().lower(), address)


def clear_failed_sign_ins(username: str, address: str) -> None:
    _SIGN_IN_FAILURES.clear(username.strip().lower(), address)


class ThrottledModelBackend(ModelBackend):
    """Django's model backend behind the sign-in throttle."""

    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: Any,
    ) -> Any:
        if username is None:
            username = kwargs.get(get_user_model().USERNAME_FIELD)
        if username is None or password is None:
            return None
        address = client_address(request)
        if failed_sign_ins(str(username), address) >= MAX_FAILED_SIGN_INS:
            if request is not None:
                setattr(request, THROTTLED_ATTRIBUTE, True)
            # Stops authenticate() here: no other backend is asked, the password is not checked.
            raise PermissionDenied("sign-in throttled")
        user = super().authenticate(request, username=username, password=password, **kwargs)
        if user is None:
            record_failed_sign_in(str(username), address)
        else:
            clear_failed_sign_ins(str(username), address)
        return user


class ThrottleMessageMixin:
    """For sign-in forms: a refusal by the throttle says so, instead of "wrong password"."""

    request: HttpRequest | None

    def get_invalid_login_error(self) -> ValidationError:
        if self.request is not None and getattr(self.request, THROTTLED_ATTRIBUTE, False):
            return ValidationError(THROTTLED_MESSAGE, code="throttled")
        return super().get_invalid_login_error()  # type: ignore[misc]


class SignInForm(ThrottleMessageMixin, AuthenticationForm):
    """The app's sign-in form."""


class AdminSignInForm(ThrottleMessageMixin, AdminAuthenticationForm):
    """The admin's sign-in form (`admin.site.login_form`, set in `cvsite/urls.py`)."""
