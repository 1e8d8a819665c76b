"""The seam for the agent's correction of an imported draft.

`resumes` never imports `agent`, so the step that lets a capable remote model correct and
complete an imported resume lives in the agent app, which registers it here from its
`ready()` (`agent.importing`). Without a registered corrector, or without a capable
provider, the deterministic result stands. The outcome is kept in the import report
(`ImportSource.report["correction"]`) so the resume page can say what happened.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from resumes.models import ImportSource, Resume

Progress = Callable[[str], None]
logger = logging.getLogger(__name__)


class CorrectionRefused(Exception):
    """A correction that cannot be done as asked (an unknown or unsuitable provider named);
    the message is one sentence for the person."""


@dataclass(frozen=True)
class Corrector:
    """`check(provider_slug)` raises `CorrectionRefused` before anything is stored;
    `correct(resume=, provider_slug=, progress=)` returns the outcome as a JSON-able dict
    with at least `status` ("corrected", "failed" or "skipped") and `message`."""

    check: Callable[[str | None], None]
    correct: Callable[..., dict[str, Any]]


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


def correct_imported(
    *, resume: Resume, provider_slug: str | None = None, progress: Progress | None = None
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
                resume=resume, provider_slug=provider_slug, progress=progress
            )
        except CorrectionRefused:
            raise
        except Exception:
            # The resume is stored already: a broken correction must not lose it.
            logger.exception("The import correction of resume %s failed", resume.pk)
            outcome = {
                "status": "failed",
                "edits": 0,
                "refused": 0,
                "message": "The assistant's check failed; the parser's result stands.",
            }
            if progress:
                progress(outcome["message"])
    source = ImportSource.objects.filter(resume=resume).first()
    if source is not None:
        report = dict(source.report or {})
        report["correction"] = outcome
        source.report = report
        source.save(update_fields=["report"])
    return outcome
