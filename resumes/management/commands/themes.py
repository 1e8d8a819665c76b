"""Lists the resume themes: slug, name, columns and the scripts each was made for.

`--json` prints `[{"slug": str, "name": str, "columns": 1|2, "scripts": [...]}]`.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from resumes.themes import REGISTRY


class Command(BaseCommand):
    help = "List the resume themes (slug, name, columns, scripts); --json for one JSON list."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--json",
            action="store_true",
            dest="as_json",
            help='print [{"slug": ..., "name": ..., "columns": 1|2, "scripts": [...]}]',
        )

    def handle(self, *args: Any, as_json: bool, **options: Any) -> None:
        if as_json:
            self.stdout.write(json.dumps([theme.as_json() for theme in REGISTRY]))
            return
        width = max(len(theme.slug) for theme in REGISTRY)
        for theme in REGISTRY:
            columns = "1 column" if theme.columns == 1 else f"{theme.columns} columns"
            scripts = ", ".join(theme.scripts)
            self.stdout.write(
                f"{theme.slug:<{width}}  {theme.name}  ({columns}; {scripts})\n"
                f"{'':<{width}}  {theme.description}"
            )
