""" "Delete my account": the person and everything they have here, in one transaction.

Deleting the user row cascades to every row the person owns: resumes (with their revisions,
share links, imported originals, tailored versions and cover letters), job postings,
conversations (messages, tool calls and results, runs, model requests, proposals, undo notes,
playground files) and API keys. Stored files are rows too (an import's original bytes live
in `ImportSource.original`), so nothing is left on disk. Beside the cascade, this removes
what points at the person without a foreign key: their background tasks' results (queued
with `user_id`) and their sessions on every device. Their open WebSockets are closed when
the user row goes (`agent.web.sessions`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.contrib.sessions.models import Session
from django.db import transaction
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from agent.models import ApiKey, Conversation
from resumes.models import JobPosting, Resume


@dataclass(frozen=True)
class DeletedAccount:
    """What went with the account, for the person's last message and the command's output."""

    username: str
    resumes: int
    conversations: int
    postings: int
    api_keys: int
    sessions: int


def delete_account(*, user: Any) -> DeletedAccount:
    """Delete `user` and all their data. The caller has checked that the person asked for
    it (their password on the page, `--yes` on the command line)."""
    with transaction.atomic():
        summary = DeletedAccount(
            username=user.get_username(),
            resumes=Resume.objects.filter(owner=user).count(),
            conversations=Conversation.objects.filter(owner=user).count(),
            postings=JobPosting.objects.filter(owner=user).count(),
            api_keys=ApiKey.objects.filter(owner=user).count(),
            sessions=_delete_sessions(user.pk),
        )
        DBTaskResult.objects.filter(args_kwargs__kwargs__user_id=user.pk).delete()
        user.delete()
    return summary


def _delete_sessions(user_id: int) -> int:
    """Delete every unexpired session that signs this person in (on any device)."""
    mine = []
    sessions = Session.objects.filter(expire_date__gt=timezone.now()).iterator(500)
    for session in sessions:
        if session.get_decoded().get("_auth_user_id") == str(user_id):
            mine.append(session.session_key)
    Session.objects.filter(session_key__in=mine).delete()
    return len(mine)
