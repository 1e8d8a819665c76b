"""Who is asking: an API key (bearer, no CSRF: a key is not sent by browsers on their own),
or the signed-in person's session (CSRF-checked on unsafe methods).

A request that carries an `Authorization` header is judged by its key alone: no session, no
CSRF check (a missing, wrong, revoked or expired key is a 401, whatever the method). The
CSRF check applies only to a request that a signed-in session would otherwise authorize, so a
client without any credentials gets 401 too, never "CSRF check failed"."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja.security import HttpBearer, SessionAuth
from ninja.utils import check_csrf

from agent.api.keys import active_key, over_limit
from agent.api.problems import Problem, RateLimited
from agent.models import ApiKey, ApiKeyScope


class KeyAuth(HttpBearer):
    """`Authorization: Bearer cva_...`; a revoked or expired key is refused at once."""

    def __call__(self, request: HttpRequest) -> ApiKey | None:
        # Ninja's own version logs the whole header (the key) when the scheme is not Bearer
        # and DEBUG is on; another scheme is simply no key here (a 401).
        scheme, _, token = request.headers.get("Authorization", "").strip().partition(" ")
        if scheme.lower() != "bearer":
            return None
        return self.authenticate(request, token.strip())

    def authenticate(self, request: HttpRequest, token: str) -> ApiKey | None:
        key = active_key(token)
        if key is None:
            return None
        wait = over_limit(key)
        if wait:
            raise RateLimited(wait)
        request.api_key = key  # type: ignore[attr-defined]
        request.user = key.owner
        return key


class Session(SessionAuth):
    """The signed-in person in the browser (the docs page's "Try it out")."""

    def __call__(self, request: HttpRequest) -> Any:
        if "Authorization" in request.headers:
            # A request that brings a key is judged by its key alone: a revoked key must not
            # pass because the same browser also holds a session.
            return None
        if not request.user.is_authenticated:
            return None  # Nobody to protect: a 401, not a CSRF failure.
        exempt = getattr(request, "_ninja_csrf_exempt", False)  # an operation marked so
        if self.csrf and not exempt and check_csrf(request) is not None:
            raise Problem(
                403,
                "CSRF check failed: a signed-in browser's change needs the X-CSRFToken header "
                "(other programs send an API key instead).",
            )
        request.api_key = None  # type: ignore[attr-defined]
        return request.user


AUTH = [KeyAuth(), Session()]


def api_key(request: HttpRequest) -> ApiKey | None:
    return getattr(request, "api_key", None)


def require_write(request: HttpRequest) -> ApiKey | None:
    """Refuse a read-only key (403); returns the key (None for a session)."""
    key = api_key(request)
    if key is not None and key.scope == ApiKeyScope.READ:
        raise Problem(
            403,
            f"The API key {key.name!r} may only read; create a key with write "
            "or proposals scope to change resumes.",
        )
    return key


def require_direct_write(request: HttpRequest) -> ApiKey | None:
    """As `require_write`, and refuse a proposals-only key for an edit that cannot wait."""
    key = require_write(request)
    if key is not None and key.scope == ApiKeyScope.PROPOSALS:
        raise Problem(403, f"The API key {key.name!r} may only propose edits for review.")
    return key


def source_label(request: HttpRequest, client: str = "API client") -> str:
    key = api_key(request)
    return f"{client}: {key.name}" if key is not None else ""
