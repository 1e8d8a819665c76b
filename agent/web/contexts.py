"""What the chat's pages show, as template contexts: the chat beside a resume, its composer,
the provider note, and the staff playground with its tool switches and LLM-call inspector.
The rows come from `agent.conversations.selectors`; a page that must have a conversation and
finds none makes one through `agent.conversations.services`."""

from __future__ import annotations

import os
from typing import Any

from django.conf import settings
from django.http import HttpRequest
from django.utils.translation import gettext_lazy

from agent.conversations import selectors, services
from agent.engine.guarded import guarded_turn
from agent.engine.tools.registry import allowed_tool_names, registered_tool_names
from agent.engine.turns import recover_dead_run
from agent.evaluation.probe import latest_probes
from agent.interview import practice_context
from agent.models import Conversation, Provider, Strategy
from agent.web.rendering import chat_state, pretty_json, render_transcript
from resumes.models import Resume
from resumes.rendering import render_resume_html

PROBE_WORDS = {
    "native": gettext_lazy("native tools"),
    "prompt": gettext_lazy("tools in text"),
    "unreachable": gettext_lazy("down"),
}


def provider_choices() -> list[dict[str, Any]]:
    """Enabled providers, each with whether its key is missing and its probe in a word."""
    providers = selectors.enabled_providers()
    probes = latest_probes(providers)
    choices = []
    for provider in providers:
        missing_key = bool(provider.api_key_env) and not os.environ.get(provider.api_key_env)
        probe = probes.get(provider.pk)
        word = str(PROBE_WORDS.get(probe.word, probe.word)) if probe else ""
        choices.append({"provider": provider, "missing_key": missing_key, "probe": word})
    return choices


def review_forced(conversation: Conversation, provider: Provider | None) -> bool:
    """Whether the provider's turns make every edit a proposal whatever the switch says."""
    return provider is not None and guarded_turn(provider, conversation)


def provider_note_context(conversation: Conversation) -> dict[str, Any]:
    """The note under the composer: the provider a turn would use, and the review switch."""
    provider = selectors.effective_provider(conversation)
    return {
        "conversation": conversation,
        "effective_provider": provider,
        "review_forced": review_forced(conversation, provider),
    }


def chat_context(request: HttpRequest, resume: Resume, selected: str | None) -> dict[str, Any]:
    """Everything the chat side of the resume page shows (`selected`: the page's `?c=`)."""
    conversations = selectors.conversation_list(request.user, resume=resume)
    conversation = selectors.conversation_pick(conversations, selected)
    conversation = conversation or services.conversation_create(resume)
    return {
        "conversation": conversation,
        "conversations": list(conversations[:50]),
        "practice": practice_context(conversation),
        **composer_context(conversation),
    }


def composer_context(conversation: Conversation) -> dict[str, Any]:
    # A turn whose process died is shown interrupted at once, not running.
    recover_dead_run(conversation.pk)
    return {
        **provider_note_context(conversation),
        "capabilities": selectors.chat_capabilities().order_by("sort_order", "name"),
        "providers": provider_choices(),
        "transcript": render_transcript(conversation),
        "state": chat_state(conversation),
        # The composer refuses a longer message, saying so, instead of cutting it (app.js).
        "max_message_chars": int(settings.CVAGENT["MAX_USER_MESSAGE_CHARS"]),
    }


def llm_call_items(conversation: Conversation, limit: int = 20) -> list[dict[str, Any]]:
    """The latest LLM calls of a conversation with their request and raw response, newest first."""
    return [
        {
            "call": call,
            "request": pretty_json(call.request),
            "response": pretty_json(call.response),
            "fallbacks": call.fallbacks or [],
        }
        for call in selectors.llm_calls(conversation, limit)
    ]


def playground_calls_context(conversation: Conversation) -> dict[str, Any]:
    """The inspector: the latest LLM calls and the calls that needed repairing."""
    return {
        "conversation": conversation,
        "llm_calls": llm_call_items(conversation),
        "repairs": selectors.repaired_calls(conversation),
    }


def playground_context(request: HttpRequest, conversation: Conversation) -> dict[str, Any]:
    allowed = set(allowed_tool_names(conversation.capability, conversation.tool_overrides))
    tools = [{"name": name, "enabled": name in allowed} for name in registered_tool_names()]
    resume = conversation.resume
    return {
        **playground_calls_context(conversation),
        "conversations": selectors.conversation_list(
            request.user, kind=Conversation.Kind.PLAYGROUND
        )[:30],
        "tools": tools,
        "strategies": Strategy.choices,
        "nav": "playground",
        "preview": render_resume_html(resume.data, theme=resume.theme, language=resume.language),
        **composer_context(conversation),
    }
