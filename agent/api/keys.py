"""API keys: created with a secret shown once, stored as a SHA-256 hash, checked per request,
rate-limited per key in the cache."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from agent.models import ApiKey, ApiKeyScope

KEY_PREFIX = "cva_"
MAX_NAME_CHARS = 100
MAX_EXPIRY_DAYS = 3650
# last_used_at is written at most this often per key (one UPDATE, not one per request).
LAST_USED_RESOLUTION = timedelta(seconds=60)


class ApiKeyError(ValueError):
    """A key cannot be created as asked; the message says why."""


@dataclass(frozen=True)
class NewKey:
    key: ApiKey
    secret: str


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def create_api_key(
    *, owner: Any, name: str, scope: str = ApiKeyScope.READ, expires_days: int | None = None
) -> NewKey:
    """A new key for `owner`; the returned secret is the only copy there will ever be."""
    name = " ".join(str(name or "").split())
    if not name:
        raise ApiKeyError("A key needs a name.")
    if len(name) > MAX_NAME_CHARS:
        raise ApiKeyError(f"The name is {len(name)} characters long; at most 100 fit.")
    if scope not in ApiKeyScope.values:
        raise ApiKeyError(f"Unknown scope {scope!r}; one of {', '.join(ApiKeyScope.values)}.")
    expires_at = None
    if expires_days is not None:
        if isinstance(expires_days, bool) or not 1 <= int(expires_days) <= MAX_EXPIRY_DAYS:
            raise ApiKeyError(f"The expiry is a number of days from 1 to {MAX_EXPIRY_DAYS}.")
        expires_at = timezone.now() + timedelta(days=int(expires_days))
    secret = KEY_PREFIX + secrets.token_urlsafe(32)
    key = ApiKey.objects.create(
        owner=owner,
        name=name,
        prefix=secret[: len(KEY_PREFIX) + 6],
        key_hash=hash_secret(secret),
        scope=scope,
        expires_at=expires_at,
    )
    return NewKey(key=key, secret=secret)


def key_list_for_user(owner: Any) -> list[ApiKey]:
    """The person's keys, revoked ones too (the settings page lists them)."""
    return list(ApiKey.objects.filter(owner=owner))


def revoke_api_key(*, owner: Any, key_id: Any) -> bool:
    """Revoke one of the owner's keys; False when there is no such active key of theirs."""
    try:
        number = int(key_id)
    except (TypeError, ValueError):
        return False
    return bool(
        ApiKey.objects.filter(pk=number, owner=owner, revoked_at__isnull=True).update(
            revoked_at=timezone.now()
        )
    )


def active_key(secret: str) -> ApiKey | None:
    """The active key with this secret (revoked, expired or unknown: None); marks it used."""
    if not secret or not secret.startswith(KEY_PREFIX) or len(secret) > 200:
        return None
    key = (
        ApiKey.objects.select_related("owner")
        .filter(key_hash=hash_secret(secret), revoked_at__isnull=True)
        .first()
    )
    now = timezone.now()
    if key is None or not key.is_active(now) or not key.owner.is_active:
        return None
    if key.last_used_at is None or now - key.last_used_at > LAST_USED_RESOLUTION:
        ApiKey.objects.filter(pk=key.pk).update(last_used_at=now)
        key.last_used_at = now
    return key


def rate_limit() -> tuple[int, int]:
    """(requests, seconds) allowed per key: `CVAGENT["API_RATE_LIMIT"]`, e.g. "120/60"."""
    raw = str(settings.CVAGENT.get("API_RATE_LIMIT", "120/60"))
    count, _, seconds = raw.partition("/")
    return int(count), int(seconds or 60)


def over_limit(key: ApiKey) -> int | None:
    """Count a request of `key`; the seconds to wait when it is over its limit, else None.

    A window per key that opens with its first request (as the sign-in throttle's), counted
    in the cache (shared by every process when the cache is Redis)."""
    allowed, window = rate_limit()
    if allowed <= 0:
        return None
    now = timezone.now().timestamp()
    # By hash, not id: an id can come back after a key is deleted, a hash does not.
    name = f"apikey-rate:{key.key_hash[:32]}"
    # add() only sets when absent: the window starts at the first request.
    cache.add(f"{name}:start", now, window)
    cache.add(f"{name}:count", 0, window)
    try:
        count = cache.incr(f"{name}:count")
    except ValueError:  # The window ended between add() and incr().
        cache.set(f"{name}:start", now, window)
        cache.set(f"{name}:count", 1, window)
        count = 1
    if count > allowed:
        started = cache.get(f"{name}:start", now)
        return max(1, int(started + window - now + 0.999))
    return None
