"""Who is asking: an API key (bearer, no CSRF: a key is not sent by browsers on their own),
or the signed-in person's session (CSRF-checked by django-ninja on unsafe methods)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja.security import HttpBearer, SessionAuth

from agent.api.keys import active_key, over_limit
from agent.api.problems import Problem
from agent.models import ApiKey, ApiKeyScope


class RateLimited(Exception):
    def __init__(self, wait: int) -> None:
        self.wait = wait
        super().__init__(wait)


class KeyAuth(HttpBearer):
    """`Authorization: Bearer cva_...`; a revoked or expired key is refused at once."""

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

    def authenticate(self, request: HttpRequest, key: str | None) -> Any:
        if "Authorization" in request.headers:
            # A request that brings a key is judged by its key alone: a revoked key must not
            # pass because the same browser also holds a session.
            return None
        user = super().authenticate(request, key)
        if user is not None:
            request.api_key = None  # type: ignore[attr-defined]
        return user


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
