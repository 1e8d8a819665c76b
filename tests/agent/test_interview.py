"""Interview practice through the engine over real HTTP (the strict fake provider): five
questions one at a time, feedback, a summary, read-only tools, the resume never changed."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from agent import interview
from agent.engine import events
from agent.engine.guarded.decision import decide
from agent.engine.history import system_prompt
from agent.engine.tools.registry import allowed_tool_names, tools_for
from agent.fakes.script import Reply, ScriptedCall
from agent.models import Conversation, ToolCall
from tests.agent.practice_helpers import ANSWERS, coach, five_question_script, practice_world
from tests.agent.turns import run_turn_events
from tests.factories import CapabilityFactory, ResumeFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def world(user):
    coach()
    return practice_world(user)


def test_the_coach_may_only_read():
    capability = coach()

    assert allowed_tool_names(capability) == ["CVReader", "PostingReader"]
    assert capability.options["needs_capable_provider"] is True
    assert "one interview question per message" in capability.prompt_addendum
    assert "language the person writes in" in capability.prompt_addendum


def test_the_posting_reader_is_offered_only_where_named():
    general = CapabilityFactory(slug="general", tool_policy="all", tools=[])

    assert "PostingReader" not in allowed_tool_names(general)
    assert "PostingReader" not in allowed_tool_names(None)


def test_a_practice_of_five_questions_completes_and_the_resume_is_unchanged(
    world, provider, fake_llm
):
    resume, posting = world
    before = (resume.version, json.dumps(resume.data, sort_keys=True))
    conversation = interview.start_practice(resume=resume, posting=posting)
    fake_llm.add_replies(*five_question_script())

    turns = [run_turn_events(conversation, provider, "Start the interview practice.")]
    for answer in ANSWERS:
        turns.append(run_turn_events(conversation, provider, answer))

    for evs in turns:
        assert evs[-1].type == "done" and evs[-1].status == "completed", evs[-1]
    replies = ["".join(e.text for e in evs if isinstance(e, events.Content)) for evs in turns]
    # One question per message, feedback naming what the person said, then a summary.
    for number, reply in enumerate(replies[:5], start=1):
        assert reply.count("?") == 1 and f"Question {number} of 5" in reply
    for reply, key in zip(replies[1:5], ["Redis", "Django", "Kafka", "juniors"], strict=True):
        assert f"you mentioned “{key}”" in reply
    assert replies[5].count("?") == 0 and "Summary:" in replies[5]
    assert interview.questions_asked(conversation) == 5
    # The model saw only the reading tools, the posting in its prompt, and read both.
    chats = fake_llm.chat_requests
    offered = {tool["function"]["name"] for tool in chats[0].body.get("tools", [])}
    assert offered == {"CVReader", "PostingReader"}
    system = chats[0].messages[0]["content"]
    assert "interview practice for the job posting “Senior Python engineer”" in system
    assert "Kafka" in system
    read = ToolCall.objects.get(conversation=conversation, name="PostingReader")
    assert "Acme Payments" in read.result.content
    resume.refresh_from_db()
    assert (resume.version, json.dumps(resume.data, sort_keys=True)) == before


def test_an_edit_call_is_refused_and_changes_nothing(world, provider, fake_llm):
    resume, posting = world
    conversation = interview.start_practice(resume=resume, posting=posting)
    fake_llm.add_replies(
        Reply(
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.label", "action": "update", "value": "CTO"},
                )
            ]
        ),
        Reply(content="Question 1 of 5: why Acme?"),
    )

    evs = run_turn_events(conversation, provider, "Start the interview practice.")

    assert evs[-1].status == "completed"
    call = ToolCall.objects.get(conversation=conversation, name="CVEditor")
    assert call.result.status == "error"
    resume.refresh_from_db()
    assert resume.version == 1 and resume.data["basics"]["label"] == "Backend Engineer"


def test_the_system_prompt_of_a_chat_without_posting_has_no_practice(world):
    resume, _ = world
    conversation = interview.start_practice(resume=resume, posting=None)

    assert "interview practice for the job posting" not in system_prompt(conversation)
    assert tools_for(conversation.capability)[1].name == "PostingReader"


def test_the_offline_model_says_a_capable_provider_is_needed():
    english = decide("Set my headline to CTO", {}, ["CVReader"], needs_capable=True)
    chinese = decide("开始面试练习", {}, ["CVReader"], needs_capable=True)

    assert english.kind == "say" and "needs a capable provider" in english.reply
    assert chinese.kind == "say" and "面试练习需要" in chinese.reply


# --- the web ---------------------------------------------------------------------------------


def test_practise_from_the_posting_page_opens_the_practice(client, user, world):
    resume, posting = world
    client.force_login(user)
    page = client.get(reverse("jobs:posting_detail", args=[posting.pk])).content.decode()
    assert reverse("practice_start", args=[posting.pk]) in page
    assert "Practise an interview" in page

    response = client.post(reverse("practice_start", args=[posting.pk]), {"resume": resume.pk})

    conversation = Conversation.objects.get(posting=posting)
    assert conversation.capability.slug == "interview-coach"
    assert response.status_code == 302
    opened = f"{reverse('resume_detail', args=[resume.pk])}?c={conversation.pk}"
    assert response["Location"] == opened
    page = client.get(response["Location"]).content.decode()
    assert 'id="practice-head"' in page
    assert "Senior Python engineer" in page and "Main resume" in page
    assert "0 questions asked" in page
    assert "End and summarise" in page and "End the practice and summarise my answers." in page
    assert 'id="capability-select"' not in page


def test_a_practice_keeps_its_coach(client, user, world):
    resume, posting = world
    editor = CapabilityFactory(slug="default")
    conversation = interview.start_practice(resume=resume, posting=posting)
    client.force_login(user)

    url = reverse("conversation_settings", args=[conversation.pk])
    client.post(url, {"capability": editor.slug})

    conversation.refresh_from_db()
    assert conversation.capability.slug == "interview-coach"


def test_another_persons_posting_or_resume_is_404(client, user, other_user, world):
    _, posting = world
    theirs = ResumeFactory(owner=other_user)
    client.force_login(other_user)

    assert (
        client.post(reverse("practice_start", args=[posting.pk]), {"resume": theirs.pk}).status_code
        == 404
    )
    client.force_login(user)
    assert (
        client.post(reverse("practice_start", args=[posting.pk]), {"resume": theirs.pk}).status_code
        == 404
    )
    assert not Conversation.objects.filter(posting=posting).exists()


def test_the_practice_header_speaks_chinese(client, user, world):
    resume, posting = world
    conversation = interview.start_practice(resume=resume, posting=posting)
    client.force_login(user)
    client.cookies["django_language"] = "zh-hans"

    page = client.get(f"{reverse('resume_detail', args=[resume.pk])}?c={conversation.pk}").text

    assert "面试练习" in page and "结束并总结" in page


@pytest.mark.django_db(transaction=False)
def test_the_migration_seeds_the_coach_and_seeds_it_again():
    from django.apps import apps

    from agent.models import Capability
    from agent.seeds import features, seed_capabilities

    seeded = Capability.objects.get(slug="interview-coach")
    assert seeded.tools == ["CVReader", "PostingReader"]
    assert seeded.display_name("zh-hans") == "面试教练"
    seeded.delete()
    seed_capabilities(apps, ["interview-coach"])
    assert Capability.objects.get(slug="interview-coach").prompt_addendum == features.COACH_PROMPT


def test_practise_from_the_resume_pages_match_panel(client, user, world):
    resume, posting = world
    client.force_login(user)

    panel = client.get(
        reverse("jobs:match_panel", args=[resume.pk]), {"posting": posting.pk}
    ).content.decode()

    assert 'id="practice-button"' in panel
    assert reverse("practice_start", args=[posting.pk]) in panel


def test_a_chat_that_picked_the_coach_can_switch_back(client, user, world):
    resume, _ = world
    editor = CapabilityFactory(slug="default")
    chat = Conversation.objects.create(owner=user, resume=resume, capability=coach())
    client.force_login(user)

    page = client.get(f"{reverse('resume_detail', args=[resume.pk])}?c={chat.pk}").text
    client.post(reverse("conversation_settings", args=[chat.pk]), {"capability": editor.slug})

    assert 'id="practice-head"' not in page and 'id="capability-select"' in page
    chat.refresh_from_db()
    assert chat.capability.slug == "default"
