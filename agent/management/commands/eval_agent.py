"""`manage.py eval_agent`: run the evaluation task set over providers, models, strategies and
capability versions, print a table (or one JSON document with --json) and store the results
for the staff page. A provider that is down gives failed tasks with reasons, not a crash.

Exit codes: 0 when it ran (whatever the scores), 2 for usage errors (nothing was run).
"""

from __future__ import annotations

import logging
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from agent.evaluation.grid import GridError
from agent.evaluation.launch import plan_evaluation, run_plan
from agent.evaluation.report import as_json, table_lines
from agent.evaluation.tasks import DEFAULT_SET, TaskError
from agent.models import Strategy
from resumes.management.common import add_json_switch, write_json

BAR = 30
# Request logs of the HTTP clients would tear the progress bar apart.
QUIET_LOGGERS = ("httpx", "httpx2", "httpcore", "openai")


class Command(BaseCommand):
    help = "Evaluate providers, models, strategies and capability versions on resume tasks."

    def add_arguments(self, parser: CommandParser) -> None:
        many = {"nargs": "+", "action": "extend", "default": []}
        parser.add_argument("--provider", metavar="SLUG", help="Provider slug(s).", **many)
        parser.add_argument("--base-url", metavar="URL", help="An ad hoc OpenAI-compatible URL.")
        parser.add_argument("--model", metavar="M", help="Model name(s).", **many)
        parser.add_argument(
            "--api-key-env", default="", help="NAME of the variable holding the --base-url key."
        )
        parser.add_argument(
            "--strategy",
            choices=[choice.value for choice in Strategy],
            metavar="native|prompt|auto",
            **many,
        )
        parser.add_argument(
            "--capability", metavar="SLUG[@VERSION]", help="Capability version(s).", **many
        )
        parser.add_argument(
            "--tasks", default=DEFAULT_SET, metavar="SET", help="A set name or a folder."
        )
        parser.add_argument("--repeat", type=int, default=1, metavar="N")
        add_json_switch(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        if not 1 <= options["repeat"] <= 20:
            raise CommandError("--repeat takes a number from 1 to 20.", returncode=2)
        try:
            plan = plan_evaluation(
                providers=options["provider"],
                base_url=options["base_url"],
                models=options["model"],
                api_key_env=options["api_key_env"],
                strategies=options["strategy"],
                capabilities=options["capability"],
                tasks=options["tasks"],
                repeat=options["repeat"],
            )
        except (TaskError, GridError) as exc:
            raise CommandError(str(exc), returncode=2) from None
        for name in QUIET_LOGGERS:
            logging.getLogger(name).setLevel(logging.WARNING)
        eval_run = run_plan(plan, progress=self._progress)
        if options["json"]:
            write_json(self, as_json(eval_run))
        else:
            for line in table_lines(eval_run):
                self.stdout.write(line)

    def _progress(self, done: int, total: int, label: str) -> None:
        filled = BAR * done // total if total else BAR
        bar = "#" * filled + "-" * (BAR - filled)
        end = "\n" if done >= total else ""
        self.stderr.write(f"\r[{bar}] {done}/{total} {label[:60]:<60}{end}", ending="")
        self.stderr.flush()
