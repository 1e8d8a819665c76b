"""Writes of applications (the only code that writes them): create, update, move between the
board's columns, delete, and freeze the files sent."""

from __future__ import annotations

import datetime
import hashlib
import logging
from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from resumes import exporting
from resumes.applications.models import Application, ApplicationStatus, FileKind, FrozenFile
from resumes.models import Resume
from resumes.postings.letter_files import export_cover_letter
from resumes.postings.models import CoverLetter, JobPosting, PostingStatus, TailoredVersion

LIMITS = {
    "company": 200,
    "role": 200,
    "location": 200,
    "url": 500,
    "next_step": 200,
    "contacts": 5_000,
    "notes": 20_000,
}
TEXT_FIELDS = tuple(LIMITS)
DATE_FIELDS = ("applied_on", "interview_on", "offer_on", "closed_on", "next_step_on")
# Sent: the files are frozen when an application reaches one of these.
SENT = (ApplicationStatus.APPLIED, ApplicationStatus.INTERVIEWING, ApplicationStatus.OFFER)
# The order of the active stages (a move back clears the dates of the stages after it).
STAGES = {
    ApplicationStatus.SAVED: 0,
    ApplicationStatus.APPLIED: 1,
    ApplicationStatus.INTERVIEWING: 2,
    ApplicationStatus.OFFER: 3,
}
_POSTING_STATUS = {
    ApplicationStatus.SAVED: PostingStatus.SAVED,
    ApplicationStatus.APPLIED: PostingStatus.APPLIED,
    ApplicationStatus.INTERVIEWING: PostingStatus.INTERVIEW,
    ApplicationStatus.OFFER: PostingStatus.OFFER,
    ApplicationStatus.REJECTED: PostingStatus.REJECTED,
}


UNCHANGED: Any = object()  # an argument of `application_update` left as it is
logger = logging.getLogger(__name__)


class ApplicationError(ValueError):
    """Bad input for an application; the message is one sentence for the person."""


class FreezeFailed(ApplicationError):
    """The PDF of a file to keep could not be made: nothing was saved (the move neither)."""


def _field_name(name: str) -> str:
    names = {
        "company": _("company"),
        "role": _("role"),
        "location": _("location"),
        "url": _("link"),
        "next_step": _("next step"),
        "contacts": _("contacts"),
        "notes": _("notes"),
    }
    return str(names.get(name, name))


def clean_text(name: str, value: Any) -> str:
    """A text field without NUL (PostgreSQL refuses it) within its limit, or `ApplicationError`."""
    text = "" if value is None else str(value).replace("\x00", "")
    multiline = name in ("contacts", "notes")
    text = text.strip() if multiline else " ".join(text.split())
    if len(text) > LIMITS[name]:
        raise ApplicationError(
            _("The %(field)s is too long (at most %(n)s characters).")
            % {"field": _field_name(name), "n": LIMITS[name]}
        )
    if name == "url" and text and not text.lower().startswith(("http://", "https://")):
        raise ApplicationError(_("The link must start with http:// or https://."))
    return text


def _check_owner(owner: Any, posting: JobPosting | None, resume: Resume | None) -> None:
    if posting is not None and posting.owner_id != owner.pk:
        raise ApplicationError("The posting belongs to someone else.")
    if resume is not None and resume.owner_id != owner.pk:
        raise ApplicationError("The resume belongs to someone else.")


def _status(value: Any) -> str:
    if value not in ApplicationStatus.values:
        raise ApplicationError(
            _("Choose a status from the list: %(choices)s.")
            % {"choices": ", ".join(ApplicationStatus.values)}
        )
    return str(value)


def apply_stage_dates(application: Application, status: str, today: datetime.date) -> None:
    """Set the day the new stage was reached (when not known), and forget the days of the
    stages after it when moved back (a rejection or withdrawal keeps how far it got)."""
    if status in (ApplicationStatus.REJECTED, ApplicationStatus.WITHDRAWN):
        application.closed_on = application.closed_on or today
        return
    stage = STAGES[ApplicationStatus(status)]
    application.closed_on = None
    if stage >= 1:
        application.applied_on = application.applied_on or today
    else:
        application.applied_on = None
    if status == ApplicationStatus.INTERVIEWING:
        application.interview_on = application.interview_on or today
    elif stage < 2:
        application.interview_on = None
    if status == ApplicationStatus.OFFER:
        application.offer_on = application.offer_on or today
    else:
        application.offer_on = None


