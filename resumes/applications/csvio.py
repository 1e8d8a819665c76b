"""Applications to and from CSV: the export (a cell that a spreadsheet would run as a formula is
written with a leading apostrophe), and the import of the sheet people already keep (headers
in English or Chinese, statuses and dates in the usual ways, every row checked first: one bad
row names itself and nothing is imported; columns with no field here are kept as read)."""

from __future__ import annotations

import csv
import datetime
import io
import re
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from resumes.applications import services
from resumes.applications.csvwords import HEADER_INDEX, STATUS_INDEX, key
from resumes.applications.models import DETAILS, Application, ApplicationStatus

MAX_BYTES = 2_000_000
MAX_ROWS = 2_000
MAX_COLUMNS = 60
MAX_CELL = 20_000

COLUMNS = (
    *DETAILS,
    "contacts",
    "notes",
    "resume",
    "theme",
    "tailored",
)

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: str) -> str:
    """A cell a spreadsheet would run as a formula, made text by a leading apostrophe."""
    return f"'{value}" if value.startswith(FORMULA_START) else value


def export_csv(applications: list[Application]) -> bytes:
    """The applications as CSV (UTF-8 with a byte order mark, so spreadsheets read Chinese)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    extra_names: list[str] = []
    for application in applications:
        for name in application.extra or {}:
            if name not in extra_names and key(name) not in HEADER_INDEX:
                extra_names.append(name)
    writer.writerow([*COLUMNS, *extra_names])
    for a in applications:
        tailored = "" if a.sent_tailored is None else ("yes" if a.sent_tailored else "no")
        row = [
            a.company,
            a.role,
            a.status,
            a.location,
            a.url,
            *(_date(getattr(a, n)) for n in ("applied_on", "interview_on", "offer_on")),
            _date(a.closed_on),
            a.next_step,
            _date(a.next_step_on),
            a.contacts,
            a.notes,
            a.sent_resume_title or (a.resume.title if a.resume_id and a.resume else ""),
            a.sent_theme,
            tailored,
            *(str((a.extra or {}).get(name, "")) for name in extra_names),
        ]
        writer.writerow([neutralise(str(cell)) for cell in row])
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def _date(value: datetime.date | None) -> str:
    return value.isoformat() if value else ""


@dataclass
class ImportResult:
    created: list[Application] = field(default_factory=list)
    skipped: int = 0
    errors: list[str] = field(default_factory=list)
    columns: dict[str, str] = field(default_factory=dict)  # header -> field ("" = kept aside)


class CsvRejected(ValueError):
    """The file as a whole cannot be read; the message says why."""


def decode(raw: bytes) -> str:
    """The file's text: UTF-8 (with or without BOM), else GB18030 (what Chinese Excel saves)."""
    if len(raw) > MAX_BYTES:
        raise CsvRejected(
            _("The file is too large; a CSV file can be at most %(mb)s MB.")
            % {"mb": f"{MAX_BYTES / 1_000_000:g}"}
        )
    if b"\x00" in raw:
        raise CsvRejected(_("This is not a CSV file (it holds binary data)."))
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise CsvRejected(_("This file is neither UTF-8 nor GB18030 text."))


def parse_date(text: str) -> datetime.date | None:
    """2024-05-31, 2024/5/31, 2024.5.31, 2024年5月31日, or 31/5/2024 and 5/31/2024 when only one
    reading is a date; empty is None; anything else is `ValueError`."""
    text = text.strip()
    if not text:
        return None
    text = text.split("T")[0].split(" ")[0]
    match = re.fullmatch(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?", text)
    if match:
        year, month, day = (int(g) for g in match.groups())
        return datetime.date(year, month, day)
    match = re.fullmatch(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})", text)
    if match:
        first, second, year = (int(g) for g in match.groups())
        if first > 12 >= second:
            return datetime.date(year, second, first)
        if second > 12 >= first:
            return datetime.date(year, first, second)
        if first == second:
            return datetime.date(year, first, second)
    raise ValueError(text)


def _cell(value: str) -> str:
    # What our export protected ('=1+1) comes back as written (=1+1): stored as text, it is
    # protected again on the next export.
    if len(value) > 1 and value[0] == "'" and value[1:].startswith(FORMULA_START):
        return value[1:]
    return value


def map_headers(header: list[str]) -> dict[int, str]:
    """Column index -> field name; a column no name fits maps to ""."""
    mapping: dict[int, str] = {}
    used: set[str] = set()
    for index, name in enumerate(header):
        target = HEADER_INDEX.get(key(name), "")
        if target in used:
            target = ""
        used.add(target)
        mapping[index] = target
    return mapping


