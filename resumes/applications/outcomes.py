"""What came of the applications: the funnel (how many reached each stage) and the answer
rate (interviewing or offer over applied) per resume version, per theme and tailored or not."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _

from resumes.applications.models import Application
from resumes.models import Theme


@dataclass
class Rate:
    label: str
    applied: int
    answered: int

    @property
    def rate(self) -> float:
        return self.answered / self.applied if self.applied else 0.0

    @property
    def percent(self) -> int:
        return round(self.rate * 100)


def reached(application: Application) -> dict[str, bool]:
    """Which stages the application reached (the furthest, whatever its column now)."""
    offer = application.offer_on is not None or application.status == "offer"
    interview = (
        offer or application.interview_on is not None or application.status == "interviewing"
    )
    applied = interview or application.applied_on is not None or application.status == "applied"
    return {"applied": applied, "interviewing": interview, "offer": offer}


def funnel(applications: list[Application]) -> list[tuple[str, int]]:
    stages = [reached(a) for a in applications]
    return [
        (_("Saved"), len(applications)),
        (_("Applied"), sum(s["applied"] for s in stages)),
        (_("Interviewing"), sum(s["interviewing"] for s in stages)),
        (_("Offer"), sum(s["offer"] for s in stages)),
    ]


def _resume_label(application: Application) -> str:
    if application.sent_resume_title:
        return application.sent_resume_title
    if application.resume is not None:
        return application.resume.title
    return _("Not recorded")


def _theme_label(application: Application) -> str:
    theme = application.sent_theme or (application.resume.theme if application.resume else "")
    if not theme:
        return _("Not recorded")
    return str(dict(Theme.choices).get(theme, theme))


def _tailored_label(application: Application) -> str:
    tailored = application.sent_tailored
    if tailored is None and application.resume is not None:
        tailored = hasattr(application.resume, "tailored_from")
    if tailored is None:
        return _("Not recorded")
    return _("Tailored") if tailored else _("Not tailored")


def rates_by(applications: list[Application], label_of: Any) -> list[Rate]:
    """The answer rate of the applied applications, grouped by `label_of`, most applied first."""
    groups: dict[str, Rate] = {}
    for application in applications:
        stages = reached(application)
        if not stages["applied"]:
            continue
        label = label_of(application)
        group = groups.setdefault(label, Rate(label, 0, 0))
        group.applied += 1
        group.answered += stages["interviewing"]
    return sorted(groups.values(), key=lambda r: (-r.applied, r.label))


def outcomes_for_user(user: Any) -> dict[str, Any]:
    if not getattr(user, "is_authenticated", False):
        user = None
    applications = list(
        Application.objects.filter(owner=user)
        .select_related("resume", "resume__tailored_from")
        # What the groups need, not the documents (a resume's JSON, the notes).
        .defer("extra", "notes", "contacts", "resume__data", "resume__tailored_from__score_before")
    )
    total = rates_by(applications, lambda a: _("All applications"))
    return {
        "count": len(applications),
        "funnel": funnel(applications),
        "overall": total[0] if total else Rate(_("All applications"), 0, 0),
        "by_resume": rates_by(applications, _resume_label),
        "by_theme": rates_by(applications, _theme_label),
        "by_tailoring": rates_by(applications, _tailored_label),
    }
