""" "Download all my data": one zip of everything a person has here, written into a file.

Every resume as JSON Resume (`resume.json`, which imports back as the same document) and PDF,
with its details, revisions and the original file it was imported from; conversations with
their messages, tool calls and results, runs, proposals, model requests and files; job
postings (JSON Resume's job schema); tailored versions' cover letters (text, PDF); API keys
(names and dates, never secrets); README.md and manifest.json say what is where.

The archive is written entry by entry into a file the caller gives (a temporary file for a
download), and long lists (revisions, messages, model requests) are written row by row from
database iterators: a large account never sits in memory whole. Only rows owned by the
person are read: every query starts from `owner=user`.
"""

from __future__ import annotations

import datetime
import decimal
import io
import json
import logging
import zipfile
from collections.abc import Iterable, Iterator
from typing import IO, Any

from django.db import models
from django.db.models import Prefetch
from django.utils import timezone

from agent.models import ApiKey, Conversation, LLMCall, Message, Proposal, Run, ToolCall
from resumes.exporting import export_filename, export_resume
from resumes.exporting.jsonresume import render_json
from resumes.models import (
    Application,
    CoverLetter,
    FrozenFile,
    GlossaryTerm,
    ImportSource,
    JobPosting,
    LanguageVersion,
    Resume,
    ResumeRevision,
    TailoredVersion,
)
from resumes.postings.letter_files import export_cover_letter

logger = logging.getLogger(__name__)

FORMAT_VERSION = 1
_CHUNK = 200
# An API key is shown by its name and prefix; its hash stays here.
_SKIPPED_FIELDS = {ApiKey: {"key_hash"}}


def write_user_archive(user: Any, target: IO[bytes]) -> dict[str, Any]:
    """Write the person's archive into `target` (a binary file open for writing); returns
    the manifest (also stored in the zip as manifest.json)."""
    manifest: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "username": user.get_username(),
        "created_at": timezone.now().isoformat(),
        "resumes": [],
        "conversations": [],
        "postings": [],
        "cover_letters": [],
        "applications": [],
        "problems": [],
    }
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        _json(archive, "account.json", _account(user))
        for resume in Resume.objects.filter(owner=user).order_by("pk").iterator(_CHUNK):
            manifest["resumes"].append(_resume(archive, resume, manifest["problems"]))
        conversations = Conversation.objects.filter(owner=user).order_by("pk")
        for conversation in conversations.select_related("capability", "provider").iterator(_CHUNK):
            manifest["conversations"].append(_conversation(archive, conversation))
        for posting in JobPosting.objects.filter(owner=user).order_by("pk").iterator(_CHUNK):
            name = f"postings/{posting.pk}.json"
            _json(archive, name, {"id": posting.pk, **posting.as_job_schema(), **_row(posting)})
            manifest["postings"].append({"id": posting.pk, "title": posting.title, "file": name})
        letters = CoverLetter.objects.filter(version__resume__owner=user).order_by("pk")
        for letter in letters.select_related("version__resume", "version__posting"):
            manifest["cover_letters"].append(_letter(archive, letter, manifest["problems"]))
        terms = GlossaryTerm.objects.filter(owner=user).order_by("language", "term")
        _json(archive, "glossary.json", [_row(term) for term in terms])
        for application in Application.objects.filter(owner=user).order_by("pk"):
            manifest["applications"].append(_application(archive, application))
        keys = ApiKey.objects.filter(owner=user).order_by("pk")
        _json(archive, "api_keys.json", [_row(key) for key in keys])
        manifest["files"] = sorted(info.filename for info in archive.infolist())
        _json(archive, "manifest.json", manifest)
        archive.writestr("README.md", _readme(manifest))
    return manifest


def _application(archive: zipfile.ZipFile, application: Application) -> dict[str, Any]:
    """An application's row and the PDFs frozen when it was sent, byte for byte."""
    folder = f"applications/{application.pk}"
    _json(archive, f"{folder}/application.json", _row(application))
    files = []
    for frozen in FrozenFile.objects.filter(application=application).order_by("kind"):
        name = f"{folder}/{frozen.kind}.pdf"
        archive.writestr(name, bytes(frozen.content))
        files.append({**_row(frozen, skip={"content"}), "file": name})
    _json(archive, f"{folder}/files.json", files)
    return {
        "id": application.pk,
        "company": application.company,
        "role": application.role,
        "folder": folder,
    }


