"""Reads of applications, always scoped to the person asking (others' ids: 404)."""

from __future__ import annotations

import calendar
import datetime
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Count, Prefetch, Q, QuerySet
from django.http import Http404

from resumes.applications.models import STAGE_DATES, Application, ApplicationStatus, FrozenFile


class ApplicationNotFound(Http404, Application.DoesNotExist):
    """No such application for this person."""


class FrozenFileNotFound(Http404, FrozenFile.DoesNotExist):
    """No such frozen file for this person."""


def application_list_for_user(user: Any, *, status: str = "") -> QuerySet[Application]:
    """The person's applications, the most recently moved first (of one status, when given)."""
    if not getattr(user, "is_authenticated", False):
        return Application.objects.none()
    applications = (
        Application.objects.filter(owner=user)
        .select_related("posting", "resume")
        # Which files were frozen, never their bytes (a PDF each).
        .prefetch_related(
            Prefetch("frozen_files", queryset=FrozenFile.objects.only("id", "application", "kind"))
        )
        .order_by("-status_changed_at", "-pk")
    )
    return applications.filter(status=status) if status else applications


def application_get_for_user(user: Any, application_id: Any) -> Application:
    if not getattr(user, "is_authenticated", False):
        raise ApplicationNotFound("No such application.")
    try:
        return Application.objects.select_related("posting", "resume").get(
            pk=int(application_id), owner=user
        )
    except (Application.DoesNotExist, TypeError, ValueError, OverflowError):
        raise ApplicationNotFound("No such application.") from None


def frozen_file_for_user(user: Any, application_id: Any, kind: str) -> FrozenFile:
    """A frozen file of the person's application (the whole row, bytes included)."""
    application = application_get_for_user(user, application_id)
    found = FrozenFile.objects.filter(application=application, kind=kind).first()
    if found is None:
        raise FrozenFileNotFound("No such file.")
    return found


def frozen_files_of(application: Application) -> list[FrozenFile]:
    """The application's frozen files without their bytes."""
    return list(
        FrozenFile.objects.filter(application=application).defer("content").order_by("kind")
    )


def applications_of_resume(resume: Any) -> QuerySet[Application]:
    return Application.objects.filter(resume=resume).order_by("-pk")


def applications_of_posting(posting: Any) -> QuerySet[Application]:
    return Application.objects.filter(posting=posting).order_by("-pk")


BOARD_CARDS = 60


def board_columns(user: Any) -> list[tuple[str, str, list[Application], int]]:
    """The board: (status, label, the latest `BOARD_CARDS` applications, how many in all) per
    column, in the board's order (the list shows a whole column)."""
    columns = []
    base = application_list_for_user(user).defer("extra", "contacts", "notes")
    counts = dict(
        Application.objects.filter(owner=user).values_list("status").annotate(n=Count("pk"))
    )
    for value, label in ApplicationStatus.choices:
        cards = list(base.filter(status=value)[:BOARD_CARDS]) if counts.get(value) else []
        columns.append((value, label, cards, counts.get(value, 0)))
    return columns


@dataclass
class CalendarDay:
    day: datetime.date
    in_month: bool
    events: list[tuple[str, Application]] = field(default_factory=list)


def month_grid(user: Any, year: int, month: int) -> list[list[CalendarDay]]:
    """The month as weeks (Monday first) of days, each with its events: ("next", "applied",
    "interview", "offer", "closed") and the application."""
    cal = calendar.Calendar(firstweekday=0)
    weeks = [
        [CalendarDay(day, day.month == month) for day in week]
        for week in cal.monthdatescalendar(year, month)
    ]
    first, last = weeks[0][0].day, weeks[-1][-1].day
    days = {d.day: d for week in weeks for d in week}
    kinds = (
        ("next_step_on", "next"),
        ("applied_on", "applied"),
        ("interview_on", "interview"),
        ("offer_on", "offer"),
        ("closed_on", "closed"),
    )
    condition = Q()
    for name, _kind in kinds:
        condition |= Q(**{f"{name}__gte": first, f"{name}__lte": last})
    for application in application_list_for_user(user).filter(condition).defer("extra"):
        for name, kind in kinds:
            day = getattr(application, name)
            if day in days:
                days[day].events.append((kind, application))
    return weeks


def application_body(application: Application, prefix: str = "/api/v1") -> dict[str, Any]:
    """An application as the REST API and MCP answer it (its frozen files linked under
    `prefix`)."""
    names = [
        "id",
        "status",
        "company",
        "role",
        "location",
        "url",
        "contacts",
        "notes",
        "posting_id",
        "resume_id",
        *STAGE_DATES,
        "next_step",
        "next_step_on",
        "next_step_time",
        "sent_resume_title",
        "sent_theme",
        "sent_tailored",
        "extra",
        "status_changed_at",
        "created_at",
        "updated_at",
    ]
    body = {name: getattr(application, name) for name in names}
    body["files"] = [
        {
            "kind": f.kind,
            "filename": f.filename,
            "content_type": f.content_type,
            "size": f.size,
            "sha256": f.sha256,
            "resume_version": f.resume_version,
            "theme": f.theme,
            "frozen_at": f.created_at,
            "url": f"{prefix}/applications/{application.pk}/files/{f.kind}",
        }
        for f in frozen_files_of(application)
    ]
    return body
