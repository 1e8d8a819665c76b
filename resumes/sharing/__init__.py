"""Read-only public share links: create with an optional expiry, password and "no download"
switch, count views and PDF downloads per day, revoke.

A password is stored as Django's password hash and checked with its constant-time
`check_password`. Wrong passwords are throttled per link and client address in Django's
default cache (the sign-in throttle's counter, `cvsite.signin.FailureCount`, and its address
rule: `cvsite`'s `client_address` is passed in by the view): after `MAX_WRONG_PASSWORDS` the
link refuses that address for `LOCKOUT_SECONDS`, right password or not. The cache key is a
hash of link and address, gone after the window; the database keeps only each day's two
numbers per link.

The browser's side is beside it: `views.py` (the owner's panel, the public page and PDF),
`forms.py`, `urls.py` (in the `io` namespace)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from django.contrib.auth.hashers import check_password, make_password
from django.db.models import F, QuerySet
from django.http import Http404
from django.utils import timezone
from django.utils.crypto import constant_time_compare, salted_hmac
from pydantic import BaseModel, Field

from cvsite.signin import FailureCount
from resumes.models import Resume, ShareLink, ShareLinkDay
from resumes.selectors import resume_get_for_user

MAX_WRONG_PASSWORDS = 5
LOCKOUT_SECONDS = 15 * 60
MAX_PASSWORD_LENGTH = 128
# How many days of counts the owner's panel lists.
SHOWN_DAYS = 14
SESSION_KEY = "share_links_unlocked"

# The expiries a person can pick, by the value the form sends.
EXPIRIES: dict[str, timedelta | None] = {
    "1d": timedelta(days=1),
    "7d": timedelta(days=7),
    "30d": timedelta(days=30),
    "never": None,
}


class ShareOptions(BaseModel):
    """What a new link is made with, as the REST API and the MCP server take it (their
    schemas add to it): the keyword arguments of `share_link_create` but the resume."""

    expiry: str = Field("7d", description='"1d", "7d", "30d" or "never"')
    password: str = Field(
        "",
        max_length=MAX_PASSWORD_LENGTH,
        description="Empty: no password. Stored hashed; it cannot be read back.",
    )
    allow_download: bool = Field(True, description="false: no PDF link, the PDF refuses")
    show_email: bool = False
    show_phone: bool = False
    show_address: bool = False

    def options(self) -> dict[str, Any]:
        """The options alone, for `share_link_create(resume=..., **options)`."""
        return {name: getattr(self, name) for name in ShareOptions.model_fields}


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
    password: str = "",
    allow_download: bool = True,
) -> ShareLink:
    """A new link with an unguessable token; `expiry` is a key of EXPIRIES. Contact details
    are hidden from the public unless shown explicitly. A non-empty `password` is stored
    hashed; the public must give it before they see anything."""
    if expiry not in EXPIRIES:
        raise ValueError(f"unknown expiry {expiry!r}; one of {', '.join(EXPIRIES)}")
    if len(password) > MAX_PASSWORD_LENGTH:
        raise ValueError(f"a password has at most {MAX_PASSWORD_LENGTH} characters")
    lifetime = EXPIRIES[expiry]
    expires_at = timezone.now() + lifetime if lifetime else None
    return ShareLink.objects.create(
        resume=resume,
        expires_at=expires_at,
        show_email=show_email,
        show_phone=show_phone,
        show_address=show_address,
        password_hash=make_password(password) if password else "",
        allow_download=allow_download,
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
    record_view(link)
    return link


def record_view(link: ShareLink) -> None:
    """One more view, in the link's total and today's count (atomic updates)."""
    _count(link, total="view_count", daily="views")


def record_download(link: ShareLink) -> None:
    """One more PDF download, in the link's total and today's count."""
    _count(link, total="download_count", daily="downloads")


def _count(link: ShareLink, *, total: str, daily: str) -> None:
    ShareLink.objects.filter(pk=link.pk).update(**{total: F(total) + 1})
    day, _ = ShareLinkDay.objects.get_or_create(link=link, day=timezone.now().date())
    ShareLinkDay.objects.filter(pk=day.pk).update(**{daily: F(daily) + 1})
    link.refresh_from_db(fields=[total])


def share_link_days(link: ShareLink, *, days: int = SHOWN_DAYS) -> list[ShareLinkDay]:
    """The link's counts of the last `days` days (UTC) that had any, newest first."""
    since: date = timezone.now().date() - timedelta(days=days - 1)
    return list(ShareLinkDay.objects.filter(link=link, day__gte=since).order_by("-day"))


def share_link_state(link: ShareLink, *, iso: bool = False) -> dict[str, Any]:
    """What the API and MCP tell of a link besides its id and address: its switches, its
    dates (ISO 8601 strings with `iso`) and its counts (`share_link_counts`)."""

    def when(moment: Any) -> Any:
        return moment.isoformat() if iso and moment is not None else moment

    return {
        "active": link.is_active,
        "expires_at": when(link.expires_at),
        "revoked_at": when(link.revoked_at),
        "created_at": when(link.created_at),
        "has_password": link.has_password,
        "allow_download": link.allow_download,
        "show_email": link.show_email,
        "show_phone": link.show_phone,
        "show_address": link.show_address,
        **share_link_counts(link),
    }


def share_link_counts(link: ShareLink) -> dict[str, Any]:
    """The link's counts as the API and MCP give them: totals and per day."""
    return {
        "views": link.view_count,
        "downloads": link.download_count,
        "days": [
            {"day": row.day.isoformat(), "views": row.views, "downloads": row.downloads}
            for row in ShareLinkDay.objects.filter(link=link).order_by("-day")
        ],
    }


# Passwords -------------------------------------------------------------------------------


class ShareThrottled(Exception):
    """Too many wrong passwords for this link from this address: refused for a while."""


_WRONG_PASSWORDS = FailureCount("share-password-failures", LOCKOUT_SECONDS)


def share_link_check_password(link: ShareLink, password: str, *, address: str) -> bool:
    """Whether `password` opens the link; a wrong one is counted against (link, address).
    Raises `ShareThrottled` once the address has used up its tries, before checking."""
    tries = (str(link.pk), link.token, address)
    if _WRONG_PASSWORDS.count(*tries) >= MAX_WRONG_PASSWORDS:
        raise ShareThrottled()
    # check_password compares in constant time; a link without a password opens for nobody
    # here (there is nothing to unlock).
    if link.password_hash and check_password(password[:MAX_PASSWORD_LENGTH], link.password_hash):
        _WRONG_PASSWORDS.clear(*tries)
        return True
    _WRONG_PASSWORDS.record(*tries)
    return False


def _unlock_mark(link: ShareLink) -> str:
    # Bound to the link and its password hash: a session unlocked for one link opens no other.
    return salted_hmac("share-link-unlock", f"{link.pk}|{link.password_hash}").hexdigest()


def unlock(session: Any, link: ShareLink) -> None:
    """Remember in the visitor's session that they gave this link's password."""
    unlocked = dict(session.get(SESSION_KEY) or {})
    unlocked[str(link.pk)] = _unlock_mark(link)
    session[SESSION_KEY] = unlocked


def is_unlocked(session: Any, link: ShareLink) -> bool:
    """Open links are always unlocked; a password link only in a session that gave it."""
    if not link.has_password:
        return True
    mark = (session.get(SESSION_KEY) or {}).get(str(link.pk), "")
    return isinstance(mark, str) and constant_time_compare(mark, _unlock_mark(link))
