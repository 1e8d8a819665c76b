"""`manage.py language_status RESUME [--json]`: where each language version of a resume
stands against it.

RESUME is the master's id (or a version's: its master is read). With `--json` it prints one
document: [{"version": ID, "language": LANG, "behind": N, "paths": [str], "findings": [...]}],
`version` being the version's resume id, `behind` how many changes of the master it has not
been brought up to date with, `paths` where they are, `findings` the checks between master
and version ({"check", "path", "master", "version", "message"}). Works offline. Exit codes:
0 done; 2 bad input.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.core.management.base import CommandError, CommandParser
from django.utils import translation

from resumes.languages import selectors, services
from resumes.management.common import ONE_DOCUMENT, Outcome, ReportCommand, resume_number
from resumes.models import Resume


class Command(ReportCommand):
    help = "Show how far each language version of a resume is behind it, and the checks."

    json_help = ONE_DOCUMENT

    def add_inputs(self, parser: CommandParser) -> None:
        parser.add_argument("resume", help="The master resume's id.")

    def outcome(self, *, resume: str, **options: Any) -> Outcome:
        translation.activate("en")
        number = resume_number(resume)
        found = Resume.objects.filter(pk=number).first()
        if found is None:
            raise CommandError(f"There is no resume {number}.", returncode=2)
        own = selectors.version_of(found)
        master = own.master if own is not None else found
        statuses = [services.version_status(v) for v in selectors.versions_of(master)]
        payload = [services.status_payload(status) for status in statuses]
        return Outcome(payload, self._listing(master, payload))

    def _listing(self, master: Resume, payload: list[dict[str, Any]]) -> Iterator[str]:
        if not payload:
            yield f"Resume {master.pk} has no language versions."
        for item in payload:
            yield (
                f"Version {item['version']} ({item['language']}): behind by {item['behind']}"
                + (f" at {', '.join(item['paths'])}" if item["paths"] else "")
            )
            for finding in item["findings"]:
                yield self.style.WARNING(f"  ! {finding['path']}: {finding['message']}")
