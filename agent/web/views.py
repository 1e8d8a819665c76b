"""Chat pages: conversations of a resume (new, switch, rename, delete, settings) and the
staff playground with its tool switches and LLM-call inspector."""

from __future__ import annotations

import os
from dataclasses import replace
from typing import Any

from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.db.models import Q
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect, trigger_client_event

from agent.engine.guarded import guarded_turn
from agent.engine.tools.registry import allowed_tool_names, registered_tool_names
from agent.engine.turns import RunRefused, recover_dead_run, resolve_provider
from agent.evaluation.probe import latest_probes
from agent.interview import is_practice, practice_context
from agent.models import Capability, Conversation, LLMCall, Provider, Strategy, ToolCall
from agent.web.rendering import chat_state, pretty_json, render_transcript, undone_item
from agent.web.step_words import call_documents
from agent.web.undo import (
    UndoOffer,
    UndoRefused,
    agent_revision,
    render_undo,
    undo_agent_change,
    undo_offers,
)
from cvsite.inputs import posted_text
from resumes import selectors, services
from resumes.models import Resume, ResumeLanguage
from resumes.rendering import render_resume_html
from resumes.views.common import RESUME_CHANGED

PROBE_WORDS = {
    "native": gettext_lazy("native tools"),
    "prompt": gettext_lazy("tools in text"),
    "unreachable": gettext_lazy("down"),
}


def _provider_choices() -> list[dict[str, Any]]:
    """Enabled providers, each with whether its key is missing and its probe in a word."""
    providers = list(Provider.objects.filter(enabled=True).order_by("is_local", "name"))
    probes = latest_probes(providers)
    choices = []
    for provider in providers:
        missing_key = bool(provider.api_key_env) and not os.environ.get(provider.api_key_env)
        probe = probes.get(provider.pk)
        word = str(PROBE_WORDS.get(probe.word, probe.word)) if probe else ""
        choices.append({"provider": provider, "missing_key": missing_key, "probe": word})
    return choices


def _effective_provider(conversation: Conversation) -> Provider | None:
    try:
        return resolve_provider(conversation)
    except RunRefused:
        return None


def _review_forced(conversation: Conversation, provider: Provider | None) -> bool:
    """Whether the provider's turns make every edit a proposal whatever the switch says."""
    return provider is not None and guarded_turn(provider, conversation)


def conversation_for(request: HttpRequest, conversation_id: int | str) -> Conversation:
    """The signed-in person's conversation, or 404."""
    try:
        pk = int(conversation_id)
    except (TypeError, ValueError) as exc:
        raise Http404 from exc
    return get_object_or_404(
        Conversation.objects.select_related("resume", "capability", "provider"),
        pk=pk,
        owner=request.user,
    )


def _new_conversation(resume: Resume, *, kind: str = Conversation.Kind.CHAT) -> Conversation:
    capability = (
        Capability.objects.filter(is_active=True)
        .exclude(slug="import")
        .order_by("sort_order", "pk")
        .first()
    )
    return Conversation.objects.create(
        owner=resume.owner, resume=resume, kind=kind, capability=capability
    )


def chat_context(request: HttpRequest, resume: Resume, selected: str | None) -> dict[str, Any]:
    """Everything the chat side of the resume page shows."""
    conversations = Conversation.objects.filter(
        owner=request.user, resume=resume, kind=Conversation.Kind.CHAT
    ).order_by("-updated_at")
    conversation = None
    if selected:
        conversation = conversations.filter(pk=selected if str(selected).isdigit() else 0).first()
        if conversation is None:
            raise Http404
    conversation = conversation or conversations.first() or _new_conversation(resume)
    return {
        "conversation": conversation,
        "conversations": list(conversations[:50]),
        "practice": practice_context(conversation),
        **composer_context(conversation),
    }


def composer_context(conversation: Conversation) -> dict[str, Any]:
    # A turn whose process died is shown interrupted at once, not running.
    recover_dead_run(conversation.pk)
    provider = _effective_provider(conversation)
    return {
        # The import check runs by itself after an import (agent.importing), not from chat.
        "capabilities": Capability.objects.filter(is_active=True)
        .exclude(slug="import")
        .order_by("sort_order", "name"),
        "providers": _provider_choices(),
        "effective_provider": provider,
        "review_forced": _review_forced(conversation, provider),
        "transcript": render_transcript(conversation),
        "state": chat_state(conversation),
        # The composer refuses a longer message, saying so, instead of cutting it (app.js).
        "max_message_chars": int(settings.CVAGENT["MAX_USER_MESSAGE_CHARS"]),
    }


