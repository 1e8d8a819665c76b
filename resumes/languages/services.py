"""Writes of language versions and glossaries (the only code that writes them), and what a
version's status is: how far behind its master, where, with which conflicts and findings."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import get_language_info
from django.utils.translation import gettext as _

from resumes import services
from resumes.languages.checks import LanguageFinding, Term, check_version, version_path
from resumes.languages.models import GlossaryTerm, LanguageVersion
from resumes.models import Resume, ResumeLanguage, ResumeRevision, RevisionSource
from resumes.paths.patch import pointer_to_path
from resumes.services import read_or_none
from resumes.trust import Change, compare_documents, related_paths

MAX_TERM_CHARS = 200
# Where an entry's name is: what the glossary learns from a translated version.
NAME_FIELDS = {
    "work": ("name", "position"),
    "volunteer": ("organization", "position"),
    "education": ("institution", "area"),
    "projects": ("name",),
    "awards": ("awarder",),
    "certificates": ("issuer", "name"),
    "publications": ("publisher",),
}
DIRECT_SOURCES = (RevisionSource.USER, RevisionSource.API)


class LanguageError(ValueError):
    """Bad input for a language version or a glossary term: one sentence for the person."""


def language_name(code: str) -> str:
    """The language's name in the active interface language ("Simplified Chinese", "简体中文")."""
    try:
        info = get_language_info(code)
    except KeyError:
        return code
    return _(info["name"])


def clean_language(code: Any) -> str:
    code = str(code or "").strip().lower()
    try:
        get_language_info(code)
    except KeyError:
        raise LanguageError(_("Choose a language from the list.")) from None
    return code


@transaction.atomic
def version_create(*, master: Resume, language: str) -> LanguageVersion:
    """A language version of `master`: a copy linked to it, to be translated in place."""
    language = clean_language(language)
    if hasattr(master, "language_of"):
        raise LanguageError(_("Add language versions to the master resume, not to a version."))
    if master.language == language:
        raise LanguageError(_("The resume is already in this language."))
    existing = LanguageVersion.objects.filter(master=master, language=language).first()
    if existing is not None:
        raise LanguageError(_("This resume already has a version in this language."))
    title = f"{master.title} · {language_name(language)}"[:200]
    copy = services.resume_duplicate(resume=master, title=title)
    if language in ResumeLanguage.values:
        Resume.objects.filter(pk=copy.pk).update(language=language)
        copy.language = language
    try:
        return LanguageVersion.objects.create(
            resume=copy,
            master=master,
            language=language,
            synced_version=master.version,
            local_version=copy.version,
        )
    except IntegrityError:  # another request made it in the meantime
        raise LanguageError(_("This resume already has a version in this language.")) from None


# --- status ----------------------------------------------------------------------------------


def master_changes(version: LanguageVersion) -> list[Change]:
    """The master's changes since the version was last translated, in document order."""
    return _master_history(version)[1]


def _master_history(version: LanguageVersion) -> tuple[dict[str, Any], list[Change]]:
    master = version.master
    if master.version <= version.synced_version:
        return master.data, []
    try:
        old = services.revision_document(master, version.synced_version)
    except services.ResumeEditError:
        return master.data, []
    return old, [c for c in compare_documents(old, master.data).changes if c.kind == "value"]


_LIST_END = re.compile(r"^(?P<list>.*)\[(?P<index>\d+)\]$")


def change_place(
    old_master: dict[str, Any], new_master: dict[str, Any], document: Any, change: Change
) -> str | None:
    """Where the master's `change` lands in the version (entries paired as the checks pair
    them); None when its entry is not in the version."""
    if change.op == "remove":
        return version_path(old_master, document, change.path)
    match = _LIST_END.match(change.path) if change.op == "add" else None
    if match is None:
        return version_path(new_master, document, change.path)
    parent, index = match.group("list"), int(match.group("index"))
    parent_place = version_path(new_master, document, parent)
    if parent_place is None:
        return None
    if index == 0:
        return f"{parent_place}[0]"
    before = version_path(new_master, document, f"{parent}[{index - 1}]")
    before_match = _LIST_END.match(before or "")
    if before_match is None:
        items = read_or_none(document, parent_place)
        return f"{parent_place}[{len(items) if isinstance(items, list) else 0}]"
    return f"{parent_place}[{int(before_match.group('index')) + 1}]"


def direct_edit_paths(version: LanguageVersion) -> list[str]:
    """The places a person edited in the version itself since it was last brought up to date."""
    paths: list[str] = []
    revisions = ResumeRevision.objects.filter(
        resume_id=version.resume_id,
        version__gt=version.local_version,
        source__in=DIRECT_SOURCES,
    ).order_by("version")
    for revision in revisions:
        for op in revision.patch or []:
            pointer = op.get("path") if isinstance(op, dict) else None
            if not isinstance(pointer, str):
                continue
            try:
                path = pointer_to_path(pointer)
            except Exception:
                continue
            if path not in paths:
                paths.append(path)
    return paths


@dataclass
class Status:
    """Where a language version stands against its master."""

    version: LanguageVersion
    changes: list[Change]
    to_translate: list[Change]
    new_conflicts: list[Change]
    findings: list[LanguageFinding]
    # Where each change lands in the version, by the master's path (None: nowhere).
    places: dict[str, str | None] = field(default_factory=dict)

    @property
    def behind(self) -> int:
        return len(self.changes)

    @property
    def paths(self) -> list[str]:
        return [change.path for change in self.changes]

    @property
    def conflicts(self) -> list[dict[str, Any]]:
        """Stored conflicts and those the next "Bring up to date" would make."""
        stored = list(self.version.conflicts or [])
        return stored + [
            conflict_of(self.version, c, self.places.get(c.path)) for c in self.new_conflicts
        ]


