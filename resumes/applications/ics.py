"""An application's next step as an iCalendar file (RFC 5545): one VEVENT, its text escaped
(backslash, semicolon, comma, newline), lines folded at 75 octets, CRLF line ends."""

from __future__ import annotations

import datetime
from typing import Any

from django.utils import timezone


def escape_text(value: str) -> str:
    """A TEXT value (RFC 5545 3.3.11): `\\`, `;`, `,` and newlines escaped, other controls
    dropped."""
    value = value.replace("\r\n", "\n").replace("\r", "\n")
    value = "".join(ch for ch in value if ch == "\n" or ch == "\t" or ord(ch) >= 32)
    value = value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
    return value.replace("\n", "\\n")


def fold(line: str) -> str:
    """Fold a content line into lines of at most 75 octets (never inside a UTF-8 character);
    each continuation starts with a space."""
    parts, current, size = [], "", 0
    for ch in line:
        width = len(ch.encode("utf-8"))
        limit = 75 if not parts else 74  # a continuation's leading space is one octet
        if size + width > limit:
            parts.append(current)
            current, size = "", 0
        current += ch
        size += width
    parts.append(current)
    return "\r\n ".join(parts)


def next_step_calendar(application: Any, *, host: str = "cv-agent") -> bytes:
    """The next step of `application` as a `.ics` file (an all-day event, or one hour from its
    time when it has one)."""
    day: datetime.date = application.next_step_on
    summary = application.next_step or "Next step"
    who = " · ".join(x for x in (application.company, application.role) if x)
    if who:
        summary = f"{summary} ({who})"
    description = "\n".join(
        x for x in (application.role, application.company, application.contacts) if x
    )
    stamp = timezone.now().astimezone(datetime.UTC).strftime("%Y%m%dT%H%M%SZ")
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//CV Agent//Applications//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        f"UID:application-{application.pk}-next-step@{host}",
        f"DTSTAMP:{stamp}",
    ]
    if application.next_step_time is not None:
        start = datetime.datetime.combine(day, application.next_step_time)
        end = start + datetime.timedelta(hours=1)
        # Floating local time: the hour the person typed, wherever the calendar is.
        lines += [
            f"DTSTART:{start.strftime('%Y%m%dT%H%M%S')}",
            f"DTEND:{end.strftime('%Y%m%dT%H%M%S')}",
        ]
    else:
        lines += [
            f"DTSTART;VALUE=DATE:{day.strftime('%Y%m%d')}",
            f"DTEND;VALUE=DATE:{(day + datetime.timedelta(days=1)).strftime('%Y%m%d')}",
        ]
    lines.append(f"SUMMARY:{escape_text(summary)}")
    if description:
        lines.append(f"DESCRIPTION:{escape_text(description)}")
    if application.url:
        lines.append(f"URL:{application.url}")
    lines += ["END:VEVENT", "END:VCALENDAR"]
    return ("\r\n".join(fold(line) for line in lines) + "\r\n").encode("utf-8")