def import_csv(*, owner: Any, raw: bytes) -> ImportResult:
    """Read and check every row; when all are good, create them (rows already there, the same
    company, role and applied date, are skipped). Otherwise nothing is created and `errors`
    names each bad row."""
    text = decode(raw)
    rows = list(csv.reader(io.StringIO(text, newline="")))
    rows = [row for row in rows if any(cell.strip() for cell in row)]
    if not rows:
        raise CsvRejected(_("The file has no rows."))
    header, body = rows[0], rows[1:]
    if len(header) > MAX_COLUMNS:
        raise CsvRejected(_("The file has too many columns (at most %(n)s).") % {"n": MAX_COLUMNS})
    if len(body) > MAX_ROWS:
        raise CsvRejected(_("The file has too many rows (at most %(n)s).") % {"n": MAX_ROWS})
    mapping = map_headers(header)
    result = ImportResult(columns={header[i]: f for i, f in mapping.items()})
    if not {"company", "role"} & set(mapping.values()):
        raise CsvRejected(
            _(
                "No column names the company or the role; name one “company” or “公司”, "
                "another “role” or “职位”."
            )
        )
    planned = []
    for number, row in enumerate(body, start=2):
        try:
            planned.append(_row(row, header, mapping))
        except ValueError as exc:
            result.errors.append(_("Row %(n)s: %(problem)s") % {"n": number, "problem": exc})
    if result.errors:
        return result
    existing = {
        (a.company.lower(), a.role.lower(), a.applied_on)
        for a in Application.objects.filter(owner=owner)
    }
    with transaction.atomic():
        for fields in planned:
            key = (fields["company"].lower(), fields["role"].lower(), fields.get("applied_on"))
            if key in existing:
                result.skipped += 1
                continue
            existing.add(key)
            result.created.append(services.application_create(owner=owner, freeze=False, **fields))
    return result


def _row(row: list[str], header: list[str], mapping: dict[int, str]) -> dict[str, Any]:
    if len(row) > len(header):
        raise ValueError(_("it has more cells than the header has columns"))
    fields: dict[str, Any] = {}
    extra: dict[str, str] = {}
    for index, raw_value in enumerate(row):
        value = _cell(raw_value.replace("\x00", ""))
        if len(value) > MAX_CELL:
            raise ValueError(_("the column “%(column)s” is too long") % {"column": header[index]})
        target = mapping.get(index, "")
        if not target:
            if value.strip():
                extra[header[index].strip() or f"column {index + 1}"] = value
            continue
        fields[target] = value
    status_text = fields.pop("status", "").strip()
    status = ApplicationStatus.SAVED
    if status_text:
        status = STATUS_INDEX.get(key(status_text))
        if status is None:
            raise ValueError(
                _(
                    "the status “%(status)s” is not one of saved, applied, interviewing, offer, "
                    "rejected, withdrawn (or 已投递, 面试, 录用, 被拒, 放弃)"
                )
                % {"status": status_text}
            )
    dates = {}
    for name in ("applied_on", "interview_on", "offer_on", "closed_on", "next_step_on"):
        value = fields.pop(name, "")
        try:
            dates[name] = parse_date(value)
        except ValueError:
            raise ValueError(
                _("“%(value)s” is not a date; write it as 2024-05-31") % {"value": value.strip()}
            ) from None
    tailored_text = key(fields.pop("tailored", ""))
    tailored = {
        "yes": True,
        "true": True,
        "是": True,
        "1": True,
        "no": False,
        "false": False,
        "否": False,
        "0": False,
    }.get(tailored_text)
    texts = {name: fields.pop(name, "") for name in services.TEXT_FIELDS}
    if texts["url"].strip() and not texts["url"].strip().lower().startswith(
        ("http://", "https://")
    ):
        extra[next(h for i, h in enumerate(header) if mapping.get(i) == "url")] = texts["url"]
        texts["url"] = ""
    for name, value in texts.items():
        try:
            texts[name] = services.clean_text(name, value)
        except services.ApplicationError as exc:
            raise ValueError(str(exc)) from None
    if not texts["company"] and not texts["role"]:
        raise ValueError(_("it names neither a company nor a role"))
    return {
        **texts,
        **dates,
        "status": status,
        "sent_resume_title": fields.pop("resume", "").strip(),
        "sent_theme": fields.pop("theme", "").strip(),
        "sent_tailored": tailored,
        "extra": extra,
    }
