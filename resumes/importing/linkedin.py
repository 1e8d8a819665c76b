"""A LinkedIn data export (the zip with Profile.csv, Positions.csv, Education.csv, ...) to a
JSON Resume document. Columns are found by their names, so extra or reordered ones are fine."""

from __future__ import annotations

import csv
import io
import zipfile
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
    document["work"] = [
        _clean(
            {
                "name": row.get("Company Name"),
                "position": row.get("Title"),
                "location": row.get("Location"),
                "summary": row.get("Description"),
                "startDate": parse_date(row.get("Started On", "")),
                "endDate": parse_date(row.get("Finished On", "")),
            }
        )
        for row in rows("Positions.csv")
    ]
    document["education"] = [
        _clean(
            {
                "institution": row.get("School Name"),
                "studyType": row.get("Degree Name"),
                "startDate": parse_date(row.get("Start Date", "")),
                "endDate": parse_date(row.get("End Date", "")),
                "x-notes": "\n".join(p for p in (row.get("Notes"), row.get("Activities")) if p),
            }
        )
        for row in rows("Education.csv")
    ]
    document["skills"] = [_clean({"name": row.get("Name")}) for row in rows("Skills.csv")]
    document["languages"] = [
        _clean({"language": row.get("Name"), "fluency": row.get("Proficiency")})
        for row in rows("Languages.csv")
    ]
    document["certificates"] = [
        _clean(
            {
                "name": row.get("Name"),
                "issuer": row.get("Authority"),
                "url": row.get("Url"),
                "date": parse_date(row.get("Started On", "")),
            }
        )
        for row in rows("Certifications.csv")
    ]
    document["projects"] = [
        _clean(
            {
                "name": row.get("Title"),
                "description": row.get("Description"),
                "url": row.get("Url"),
                "startDate": parse_date(row.get("Started On", "")),
                "endDate": parse_date(row.get("Finished On", "")),
            }
        )
        for row in rows("Projects.csv")
    ]
    document["awards"] = [
        _clean(
            {
                "title": row.get("Title"),
                "summary": row.get("Description"),
                "date": parse_date(row.get("Issued On", "")),
            }
        )
        for row in rows("Honors.csv")
    ]
    document["publications"] = [
        _clean(
            {
                "name": row.get("Name"),
                "publisher": row.get("Publisher"),
                "summary": row.get("Description"),
                "url": row.get("Url"),
                "releaseDate": parse_date(row.get("Published On", "")),
            }
        )
        for row in rows("Publications.csv")
    ]
    document["volunteer"] = [
        _clean(
            {
                "organization": row.get("Company Name"),
                "position": row.get("Role"),
                "summary": row.get("Description"),
                "startDate": parse_date(row.get("Started On", "")),
                "endDate": parse_date(row.get("Finished On", "")),
            }
        )
        for row in rows("Volunteering.csv")
    ]
    document = {
        key: [i for i in value if i] if isinstance(value, list) else value
        for key, value in document.items()
    }
    document = {key: value for key, value in document.items() if value}
    if not document:
        raise ParseFailure("no_text")
    return document, "\n".join(texts)


def _put(target: dict[str, Any], key: str, value: str | None) -> None:
    if value and value.strip() and key not in target:
        target[key] = value.strip()


def _clean(item: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in item.items() if value}