def application_create(
    *,
    owner: Any,
    posting: JobPosting | None = None,
    resume: Resume | None = None,
    status: str = ApplicationStatus.SAVED,
    next_step_time: datetime.time | None = None,
    extra: dict[str, Any] | None = None,
    sent_resume_title: str = "",
    sent_theme: str = "",
    sent_tailored: bool | None = None,
    freeze: bool = True,
    **fields: Any,
) -> Application:
    """A new application; company and role come from the posting when not given. One that
    starts past Saved has its files frozen at once."""
    _check_owner(owner, posting, resume)
    if posting is None and resume is not None:
        version = _version_of(resume)
        posting = version.posting if version else None
    application = Application(owner=owner, posting=posting, resume=resume, status=_status(status))
    for name in TEXT_FIELDS:
        setattr(application, name, clean_text(name, fields.pop(name, "")))
    for name in DATE_FIELDS:
        setattr(application, name, fields.pop(name, None))
    if fields:
        raise TypeError(f"unknown fields {sorted(fields)}")
    if posting is not None:
        application.company = application.company or posting.company[:200]
        application.role = application.role or posting.title[:200]
    if not application.company and not application.role:
        raise ApplicationError(_("Name the company or the role."))
    application.next_step_time = next_step_time
    application.extra = extra or {}
    application.sent_resume_title = sent_resume_title[:200]
    application.sent_theme = sent_theme[:20]
    application.sent_tailored = sent_tailored
    apply_stage_dates(application, application.status, timezone.localdate())
    # Rendered before the transaction (a PDF takes a second or more, and SQLite's write
    # lock is held for a whole transaction); a failure saves nothing.
    rendered = _render_missing(None, application.status, resume) if freeze else []
    with transaction.atomic():
        application.save()
        _sync_posting(application)
        _store_rendered(application, rendered)
    return application


def _keep_typed_dates(application: Application, fields_dates: dict[str, Any]) -> None:
    for name, value in fields_dates.items():
        if value is not None:
            setattr(application, name, value)


def application_update(
    *,
    application: Application,
    posting: Any = UNCHANGED,
    resume: Any = UNCHANGED,
    status: str | None = None,
    next_step_time: Any = UNCHANGED,
    **fields: Any,
) -> Application:
    """Change what is given (a field left out stays as it is). A new status sets the stage's
    day and freezes the files when the application is sent; the resume of a sent application
    cannot change any more (its file is frozen). The files are rendered first and saved
    with the change in one transaction: when a PDF cannot be made, `FreezeFailed` is raised
    and nothing changed (the application stays in its column)."""
    target = _status(status) if status is not None else application.status
    sent = resume
    if resume is UNCHANGED:
        sent = Resume.objects.filter(pk=application.resume_id).first()
    rendered = _render_missing(application.pk, target, sent)
    with transaction.atomic():
        application = _update(application, posting, resume, status, next_step_time, fields)
        _store_rendered(application, rendered)
    return application


def _update(
    application: Application,
    posting: Any,
    resume: Any,
    status: str | None,
    next_step_time: Any,
    fields: dict[str, Any],
) -> Application:
    application = Application.objects.select_for_update().get(pk=application.pk)
    _check_owner(
        application.owner,
        None if posting is UNCHANGED else posting,
        None if resume is UNCHANGED else resume,
    )
    if posting is not UNCHANGED:
        application.posting = posting
    if resume is not UNCHANGED and resume != application.resume:
        if _frozen(application, FileKind.RESUME):
            raise ApplicationError(
                _(
                    "The resume of this application was sent and is kept as it was; it cannot "
                    "change."
                )
            )
        application.resume = resume
    for name in TEXT_FIELDS:
        if name in fields:
            setattr(application, name, clean_text(name, fields.pop(name)))
    typed = {name: fields.pop(name) for name in DATE_FIELDS if name in fields}
    if fields:
        raise TypeError(f"unknown fields {sorted(fields)}")
    for name, value in typed.items():
        setattr(application, name, value)
    if next_step_time is not UNCHANGED:
        application.next_step_time = next_step_time
    if not application.company and not application.role:
        raise ApplicationError(_("Name the company or the role."))
    if status is not None and _status(status) != application.status:
        application.status = status
        application.status_changed_at = timezone.now()
        apply_stage_dates(application, status, timezone.localdate())
        # What the person typed in the same form wins over the day of the move.
        _keep_typed_dates(
            application, {k: v for k, v in typed.items() if k not in _cleared(status)}
        )
    application.save()
    _sync_posting(application)
    return application


