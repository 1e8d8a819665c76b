"""Sockets end with the session that opened them.

A WebSocket is authenticated once, at the handshake. So that signing out (or changing the
password) also ends the live chat, every consumer joins its person's group `user.<id>`, and:

- on sign-out (`user_logged_out`), the sockets opened by that session are closed;
- on a password change (any `set_password` followed by a save: the password form, the admin,
  `changepassword`), every socket of the person is closed, since Django invalidates their
  other sessions (and gives the current one a new key);
- when the account is deleted, every socket of the person is closed;
- besides, the consumer checks its session again on each message it receives
  (`session_still_valid`), so a session that ended some other way (expired, deleted, another
  process that missed the message) cannot send anything either.
"""

from __future__ import annotations

import asyncio
import logging
from importlib import import_module
from types import SimpleNamespace
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.contrib.auth import get_user, get_user_model
from django.contrib.auth.signals import user_logged_out
from django.db import transaction
from django.db.models.signals import post_delete, post_save

from agent.web.groups import user_group

logger = logging.getLogger(__name__)

SESSION_ENDED = "session.ended"


def session_still_valid(session_key: str | None, user_id: int) -> bool:
    """Whether the session still signs in this person, checked as Django checks a request's
    (exists, same user, active, password hash unchanged)."""
    if not session_key:
        return False
    store = import_module(settings.SESSION_ENGINE).SessionStore(session_key)
    user = get_user(SimpleNamespace(session=store))  # type: ignore[arg-type]
    return bool(user.is_authenticated and user.pk == user_id)


async def _tell_sockets(user_id: int, session_key: str | None) -> None:
    layer = get_channel_layer()
    if layer is not None:
        message = {"type": SESSION_ENDED, "session_key": session_key}
        await layer.group_send(user_group(user_id), message)


def end_sessions_sockets(user_id: int, *, session_key: str | None = None) -> None:
    """Close the person's sockets: those of one session, or all of them (session_key None)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    if loop is not None:  # called from async code: no blocking bridge possible here
        task = loop.create_task(_tell_sockets(user_id, session_key))
        _pending.add(task)
        task.add_done_callback(_pending.discard)
        return
    try:
        async_to_sync(_tell_sockets)(user_id, session_key)
    except Exception:
        logger.exception("could not close the sockets of user %s", user_id)


_pending: set[asyncio.Task] = set()


def _signed_out(sender: Any, request: Any, user: Any, **kwargs: Any) -> None:
    if user is None or request is None:
        return
    end_sessions_sockets(user.pk, session_key=request.session.session_key)


def _user_saved(sender: Any, instance: Any, created: bool, **kwargs: Any) -> None:
    # set_password() leaves the new raw password in `_password` until save() has finished.
    if created or getattr(instance, "_password", None) is None:
        return
    user_id = instance.pk
    transaction.on_commit(lambda: end_sessions_sockets(user_id))


def _user_deleted(sender: Any, instance: Any, **kwargs: Any) -> None:
    user_id = instance.pk
    transaction.on_commit(lambda: end_sessions_sockets(user_id))


def connect_signals() -> None:
    user_logged_out.connect(_signed_out, dispatch_uid="cvagent_close_sockets_on_sign_out")
    post_save.connect(
        _user_saved, sender=get_user_model(), dispatch_uid="cvagent_close_sockets_on_password"
    )
    post_delete.connect(
        _user_deleted, sender=get_user_model(), dispatch_uid="cvagent_close_sockets_on_delete"
    )
