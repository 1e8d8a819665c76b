"""Compares two resumes (ids, `ID@VERSION`, or JSON Resume files) with the guard.

Exit code 0 without findings, 1 with findings, 2 on bad input (one sentence on stderr).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.core.management.base import CommandParser

from resumes.management.common import Outcome, ReportCommand, source_named
from resumes.trust import Change, Comparison, compare_documents, display_text
from resumes.trust.sources import Source

OP_MARKS = {"add": "+", "remove": "-", "replace": "~"}
MAX_VALUE_CHARS = 160


class Command(ReportCommand):
    help = (
        "Compare two JSON Resume documents, each a resume id (12, or 12@3 for version 3) or a "
        "file, and list the changes and the guard's findings. Exit code 0 without findings, "
        "1 with findings, 2 on bad input."
    )

    json_help = 'print one JSON document: {"changes": [...], "findings": [...]}'

    def add_inputs(self, parser: CommandParser) -> None:
        parser.add_argument("old", metavar="OLD", help="resume id, ID@VERSION, or JSON file")
        parser.add_argument("new", metavar="NEW", help="resume id, ID@VERSION, or JSON file")

    def outcome(self, *, old: str, new: str, **options: Any) -> Outcome:
        before, after = source_named(old), source_named(new)
        comparison = compare_documents(before.document, after.document)
        return Outcome(
            comparison.as_dict(),
            self._listing(before, after, comparison),
            exit_code=1 if comparison.has_findings else 0,
        )

    def _listing(self, before: Source, after: Source, comparison: Comparison) -> Iterator[str]:
        yield f"Old: {before.description}"
        yield f"New: {after.description}"
        yield ""
        if not comparison.changes:
            yield "No changes."
        else:
            yield f"{_count(len(comparison.changes), 'change')}:"
            for change in comparison.changes:
                yield f"  {_describe(change)}"
        yield ""
        if not comparison.findings:
            yield self.style.SUCCESS("No findings.")
            return
        yield self.style.WARNING(f"{_count(len(comparison.findings), 'finding')}:")
        for finding in comparison.findings:
            yield f"  ! {finding.check} at {finding.path}: {finding.message}"


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
