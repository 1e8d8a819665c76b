"""The conversation store: every message, tool call, tool result, run and LLM call is a row.

The pairing rules a provider checks are enforced here by the database itself:
a tool result is a `Message` with role "tool" whose one-to-one `tool_call` is required by a
check constraint; a call_id is unique per conversation; one running run per conversation.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import get_language, pgettext_lazy
from django.utils.translation import gettext_lazy as _


class Strategy(models.TextChoices):
    AUTO = "auto", _("Auto")
    NATIVE = "native", _("Native tools")
    PROMPT = "prompt", _("Prompt (tool calls in text)")


class Provider(models.Model):
    """An OpenAI-compatible endpoint with what it can and cannot do."""

    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=100)
    base_url = models.URLField(max_length=300)
    model = models.CharField(max_length=200)
    api_key_env = models.CharField(
        max_length=100,
        blank=True,
        help_text="NAME of the environment variable that holds the key; never the key itself.",
    )
    is_local = models.BooleanField(default=False, help_text="The embedded offline model.")
    enabled = models.BooleanField(default=True)
    timeout_seconds = models.FloatField(default=60.0)
    max_retries = models.PositiveSmallIntegerField(default=2)
    default_strategy = models.CharField(max_length=10, choices=Strategy.choices, default="auto")
    supports_native_tools = models.BooleanField(default=True)
    supports_stream_with_tools = models.BooleanField(default=True)
    supports_tool_choice_required = models.BooleanField(default=False)
    supports_parallel_tool_calls = models.BooleanField(default=True)
    extra_body = models.JSONField(default=dict, blank=True)
    learned = models.JSONField(
        default=dict,
        blank=True,
        help_text="Flags learned at run time: {flag: {value, at, why}}.",
    )
    notes = models.TextField(blank=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return f"{self.name} ({self.model})"


class Capability(models.Model):
    """A staff-tuned pack: a system-prompt addendum, a tool policy and options."""

    class ToolPolicy(models.TextChoices):
        ALL = "all", _("All registered tools")
        WHITELIST = "whitelist", _("Only the listed tools")
        BLACKLIST = "blacklist", _("All but the listed tools")

    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=100)
    description = models.TextField(blank=True)
    translations = models.JSONField(
        default=dict,
        blank=True,
        help_text="The name and description people see, per interface language: "
        '{"zh-hans": {"name": "...", "description": "..."}}. Missing ones fall back to the '
        "English name and description.",
    )
    prompt_addendum = models.TextField(blank=True)
    tool_policy = models.CharField(
        max_length=10, choices=ToolPolicy.choices, default=ToolPolicy.WHITELIST
    )
    tools = models.JSONField(default=list, blank=True, help_text="Tool names for the policy.")
    options = models.JSONField(default=dict, blank=True, help_text='e.g. {"require_think": true}')
    is_active = models.BooleanField(default=True)
    sort_order = models.PositiveSmallIntegerField(default=0)
    version = models.PositiveIntegerField(default=1, editable=False)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["sort_order", "name"]
        verbose_name_plural = "capabilities"

    def __str__(self) -> str:
        return self.name

    def _translated(self, key: str, language: str | None) -> str:
        language = (language or get_language() or "").lower()
        translations = self.translations if isinstance(self.translations, dict) else {}
        entry = translations.get(language)
        value = entry.get(key) if isinstance(entry, dict) else None
        return value.strip() if isinstance(value, str) else ""

    def display_name(self, language: str | None = None) -> str:
        """The name in the interface language (the active one unless given)."""
        return self._translated("name", language) or self.name

    def display_description(self, language: str | None = None) -> str:
        return self._translated("description", language) or self.description


class Conversation(models.Model):
    """A chat about one resume (or a playground scratch chat)."""

    class Kind(models.TextChoices):
        CHAT = "chat", _("Chat")
        PLAYGROUND = "playground", _("Playground")

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="conversations"
    )
    resume = models.ForeignKey(
        "resumes.Resume", on_delete=models.CASCADE, related_name="conversations"
    )
    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.CHAT)
    title = models.CharField(max_length=200, blank=True)
    capability = models.ForeignKey(
        Capability, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    provider = models.ForeignKey(
        Provider, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    strategy = models.CharField(max_length=10, choices=Strategy.choices, default="auto")
    tool_overrides = models.JSONField(
        default=dict, blank=True, help_text="Playground: {tool name: enabled}."
    )
    review_edits = models.BooleanField(
        default=False,
        help_text="Review edits before they apply: the agent's edits become proposals.",
    )
    summary = models.TextField(blank=True)
    summary_through_seq = models.PositiveIntegerField(
        default=0, help_text="Messages up to this sequence number are covered by the summary."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["owner", "resume", "-updated_at"])]

    def __str__(self) -> str:
        return self.title or f"Conversation {self.pk}"


class RunStatus(models.TextChoices):
    RUNNING = "running", _("Running")
    WAITING = "waiting", _("Waiting for you")
    COMPLETED = "completed", _("Completed")
    CANCELLED = "cancelled", _("Cancelled")
    FAILED = "failed", _("Failed")
    INTERRUPTED = "interrupted", _("Interrupted")


class Run(models.Model):
    """One user turn: from the person's message to the agent's final answer."""

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="runs")
    status = models.CharField(max_length=12, choices=RunStatus.choices, default="running")
    capability = models.ForeignKey(
        Capability, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    capability_version = models.PositiveIntegerField(null=True, blank=True)
    provider = models.ForeignKey(
        Provider, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    strategy = models.CharField(max_length=10, choices=Strategy.choices, default="auto")
    steps = models.PositiveIntegerField(default=0)
    # Set per turn (the conversation's switch, or `manage.py chat --review`): edits become
    # proposals the person accepts or rejects.
    review_edits = models.BooleanField(default=False)
    error = models.TextField(blank=True)
    # What the person is told, by code and parameters (agent/engine/notices.py), so a reloaded
    # page tells it in the reader's language.
    error_code = models.CharField(max_length=32, blank=True)
    error_params = models.JSONField(default=dict, blank=True)
    started_at = models.DateTimeField(default=timezone.now)
    heartbeat_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    # The text the step in progress has streamed so far, saved with the heartbeat (never per
    # token), so that a process killed mid-answer leaves it to be kept as a partial answer.
    partial_text = models.TextField(blank=True)

    class Meta:
        ordering = ["-started_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["conversation"],
                condition=Q(status="running"),
                name="run_one_running_per_conversation",
            ),
        ]
        indexes = [models.Index(fields=["status", "heartbeat_at"])]

    def __str__(self) -> str:
        return f"Run {self.pk} ({self.status})"


class Role(models.TextChoices):
    SYSTEM = "system", _("System")
    USER = "user", _("User")
    ASSISTANT = "assistant", _("Assistant")
    TOOL = "tool", _("Tool")


class ResultStatus(models.TextChoices):
    OK = "ok", _("OK")
    ERROR = "error", _("Error")
    INTERRUPTED = "interrupted", _("Interrupted")
    CANCELLED = "cancelled", _("Cancelled")


class Message(models.Model):
    """One message of a conversation; a tool-role message is the result of exactly one call."""

    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="messages"
    )
    seq = models.PositiveIntegerField()
    role = models.CharField(max_length=10, choices=Role.choices)
    content = models.TextField(blank=True)
    reasoning = models.TextField(blank=True)
    run = models.ForeignKey(
        Run, on_delete=models.SET_NULL, null=True, blank=True, related_name="messages"
    )
    tool_call = models.OneToOneField(
        "ToolCall",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="result",
        help_text="Set on tool-role messages only: the call this message answers.",
    )
    status = models.CharField(
        max_length=12, choices=ResultStatus.choices, blank=True, help_text="Tool results only."
    )
    findings = models.JSONField(
        default=list,
        blank=True,
        help_text="Tool results of edits only: what the guard found, [{check, path, message, "
        "params}].",
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["conversation", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["conversation", "seq"], name="message_unique_seq"),
            models.CheckConstraint(
                condition=(Q(role="tool") & Q(tool_call__isnull=False) & ~Q(status=""))
                | (~Q(role="tool") & Q(tool_call__isnull=True) & Q(status="")),
                name="message_tool_role_iff_tool_call",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.role} #{self.seq}"


class CallProblem(models.TextChoices):
    CUT_OFF = "cut_off", _("Cut off by the token limit")
    UNREADABLE = "unreadable", _("Unreadable call block")


class ToolCall(models.Model):
    """A request by the model to call a tool, part of one assistant message."""

    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="tool_calls"
    )
    message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="tool_calls")
    index = models.PositiveSmallIntegerField(default=0)
    call_id = models.CharField(max_length=64)
    provider_call_id = models.CharField(max_length=200, blank=True)
    name = models.CharField(max_length=200)
    arguments_raw = models.TextField(blank=True)
    arguments = models.JSONField(null=True, blank=True)
    parse_note = models.TextField(
        blank=True, help_text="What had to be repaired to read the call, if anything."
    )
    written = models.TextField(
        blank=True,
        help_text="The call exactly as the model wrote it in its text (calls written as text); "
        "for native calls `arguments_raw` is what the model sent.",
    )
    problem = models.CharField(
        max_length=12,
        choices=CallProblem.choices,
        blank=True,
        help_text="Why the call was answered with an error instead of being run.",
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["message", "index"]
        constraints = [
            models.UniqueConstraint(
                fields=["conversation", "call_id"], name="toolcall_unique_call_id"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.call_id})"


class ProposalStatus(models.TextChoices):
    PENDING = "pending", pgettext_lazy("proposal status", "Waiting for you")
    ACCEPTED = "accepted", pgettext_lazy("proposal status", "Accepted")
    REJECTED = "rejected", pgettext_lazy("proposal status", "Rejected")
    STALE = "stale", pgettext_lazy("proposal status", "Changed since")


class Proposal(models.Model):
    """An edit the agent proposed in review mode: it applies only when the person accepts it.

    `path`, `op` (add / remove / replace), `old` and `new` say what it changes, as the guard
    does; `action`, `apply_path` and `value` say how to apply it, and `base_path` / `base`
    what the place held when it was proposed (accepting it after that changed is refused:
    the proposal becomes stale).
    """

    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="proposals"
    )
    run = models.ForeignKey(
        Run, on_delete=models.SET_NULL, null=True, blank=True, related_name="proposals"
    )
    tool_call = models.ForeignKey(ToolCall, on_delete=models.CASCADE, related_name="proposals")
    index = models.PositiveSmallIntegerField(default=0, help_text="Operation within the call.")
    path = models.CharField(max_length=500)
    op = models.CharField(max_length=10)
    old = models.JSONField(null=True, blank=True)
    new = models.JSONField(null=True, blank=True)
    findings = models.JSONField(default=list, blank=True)
    action = models.CharField(max_length=10)
    apply_path = models.CharField(max_length=500)
    value = models.JSONField(null=True, blank=True)
    base_path = models.CharField(max_length=500)
    base = models.JSONField(null=True, blank=True)
    append = models.BooleanField(default=False)
    status = models.CharField(
        max_length=10, choices=ProposalStatus.choices, default=ProposalStatus.PENDING
    )
    stale_reason = models.CharField(max_length=10, blank=True)
    edited = models.BooleanField(default=False, help_text="Accepted with the person's own value.")
    final = models.JSONField(null=True, blank=True, help_text="The value that was applied.")
    revision = models.ForeignKey(
        "resumes.ResumeRevision",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    created_at = models.DateTimeField(default=timezone.now)
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )

    class Meta:
        ordering = ["conversation", "pk"]
        indexes = [models.Index(fields=["conversation", "status"])]

    def __str__(self) -> str:
        return f"Proposal {self.pk} ({self.op} {self.path}, {self.status})"


class LLMCall(models.Model):
    """One request to a provider, with what happened to it."""

    run = models.ForeignKey(
        Run, on_delete=models.CASCADE, null=True, blank=True, related_name="llm_calls"
    )
    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="llm_calls"
    )
    provider = models.ForeignKey(
        Provider, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    model = models.CharField(max_length=200, blank=True)
    purpose = models.CharField(max_length=20, default="turn", help_text="turn or summary")
    strategy = models.CharField(max_length=10, choices=Strategy.choices, default="auto")
    stream = models.BooleanField(default=True)
    fallbacks = models.JSONField(default=list, blank=True)
    ok = models.BooleanField(default=True)
    error = models.TextField(blank=True)
    latency_ms = models.PositiveIntegerField(null=True, blank=True)
    ttft_ms = models.PositiveIntegerField(null=True, blank=True)
    prompt_tokens = models.PositiveIntegerField(null=True, blank=True)
    completion_tokens = models.PositiveIntegerField(null=True, blank=True)
    finish_reason = models.CharField(max_length=30, blank=True)
    request = models.JSONField(default=dict, blank=True)
    response = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "LLM call"

    def __str__(self) -> str:
        return f"LLM call {self.pk} ({self.model})"


class VirtualFile(models.Model):
    """A file of one conversation's virtual file store (playground tools)."""

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="files")
    path = models.CharField(max_length=255)
    content = models.TextField(blank=True)
    size = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["conversation", "path"]
        constraints = [
            models.UniqueConstraint(fields=["conversation", "path"], name="vfs_unique_path"),
        ]

    def __str__(self) -> str:
        return self.path


