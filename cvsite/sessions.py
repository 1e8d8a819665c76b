"""The session engine: Django's database sessions, refusing keys Django never makes.

Django's keys are 32 lowercase letters and digits; its check only asks for 8 characters. A
crafted cookie holding a NUL reached the session lookup, which PostgreSQL refuses (a 500).
Any key that is not letters and digits now counts as no session: the person is signed out,
as with any unknown key."""

from __future__ import annotations

from django.contrib.sessions.backends.db import SessionStore as DatabaseSessionStore


class SessionStore(DatabaseSessionStore):
    def _validate_session_key(self, key: str | None) -> bool:
        return bool(super()._validate_session_key(key) and key.isascii() and key.isalnum())
