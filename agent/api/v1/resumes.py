"""`/api/v1/resumes`: list, read, create, import, JSON Patch under `If-Match`, edits in the
agent's terms, revisions, undo, export."""

from __future__ import annotations

import re
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from ninja import File, Form, Router
from ninja.files import UploadedFile

from agent.api.auth import api_key, require_direct_write, require_write
from agent.api.parser import JSON_PATCH, json_body
from agent.api.problems import Problem
from agent.api.v1.schemas import (
    EditOut,
    EditsIn,
    PatchOperation,
    ProblemOut,
    ResumeIn,
    ResumeOut,
    ResumeSummaryOut,
    RevisionOut,
    UndoIn,
)
from agent.conversations.services import apply_edits, edit_outcome, revision_summary
from resumes import importing, selectors, services
from resumes.exporting import FORMATS, export_resume
from resumes.modelfields import row_values
from resumes.models import Resume, RevisionSource
from resumes.views.common import attachment

router = Router(tags=["resumes"])
# A version as If-Match carries it: ASCII digits, no more than a 64-bit integer holds.
VERSION = re.compile(r"[0-9]{1,18}")
ERRORS = {401: ProblemOut, 403: ProblemOut, 404: ProblemOut, 422: ProblemOut, 429: ProblemOut}


def owned(request: HttpRequest, resume_id: int) -> Resume:
    """The asker's resume; anyone else's is a 404, the same as none."""
    return selectors.resume_get_for_user(request.user, resume_id)


def with_etag(response: HttpResponse, resume: Resume) -> HttpResponse:
    response["ETag"] = f'"{resume.version}"'
    return response


def if_match(request: HttpRequest) -> int:
    """The version in `If-Match` ("7", W/"7" or 7); missing is 428, unreadable 400."""
    raw = request.headers.get("If-Match", "").strip()
    if not raw:
        raise Problem(
            428,
            "Send the version you edit as 'If-Match: \"<version>\"' (the ETag of GET "
            "/api/v1/resumes/{id}), so a change made meanwhile is not overwritten.",
        )
    text = raw.removeprefix("W/").strip().strip('"')
    if not VERSION.fullmatch(text):
        raise Problem(400, f'If-Match must be a resume version such as "3", not {raw[:40]!r}.')
    return int(text)


def edit_error(exc: services.ResumeEditError) -> Problem:
    if isinstance(exc, services.StaleVersionError):
        return Problem(
            412,
            str(exc),
            current_version=exc.current_version,
            expected_version=exc.expected_version,
        )
    return Problem(422, str(exc))


def resume_body(resume: Resume) -> dict[str, Any]:
    return row_values(resume, "title", "version", "language", "theme", "updated_at", "data")


@router.get("/resumes", response={200: list[ResumeSummaryOut], **ERRORS})
def list_resumes(request: HttpRequest) -> Any:
    """The person's resumes, latest changed first."""
    return list(selectors.resume_list_for_user(request.user))


@router.post("/resumes", response={201: ResumeOut, **ERRORS})
def create_resume(request: HttpRequest, body: ResumeIn) -> Any:
    """A new resume: blank, or from a JSON Resume document (validated as a whole)."""
    require_direct_write(request)
    try:
        source = RevisionSource.API if api_key(request) else RevisionSource.USER
        resume = services.resume_create(owner=request.user, source=source, **body.model_dump())
    except services.ResumeEditError as exc:
        raise Problem(422, str(exc)) from None
    return 201, resume_body(resume)


@router.post("/resumes/import", response={201: ResumeOut, **ERRORS, 413: ProblemOut})
def import_resume(
    request: HttpRequest,
    file: File[UploadedFile],
    title: Form[str] = "",
) -> Any:
    """A new resume from a file (PDF, DOCX, Markdown, text, JSON Resume, LinkedIn export)."""
    require_direct_write(request)
    if file.size is not None and file.size > importing.MAX_IMPORT_BYTES:
        raise Problem(413, importing.size_problem(file.size)[1])
    raw = file.read()
    try:
        draft = importing.draft_from_file(raw=raw)
        resume = importing.import_draft(
            owner=request.user, draft=draft, raw=raw, filename=file.name or "", title=title
        )
    except importing.ImportRejected as exc:
        raise Problem(422, str(exc)) from None
    return 201, resume_body(resume)


@router.get("/resumes/{resume_id}", response={200: ResumeOut, **ERRORS})
def read_resume(request: HttpRequest, resume_id: int) -> Any:
    """The resume with its document; the `ETag` header is its version (for `If-Match`)."""
    resume = owned(request, resume_id)
    return with_etag(JsonResponse(resume_body(resume)), resume)


