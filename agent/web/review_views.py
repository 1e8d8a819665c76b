"""The chat's review actions: accept, reject, edit-then-accept, re-apply a stale proposal,
Accept all / Reject all of a turn, and the preview with the pending edits applied.

Each action answers with the transcript rebuilt from the database (so every card shows its
stored status, and a refusal shows its message on the card it concerns) and, when the
resume changed, the refreshed preview and history, all swapped out of band. Another
person's proposal or conversation, or one gone with its resume, is a 404.
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import (
    HttpRequest,
    HttpResponse,
    HttpResponseBadRequest,
    HttpResponseNotFound,
)
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from agent import review
from agent.conversations import selectors
from agent.models import Conversation, Proposal
from agent.web.consumers import resume_updated
from agent.web.rendering import render_transcript
from agent.web.review_rendering import render_pending_preview
from resumes.models import Resume


def _gone() -> HttpResponse:
    return HttpResponseNotFound(
        _("This proposed edit is not there any more (or is not yours). Reload the page."),
        content_type="text/plain; charset=utf-8",
    )


def _own_proposal(request: HttpRequest, proposal_id: int) -> Proposal | None:
    return selectors.proposal_get_for_user(request.user, proposal_id)


def _respond(
    request: HttpRequest,
    conversation: Conversation,
    *,
    alerts: dict[int, str] | None = None,
    decision: review.Decision | None = None,
) -> HttpResponse:
    if not request.htmx:
        url = reverse("resume_detail", args=[conversation.resume_id])
        return redirect(f"{url}?c={conversation.pk}")
    conversation = selectors.conversation_with_resume(conversation.pk)
    html = render_transcript(conversation, oob=True, alerts=alerts)
    if decision is not None and decision.revision is not None:
        html += _resume_updated(conversation.resume, decision)
    return HttpResponse(html)


def _resume_updated(resume: Resume, decision: review.Decision) -> str:
    paths = [proposal.path for proposal in decision.accepted]
    return resume_updated(resume, paths, workspace=True)


def _decide(
    request: HttpRequest, conversation: Conversation, first_id: int, decide
) -> HttpResponse:
    try:
        decision = decide()
    except review.ProposalNotFound:
        return _gone()
    except review.ReviewError as exc:
        return _respond(request, conversation, alerts={first_id: str(exc)})
    alerts = {proposal.pk: review.stale_message(proposal) for proposal in decision.stale}
    return _respond(request, conversation, alerts=alerts, decision=decision)


def _edited_value(proposal: Proposal, raw: str) -> Any:
    if isinstance(proposal.new, str):
        return raw.strip()
    try:
        return json.loads(raw)
    except ValueError as exc:
        raise review.ReviewError(
            _("Your version is not valid JSON (%(error)s); nothing was applied.") % {"error": exc}
        ) from None


@login_required
@require_POST
def proposal_accept(request: HttpRequest, proposal_id: int) -> HttpResponse:
    """Accept one proposal; with `value` (edit-then-accept), the person's own version."""
    proposal = _own_proposal(request, proposal_id)
    if proposal is None:
        return _gone()
    values = None
    if request.POST.get("edited"):
        try:
            values = {proposal.pk: _edited_value(proposal, request.POST.get("value", ""))}
        except review.ReviewError as exc:
            return _respond(request, proposal.conversation, alerts={proposal.pk: str(exc)})
    return _decide(
        request,
        proposal.conversation,
        proposal.pk,
        lambda: review.accept_proposals(user=request.user, ids=[proposal.pk], values=values),
    )


@login_required
@require_POST
def proposal_reject(request: HttpRequest, proposal_id: int) -> HttpResponse:
    """Reject a pending proposal, or discard a stale one."""
    proposal = _own_proposal(request, proposal_id)
    if proposal is None:
        return _gone()
    return _decide(
        request,
        proposal.conversation,
        proposal.pk,
        lambda: review.reject_proposals(user=request.user, ids=[proposal.pk]),
    )


@login_required
@require_POST
def proposal_reapply(request: HttpRequest, proposal_id: int) -> HttpResponse:
    """Plan a stale proposal again onto the current value; it waits for the person again."""
    proposal = _own_proposal(request, proposal_id)
    if proposal is None:
        return _gone()
    try:
        review.reapply_proposal(user=request.user, proposal_id=proposal.pk)
    except review.ProposalNotFound:
        return _gone()
    except review.ReviewError as exc:
        return _respond(request, proposal.conversation, alerts={proposal.pk: str(exc)})
    return _respond(request, proposal.conversation)


def _batch(request: HttpRequest, conversation_id: int, decide) -> HttpResponse:
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    raw = request.POST.getlist("ids")
    if not raw or not all(value.isdigit() for value in raw):
        return HttpResponseBadRequest(
            _("Say which proposed edits to decide, by number."),
            content_type="text/plain; charset=utf-8",
        )
    numbers = sorted({int(value) for value in raw})
    if not selectors.proposals_all_in(conversation, numbers):
        return _gone()
    return _decide(
        request, conversation, numbers[0], lambda: decide(user=request.user, ids=numbers)
    )


@login_required
@require_POST
def proposals_accept(request: HttpRequest, conversation_id: int) -> HttpResponse:
    """Accept all: the listed proposals of a turn, as one revision."""
    return _batch(request, conversation_id, review.accept_proposals)


@login_required
@require_POST
def proposals_reject(request: HttpRequest, conversation_id: int) -> HttpResponse:
    """Reject all: the listed proposals of a turn."""
    return _batch(request, conversation_id, review.reject_proposals)


@login_required
@require_GET
def proposals_preview(request: HttpRequest, conversation_id: int) -> HttpResponse:
    """The preview block with the conversation's pending edits applied and marked."""
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    return HttpResponse(render_pending_preview(conversation))
