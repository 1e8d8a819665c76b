"""The manual-editing forms: one form per section entry, built from a field list per section.

Forms only turn what a person typed into JSON Resume values; `resumes.services` validates
and saves them under the optimistic lock.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from django import forms
from django.utils.translation import gettext_lazy as _

from resumes.models import ResumeLanguage, Theme

Kind = Literal["text", "textarea", "lines", "csv", "date", "url", "email"]


@dataclass(frozen=True)
class EntryField:
    """One editable key of a section entry and how it is typed in a form."""

    key: str
    label: Any
    kind: Kind = "text"
    wide: bool = False


SECTION_LABELS: dict[str, Any] = {
    "basics": _("Basics"),
    "work": _("Work experience"),
    "education": _("Education"),
    "skills": _("Skills"),
    "projects": _("Projects"),
    "languages": _("Languages"),
    "awards": _("Awards"),
    "certificates": _("Certificates"),
    "publications": _("Publications"),
    "volunteer": _("Volunteering"),
    "interests": _("Interests"),
    "references": _("References"),
}

BASICS_FIELDS: tuple[EntryField, ...] = (
    EntryField("name", _("Full name")),
    EntryField("label", _("Headline"), wide=False),
    EntryField("email", _("Email"), "email"),
    EntryField("phone", _("Phone")),
    EntryField("url", _("Website"), "url"),
    EntryField("image", _("Photo URL"), "url"),
    EntryField("summary", _("Summary"), "textarea", wide=True),
)

LOCATION_FIELDS: tuple[EntryField, ...] = (
    EntryField("address", _("Address"), wide=True),
    EntryField("city", _("City")),
    EntryField("region", _("Region")),
    EntryField("postalCode", _("Postal code")),
    EntryField("countryCode", _("Country code")),
)

PROFILE_FIELDS: tuple[EntryField, ...] = (
    EntryField("network", _("Network")),
    EntryField("username", _("Username")),
    EntryField("url", _("URL"), "url", wide=True),
)

# The fields several sections share, each defined once.
_PERIOD = (
    EntryField("startDate", _("Start date"), "date"),
    EntryField("endDate", _("End date"), "date"),
)
_WEBSITE = EntryField("url", _("Website"), "url")
_SUMMARY = EntryField("summary", _("Summary"), "textarea", wide=True)
_HIGHLIGHTS = EntryField("highlights", _("Highlights (one per line)"), "lines", wide=True)
_KEYWORDS = EntryField("keywords", _("Keywords (comma separated)"), "csv", wide=True)
_URL = EntryField("url", _("URL"), "url")

LIST_SECTION_FIELDS: dict[str, tuple[EntryField, ...]] = {
    "work": (
        EntryField("position", _("Position")),
        EntryField("name", _("Company")),
        EntryField("location", _("Location")),
        _WEBSITE,
        *_PERIOD,
        EntryField("description", _("About the company"), wide=True),
        _SUMMARY,
        _HIGHLIGHTS,
    ),
    "education": (
        EntryField("institution", _("Institution")),
        EntryField("area", _("Field of study")),
        EntryField("studyType", _("Degree")),
        EntryField("score", _("Score")),
        *_PERIOD,
        EntryField("url", _("Website"), "url", wide=True),
        EntryField("courses", _("Courses (one per line)"), "lines", wide=True),
    ),
    "skills": (
        EntryField("name", _("Skill")),
        EntryField("level", _("Level")),
        _KEYWORDS,
    ),
    "projects": (
        EntryField("name", _("Name")),
        EntryField("entity", _("Organisation")),
        EntryField("type", _("Type")),
        _URL,
        *_PERIOD,
        EntryField("description", _("Description"), "textarea", wide=True),
        _HIGHLIGHTS,
        EntryField("roles", _("Roles (comma separated)"), "csv", wide=True),
        _KEYWORDS,
    ),
    "languages": (
        EntryField("language", _("Language")),
        EntryField("fluency", _("Fluency")),
    ),
    "awards": (
        EntryField("title", _("Title")),
        EntryField("awarder", _("Awarded by")),
        EntryField("date", _("Date"), "date"),
        _SUMMARY,
    ),
    "certificates": (
        EntryField("name", _("Name")),
        EntryField("issuer", _("Issuer")),
        EntryField("date", _("Date"), "date"),
        _URL,
    ),
    "publications": (
        EntryField("name", _("Title")),
        EntryField("publisher", _("Publisher")),
        EntryField("releaseDate", _("Release date"), "date"),
        _URL,
        _SUMMARY,
    ),
    "volunteer": (
        EntryField("position", _("Role")),
        EntryField("organization", _("Organisation")),
        _WEBSITE,
        *_PERIOD,
        _SUMMARY,
        _HIGHLIGHTS,
    ),
    "interests": (
        EntryField("name", _("Interest")),
        _KEYWORDS,
    ),
    "references": (
        EntryField("name", _("Name")),
        EntryField("reference", _("Reference"), "textarea", wide=True),
    ),
}

LIST_SECTIONS: tuple[str, ...] = tuple(LIST_SECTION_FIELDS)
EDITABLE_SECTIONS: tuple[str, ...] = ("basics", *LIST_SECTIONS)
MAX_PROFILES_SHOWN = 8


def _form_field(spec: EntryField) -> forms.Field:
    attrs: dict[str, str] = {}
    if spec.kind == "date":
        attrs["placeholder"] = "2021-03"
        attrs["inputmode"] = "numeric"
    if spec.kind in ("textarea", "lines"):
        widget: forms.Widget = forms.Textarea(attrs={"rows": 3, **attrs})
    elif spec.kind == "email":
        widget = forms.EmailInput(attrs=attrs)
    elif spec.kind == "url":
        widget = forms.URLInput(attrs={"placeholder": "https://", **attrs})
    else:
        widget = forms.TextInput(attrs=attrs)
    # Values are checked by the document schema on save, which says exactly what is wrong.
    return forms.CharField(label=spec.label, required=False, widget=widget, strip=True)


def to_form_value(spec: EntryField, value: Any) -> str:
    """A stored value as the text a form shows."""
    if value is None:
        return ""
    if spec.kind == "lines" and isinstance(value, list):
        return "\n".join(str(v) for v in value)
    if spec.kind == "csv" and isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def from_form_value(spec: EntryField, text: str) -> Any:
    """Typed text as the value to store; empty means the key is removed."""
    text = text.strip()
    if spec.kind == "lines":
        return [line.strip() for line in text.splitlines() if line.strip()]
    if spec.kind == "csv":
        return [part.strip() for part in text.replace("，", ",").split(",") if part.strip()]
    return text


def merge_entry(
    original: dict[str, Any] | None, specs: tuple[EntryField, ...], values: dict[str, str]
) -> dict[str, Any]:
    """The entry with the form's keys replaced; keys the form does not know are kept."""
    entry = dict(original or {})
    for spec in specs:
        value = from_form_value(spec, values.get(spec.key, ""))
        if value in ("", []):
            entry.pop(spec.key, None)
        else:
            entry[spec.key] = value
    return entry


