"""Checks a resume as an applicant tracking system reads it:
`manage.py ats_check RESUME [--posting ID] [--theme SLUG] [--page-size a4|letter] [--json]`.

--json prints exactly {"score": 0..100, "findings": [{"check", "severity", "message", "path",
"text"}], "passed": [...], "skipped": [{"check", "reason"}]} and exits 0; a resume or posting
that does not exist exits 1 with one sentence on stderr.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.core.management.base import CommandError, CommandParser

from resumes.ats import Report, check_resume
from resumes.management.common import Outcome, ReportCommand
from resumes.models import JobPosting, Resume
from resumes.rendering import DEFAULT_PAGE_SIZE, PAGE_SIZES, THEMES

_MARKS = {"error": "✗", "warning": "!", "info": "·"}


class Command(ReportCommand):
    help = (
        "Check a resume as an applicant tracking system reads it: contact details, dates, "
        "highlight length, numbers, headings, the exported PDF's text layer and page count, "
        "the PDF re-imported by our importer, and with --posting the posting's keywords. "
        '--json prints {"score", "findings": [{"check", "severity", "message", "path", '
        '"text"}], "passed", "skipped": [{"check", "reason"}]}.'
    )

    def add_inputs(self, parser: CommandParser) -> None:
        parser.add_argument("resume", metavar="RESUME", help="resume id")
        parser.add_argument("--posting", metavar="ID", default=None, help="job posting id")
        parser.add_argument(
            "--theme", metavar="SLUG", default="", help=f"theme ({', '.join(THEMES)})"
        )
        parser.add_argument(
            "--page-size", default=DEFAULT_PAGE_SIZE, choices=list(PAGE_SIZES), dest="page_size"
        )

    def outcome(
        self, *, resume: str, posting: str | None, theme: str, page_size: str, **options: Any
    ) -> Outcome:
        found = _resume(resume)
        against = _posting(posting) if posting is not None else None
        if theme and theme not in THEMES:
            raise CommandError(f"There is no theme {theme!r}; the themes are {', '.join(THEMES)}.")
        report = check_resume(found, theme=theme, posting=against, page_size=page_size)
        return Outcome(report.as_dict(), _listing(report, found.title, theme or found.theme))


def _listing(report: Report, title: str, theme: str) -> Iterator[str]:
    yield f"ATS score: {report.score}/100 ({title}, theme {theme})"
    for finding in report.findings:
        where = f" [{finding.path}]" if finding.path else ""
        yield (
            f"  {_MARKS.get(finding.severity, '-')} {finding.severity} {finding.check}{where}: "
            f"{finding.message}"
        )
        if finding.text:
            yield f"      “{finding.text}”"
    yield f"Passed: {', '.join(report.passed) or '-'}"
    for skipped in report.skipped:
        yield f"Skipped {skipped.check}: {skipped.reason}"


def _resume(value: str) -> Resume:
    try:
        return Resume.objects.get(pk=int(value))
    except (ValueError, Resume.DoesNotExist):
        raise CommandError(f"There is no resume with id {value}.") from None


def _posting(value: str) -> JobPosting:
    try:
        return JobPosting.objects.get(pk=int(value))
    except (ValueError, JobPosting.DoesNotExist):
        raise CommandError(f"There is no job posting with id {value}.") from None
