"""Review mode: the edit tools propose instead of editing; accepting, rejecting, re-applying;
the guard's findings on direct edits; what the next turn tells the model."""

from __future__ import annotations

import json

import pytest

from agent import review
from agent.engine import history
from agent.engine.records import execute_and_record
from agent.engine.tools.base import ToolContext
from agent.engine.tools.execution import execute_call
from agent.models import Message, Proposal, ProposalStatus, Run
from resumes import services
from resumes.models import Resume, ResumeRevision
from tests.factories import (
    CapabilityFactory,
    ConversationFactory,
    ToolCallFactory,
    UserFactory,
)

ALL = ["CVReader", "CVEditor", "CVBatchEditor", "think", "askHuman", "stop"]


@pytest.fixture
def conversation(db):
    return ConversationFactory(capability=CapabilityFactory(slug="tools-all"))


def call(conversation, name, arguments, *, review_mode=True, run=None):
    """Store a call as the model made it, execute it and record its result (as the loop does)."""
    run = run or Run.objects.create(
        conversation=conversation, review_edits=review_mode, status="completed"
    )
    tool_call = ToolCallFactory(
        message__conversation=conversation,
        message__run=run,
        message__seq=history.next_seq(conversation.pk),
        name=name,
        arguments_raw=json.dumps(arguments),
        arguments=None,
    )
    context = ToolContext(
        conversation=conversation,
        resume=conversation.resume,
        allowed=ALL,
        run_id=run.pk,
        review=review_mode,
    )
    outcome = execute_and_record(tool_call, context, None)
    return outcome, tool_call


def stored(conversation) -> dict:
    return Resume.objects.get(pk=conversation.resume_id).data


def test_review_mode_edit_becomes_a_proposal_and_leaves_the_resume_alone(conversation):
    before = stored(conversation)
    outcome, tool_call = call(
        conversation, "CVEditor", {"path": "basics.label", "action": "update", "value": "Admiral"}
    )
    assert outcome.status == "ok"
    assert not outcome.edited
    assert "NOT applied" in outcome.content and "version 1" in outcome.content
    assert stored(conversation) == before
    assert not ResumeRevision.objects.filter(resume_id=conversation.resume_id).exists()
    (proposal,) = Proposal.objects.all()
    assert (proposal.path, proposal.op, proposal.old, proposal.new) == (
        "basics.label",
        "replace",
        "Engineer",
        "Admiral",
    )
    assert proposal.status == ProposalStatus.PENDING
    assert proposal.tool_call == tool_call
    assert outcome.proposals == [review.proposal_payload(proposal)]
    # The pairing holds: the call has its result.
    assert Message.objects.filter(tool_call=tool_call, role="tool").exists()


def test_batch_in_review_mode_makes_one_proposal_per_operation_with_findings(conversation):
    outcome, _ = call(
        conversation,
        "CVBatchEditor",
        {
            "operations": [
                {"path": "work", "action": "add", "value": {"name": "Google", "position": "CTO"}},
                {
                    "path": "work[0].highlights",
                    "action": "add",
                    "value": "Increased revenue by 40%",
                },
                {"path": "skills[-1]", "action": "delete"},
            ]
        },
    )
    assert outcome.status == "ok"
    proposals = list(Proposal.objects.order_by("pk"))
    assert [(p.path, p.op) for p in proposals] == [
        ("work[1]", "add"),
        ("work[0].highlights[1]", "add"),
        ("skills[0]", "remove"),
    ]
    checks = [[f["check"] for f in p.findings] for p in proposals]
    assert checks == [["new_employer"], ["metric_invented"], ["entry_removed"]]
    assert proposals[2].old == {"name": "COBOL", "keywords": ["compilers"]}
    assert "guard flagged" in outcome.content


def test_invalid_edit_in_review_mode_is_an_error_and_proposes_nothing(conversation):
    outcome, _ = call(
        conversation, "CVEditor", {"path": "work[7].name", "action": "update", "value": "X"}
    )
    assert outcome.status == "error"
    assert "Nothing was proposed" in outcome.content
    assert not Proposal.objects.exists()


def test_direct_edit_stores_the_guards_findings_with_the_result(conversation):
    outcome, tool_call = call(
        conversation,
        "CVEditor",
        {"path": "basics.email", "action": "update", "value": "someone@else.org"},
        review_mode=False,
    )
    assert outcome.edited
    assert [f["check"] for f in outcome.findings] == ["contact_changed"]
    result = Message.objects.get(tool_call=tool_call)
    assert result.findings[0]["check"] == "contact_changed"
    assert result.findings[0]["params"]["new"] == "someone@else.org"
    assert "guard flagged" in result.content
    assert not Proposal.objects.exists()


def test_direct_rewording_has_no_findings(conversation):
    outcome, tool_call = call(
        conversation,
        "CVEditor",
        {"path": "basics.label", "action": "update", "value": "Software engineer"},
        review_mode=False,
    )
    assert outcome.edited and outcome.findings == []
    assert Message.objects.get(tool_call=tool_call).findings == []