@router.patch(
    "/resumes/{resume_id}",
    response={200: ResumeOut, 400: ProblemOut, 412: ProblemOut, 428: ProblemOut, **ERRORS},
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                JSON_PATCH: {"schema": {"type": "array", "items": PatchOperation.json_schema()}},
                "application/json": {
                    "schema": {"type": "array", "items": PatchOperation.json_schema()}
                },
            },
        }
    },
)
def patch_resume(request: HttpRequest, resume_id: int) -> Any:
    """Apply an RFC 6902 JSON Patch as one new version, all or nothing. `If-Match` carries
    the version edited; a stale one gets 412 with the current version."""
    resume = owned(request, resume_id)
    key = require_direct_write(request)
    expected = if_match(request)
    patch = _json_body(request)
    try:
        services.resume_apply_patch(
            resume=resume,
            patch=patch,
            expected_version=expected,
            author=request.user,
            source=RevisionSource.API if key else RevisionSource.USER,
            summary=_patch_summary(key, patch),
        )
    except services.ResumeEditError as exc:
        raise edit_error(exc) from None
    return with_etag(JsonResponse(resume_body(resume)), resume)


def _patch_summary(key: Any, patch: Any) -> str:
    """The revision's summary: who, and each operation and its path."""
    steps = (
        [f"{op.get('op')} {op.get('path')}" for op in patch if isinstance(op, dict)]
        if isinstance(patch, list)
        else []
    )
    return revision_summary(key, "API client", steps)


def _json_body(request: HttpRequest) -> Any:
    """The JSON Patch: application/json-patch+json or application/json (415 otherwise, a merge
    patch included: its meaning is another), JSON of bounded depth (400 otherwise)."""
    return json_body(request, accepted=(JSON_PATCH, "application/json"))


@router.post("/resumes/{resume_id}/edits", response={200: EditOut, 412: ProblemOut, **ERRORS})
def edit_resume(request: HttpRequest, resume_id: int, body: EditsIn) -> Any:
    """Edits in the agent's terms (path, action, value), as one version; with a proposals
    key they become proposals that wait for the person's review."""
    resume = owned(request, resume_id)
    key = require_write(request)
    try:
        return apply_edits(
            resume=resume,
            user=request.user,
            key=key,
            operations=[op.model_dump() for op in body.operations],
            expected_version=body.expected_version,
            client="API client",
        )
    except services.ResumeEditError as exc:
        raise edit_error(exc) from None


@router.get("/resumes/{resume_id}/revisions", response={200: list[RevisionOut], **ERRORS})
def list_revisions(request: HttpRequest, resume_id: int) -> Any:
    """The saved versions, newest first, each with its JSON Patch."""
    resume = owned(request, resume_id)
    return list(selectors.revision_list(resume)[:500])


@router.post("/resumes/{resume_id}/undo", response={200: EditOut, 412: ProblemOut, **ERRORS})
def undo_resume(request: HttpRequest, resume_id: int, body: UndoIn) -> Any:
    """Bring back the document as it was at `to_version`, as a new version. An `If-Match`
    header, when sent, must name the current version."""
    resume = owned(request, resume_id)
    require_direct_write(request)
    expected = if_match(request) if request.headers.get("If-Match") else None
    try:
        result = services.resume_undo(
            resume=resume,
            to_version=body.to_version,
            author=request.user,
            expected_version=expected,
        )
    except services.ResumeEditError as exc:
        raise edit_error(exc) from None
    return edit_outcome(result)


@router.get(
    "/resumes/{resume_id}/export/{fmt}",
    response={200: None, 400: ProblemOut, **ERRORS},
    openapi_extra={
        "responses": {
            200: {
                "description": "The file",
                "content": {
                    "application/json": {},
                    "text/markdown": {},
                    "application/pdf": {},
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {},
                },
            }
        }
    },
)
def export(request: HttpRequest, resume_id: int, fmt: str, page_size: str = "a4") -> Any:
    """The resume as `json`, `markdown`, `pdf` or `docx`."""
    resume = owned(request, resume_id)
    if fmt not in FORMATS:
        raise Problem(404, f"Unknown export format {fmt!r}; one of {', '.join(FORMATS)}.")
    if page_size not in ("a4", "letter"):
        raise Problem(400, "page_size is a4 or letter.")
    exported = export_resume(resume, fmt, page_size=page_size)
    response = attachment(exported.content, exported.content_type, exported.filename)
    return with_etag(response, resume)
