"""A LinkedIn data export (the zip with Profile.csv, Positions.csv, Education.csv, ...) to a
JSON Resume document. Columns are found by their names, so extra or reordered ones are fine."""

from __future__ import annotations

import csv
import io
import zipfile
from collections.abc import Callable
from typing import Any

from resumes.importing.archive import read_member
from resumes.importing.dates import parse_date
from resumes.importing.errors import ParseFailure
from resumes.importing.plaintext import decode_text

MARKERS = ("profile.csv", "positions.csv", "education.csv", "skills.csv")
# Columns about the export itself, not the person's resume.
_METADATA = {"Confirmed", "Primary", "Updated On", "Type", "Extension", "Maiden Name",
             "Birth Date", "Zip Code", "Address", "Twitter Handles", "Instant Messengers",
             "Websites", "License Number"}  # fmt: skip


def is_linkedin(names: list[str]) -> bool:
    base = {name.rsplit("/", 1)[-1].lower() for name in names}
    return "profile.csv" in base or "positions.csv" in base


def read_linkedin(archive: zipfile.ZipFile) -> tuple[dict[str, Any], str]:
    """(document, source text) from the export's CSV files."""
    files = {name.rsplit("/", 1)[-1].lower(): name for name in archive.namelist()}
    texts: list[str] = []
    cache: dict[str, list[dict[str, str]]] = {}

    def rows(filename: str) -> list[dict[str, str]]:
        if filename not in cache:
            cache[filename] = _rows(filename)
        return cache[filename]

    def _rows(filename: str) -> list[dict[str, str]]:
        name = files.get(filename.lower())
        if name is None:
            return []
        text = decode_text(read_member(archive, name))
        lines = text.splitlines()
        # Some exports start with a "Notes:" paragraph before the header row.
        start = next(
            (i for i, line in enumerate(lines) if "," in line and not line.startswith("Notes")), 0
        )
        reader = csv.DictReader(io.StringIO("\n".join(lines[start:])))
        out = []
        try:
            for row in reader:
                clean = {
                    (k or "").strip(): (v or "").strip()
                    for k, v in row.items()
                    if isinstance(v, str)
                }
                out.append(clean)
                texts.extend(v for k, v in clean.items() if v and k not in _METADATA)
        except csv.Error:
            raise ParseFailure("corrupt_zip") from None
        return out

    document: dict[str, Any] = {}
    basics: dict[str, Any] = {}
    for profile in rows("Profile.csv")[:1]:
        name = " ".join(p for p in (profile.get("First Name"), profile.get("Last Name")) if p)
        _put(basics, "name", name)
        _put(basics, "label", profile.get("Headline"))
        _put(basics, "summary", profile.get("Summary"))
        where = profile.get("Geo Location") or profile.get("Location") or ""
        if where:
            city, _, region = where.partition(",")
            basics["location"] = {
                "city": city.strip(),
                **({"region": region.strip()} if region.strip() else {}),
            }
        websites = [
            w.strip() for w in (profile.get("Websites") or "").strip("[]").split(",") if w.strip()
        ]
        for website in websites:
            url = (
                website.split(":", 1)[1]
                if website.upper().startswith(
                    ("PERSONAL:", "COMPANY:", "BLOG:", "PORTFOLIO:", "OTHER:")
                )
                else website
            )
            _put(basics, "url", url.strip())
            break
    for email in rows("Email Addresses.csv"):
        if email.get("Email Address") and (
            email.get("Primary", "Yes") == "Yes" or "email" not in basics
        ):
            basics["email"] = email["Email Address"]
    for phone in rows("PhoneNumbers.csv") + rows("Phone Numbers.csv"):
        _put(basics, "phone", phone.get("Number"))
    for profile in rows("Profile.csv")[:1]:
        if profile.get("Industry"):
            document["x-unplaced"] = [f"Industry: {profile['Industry']}"]
    if basics:
        document["basics"] = basics
    for section, (filename, fields) in _SECTIONS.items():
        document[section] = [_entry(row, fields) for row in rows(filename)]
    document = {
        key: [i for i in value if i] if isinstance(value, list) else value
        for key, value in document.items()
    }
    document = {key: value for key, value in document.items() if value}
    if not document:
        raise ParseFailure("no_text")
    return document, "\n".join(texts)


class _Date(str):
    """A column holding a date, read into JSON Resume's form."""


def _notes(row: dict[str, str]) -> str:
    return "\n".join(p for p in (row.get("Notes"), row.get("Activities")) if p)


Field = str | _Date | Callable[[dict[str, str]], str]

# Section: (CSV file, {JSON Resume key: the column, a date column or how it is made}), in the
# order the files are read (the source text follows it).
_SECTIONS: dict[str, tuple[str, dict[str, Field]]] = {
    "work": (
        "Positions.csv",
        {
            "name": "Company Name",
            "position": "Title",
            "location": "Location",
            "summary": "Description",
            "startDate": _Date("Started On"),
            "endDate": _Date("Finished On"),
        },
    ),
    "education": (
        "Education.csv",
        {
            "institution": "School Name",
            "studyType": "Degree Name",
            "startDate": _Date("Start Date"),
            "endDate": _Date("End Date"),
            "x-notes": _notes,
        },
    ),
    "skills": ("Skills.csv", {"name": "Name"}),
    "languages": ("Languages.csv", {"language": "Name", "fluency": "Proficiency"}),
    "certificates": (
        "Certifications.csv",
        {"name": "Name", "issuer": "Authority", "url": "Url", "date": _Date("Started On")},
    ),
    "projects": (
        "Projects.csv",
        {
            "name": "Title",
            "description": "Description",
            "url": "Url",
            "startDate": _Date("Started On"),
            "endDate": _Date("Finished On"),
        },
    ),
    "awards": (
        "Honors.csv",
        {"title": "Title", "summary": "Description", "date": _Date("Issued On")},
    ),
    "publications": (
        "Publications.csv",
        {
            "name": "Name",
            "publisher": "Publisher",
            "summary": "Description",
            "url": "Url",
            "releaseDate": _Date("Published On"),
        },
    ),
    "volunteer": (
        "Volunteering.csv",
        {
            "organization": "Company Name",
            "position": "Role",
            "summary": "Description",
            "startDate": _Date("Started On"),
            "endDate": _Date("Finished On"),
        },
    ),
}


def _entry(row: dict[str, str], fields: dict[str, Field]) -> dict[str, Any]:
    """One entry of a section from one CSV row (empty values left out)."""
    item: dict[str, Any] = {}
    for key, field in fields.items():
        if isinstance(field, _Date):
            item[key] = parse_date(row.get(field, ""))
        elif isinstance(field, str):
            item[key] = row.get(field)
        else:
            item[key] = field(row)
    return _clean(item)


def _put(target: dict[str, Any], key: str, value: str | None) -> None:
    if value and value.strip() and key not in target:
        target[key] = value.strip()


def _clean(item: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in item.items() if value}
