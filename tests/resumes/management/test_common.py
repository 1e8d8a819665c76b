"""`ReportCommand`: one outcome printed as one JSON document with --json, else as its lines,
then its exit code."""

from __future__ import annotations

from collections.abc import Iterator
from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError
from django.core.management.base import CommandParser

from resumes.management.common import Outcome, ReportCommand


class Counting(ReportCommand):
    help = "Count the words of a text."
    json_help = "print one JSON document"

    def add_inputs(self, parser: CommandParser) -> None:
        parser.add_argument("text")

    def outcome(self, *, text: str, **options: Any) -> Outcome:
        if not text:
            raise CommandError("No text.", returncode=2)
        words = text.split()
        return Outcome({"words": words}, self._lines(words), exit_code=1 if len(words) > 2 else 0)

    def _lines(self, words: list[str]) -> Iterator[str]:
        self.listed = True
        yield f"{len(words)} words"
        for word in words:
            yield f"  {word}"


def run(*argv: str) -> tuple[int, str, Counting]:
    out = StringIO()
    command = Counting(stdout=out)
    parser = command.create_parser("manage.py", "counting")
    options = vars(parser.parse_args(argv))
    try:
        command.execute(**options)
    except SystemExit as stop:
        return int(stop.code or 0), out.getvalue(), command
    return 0, out.getvalue(), command


def test_text_is_the_outcomes_lines_and_json_is_its_document_alone():
    code, text, command = run("two words")
    assert (code, text) == (0, "2 words\n  two\n  words\n")
    code, text, command = run("two words", "--json")
    assert (code, text) == (0, '{"words": ["two", "words"]}\n')
    # The lines are worked out only when they are printed.
    assert not hasattr(command, "listed")


def test_the_exit_code_comes_after_the_output_in_either_form():
    code, text, _ = run("one two three", "--json")
    assert code == 1
    assert text == '{"words": ["one", "two", "three"]}\n'
    code, text, _ = run("one two three")
    assert (code, text) == (1, "3 words\n  one\n  two\n  three\n")


def test_the_switch_is_declared_after_the_commands_own_inputs_with_its_help():
    parser = Counting().create_parser("manage.py", "counting")
    own = [action.dest for action in parser._actions if action.dest in ("text", "as_json")]
    assert own == ["text", "as_json"]
    switch = next(action for action in parser._actions if action.dest == "as_json")
    assert (switch.option_strings, switch.help) == (["--json"], "print one JSON document")
    with pytest.raises(CommandError, match="No text"):
        Counting().handle(text="", as_json=False)
