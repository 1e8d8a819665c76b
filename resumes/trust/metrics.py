"""`metric_invented`: a number in the new text that the old document does not have anywhere.

The old document's numbers come from all of its text, dates included ("since 2019" is fine
when a date says 2019), but not from contact details (a phone number is no evidence for a
metric). The new text is every claim: summaries, highlights, descriptions, scores; not the
dates (`dates_changed` covers them), contact details, or keyword lists (skills, languages,
interests, keywords, courses), where numbers name things ("Python 3", "CS 101").
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

from resumes.schema import format_path
from resumes.trust.findings import Finding, make_finding
from resumes.trust.numbers import numbers_in, ratios_in

NOT_EVIDENCE = frozenset(
    {
        "url",
        "email",
        "phone",
        "image",
        "postalCode",
        "countryCode",
        "$schema",
        "canonical",
        "username",
        "network",
    }
)
NOT_CLAIMS = NOT_EVIDENCE | {
    "startDate",
    "endDate",
    "date",
    "releaseDate",
    "lastModified",
    "keywords",
    "courses",
}
KEYWORD_SECTIONS = frozenset({"skills", "languages", "interests", "meta"})


def texts(value: Any, where: tuple[str | int, ...], skip: frozenset[str]) -> Iterator[tuple]:
    """(path segments, text) for every string in `value` outside the keys in `skip`."""
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, child in value.items():
            if key not in skip:
                yield from texts(child, (*where, key), skip)
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from texts(child, (*where, index), skip)
    elif isinstance(value, int | float) and not isinstance(value, bool):
        yield where, str(value)


def evidence(document: Any) -> tuple[set[Decimal], set[Decimal], set[str]]:
    """The old document's numbers, its percentages, and its texts (unchanged texts are fine)."""
    values: set[Decimal] = set()
    percents: set[Decimal] = set()
    seen: set[str] = set()
    for _, text in texts(document, (), NOT_EVIDENCE):
        seen.add(text)
        for number in numbers_in(text):
            values.add(number.value)
            if number.percent:
                percents.add(number.value)
    return values, percents, seen


def ratio_evidence(texts: set[str]) -> tuple[set[Decimal], set[Decimal]]:
    """The multiples and percentages the old texts say in words ("doubled" backs "2x" and
    "100%"); read only when a new number is not otherwise there."""
    values: set[Decimal] = set()
    percents: set[Decimal] = set()
    for text in texts:
        for times, share in ratios_in(text):
            values.add(times)
            percents.add(share)
    return values, percents


def check_metrics(old: Any, new: Any, pairings: Any = None) -> list[Finding]:
    values, percents, seen = evidence(old)
    in_words: tuple[set[Decimal], set[Decimal]] | None = None
    findings: list[Finding] = []
    if not isinstance(new, dict):
        return findings
    for section, content in new.items():
        if section in KEYWORD_SECTIONS or section in NOT_CLAIMS:
            continue
        for where, text in texts(content, (section,), NOT_CLAIMS):
            if text in seen:
                continue
            reported: set[tuple[Decimal, bool]] = set()
            for number in numbers_in(text):
                known = number.value in (percents if number.percent else values)
                if not known:
                    in_words = in_words or ratio_evidence(seen)
                    known = number.value in in_words[1 if number.percent else 0]
                if known or number.key in reported:
                    continue
                reported.add(number.key)
                findings.append(
                    make_finding("metric_invented", format_path(list(where)), number=number.text)
                )
    return findings
