"""`/api/v1/postings`: a person's job postings (list, read, create from text, delete) and the
match score of a resume against one, the same JSON as `manage.py job_match --json`."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.http import HttpRequest, HttpResponse
from ninja import Router, Schema
from pydantic import Field

from agent.api.auth import require_direct_write
from agent.api.problems import Problem
from agent.api.v1.resumes import ERRORS, owned
from resumes.postings import selectors as posting_selectors
from resumes.postings import services as posting_services
from resumes.postings.match import match_text
from resumes.postings.models import JobPosting

router = Router(tags=["postings"])


class PostingSummaryOut(Schema):
    id: int
    title: str
    company: str
    location: str
    language: str
    status: str
    updated_at: datetime


class PostingOut(PostingSummaryOut):
    description: str
    notes: str
    keywords: list[dict[str, Any]]
    created_at: datetime


class PostingIn(Schema):
    title: str = Field(max_length=200)
    description: str = Field(description="The posting's text.")
    company: str = Field("", max_length=200)
    location: str = Field("", max_length=200)
    language: str = Field("", description='"en" or "zh-hans"; empty: guessed from the text.')
    notes: str = ""


class KeywordMatchOut(Schema):
    keyword: str = Field(description="as the posting writes it")
    canonical: str
    kind: str = Field(description='"required" or "preferred"')
    weight: float
    posting_line: str = Field(description="the posting's line that asks for it")
    matched: bool
    supported: bool
    resume_path: str = Field(description="where the resume has it (empty when missing)")
    resume_text: str


class MatchOut(Schema):
    score: int = Field(description="0..100")
    matched: list[str]
    missing: list[str]
    claimed: list[str] = Field(description="named by a tailored version but not its master")
    keywords: list[KeywordMatchOut]


def owned_posting(request: HttpRequest, posting_id: int) -> JobPosting:
    """The asker's posting; anyone else's is a 404, the same as none."""
    return posting_selectors.posting_get_for_user(request.user, posting_id)


def posting_match(document: Any, posting: JobPosting) -> dict[str, Any]:
    """`job_match --json` for a stored posting: its text's keywords against the document."""
    return match_text(document, posting.description).as_dict()


@router.get("/postings", response={200: list[PostingSummaryOut], **ERRORS})
def list_postings(request: HttpRequest) -> Any:
    """Your job postings, most recently changed first."""
    return list(posting_selectors.posting_list_for_user(request.user))


@router.get("/postings/{posting_id}", response={200: PostingOut, **ERRORS})
def read_posting(request: HttpRequest, posting_id: int) -> Any:
    """One posting with its text and extracted keywords."""
    return owned_posting(request, posting_id)


@router.post("/postings", response={201: PostingOut, **ERRORS})
def create_posting(request: HttpRequest, body: PostingIn) -> Any:
    """Save a posting from its text; its keywords are extracted at once."""
    require_direct_write(request)
    try:
        posting = posting_services.posting_create(owner=request.user, **body.model_dump())
    except posting_services.PostingError as exc:
        raise Problem(422, str(exc)) from None
    return 201, posting


@router.delete("/postings/{posting_id}", response={204: None, **ERRORS})
def delete_posting(request: HttpRequest, posting_id: int) -> Any:
    """Delete a posting; the tailored resumes made for it stay, unlinked."""
    require_direct_write(request)
    posting_services.posting_delete(posting=owned_posting(request, posting_id))
    return HttpResponse(status=204)


@router.get("/resumes/{resume_id}/match/{posting_id}", response={200: MatchOut, **ERRORS})
def match(request: HttpRequest, resume_id: int, posting_id: int) -> Any:
    """The resume's score against the posting: `{"score", "matched", "missing"}`, exactly as
    `manage.py job_match RESUME JOB_FILE --json` prints it."""
    resume = owned(request, resume_id)
    return posting_match(resume.data, owned_posting(request, posting_id))
