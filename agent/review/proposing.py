"""Turning the agent's edits into proposals: plan them on the stored resume without saving,
run the guard on each, and store one `Proposal` row per operation that changes something."""

from __future__ import annotations

from typing import Any

from django.utils import translation

from agent.models import Conversation, Proposal, ToolCall
from resumes import services
from resumes.modelfields import row_values
from resumes.models import Resume
from resumes.schema import format_path
from resumes.services import PlannedEdit, read_or_none
from resumes.trust import compare_documents

# Guard findings are written for the model and the command line in English; pages write
# them again in the reader's language from their check and params.
MODEL_LANGUAGE = "en"


def findings_between(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """The guard's findings from `before` to `after`, as stored: check, path, message, params."""
    with translation.override(MODEL_LANGUAGE):
        comparison = compare_documents(before, after)
        return [finding.as_dict(with_params=True) for finding in comparison.findings]


def fields_from_plan(planned: PlannedEdit) -> dict[str, Any]:
    """What a proposal stores about one planned operation: what it changes (path, op, old,
    new), how to apply it (action, apply_path, value) and what it was planned on (base)."""
    change = planned.change
    location = change.locations[0]
    if change.action == "add":
        list_location = location[:-1]
        list_path = format_path(list_location)
        before_list = read_or_none(planned.before, list_path)
        start = location[-1]
        append = not isinstance(before_list, list) or start == len(before_list)
        items = [read_or_none(planned.after, format_path(loc)) for loc in change.locations]
        single = len(items) == 1
        return {
            "path": format_path(location) if single else list_path,
            "op": "add",
            "old": None,
            "new": items[0] if single else items,
            "action": "add",
            "apply_path": list_path if append else format_path(location),
            "value": planned.value,
            "base_path": list_path,
            "base": before_list,
            "append": append,
        }
    path = format_path(location)
    old = read_or_none(planned.before, path)
    if change.action == "delete":
        return {
            "path": path,
            "op": "remove",
            "old": old,
            "new": None,
            "action": "delete",
            "apply_path": path,
            "value": None,
            "base_path": path,
            "base": old,
            "append": False,
        }
    return {
        "path": path,
        "op": "add" if old is None else "replace",
        "old": old,
        "new": read_or_none(planned.after, path),
        "action": "update",
        "apply_path": path,
        "value": planned.value,
        "base_path": path,
        "base": old,
        "append": False,
    }


def propose_edits(
    *,
    conversation: Conversation,
    resume: Resume,
    tool_call: ToolCall,
    run_id: int | None,
    operations: list[dict[str, Any]],
) -> list[Proposal]:
    """Store the operations as pending proposals; the resume is not touched.

    Invalid operations raise `ResumeEditError` (with the same messages as a direct edit) and
    store nothing. An operation that would change nothing gets no proposal.
    """
    current = Resume.objects.filter(pk=resume.pk).first()
    if current is None:
        raise services.ResumeEditError("This resume no longer exists.")
    planned = services.plan_edits(current.data, operations)
    proposals = []
    for step in planned:
        if not step.changes_anything:
            continue
        proposals.append(
            Proposal.objects.create(
                conversation=conversation,
                run_id=run_id,
                tool_call=tool_call,
                index=step.index,
                findings=findings_between(step.before, step.after),
                **fields_from_plan(step),
            )
        )
    return proposals


def proposal_payload(proposal: Proposal) -> dict[str, Any]:
    """The contract's JSON shape of a proposal (the `proposals` command and the event)."""
    return {
        **row_values(proposal, "path", "op", "old", "new"),
        "findings": [
            {
                "check": f.get("check", ""),
                "path": f.get("path", ""),
                "message": f.get("message", ""),
            }
            for f in proposal.findings or []
            if isinstance(f, dict)
        ],
        "status": proposal.status,
    }
