"""The checks on facts: who the person is, how to reach them, where they worked and studied,
what they hold, when, and which entries are gone. Each returns findings; none uses an LLM.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from resumes.schema import format_path
from resumes.trust import normalize
from resumes.trust.findings import NO_DATE, PRESENT, Finding, make_finding
from resumes.trust.matching import ENTRY_KEYS, Pairing, entry_label, entry_list

Document = dict[str, Any]
Pairings = dict[str, Pairing]

# Organisations: (section, field) pairs whose names must already be in the old document.
EMPLOYER_FIELDS = (("work", "name"), ("volunteer", "organization"))
SCHOOL_FIELDS = (("education", "institution"),)
DATE_FIELDS: dict[str, tuple[str, ...]] = {
    "work": ("startDate", "endDate"),
    "volunteer": ("startDate", "endDate"),
    "education": ("startDate", "endDate"),
    "projects": ("startDate", "endDate"),
    "awards": ("date",),
    "certificates": ("date",),
    "publications": ("releaseDate",),
}
CONTACT_FIELDS: dict[str, Callable[[Any], str]] = {
    "email": normalize.email,
    "phone": normalize.phone,
    "url": normalize.url,
}
LOCATION_FIELDS = ("address", "postalCode", "city", "countryCode", "region")


def _basics(document: Document) -> dict[str, Any]:
    basics = document.get("basics")
    return basics if isinstance(basics, dict) else {}


def _text(value: Any) -> str:
    return " ".join(value.split()) if isinstance(value, str) else ""


def check_name(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    before, after = _text(_basics(old).get("name")), _text(_basics(new).get("name"))
    if _compact(before) == _compact(after):
        return []
    return [make_finding("name_changed", "basics.name", old=before, new=after)]


def _compact(name: str) -> str:
    return "".join(normalize.plain(name).split()).replace(".", "")


def check_contact(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    findings: list[Finding] = []
    before, after = _basics(old), _basics(new)
    for field, same in CONTACT_FIELDS.items():
        finding = _contact(f"basics.{field}", field, before.get(field), after.get(field), same)
        if finding:
            findings.append(finding)
    old_location = before.get("location") if isinstance(before.get("location"), dict) else {}
    new_location = after.get("location") if isinstance(after.get("location"), dict) else {}
    for field in LOCATION_FIELDS:
        finding = _contact(
            f"basics.location.{field}",
            field,
            old_location.get(field),
            new_location.get(field),
            normalize.plain,
        )
        if finding:
            findings.append(finding)
    findings += _profiles(before, after, pairings["basics.profiles"])
    return findings


def _contact(
    path: str, field: str, before: Any, after: Any, same: Callable[[Any], str]
) -> Finding | None:
    old_text, new_text = _text(before), _text(after)
    if same(old_text) == same(new_text):
        return None
    kind = "added" if not old_text else "removed" if not new_text else "changed"
    return make_finding("contact_changed", path, field=field, kind=kind, old=old_text, new=new_text)


def _profile_text(profile: Any) -> str:
    if not isinstance(profile, dict):
        return _text(profile)
    parts = [_text(profile.get(key)) for key in ("network", "username", "url")]
    return " · ".join(part for part in parts if part)


def _profiles(before: dict[str, Any], after: dict[str, Any], pairing: Pairing) -> list[Finding]:
    old, new = entry_list(before, "profiles"), entry_list(after, "profiles")
    findings = []
    for i, j in pairing.pairs:
        a = old[i] if isinstance(old[i], dict) else {}
        b = new[j] if isinstance(new[j], dict) else {}
        if normalize.plain(a.get("username")) != normalize.plain(
            b.get("username")
        ) or normalize.url(a.get("url")) != normalize.url(b.get("url")):
            findings.append(
                make_finding(
                    "contact_changed",
                    f"basics.profiles[{j}]",
                    field="profile",
                    kind="changed",
                    old=_profile_text(a),
                    new=_profile_text(b),
                )
            )
    for j in pairing.added:
        text = _profile_text(new[j])
        findings.append(
            make_finding(
                "contact_changed",
                f"basics.profiles[{j}]",
                field="profile",
                kind="added",
                old="",
                new=text,
            )
        )
    for i in pairing.removed:
        findings.append(
            make_finding(
                "contact_changed",
                f"basics.profiles[{i}]",
                field="profile",
                kind="removed",
                old=_profile_text(old[i]),
                new="",
            )
        )
    return findings


def _new_names(
    old: Document, new: Document, fields: tuple[tuple[str, str], ...], check: str
) -> list[Finding]:
    known = {
        normalize.org_name(entry.get(field))
        for section, field in fields
        for entry in entry_list(old, section)
        if isinstance(entry, dict)
    }
    findings = []
    for section, field in fields:
        for j, entry in enumerate(entry_list(new, section)):
            if not isinstance(entry, dict):
                continue
            name = normalize.org_name(entry.get(field))
            if not normalize.name_known(name, known):
                path = format_path([section, j, field])
                findings.append(make_finding(check, path, name=_text(entry.get(field))))
    return findings


def check_employers(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    return _new_names(old, new, EMPLOYER_FIELDS, "new_employer")


def check_schools(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    return _new_names(old, new, SCHOOL_FIELDS, "new_school")


def check_credentials(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    findings = _degrees(old, new, pairings["education"])
    others = (("certificates", "name", "certificate"), ("awards", "title", "award"))
    for section, field, kind in others:
        for finding in _new_names(old, new, ((section, field),), "new_credential"):
            name = finding.params["name"]
            findings.append(make_finding("new_credential", finding.path, kind=kind, name=name))
    return findings


def _degree(entry: Any) -> str:
    if not isinstance(entry, dict):
        return ""
    parts = [_text(entry.get("studyType")), _text(entry.get("area"))]
    return " ".join(part for part in parts if part)


def _degree_keys(entry: dict[str, Any]) -> set[tuple[Any, str]]:
    # The same degree: the same level (or the same words) in the same field of study.
    area = normalize.plain(entry.get("area"))
    keys: set[tuple[Any, str]] = {(normalize.plain(entry.get("studyType")), area)}
    rank = normalize.degree_rank(entry.get("studyType"))
    if rank is not None:
        keys.add((rank, area))
    return keys


def _degrees(old: Document, new: Document, pairing: Pairing) -> list[Finding]:
    before, after = entry_list(old, "education"), entry_list(new, "education")
    held = {degree for entry in before if isinstance(entry, dict) for degree in _degree_keys(entry)}
    findings = []
    for j, entry in enumerate(after):
        if not isinstance(entry, dict) or not _degree(entry):
            continue
        i = pairing.old_index(j)
        study = _text(entry.get("studyType"))
        if i is None:
            if not held & _degree_keys(entry):
                path = f"education[{j}]"
                findings.append(
                    make_finding("new_credential", path, kind="degree", name=_degree(entry))
                )
            continue
        previous = _text(before[i].get("studyType")) if isinstance(before[i], dict) else ""
        finding = _degree_change(f"education[{j}].studyType", previous, study)
        if finding:
            findings.append(finding)
    return findings


def _degree_change(path: str, previous: str, study: str) -> Finding | None:
    if not study or normalize.plain(previous) == normalize.plain(study):
        return None
    if not previous:
        return make_finding("new_credential", path, kind="degree", name=study)
    rank_old, rank_new = normalize.degree_rank(previous), normalize.degree_rank(study)
    if rank_old is not None and rank_new is not None:
        if rank_new > rank_old:
            return make_finding(
                "new_credential", path, kind="degree_raised", old=previous, new=study
            )
        return None  # the same level written differently ("BSc" for "Bachelor"), or lower
    if normalize.plain(study) in normalize.plain(previous):
        return None  # a shortening
    return make_finding("new_credential", path, kind="degree_changed", old=previous, new=study)


def _date_text(value: Any, field: str) -> str:
    if normalize.year_month(value) == normalize.PRESENT:
        return PRESENT if field == "endDate" else NO_DATE
    return _text(str(value))


def check_dates(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    findings = []
    for section, fields in DATE_FIELDS.items():
        before, after = entry_list(old, section), entry_list(new, section)
        key = ENTRY_KEYS.get(section)
        for i, j in pairings[section].pairs:
            a = before[i] if isinstance(before[i], dict) else {}
            b = after[j] if isinstance(after[j], dict) else {}
            for field in fields:
                if normalize.year_month(a.get(field)) == normalize.year_month(b.get(field)):
                    continue
                findings.append(
                    make_finding(
                        "dates_changed",
                        format_path([section, j, field]),
                        field=field,
                        entry=entry_label(after[j], key, j),
                        old=_date_text(a.get(field), field),
                        new=_date_text(b.get(field), field),
                    )
                )
    return findings


def check_removed(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    findings = []
    for section, key in ENTRY_KEYS.items():
        before = entry_list(old, section)
        kept = _keywords(entry_list(new, section)) if section == "skills" else frozenset()
        for i in pairings[section].removed:
            # A skills group merged into others: every keyword of it is still listed.
            words = _keywords([before[i]])
            if words and words <= kept:
                continue
            findings.append(
                make_finding(
                    "entry_removed",
                    f"{section}[{i}]",
                    section=section,
                    entry=entry_label(before[i], key, i),
                )
            )
    return findings


def _keywords(entries: list[Any]) -> frozenset[str]:
    """The keywords of skills entries, normalised (case, width, spaces)."""
    return frozenset(
        normalize.plain(word)
        for entry in entries
        if isinstance(entry, dict) and isinstance(entry.get("keywords"), list)
        for word in entry["keywords"]
        if isinstance(word, str) and word.strip()
    )
