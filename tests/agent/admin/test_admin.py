"""The agent admin, driven by a staff user through the Django test client."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse
from django.utils.html import escape

from agent.engine.prompts import effective_system_prompt
from agent.models import (
    Capability,
    Conversation,
    LLMCall,
    Message,
    Provider,
    ResultStatus,
    Role,
    Run,
    RunStatus,
)
from tests.factories import (
    CapabilityFactory,
    ConversationFactory,
    LLMCallFactory,
    MessageFactory,
    RunFactory,
    ToolCallFactory,
    ToolResultFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db


def change_url(obj) -> str:
    return reverse(f"admin:agent_{obj._meta.model_name}_change", args=[obj.pk])


def capability_form(capability: Capability, **changes) -> dict:
    data = {
        "slug": capability.slug,
        "name": capability.name,
        "description": capability.description,
        "is_active": "on" if capability.is_active else "",
        "sort_order": capability.sort_order,
        "prompt_addendum": capability.prompt_addendum,
        "tool_policy": capability.tool_policy,
        "tools": list(capability.tools),
        "options": json.dumps(capability.options),
        # The admin page posts the initial value of fields with a callable default.
        "initial-options": json.dumps(capability.options),
    }
    data.update(changes)
    return data


def provider_form(provider: Provider, **changes) -> dict:
    data = {
        "slug": provider.slug,
        "name": provider.name,
        "base_url": provider.base_url,
        "model": provider.model,
        "enabled": "on",
        "api_key_env": provider.api_key_env,
        "timeout_seconds": provider.timeout_seconds,
        "max_retries": provider.max_retries,
        "default_strategy": provider.default_strategy,
        "extra_body": json.dumps(provider.extra_body),
        "supports_native_tools": "on",
        "supports_stream_with_tools": "on",
        "notes": provider.notes,
    }
    data.update(changes)
    return data


def test_admin_refuses_non_staff(client):
    client.force_login(UserFactory(username="plain"))
    response = client.get(reverse("admin:agent_capability_changelist"))
    assert response.status_code == 302
    assert "/admin/login/" in response["Location"]


def test_provider_admin_shows_key_variable_name_never_its_value(staff, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-live-do-not-show-9f8e7d")
    provider = Provider.objects.get(slug="openai")
    for url in (reverse("admin:agent_provider_changelist"), change_url(provider)):
        page = staff.get(url).content.decode()
        assert "OPENAI_API_KEY" in page
        assert "sk-live-do-not-show-9f8e7d" not in page


def test_provider_admin_says_whether_key_is_set(staff, monkeypatch):
    monkeypatch.delenv("DEEPSEEK_API_KEY", raising=False)
    provider = Provider.objects.get(slug="deepseek")
    assert "not set (DEEPSEEK_API_KEY)" in staff.get(change_url(provider)).content.decode()
    monkeypatch.setenv("DEEPSEEK_API_KEY", "anything")
    page = staff.get(change_url(provider)).content.decode()
    assert "not set" not in page


def test_provider_admin_refuses_a_key_in_place_of_its_name(staff):
    provider = Provider.objects.get(slug="openai")
    response = staff.post(change_url(provider), provider_form(provider, api_key_env="sk-abc123"))
    assert response.status_code == 200
    assert "never the key itself" in response.content.decode()
    provider.refresh_from_db()
    assert provider.api_key_env == "OPENAI_API_KEY"


def test_provider_admin_shows_learned_flags(staff):
    provider = Provider.objects.get(slug="siliconflow")
    provider.learned = {
        "tool_choice_required": {
            "value": False,
            "at": "2026-01-09T23:39:24+00:00",
            "why": "400 tool_choice required is not supported",
        }
    }
    provider.save()
    page = staff.get(change_url(provider)).content.decode()
    assert "400 tool_choice required is not supported" in page
    assert "2026-01-09T23:39:24+00:00" in page


def test_provider_admin_learned_flags_cannot_be_edited(staff):
    provider = Provider.objects.get(slug="openai")
    learned = {"stream_usage": {"value": False, "at": "2026-01-01T00:00:00+00:00", "why": "x"}}
    provider.learned = learned
    provider.save()
    staff.post(change_url(provider), provider_form(provider, learned=json.dumps({})))
    provider.refresh_from_db()
    assert provider.learned == learned


def test_provider_admin_forget_learned_flags_action(staff):
    provider = Provider.objects.get(slug="openai")
    provider.learned = {"stream_usage": {"value": False, "at": "", "why": "x"}}
    provider.save()
    staff.post(
        reverse("admin:agent_provider_changelist"),
        {"action": "forget_learned_flags", "_selected_action": [provider.pk]},
    )
    provider.refresh_from_db()
    assert provider.learned == {}


def test_capability_admin_shows_effective_system_prompt(staff):
    advanced = Capability.objects.get(slug="advanced")
    page = staff.get(change_url(advanced)).content.decode()
    assert escape(effective_system_prompt(advanced)) in page


def test_capability_admin_shows_effective_tools(staff):
    capability = CapabilityFactory(tools=["CVReader", "stop"])
    page = staff.get(change_url(capability)).content.decode()
    assert "<li><strong>CVReader</strong>" in page
    assert "<li><strong>stop</strong>" in page
    assert "<li><strong>CVEditor</strong>" not in page


def test_capability_admin_refuses_unregistered_tool(staff):
    capability = CapabilityFactory(tools=["CVReader"])
    response = staff.post(
        change_url(capability), capability_form(capability, tools=["CVReader", "Teleport"])
    )
    assert response.status_code == 200
    assert "Teleport" in response.content.decode()
    capability.refresh_from_db()
    assert capability.tools == ["CVReader"]


def test_capability_admin_flags_stored_name_no_tool_has(staff):
    capability = CapabilityFactory(tools=["CVReader", "LegacyTool"])
    page = staff.get(change_url(capability)).content.decode()
    assert "LegacyTool (not registered)" in page
    response = staff.post(change_url(capability), capability_form(capability))
    assert "Not a registered tool: LegacyTool" in response.content.decode()


def test_capability_admin_refuses_empty_whitelist(staff):
    capability = CapabilityFactory(tools=["CVReader"])
    response = staff.post(change_url(capability), capability_form(capability, tools=[]))
    assert "A whitelist needs at least one tool." in response.content.decode()


def test_capability_admin_save_bumps_version(staff):
    capability = CapabilityFactory(tools=["CVReader"])
    response = staff.post(
        change_url(capability),
        capability_form(capability, prompt_addendum="Answer in one sentence."),
    )
    assert response.status_code == 302
    capability.refresh_from_db()
    assert (capability.version, capability.prompt_addendum) == (2, "Answer in one sentence.")


def test_capability_admin_save_without_change_keeps_version(staff):
    capability = CapabilityFactory(tools=["CVReader"])
    staff.post(change_url(capability), capability_form(capability))
    capability.refresh_from_db()
    assert capability.version == 1


def test_capability_admin_adds_at_version_one(staff):
    response = staff.post(
        reverse("admin:agent_capability_add"),
        capability_form(Capability(slug="brief", name="Brief", tools=["CVReader", "stop"])),
    )
    assert response.status_code == 302
    created = Capability.objects.get(slug="brief")
    assert (created.version, created.tools) == (1, ["CVReader", "stop"])


@pytest.fixture
def turn():
    """A conversation with one answered call, one dangling call and a summary."""
    conversation = ConversationFactory(summary="The person wants a shorter summary.")
    run = RunFactory(conversation=conversation, status=RunStatus.COMPLETED)
    MessageFactory(conversation=conversation, run=run, seq=1, content="Shorten my summary")
    assistant = MessageFactory(
        conversation=conversation, run=run, seq=2, role=Role.ASSISTANT, content=""
    )
    answered = ToolCallFactory(message=assistant, call_id="call_read", name="CVReader")
    dangling = ToolCallFactory(message=assistant, index=1, call_id="call_edit", name="CVEditor")
    ToolResultFactory(tool_call=answered, run=run, seq=3, content='"Grace Hopper"')
    return conversation, dangling


def test_conversation_admin_shows_messages_calls_and_results(staff, turn):
    conversation, _ = turn
    page = staff.get(change_url(conversation)).content.decode()
    assert "Shorten my summary" in page
    assert "call_read" in page
    assert "ok (#3)" in page
    assert "answers CVReader" in page
    assert "→ ok (#3)<br>CVEditor <code>call_edit</code>" in page
    assert "NO RESULT" in page


def test_conversation_admin_shows_summary(staff, turn):
    conversation, _ = turn
    assert (
        "The person wants a shorter summary."
        in staff.get(change_url(conversation)).content.decode()
    )


def test_conversation_admin_repair_action_answers_dangling_call(staff, turn):
    conversation, dangling = turn
    other_assistant = MessageFactory(seq=1, role=Role.ASSISTANT, content="")
    other_dangling = ToolCallFactory(message=other_assistant)
    response = staff.post(
        reverse("admin:agent_conversation_changelist"),
        {"action": "repair_history", "_selected_action": [conversation.pk]},
        follow=True,
    )
    assert Message.objects.get(tool_call=dangling).status == ResultStatus.INTERRUPTED
    assert not Message.objects.filter(tool_call=other_dangling).exists()
    assert "1 interrupted result(s) added" in response.content.decode()


def test_conversation_admin_check_action_changes_nothing(staff, turn):
    conversation, dangling = turn
    response = staff.post(
        reverse("admin:agent_conversation_changelist"),
        {"action": "check_history", "_selected_action": [conversation.pk]},
        follow=True,
    )
    assert not Message.objects.filter(tool_call=dangling).exists()
    assert "1 tool call(s) with no result" in response.content.decode()


def test_run_admin_is_read_only(staff):
    run = RunFactory(status=RunStatus.FAILED, error="provider said no")
    assert "provider said no" in staff.get(change_url(run)).content.decode()
    assert staff.post(change_url(run), {"status": "completed"}).status_code == 403
    assert staff.get(reverse("admin:agent_run_add")).status_code == 403
    run.refresh_from_db()
    assert run.status == RunStatus.FAILED


def test_llm_call_admin_pretty_prints_request_and_response(staff):
    call = LLMCallFactory(
        request={"model": "fake-model", "messages": [{"role": "user", "content": "hi"}]},
        response={"choices": [{"finish_reason": "stop"}]},
    )
    page = staff.get(change_url(call)).content.decode()
    assert escape('\n  "model": "fake-model"') in page
    assert escape('"finish_reason": "stop"') in page


def test_llm_call_admin_blanks_credentials_in_json(staff):
    call = LLMCallFactory(request={"headers": {"Authorization": "Bearer sk-hidden-123"}})
    page = staff.get(change_url(call)).content.decode()
    assert "sk-hidden-123" not in page
    assert "[redacted]" in page


def test_llm_call_admin_is_read_only(staff):
    call = LLMCallFactory()
    assert staff.post(change_url(call), {"model": "other"}).status_code == 403
    assert staff.get(reverse("admin:agent_llmcall_add")).status_code == 403


@pytest.mark.parametrize("model_name", ["provider", "capability", "conversation", "run", "llmcall"])
def test_admin_list_and_detail_pages_render(staff, turn, model_name):
    LLMCallFactory(conversation=turn[0])
    model = {
        "provider": Provider,
        "capability": Capability,
        "conversation": Conversation,
        "run": Run,
        "llmcall": LLMCall,
    }[model_name]
    assert staff.get(reverse(f"admin:agent_{model_name}_changelist")).status_code == 200
    assert staff.get(change_url(model.objects.first())).status_code == 200
