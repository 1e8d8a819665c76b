"""Admin for what happened: conversations with every message and call, runs, LLM calls."""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from agent.admin.common import (
    PREVIEW_CHARS,
    ReadOnlyAdmin,
    pre_text,
    pretty_json_html,
    record_id,
)
from agent.engine.repair import RepairReport, describe, find_problems, repair
from agent.models import Conversation, LLMCall, Message, Role, Run, ToolCall


class MessageInline(admin.TabularInline):
    model = Message
    fk_name = "conversation"
    extra = 0
    can_delete = False
    show_change_link = False
    fields = ["seq", "role", "text", "calls_or_answer", "status", "run", "created_at"]
    readonly_fields = fields
    ordering = ["seq"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Message]:
        return (
            super()
            .get_queryset(request)
            .select_related("tool_call", "run")
            .prefetch_related("tool_calls__result")
        )

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    @admin.display(description=_("content"))
    def text(self, obj: Message) -> SafeString:
        content = obj.content
        if len(content) > PREVIEW_CHARS:
            content = content[:PREVIEW_CHARS] + " …"
        if obj.reasoning:
            return format_html(
                "{}<br><em>{}: {}</em>",
                pre_text(content),
                gettext("reasoning"),
                obj.reasoning[:200],
            )
        return pre_text(content)

    @admin.display(description=_("tool calls / answers"))
    def calls_or_answer(self, obj: Message) -> SafeString | str:
        if obj.role == Role.TOOL and obj.tool_call is not None:
            call = obj.tool_call
            return format_html("{} {} <code>{}</code>", gettext("answers"), call.name, call.call_id)
        if obj.role != Role.ASSISTANT:
            return ""
        calls = sorted(obj.tool_calls.all(), key=lambda call: call.index)
        return format_html_join(
            mark_safe("<br>"),
            "{} <code>{}</code> {} → {}{}",
            (
                (
                    call.name,
                    call.call_id,
                    call.arguments_raw[:PREVIEW_CHARS],
                    _answer(call),
                    _repair(call),
                )
                for call in calls
            ),
        )


def _repair(call: ToolCall) -> SafeString | str:
    """What had to be repaired to read the call, what kept it from running, and the call as
    the model wrote it: shown for every call that was not read as sent."""
    if not (call.parse_note or call.problem):
        return ""
    written = call.written or call.arguments_raw
    if len(written) > PREVIEW_CHARS:
        written = written[:PREVIEW_CHARS] + " …"
    return format_html(
        '<div class="call-repair">{}{}<br>{}: {}</div>',
        format_html("<strong>{}: {}</strong><br>", gettext("not run"), call.get_problem_display())
        if call.problem
        else "",
        format_html("{}: {}", gettext("repaired"), call.parse_note) if call.parse_note else "",
        gettext("as written"),
        pre_text(written),
    )


# A tool result's status in a word (the English words are the stored values).
_RESULT_WORDS = {
    "ok": _("ok"),
    "error": _("error"),
    "interrupted": _("interrupted"),
    "cancelled": _("cancelled"),
}


def _answer(call: ToolCall) -> str:
    try:
        result = call.result
    except Message.DoesNotExist:
        return gettext("NO RESULT")
    return f"{_RESULT_WORDS.get(result.status, result.status)} (#{result.seq})"


@admin.register(Conversation)
class ConversationAdmin(admin.ModelAdmin):
    list_display = ["__str__", "owner", "resume", "kind", "capability", "provider", "updated_at"]
    list_filter = ["kind", "capability", "provider"]
    search_fields = ["title", "owner__username", "resume__title"]
    list_select_related = ["owner", "resume", "capability", "provider"]
    readonly_fields = [
        "owner",
        "resume",
        "kind",
        "summary_shown",
        "summary_through_seq",
        "tool_overrides",
        "created_at",
        "updated_at",
    ]
    fields = [
        "title",
        "owner",
        "resume",
        "kind",
        "capability",
        "provider",
        "strategy",
        "tool_overrides",
        "summary_shown",
        "summary_through_seq",
        "created_at",
        "updated_at",
    ]
    inlines = [MessageInline]
    actions = ["repair_history", "check_history"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.display(description=_("summary"))
    def summary_shown(self, obj: Conversation) -> SafeString | str:
        return pre_text(obj.summary) if obj.summary else gettext("No summary yet.")

    @admin.action(
        description=_("Repair history (answer dangling calls, end stale runs)"),
        permissions=["change"],
    )
    def repair_history(self, request: HttpRequest, queryset: QuerySet[Conversation]) -> None:
        self._report(request, repair(conversation_ids=list(queryset.values_list("pk", flat=True))))

    @admin.action(description=_("Check history (dry run)"))
    def check_history(self, request: HttpRequest, queryset: QuerySet[Conversation]) -> None:
        ids = list(queryset.values_list("pk", flat=True))
        self._report(request, find_problems(conversation_ids=ids))

    def _report(self, request: HttpRequest, report: RepairReport) -> None:
        level = messages.SUCCESS if report.consistent else messages.WARNING
        for line in describe(report):
            self.message_user(request, line.strip(), level=level)


@admin.register(Run)
class RunAdmin(ReadOnlyAdmin):
    list_display = [
        record_id,
        "conversation",
        "status",
        "capability",
        "capability_version",
        "provider",
        "steps",
        "started_at",
        "heartbeat_at",
        "finished_at",
    ]
    list_filter = ["status", "strategy", "provider"]
    search_fields = ["conversation__title", "error"]
    list_select_related = ["conversation", "capability", "provider"]
    date_hierarchy = "started_at"


@admin.register(LLMCall)
class LLMCallAdmin(ReadOnlyAdmin):
    list_display = [
        record_id,
        "run",
        "provider",
        "model",
        "purpose",
        "strategy",
        "stream",
        "ok",
        "latency_ms",
        "ttft_ms",
        "finish_reason",
        "created_at",
    ]
    list_filter = ["ok", "strategy", "stream", "purpose", "provider"]
    search_fields = ["model", "error"]
    list_select_related = ["run", "provider"]
    exclude = ["request", "response"]
    readonly_fields = ["request_json", "response_json"]
    date_hierarchy = "created_at"

    @admin.display(description=_("request"))
    def request_json(self, obj: LLMCall) -> SafeString:
        return pretty_json_html(obj.request)

    @admin.display(description=_("response"))
    def response_json(self, obj: LLMCall) -> SafeString:
        return pretty_json_html(obj.response)
