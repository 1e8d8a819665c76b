"""`manage.py translate_resume RESUME --to LANG [--provider SLUG] [--json]`: make the linked
language version of a resume and translate it with the agent (section by section, review
mode), or bring the existing one up to date with its master (only the changed parts).

With `--json` it prints one document:
{"version": ID, "language": LANG, "proposals": N, "findings": [...]}
where `version` is the version's resume id (decide its proposals with `manage.py proposals
ID`) and `findings` are the checks between master and version after the run, each
{"check", "path", "master", "version", "message"}. Exit codes: 0 done; 1 the run failed (the
message says why); 2 bad input or no capable provider (nothing was made).
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import translation as django_translation

from agent import translating
from agent.engine.turns import RunRefused, resolve_provider
from resumes.languages.services import LanguageError
from resumes.management.common import add_json_switch, resume_number, usage_error, write_json
from resumes.models import Resume


class Command(BaseCommand):
    help = "Make or bring up to date the linked language version of a resume."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("resume", help="The master resume's id.")
        parser.add_argument("--to", required=True, metavar="LANG", help="e.g. zh-hans, en.")
        parser.add_argument("--provider", metavar="SLUG", help="Provider slug (see the admin).")
        add_json_switch(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        django_translation.activate("en")
        number = resume_number(options["resume"])
        master = Resume.objects.select_related("owner").filter(pk=number).first()
        if master is None:
            raise usage_error(f"There is no resume {number}.")
        if hasattr(master, "language_of"):
            raise usage_error(f"Resume {number} is a language version; translate its master.")
        try:
            provider = resolve_provider(None, options["provider"])
        except RunRefused as refused:
            raise usage_error(refused.message) from None
        try:
            outcome = translating.translate_resume(
                master=master, language=options["to"], provider=provider
            )
        except (LanguageError, translating.TranslationRefused) as exc:
            raise usage_error(str(exc)) from None
        if options["json"]:
            write_json(self, outcome.as_dict())
        else:
            self.stdout.write(
                f"Version {outcome.version.resume_id} ({outcome.version.language}): "
                f"{outcome.proposals} proposals to review (manage.py proposals "
                f"{outcome.version.resume_id})."
            )
            for finding in outcome.findings:
                self.stdout.write(self.style.WARNING(f"  ! {finding.path}: {finding.message}"))
            for conflict in outcome.conflicts:
                self.stdout.write(
                    self.style.WARNING(f"  ! conflict at {conflict['path']}: edited in both")
                )
        if outcome.errors:
            for error in outcome.errors:
                self.stderr.write(error)
            raise CommandError("The translation run failed.", returncode=1)