def _account(user: Any) -> dict[str, Any]:
    return {
        "username": user.get_username(),
        "email": getattr(user, "email", ""),
        "first_name": getattr(user, "first_name", ""),
        "last_name": getattr(user, "last_name", ""),
        "date_joined": _value(getattr(user, "date_joined", None)),
        "last_login": _value(getattr(user, "last_login", None)),
    }


def _resume(archive: zipfile.ZipFile, resume: Resume, problems: list[str]) -> dict[str, Any]:
    folder = f"resumes/{resume.pk}"
    archive.writestr(f"{folder}/resume.json", render_json(resume.data))
    details = _row(resume, skip={"data"})
    tailored = TailoredVersion.objects.filter(resume=resume).first()
    if tailored is not None:
        details["tailored"] = {"master": tailored.master_id, "posting": tailored.posting_id}
    language = LanguageVersion.objects.filter(resume=resume).first()
    if language is not None:
        details["language_version"] = _row(language)
    _json(archive, f"{folder}/details.json", details)
    entry: dict[str, Any] = {"id": resume.pk, "title": resume.title, "folder": folder}
    try:
        archive.writestr(f"{folder}/resume.pdf", export_resume(resume, "pdf").content)
    except Exception:  # one resume that will not render must not cost the others
        logger.exception("data export: the PDF of resume %s failed", resume.pk)
        problems.append(f"{folder}/resume.pdf: the PDF could not be made.")
    revisions = ResumeRevision.objects.filter(resume=resume).order_by("version")
    _json_array(archive, f"{folder}/revisions.json", (_row(r) for r in revisions.iterator(_CHUNK)))
    source = ImportSource.objects.filter(resume=resume).first()
    if source is not None:
        original = f"{folder}/original/{_file_name(source.filename or source.kind)}"
        archive.writestr(original, bytes(source.original))
        _json(archive, f"{folder}/import.json", _row(source, skip={"original"}))
        entry["original"] = original
    return entry


def _conversation(archive: zipfile.ZipFile, conversation: Conversation) -> dict[str, Any]:
    folder = f"conversations/{conversation.pk}"
    details = _row(conversation)
    details["capability_slug"] = getattr(conversation.capability, "slug", None)
    details["provider_slug"] = getattr(conversation.provider, "slug", None)
    details["files"] = [_row(f) for f in conversation.files.order_by("path")]
    _json(archive, f"{folder}/conversation.json", details)
    _json_array(archive, f"{folder}/messages.json", _messages(conversation))
    runs = Run.objects.filter(conversation=conversation).order_by("pk")
    _json_array(archive, f"{folder}/runs.json", (_row(r) for r in runs.iterator(_CHUNK)))
    proposals = Proposal.objects.filter(conversation=conversation).order_by("pk")
    _json_array(archive, f"{folder}/proposals.json", (_row(p) for p in proposals.iterator(_CHUNK)))
    llm_calls = LLMCall.objects.filter(conversation=conversation).order_by("pk")
    _json_array(archive, f"{folder}/llm_calls.json", (_row(c) for c in llm_calls.iterator(_CHUNK)))
    return {"id": conversation.pk, "resume": conversation.resume_id, "folder": folder}


def _messages(conversation: Conversation) -> Iterator[dict[str, Any]]:
    """Each message in order; an assistant message carries its tool calls, a tool message
    the call it answers (`tool_call_id`)."""
    calls = Prefetch("tool_calls", queryset=ToolCall.objects.order_by("index"))
    messages = Message.objects.filter(conversation=conversation).order_by("seq")
    for message in messages.prefetch_related(calls).iterator(_CHUNK):
        yield {**_row(message), "tool_calls": [_row(call) for call in message.tool_calls.all()]}


def _letter(archive: zipfile.ZipFile, letter: CoverLetter, problems: list[str]) -> dict[str, Any]:
    version = letter.version
    folder = f"cover_letters/{version.pk}"
    _json(
        archive,
        f"{folder}/letter.json",
        {
            **_row(letter),
            "resume": version.resume_id,
            "master": version.master_id,
            "posting": version.posting_id,
        },
    )
    archive.writestr(f"{folder}/letter.txt", letter.text)
    try:
        archive.writestr(
            f"{folder}/letter.pdf", export_cover_letter(version, letter, "pdf").content
        )
    except Exception:
        logger.exception("data export: the PDF of cover letter %s failed", letter.pk)
        problems.append(f"{folder}/letter.pdf: the PDF could not be made.")
    return {"version": version.pk, "resume": version.resume_id, "folder": folder}


