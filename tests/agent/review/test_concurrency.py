"""Two tabs deciding the same proposal at once: exactly one wins, nothing applies twice.

Run on SQLite (the default) and on PostgreSQL (`DATABASE_URL=$(scripts/postgres.sh) pytest
tests/agent/review/test_concurrency.py`): the claim is a conditional UPDATE, behind a row
lock on PostgreSQL and the database's write lock on SQLite.
"""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection

from agent import review
from agent.models import Proposal, ProposalStatus, Run, ToolCall
from agent.review import deciding
from resumes.models import Resume, ResumeRevision
from tests.factories import ConversationFactory, MessageFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def proposal(db):
    conversation = ConversationFactory()
    run = Run.objects.create(conversation=conversation, status="completed", review_edits=True)
    message = MessageFactory(conversation=conversation, role="assistant", content="", run=run)
    call = ToolCall.objects.create(
        conversation=conversation, message=message, call_id="call_1", name="CVEditor"
    )
    (proposal,) = review.propose_edits(
        conversation=conversation,
        resume=conversation.resume,
        tool_call=call,
        run_id=run.pk,
        operations=[{"path": "basics.label", "action": "update", "value": "Rear Admiral"}],
    )
    return proposal


def race(monkeypatch, first, second) -> list[str]:
    """Run `first` and, while it holds its claim, `second`; return how each ended."""
    claimed = threading.Event()
    original = deciding.services.resume_apply_reviewed

    def slow_apply(**kwargs):
        claimed.set()
        time.sleep(0.4)  # keep the transaction open while the other tab tries
        return original(**kwargs)

    monkeypatch.setattr(deciding.services, "resume_apply_reviewed", slow_apply)
    outcomes: dict[str, str] = {}

    def tab(name: str, decide, wait: threading.Event | None) -> None:
        try:
            if wait is not None:
                wait.wait(10)
            decide()
            outcomes[name] = "won"
        except review.ProposalDecided:
            outcomes[name] = "refused"
        finally:
            connection.close()

    threads = [
        threading.Thread(target=tab, args=("first", first, None)),
        threading.Thread(target=tab, args=("second", second, claimed)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    return [outcomes.get("first", "?"), outcomes.get("second", "?")]


def test_two_tabs_accepting_the_same_proposal_exactly_one_wins(monkeypatch, proposal):
    owner = proposal.conversation.owner
    outcome = race(
        monkeypatch,
        lambda: review.accept_proposals(user=owner, ids=[proposal.pk]),
        lambda: review.accept_proposals(user=owner, ids=[proposal.pk]),
    )
    assert outcome == ["won", "refused"]
    assert ResumeRevision.objects.filter(resume_id=proposal.conversation.resume_id).count() == 1
    resume = Resume.objects.get(pk=proposal.conversation.resume_id)
    assert (resume.version, resume.data["basics"]["label"]) == (2, "Rear Admiral")
    assert Proposal.objects.get(pk=proposal.pk).status == ProposalStatus.ACCEPTED


def test_accept_and_reject_at_once_exactly_one_wins(monkeypatch, proposal):
    owner = proposal.conversation.owner
    outcome = race(
        monkeypatch,
        lambda: review.accept_proposals(user=owner, ids=[proposal.pk]),
        lambda: review.reject_proposals(user=owner, ids=[proposal.pk]),
    )
    assert outcome == ["won", "refused"]
    assert Proposal.objects.get(pk=proposal.pk).status == ProposalStatus.ACCEPTED
    assert ResumeRevision.objects.filter(resume_id=proposal.conversation.resume_id).count() == 1
