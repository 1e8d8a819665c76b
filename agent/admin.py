"""The agent's admin: tune providers and capabilities, inspect and repair conversations.

Runs and LLM calls are records of what happened: shown, never edited. Provider keys live in
the environment; the admin shows the variable's NAME and whether it is set, never a value.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from agent.engine.repair import RepairReport, describe, find_problems, repair
from agent.models import Capability, Conversation, LLMCall, Message, Provider, Role, Run, ToolCall

ENV_VAR_NAME = re.compile(r"^[A-Z_][A-Z0-9_]*$")
SECRET_KEYS = re.compile(r"(api[-_]?key|authorization|secret|token|password)", re.IGNORECASE)
PREVIEW_CHARS = 300


def _pre(text: str) -> SafeString:
    return format_html('<pre style="white-space: pre-wrap; margin: 0">{}</pre>', text)


def _redacted(value: Any) -> Any:
    """A JSON value with anything that looks like a credential blanked out, for display."""
    if isinstance(value, dict):
        return {
            key: "[redacted]" if SECRET_KEYS.search(str(key)) else _redacted(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_redacted(item) for item in value]
    return value


def _pretty_json(value: Any) -> SafeString:
    return _pre(json.dumps(_redacted(value), indent=2, ensure_ascii=False, sort_keys=True))


class ReadOnlyAdmin(admin.ModelAdmin):
    """Records of what happened: viewable by staff, changed by nobody."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class ProviderForm(forms.ModelForm):
    class Meta:
        model = Provider
        fields = [
            "slug",
            "name",
            "base_url",
            "model",
            "enabled",
            "is_local",
            "api_key_env",
            "timeout_seconds",
            "max_retries",
            "default_strategy",
            "extra_body",
            "supports_native_tools",
            "supports_stream_with_tools",
            "supports_tool_choice_required",
            "supports_parallel_tool_calls",
            "notes",
        ]

    def clean_api_key_env(self) -> str:
        name = self.cleaned_data["api_key_env"].strip()
        if name and not ENV_VAR_NAME.match(name):
            raise forms.ValidationError(
                "Enter the NAME of the environment variable that holds the key (for example "
                "OPENAI_API_KEY), never the key itself. Keys are read from the environment."
            )
        return name