@login_required
@require_POST
def conversation_create(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = selectors.resume_get_for_user(user=request.user, resume_id=resume_id)
    conversation = _new_conversation(resume)
    return redirect(f"{reverse('resume_detail', args=[resume.pk])}?c={conversation.pk}")


@login_required
@require_POST
def conversation_rename(request: HttpRequest, conversation_id: int) -> HttpResponse:
    conversation = conversation_for(request, conversation_id)
    conversation.title = posted_text(request.POST, "title", max_length=200)
    conversation.save(update_fields=["title", "updated_at"])
    return redirect(_chat_url(conversation))


@login_required
@require_POST
def conversation_delete(request: HttpRequest, conversation_id: int) -> HttpResponse:
    conversation = conversation_for(request, conversation_id)
    resume_id = conversation.resume_id
    conversation.delete()
    url = reverse("resume_detail", args=[resume_id])
    if request.htmx:
        return HttpResponseClientRedirect(url)
    return redirect(url)


@login_required
@require_POST
def conversation_settings(request: HttpRequest, conversation_id: int) -> HttpResponse:
    """Remember the capability, provider and review switch picked for this conversation."""
    conversation = conversation_for(request, conversation_id)
    fields = []
    # A practice conversation keeps its coach: no edit tools ever reach it.
    if "capability" in request.POST and not is_practice(conversation):
        slug = posted_text(request.POST, "capability", max_length=100)
        conversation.capability = Capability.objects.filter(slug=slug, is_active=True).first()
        fields.append("capability")
    if "provider" in request.POST:
        slug = posted_text(request.POST, "provider", max_length=100)
        conversation.provider = Provider.objects.filter(slug=slug, enabled=True).first()
        fields.append("provider")
    if "strategy" in request.POST and request.POST["strategy"] in Strategy.values:
        conversation.strategy = request.POST["strategy"]
        fields.append("strategy")
    if "review_edits" in request.POST:
        # A hidden "off" comes before the checkbox's "on": the last value wins.
        conversation.review_edits = request.POST.get("review_edits") == "on"
        fields.append("review_edits")
    if fields:
        conversation.save(update_fields=[*fields, "updated_at"])
    provider = _effective_provider(conversation)
    context = {
        "conversation": conversation,
        "effective_provider": provider,
        "review_forced": _review_forced(conversation, provider),
        "oob": True,  # the review switch follows the model picked
    }
    return render(request, "agent/provider_note.html", context)


@login_required
@require_POST
def change_undo(request: HttpRequest, conversation_id: int, call_id: str) -> HttpResponse:
    """Undo, from the chat, the resume change one of the agent's calls made."""
    conversation = conversation_for(request, conversation_id)
    if conversation.kind != Conversation.Kind.CHAT:
        raise Http404
    call = get_object_or_404(ToolCall, conversation=conversation, call_id=call_id)
    revision = agent_revision(call)
    if revision is None:
        raise Http404
    try:
        change = undo_agent_change(conversation=conversation, call=call, author=request.user)
    except UndoRefused as refused:
        offer = undo_offers(conversation).get(call.call_id) or UndoOffer(
            conversation.pk, call.call_id, revision.version
        )
        return HttpResponse(render_undo(replace(offer, error=str(refused))))
    offer = UndoOffer(conversation.pk, call.call_id, change.version, change.undo_version)
    note = render_to_string(
        "agent/items/undone.html",
        {
            "item": undone_item(
                call,
                change.version,
                change.undo_version,
                call_documents(conversation).get(call.pk),
            )
        },
    )
    response = HttpResponse(
        render_undo(offer) + f'<div hx-swap-oob="beforeend:#transcript">{note}</div>'
    )
    trigger_client_event(response, RESUME_CHANGED, {"version": change.undo_version})
    return response


def _chat_url(conversation: Conversation) -> str:
    if conversation.kind == Conversation.Kind.PLAYGROUND:
        return f"{reverse('playground')}?c={conversation.pk}"
    return f"{reverse('resume_detail', args=[conversation.resume_id])}?c={conversation.pk}"


# --- playground (staff only) ------------------------------------------------------------------


def _scratch_resume(request: HttpRequest) -> Resume:
    resume = Resume.objects.filter(owner=request.user, is_scratch=True).order_by("pk").first()
    if resume is None:
        resume = services.resume_create(
            owner=request.user,
            title=_("Playground scratch resume"),
            # The example resume in the page's language, as the dashboard's example is.
            language=ResumeLanguage.CHINESE
            if get_language().startswith("zh")
            else ResumeLanguage.ENGLISH,
            starter=True,
            is_scratch=True,
        )
    return resume


def playground_context(request: HttpRequest, conversation: Conversation) -> dict[str, Any]:
    allowed = set(allowed_tool_names(conversation.capability, conversation.tool_overrides))
    tools = [{"name": name, "enabled": name in allowed} for name in registered_tool_names()]
    return {
        "conversation": conversation,
        "conversations": Conversation.objects.filter(
            owner=request.user, kind=Conversation.Kind.PLAYGROUND
        ).order_by("-updated_at")[:30],
        "tools": tools,
        "strategies": Strategy.choices,
        "llm_calls": llm_call_items(conversation),
        "repairs": parse_repairs(conversation),
        "nav": "playground",
        "preview": render_resume_html(
            conversation.resume.data,
            theme=conversation.resume.theme,
            language=conversation.resume.language,
        ),
        **composer_context(conversation),
    }


def llm_call_items(conversation: Conversation, limit: int = 20) -> list[dict[str, Any]]:
    """The latest LLM calls of a conversation with their request and raw response, newest first."""
    calls = (
        LLMCall.objects.filter(conversation=conversation)
        .select_related("provider")
        .order_by("-created_at", "-pk")[:limit]
    )
    return [
        {
            "call": call,
            "request": pretty_json(call.request),
            "response": pretty_json(call.response),
            "fallbacks": call.fallbacks or [],
        }
        for call in calls
    ]


def parse_repairs(conversation: Conversation, limit: int = 20) -> list[Any]:
    """Tool calls that had to be repaired to be read (ToolCall.parse_note) or could not be
    run as written (ToolCall.problem), newest first."""
    calls = conversation.tool_calls.filter(~Q(parse_note="") | ~Q(problem="")).order_by("-pk")
    return list(calls[:limit])


@staff_member_required
@require_GET
def playground(request: HttpRequest) -> HttpResponse:
    resume = _scratch_resume(request)
    selected = request.GET.get("c")
    conversations = Conversation.objects.filter(
        owner=request.user, kind=Conversation.Kind.PLAYGROUND
    )
    conversation = None
    if selected:
        conversation = conversations.filter(pk=selected if selected.isdigit() else 0).first()
        if conversation is None:
            raise Http404
    conversation = conversation or conversations.order_by("-updated_at").first()
    if conversation is None:
        conversation = _new_conversation(resume, kind=Conversation.Kind.PLAYGROUND)
    return render(request, "agent/playground.html", playground_context(request, conversation))


@staff_member_required
@require_POST
def playground_new(request: HttpRequest) -> HttpResponse:
    resume = _scratch_resume(request)
    conversation = _new_conversation(resume, kind=Conversation.Kind.PLAYGROUND)
    return redirect(f"{reverse('playground')}?c={conversation.pk}")


@staff_member_required
@require_POST
def playground_tools(request: HttpRequest, conversation_id: int) -> HttpResponse:
    """Switch tools on or off for one playground conversation (Conversation.tool_overrides)."""
    conversation = conversation_for(request, conversation_id)
    if conversation.kind != Conversation.Kind.PLAYGROUND:
        raise Http404
    wanted = set(request.POST.getlist("tools"))
    base = set(allowed_tool_names(conversation.capability, {}))
    overrides = {}
    for name in registered_tool_names():
        if (name in wanted) != (name in base):
            overrides[name] = name in wanted
    with transaction.atomic():
        conversation.tool_overrides = overrides
        conversation.save(update_fields=["tool_overrides", "updated_at"])
    context = playground_context(request, conversation)
    return render(request, "agent/playground_tools.html", context)


@staff_member_required
@require_GET
def playground_calls(request: HttpRequest, conversation_id: int) -> HttpResponse:
    conversation = conversation_for(request, conversation_id)
    return render(
        request,
        "agent/playground_calls.html",
        {
            "conversation": conversation,
            "llm_calls": llm_call_items(conversation),
            "repairs": parse_repairs(conversation),
        },
    )
