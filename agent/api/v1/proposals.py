"""`/api/v1/proposals`: the edits waiting for review (the agent's, or a proposals-only key's),
accepted or rejected by the person or by a write key."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja import Router

from agent import review
from agent.api.auth import require_direct_write
from agent.api.problems import Problem
from agent.api.v1.resumes import ERRORS, owned
from agent.api.v1.schemas import DecisionOut, ProblemOut, ProposalIdsIn, ProposalOut

router = Router(tags=["proposals"])


@router.get("/resumes/{resume_id}/proposals", response={200: list[ProposalOut], **ERRORS})
def list_proposals(request: HttpRequest, resume_id: int) -> Any:
    """The resume's proposals that wait for a decision (pending, or stale), oldest first."""
    resume = owned(request, resume_id)
    return [review.proposal_payload(p) for p in review.open_proposals(resume=resume)]


def _decide(request: HttpRequest, ids: list[int], accept: bool) -> Any:
    require_direct_write(request)
    try:
        if accept:
            decision = review.accept_proposals(user=request.user, ids=ids)
        else:
            decision = review.reject_proposals(user=request.user, ids=ids)
    except review.ProposalNotFound as exc:
        raise Problem(404, str(exc)) from None
    except review.ProposalStale as exc:
        raise Problem(409, str(exc), title="Stale proposal") from None
    except review.ProposalDecided as exc:
        raise Problem(409, str(exc), title="Already decided") from None
    except review.ReviewError as exc:
        raise Problem(422, str(exc)) from None
    return {
        "decided": [p.pk for p in decision.proposals],
        "version": decision.resume.version if decision.resume is not None else None,
    }


@router.post("/proposals/accept", response={200: DecisionOut, 409: ProblemOut, **ERRORS})
def accept(request: HttpRequest, body: ProposalIdsIn) -> Any:
    """Accept proposals (of one conversation) as one new version of the resume."""
    return _decide(request, body.ids, accept=True)


@router.post("/proposals/reject", response={200: DecisionOut, 409: ProblemOut, **ERRORS})
def reject(request: HttpRequest, body: ProposalIdsIn) -> Any:
    """Reject proposals; the resume does not change."""
    return _decide(request, body.ids, accept=False)
