"""Chat pages: conversations of a resume (new, switch, rename, delete, settings, undo a
change) and the staff playground with its tool switches and LLM-call inspector.

Each view parses its input, calls a service or selector (`agent.conversations`) and renders;
what a page shows is `agent.web.contexts`."""

from __future__ import annotations

from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect, trigger_client_event

from agent.conversations import selectors, services
from agent.models import Conversation
from agent.web.contexts import playground_calls_context, playground_context, provider_note_context
from agent.web.undo import render_refused, render_undone
from cvsite.inputs import posted_text
from resumes import selectors as resume_selectors
from resumes.models import Resume, ResumeLanguage
from resumes.views.common import RESUME_CHANGED


@login_required
@require_POST
def conversation_create(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = resume_selectors.resume_get_for_user(user=request.user, resume_id=resume_id)
    conversation = services.conversation_create(resume)
    return redirect(_chat_url(conversation))


@login_required
@require_POST
def conversation_rename(request: HttpRequest, conversation_id: int) -> HttpResponse:
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    title = posted_text(request.POST, "title", max_length=200)
    services.conversation_rename(conversation, title)
    return redirect(_chat_url(conversation))


@login_required
@require_POST
def conversation_delete(request: HttpRequest, conversation_id: int) -> HttpResponse:
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    url = reverse("resume_detail", args=[conversation.resume_id])
    services.conversation_delete(conversation)
    return HttpResponseClientRedirect(url) if request.htmx else redirect(url)


@login_required
@require_POST
def conversation_settings(request: HttpRequest, conversation_id: int) -> HttpResponse:
    """Remember the capability, provider, strategy and review switch picked for this
    conversation; answer with the provider note (the review switch follows the model)."""
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    post = request.POST
    services.conversation_configure(
        conversation,
        capability=posted_text(post, "capability", max_length=100, default=None),
        provider=posted_text(post, "provider", max_length=100, default=None),
        strategy=post.get("strategy"),
        # A hidden "off" comes before the checkbox's "on": the last value wins.
        review_edits=post.get("review_edits") == "on" if "review_edits" in post else None,
    )
    context = {**provider_note_context(conversation), "oob": True}
    return render(request, "agent/provider_note.html", context)


@login_required
@require_POST
def change_undo(request: HttpRequest, conversation_id: int, call_id: str) -> HttpResponse:
    """Undo, from the chat, the resume change one of the agent's calls made."""
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    call = selectors.call_get(conversation, call_id)
    if conversation.kind != Conversation.Kind.CHAT or not selectors.agent_revision(call):
        raise Http404
    try:
        change = services.undo_agent_change(
            conversation=conversation, call=call, author=request.user
        )
    except services.UndoRefused as refused:
        return HttpResponse(render_refused(conversation, call, str(refused)))
    response = HttpResponse(render_undone(conversation, call, change))
    trigger_client_event(response, RESUME_CHANGED, {"version": change.undo_version})
    return response


def _chat_url(conversation: Conversation) -> str:
    if conversation.kind == Conversation.Kind.PLAYGROUND:
        return f"{reverse('playground')}?c={conversation.pk}"
    return f"{reverse('resume_detail', args=[conversation.resume_id])}?c={conversation.pk}"


# --- playground (staff only) ------------------------------------------------------------------


def _scratch_resume(request: HttpRequest) -> Resume:
    # The example resume in the page's language, as the dashboard's example is.
    chinese = get_language().startswith("zh")
    return services.scratch_resume_get_or_create(
        request.user,
        title=_("Playground scratch resume"),
        language=ResumeLanguage.CHINESE if chinese else ResumeLanguage.ENGLISH,
    )


@staff_member_required
@require_GET
def playground(request: HttpRequest) -> HttpResponse:
    resume = _scratch_resume(request)
    conversations = selectors.conversation_list(request.user, kind=Conversation.Kind.PLAYGROUND)
    conversation = selectors.conversation_pick(conversations, request.GET.get("c"))
    if conversation is None:
        conversation = services.conversation_create(resume, kind=Conversation.Kind.PLAYGROUND)
    return render(request, "agent/playground.html", playground_context(request, conversation))


@staff_member_required
@require_POST
def playground_new(request: HttpRequest) -> HttpResponse:
    resume = _scratch_resume(request)
    conversation = services.conversation_create(resume, kind=Conversation.Kind.PLAYGROUND)
    return redirect(_chat_url(conversation))


@staff_member_required
@require_POST
def playground_tools(request: HttpRequest, conversation_id: int) -> HttpResponse:
    """Switch tools on or off for one playground conversation (Conversation.tool_overrides)."""
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    if conversation.kind != Conversation.Kind.PLAYGROUND:
        raise Http404
    services.conversation_set_tools(conversation, set(request.POST.getlist("tools")))
    context = playground_context(request, conversation)
    return render(request, "agent/playground_tools.html", context)


@staff_member_required
@require_GET
def playground_calls(request: HttpRequest, conversation_id: int) -> HttpResponse:
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    return render(request, "agent/playground_calls.html", playground_calls_context(conversation))