def _row(instance: models.Model, *, skip: Iterable[str] = ()) -> dict[str, Any]:
    """Every stored column of a row, as JSON values (foreign keys as ids)."""
    skipped = set(skip) | _SKIPPED_FIELDS.get(type(instance), set())
    return {
        field.attname: _value(getattr(instance, field.attname))
        for field in instance._meta.concrete_fields
        if field.attname not in skipped and field.name not in skipped
    }


def _value(value: Any) -> Any:
    if isinstance(value, datetime.datetime | datetime.date):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return str(value)
    if isinstance(value, bytes | memoryview):
        return None
    return value


def _json(archive: zipfile.ZipFile, name: str, value: Any) -> None:
    archive.writestr(name, json.dumps(value, ensure_ascii=False, indent=2) + "\n")


def _json_array(archive: zipfile.ZipFile, name: str, rows: Iterable[Any]) -> None:
    """A JSON array written into the zip one row at a time."""
    with archive.open(name, "w") as raw, io.TextIOWrapper(raw, encoding="utf-8") as out:
        out.write("[")
        for number, row in enumerate(rows):
            out.write(",\n  " if number else "\n  ")
            out.write(json.dumps(row, ensure_ascii=False))
        out.write("\n]\n")


def _file_name(name: str) -> str:
    """An uploaded file's name, safe inside a zip (no folders, no `..`, no control
    characters)."""
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    stem, dot, extension = base.rpartition(".")
    if not dot:
        stem, extension = base, "bin"
    return export_filename(stem or "original", extension[:10] or "bin")


def _readme(manifest: dict[str, Any]) -> str:
    problems = "\n".join(f"- {p}" for p in manifest["problems"]) or "none"
    return f"""# Your data from CV Agent

Exported for **{manifest["username"]}** on {manifest["created_at"]}.

- `account.json`: your account (name, email, dates; never your password).
- `resumes/<id>/resume.json`: each resume as a JSON Resume document. Import it again
  (dashboard → import, or `manage.py import_resume resume.json --user NAME`) and you get the
  same document.
- `resumes/<id>/resume.pdf`: the resume as PDF, in its theme.
- `resumes/<id>/details.json`: title, theme, language, version, dates (and, for a tailored
  version, its master and posting).
- `resumes/<id>/revisions.json`: every saved change (JSON Patch and its inverse, or a full
  snapshot), who made it and when.
- `resumes/<id>/original/…` and `import.json`: the file a resume was imported from, byte for
  byte, with the text read from it and what was not placed.
- `conversations/<id>/`: `conversation.json` (settings, summary, playground files),
  `messages.json` (every message in order; tool calls with their arguments on the assistant's
  messages; tool results as `tool` messages pointing at their call), `runs.json`,
  `proposals.json` (edits proposed for review, and what was decided), `llm_calls.json` (each
  request to a model: model, timing, usage, the request and the answer).
- `postings/<id>.json`: job postings in JSON Resume's job schema, with status and notes.
- `cover_letters/<version>/`: `letter.txt` (the body), `letter.pdf` (the letter as sent),
  `letter.json` (addressee, the guard's findings, which resume and posting).
- `applications/<id>/`: `application.json` (where it stands, its dates, contacts, notes, next
  step, what was sent) and, once it was marked applied, `resume.pdf` and `cover_letter.pdf`
  exactly as they were sent, described in `files.json` (SHA-256, resume version, theme).
- `api_keys.json`: your API keys' names, scopes and dates (the keys themselves are never
  stored, so they cannot be exported).
- `manifest.json`: what is in this archive, in machine-readable form.

Counts: {len(manifest["resumes"])} resumes, {len(manifest["conversations"])} conversations,
{len(manifest["postings"])} postings, {len(manifest["cover_letters"])} cover letters,
{len(manifest["applications"])} applications.

Problems while exporting: {problems}
"""
