"""What the management commands share: the person a command names by username, the resume
it names by id or file, the error for a command called wrongly, the `--json` switch with
the one document it prints, and `ReportCommand`, a command that prints one outcome either as
that document or as lines of text."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from resumes.trust.sources import CompareInputError, Source, load_source

ONE_DOCUMENT = "Print one JSON document."


def user_named(username: str) -> Any:
    """The person with this username; a `CommandError` that says so when there is none."""
    try:
        return get_user_model().objects.get_by_natural_key(username)
    except get_user_model().DoesNotExist:
        raise CommandError(f"No user named {username!r}.") from None


def usage_error(message: str) -> CommandError:
    """A usage or configuration problem: exit code 2, nothing run."""
    return CommandError(message, returncode=2)


def resume_number(value: str) -> int:
    """A resume id as given on the command line; anything else is a usage error."""
    try:
        return int(value)
    except ValueError:
        raise usage_error(f"{value!r} is not a resume id.") from None


def source_named(value: str) -> Source:
    """A resume id, `ID@VERSION` or JSON Resume file (`resumes.trust.sources`); one that
    cannot be read is a usage error."""
    try:
        return load_source(value)
    except CompareInputError as exc:
        raise usage_error(str(exc)) from None


def add_json_switch(
    parser: CommandParser, *, dest: str = "json", help: str | None = ONE_DOCUMENT
) -> None:
    """`--json`: print one JSON document instead of the listing."""
    parser.add_argument("--json", action="store_true", dest=dest, help=help)


def write_json(command: BaseCommand, document: Any) -> None:
    """The one JSON document on standard output, other scripts than Latin as they are."""
    command.stdout.write(json.dumps(document, ensure_ascii=False))


@dataclass(frozen=True)
class Outcome:
    """What a `ReportCommand` found: the JSON document, the same as lines of text for people
    (read only when printed), and the exit code after printing."""

    document: Any
    lines: Iterable[str]
    exit_code: int = 0


class ReportCommand(BaseCommand):
    """A command that works out one `Outcome` from its inputs and prints it: with `--json` as
    one JSON document, else as its lines of text. A subclass declares its inputs in
    `add_inputs` and works them out in `outcome`."""

    json_help: str | None = None

    def add_arguments(self, parser: CommandParser) -> None:
        self.add_inputs(parser)
        add_json_switch(parser, dest="as_json", help=self.json_help)

    def add_inputs(self, parser: CommandParser) -> None:
        """The command's own arguments and options."""

    def outcome(self, **options: Any) -> Outcome:
        """What the command found, from its options (everything but `--json`)."""
        raise NotImplementedError

    def handle(self, *args: Any, as_json: bool, **options: Any) -> None:
        outcome = self.outcome(**options)
        if as_json:
            write_json(self, outcome.document)
        else:
            for line in outcome.lines:
                self.stdout.write(line)
        if outcome.exit_code:
            sys.exit(outcome.exit_code)
