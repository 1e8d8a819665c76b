"""The chat's review actions over HTTP (Django test client): the switch, cards in the
transcript, accept / reject / edit-then-accept / re-apply / Accept all, the pending preview,
refusals shown on the card, and another person's ids answered 404."""

from __future__ import annotations

import pytest
from django.urls import reverse

from agent import review
from agent.models import Conversation, Proposal, ProposalStatus, Run, ToolCall
from resumes import services
from resumes.models import Resume, ResumeRevision
from tests.factories import ConversationFactory, MessageFactory, ProviderFactory, ResumeFactory

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
LABEL = {"path": "basics.label", "action": "update", "value": "Rear Admiral"}
NAME = {"path": "basics.name", "action": "update", "value": "Grace B. Hopper"}
JOB = {"path": "work", "action": "add", "value": {"name": "Globex", "position": "CTO"}}


@pytest.fixture
def conversation(user):
    return ConversationFactory(resume=ResumeFactory(owner=user), owner=user)


def propose(conversation, *operations) -> list[Proposal]:
    run = Run.objects.create(conversation=conversation, status="completed", review_edits=True)
    message = MessageFactory(conversation=conversation, role="assistant", content="", run=run)
    call = ToolCall.objects.create(
        conversation=conversation,
        message=message,
        call_id=f"call_{message.pk}",
        name="CVBatchEditor",
        arguments={"operations": list(operations)},
    )
    return review.propose_edits(
        conversation=conversation,
        resume=conversation.resume,
        tool_call=call,
        run_id=run.pk,
        operations=list(operations),
    )


def page(client, conversation, **headers) -> str:
    url = reverse("resume_detail", args=[conversation.resume_id])
    return client.get(f"{url}?c={conversation.pk}", **headers).text


def stored(conversation) -> dict:
    return Resume.objects.get(pk=conversation.resume_id).data


def test_review_switch_is_on_the_page_and_saved(signed_in, conversation):
    # A provider whose turns are not guarded (with the offline model the switch is forced on).
    conversation.provider = ProviderFactory(slug="remote-review")
    conversation.save(update_fields=["provider"])
    assert "Review edits before they apply" in page(signed_in, conversation)
    url = reverse("conversation_settings", args=[conversation.pk])
    signed_in.post(url, {"review_edits": ["off", "on"]}, **HX)
    assert Conversation.objects.get(pk=conversation.pk).review_edits is True
    assert 'id="review-switch" name="review_edits" value="on" checked' in page(
        signed_in, conversation
    )
    signed_in.post(url, {"review_edits": "off"}, **HX)
    assert Conversation.objects.get(pk=conversation.pk).review_edits is False


def test_cards_show_diff_findings_actions_and_the_batch_bar(signed_in, conversation):
    label, job = propose(conversation, LABEL, JOB)
    html = page(signed_in, conversation)
    assert f'id="proposal-{label.pk}"' in html and f'id="proposal-{job.pk}"' in html
    assert "<del>Engineer</del><ins>Rear Admiral</ins>" in html
    assert "“Globex” is an employer the earlier version does not have." in html
    assert "Edit, then accept" in html
    assert "2 proposed edits wait for you." in html
    assert 'data-action="accept-all"' in html


def test_accept_applies_and_refreshes_transcript_preview_and_history(signed_in, conversation):
    (label,) = propose(conversation, LABEL)
    response = signed_in.post(reverse("proposal_accept", args=[label.pk]), **HX)
    assert response.status_code == 200
    assert 'id="transcript" class="transcript" hx-swap-oob="true"' in response.text
    assert 'data-status="accepted"' in response.text
    assert 'id="preview-block"' in response.text and "Rear Admiral" in response.text
    assert 'id="revisions-refresh"' in response.text
    assert stored(conversation)["basics"]["label"] == "Rear Admiral"
    revisions = signed_in.get(reverse("resume_revisions", args=[conversation.resume_id])).text
    assert "approved by you" in revisions


def test_edit_then_accept_uses_the_persons_text(signed_in, conversation):
    (label,) = propose(conversation, LABEL)
    signed_in.post(
        reverse("proposal_accept", args=[label.pk]), {"edited": "1", "value": " Admiral "}, **HX
    )
    assert stored(conversation)["basics"]["label"] == "Admiral"
    assert "Accepted with your changes" in page(signed_in, conversation)


def test_edit_then_accept_with_bad_json_says_so_on_the_card(signed_in, conversation):
    (job,) = propose(conversation, JOB)
    response = signed_in.post(
        reverse("proposal_accept", args=[job.pk]), {"edited": "1", "value": "{oops"}, **HX
    )
    assert "not valid JSON" in response.text
    assert Proposal.objects.get(pk=job.pk).status == ProposalStatus.PENDING
    assert len(stored(conversation)["work"]) == 1


