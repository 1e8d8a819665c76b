"""Writes a person's data archive (the zip of "Download all my data") to a file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from agent.account.archive import write_user_archive
from resumes.management.common import user_named


class Command(BaseCommand):
    help = (
        "Write everything USER has (resumes as JSON Resume and PDF, revisions, imported "
        "originals, conversations with their tool calls, postings, cover letters) to a zip."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("user", help="username")
        parser.add_argument("--output", "-o", required=True, help="the zip file to write")

    def handle(self, *args, user: str, output: str, **options) -> None:
        person = user_named(user)
        target = Path(output)
        if not target.parent.is_dir():
            raise CommandError(f"No folder {str(target.parent)!r} to write {target.name} into.")
        # Written beside the target and renamed at the end: no half-written zip under its name.
        handle, partial = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                manifest = write_user_archive(person, out)
            os.replace(partial, target)
        except BaseException:
            Path(partial).unlink(missing_ok=True)
            raise
        self.stdout.write(
            self.style.SUCCESS(
                f"Wrote {target} ({target.stat().st_size:,} bytes): "
                f"{len(manifest['resumes'])} resumes, "
                f"{len(manifest['conversations'])} conversations, "
                f"{len(manifest['postings'])} postings, "
                f"{len(manifest['cover_letters'])} cover letters."
            )
        )
        for problem in manifest["problems"]:
            self.stderr.write(problem)
