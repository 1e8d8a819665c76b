"""The MCP tools for share links: list them with their counts, create one, revoke one. As in
the REST API, another person's resume or link is "not found"."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from django.urls import reverse
from pydantic import BaseModel, Field

from agent.mcp.base import MAX_ID, McpTool, ToolError, _resume
from agent.models import ApiKey
from resumes import sharing
from resumes.models import ShareLink


class ShareListArgs(BaseModel):
    resume_id: int = Field(ge=1, le=MAX_ID, description="The resume's id (see list_resumes).")


# The resume and the new link's options (`resumes.sharing.ShareOptions`, the tool's own
# wording of two); no docstring: it would become the tool's input schema's description.
class ShareCreateArgs(sharing.ShareOptions, ShareListArgs):
    expiry: str = Field("7d", description='"1d", "7d", "30d" or "never".')
    allow_download: bool = Field(True, description="false: no PDF link, the PDF refuses.")


class ShareLinkArgs(ShareListArgs):
    link_id: int = Field(ge=1, le=MAX_ID, description="The link's id (see list_share_links).")


def payload(link: ShareLink) -> dict[str, Any]:
    return {
        "id": link.pk,
        "path": reverse("io:public_share", args=[link.token]),
        **sharing.share_link_state(link, iso=True),
    }


def list_share_links(args: ShareListArgs, key: ApiKey) -> Any:
    resume = _resume(key, args.resume_id)
    return [payload(link) for link in sharing.share_link_list(resume)]


def create_share_link(args: ShareCreateArgs, key: ApiKey) -> Any:
    resume = _resume(key, args.resume_id)
    try:
        link = sharing.share_link_create(resume=resume, **args.options())
    except ValueError as exc:
        raise ToolError(str(exc)) from None
    return payload(link)


def revoke_share_link(args: ShareLinkArgs, key: ApiKey) -> Any:
    try:
        link = sharing.share_link_get_for_owner(
            user=key.owner, resume_id=args.resume_id, link_id=args.link_id
        )
    except Http404:
        raise ToolError(
            f"No share link {args.link_id!r} of resume {args.resume_id!r} of yours; "
            "list_share_links shows them."
        ) from None
    return payload(sharing.share_link_revoke(link=link))


SHARE_TOOLS = (
    McpTool(
        "list_share_links",
        "A resume's public share links (revoked and expired ones too) with their views and "
        "PDF downloads, in total and per day.",
        ShareListArgs,
        list_share_links,
    ),
    McpTool(
        "create_share_link",
        "Create a public read-only link to a resume: expiry, optional password (stored "
        "hashed), whether the PDF may be downloaded, which contact details show. The result's "
        "path is relative to the app's address.",
        ShareCreateArgs,
        create_share_link,
        needs="decide",
    ),
    McpTool(
        "revoke_share_link",
        "Turn a share link off for good.",
        ShareLinkArgs,
        revoke_share_link,
        needs="decide",
    ),
)
