"""Writes of job postings and tailored versions (the only code that writes them)."""

from __future__ import annotations

import datetime
import json
from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from resumes import services
from resumes.importing import draft_from_file
from resumes.importing.errors import MAX_IMPORT_BYTES, ImportRejected
from resumes.importing.kinds import detect
from resumes.models import Resume
from resumes.postings.keywords import extract_keywords
from resumes.postings.match import match_keywords
from resumes.postings.models import (
    CoverLetter,
    JobPosting,
    PostingLanguage,
    PostingStatus,
    TailoredVersion,
)

MAX_POSTING_CHARS = 100_000
MAX_NOTES_CHARS = 20_000
MAX_UPLOAD_BYTES = 10_000_000


class PostingError(ValueError):
    """Bad input for a posting; the message is one sentence for the person."""


def posting_text_from_file(*, data: bytes, filename: str = "") -> str:
    """The text of a posting given as a file (PDF, DOCX, Markdown or text), read in the import's
    worker process with its limits; `PostingError` when it cannot be read."""
    if len(data) > MAX_IMPORT_BYTES:
        raise PostingError(
            _("The file is too large; a posting file can be at most %(mb)s MB.")
            % {"mb": f"{MAX_IMPORT_BYTES / 1_000_000:g}"}
        )
    kind = detect(data) if data.strip() else "empty"
    if kind in ("image", "binary"):
        raise PostingError(_("This file is neither a PDF, a Word document nor UTF-8 text."))
    if kind in ("pdf", "zip", "doc", "rtf"):
        try:
            return draft_from_file(raw=data).source_text
        except ImportRejected as exc:
            raise PostingError(str(exc)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise PostingError(
            _("This file is neither a PDF, a Word document nor UTF-8 text.")
        ) from None


def job_schema_fields(data: bytes) -> dict[str, str] | None:
    """The fields of an uploaded JSON job posting, None when the file is not JSON."""
    if detect(data) != "json":
        return None
    try:
        document = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise PostingError(_("This is not valid JSON: %(error)s") % {"error": exc}) from None
    return fields_from_job_schema(document)


def fields_from_job_schema(data: Any) -> dict[str, str]:
    """A posting's fields from a JSON Resume job-schema document (title, company, location,
    description, responsibilities, qualifications, skills[]{name, keywords}); the text is
    the description followed by the lists, one item a line."""
    if not isinstance(data, dict) or not isinstance(data.get("title"), str):
        raise PostingError(_("This JSON is not a job posting (JSON Resume's job schema)."))
    location = data.get("location")
    if isinstance(location, dict):
        parts = [location.get(k) for k in ("city", "region", "countryCode")]
        location = ", ".join(p for p in parts if isinstance(p, str) and p)
    lines = [data.get("description") or ""]
    for key, heading in (
        ("responsibilities", "Responsibilities:"),
        ("qualifications", "Requirements:"),
    ):
        items = [i for i in data.get(key) or [] if isinstance(i, str)]
        if items:
            lines += ["", heading, *[f"- {item}" for item in items]]
    skills = [
        ", ".join([s.get("name", ""), *[k for k in s.get("keywords") or [] if isinstance(k, str)]])
        for s in data.get("skills") or []
        if isinstance(s, dict)
    ]
    if skills:
        lines += ["", "Skills:", *[f"- {line}" for line in skills]]
    return {
        "title": data["title"],
        "company": str(data.get("company") or ""),
        "location": location if isinstance(location, str) else "",
        "description": "\n".join(str(line) for line in lines).strip(),
    }


def _clean(*, title: str, company: str, language: str, description: str, notes: str) -> None:
    if not title.strip():
        raise PostingError(_("Give the posting a title."))
    if not description.strip():
        raise PostingError(_("The posting has no text: paste it or upload a file."))
    if len(description) > MAX_POSTING_CHARS:
        raise PostingError(
            _("The posting is too long (at most %(n)s characters).") % {"n": MAX_POSTING_CHARS}
        )
    if len(notes) > MAX_NOTES_CHARS:
        raise PostingError(_("The notes are too long."))
    if language not in PostingLanguage.values:
        raise PostingError(_("Choose English or Chinese."))


def guess_posting_language(text: str) -> str:
    """Chinese when at least a fifth of the letters are CJK characters."""
    letters = [ch for ch in text if ch.isalpha()]
    cjk = sum(1 for ch in letters if "\u4e00" <= ch <= "\u9fff")
    if letters and cjk * 5 >= len(letters):
        return PostingLanguage.CHINESE
    return PostingLanguage.ENGLISH


def posting_create(
    *,
    owner: Any,
    title: str,
    description: str,
    company: str = "",
    location: str = "",
    language: str = "",
    notes: str = "",
    source_filename: str = "",
) -> JobPosting:
    language = language or guess_posting_language(description)
    _clean(title=title, company=company, language=language, description=description, notes=notes)
    return JobPosting.objects.create(
        owner=owner,
        title=title.strip()[:200],
        company=company.strip()[:200],
        location=location.strip()[:200],
        language=language,
        description=description,
        keywords=[k.as_dict() for k in extract_keywords(description)],
        notes=notes,
        source_filename=source_filename[:255],
    )


def posting_update(
    *,
    posting: JobPosting,
    title: str,
    company: str,
    location: str,
    language: str,
    description: str,
    notes: str,
    status: str,
    applied_on: datetime.date | None,
) -> JobPosting:
    _clean(title=title, company=company, language=language, description=description, notes=notes)
    if status not in PostingStatus.values:
        raise PostingError(_("Choose a status from the list."))
    if description != posting.description:
        posting.keywords = [k.as_dict() for k in extract_keywords(description)]
    if status != posting.status:
        posting.status_changed_at = timezone.now()
        if status == PostingStatus.APPLIED and applied_on is None:
            applied_on = timezone.localdate()
    posting.title, posting.company, posting.location = title.strip(), company.strip(), location
    posting.language, posting.description, posting.notes = language, description, notes
    posting.status, posting.applied_on = status, applied_on
    posting.save()
    return posting


def posting_delete(*, posting: JobPosting) -> None:
    posting.delete()


@transaction.atomic
def version_create(*, master: Resume, posting: JobPosting) -> TailoredVersion:
    """A tailored version: a copy of the master, linked to it and to the posting."""
    if master.owner_id != posting.owner_id:
        raise PostingError("The resume and the posting belong to different people.")
    if hasattr(master, "tailored_from"):
        raise PostingError(_("Tailor the master resume, not one of its versions."))
    title = f"{master.title} · {posting.title}"[:200]
    copy = services.resume_duplicate(resume=master, title=title)
    return TailoredVersion.objects.create(
        resume=copy,
        master=master,
        posting=posting,
        synced_version=master.version,
        score_before=match_keywords(master.data, posting.keywords).score,
    )


def cover_letter_save(
    *, version: TailoredVersion, text: str, findings: list[Any], recipient: str | None = None
) -> CoverLetter:
    """Save the letter's body (and whom it is addressed to, when given) with its findings."""
    letter, _created = CoverLetter.objects.get_or_create(version=version)
    # PostgreSQL text cannot hold NUL; a letter has no use for control characters anyway.
    letter.text = text.replace("\x00", "")[:MAX_POSTING_CHARS]
    if recipient is not None:
        letter.recipient = " ".join(recipient.replace("\x00", "").split())[:120]
    letter.findings = findings
    letter.save()
    return letter
