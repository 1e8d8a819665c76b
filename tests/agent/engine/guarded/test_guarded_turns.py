"""Guarded turns through the real loop and database, the model played in-process: whatever
it writes, nothing unasked changes and every edit waits for the person."""

from __future__ import annotations

import pytest
from asgiref.sync import sync_to_async

from agent import review
from agent.engine import events
from agent.engine.provider_flags import learned_entry
from agent.engine.providers.function import call, reply, scripted
from agent.models import LLMCall, Message, Proposal, Role, Run, RunStatus
from resumes.models import Resume
from tests.agent.turns import turn_events
from tests.factories import CapabilityFactory, ConversationFactory, ProviderFactory

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

TOOLS = ["CVReader", "CVEditor", "CVBatchEditor", "askHuman", "stop", "think"]


@pytest.fixture
def conversation(db):
    return ConversationFactory(capability=CapabilityFactory(slug="guarded", tools=TOOLS))


@pytest.fixture
def local(db):
    return ProviderFactory(slug="local-test", is_local=True)


def of(evs, kind):
    return [event for event in evs if isinstance(event, kind)]


def text_of(evs) -> str:
    return "".join(event.text for event in of(evs, events.Content))


@sync_to_async
def resume_data(conversation) -> dict:
    return Resume.objects.get(pk=conversation.resume_id).data


@sync_to_async
def accept_all(conversation) -> None:
    ids = [p.pk for p in review.open_proposals(conversation=conversation)]
    review.accept_proposals(user=conversation.owner, ids=ids)


@sync_to_async
def pending(conversation) -> list[Proposal]:
    return list(review.open_proposals(conversation=conversation))


@sync_to_async
def llm_calls(conversation) -> int:
    return LLMCall.objects.filter(conversation=conversation).count()


async def test_a_greeting_makes_no_model_call_and_no_edit(conversation, local):
    model = scripted(
        [
            reply(
                "",
                call(
                    "CVEditor", {"path": "basics.name", "action": "update", "value": "Jane Smith"}
                ),
            )
        ]
    )
    before = await resume_data(conversation)
    evs = await turn_events(conversation, local, "Hi, what can you do?", client=model)
    assert evs[-1].status == RunStatus.COMPLETED
    assert "Add Rust to my skills" in text_of(evs)
    assert model.requests == [] and await llm_calls(conversation) == 0
    assert not of(evs, events.ToolCallEvent)
    assert await resume_data(conversation) == before
    assert await pending(conversation) == []


async def test_a_simple_edit_is_a_proposal_made_without_the_model(conversation, local):
    model = scripted([])
    evs = await turn_events(
        conversation, local, "Change my headline to Senior Compiler Engineer", client=model
    )
    assert model.requests == []
    assert [e.name for e in of(evs, events.ToolCallEvent)] == ["CVEditor"]
    proposals = of(evs, events.ProposalEvent)
    assert [(p.path, p.new) for p in proposals] == [("basics.label", "Senior Compiler Engineer")]
    assert "headline → “Senior Compiler Engineer”" in text_of(evs)
    assert "version" not in text_of(evs)  # no raw tool result repeated
    data = await resume_data(conversation)
    assert data["basics"]["label"] == "Engineer"  # not applied until accepted
    await accept_all(conversation)
    data = await resume_data(conversation)
    assert data["basics"]["label"] == "Senior Compiler Engineer"
    assert data["basics"]["name"] == "Grace Hopper"


async def test_a_chinese_simple_edit_lands_once_accepted(conversation, local):
    evs = await turn_events(
        conversation, local, "把我的电话改成 +86 138 0000 0000", client=scripted([])
    )
    assert "已提出修改" in text_of(evs)
    await accept_all(conversation)
    data = await resume_data(conversation)
    assert data["basics"]["phone"] == "+86 138 0000 0000"
    assert data["basics"]["name"] == "Grace Hopper"


async def test_review_is_forced_on_whatever_the_switch_says(conversation, local):
    assert conversation.review_edits is False
    await turn_events(conversation, local, "Add Rust to my skills", client=scripted([]))
    run = await Run.objects.aget(conversation=conversation)
    assert run.review_edits is True
    assert [p.path for p in await pending(conversation)] == ["skills[1]"]


