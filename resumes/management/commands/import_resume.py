"""Imports a JSON Resume file as a new resume of a user (`-` reads standard input)."""

from __future__ import annotations

import sys
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from resumes.importing import MAX_IMPORT_BYTES, ImportRejected, import_resume
from resumes.models import ResumeLanguage, Theme


class Command(BaseCommand):
    help = "Import a JSON Resume (v1.2.1) file as a new resume owned by --user."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="path to the JSON file, or - for standard input")
        parser.add_argument("--user", required=True, help="username of the owner")
        parser.add_argument("--title", default="", help="title (default: name and label)")
        parser.add_argument(
            "--language",
            default="",
            choices=["", *ResumeLanguage.values],
            help="resume language (default: detected from the text)",
        )
        parser.add_argument("--theme", default=Theme.CLASSIC, choices=Theme.values)

    def handle(self, *args, file: str, user: str, title: str, language: str, theme: str, **kw):
        try:
            owner = get_user_model().objects.get_by_natural_key(user)
        except get_user_model().DoesNotExist:
            raise CommandError(f"No user named {user!r}.") from None
        raw = self._read(file)
        try:
            resume = import_resume(
                owner=owner, raw=raw, title=title, language=language, theme=theme
            )
        except ImportRejected as exc:
            lines = [
                f"  {path}: {message}" if path else f"  {message}" for path, message in exc.problems
            ]
            raise CommandError(
                f"{file} was not imported ({len(exc.problems)} problem(s)):\n" + "\n".join(lines)
            ) from None
        self.stdout.write(
            self.style.SUCCESS(f"Imported resume {resume.pk} “{resume.title}” for {user}.")
        )

    def _read(self, file: str) -> bytes:
        # One byte past the limit is enough to say the file is too large.
        if file == "-":
            return sys.stdin.buffer.read(MAX_IMPORT_BYTES + 1)
        path = Path(file)
        try:
            with path.open("rb") as handle:
                return handle.read(MAX_IMPORT_BYTES + 1)
        except OSError as exc:
            raise CommandError(f"Cannot read {file}: {exc.strerror}.") from None
