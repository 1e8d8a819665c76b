"""The value types of JSON Resume fields: text, lists of text, and checked dates, URLs, emails.

Dates, URLs and emails are strict enough to catch mistakes, lenient enough for real resumes.
"""

from __future__ import annotations

import calendar
import re
from typing import Annotated

from pydantic import AfterValidator, ValidationInfo

_MONTHS = {
    name: number
    for number in range(1, 13)
    for name in (
        calendar.month_name[number].lower(),
        calendar.month_abbr[number].lower(),
    )
}
_MONTHS["sept"] = 9
_PRESENT_WORDS = {
    "present",
    "now",
    "current",
    "currently",
    "today",
    "ongoing",
    "至今",
    "现在",
    "今",
}


def _iso_problem(text: str) -> str | None:
    """Why `text` is not a YYYY, YYYY-MM or YYYY-MM-DD date, or None when it is one."""
    match = re.fullmatch(r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?", text)
    if not match:
        return "not an ISO date"
    year, month, day = (int(part) if part else None for part in match.groups())
    if not 1000 <= year <= 2999:
        return f"year {year} is out of range"
    if month is not None and not 1 <= month <= 12:
        return f"month {month:02d} does not exist"
    if day is not None and not 1 <= day <= calendar.monthrange(year, month)[1]:
        return f"{year}-{month:02d} has no day {day:02d}"
    return None


def _iso_suggestion(text: str) -> str | None:
    """The ISO form a person most likely meant by `text` ("March 2021" -> "2021-03")."""
    cleaned = text.strip().lower().replace(",", " ").replace(".", " ")
    words = cleaned.split()
    if len(words) == 2 and words[0] in _MONTHS and re.fullmatch(r"\d{4}", words[1]):
        return f"{words[1]}-{_MONTHS[words[0]]:02d}"
    if len(words) == 2 and words[1] in _MONTHS and re.fullmatch(r"\d{4}", words[0]):
        return f"{words[0]}-{_MONTHS[words[1]]:02d}"
    patterns = (
        (r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t ].*)?", (0, 1, 2)),
        (r"(\d{4})[-/.](\d{1,2})", (0, 1, None)),
        (r"(\d{1,2})[-/.](\d{4})", (1, 0, None)),
        (r"(\d{4})年(?:(\d{1,2})月(?:(\d{1,2})日)?)?", (0, 1, 2)),
    )
    for pattern, (y, m, d) in patterns:
        match = re.fullmatch(pattern, text.strip().lower())
        if not match:
            continue
        parts = match.groups()
        candidate = parts[y]
        if m is not None and parts[m]:
            candidate += f"-{int(parts[m]):02d}"
            if d is not None and parts[d]:
                candidate += f"-{int(parts[d]):02d}"
        if _iso_problem(candidate) is None:
            return candidate
    return None


def _check_date(value: str | None, info: ValidationInfo) -> str | None:
    # An empty string is how many exported resumes say "no date" (e.g. a current role).
    if not value:
        return value
    problem = _iso_problem(value)
    if problem is None:
        return value
    field = info.field_name or "the date"
    if value.strip().lower() in _PRESENT_WORDS:
        raise ValueError(
            f"{value!r} is not a date; leave {field} out (or empty) for something still going on"
        )
    suggestion = _iso_suggestion(value)
    if suggestion:
        raise ValueError(f"{value!r} is not an ISO date; use {suggestion}")
    if problem != "not an ISO date":
        raise ValueError(
            f"{value!r} is not a real date ({problem}); use YYYY, YYYY-MM or YYYY-MM-DD"
        )
    raise ValueError(f"{value!r} is not an ISO date; use YYYY, YYYY-MM or YYYY-MM-DD, like 2021-03")


def _check_url(value: str | None) -> str | None:
    # Real resumes write "github.com/ada" without a scheme; only whitespace is a sure mistake.
    if value and re.search(r"\s", value.strip()):
        raise ValueError(f"{value!r} is not a URL (it contains spaces)")
    return value


def _check_email(value: str | None) -> str | None:
    if value and not re.fullmatch(r"[^@\s]+@[^@\s]+", value.strip()):
        raise ValueError(f"{value!r} is not an email address, like ada@example.com")
    return value


Text = str | None
Date = Annotated[str | None, AfterValidator(_check_date)]
Url = Annotated[str | None, AfterValidator(_check_url)]
Email = Annotated[str | None, AfterValidator(_check_email)]
TextList = list[str] | None
