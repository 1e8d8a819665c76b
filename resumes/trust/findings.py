"""Findings and their sentences, translated in the language active when they are written.

A finding keeps its check name and its `params` (plain strings), so a message can be written
again later in another language with `finding_message(check, params)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import pgettext, pgettext_lazy

CHECKS: tuple[str, ...] = (
    "new_employer",
    "new_school",
    "new_credential",
    "dates_changed",
    "contact_changed",
    "name_changed",
    "entry_removed",
    "metric_invented",
    "skill_claimed",
    "title_inflated",
)

SECTION_NAMES = {
    "work": pgettext_lazy("resume field", "work"),
    "volunteer": pgettext_lazy("resume field", "volunteering"),
    "education": pgettext_lazy("resume field", "education"),
    "awards": pgettext_lazy("resume field", "awards"),
    "certificates": pgettext_lazy("resume field", "certificates"),
    "publications": pgettext_lazy("resume field", "publications"),
    "skills": pgettext_lazy("resume field", "skills"),
    "languages": pgettext_lazy("resume field", "languages"),
    "interests": pgettext_lazy("resume field", "interests"),
    "references": pgettext_lazy("resume field", "references"),
    "projects": pgettext_lazy("resume field", "projects"),
}
FIELD_NAMES = {
    "startDate": pgettext_lazy("resume field", "start date"),
    "endDate": pgettext_lazy("resume field", "end date"),
    "date": pgettext_lazy("resume field", "date"),
    "releaseDate": pgettext_lazy("resume field", "release date"),
    "email": pgettext_lazy("resume field", "email"),
    "phone": pgettext_lazy("resume field", "phone"),
    "url": pgettext_lazy("resume field", "website"),
    "address": pgettext_lazy("resume field", "address"),
    "postalCode": pgettext_lazy("resume field", "postal code"),
    "city": pgettext_lazy("resume field", "city"),
    "countryCode": pgettext_lazy("resume field", "country"),
    "region": pgettext_lazy("resume field", "region"),
    "profile": pgettext_lazy("resume field", "profile"),
}
# Placeholders for dates: an end date that is not there means "still going on".
PRESENT = "present"
NO_DATE = "none"


@dataclass(frozen=True)
class Finding:
    """Something a person should check: a check name (stable), the path, a sentence."""

    check: str
    path: str
    message: str
    params: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    def as_dict(self, *, with_params: bool = False) -> dict[str, Any]:
        """The JSON shape of the contract: {"check", "path", "message"} (+ "params")."""
        data: dict[str, Any] = {"check": self.check, "path": self.path, "message": self.message}
        if with_params:
            data["params"] = dict(self.params)
        return data


def make_finding(check: str, path: str, **params: str) -> Finding:
    """A finding whose message is written now, in the active language."""
    return Finding(check=check, path=path, message=finding_message(check, params), params=params)


def _date(value: str) -> str:
    if value == PRESENT:
        return pgettext("resume date", "present")
    if value == NO_DATE:
        return pgettext("resume date", "no date")
    return value


def finding_message(check: str, params: Mapping[str, str]) -> str:
    """The sentence for a finding of `check` with `params`, in the active language."""
    p = dict(params)
    kind = p.get("kind", "")
    if check == "new_employer":
        return _("“{name}” is an employer the earlier version does not have.").format(**p)
    if check == "new_school":
        return _("“{name}” is a school the earlier version does not have.").format(**p)
    if check == "new_credential":
        if kind == "degree_raised":
            return _("The degree was raised from “{old}” to “{new}”.").format(**p)
        if kind == "degree_changed":
            return _("The degree changed from “{old}” to “{new}”.").format(**p)
        if kind == "certificate":
            return _("The certificate “{name}” is new.").format(**p)
        if kind == "award":
            return _("The award “{name}” is new.").format(**p)
        return _("The degree “{name}” is new.").format(**p)
    if check == "dates_changed":
        return _("The {field} of “{entry}” changed from {old} to {new}.").format(
            field=FIELD_NAMES.get(p["field"], p["field"]),
            entry=p["entry"],
            old=_date(p["old"]),
            new=_date(p["new"]),
        )
    if check == "contact_changed":
        field = FIELD_NAMES.get(p["field"], p["field"])
        if kind == "added":
            return _("New {field}: “{new}”.").format(field=field, new=p["new"])
        if kind == "removed":
            return _("The {field} “{old}” was removed.").format(field=field, old=p["old"])
        return _("The {field} changed from “{old}” to “{new}”.").format(
            field=field, old=p["old"], new=p["new"]
        )
    if check == "name_changed":
        if not p.get("old"):
            return _("New name: “{new}”.").format(**p)
        if not p.get("new"):
            return _("The name “{old}” was removed.").format(**p)
        return _("The name changed from “{old}” to “{new}”.").format(**p)
    if check == "entry_removed":
        section = SECTION_NAMES.get(p["section"], p["section"])
        return _("“{entry}” was removed from {section}.").format(section=section, entry=p["entry"])
    if check == "metric_invented":
        return _("“{number}” appears nowhere in the earlier version.").format(**p)
    if check == "skill_claimed":
        return _(
            "“{skill}” is claimed, not supported: nothing in the earlier version shows this skill."
        ).format(**p)
    if check == "title_inflated":
        if kind == "role":
            return _(
                "The title changed from “{old}” to “{new}”, another role than the earlier "
                "version shows."
            ).format(**p)
        return _(
            "The title changed from “{old}” to “{new}”, more senior than the earlier version shows."
        ).format(**p)
    raise ValueError(f"Unknown check {check!r}.")
