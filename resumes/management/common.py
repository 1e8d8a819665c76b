"""What the management commands share: the person a command names by username, and the
error for a command called wrongly."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import CommandError


def user_named(username: str) -> Any:
    """The person with this username; a `CommandError` that says so when there is none."""
    try:
        return get_user_model().objects.get_by_natural_key(username)
    except get_user_model().DoesNotExist:
        raise CommandError(f"No user named {username!r}.") from None


def usage_error(message: str) -> CommandError:
    """A usage or configuration problem: exit code 2, nothing run."""
    return CommandError(message, returncode=2)
