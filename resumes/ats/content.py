"""Checks of the document itself: contact details, dates, highlight length, numbers."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from resumes.ats.findings import CheckSkipped, Finding
from resumes.ats.inputs import CheckInput
from resumes.ats.texts import DATED_SECTIONS, SINGLE_DATES, highlights, quote, word_count
from resumes.exporting.formatting import as_dicts, as_text

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_ISO = re.compile(r"^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$")
_ONGOING = re.compile(r"^(present|current|now|today|ongoing|至今|现在|今)$", re.I)
MAX_HIGHLIGHT_WORDS = 40
MIN_QUANTIFIED_SHARE = 0.3
MIN_HIGHLIGHTS_FOR_SHARE = 3
# Numbers in any script: digits (full-width too), per cent, and Chinese numerals with a unit
# ("三个", "两倍", "十万"), not the "一" of 一起.
_NUMBER = re.compile(
    r"\d|%|％|[一二三四五六七八九十两百千万亿]+(?:个|名|人|倍|年|月|次|项|家|万|亿|成|位|场|款|条|套)"
)


def contact(inp: CheckInput) -> list[Finding]:
    basics = inp.data.get("basics") if isinstance(inp.data.get("basics"), dict) else {}
    email, phone = as_text(basics.get("email")), as_text(basics.get("phone"))
    name = as_text(basics.get("name"))
    findings: list[Finding] = []
    if not name:
        findings.append(Finding("contact", "error", "no_name", "basics.name"))
    if not email and not phone:
        findings.append(Finding("contact", "error", "no_contact", "basics.email"))
    elif not email:
        findings.append(Finding("contact", "warning", "no_email", "basics.email"))
    elif not phone:
        findings.append(Finding("contact", "info", "no_phone", "basics.phone"))
    if email and not _EMAIL.match(email):
        findings.append(Finding("contact", "error", "bad_email", "basics.email", email))
    if phone and len(re.sub(r"\D", "", phone)) < 6:
        findings.append(Finding("contact", "warning", "bad_phone", "basics.phone", phone))
    return findings


def _month(value: str) -> int | None:
    """An ISO partial date as a month number (year * 12 + month), or None."""
    match = _ISO.match(value)
    if not match:
        return None
    year, month = int(match.group(1)), int(match.group(2) or 1)
    if not 1 <= month <= 12 or not 1900 <= year <= 2100:
        return None
    return year * 12 + month - 1


def dates(inp: CheckInput) -> list[Finding]:
    findings: list[Finding] = []
    spans: list[tuple[int, int, str, str]] = []
    checked = 0
    for section, (start_key, end_key) in DATED_SECTIONS.items():
        for i, entry in enumerate(as_dicts(inp.data.get(section))):
            start_text, end_text = as_text(entry.get(start_key)), as_text(entry.get(end_key))
            start = _parsed(findings, f"{section}[{i}].{start_key}", start_text)
            ongoing = bool(_ONGOING.match(end_text))
            end = None if ongoing else _parsed(findings, f"{section}[{i}].{end_key}", end_text)
            checked += bool(start_text or end_text)
            if start is not None and end is not None and end < start:
                findings.append(
                    Finding(
                        "dates",
                        "error",
                        "end_before_start",
                        f"{section}[{i}].{end_key}",
                        f"{start_text} – {end_text}",
                        {"start": start_text, "end": end_text},
                    )
                )
            elif end is not None and start is None and not start_text:
                findings.append(
                    Finding("dates", "info", "end_only", f"{section}[{i}].{start_key}", end_text)
                )
            if section == "work" and start is not None and (end is None or end >= start):
                spans.append((start, end if end is not None else 10**9, f"work[{i}]", start_text))
    for section, key in SINGLE_DATES.items():
        for i, entry in enumerate(as_dicts(inp.data.get(section))):
            text = as_text(entry.get(key))
            checked += bool(text)
            _parsed(findings, f"{section}[{i}].{key}", text)
    findings.extend(_overlaps(spans))
    if not checked:
        raise CheckSkipped("no_dates")
    return findings


def _parsed(findings: list[Finding], path: str, text: str) -> int | None:
    if not text:
        return None
    month = _month(text)
    if month is None:
        findings.append(Finding("dates", "warning", "bad_date", path, text))
    return month


def _overlaps(spans: list[tuple[int, int, str, str]]) -> list[Finding]:
    """Jobs that overlap by more than three months: a reader asks whether one is a mistake."""
    findings = []
    spans = sorted(spans)
    for (_, a_end, a_path, _), (b_start, b_end, b_path, b_text) in pairwise(spans):
        overlap = min(a_end, b_end) - b_start
        if overlap > 3 and a_end < 10**9:
            findings.append(
                Finding(
                    "dates",
                    "info",
                    "overlap",
                    f"{b_path}.startDate",
                    b_text,
                    {"other": a_path, "months": overlap},
                )
            )
    return findings


def bullet_length(inp: CheckInput) -> list[Finding]:
    items = list(highlights(inp.data))
    if not items:
        raise CheckSkipped("no_highlights")
    findings = []
    for path, text in items:
        words = word_count(text)
        if words > MAX_HIGHLIGHT_WORDS:
            findings.append(
                Finding(
                    "bullet_length",
                    "warning",
                    "long_highlight",
                    path,
                    quote(text),
                    {"words": round(words), "limit": MAX_HIGHLIGHT_WORDS},
                )
            )
    return findings


def has_number(text: str) -> bool:
    return bool(_NUMBER.search(text))


def quantified(inp: CheckInput) -> list[Finding]:
    items = list(highlights(inp.data))
    if len(items) < MIN_HIGHLIGHTS_FOR_SHARE:
        raise CheckSkipped("few_highlights", count=len(items), least=MIN_HIGHLIGHTS_FOR_SHARE)
    without = [(path, text) for path, text in items if not has_number(text)]
    share = 1 - len(without) / len(items)
    if share >= MIN_QUANTIFIED_SHARE:
        return []
    path, text = without[0]
    params: dict[str, Any] = {"with": len(items) - len(without), "total": len(items)}
    return [Finding("quantified", "warning", "few_numbers", path, quote(text), params)]