class VersionedForm(forms.Form):
    """A form that carries the resume version it was based on (the optimistic lock)."""

    version = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=2**31 - 1)


def entry_form_class(specs: tuple[EntryField, ...]) -> type[VersionedForm]:
    """A form class with one text field per entry key."""
    fields = {spec.key: _form_field(spec) for spec in specs}
    return type("EntryForm", (VersionedForm,), fields)


def entry_initial(specs: tuple[EntryField, ...], entry: dict[str, Any] | None) -> dict[str, str]:
    entry = entry or {}
    return {spec.key: to_form_value(spec, entry.get(spec.key)) for spec in specs}


class BasicsForm(VersionedForm):
    """The basics object: contact fields, location and profiles in one form."""

    def __init__(self, *args: Any, profile_count: int = 1, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for spec in BASICS_FIELDS:
            self.fields[spec.key] = _form_field(spec)
        for spec in LOCATION_FIELDS:
            self.fields[f"location_{spec.key}"] = _form_field(spec)
        self.profile_count = profile_count
        for index in range(profile_count):
            for spec in PROFILE_FIELDS:
                self.fields[f"profile_{index}_{spec.key}"] = _form_field(spec)

    def wide(self, key: str) -> bool:
        return any(spec.key == key and spec.wide for spec in BASICS_FIELDS)

    def main_fields(self) -> list[forms.BoundField]:
        return [self[spec.key] for spec in BASICS_FIELDS]

    def location_fields(self) -> list[forms.BoundField]:
        return [self[f"location_{spec.key}"] for spec in LOCATION_FIELDS]

    def profile_rows(self) -> list[list[forms.BoundField]]:
        return [
            [self[f"profile_{index}_{spec.key}"] for spec in PROFILE_FIELDS]
            for index in range(self.profile_count)
        ]


def basics_initial(basics: dict[str, Any] | None) -> tuple[dict[str, str], int]:
    """Initial form values for basics, and how many profile rows to show (one blank extra)."""
    basics = basics or {}
    initial = {spec.key: to_form_value(spec, basics.get(spec.key)) for spec in BASICS_FIELDS}
    location = basics.get("location") or {}
    for spec in LOCATION_FIELDS:
        initial[f"location_{spec.key}"] = to_form_value(spec, location.get(spec.key))
    profiles = [p for p in basics.get("profiles") or [] if isinstance(p, dict)]
    for index, profile in enumerate(profiles):
        for spec in PROFILE_FIELDS:
            initial[f"profile_{index}_{spec.key}"] = to_form_value(spec, profile.get(spec.key))
    return initial, min(len(profiles) + 1, MAX_PROFILES_SHOWN)


def basics_from_form(original: dict[str, Any] | None, cleaned: dict[str, Any]) -> dict[str, Any]:
    """The new basics object from a valid BasicsForm; unknown keys are kept."""
    original = dict(original or {})
    basics = merge_entry(original, BASICS_FIELDS, cleaned)
    location_values = {
        spec.key: cleaned.get(f"location_{spec.key}", "") for spec in LOCATION_FIELDS
    }
    location = merge_entry(original.get("location"), LOCATION_FIELDS, location_values)
    if location:
        basics["location"] = location
    else:
        basics.pop("location", None)
    old_profiles = [p for p in original.get("profiles") or [] if isinstance(p, dict)]
    profiles = []
    index = 0
    while f"profile_{index}_network" in cleaned:
        values = {
            spec.key: cleaned.get(f"profile_{index}_{spec.key}", "") for spec in PROFILE_FIELDS
        }
        old = old_profiles[index] if index < len(old_profiles) else None
        profile = merge_entry(old, PROFILE_FIELDS, values)
        if any(profile.get(spec.key) for spec in PROFILE_FIELDS):
            profiles.append(profile)
        index += 1
    # Profiles beyond the rows shown are kept as they were.
    profiles.extend(old_profiles[index:])
    if profiles:
        basics["profiles"] = profiles
    else:
        basics.pop("profiles", None)
    return basics


class ResumeCreateForm(forms.Form):
    title = forms.CharField(label=_("Title"), max_length=200, required=False)
    language = forms.ChoiceField(
        label=_("Resume language"), choices=ResumeLanguage.choices, initial=ResumeLanguage.ENGLISH
    )
    starter = forms.BooleanField(label=_("Start from an example"), required=False)


class RenameForm(forms.Form):
    title = forms.CharField(label=_("Title"), max_length=200)


class ThemeForm(forms.Form):
    theme = forms.ChoiceField(label=_("Theme"), choices=Theme.choices)
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)