def test_reject_then_accept_from_an_old_page_is_refused_on_the_card(signed_in, conversation):
    (label,) = propose(conversation, LABEL)
    signed_in.post(reverse("proposal_reject", args=[label.pk]), **HX)
    response = signed_in.post(reverse("proposal_accept", args=[label.pk]), **HX)
    assert response.status_code == 200
    assert f"Proposal {label.pk} was already rejected" in response.text
    assert stored(conversation)["basics"]["label"] == "Engineer"
    assert not ResumeRevision.objects.exists()


def test_accept_all_and_reject_all(signed_in, conversation):
    label, name = propose(conversation, LABEL, NAME)
    url = reverse("proposals_accept", args=[conversation.pk])
    signed_in.post(url, {"ids": [label.pk, name.pk]}, **HX)
    assert ResumeRevision.objects.filter(resume_id=conversation.resume_id).count() == 1
    assert stored(conversation)["basics"]["name"] == "Grace B. Hopper"
    (job,) = propose(conversation, JOB)
    signed_in.post(reverse("proposals_reject", args=[conversation.pk]), {"ids": [job.pk]}, **HX)
    assert Proposal.objects.get(pk=job.pk).status == ProposalStatus.REJECTED


def test_stale_card_offers_reapply_and_discard(signed_in, conversation):
    (label,) = propose(conversation, LABEL)
    services.resume_update_field(
        resume=conversation.resume,
        path="basics.label",
        value="Commodore",
        expected_version=None,
        author=None,
    )
    assert "changed since the edit was proposed" in page(signed_in, conversation)
    response = signed_in.post(reverse("proposal_accept", args=[label.pk]), **HX)
    assert "is stale: basics.label changed since it was proposed" in response.text
    assert 'data-action="reapply"' in response.text and 'data-action="discard"' in response.text
    assert stored(conversation)["basics"]["label"] == "Commodore"
    response = signed_in.post(reverse("proposal_reapply", args=[label.pk]), **HX)
    assert "<del>Commodore</del><ins>Rear Admiral</ins>" in response.text
    signed_in.post(reverse("proposal_accept", args=[label.pk]), **HX)
    assert stored(conversation)["basics"]["label"] == "Rear Admiral"


def test_pending_preview_marks_the_proposed_text(signed_in, conversation):
    propose(conversation, LABEL, JOB)
    html = signed_in.get(reverse("proposals_preview", args=[conversation.pk]), **HX).text
    assert '<mark class="pending-mark">Rear Admiral</mark>' in html
    assert '<mark class="pending-mark">Globex</mark>' in html
    assert "Preview with 2 pending edits, not saved" in html
    assert "\ue000" not in html and "\ue001" not in html
    assert stored(conversation)["basics"]["label"] == "Engineer"


def test_marking_never_lets_document_markup_through(signed_in, conversation):
    propose(conversation, {"path": "basics.label", "action": "update", "value": "<b>Bold</b> & co"})
    html = signed_in.get(reverse("proposals_preview", args=[conversation.pk]), **HX).text
    assert '<mark class="pending-mark">&lt;b&gt;Bold&lt;/b&gt; &amp; co</mark>' in html
    assert "<b>Bold</b>" not in html


def test_another_persons_proposal_and_conversation_are_404(
    signed_in, client, conversation, other_user
):
    (label,) = propose(conversation, LABEL)
    client.force_login(other_user)
    for name in ("proposal_accept", "proposal_reject", "proposal_reapply"):
        response = client.post(reverse(name, args=[label.pk]), **HX)
        assert response.status_code == 404
    batch = client.post(
        reverse("proposals_accept", args=[conversation.pk]), {"ids": [label.pk]}, **HX
    )
    assert batch.status_code == 404
    assert client.get(reverse("proposals_preview", args=[conversation.pk])).status_code == 404
    assert Proposal.objects.get(pk=label.pk).status == ProposalStatus.PENDING


def test_ids_of_another_conversation_in_a_batch_are_404(signed_in, user, conversation):
    (label,) = propose(conversation, LABEL)
    mine_too = ConversationFactory(resume=conversation.resume, owner=user)
    url = reverse("proposals_accept", args=[mine_too.pk])
    assert signed_in.post(url, {"ids": [label.pk]}, **HX).status_code == 404
    assert signed_in.post(url, {"ids": ["x"]}, **HX).status_code == 400


def test_proposal_of_a_deleted_resume_is_gone_with_a_sentence(signed_in, conversation):
    (label,) = propose(conversation, LABEL)
    services.resume_delete(resume=conversation.resume)
    response = signed_in.post(reverse("proposal_accept", args=[label.pk]), **HX)
    assert response.status_code == 404
    assert "not there any more" in response.text


def test_cards_in_chinese(signed_in, conversation):
    propose(conversation, LABEL, JOB)
    html = page(signed_in, conversation, HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert "接受" in html and "拒绝" in html
    assert "“Globex”" in html and "Review edits before they apply" not in html