@admin.register(Provider)
class ProviderAdmin(admin.ModelAdmin):
    form = ProviderForm
    list_display = ["name", "slug", "model", "base_url", "api_key_env", "key_status", "enabled"]
    list_filter = ["enabled", "is_local"]
    search_fields = ["name", "slug", "model"]
    readonly_fields = ["key_status", "learned_flags", "effective_flags"]
    actions = ["forget_learned_flags"]
    fieldsets = [
        (None, {"fields": ["slug", "name", "base_url", "model", "enabled", "is_local"]}),
        ("Key", {"fields": ["api_key_env", "key_status"]}),
        (
            "Requests",
            {"fields": ["timeout_seconds", "max_retries", "default_strategy", "extra_body"]},
        ),
        (
            "Configured capabilities",
            {
                "fields": [
                    "supports_native_tools",
                    "supports_stream_with_tools",
                    "supports_tool_choice_required",
                    "supports_parallel_tool_calls",
                ]
            },
        ),
        (
            "Learned at run time (read-only)",
            {
                "description": "When a provider refuses a request path, the app falls back and "
                "records it here; later requests avoid that path. Clear with the "
                "'Forget learned flags' action.",
                "fields": ["learned_flags", "effective_flags"],
            },
        ),
        ("Notes", {"fields": ["notes"]}),
    ]

    @admin.display(description="key in environment")
    def key_status(self, obj: Provider) -> str:
        if not obj.api_key_env:
            return "no key needed"
        return "set" if os.environ.get(obj.api_key_env) else f"not set ({obj.api_key_env})"

    @admin.display(description="learned flags")
    def learned_flags(self, obj: Provider) -> SafeString | str:
        from agent.engine.provider_flags import learned_flags_display

        rows = learned_flags_display(obj)
        if not rows:
            return "Nothing learned yet."
        body = format_html_join(
            "",
            "<tr><td>{}</td><td><strong>{}</strong></td><td>{}</td><td>{}</td></tr>",
            (
                (row["label"], "yes" if row["value"] else "no", row["at"], row["why"])
                for row in rows
            ),
        )
        return format_html(
            "<table><thead><tr><th>flag</th><th>works</th><th>learned at</th><th>why</th>"
            "</tr></thead><tbody>{}</tbody></table>",
            body,
        )

    @admin.display(description="effective flags (configured, then learned)")
    def effective_flags(self, obj: Provider) -> SafeString:
        from agent.engine.provider_flags import FLAG_LABELS, FLAG_NAMES, configured_flags, flags_for

        configured, effective = configured_flags(obj), flags_for(obj)
        rows = (
            (
                FLAG_LABELS.get(name, name),
                "yes" if getattr(configured, name) else "no",
                "yes" if getattr(effective, name) else "no",
            )
            for name in FLAG_NAMES
        )
        return format_html(
            "<table><thead><tr><th>flag</th><th>configured</th><th>used</th></tr></thead>"
            "<tbody>{}</tbody></table>",
            format_html_join("", "<tr><td>{}</td><td>{}</td><td>{}</td></tr>", rows),
        )

    @admin.action(description="Forget learned flags")
    def forget_learned_flags(self, request: HttpRequest, queryset: QuerySet[Provider]) -> None:
        count = queryset.update(learned={})
        self.message_user(request, f"Learned flags cleared for {count} provider(s).")


