"""The model's correction of a web import, as a background task.

The upload is checked, parsed and stored in the request (a bad file gets its sentence there
and nothing is queued); the stored import (`ImportSource`: the original bytes and their text)
is what the task reads, so its arguments are only ids. The task goes through three stages the
page shows: reading the file's text, asking the model, checking its result (the source check,
`resumes.trust.source_check`, refuses any value that is not in the file). Whatever happens to
the model, the parser's result stands and the import report says why.

Only the task lives here (background work has one home, `agent/tasks/`): the correction it
runs is the agent's import code (`agent/importing/correction.py`, reached through the seam
`resumes.importing.correction.correct_imported`, which also keeps the outcome in the report).
"""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from django_tasks import task

from agent.tasks import progress
from resumes.importing.correction import (
    CorrectionRefused,
    correct_imported,
    failed_outcome,
    record_outcome,
)
from resumes.models import Resume

READING, ASKING, CHECKING, DONE = "reading", "asking", "checking", "done"
STAGES = (READING, ASKING, CHECKING, DONE)
PENDING_MESSAGE = "The assistant is checking the import against the file's text."
FAILED_MESSAGE = "The assistant's check failed; the parser's result stands."


def enqueue_correction(*, resume: Resume, provider_slug: str | None) -> str:
    """Note "pending" in the import report, queue the task, and give the page to follow."""
    pending = {"status": "pending", "message": PENDING_MESSAGE}
    record_outcome(resume=resume, outcome=pending)
    result = correct_import.enqueue(
        resume_id=resume.pk, user_id=resume.owner_id, provider_slug=provider_slug
    )
    # The worker may have finished already: its outcome is not overwritten. The stored key
    # stays "job" (outcomes saved before background work was called tasks use it).
    record_outcome(resume=resume, outcome={**pending, "job": str(result.id)}, if_pending=True)
    return reverse("import_job", kwargs={"result_id": result.id})


@task(takes_context=True)
def correct_import(
    context: Any, *, resume_id: int, user_id: int, provider_slug: str | None = None
) -> dict[str, Any]:
    """Let the model correct the stored import of `resume_id` (its owner's, `user_id`).
    Returns the outcome the import report keeps, with the resume's id."""

    def stage(name: str) -> None:
        progress.report(context, done=STAGES.index(name), total=len(STAGES) - 1, note=name)

    stage(READING)
    resume = Resume.objects.filter(pk=resume_id, owner_id=user_id).first()
    if resume is None:  # deleted while it waited
        stage(DONE)
        return {"status": "gone", "resume": resume_id, "message": "The resume was deleted."}
    try:
        outcome = correct_imported(resume=resume, provider_slug=provider_slug, stage=stage)
    except CorrectionRefused as refused:  # the provider was removed or lost its key since
        outcome = failed_outcome(f"{refused} The parser's result stands.")
        record_outcome(resume=resume, outcome=outcome)
    stage(DONE)
    return {**outcome, "resume": resume.pk}


def record_failure(*, resume: Resume) -> None:
    """The task itself failed (the worker's log says why): the report stops saying "pending"
    and says the parser's result stands."""
    record_outcome(resume=resume, outcome=failed_outcome(FAILED_MESSAGE), if_pending=True)
