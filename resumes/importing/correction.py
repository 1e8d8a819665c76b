"""The seam for the agent's correction of an imported draft.

`resumes` never imports `agent`, so the step that lets a capable remote model correct and
complete an imported resume lives in the agent app, which registers it here from its
`ready()` (`agent.importing`). Without a registered corrector, or without a capable
provider, the deterministic result stands. The outcome is kept in the import report
(`ImportSource.report["correction"]`) so the resume page can say what happened.

A correction asks a model, which takes longer than a request should: the web import calls
`start_correction`, which the agent answers by queueing a background task and giving the URL
of the page that follows it (the report says "pending" until the job has finished). Without
a corrector, or when no correction would run, it gives None and the caller corrects (quickly:
there is nothing to ask) in the request.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.db import transaction

from resumes.models import ImportSource, Resume

# How the import check's first message begins: the chat shows that message as a short card
# (`import_card`), not as the person's own words.
IMPORT_MESSAGE_HEAD = (
    "Correct and complete this imported resume from the source text below. Use only "
    "values that the source text holds."
)
Progress = Callable[[str], None]
Stage = Callable[[str], None]
logger = logging.getLogger(__name__)


class CorrectionRefused(Exception):
    """A correction that cannot be done as asked (an unknown or unsuitable provider named);
    the message is one sentence for the person."""


@dataclass(frozen=True)
class Corrector:
    """`check(provider_slug)` raises `CorrectionRefused` before anything is stored;
    `correct(resume=, provider_slug=, progress=, stage=)` returns the outcome as a JSON-able
    dict with at least `status` ("corrected", "failed" or "skipped") and `message`, and calls
    `stage(name)` as it goes ("asking" the model, "checking" its result);
    `start(resume=)` queues the correction in the background and returns the URL of the page
    that follows it, or None when no correction would run."""

    check: Callable[[str | None], None]
    correct: Callable[..., dict[str, Any]]
    start: Callable[..., str | None] | None = None


_registered: list[Corrector] = []


def register_corrector(corrector: Corrector) -> None:
    """Install the corrector (the agent app does, once); a second call replaces it."""
    _registered[:] = [corrector]


def check_correction(*, provider_slug: str | None) -> None:
    """Refuse early (nothing stored) when a named provider cannot correct imports."""
    if not _registered:
        if provider_slug:
            raise CorrectionRefused(
                "Import corrections need the agent app; the file can be imported without "
                "--provider."
            )
        return
    _registered[0].check(provider_slug)


def start_correction(*, resume: Resume) -> str | None:
    """Queue the correction of a fresh import as a background task; the URL of the page that
    follows it, or None (no corrector, nothing to ask: call `correct_imported` now)."""
    if not _registered or _registered[0].start is None:
        return None
    return _registered[0].start(resume=resume)


def correct_imported(
    *,
    resume: Resume,
    provider_slug: str | None = None,
    progress: Progress | None = None,
    stage: Stage | None = None,
) -> dict[str, Any]:
    """Let the agent correct a freshly imported resume, and note the outcome in its report.

    Never raises for a model's failure: the deterministic result stands and the outcome
    says why."""
    if not _registered:
        outcome: dict[str, Any] = {
            "status": "skipped",
            "reason": "unavailable",
            "message": "No agent is installed; the parser's result stands.",
        }
    else:
        try:
            outcome = _registered[0].correct(
                resume=resume, provider_slug=provider_slug, progress=progress, stage=stage
            )
        except CorrectionRefused:
            raise
        except Exception:
            # The resume is stored already: a broken correction must not lose it.
            logger.exception("The import correction of resume %s failed", resume.pk)
            outcome = failed_outcome("The assistant's check failed; the parser's result stands.")
            if progress:
                progress(outcome["message"])
    record_outcome(resume=resume, outcome=outcome)
    return outcome


def failed_outcome(message: str) -> dict[str, Any]:
    """The outcome of a check that did not happen or did not finish: the parser's result
    stands."""
    return {"status": "failed", "edits": 0, "refused": 0, "message": message}


def record_outcome(*, resume: Resume, outcome: dict[str, Any], if_pending: bool = False) -> None:
    """Keep the correction's outcome (or "pending" while a job works on it) in the import
    report the resume page shows. `if_pending`: only over a "pending" one (a job that has
    finished already has written its own)."""
    with transaction.atomic():
        source = ImportSource.objects.select_for_update().filter(resume=resume).first()
        if source is None:
            return
        report = dict(source.report or {})
        if if_pending and (report.get("correction") or {}).get("status") != "pending":
            return
        report["correction"] = outcome
        source.report = report
        source.save(update_fields=["report"])
