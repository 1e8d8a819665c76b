"""What the model is told about the person's decisions on its proposals (in the next turn's
history, after the tool result that proposed them), and the tool result of a proposal."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from agent.models import Proposal, ProposalStatus


def _json(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= 300 else text[:300] + "…"


def _label(proposal: Proposal) -> str:
    verb = {"add": "add", "remove": "remove", "replace": "change"}.get(proposal.op, proposal.op)
    return f"proposal {proposal.pk} ({verb} {proposal.path})"


def proposed_result(proposals: Sequence[Proposal], version: int) -> str:
    """The tool result of edits that became proposals: they wait for the person."""
    listed = "; ".join(_label(proposal) for proposal in proposals)
    count = len(proposals)
    edits = "this edit" if count == 1 else f"these {count} edits"
    return (
        f"Review mode: {edits} went to the person for review and are NOT applied yet "
        f"({listed}). The resume stays at version {version} until the person accepts; "
        "you will be told what they decided. Do not assume the edits applied and do not "
        "make them again; tell the person what you proposed."
    )


def decision_note(proposals: Sequence[Proposal]) -> str:
    """One paragraph on what the person decided about these proposals ("" when all still wait).

    Appended to the tool result of the call that made them when the history is built, so
    the model knows, in every later turn, what was applied and what it must not propose again.
    """
    if all(proposal.status == ProposalStatus.PENDING for proposal in proposals):
        return ""
    parts = []
    for proposal in proposals:
        label = _label(proposal)
        if proposal.status == ProposalStatus.ACCEPTED and proposal.edited:
            parts.append(
                f"{label}: the person edited it, then accepted it; what was applied is "
                f"{_json(proposal.final)}, not your value."
            )
        elif proposal.status == ProposalStatus.ACCEPTED:
            parts.append(f"{label}: accepted by the person; it is applied.")
        elif proposal.status == ProposalStatus.REJECTED:
            parts.append(
                f"{label}: rejected by the person; it was not applied. Do not propose it "
                "again unless the person asks for it."
            )
        elif proposal.status == ProposalStatus.STALE:
            parts.append(
                f"{label}: not applied, because that part of the resume changed after you "
                "proposed it; it waits for the person to re-apply or discard it."
            )
        else:
            parts.append(f"{label}: still waiting for the person.")
    return "Update on these proposed edits: " + " ".join(parts)
