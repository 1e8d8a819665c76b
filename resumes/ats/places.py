"""Where a finding is, in plain words for people ("Work experience 2 (Acme) · highlight 3"),
and the editor's place it links to (section, entry, field)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext_lazy as _

from resumes.exporting.formatting import as_dict, as_dicts, as_text
from resumes.forms import (
    BASICS_FIELDS,
    LIST_SECTION_FIELDS,
    LOCATION_FIELDS,
    PROFILE_FIELDS,
    SECTION_LABELS,
)
from resumes.paths.syntax import PathError, parse_path

CHECK_LABELS = {
    "contact": _("Contact details"),
    "dates": _("Dates"),
    "bullet_length": _("Highlight length"),
    "quantified": _("Numbers in highlights"),
    "headings": _("Section headings"),
    "text_layer": _("Text of the PDF"),
    "pages": _("Page count"),
    "reimport": _("PDF read back by an importer"),
    "keywords": _("Keywords of the posting"),
}
SEVERITY_LABELS = {"error": _("Problem"), "warning": _("Warning"), "info": _("Note")}
ITEM_WORDS = {
    "highlights": _("highlight %(number)s"),
    "courses": _("course %(number)s"),
    "keywords": _("keyword %(number)s"),
    "roles": _("role %(number)s"),
}
ENTRY_NAMED = _("%(section)s %(number)s (%(name)s)")
ENTRY_NUMBERED = _("%(section)s %(number)s")
_ENTRY_NAMES = ("position", "name", "institution", "title", "organization", "language")


@dataclass(frozen=True)
class Place:
    words: str
    section: str = ""
    entry: int | None = None
    field: str = ""


def place_of(path: str | None, document: dict[str, Any]) -> Place | None:
    if not path:
        return None
    try:
        segments = list(parse_path(path))
    except (PathError, ValueError):
        return Place(words=str(path))
    head = str(segments[0])
    if head == "basics":
        return _basics(segments[1:])
    if head not in LIST_SECTION_FIELDS:
        return Place(words=str(_("the section “%(name)s”") % {"name": head}))
    label = str(SECTION_LABELS[head])
    if len(segments) < 2 or not isinstance(segments[1], int):
        return Place(words=label, section=head)
    index = segments[1]
    entries = as_dicts(document.get(head))
    name = _entry_name(entries[index]) if 0 <= index < len(entries) else ""
    number = {"section": label, "number": index + 1, "name": name}
    entry_words = str(ENTRY_NAMED % number if name else ENTRY_NUMBERED % number)
    parts = [entry_words]
    field = str(segments[2]) if len(segments) > 2 else ""
    if field:
        if len(segments) > 3 and isinstance(segments[3], int) and field in ITEM_WORDS:
            parts.append(str(ITEM_WORDS[field] % {"number": segments[3] + 1}))
        else:
            parts.append(_field_label(LIST_SECTION_FIELDS[head], field))
    return Place(words=" · ".join(parts), section=head, entry=index, field=field)


def _basics(rest: list[Any]) -> Place:
    label = str(SECTION_LABELS["basics"])
    if not rest:
        return Place(words=label, section="basics")
    field = str(rest[0])
    if field == "location" and len(rest) > 1:
        sub = str(rest[1])
        return Place(
            words=f"{label} · {_field_label(LOCATION_FIELDS, sub)}",
            section="basics",
            field=f"location_{sub}",
        )
    if field == "profiles" and len(rest) > 2 and isinstance(rest[1], int):
        sub = str(rest[2])
        words = f"{label} · {_('Profile')} {rest[1] + 1} · {_field_label(PROFILE_FIELDS, sub)}"
        return Place(words=words, section="basics", field=f"profile_{rest[1]}_{sub}")
    return Place(
        words=f"{label} · {_field_label(BASICS_FIELDS, field)}", section="basics", field=field
    )


def _field_label(specs: Any, key: str) -> str:
    for spec in specs:
        if spec.key == key:
            return str(spec.label)
    return key


def _entry_name(entry: Any) -> str:
    entry = as_dict(entry)
    for key in _ENTRY_NAMES:
        text = as_text(entry.get(key))
        if text:
            return text if len(text) <= 40 else text[:39] + "…"
    return ""
