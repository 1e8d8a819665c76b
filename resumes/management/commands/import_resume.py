"""Imports a resume file (PDF, DOCX, Markdown, text, JSON Resume, LinkedIn export) as a new
resume of a user; `-` reads standard input. With --json, standard output carries exactly one
JSON document: the stored JSON Resume document of the new resume; progress goes to stderr."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from resumes.importing import MAX_IMPORT_BYTES, ImportRejected
from resumes.importing.correction import CorrectionRefused, check_correction, correct_imported
from resumes.importing.service import draft_from_file, import_draft
from resumes.management.common import user_named
from resumes.models import ResumeLanguage, Theme


class Command(BaseCommand):
    # The system checks import every URL route and view of the site (a second of start-up,
    # issue 27 measures import_resume from outside, Django's start included); the `check`
    # command, `migrate` and the server still run them.
    requires_system_checks: list[str] = []
    help = (
        "Import a resume file (PDF, Word .docx, Markdown, plain text, JSON Resume or a "
        "LinkedIn data export .zip) as a new resume owned by --user."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="path to the file, or - for standard input")
        parser.add_argument("--user", required=True, help="username of the owner")
        parser.add_argument("--title", default="", help="title (default: name and label)")
        parser.add_argument(
            "--language",
            default="",
            choices=["", *ResumeLanguage.values],
            help="resume language (default: detected from the text)",
        )
        parser.add_argument("--theme", default=Theme.CLASSIC, choices=Theme.values)
        parser.add_argument(
            "--json",
            action="store_true",
            help="print the stored JSON Resume document of the new resume on stdout",
        )
        parser.add_argument(
            "--provider",
            default=None,
            metavar="SLUG",
            help="remote provider whose model corrects the draft from the file's text "
            "(default: the configured remote provider, if any; the embedded local model "
            "is never used for this)",
        )

    def handle(self, *args, file: str, user: str, title: str, language: str, theme: str, **kw):
        as_json = kw.get("json", False)
        provider = kw.get("provider") or None
        owner = user_named(user)
        try:
            check_correction(provider_slug=provider)
        except CorrectionRefused as refused:
            raise CommandError(f"{file} was not imported: {refused}") from None
        raw = self._read(file)
        self.stderr.write(f"Reading {file} ({len(raw):,} bytes)…")
        try:
            draft = draft_from_file(raw=raw)
        except ImportRejected as exc:
            raise CommandError(self._problems(file, exc)) from None
        found = ", ".join(
            f"{item['section'] or item['heading']}: {item['entries']}"
            for item in draft.report.get("sections", [])
        )
        self.stderr.write(f"Read it as {draft.kind}; found {found or 'no sections'}.")
        if draft.unplaced:
            self.stderr.write(f"{len(draft.unplaced)} piece(s) of text not placed (kept).")
        name = "stdin" if file == "-" else Path(file).name
        resume = import_draft(
            owner=owner,
            draft=draft,
            raw=raw,
            filename=name,
            title=title,
            language=language,
            theme=theme,
        )
        correct_imported(resume=resume, provider_slug=provider, progress=self.stderr.write)
        resume.refresh_from_db()
        if as_json:
            self.stderr.write(f"Imported resume {resume.pk} “{resume.title}” for {user}.")
            self.stdout.write(json.dumps(resume.data, ensure_ascii=False, indent=2))
            return
        self.stdout.write(
            self.style.SUCCESS(f"Imported resume {resume.pk} “{resume.title}” for {user}.")
        )

    @staticmethod
    def _problems(file: str, exc: ImportRejected) -> str:
        if len(exc.problems) == 1 and not exc.problems[0][0]:
            return f"{file} was not imported: {exc.problems[0][1]}"
        lines = [
            f"  {path}: {message}" if path else f"  {message}" for path, message in exc.problems
        ]
        return f"{file} was not imported ({len(exc.problems)} problem(s)):\n" + "\n".join(lines)

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
