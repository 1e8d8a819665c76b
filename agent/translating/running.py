"""Driving the `translate` capability: one review-mode turn per section of the master for a
new version, one turn for the changed parts when the master moved on."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from asgiref.sync import async_to_sync
from django.db import transaction
from django.utils import translation

from agent.engine.guarded import is_guarded
from agent.engine.loop import run_turn
from agent.models import Capability, Conversation, Proposal, Provider
from agent.review import open_proposals, set_review_mode
from resumes.languages import services as language_services
from resumes.languages.checks import LanguageFinding, has_content
from resumes.languages.models import LanguageVersion
from resumes.languages.services import language_name
from resumes.models import Resume
from resumes.trust import Change

TRANSLATE_SLUG = "translate"
MAX_SECTION_CHARS = 20_000
# The order sections are translated in; any other section of the master follows.
SECTION_ORDER = (
    "basics",
    "work",
    "volunteer",
    "education",
    "projects",
    "awards",
    "certificates",
    "publications",
    "skills",
    "languages",
    "interests",
    "references",
)


# Told before each turn: (turns done, turns in all, the section now translated).
Step = Callable[[int, int, str], None]


class TranslationRefused(Exception):
    """Translation cannot run (no capable provider); the message is for the person."""


@dataclass
class Outcome:
    """What a translation did: the version, how many proposals it made, the findings of the
    checks after it, and the conflicts it left to settle."""

    version: LanguageVersion
    proposals: int
    findings: list[LanguageFinding] = field(default_factory=list)
    conflicts: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """The `translate_resume --json` shape."""
        return {
            "version": self.version.resume_id,
            "language": self.version.language,
            "proposals": self.proposals,
            "findings": [finding.as_dict() for finding in self.findings],
        }


def needs_capable_provider(provider: Provider | None) -> bool:
    """Translation needs a capable provider: not the embedded offline model, nor one the
    probe found weak (their turns are guarded: one small edit at a time)."""
    return provider is None or is_guarded(provider)


@transaction.atomic
def start_translation(*, master: Resume, language: str) -> tuple[LanguageVersion, Conversation]:
    """A language version of `master` (a copy, linked) and its review-mode conversation."""
    version = language_services.version_create(master=master, language=language)
    return version, translation_conversation(version)


def translation_conversation(version: LanguageVersion) -> Conversation:
    """The version's translation conversation (the latest one), made when there is none."""
    capability = Capability.objects.filter(slug=TRANSLATE_SLUG, is_active=True).first()
    conversation = (
        Conversation.objects.filter(resume_id=version.resume_id, capability__slug=TRANSLATE_SLUG)
        .order_by("-pk")
        .first()
    )
    if conversation is None:
        conversation = Conversation.objects.create(
            owner=version.master.owner,
            resume_id=version.resume_id,
            kind=Conversation.Kind.CHAT,
            capability=capability,
            title=f"{language_name(version.language)}"[:200],
        )
    if not conversation.review_edits:
        set_review_mode(conversation, on=True)
    return conversation


def _glossary_lines(version: LanguageVersion) -> str:
    terms = language_services.glossary_terms(version.master.owner, version.language)
    if not terms:
        return "The glossary has no terms for this language yet."
    lines = [f"- {t.term} -> {t.translation}" for t in terms]
    return "Write these names exactly as the glossary says:\n" + "\n".join(lines)


def _target(version: LanguageVersion) -> str:
    with translation.override("en"):
        name = language_name(version.language)
    return f"{name} ({version.language})"


def section_message(version: LanguageVersion, section: str, value: Any) -> str:
    """The message of one section's turn: the master's section, to be written in the
    version at the same paths."""
    text = json.dumps(value, ensure_ascii=False, indent=1)[:MAX_SECTION_CHARS]
    return (
        f"Translate the section `{section}` of this resume into {_target(version)}.\n"
        f"The master's `{section}` (the source):\n{text}\n\n"
        "Write the translation at the same paths in this resume with one CVBatchEditor call "
        "(action update, one operation per text). Keep entries in the same order, one to one. "
        "Keep dates, numbers, emails, phone numbers and URLs exactly as they are.\n"
        + _glossary_lines(version)
    )


def update_message(
    version: LanguageVersion, changes: list[Change], places: dict[str, str | None] | None = None
) -> str:
    """The message of a "Bring up to date" turn: only the master's changed parts, each at its
    place in the version (`places`, by the master's path)."""
    lines = []
    for change in changes:
        path = (places or {}).get(change.path) or change.path
        if change.op == "remove":
            lines.append(f"- {path}: removed from the master (delete it here too)")
        else:
            value = json.dumps(change.new, ensure_ascii=False)
            verb = "added" if change.op == "add" else "now reads"
            lines.append(f"- {path}: {verb} {value}")
    return (
        f"The master resume changed. Bring this {_target(version)} version up to date: "
        "translate only these changed parts and write each at the same path here "
        "(one CVBatchEditor call; update for a changed text, add for an added item, delete "
        "for a removed one). Leave everything else as it is.\n"
        + "\n".join(lines)
        + "\n"
        + _glossary_lines(version)
    )


