"""The MCP tools of job applications: list, read, create, update (a new status moves it), and
the PDFs frozen when it was marked applied (base64). Another person's ids are "not found"."""

from __future__ import annotations

import base64
import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from agent.mcp.base import MAX_ID, McpTool, ToolError
from agent.models import ApiKey
from resumes import selectors as resume_selectors
from resumes.applications import selectors, services
from resumes.postings import selectors as posting_selectors

Status = Literal["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"]
STATUS_NOTE = "saved, applied, interviewing, offer, rejected or withdrawn"


def _body(application: Any) -> dict[str, Any]:
    return selectors.application_body(application)


def _application(key: ApiKey, application_id: int) -> Any:
    try:
        return selectors.application_get_for_user(key.owner, application_id)
    except selectors.ApplicationNotFound:
        raise ToolError(
            f"No application {application_id!r} of yours; list_applications shows them."
        ) from None


def _links(key: ApiKey, posting_id: int | None, resume_id: int | None) -> dict[str, Any]:
    links: dict[str, Any] = {}
    try:
        if posting_id is not None:
            links["posting"] = posting_selectors.posting_get_for_user(key.owner, posting_id)
        if resume_id is not None:
            links["resume"] = resume_selectors.resume_get_for_user(key.owner, resume_id)
    except (posting_selectors.PostingNotFound, resume_selectors.ResumeNotFound):
        raise ToolError("No such posting or resume of yours; nothing was changed.") from None
    return links


class ListArgs(BaseModel):
    status: Status | None = Field(None, description=f"Only one column: {STATUS_NOTE}.")


class IdArgs(BaseModel):
    application_id: int = Field(ge=1, le=MAX_ID, description="See list_applications.")


class CreateArgs(BaseModel):
    company: str = Field("", max_length=200)
    role: str = Field("", max_length=200)
    status: Status = Field("saved", description=STATUS_NOTE)
    posting_id: int | None = Field(None, ge=1, le=MAX_ID, description="See list_postings.")
    resume_id: int | None = Field(
        None, ge=1, le=MAX_ID, description="The resume sent; frozen as PDF when applied."
    )
    notes: str = Field("", max_length=20000)
    contacts: str = Field("", max_length=5000)
    next_step: str = Field("", max_length=200)
    next_step_on: datetime.date | None = None


class UpdateArgs(BaseModel):
    application_id: int = Field(ge=1, le=MAX_ID)
    status: Status | None = Field(None, description=f"Move it: {STATUS_NOTE}.")
    company: str | None = Field(None, max_length=200)
    role: str | None = Field(None, max_length=200)
    resume_id: int | None = Field(None, ge=1, le=MAX_ID)
    notes: str | None = Field(None, max_length=20000)
    contacts: str | None = Field(None, max_length=5000)
    next_step: str | None = Field(None, max_length=200)
    next_step_on: datetime.date | None = None


class FileArgs(IdArgs):
    kind: Literal["resume", "cover_letter"] = "resume"


def list_applications(args: ListArgs, key: ApiKey) -> Any:
    applications = selectors.application_list_for_user(key.owner)
    if args.status:
        applications = applications.filter(status=args.status)
    return [
        {
            "id": a.pk,
            "company": a.company,
            "role": a.role,
            "status": a.status,
            "applied_on": a.applied_on,
            "next_step_on": a.next_step_on,
        }
        for a in applications
    ]


def read_application(args: IdArgs, key: ApiKey) -> Any:
    return _body(_application(key, args.application_id))


def create_application(args: CreateArgs, key: ApiKey) -> Any:
    fields = args.model_dump()
    links = _links(key, fields.pop("posting_id"), fields.pop("resume_id"))
    try:
        return _body(services.application_create(owner=key.owner, **links, **fields))
    except services.ApplicationError as exc:
        raise ToolError(f"{exc} Nothing was saved.") from None


def update_application(args: UpdateArgs, key: ApiKey) -> Any:
    application = _application(key, args.application_id)
    fields = args.model_dump(exclude_unset=True, exclude={"application_id"})
    links = _links(key, None, fields.pop("resume_id", None))
    for name in services.TEXT_FIELDS:
        if name in fields and fields[name] is None:
            fields[name] = ""
    try:
        return _body(services.application_update(application=application, **links, **fields))
    except services.ApplicationError as exc:
        raise ToolError(f"{exc} Nothing was changed.") from None


def download_application_file(args: FileArgs, key: ApiKey) -> Any:
    _application(key, args.application_id)
    try:
        found = selectors.frozen_file_for_user(key.owner, args.application_id, args.kind)
    except selectors.FrozenFileNotFound:
        raise ToolError(
            f"Application {args.application_id} has no frozen {args.kind}: files are kept when "
            "it is marked applied with a resume chosen."
        ) from None
    return {
        "filename": found.filename,
        "content_type": found.content_type,
        "sha256": found.sha256,
        "base64": base64.b64encode(bytes(found.content)).decode("ascii"),
    }


APPLICATION_TOOLS = (
    McpTool(
        "list_applications",
        "List your job applications (id, company, role, status, dates).",
        ListArgs,
        list_applications,
    ),
    McpTool(
        "read_application",
        "One application: its fields, dates, next step and the files frozen when it was sent.",
        IdArgs,
        read_application,
    ),
    McpTool(
        "create_application",
        "Create an application (company and role from the posting when left empty). "
        "Marked applied (or later) with a resume, its PDFs are frozen at once.",
        CreateArgs,
        create_application,
        needs="decide",
    ),
    McpTool(
        "update_application",
        "Change an application; a new status moves it on the board (reaching applied freezes "
        "the resume and cover letter PDFs sent).",
        UpdateArgs,
        update_application,
        needs="decide",
    ),
    McpTool(
        "download_application_file",
        "The PDF frozen when the application was sent (kind resume or cover_letter), base64.",
        FileArgs,
        download_application_file,
    ),
)
