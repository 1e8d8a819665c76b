"""Exports a resume as JSON Resume, Markdown, PDF or DOCX; a PDF in any theme, fitted to N
pages on request (`--fit-pages`, exit code 3 when it cannot fit within readable bounds)."""

from __future__ import annotations

import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from resumes.exporting import FORMATS, ExportedFile, export_filename, export_resume
from resumes.exporting.fitting import fit_pdf
from resumes.models import Resume
from resumes.rendering import DEFAULT_PAGE_SIZE, PAGE_SIZES, THEMES

# The exit code when --fit-pages cannot be reached within readable bounds.
CANNOT_FIT = 3


class Command(BaseCommand):
    help = (
        "Export a resume. JSON and Markdown go to standard output unless -o is given; PDF and "
        "DOCX go to a file named after the resume's title unless -o is given (- for stdout). "
        "--theme picks the PDF's theme (default: the resume's own); --fit-pages N fits the PDF "
        "on at most N pages (exit code 3 when even 9 pt text and 10 mm margins cannot)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("resume_id", type=int, metavar="ID")
        parser.add_argument("--format", default="json", choices=FORMATS, dest="fmt")
        parser.add_argument("-o", "--output", default="", help="file to write, or - for stdout")
        parser.add_argument(
            "--page-size", default=DEFAULT_PAGE_SIZE, choices=list(PAGE_SIZES), dest="page_size"
        )
        parser.add_argument(
            "--theme",
            default="",
            choices=list(THEMES),
            help="the PDF's theme (default: the resume's)",
        )
        parser.add_argument(
            "--fit-pages", type=int, default=0, dest="fit_pages", metavar="N",
            help="fit the PDF on at most N pages (smaller spacing, margins, then font)",
        )  # fmt: skip

    def handle(
        self, *args, resume_id: int, fmt: str, output: str, page_size: str, theme: str,
        fit_pages: int, **kw,
    ):  # fmt: skip
        try:
            resume = Resume.objects.get(pk=resume_id)
        except Resume.DoesNotExist:
            raise CommandError(f"No resume with id {resume_id}.") from None
        if fit_pages and fmt != "pdf":
            raise CommandError("--fit-pages applies to --format pdf only.")
        if fit_pages < 0:
            raise CommandError("--fit-pages takes a number of pages, 1 or more.")
        if fit_pages:
            exported = self._fitted(resume, theme or resume.theme, page_size, fit_pages)
        else:
            exported = export_resume(resume, fmt, page_size=page_size, theme=theme)
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

    def _fitted(self, resume: Resume, theme: str, page_size: str, pages: int) -> ExportedFile:
        result = fit_pdf(
            resume.data,
            theme=theme,
            language=resume.language,
            pages=pages,
            page_size=page_size,
            title=resume.title,
        )
        if not result.fits or result.pdf is None:
            self.stderr.write(result.message())
            sys.exit(CANNOT_FIT)
        self.stderr.write(result.message())
        return ExportedFile(result.pdf, "application/pdf", export_filename(resume.title, "pdf"))
