"""The chat's side of trusted edits: the guard's warning on an applied edit, the proposal cards
of review mode (word diff, findings, Accept / Reject / Edit-then-accept, stale), the Accept
all / Reject all bar of a turn, and the preview with the pending proposals applied."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from django.template.loader import render_to_string
from django.utils import translation
from django.utils.safestring import mark_safe
from django.utils.translation import pgettext

from agent import review
from agent.conversations import selectors
from agent.models import Conversation, Proposal, ProposalStatus
from resumes import wording
from resumes.rendering import render_resume_html
from resumes.trust import finding_message, value_diff


def finding_items(findings: Any) -> list[dict[str, str]]:
    """Stored findings, their sentences written again in the reader's language."""
    items = []
    for finding in findings if isinstance(findings, list) else []:
        if not isinstance(finding, dict):
            continue
        check = str(finding.get("check", ""))
        try:
            message = finding_message(check, finding.get("params") or {})
        except (KeyError, ValueError, TypeError):
            message = str(finding.get("message", ""))
        items.append({"check": check, "path": str(finding.get("path", "")), "message": message})
    return items


def render_findings(call_id: str, findings: Any, *, oob: bool = False) -> str:
    """The warning beside an applied edit (an empty placeholder when there is nothing)."""
    return render_to_string(
        "agent/items/tool_findings.html",
        {"call_id": call_id, "findings": finding_items(findings), "oob": oob},
    )


def _op_label(op: str) -> str:
    labels = {
        "add": pgettext("change", "Added"),
        "remove": pgettext("change", "Removed"),
        "replace": pgettext("change", "Changed"),
    }
    return labels.get(op, op)


def _edit_text(value: Any) -> tuple[str, bool]:
    if isinstance(value, str):
        return value, True
    return json.dumps(value, ensure_ascii=False, indent=2), False


def proposal_item(
    proposal: Proposal, *, outdated: bool = False, alert: str = "", document: Any = None
) -> dict:
    """The template context of one proposal card; `document` (the resume now) names the
    entry it changes."""
    shown_new = proposal.final if proposal.edited else proposal.new
    edit_text, is_text = _edit_text(proposal.new)
    return {
        "kind": "proposal",
        "id": proposal.pk,
        "conversation_id": proposal.conversation_id,
        "path": proposal.path,
        "op": proposal.op,
        "op_label": _op_label(proposal.op),
        "words": wording.describe_change(
            proposal.op, proposal.path, document=document, value=shown_new
        ),
        "tokens": value_diff(proposal.old, shown_new),
        "findings": finding_items(proposal.findings),
        "status": proposal.status,
        "status_label": ProposalStatus(proposal.status).label,
        "stale_message": review.stale_message(proposal)
        if proposal.status == ProposalStatus.STALE
        else "",
        "can_reapply": proposal.status == ProposalStatus.STALE
        and proposal.stale_reason == "changed",
        "outdated": outdated and proposal.status == ProposalStatus.PENDING,
        "editable": proposal.action != "delete",
        "edit_text": edit_text,
        "edit_is_text": is_text,
        "edited": proposal.edited,
        "alert": alert,
    }


def batch_item(proposals: list[Proposal]) -> dict[str, Any] | None:
    """The Accept all / Reject all bar of one turn, when two or more of its edits wait."""
    pending = [proposal for proposal in proposals if proposal.status == ProposalStatus.PENDING]
    if len(pending) < 2:
        return None
    return {
        "kind": "proposal_batch",
        "ids": [proposal.pk for proposal in pending],
        "count": len(pending),
        "conversation_id": pending[0].conversation_id,
    }


@dataclass
class ReviewState:
    """What the transcript needs about a conversation's proposals, read once per render."""

    by_call: dict[int, list[Proposal]] = field(default_factory=dict)
    by_run: dict[int, list[Proposal]] = field(default_factory=dict)
    outdated: set[int] = field(default_factory=set)
    alerts: dict[int, str] = field(default_factory=dict)
    document: Any = None

    @classmethod
    def load(cls, conversation: Conversation, alerts: dict[int, str] | None = None) -> ReviewState:
        state = cls(alerts=dict(alerts or {}))
        proposals = selectors.proposal_list(conversation)
        if proposals and conversation.resume_id:
            state.document = conversation.resume.data
        for proposal in proposals:
            state.by_call.setdefault(proposal.tool_call_id, []).append(proposal)
            if proposal.run_id:
                state.by_run.setdefault(proposal.run_id, []).append(proposal)
        pending = [p for p in proposals if p.status == ProposalStatus.PENDING]
        if pending:
            state.outdated = review.overlay(conversation.resume.data, pending).outdated
        return state

    def call_items(self, call_pk: int) -> list[dict[str, Any]]:
        return [
            proposal_item(
                proposal,
                outdated=proposal.pk in self.outdated,
                alert=self.alerts.get(proposal.pk, ""),
                document=self.document,
            )
            for proposal in self.by_call.get(call_pk, [])
        ]

    def run_items(self, run_id: int | None) -> list[dict[str, Any]]:
        item = batch_item(self.by_run.get(run_id, [])) if run_id else None
        return [item] if item else []


def render_proposal(proposal_id: int, language: str) -> str:
    """A card appended live to the transcript, read from the database (status, language)."""
    proposal = selectors.proposal_with_resume(proposal_id)
    if proposal is None:
        return ""
    resume = proposal.conversation.resume
    with translation.override(language):
        item = proposal_item(proposal, document=resume.data if resume else None)
        inner = render_to_string("agent/items/proposal.html", {"item": item})
    return f'<div hx-swap-oob="beforeend:#transcript">{inner}</div>'


def render_pending_preview(conversation: Conversation) -> str:
    """The preview block with the pending proposals applied and their text marked."""
    resume = conversation.resume
    result = review.overlay(resume.data, review.pending_proposals(conversation))
    html = render_resume_html(result.marked, theme=resume.theme, language=resume.language)
    return render_to_string(
        "agent/fragments/pending_preview.html",
        {
            "resume": resume,
            "conversation": conversation,
            # The theme escaped every text; mark_html only adds <mark> around marked text.
            "preview": mark_safe(review.mark_html(str(html))),
            "count": len(result.applied),
            "outdated": len(result.outdated),
        },
    )
