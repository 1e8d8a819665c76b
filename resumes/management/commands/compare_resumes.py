"""Compares two resumes (ids, `ID@VERSION`, or JSON Resume files) with the guard.

Exit code 0 without findings, 1 with findings, 2 on bad input (one sentence on stderr).
"""

from __future__ import annotations

import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from resumes.management.common import add_json_switch, source_named, write_json
from resumes.trust import Change, Comparison, compare_documents, display_text
from resumes.trust.sources import Source

OP_MARKS = {"add": "+", "remove": "-", "replace": "~"}
MAX_VALUE_CHARS = 160


class Command(BaseCommand):
    help = (
        "Compare two JSON Resume documents, each a resume id (12, or 12@3 for version 3) or a "
        "file, and list the changes and the guard's findings. Exit code 0 without findings, "
        "1 with findings, 2 on bad input."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("old", metavar="OLD", help="resume id, ID@VERSION, or JSON file")
        parser.add_argument("new", metavar="NEW", help="resume id, ID@VERSION, or JSON file")
        add_json_switch(
            parser,
            dest="as_json",
            help='print one JSON document: {"changes": [...], "findings": [...]}',
        )

    def handle(self, *args: Any, old: str, new: str, as_json: bool, **options: Any) -> None:
        before, after = source_named(old), source_named(new)
        comparison = compare_documents(before.document, after.document)
        if as_json:
            self._print_json(comparison)
        else:
            self._print_listing(before, after, comparison)
        if comparison.has_findings:
            sys.exit(1)

    def _print_json(self, comparison: Comparison) -> None:
        write_json(self, comparison.as_dict())

    def _print_listing(self, before: Source, after: Source, comparison: Comparison) -> None:
        write = self.stdout.write
        write(f"Old: {before.description}")
        write(f"New: {after.description}")
        write("")
        if not comparison.changes:
            write("No changes.")
        else:
            write(f"{_count(len(comparison.changes), 'change')}:")
            for change in comparison.changes:
                write(f"  {_describe(change)}")
        write("")
        if not comparison.findings:
            write(self.style.SUCCESS("No findings."))
            return
        write(self.style.WARNING(f"{_count(len(comparison.findings), 'finding')}:"))
        for finding in comparison.findings:
            write(f"  ! {finding.check} at {finding.path}: {finding.message}")


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _short(value: Any) -> str:
    text = " / ".join(line.strip() for line in display_text(value).splitlines() if line.strip())
    if len(text) > MAX_VALUE_CHARS:
        text = text[: MAX_VALUE_CHARS - 1] + "…"
    return f"“{text}”"


def _names(labels: list[str]) -> str:
    return _short(", ".join(labels))


def _describe(change: Change) -> str:
    if change.kind == "order":
        return f"~ {change.path}: order {_names(change.old)} → {_names(change.new)}"
    mark = OP_MARKS[change.op]
    if change.op == "add":
        return f"{mark} {change.path}: {_short(change.new)}"
    if change.op == "remove":
        return f"{mark} {change.path}: {_short(change.old)}"
    return f"{mark} {change.path}: {_short(change.old)} → {_short(change.new)}"