async def test_a_model_edit_outside_what_the_message_names_is_refused(conversation, local):
    # Asked about the headline in words the rules do not read; the model goes for the name.
    model = scripted(
        [
            reply(
                "Done!",
                call("CVEditor", {"path": "basics.name", "action": "update", "value": "Jane"}),
            )
        ]
    )
    before = await resume_data(conversation)
    evs = await turn_events(
        conversation, local, "Could you make the headline sound more senior", client=model
    )
    assert len(model.requests) == 1
    assert [t.name for t in model.requests[0].tools] == ["CVEditor"]
    results = of(evs, events.ToolResultEvent)
    assert (
        results[0].status == "error" and "did not ask to change basics.name" in results[0].content
    )
    assert await pending(conversation) == []
    assert await resume_data(conversation) == before
    shown = text_of(evs)
    assert "Done!" not in shown and "couldn't make that change safely" in shown
    assert evs[-1].status == RunStatus.COMPLETED and len(model.requests) == 1


async def test_a_model_edit_within_scope_is_proposed_and_told_in_our_words(conversation, local):
    job = {"name": "Acme", "position": "Backend Engineer", "startDate": "2021"}
    model = scripted([reply("", call("CVEditor", {"path": "work", "action": "add", "value": job}))])
    evs = await turn_events(
        conversation, local, "Add a job at Acme as a backend engineer since 2021", client=model
    )
    assert [(p.path, p.op) for p in of(evs, events.ProposalEvent)] == [("work[1]", "add")]
    assert "add “Acme” to work experience" in text_of(evs)
    assert len(model.requests) == 1  # one step: the reply is ours
    # A short prompt: the message and only the part of the resume it names.
    system, user = model.requests[0].messages
    assert "Remington Rand" in system.content and "grace@example.com" not in system.content
    assert user.content == "Add a job at Acme as a backend engineer since 2021"


async def test_a_question_withholds_the_tools_and_a_looping_answer_is_cut(conversation, local):
    model = scripted(["A good resume is short. I'm sorry, " + "I'm sorry, " * 60])
    evs = await turn_events(conversation, local, "What makes a good resume?", client=model)
    request = model.requests[0]
    assert request.tools == [] and request.max_tokens == 120
    # A short prompt of its own: the question, not the tool rules and the resume.
    assert [m.role for m in request.messages] == ["system", "user"]
    assert request.messages[1].content == "What makes a good resume?"
    shown = text_of(evs)
    assert shown.count("I'm sorry") == 1
    stored = await Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).alast()
    assert stored.content == "A good resume is short. I'm sorry,"
    assert evs[-1].status == RunStatus.COMPLETED


async def test_a_provider_the_probe_marked_weak_is_guarded_too(conversation, db):
    weak = await sync_to_async(ProviderFactory)(
        slug="weak-remote", learned=learned_entry("weak_model", True, "probe: weak")
    )
    model = scripted(
        [reply("", call("CVEditor", {"path": "basics.name", "action": "update", "value": "X"}))]
    )
    evs = await turn_events(conversation, weak, "Hello!", client=model)
    assert model.requests == [] and not of(evs, events.ToolCallEvent)


async def test_a_strong_provider_is_not_guarded(conversation, db):
    strong = await sync_to_async(ProviderFactory)(slug="strong-remote")
    model = scripted(["Hello! How can I help?"])
    evs = await turn_events(conversation, strong, "Hi, what can you do?", client=model)
    assert len(model.requests) == 1 and text_of(evs) == "Hello! How can I help?"


async def test_a_model_edit_may_write_only_the_persons_own_words(conversation, local):
    # Asked to sort, the small model copies "SQL" from its worked examples into the skills.
    model = scripted(
        [reply("", call("CVEditor", {"path": "skills", "action": "add", "value": {"name": "SQL"}}))]
    )
    before = await resume_data(conversation)
    evs = await turn_events(conversation, local, "Sort my skills alphabetically", client=model)
    [result] = of(evs, events.ToolResultEvent)
    assert result.status == "error" and "did not say 'SQL'" in result.content
    assert await pending(conversation) == [] and await resume_data(conversation) == before
