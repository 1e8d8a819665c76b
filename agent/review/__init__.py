"""Review mode: the agent's edits as proposals a person accepts or rejects.

    from agent import review

    review.set_review_mode(conversation, on=True)      # the tailoring flows turn it on
    review.propose_edits(...)                          # the edit tools, in review mode
    review.accept_proposals(user=..., ids=[...])       # one revision per accepted batch
    review.reject_proposals(user=..., ids=[...])
    review.reapply_proposal(user=..., proposal_id=...)  # a stale one, onto today's value
    review.open_proposals(resume=...)                  # pending and stale ones

Used by the engine's edit tools and history, the web, the `proposals` and `chat` commands;
it imports no front end (no web layer, no Channels). See docs/trust.md.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from agent.models import Conversation, Proposal, ProposalStatus
from agent.review.deciding import (
    OPEN,
    Decision,
    ProposalDecided,
    ProposalNotFound,
    ProposalStale,
    ReviewError,
    accept_proposals,
    decided_message,
    reapply_proposal,
    reject_proposals,
    stale_message,
)
from agent.review.notes import decision_note, proposed_result
from agent.review.preview import Overlay, mark_html, overlay, pending_proposals
from agent.review.proposing import findings_between, proposal_payload, propose_edits
from resumes.models import Resume


def set_review_mode(conversation: Conversation, *, on: bool) -> None:
    """Switch "Review edits before they apply" for the conversation's next turns."""
    conversation.review_edits = bool(on)
    conversation.save(update_fields=["review_edits", "updated_at"])


def open_proposals(
    *,
    resume: Resume | None = None,
    conversation: Conversation | None = None,
    statuses: Iterable[str] = OPEN,
) -> list[Proposal]:
    """The proposals of a resume (every conversation about it) or of one conversation that
    wait for a decision (pending, and stale ones to re-apply or discard), oldest first."""
    rows = Proposal.objects.filter(status__in=list(statuses)).select_related("tool_call")
    if resume is not None:
        rows = rows.filter(conversation__resume=resume)
    if conversation is not None:
        rows = rows.filter(conversation=conversation)
    return list(rows.order_by("pk"))


def batches(proposals: Iterable[Proposal]) -> list[list[Proposal]]:
    """Proposals grouped by the turn (run) that made them, in order: the unit of Accept all."""
    groups: dict[Any, list[Proposal]] = {}
    for proposal in proposals:
        groups.setdefault(proposal.run_id or f"call-{proposal.tool_call_id}", []).append(proposal)
    return list(groups.values())


__all__ = [
    "OPEN",
    "Decision",
    "Overlay",
    "Proposal",
    "ProposalDecided",
    "ProposalNotFound",
    "ProposalStale",
    "ProposalStatus",
    "ReviewError",
    "accept_proposals",
    "batches",
    "decided_message",
    "decision_note",
    "findings_between",
    "mark_html",
    "open_proposals",
    "overlay",
    "pending_proposals",
    "proposal_payload",
    "propose_edits",
    "proposed_result",
    "reapply_proposal",
    "reject_proposals",
    "set_review_mode",
    "stale_message",
]