def propose(conversation, *operations):
    call(conversation, "CVBatchEditor", {"operations": list(operations)})
    return list(Proposal.objects.filter(conversation=conversation).order_by("pk"))


LABEL = {"path": "basics.label", "action": "update", "value": "Rear Admiral"}
NAME = {"path": "basics.name", "action": "update", "value": "Grace B. Hopper"}


def test_accepting_a_batch_makes_one_agent_revision_approved_by_the_person(conversation):
    owner = conversation.owner
    label, name = propose(conversation, LABEL, NAME)
    decision = review.accept_proposals(user=owner, ids=[label.pk, name.pk])
    assert [p.pk for p in decision.accepted] == [label.pk, name.pk]
    data = stored(conversation)
    assert (data["basics"]["label"], data["basics"]["name"]) == ("Rear Admiral", "Grace B. Hopper")
    (revision,) = ResumeRevision.objects.filter(resume_id=conversation.resume_id)
    assert (revision.version, revision.source, revision.approved_by) == (2, "agent", owner)
    label.refresh_from_db()
    assert (label.status, label.decided_by, label.revision) == ("accepted", owner, revision)
    assert label.decided_at is not None


def test_rejecting_changes_nothing_and_cannot_be_accepted_from_an_old_page(conversation):
    (label,) = propose(conversation, LABEL)
    review.reject_proposals(user=conversation.owner, ids=[label.pk])
    with pytest.raises(review.ProposalDecided, match="already rejected"):
        review.accept_proposals(user=conversation.owner, ids=[label.pk])
    assert stored(conversation)["basics"]["label"] == "Engineer"
    assert not ResumeRevision.objects.exists()


def test_accepting_twice_is_refused_and_applies_once(conversation):
    (label,) = propose(conversation, LABEL)
    review.accept_proposals(user=conversation.owner, ids=[label.pk])
    with pytest.raises(review.ProposalDecided, match="already accepted"):
        review.accept_proposals(user=conversation.owner, ids=[label.pk])
    assert ResumeRevision.objects.count() == 1


def test_another_persons_proposal_is_not_found(conversation):
    (label,) = propose(conversation, LABEL)
    mallory = UserFactory(username="mallory")
    with pytest.raises(review.ProposalNotFound):
        review.accept_proposals(user=mallory, ids=[label.pk])
    with pytest.raises(review.ProposalNotFound):
        review.reject_proposals(user=mallory, ids=[label.pk])
    label.refresh_from_db()
    assert label.status == ProposalStatus.PENDING


def test_a_field_changed_since_makes_the_proposal_stale_never_overwritten(conversation):
    (label,) = propose(conversation, LABEL)
    services.resume_update_field(
        resume=conversation.resume,
        path="basics.label",
        value="Commodore",
        expected_version=None,
        author=conversation.owner,
    )
    decision = review.accept_proposals(user=conversation.owner, ids=[label.pk])
    assert decision.accepted == [] and [p.pk for p in decision.stale] == [label.pk]
    assert stored(conversation)["basics"]["label"] == "Commodore"
    label.refresh_from_db()
    assert (label.status, label.stale_reason) == ("stale", "changed")
    with pytest.raises(review.ProposalStale, match="changed since"):
        review.accept_proposals(user=conversation.owner, ids=[label.pk])

    # Re-applied onto the new value: the person sees the diff from today's text first.
    review.reapply_proposal(user=conversation.owner, proposal_id=label.pk)
    label.refresh_from_db()
    assert (label.status, label.old, label.new) == ("pending", "Commodore", "Rear Admiral")
    review.accept_proposals(user=conversation.owner, ids=[label.pk])
    assert stored(conversation)["basics"]["label"] == "Rear Admiral"


def test_a_proposal_for_a_path_that_no_longer_exists_is_stale_and_can_only_be_discarded(
    conversation,
):
    (position,) = propose(
        conversation, {"path": "work[0].position", "action": "update", "value": "Admiral"}
    )
    services.resume_apply_edit(
        resume=conversation.resume, path="work[0]", action="delete", source="user"
    )
    decision = review.accept_proposals(user=conversation.owner, ids=[position.pk])
    (stale,) = decision.stale
    assert stale.stale_reason == "missing"
    assert "no longer there" in review.stale_message(stale)
    with pytest.raises(review.ReviewError, match="no longer there"):
        review.reapply_proposal(user=conversation.owner, proposal_id=position.pk)
    review.reject_proposals(user=conversation.owner, ids=[position.pk])
    position.refresh_from_db()
    assert position.status == ProposalStatus.REJECTED
    assert stored(conversation).get("work") == []


def test_appends_to_the_same_list_can_be_accepted_one_after_the_other(conversation):
    call(conversation, "CVEditor", {"path": "skills", "action": "add", "value": {"name": "Go"}})
    call(conversation, "CVEditor", {"path": "skills", "action": "add", "value": {"name": "Rust"}})
    first, second = Proposal.objects.order_by("pk")
    review.accept_proposals(user=conversation.owner, ids=[second.pk])
    review.accept_proposals(user=conversation.owner, ids=[first.pk])
    names = [skill["name"] for skill in stored(conversation)["skills"]]
    assert names == ["COBOL", "Rust", "Go"]


