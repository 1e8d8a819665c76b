"""The import's source check: an edit made while correcting an imported resume may only
write values that the source text holds. A trust check like the others in this package, for
one source: the file's text.

Deterministic, no model: every string and number in an edit's new value (recursively,
through objects and lists) must be found in the import's source text. The resume tools call
`check_edit` with the options of the conversation's capability (the import capability's
`values_from_source` turns it on); the guarded turn's scope (`agent.engine.guarded.scope`)
holds a written value to the person's message with `problems`.

- Strings are compared after normalising both sides: Unicode NFKC, case folded, every
  dash as "-", quotes straightened, runs of white space as one space; a leading bullet and
  a trailing full stop, comma or semicolon of the value are ignored, and so is a URL's
  scheme and "www.". A string is accepted when it is a substring of the normalised source,
  or, with all white space removed, of the source with all white space removed (text a PDF
  broke across lines, CJK text with spaces between characters).
- Dates (`startDate`, `endDate`, `date`, `releaseDate`) must be one of the dates the
  source mentions in any format the importer reads ("Jan 2020", "03/2018", "2019.07",
  "2016年9月", "Summer 2017"), as the importer normalises it to ISO; a year alone is
  accepted when the source has the year.
- Numbers must appear as a number in the source.
- Empty strings, deletes and moving a value the source holds are allowed.

A refused edit changes nothing; the tool answers with an error that names the values and
tells the model to keep the draft's value or copy the source exactly.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping
from typing import Any

from resumes.importing.dates import ATOM, parse_date
from resumes.importing.service import import_source_for
from resumes.models import Resume

DATE_KEYS = frozenset({"startDate", "endDate", "date", "releaseDate"})
OPTION = "values_from_source"
_ATOM = re.compile(ATOM, re.IGNORECASE)
_DASHES = dict.fromkeys(map(ord, "‐‑‒–—―−～~"), "-")
_QUOTES = {ord("‘"): "'", ord("’"): "'", ord("“"): '"', ord("”"): '"'}
_BULLET = re.compile(r"^[\s•·▪●◦■□➢►\-*]+")
_TRAIL = re.compile(r"[\s.,;:。，；]+$")
_SCHEME = re.compile(r"^(?:https?://)?(?:www\.)?")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.translate(_DASHES).translate(_QUOTES)
    return " ".join(text.split())


class SourceText:
    """The source text, prepared once for many checks."""

    def __init__(self, text: str) -> None:
        self.text = normalise(text or "")
        self.squeezed = re.sub(r"\s+", "", self.text)
        self.dates = {parse_date(m.group(0)) for m in _ATOM.finditer(self.text)} - {""}
        self.years = {date[:4] for date in self.dates}
        self.numbers = {n.replace(",", "") for n in _NUMBER.findall(self.text)}

    def holds_string(self, value: str) -> bool:
        wanted = _TRAIL.sub("", _BULLET.sub("", normalise(value)))
        if not wanted:
            return True
        for candidate in {wanted, _SCHEME.sub("", wanted)}:
            if candidate in self.text or re.sub(r"\s+", "", candidate) in self.squeezed:
                return True
        return False

    def holds_date(self, value: str) -> bool:
        value = value.strip()
        if not value:
            return True
        if value in self.dates or (len(value) == 4 and value in self.years):
            return True
        return self.holds_string(value)

    def holds_number(self, value: float | int) -> bool:
        text = str(value)
        return text in self.numbers or text.removesuffix(".0") in self.numbers

    def missing(self, value: Any, key: str = "") -> Iterator[str]:
        """The leaf values of `value` that the source does not hold."""
        if isinstance(value, bool) or value is None:
            return
        if isinstance(value, dict):
            for child_key, child in value.items():
                yield from self.missing(child, str(child_key))
        elif isinstance(value, list):
            for child in value:
                yield from self.missing(child, key)
        elif isinstance(value, str):
            held = self.holds_date(value) if key in DATE_KEYS else self.holds_string(value)
            if not held:
                yield value
        elif isinstance(value, int | float) and not self.holds_number(value):
            yield str(value)


def problems(source_text: str, operations: list[dict[str, Any]]) -> list[str]:
    """One line per edit value that is not in the source text (empty: all are)."""
    source = SourceText(source_text)
    found: list[str] = []
    for op in operations:
        if op.get("action") == "delete":
            continue
        path = str(op.get("path", ""))
        key = re.split(r"[.\[]", path.rstrip("]"))[-1] if path else ""
        for value in source.missing(op.get("value"), key if not key.isdigit() else ""):
            shown = value if len(value) <= 80 else value[:77] + "…"
            found.append(f"{shown!r} (at {path})")
    return found


def refusal(found: list[str]) -> str:
    listed = "; ".join(found[:8]) + (f" and {len(found) - 8} more" if len(found) > 8 else "")
    return (
        f"Refused: not in the source text: {listed}. While correcting an import, every "
        "value must be copied from the source text (employers, schools, titles, dates, "
        "numbers); keep the draft's value or copy the source's words exactly. Nothing was "
        "changed."
    )


def check_edit(
    resume: Resume, operations: list[dict[str, Any]], *, options: Mapping[str, Any] | None
) -> str:
    """The refusal for an edit under a capability whose `options` hold `values_from_source`,
    or "" when it may go ahead (other capabilities, and no capability, are not checked)."""
    if not (options or {}).get(OPTION):
        return ""
    source = import_source_for(resume)
    if source is None or not source.source_text.strip():
        return (
            "Refused: this resume has no imported source text to check values against, so "
            "this capability cannot edit it. Nothing was changed."
        )
    found = problems(source.source_text, operations)
    return refusal(found) if found else ""