def _sections(master: dict[str, Any]) -> list[str]:
    present = [key for key, value in master.items() if has_content(value)]
    ordered = [key for key in SECTION_ORDER if key in present]
    return ordered + [key for key in present if key not in ordered]


def _run(conversation: Conversation, provider: Provider, text: str) -> tuple[int, list[str]]:
    """One turn; the proposals it made and any error the run ended with."""
    before = Proposal.objects.filter(conversation=conversation).count()
    errors: list[str] = []

    async def drive() -> None:
        async for event in run_turn(
            conversation_id=conversation.pk,
            user_id=conversation.owner_id,
            text=text,
            provider=provider,
            capability_slug=TRANSLATE_SLUG,
        ):
            if getattr(event, "type", "") == "error":
                errors.append(str(getattr(event, "message", "") or "error"))

    async_to_sync(drive)()
    return Proposal.objects.filter(conversation=conversation).count() - before, errors


def _refuse_if_weak(provider: Provider | None) -> None:
    if needs_capable_provider(provider):
        raise TranslationRefused(
            "Translating needs a capable provider: the embedded offline model cannot do it."
        )


def _findings(version: LanguageVersion) -> list[LanguageFinding]:
    version = LanguageVersion.objects.select_related("resume", "master").get(pk=version.pk)
    return language_services.version_status(version).findings


def translate_version(
    *, version: LanguageVersion, provider: Provider | None, step: Step | None = None
) -> Outcome:
    """Translate the whole version, one turn per section of the master; every edit is a
    proposal. The version counts as up to date with the master as it was. `step` is told
    before each section (the background task's progress)."""
    _refuse_if_weak(provider)
    conversation = translation_conversation(version)
    master = Resume.objects.get(pk=version.master_id)
    read_at = master.version
    made, errors = 0, []
    sections = _sections(master.data)
    for done, section in enumerate(sections):
        if step is not None:
            step(done, len(sections), section)
        count, failed = _run(
            conversation, provider, section_message(version, section, master.data[section])
        )
        made += count
        errors += failed
    if step is not None:
        step(len(sections), len(sections), "")
    language_services.mark_synced(version=version, conflicts=[], master_version=read_at)
    return Outcome(version, made, _findings(version), [], errors)


def bring_up_to_date(
    *, version: LanguageVersion, provider: Provider | None, step: Step | None = None
) -> Outcome:
    """Translate only the master's changes since the last sync, as proposals; a change to a
    place the person edited in the version is not proposed but kept as a conflict. `step`
    is told before and after the one turn."""
    _refuse_if_weak(provider)
    learn_glossary(version)
    status = language_services.version_status(version)
    read_at = version.master.version
    conflicts = [
        language_services.conflict_of(version, c, status.places.get(c.path))
        for c in status.new_conflicts
    ]
    # A change to an entry the version lacks has no place: the checks show the entry missing.
    placed = [c for c in status.to_translate if status.places.get(c.path)]
    made, errors = 0, []
    if placed:
        if step is not None:
            step(0, 1, "changes")
        conversation = translation_conversation(version)
        message = update_message(version, placed, status.places)
        made, errors = _run(conversation, provider, message)
    if step is not None:
        step(1, 1, "")
    language_services.mark_synced(version=version, conflicts=conflicts, master_version=read_at)
    return Outcome(version, made, _findings(version), conflicts, errors)


def translate_conflict(
    *, version: LanguageVersion, path: str, provider: Provider | None
) -> Outcome:
    """Settle a conflict by taking the master's change: it is translated as a proposal the
    person reviews (the version's text stays until they accept). Raises `KeyError` when the
    version has no conflict at `path`."""
    _refuse_if_weak(provider)
    conflict = next((c for c in version.conflicts or [] if c.get("path") == path), None)
    if conflict is None:
        raise KeyError(path)
    change = Change(
        path=path,
        op=conflict.get("op") or "replace",
        old=conflict.get("master_old"),
        new=conflict.get("master_new"),
    )
    place = conflict.get("place") or path
    made, errors = _run(
        translation_conversation(version),
        provider,
        update_message(version, [change], {path: place}),
    )
    language_services.conflict_settle(version=version, path=path)
    return Outcome(version, made, _findings(version), [], errors)


def learn_glossary(version: LanguageVersion) -> list[Any]:
    """Fill the person's glossary from the version once its translation was decided (no
    proposal waits): the names of the master's entries and how the version writes them."""
    if open_proposals(resume=version.resume):
        return []
    return language_services.glossary_learn(version=version)


def translate_resume(*, master: Resume, language: str, provider: Provider | None) -> Outcome:
    """Make and translate the `language` version of `master`, or bring the existing one up
    to date."""
    _refuse_if_weak(provider)
    language = language_services.clean_language(language)
    existing = LanguageVersion.objects.filter(master=master, language=language).first()
    if existing is not None:
        return bring_up_to_date(version=existing, provider=provider)
    version, _conversation = start_translation(master=master, language=language)
    return translate_version(version=version, provider=provider)
