"""`manage.py repair_histories`: heal what crashed runs left in conversation histories."""

from __future__ import annotations

import json

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from agent.engine.repair import describe, repair
from agent.models import Conversation


class Command(BaseCommand):
    help = (
        "Find and fix conversation histories a provider would reject: runs left running by a "
        "stopped process (marked interrupted) and tool calls with no result (answered with an "
        "'interrupted' result). Exit status 0 when everything is consistent afterwards, 1 when "
        "something remains (a dry run that finds anything counts as something remaining)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--dry-run", action="store_true", help="Report what would be fixed; change nothing."
        )
        parser.add_argument("--json", action="store_true", help="Print one JSON object.")
        parser.add_argument(
            "--conversation", type=int, metavar="ID", help="Only this conversation."
        )
        parser.add_argument(
            "--stale-after",
            type=int,
            metavar="SECONDS",
            default=None,
            help="A running run with no heartbeat for this long is stale (default "
            f"{settings.CVAGENT['STALE_RUN_SECONDS']}, CVAGENT_STALE_RUN_SECONDS).",
        )

    def handle(self, *args, **options) -> None:
        stale_after = options["stale_after"]
        if stale_after is not None and stale_after < 0:
            raise CommandError("--stale-after must be zero or more seconds.")
        conversation_ids = None
        if options["conversation"] is not None:
            if not Conversation.objects.filter(pk=options["conversation"]).exists():
                raise CommandError(f"Conversation {options['conversation']} does not exist.")
            conversation_ids = [options["conversation"]]

        report = repair(
            conversation_ids=conversation_ids,
            stale_after=stale_after,
            dry_run=options["dry_run"],
        )
        if options["json"]:
            self.stdout.write(json.dumps(report.to_dict(), sort_keys=True))
        else:
            for line in describe(report):
                self.stdout.write(line)
        if not report.consistent:
            left = sum(finding.count for finding in report.remaining)
            raise CommandError(f"{left} problem(s) remain.", returncode=1)