class CapabilityForm(forms.ModelForm):
    tools = forms.MultipleChoiceField(
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text="Tools the policy lists: the only ones offered (whitelist) or the ones "
        "withheld (blacklist). Ignored for 'all'.",
    )

    class Meta:
        model = Capability
        fields = [
            "slug",
            "name",
            "description",
            "is_active",
            "sort_order",
            "prompt_addendum",
            "tool_policy",
            "tools",
            "options",
        ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        from agent.engine.tools.registry import registered_tool_names

        self.registered = registered_tool_names()
        choices = [(name, name) for name in self.registered]
        # A stored name no tool has any more stays visible (and is refused on save) instead
        # of vanishing silently from the policy.
        stored = list(self.instance.tools or []) if self.instance.pk else []
        choices += [
            (name, f"{name} (not registered)") for name in stored if name not in self.registered
        ]
        self.fields["tools"].choices = choices
        self.fields["tools"].initial = stored

    def clean_tools(self) -> list[str]:
        tools = self.cleaned_data["tools"]
        unknown = [name for name in tools if name not in self.registered]
        if unknown:
            raise forms.ValidationError(
                f"Not a registered tool: {', '.join(unknown)}. "
                f"Registered tools: {', '.join(self.registered)}."
            )
        return [name for name in self.registered if name in tools]

    def clean_options(self) -> dict:
        options = self.cleaned_data["options"]
        if not isinstance(options, dict):
            raise forms.ValidationError(
                'Options must be a JSON object, e.g. {"require_think": true}.'
            )
        return options

    def clean(self) -> dict:
        cleaned = super().clean()
        if cleaned.get("tool_policy") == Capability.ToolPolicy.WHITELIST and not cleaned.get(
            "tools"
        ):
            self.add_error("tools", "A whitelist needs at least one tool.")
        return cleaned


@admin.register(Capability)
class CapabilityAdmin(admin.ModelAdmin):
    form = CapabilityForm
    list_display = ["name", "slug", "tool_policy", "tool_count", "version", "is_active"]
    list_filter = ["is_active", "tool_policy"]
    search_fields = ["name", "slug", "description"]
    readonly_fields = ["version", "updated_at", "effective_tools", "effective_prompt"]
    fieldsets = [
        (None, {"fields": ["slug", "name", "description", "is_active", "sort_order"]}),
        ("Prompt", {"fields": ["prompt_addendum", "effective_prompt"]}),
        ("Tools", {"fields": ["tool_policy", "tools", "effective_tools"]}),
        ("Options", {"fields": ["options"]}),
        ("Version", {"fields": ["version", "updated_at"]}),
    ]

    @admin.display(description="tools listed")
    def tool_count(self, obj: Capability) -> int:
        return len(obj.tools or [])

    @admin.display(description="effective system prompt")
    def effective_prompt(self, obj: Capability) -> SafeString | str:
        if obj.pk is None:
            return "Shown once the capability is saved."
        from agent.engine.prompts import effective_system_prompt

        return _pre(effective_system_prompt(obj))

    @admin.display(description="effective tools")
    def effective_tools(self, obj: Capability) -> SafeString | str:
        if obj.pk is None:
            return "Shown once the capability is saved."
        from agent.engine.tools.registry import allowed_tool_names, get_tool

        names = allowed_tool_names(obj)
        if not names:
            return "No tools: the agent can only answer in text."
        return format_html(
            "<ul>{}</ul>",
            format_html_join(
                "",
                "<li><strong>{}</strong>: {}</li>",
                ((name, _first_line(get_tool(name).description)) for name in names),
            ),
        )

    def save_model(self, request: HttpRequest, obj: Capability, form: Any, change: bool) -> None:
        # Runs record the version they used, so any edited capability is a new version.
        if change and form.has_changed():
            obj.version += 1
        super().save_model(request, obj, form, change)


def _first_line(text: str) -> str:
    return (text or "").strip().splitlines()[0] if (text or "").strip() else ""


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

    @admin.display(description="content")
    def text(self, obj: Message) -> SafeString:
        content = obj.content
        if len(content) > PREVIEW_CHARS:
            content = content[:PREVIEW_CHARS] + " …"
        if obj.reasoning:
            return format_html("{}<br><em>reasoning: {}</em>", _pre(content), obj.reasoning[:200])
        return _pre(content)

    @admin.display(description="tool calls / answers")
    def calls_or_answer(self, obj: Message) -> SafeString | str:
        if obj.role == Role.TOOL and obj.tool_call is not None:
            call = obj.tool_call
            return format_html("answers {} <code>{}</code>", call.name, call.call_id)
        if obj.role != Role.ASSISTANT:
            return ""
        calls = sorted(obj.tool_calls.all(), key=lambda call: call.index)
        return format_html_join(
            mark_safe("<br>"),
            "{} <code>{}</code> {} → {}",
            (
                (call.name, call.call_id, call.arguments_raw[:PREVIEW_CHARS], _answer(call))
                for call in calls
            ),
        )


def _answer(call: ToolCall) -> str:
    try:
        result = call.result
    except Message.DoesNotExist:
        return "NO RESULT"
    return f"{result.status} (#{result.seq})"


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

    @admin.display(description="summary")
    def summary_shown(self, obj: Conversation) -> SafeString | str:
        return _pre(obj.summary) if obj.summary else "No summary yet."

    @admin.action(
        description="Repair history (answer dangling calls, end stale runs)",
        permissions=["change"],
    )
    def repair_history(self, request: HttpRequest, queryset: QuerySet[Conversation]) -> None:
        self._report(request, repair(conversation_ids=list(queryset.values_list("pk", flat=True))))

    @admin.action(description="Check history (dry run)")
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
        "pk",
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
        "pk",
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

    @admin.display(description="request")
    def request_json(self, obj: LLMCall) -> SafeString:
        return _pretty_json(obj.request)

    @admin.display(description="response")
    def response_json(self, obj: LLMCall) -> SafeString:
        return _pretty_json(obj.response)
