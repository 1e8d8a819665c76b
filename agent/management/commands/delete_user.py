"""Deletes a person's account and all their data (what "Delete my account" does)."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError, CommandParser

from agent.account.deletion import delete_account
from resumes.management.common import user_named


class Command(BaseCommand):
    help = (
        "Delete USER and everything they have here (resumes, revisions, imported files, "
        "conversations, postings, cover letters, API keys, sessions). Needs --yes."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("user", help="username")
        parser.add_argument(
            "--yes", action="store_true", help="really delete (nothing is deleted without it)"
        )

    def handle(self, *args, user: str, yes: bool, **options) -> None:
        person = user_named(user)
        if not yes:
            raise CommandError(
                f"This deletes {user!r} and all their data for good; nothing was deleted. "
                "Add --yes to do it (export_user_data first to keep a copy)."
            )
        gone = delete_account(user=person)
        self.stdout.write(
            self.style.SUCCESS(
                f"Deleted {gone.username}: {gone.resumes} resumes, {gone.conversations} "
                f"conversations, {gone.postings} postings, {gone.api_keys} API keys, "
                f"{gone.sessions} sessions."
            )
        )
