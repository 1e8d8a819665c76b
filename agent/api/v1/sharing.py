"""`/api/v1/resumes/{id}/share-links`: a resume's public share links (list, read with the
counts per day, create with expiry, password and "no download", revoke)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.http import HttpRequest
from django.urls import reverse
from ninja import Router, Schema
from pydantic import Field

from agent.api.auth import require_direct_write
from agent.api.problems import Problem
from agent.api.v1.resumes import ERRORS, owned
from resumes import sharing
from resumes.models import ShareLink

router = Router(tags=["share links"])


class ShareDayOut(Schema):
    day: str = Field(description="YYYY-MM-DD (UTC)")
    views: int
    downloads: int


class ShareLinkOut(Schema):
    id: int
    url: str = Field(description="The public address: anyone who has it can open the resume.")
    active: bool = Field(description="false once revoked or expired")
    expires_at: datetime | None
    revoked_at: datetime | None
    created_at: datetime
    has_password: bool
    allow_download: bool
    show_email: bool
    show_phone: bool
    show_address: bool
    views: int
    downloads: int
    days: list[ShareDayOut] = Field(description="views and PDF downloads per day, newest first")


# The new link's options (`resumes.sharing.ShareOptions`); no docstring: it would become the
# schema's description in the OpenAPI document.
class ShareLinkIn(Schema, sharing.ShareOptions):
    pass


def link_payload(request: HttpRequest, link: ShareLink) -> dict[str, Any]:
    return {
        "id": link.pk,
        "url": request.build_absolute_uri(reverse("io:public_share", args=[link.token])),
        **sharing.share_link_state(link),
    }


def owned_link(request: HttpRequest, resume_id: int, link_id: int) -> ShareLink:
    """The asker's link of the asker's resume; anyone else's is a 404, the same as none."""
    return sharing.share_link_get_for_owner(user=request.user, resume_id=resume_id, link_id=link_id)


@router.get("/resumes/{resume_id}/share-links", response={200: list[ShareLinkOut], **ERRORS})
def list_links(request: HttpRequest, resume_id: int) -> Any:
    """The resume's share links, newest first (revoked and expired ones too), with counts."""
    resume = owned(request, resume_id)
    return [link_payload(request, link) for link in sharing.share_link_list(resume)]


@router.post("/resumes/{resume_id}/share-links", response={201: ShareLinkOut, **ERRORS})
def create_link(request: HttpRequest, resume_id: int, body: ShareLinkIn) -> Any:
    """A new public link to the resume."""
    require_direct_write(request)
    resume = owned(request, resume_id)
    try:
        link = sharing.share_link_create(resume=resume, **body.options())
    except ValueError as exc:
        raise Problem(422, str(exc)) from None
    return 201, link_payload(request, link)


@router.get("/resumes/{resume_id}/share-links/{link_id}", response={200: ShareLinkOut, **ERRORS})
def read_link(request: HttpRequest, resume_id: int, link_id: int) -> Any:
    """One link with its views and PDF downloads per day."""
    return link_payload(request, owned_link(request, resume_id, link_id))


@router.post(
    "/resumes/{resume_id}/share-links/{link_id}/revoke", response={200: ShareLinkOut, **ERRORS}
)
def revoke_link(request: HttpRequest, resume_id: int, link_id: int) -> Any:
    """Turn the link off for good (repeating it changes nothing)."""
    require_direct_write(request)
    link = sharing.share_link_revoke(link=owned_link(request, resume_id, link_id))
    return link_payload(request, link)
