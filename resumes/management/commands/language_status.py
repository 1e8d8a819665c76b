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

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import translation

from resumes.languages import selectors, services
from resumes.management.common import add_json_switch, resume_number, write_json
from resumes.models import Resume


class Command(BaseCommand):
    help = "Show how far each language version of a resume is behind it, and the checks."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("resume", help="The master resume's id.")
        add_json_switch(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        translation.activate("en")
        number = resume_number(options["resume"])
        resume = Resume.objects.filter(pk=number).first()
        if resume is None:
            raise CommandError(f"There is no resume {number}.", returncode=2)
        own = selectors.version_of(resume)
        master = own.master if own is not None else resume
        statuses = [services.version_status(v) for v in selectors.versions_of(master)]
        payload = [services.status_payload(status) for status in statuses]
        if options["json"]:
            write_json(self, payload)
            return
        if not payload:
            self.stdout.write(f"Resume {master.pk} has no language versions.")
        for item in payload:
            self.stdout.write(
                f"Version {item['version']} ({item['language']}): behind by {item['behind']}"
                + (f" at {', '.join(item['paths'])}" if item["paths"] else "")
            )
            for finding in item["findings"]:
                self.stdout.write(
                    self.style.WARNING(f"  ! {finding['path']}: {finding['message']}")
                )