def conflict_of(
    version: LanguageVersion, change: Change, place: str | None = None
) -> dict[str, Any]:
    return {
        "path": change.path,
        "place": place or change.path,
        "op": change.op,
        "master_old": change.old,
        "master_new": change.new,
        "version": read_or_none(version.resume.data, place or change.path),
    }


def glossary_terms(owner: Any, language: str) -> list[Term]:
    rows = GlossaryTerm.objects.filter(owner=owner, language=language)
    return [Term(row.term, row.translation) for row in rows]


def version_status(version: LanguageVersion) -> Status:
    old, changes = _master_history(version)
    document = version.resume.data
    places = {c.path: change_place(old, version.master.data, document, c) for c in changes}
    direct = direct_edit_paths(version)
    conflicts = [
        c for c in changes if any(related_paths(places[c.path] or c.path, d) for d in direct)
    ]
    to_translate = [c for c in changes if c not in conflicts]
    findings = check_version(
        version.master.data,
        version.resume.data,
        glossary_terms(version.master.owner, version.language),
    )
    return Status(version, changes, to_translate, conflicts, findings, places)


def status_payload(status: Status) -> dict[str, Any]:
    """The `language_status --json` shape of one version."""
    return {
        "version": status.version.resume_id,
        "language": status.version.language,
        "behind": status.behind,
        "paths": status.paths,
        "findings": [finding.as_dict() for finding in status.findings],
    }


@transaction.atomic
def mark_synced(
    *, version: LanguageVersion, conflicts: list[dict[str, Any]], master_version: int | None = None
) -> None:
    """The version has been brought up to date with its master at `master_version` (the
    version the translation read; now when not given): its changes were proposed, and those
    that met a direct edit are kept as conflicts to settle. A master change made while the
    model worked stays pending."""
    locked = LanguageVersion.objects.select_for_update().get(pk=version.pk)
    master = Resume.objects.get(pk=locked.master_id)
    resume = Resume.objects.get(pk=locked.resume_id)
    stored = [
        c for c in locked.conflicts or [] if c.get("path") not in {n["path"] for n in conflicts}
    ]
    locked.synced_version = min(master.version, master_version or master.version)
    locked.local_version = resume.version
    locked.conflicts = stored + conflicts
    locked.save(update_fields=["synced_version", "local_version", "conflicts"])
    version.synced_version, version.local_version = locked.synced_version, locked.local_version
    version.conflicts = locked.conflicts


@transaction.atomic
def conflict_settle(*, version: LanguageVersion, path: str) -> bool:
    """Keep the version's text at `path`: the conflict is settled. False when there is none."""
    locked = LanguageVersion.objects.select_for_update().get(pk=version.pk)
    left = [c for c in locked.conflicts or [] if c.get("path") != path]
    if len(left) == len(locked.conflicts or []):
        return False
    locked.conflicts = left
    locked.save(update_fields=["conflicts"])
    version.conflicts = left
    return True


# --- glossary --------------------------------------------------------------------------------


def term_save(*, owner: Any, language: str, term: str, translation: str) -> GlossaryTerm:
    """Add a term, or change how an existing one is written."""
    language = clean_language(language)
    term = " ".join(str(term or "").replace("\x00", "").split())
    translation = " ".join(str(translation or "").replace("\x00", "").split())
    if not term or not translation:
        raise LanguageError(_("Write the name and how it is written in the language."))
    if len(term) > MAX_TERM_CHARS or len(translation) > MAX_TERM_CHARS:
        raise LanguageError(
            _("A glossary term is at most %(n)s characters.") % {"n": MAX_TERM_CHARS}
        )
    row, _created = GlossaryTerm.objects.update_or_create(
        owner=owner, language=language, term=term, defaults={"translation": translation}
    )
    return row


def term_delete(*, term: GlossaryTerm) -> None:
    term.delete()


def glossary_learn(*, version: LanguageVersion) -> list[GlossaryTerm]:
    """Fill the glossary from a translated version: each name of the master's entries (an
    employer, a school, a project, a title) and how the version writes it, when the entry
    was translated (some text of it differs) and the glossary has no entry for the name yet.
    Existing terms are never changed. Returns the terms added."""
    master, document = version.master.data, version.resume.data
    owner = version.master.owner
    known = set(
        GlossaryTerm.objects.filter(owner=owner, language=version.language).values_list(
            "term", flat=True
        )
    )
    added: list[GlossaryTerm] = []
    for section, keys in NAME_FIELDS.items():
        entries, translated = master.get(section), document.get(section)
        if not isinstance(entries, list) or not isinstance(translated, list):
            continue
        for entry, other in zip(entries, translated, strict=False):
            if not isinstance(entry, dict) or not isinstance(other, dict) or entry == other:
                continue
            for key in keys:
                term, translation = entry.get(key), other.get(key)
                if not isinstance(term, str) or not isinstance(translation, str):
                    continue
                term, translation = term.strip(), translation.strip()
                if not term or not translation or term in known:
                    continue
                if len(term) > MAX_TERM_CHARS or len(translation) > MAX_TERM_CHARS:
                    continue
                row, created = GlossaryTerm.objects.get_or_create(
                    owner=owner,
                    language=version.language,
                    term=term,
                    defaults={"translation": translation},
                )
                known.add(term)
                if created:
                    added.append(row)
    return added
