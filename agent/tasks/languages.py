"""Translating a language version, or bringing it up to date with its master, as a
background task (a translation is one model turn per section: minutes with a real provider,
longer than a request may take).

The version itself is made in the request (a copy of the master, at once); the task only
runs the `translate` capability on it, saying before each turn which section it is at. Its
edits are proposals kept as they are made: whatever stops the task (a provider error, a
provider removed or found weak since, the worker dying), the version and every proposal made
so far stay, and the result says what happened in words the page shows.
"""

from __future__ import annotations

from typing import Any

from django_tasks import task
from django_tasks.base import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from agent import translating
from agent.engine.turns import RunRefused, resolve_provider
from agent.models import Provider
from agent.tasks import progress
from resumes.languages.models import LanguageVersion

TRANSLATE, UPDATE = "translate", "update"
MODES = (TRANSLATE, UPDATE)


def running_task(*, version_id: int, user_id: int) -> str | None:
    """The id of this version's translation task still waiting or running, if any: a second
    click follows that one instead of queueing another (two at once would propose twice)."""
    found = (
        DBTaskResult.objects.filter(
            task_path=translate_language_version.module_path,
            status__in=[TaskResultStatus.READY, TaskResultStatus.RUNNING],
            args_kwargs__kwargs__version_id=version_id,
            args_kwargs__kwargs__user_id=user_id,
        )
        .order_by("-enqueued_at")
        .values_list("id", flat=True)
        .first()
    )
    return str(found) if found else None


def _provider(slug: str | None) -> Provider | None:
    try:
        return resolve_provider(None, slug or None)
    except RunRefused:
        return None


@task(takes_context=True)
def translate_language_version(
    context: Any, *, version_id: int, user_id: int, mode: str, provider_slug: str | None = None
) -> dict[str, Any]:
    """Translate the language version `version_id` (the version resume's id, its owner's,
    `user_id`) section by section (`mode` "translate"), or only the master's changes since
    the last sync ("update"). Returns what the page shows: the proposals made, the conflicts
    left, the errors of the run, or why nothing ran (`refused`, `gone`)."""
    progress.report(context, done=0, total=0)
    result: dict[str, Any] = {
        "mode": mode,
        "version": version_id,
        "proposals": 0,
        "conflicts": 0,
        "findings": 0,
        "errors": [],
        "refused": False,
        "gone": False,
        "conversation": None,
    }
    version = (
        LanguageVersion.objects.select_related("resume", "master")
        .filter(resume_id=version_id, master__owner_id=user_id)
        .first()
    )
    if version is None or mode not in MODES:  # deleted while it waited
        return {**result, "gone": True}
    result["language"] = version.language

    def step(done: int, total: int, section: str) -> None:
        progress.report(context, done=done, total=total, note=section)

    provider = _provider(provider_slug)
    run = translating.translate_version if mode == TRANSLATE else translating.bring_up_to_date
    try:
        outcome = run(version=version, provider=provider, step=step)
    except translating.TranslationRefused:
        return {**result, "refused": True}
    conversation = translating.translation_conversation(version) if outcome.proposals else None
    return {
        **result,
        "proposals": outcome.proposals,
        "conflicts": len(outcome.conflicts),
        "findings": len(outcome.findings),
        "errors": list(outcome.errors),
        "conversation": conversation.pk if conversation else None,
    }
