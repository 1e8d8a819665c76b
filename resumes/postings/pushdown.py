"""Push-down: changes made in a master resume after a version was copied from it, offered to
the version one by one (a proposal the person applies or skips).

The changes are the guard's (`compare_documents`) from the master at the version's
`synced_version` to the master now. Each is located in the version by what it changes, not
only by its path, because tailoring reorders entries: the same path when it still holds the
master's old value; else the entry with the same name (employer, school, ...); else the same
text anywhere in the section. A change the version already has is not offered; one whose
place is gone or differs says so and is left to the person.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.db import transaction

from resumes import services
from resumes.paths import same_json
from resumes.postings.models import TailoredVersion
from resumes.services import ReviewedEdit, read_or_none
from resumes.trust import Change, compare_documents

_ENTRY = re.compile(r"^(?P<section>[a-z]+)\[(?P<index>\d+)\](?P<rest>.*)$")
_LIST_END = re.compile(r"^(?P<list>.*)\[(?P<index>\d+)\]$")
_NAME_KEYS = ("name", "institution", "organization", "title", "network", "language")


@dataclass(frozen=True)
class PushDownItem:
    """One master change offered to a version: `target` is where it lands in the version
    (None: no place fits, apply it by hand)."""

    number: int
    change: Change
    target: str | None
    edit: ReviewedEdit | None

    @property
    def fits(self) -> bool:
        return self.edit is not None


def lags_behind(version: TailoredVersion) -> bool:
    return version.master.version > version.synced_version


def pending_changes(version: TailoredVersion) -> list[PushDownItem]:
    """The master's changes since the version's sync that the version does not have yet."""
    master = version.master
    if master.version <= version.synced_version:
        return []
    try:
        old_master = services.revision_document(master, version.synced_version)
    except services.ResumeEditError:
        return []
    comparison = compare_documents(old_master, master.data)
    document = version.resume.data
    items: list[PushDownItem] = []
    for number, change in enumerate(comparison.changes):
        if change.kind != "value":
            continue
        item = _plan(number, change, document, old_master, master.data)
        if item is not None:
            items.append(item)
    return items


def _plan(
    number: int, change: Change, document: dict[str, Any], old: dict[str, Any], new: dict[str, Any]
) -> PushDownItem | None:
    if change.op == "add":
        return _plan_add(number, change, document, new)
    source = old if change.op == "remove" else new
    target = _locate(document, change.path, change.old, source)
    if target is None:
        if change.op == "replace" and _locate(document, change.path, change.new, source):
            return None  # the version already has it
        return PushDownItem(number, change, None, None)
    if change.op == "remove":
        edit = ReviewedEdit(number, "delete", target, None, target, change.old)
    else:
        edit = ReviewedEdit(number, "update", target, change.new, target, change.old)
    return PushDownItem(number, change, target, edit)


def _plan_add(
    number: int, change: Change, document: dict[str, Any], new: dict[str, Any]
) -> PushDownItem | None:
    match = _LIST_END.match(change.path)
    if match is None:  # a new key of an object
        if read_or_none(document, change.path) is not None:
            return None
        edit = ReviewedEdit(number, "update", change.path, change.new, change.path, None)
        return PushDownItem(number, change, change.path, edit)
    list_path = _translate(document, match.group("list"), new)
    if list_path is None:
        return PushDownItem(number, change, None, None)
    current = read_or_none(document, list_path)
    if isinstance(current, list) and any(same_json(item, change.new) for item in current):
        return None
    base = current if isinstance(current, list) else None
    edit = ReviewedEdit(number, "add", list_path, [change.new], list_path, base, append=True)
    return PushDownItem(number, change, list_path, edit)


def _translate(document: dict[str, Any], path: str, source: dict[str, Any]) -> str | None:
    """`path` of the master (as in `source`) in the version: the same entry found by name."""
    match = _ENTRY.match(path)
    if match is None:
        return path if read_or_none(document, path) is not None or "." not in path else None
    section, index, rest = match.group("section"), int(match.group("index")), match.group("rest")
    entry = read_or_none(source, f"{section}[{index}]")
    name = _entry_name(entry)
    entries = document.get(section)
    if not isinstance(entries, list):
        return None
    for position, candidate in enumerate(entries):
        if name and _entry_name(candidate) == name:
            return f"{section}[{position}]{rest}"
    if index < len(entries):
        return f"{section}[{index}]{rest}"
    return None


def _locate(document: dict[str, Any], path: str, value: Any, source: dict[str, Any]) -> str | None:
    """Where the version holds `value` for the master's `path`."""
    if same_json(read_or_none(document, path), value):
        return path
    translated = _translate(document, path, source)
    if translated and same_json(read_or_none(document, translated), value):
        return translated
    match = _ENTRY.match(path)
    if match is not None and isinstance(value, str):
        section = match.group("section")
        for found in _paths_of(document.get(section), section):
            if same_json(read_or_none(document, found), value):
                return found
    return None


def _paths_of(value: Any, prefix: str) -> list[str]:
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in _paths_of(item, f"{prefix}.{key}")]
    if isinstance(value, list):
        return [p for i, item in enumerate(value) for p in _paths_of(item, f"{prefix}[{i}]")]
    return [prefix]


def _entry_name(entry: Any) -> str:
    if isinstance(entry, dict):
        for key in _NAME_KEYS:
            if isinstance(entry.get(key), str) and entry[key].strip():
                return entry[key].strip().casefold()
    return ""


def apply_change(*, version: TailoredVersion, number: int, user: Any) -> bool:
    """Apply the pending change `number` to the version; False when it no longer fits."""
    item = next((i for i in pending_changes(version) if i.number == number), None)
    if item is None or item.edit is None:
        return False
    result = services.resume_apply_reviewed(
        resume=version.resume,
        edits=[item.edit],
        author=user,
        approved_by=user,
        summary=f"pushed down from the master (version {version.master.version})",
    )
    if not pending_changes(version):
        mark_synced(version=version)
    return bool(result.applied)


def mark_synced(*, version: TailoredVersion) -> None:
    """The version is up to date with its master now (what was not applied is skipped)."""
    with transaction.atomic():
        TailoredVersion.objects.filter(pk=version.pk).update(synced_version=version.master.version)
    version.synced_version = version.master.version


@dataclass(frozen=True)
class BroughtUp:
    """What `apply_all` did to one version: how many changes it applied, and the master's
    changes it left for the person (their paths), which did not apply cleanly."""

    applied: int
    left: tuple[str, ...]


def apply_all(*, version: TailoredVersion, user: Any) -> BroughtUp:
    """Apply every pending change of the master that applies cleanly, one revision each, as
    `apply_change` does; skip the ones whose place in the version is gone or differs. The
    version is marked up to date only when nothing is left for the person."""
    applied = 0
    tried: set[int] = set()
    while True:
        fitting = [i for i in pending_changes(version) if i.fits and i.number not in tried]
        if not fitting:
            break
        tried.add(fitting[0].number)
        if apply_change(version=version, number=fitting[0].number, user=user):
            applied += 1
    left = pending_changes(version)
    if not left and lags_behind(version):
        mark_synced(version=version)
    return BroughtUp(applied, tuple(item.change.path for item in left))
