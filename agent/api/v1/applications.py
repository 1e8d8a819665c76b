"""`/api/v1/applications`: a person's job applications (list, read, create, update: a new
`status` moves it between the board's columns) and the files frozen when it was marked applied,
byte for byte."""

from __future__ import annotations

import datetime
from typing import Any, Literal

from django.http import HttpRequest
from ninja import Router, Schema
from pydantic import Field

from agent.api.auth import require_direct_write
from agent.api.problems import Problem
from agent.api.v1.resumes import ERRORS, owned
from agent.api.v1.schemas import Id, ProblemOut
from resumes.applications import selectors, services
from resumes.applications.models import Application
from resumes.applications.selectors import application_body
from resumes.postings import selectors as posting_selectors
from resumes.views.common import attachment

router = Router(tags=["applications"])

Status = Literal["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"]


class FrozenFileOut(Schema):
    kind: str = Field(description='"resume" or "cover_letter"')
    filename: str
    content_type: str
    size: int
    sha256: str
    resume_version: int | None
    theme: str
    frozen_at: datetime.datetime
    url: str = Field(description="where to download it")


class ApplicationOut(Schema):
    id: int
    status: Status
    company: str
    role: str
    location: str
    url: str
    contacts: str
    notes: str
    posting_id: int | None
    resume_id: int | None
    applied_on: datetime.date | None
    interview_on: datetime.date | None
    offer_on: datetime.date | None
    closed_on: datetime.date | None
    next_step: str
    next_step_on: datetime.date | None
    next_step_time: datetime.time | None
    sent_resume_title: str
    sent_theme: str
    sent_tailored: bool | None
    extra: dict[str, Any]
    files: list[FrozenFileOut]
    status_changed_at: datetime.datetime
    created_at: datetime.datetime
    updated_at: datetime.datetime


class ApplicationIn(Schema):
    company: str = Field("", max_length=200)
    role: str = Field("", max_length=200)
    status: Status = "saved"
    posting_id: Id | None = None
    resume_id: Id | None = Field(
        None, description="The resume version sent; frozen as PDF when marked applied."
    )
    location: str = Field("", max_length=200)
    url: str = Field("", max_length=500)
    contacts: str = Field("", max_length=5000)
    notes: str = Field("", max_length=20000)
    applied_on: datetime.date | None = None
    interview_on: datetime.date | None = None
    offer_on: datetime.date | None = None
    closed_on: datetime.date | None = None
    next_step: str = Field("", max_length=200)
    next_step_on: datetime.date | None = None
    next_step_time: datetime.time | None = None


class ApplicationPatch(Schema):
    """Only the fields sent change; `status` moves the application (its files are frozen when
    it reaches applied, interviewing or offer)."""

    company: str | None = Field(None, max_length=200)
    role: str | None = Field(None, max_length=200)
    status: Status | None = None
    posting_id: Id | None = None
    resume_id: Id | None = None
    location: str | None = Field(None, max_length=200)
    url: str | None = Field(None, max_length=500)
    contacts: str | None = Field(None, max_length=5000)
    notes: str | None = Field(None, max_length=20000)
    applied_on: datetime.date | None = None
    interview_on: datetime.date | None = None
    offer_on: datetime.date | None = None
    closed_on: datetime.date | None = None
    next_step: str | None = Field(None, max_length=200)
    next_step_on: datetime.date | None = None
    next_step_time: datetime.time | None = None


def owned_application(request: HttpRequest, application_id: int) -> Application:
    """The asker's application; anyone else's is a 404, the same as none."""
    return selectors.application_get_for_user(request.user, application_id)


def _links(request: HttpRequest, posting_id: int | None, resume_id: int | None) -> dict:
    links: dict[str, Any] = {}
    if posting_id is not None:
        links["posting"] = posting_selectors.posting_get_for_user(request.user, posting_id)
    if resume_id is not None:
        links["resume"] = owned(request, resume_id)
    return links


def _freeze_problem(exc: Exception) -> Problem:
    """The PDF to keep could not be rendered: nothing was saved; the request may be retried."""
    return Problem(
        503,
        str(exc),
        title="The files to keep could not be rendered",
    )


@router.get("/applications", response={200: list[ApplicationOut], **ERRORS})
def list_applications(request: HttpRequest, status: Status | None = None) -> Any:
    """Your applications, the most recently moved first; `?status=` keeps one column."""
    applications = selectors.application_list_for_user(request.user, status=status or "")
    return [application_body(a) for a in applications]


@router.get("/applications/{application_id}", response={200: ApplicationOut, **ERRORS})
def read_application(request: HttpRequest, application_id: int) -> Any:
    """One application with its frozen files (their sizes, SHA-256 and download URLs)."""
    return application_body(owned_application(request, application_id))


@router.post("/applications", response={201: ApplicationOut, **ERRORS, 503: ProblemOut})
def create_application(request: HttpRequest, body: ApplicationIn) -> Any:
    """A new application; company and role come from the posting when left empty."""
    require_direct_write(request)
    fields = body.dict()
    links = _links(request, fields.pop("posting_id"), fields.pop("resume_id"))
    try:
        application = services.application_create(owner=request.user, **links, **fields)
    except services.FreezeFailed as exc:
        raise _freeze_problem(exc) from None
    except services.ApplicationError as exc:
        raise Problem(422, str(exc)) from None
    return 201, application_body(application)


@router.patch(
    "/applications/{application_id}", response={200: ApplicationOut, **ERRORS, 503: ProblemOut}
)
def update_application(request: HttpRequest, application_id: int, body: ApplicationPatch) -> Any:
    """Change the fields sent; a new `status` moves the application on the board."""
    require_direct_write(request)
    application = owned_application(request, application_id)
    fields = body.dict(exclude_unset=True)
    links = _links(request, fields.pop("posting_id", None), fields.pop("resume_id", None))
    for name in services.TEXT_FIELDS:
        if name in fields and fields[name] is None:
            fields[name] = ""
    try:
        application = services.application_update(application=application, **links, **fields)
    except services.FreezeFailed as exc:
        raise _freeze_problem(exc) from None
    except services.ApplicationError as exc:
        raise Problem(422, str(exc)) from None
    return application_body(application)


@router.get(
    "/applications/{application_id}/files/{kind}",
    response={200: None, **ERRORS},
    openapi_extra={
        "responses": {
            200: {
                "description": "The PDF as it was sent, byte for byte.",
                "content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}},
            }
        }
    },
)
def download_file(
    request: HttpRequest, application_id: int, kind: Literal["resume", "cover_letter"]
) -> Any:
    """The file frozen when the application was marked applied: `resume` or `cover_letter`."""
    found = selectors.frozen_file_for_user(request.user, application_id, kind)
    return attachment(bytes(found.content), found.content_type, found.filename, etag=found.sha256)