def test_edit_then_accept_applies_the_persons_value(conversation):
    (label,) = propose(conversation, LABEL)
    review.accept_proposals(user=conversation.owner, ids=[label.pk], values={label.pk: "Admiral"})
    assert stored(conversation)["basics"]["label"] == "Admiral"
    label.refresh_from_db()
    assert (label.edited, label.final, label.new) == (True, "Admiral", "Rear Admiral")


def test_edit_then_accept_of_an_invalid_value_marks_it_not_applied(conversation):
    (start,) = propose(
        conversation, {"path": "work[0].startDate", "action": "update", "value": "1950"}
    )
    decision = review.accept_proposals(
        user=conversation.owner, ids=[start.pk], values={start.pk: "next spring"}
    )
    assert decision.accepted == [] and decision.stale[0].stale_reason == "invalid"
    assert stored(conversation)["work"][0]["startDate"] == "1949"


def test_proposal_of_a_deleted_resume_is_gone(conversation):
    (label,) = propose(conversation, LABEL)
    services.resume_delete(resume=conversation.resume)
    with pytest.raises(review.ProposalNotFound):
        review.accept_proposals(user=conversation.owner, ids=[label.pk])


def test_bad_ids_are_refused_clearly(conversation):
    with pytest.raises(review.ReviewError, match="not a proposal number"):
        review.accept_proposals(user=conversation.owner, ids=["abc"])
    with pytest.raises(review.ReviewError, match="Say which"):
        review.reject_proposals(user=conversation.owner, ids=[])


def test_next_turn_tells_the_model_what_was_accepted_and_rejected(conversation):
    label, name = propose(conversation, LABEL, NAME)
    review.accept_proposals(user=conversation.owner, ids=[label.pk])
    review.reject_proposals(user=conversation.owner, ids=[name.pk])
    fresh = type(conversation).objects.get(pk=conversation.pk)
    messages = history.build(fresh, budget_tokens=100_000)
    (tool,) = [m for m in messages if m.role == "tool"]
    assert f"proposal {label.pk} (change basics.label): accepted" in tool.content
    assert f"proposal {name.pk} (change basics.name): rejected" in tool.content
    assert "Do not propose it again" in tool.content
    assert "Rear Admiral" in messages[0].content  # the system prompt holds the applied edit


def test_overlay_applies_pending_proposals_and_marks_their_text(conversation):
    label, name = propose(conversation, LABEL, NAME)
    result = review.overlay(stored(conversation), [label, name])
    assert result.document["basics"]["label"] == "Rear Admiral"
    assert result.marked["basics"]["label"] == "\ue000Rear Admiral\ue001"
    html = review.mark_html('<p title="\ue000x\ue001">\ue000Rear &amp; Admiral\ue001</p>')
    assert html == '<p title="x"><mark class="pending-mark">Rear &amp; Admiral</mark></p>'


def test_set_review_mode_from_code_applies_to_the_next_turn(conversation):
    from agent.engine.turns import prepare_turn
    from tests.factories import ProviderFactory

    review.set_review_mode(conversation, on=True)
    start = prepare_turn(
        conversation_id=conversation.pk,
        user_id=conversation.owner_id,
        text="hello",
        provider=ProviderFactory(),
    )
    assert Run.objects.get(pk=start.run_id).review_edits is True


def test_execute_call_without_review_never_creates_proposals(conversation):
    tool_call = ToolCallFactory(
        message__conversation=conversation,
        name="CVEditor",
        arguments_raw=json.dumps(LABEL),
        arguments=None,
    )
    context = ToolContext(conversation=conversation, resume=conversation.resume, allowed=ALL)
    assert execute_call(tool_call, context).edited
    assert not Proposal.objects.exists()


def test_an_unsupported_skill_and_a_raised_title_are_flagged_in_review_mode(conversation):
    proposals = propose(
        conversation,
        {"path": "skills[0].keywords", "action": "add", "value": "Kubernetes"},
        {"path": "work[0].position", "action": "update", "value": "Chief Mathematician"},
        {"path": "work[0].highlights[0]", "action": "update", "value": "Wrote the first compiler"},
    )
    checks = [[f["check"] for f in p.findings] for p in proposals]
    assert checks == [["skill_claimed"], ["title_inflated"]]
    assert proposals[0].findings[0]["params"]["skill"] == "Kubernetes"


def test_an_unsupported_skill_is_flagged_on_a_direct_edit_too(conversation):
    outcome, tool_call = call(
        conversation,
        "CVEditor",
        {"path": "basics.summary", "action": "update", "value": "熟悉机器学习与编译器"},
        review_mode=False,
    )
    assert outcome.edited
    assert [f["check"] for f in outcome.findings] == ["skill_claimed"]
    assert Message.objects.get(tool_call=tool_call).findings[0]["params"]["skill"] == "机器学习"