def _cleared(status: str) -> set[str]:
    """The dates a move to `status` forgets: those of the stages after it, and the closing."""
    stage = STAGES.get(ApplicationStatus(status))
    if stage is None:
        return set()
    later = {1: "applied_on", 2: "interview_on", 3: "offer_on"}
    return {name for number, name in later.items() if number > stage} | {"closed_on"}


def application_move(*, application: Application, status: str) -> Application:
    """Move the application to another column of the board."""
    return application_update(application=application, status=status)


def application_delete(*, application: Application) -> None:
    application.delete()


def _version_of(resume: Resume) -> TailoredVersion | None:
    return TailoredVersion.objects.filter(resume=resume).select_related("posting").first()


def _frozen(application: Application, kind: str) -> bool:
    return FrozenFile.objects.filter(application=application, kind=kind).exists()


@dataclass(frozen=True)
class _Rendered:
    """A file to keep, rendered before the transaction that stores it."""

    kind: str
    exported: Any
    resume: Resume


def _render_missing(application_id: int | None, status: str, resume: Resume | None) -> list:
    """The PDFs an application sent (`status`) with `resume` still lacks, rendered now;
    `FreezeFailed` (nothing is stored) when one cannot be made."""
    if status not in SENT or resume is None:
        return []
    frozen = set()
    if application_id is not None:
        frozen = set(
            FrozenFile.objects.filter(application_id=application_id).values_list("kind", flat=True)
        )
    rendered = []
    if FileKind.RESUME not in frozen:
        exported = _render(lambda: exporting.export_resume(resume, "pdf"), _("the resume"))
        rendered.append(_Rendered(FileKind.RESUME, exported, resume))
    version = _version_of(resume)
    letter = CoverLetter.objects.filter(version=version).first() if version else None
    if letter is not None and letter.text.strip() and FileKind.COVER_LETTER not in frozen:
        exported = _render(
            lambda: export_cover_letter(version, letter, "pdf"), _("the cover letter")
        )
        rendered.append(_Rendered(FileKind.COVER_LETTER, exported, resume))
    return rendered


def _render(make: Any, what: str) -> Any:
    try:
        return make()
    except Exception as exc:  # the renderer's own error, whatever it is: logged, told plainly
        logger.exception("Rendering the PDF of %s to keep failed", what)
        raise FreezeFailed(
            _(
                "The PDF of %(what)s could not be made, so nothing was saved and the "
                "application stays where it was. Try again in a moment; if it keeps failing, "
                "try another theme for the resume."
            )
            % {"what": what}
        ) from exc


def _store_rendered(application: Application, rendered: list) -> list[FrozenFile]:
    """Store what `_render_missing` made (within the caller's transaction)."""
    made = []
    for item in rendered:
        made.append(_store(application, item.kind, item.exported, item.resume))
        if item.kind == FileKind.RESUME:
            application.sent_resume_title = item.resume.title[:200]
            application.sent_theme = item.resume.theme
            application.sent_tailored = _version_of(item.resume) is not None
            application.save(update_fields=["sent_resume_title", "sent_theme", "sent_tailored"])
    return made


def freeze_files(application: Application) -> list[FrozenFile]:
    """Keep the PDFs of the resume (and its cover letter) as they are now, once: a sent
    application whose files are not frozen yet gets them; frozen files never change.
    `FreezeFailed` when a PDF cannot be made (nothing is stored then)."""
    resume = Resume.objects.filter(pk=application.resume_id).first()
    rendered = _render_missing(application.pk, application.status, resume)
    with transaction.atomic():
        return _store_rendered(application, rendered)


def _store(application: Application, kind: str, exported: Any, resume: Resume) -> FrozenFile:
    content = bytes(exported.content)
    try:
        with transaction.atomic():
            return FrozenFile.objects.create(
                application=application,
                kind=kind,
                filename=exported.filename[:255],
                content_type=exported.content_type,
                content=content,
                sha256=hashlib.sha256(content).hexdigest(),
                size=len(content),
                resume_version=resume.version,
                theme=resume.theme,
            )
    except IntegrityError:  # frozen meanwhile by another request: that one stays
        return FrozenFile.objects.get(application=application, kind=kind)


def _sync_posting(application: Application) -> None:
    """The posting's own status follows its application (withdrawn has no posting status)."""
    posting = application.posting
    wanted = _POSTING_STATUS.get(ApplicationStatus(application.status))
    if posting is None or wanted is None or posting.status == wanted:
        return
    posting.status = wanted
    posting.status_changed_at = timezone.now()
    if application.applied_on and not posting.applied_on:
        posting.applied_on = application.applied_on
    posting.save(update_fields=["status", "status_changed_at", "applied_on", "updated_at"])
