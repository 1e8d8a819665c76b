"""Exports a resume as JSON Resume, Markdown, PDF or DOCX."""

from __future__ import annotations

import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from resumes.exporting import FORMATS, export_resume
from resumes.models import Resume
from resumes.rendering import DEFAULT_PAGE_SIZE, PAGE_SIZES


class Command(BaseCommand):
    help = (
        "Export a resume. JSON and Markdown go to standard output unless -o is given; PDF and "
        "DOCX go to a file named after the resume's title unless -o is given (- for stdout)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("resume_id", type=int, metavar="ID")
        parser.add_argument("--format", default="json", choices=FORMATS, dest="fmt")
        parser.add_argument("-o", "--output", default="", help="file to write, or - for stdout")
        parser.add_argument(
            "--page-size", default=DEFAULT_PAGE_SIZE, choices=list(PAGE_SIZES), dest="page_size"
        )

    def handle(self, *args, resume_id: int, fmt: str, output: str, page_size: str, **kw):
        try:
            resume = Resume.objects.get(pk=resume_id)
        except Resume.DoesNotExist:
            raise CommandError(f"No resume with id {resume_id}.") from None
        exported = export_resume(resume, fmt, page_size=page_size)
        if not output:
            output = "-" if fmt in {"json", "markdown"} else exported.filename
        if output == "-":
            if fmt in {"json", "markdown"}:
                self.stdout.write(exported.content.decode("utf-8"), ending="")
            else:
                sys.stdout.buffer.write(exported.content)
                sys.stdout.buffer.flush()
            return
        try:
            Path(output).write_bytes(exported.content)
        except OSError as exc:
            raise CommandError(f"Cannot write {output}: {exc.strerror}.") from None
        self.stderr.write(f"Wrote {output} ({len(exported.content):,} bytes).")
