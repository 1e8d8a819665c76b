"""Read-only public share links: create with an optional expiry, count views, revoke."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.db.models import F, QuerySet
from django.http import Http404
from django.utils import timezone

from resumes.models import Resume, ShareLink
from resumes.selectors import resume_get_for_user

# The expiries a person can pick, by the value the form sends.
EXPIRIES: dict[str, timedelta | None] = {
    "1d": timedelta(days=1),
    "7d": timedelta(days=7),
    "30d": timedelta(days=30),
    "never": None,
}


def share_link_list(resume: Resume) -> QuerySet[ShareLink]:
    """The resume's links, newest first, revoked and expired ones included."""
    return ShareLink.objects.filter(resume=resume).order_by("-created_at", "-pk")


def share_link_create(
    *,
    resume: Resume,
    expiry: str,
    show_email: bool = False,
    show_phone: bool = False,
    show_address: bool = False,
) -> ShareLink:
    """A new link with an unguessable token; `expiry` is a key of EXPIRIES. Contact details
    are hidden from the public unless shown explicitly."""
    if expiry not in EXPIRIES:
        raise ValueError(f"unknown expiry {expiry!r}; one of {', '.join(EXPIRIES)}")
    lifetime = EXPIRIES[expiry]
    expires_at = timezone.now() + lifetime if lifetime else None
    return ShareLink.objects.create(
        resume=resume,
        expires_at=expires_at,
        show_email=show_email,
        show_phone=show_phone,
        show_address=show_address,
    )


# What "address" hides: the street-level parts of basics.location (city, region and country
# stay, as on most resumes).
ADDRESS_KEYS = ("address", "postalCode")


def public_document(link: ShareLink) -> dict[str, Any]:
    """The resume as the public sees it through this link (page and PDF): without the contact
    details the link hides."""
    data = dict(link.resume.data or {})
    basics = data.get("basics")
    if not isinstance(basics, dict):
        return data
    basics = dict(basics)
    if not link.show_email:
        basics.pop("email", None)
    if not link.show_phone:
        basics.pop("phone", None)
    location = basics.get("location")
    if not link.show_address and isinstance(location, dict):
        location = {k: v for k, v in location.items() if k not in ADDRESS_KEYS}
        basics["location"] = location
    data["basics"] = basics
    return data


def shown_contacts(link: ShareLink) -> list[str]:
    """Which contact details the link shows: "email", "phone", "address"."""
    flags = (("email", link.show_email), ("phone", link.show_phone))
    return [name for name, shown in (*flags, ("address", link.show_address)) if shown]


def share_link_get_for_owner(*, user: Any, resume_id: int, link_id: int) -> ShareLink:
    """One link of one of the person's resumes; anyone else's is a 404."""
    resume = resume_get_for_user(user, resume_id)
    try:
        return ShareLink.objects.get(pk=link_id, resume=resume)
    except ShareLink.DoesNotExist:
        raise Http404("No such share link.") from None


def share_link_revoke(*, link: ShareLink) -> ShareLink:
    """Turns the link off for good (idempotent: the first revocation time is kept)."""
    ShareLink.objects.filter(pk=link.pk, revoked_at__isnull=True).update(revoked_at=timezone.now())
    link.refresh_from_db()
    return link


def share_link_get_active(token: str) -> ShareLink:
    """The active link with this token and its resume; revoked, expired or unknown is a 404."""
    link = ShareLink.objects.select_related("resume").filter(token=token).first()
    if link is None or not link.is_active:
        raise Http404("This link does not exist, has expired or was revoked.")
    return link


def share_link_open(token: str) -> ShareLink:
    """The active link, its view counted (atomically, so simultaneous visits all count)."""
    link = share_link_get_active(token)
    ShareLink.objects.filter(pk=link.pk).update(view_count=F("view_count") + 1)
    link.refresh_from_db(fields=["view_count"])
    return link