class ChangeUndo(models.Model):
    """A resume change made by a tool call that the person undid from the chat.

    `note` is the message in the conversation's timeline (role "system", never shown as the
    person's words) that tells the model about it in its next request.
    """

    tool_call = models.ForeignKey(ToolCall, on_delete=models.CASCADE, related_name="undos")
    note = models.OneToOneField(Message, on_delete=models.CASCADE, related_name="undo")
    version = models.PositiveIntegerField(help_text="The resume version the call's change made.")
    undo_version = models.PositiveIntegerField(help_text="The version the undo saved.")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"undo of {self.tool_call_id} (v{self.version})"


class ApiKeyScope(models.TextChoices):
    READ = "read", _("Read")
    WRITE = "write", _("Read and write")
    PROPOSALS = "proposals", _("Read, and propose edits for review")


class ApiKey(models.Model):
    """A person's key for the REST API and the MCP server. Only a SHA-256 hash of the secret
    is stored; the secret is shown once, when the key is created (`agent.api.keys`)."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_keys"
    )
    name = models.CharField(max_length=100)
    prefix = models.CharField(max_length=16, help_text="The key's first characters, to tell it.")
    key_hash = models.CharField(max_length=64, unique=True, editable=False)
    scope = models.CharField(max_length=10, choices=ApiKeyScope.choices, default="read")
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        verbose_name = "API key"

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"

    def is_active(self, now: Any = None) -> bool:
        now = now or timezone.now()
        if self.revoked_at is not None:
            return False
        return self.expires_at is None or self.expires_at > now


# The evaluation's rows live in their own module (same app, migration 0011_evaluation).
from agent.evaluation.models import (  # noqa: E402
    CapabilityVersion,
    EvalCell,
    EvalResult,
    EvalRun,
    ProviderProbe,
)

__all__ = [
    "ApiKey",
    "ApiKeyScope",
    "Capability",
    "CapabilityVersion",
    "ChangeUndo",
    "Conversation",
    "EvalCell",
    "EvalResult",
    "EvalRun",
    "LLMCall",
    "Message",
    "Proposal",
    "ProposalStatus",
    "Provider",
    "ProviderProbe",
    "ResultStatus",
    "Role",
    "Run",
    "RunStatus",
    "Strategy",
    "ToolCall",
    "VirtualFile",
]
