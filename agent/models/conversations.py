"""The conversation store: every message, tool call, tool result, run and LLM call is a row.

The pairing rules a provider checks are enforced here by the database itself:
a tool result is a `Message` with role "tool" whose one-to-one `tool_call` is required by a
check constraint; a call_id is unique per conversation; one running run per conversation.
"""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from agent.models.providers import Capability, Provider, Strategy
from resumes import modelfields as fields


class Conversation(models.Model):
    """A chat about one resume (or a playground scratch chat)."""

    class Kind(models.TextChoices):
        CHAT = "chat", _("Chat")
        PLAYGROUND = "playground", _("Playground")

    owner = fields.owner("conversations")
    resume = fields.part_of("resumes.Resume", _("resume"), "conversations")
    kind = fields.choice(_("kind"), Kind, max_length=12, default=Kind.CHAT)
    title = models.CharField(verbose_name=_("title"), max_length=200, blank=True)
    capability = fields.link(Capability, _("capability"))
    provider = fields.link(Provider, _("provider"))
    strategy = fields.choice(_("strategy"), Strategy, max_length=10, default="auto")
    tool_overrides = fields.data(
        _("tool overrides"), help_text=_("Playground: {tool name: enabled}.")
    )
    review_edits = models.BooleanField(
        verbose_name=_("review edits"),
        default=False,
        help_text=_("Review edits before they apply: the agent's edits become proposals."),
    )
    # Interview practice (the interview-coach capability): the job posting practised for.
    posting = fields.link(
        "resumes.JobPosting",
        _("job posting"),
        help_text=_("Interview practice: the job posting the questions come from."),
    )
    summary = models.TextField(verbose_name=_("summary"), blank=True)
    summary_through_seq = models.PositiveIntegerField(
        verbose_name=_("summary through seq"),
        default=0,
        help_text=_("Messages up to this sequence number are covered by the summary."),
    )
    created_at, updated_at = fields.stamps()

    class Meta:
        verbose_name = _("conversation")
        verbose_name_plural = _("conversations")
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["owner", "resume", "-updated_at"])]

    def __str__(self) -> str:
        return self.title or gettext("Conversation %(pk)s") % {"pk": self.pk}


class RunStatus(models.TextChoices):
    RUNNING = "running", _("Running")
    WAITING = "waiting", _("Waiting for you")
    COMPLETED = "completed", _("Completed")
    CANCELLED = "cancelled", _("Cancelled")
    FAILED = "failed", _("Failed")
    INTERRUPTED = "interrupted", _("Interrupted")


class Run(models.Model):
    """One user turn: from the person's message to the agent's final answer."""

    conversation = fields.part_of(Conversation, _("conversation"), "runs")
    status = fields.choice(_("status"), RunStatus, max_length=12, default="running")
    capability = fields.link(Capability, _("capability"))
    capability_version = models.PositiveIntegerField(
        verbose_name=_("capability version"), null=True, blank=True
    )
    provider = fields.link(Provider, _("provider"))
    strategy = fields.choice(_("strategy"), Strategy, max_length=10, default="auto")
    steps = models.PositiveIntegerField(verbose_name=_("steps"), default=0)
    # Set per turn (the conversation's switch, or `manage.py chat --review`): edits become
    # proposals the person accepts or rejects.
    review_edits = models.BooleanField(verbose_name=_("review edits"), default=False)
    error = models.TextField(verbose_name=_("error"), blank=True)
    # What the person is told, by code and parameters (agent/engine/notices.py), so a reloaded
    # page tells it in the reader's language.
    error_code = models.CharField(verbose_name=_("error code"), max_length=32, blank=True)
    error_params = fields.data(_("error params"))
    started_at = fields.moment(_("started at"))
    heartbeat_at = fields.moment(_("heartbeat at"))
    finished_at = models.DateTimeField(verbose_name=_("finished at"), null=True, blank=True)
    # The text the step in progress has streamed so far, saved with the heartbeat (never per
    # token), so that a process killed mid-answer leaves it to be kept as a partial answer.
    partial_text = models.TextField(verbose_name=_("partial text"), blank=True)
    # Who executes the run (agent/engine/liveness.py), so the next message can tell at once
    # whether that process is still there: its machine (boot id and process namespace), its
    # process id and the process's start time (a reused pid has another), and whether it
    # holds a PostgreSQL advisory lock for the run (released by PostgreSQL when it dies).
    holder_host = models.CharField(verbose_name=_("holder host"), max_length=80, blank=True)
    holder_pid = models.PositiveIntegerField(verbose_name=_("holder pid"), null=True, blank=True)
    holder_started = models.BigIntegerField(verbose_name=_("holder started"), null=True, blank=True)
    holder_lock = models.BooleanField(verbose_name=_("holder lock"), default=False)

    class Meta:
        verbose_name = _("run")
        verbose_name_plural = _("runs")
        ordering = ["-started_at"]
        constraints = [
            fields.unique(
                "conversation",
                name="run_one_running_per_conversation",
                condition=Q(status="running"),
            )
        ]
        indexes = [models.Index(fields=["status", "heartbeat_at"])]

    def __str__(self) -> str:
        return gettext("Run %(pk)s (%(status)s)") % {
            "pk": self.pk,
            "status": self.get_status_display(),
        }


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

    conversation = fields.part_of(Conversation, _("conversation"), "messages")
    seq = models.PositiveIntegerField(verbose_name=_("sequence number"))
    role = fields.choice(_("role"), Role, max_length=10)
    content = models.TextField(verbose_name=_("content"), blank=True)
    reasoning = models.TextField(verbose_name=_("reasoning"), blank=True)
    run = fields.link(Run, _("run"), "messages")
    tool_call = models.OneToOneField(
        "ToolCall",
        verbose_name=_("tool call"),
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="result",
        help_text=_("Set on tool-role messages only: the call this message answers."),
    )
    status = fields.choice(
        _("status"), ResultStatus, max_length=12, blank=True, help_text=_("Tool results only.")
    )
    findings = fields.data(
        _("findings"),
        list,
        help_text=_(
            "Tool results of edits only: what the guard found, [{check, path, message, params}]."
        ),
    )
    created_at = fields.created_at()

    class Meta:
        verbose_name = _("message")
        verbose_name_plural = _("messages")
        ordering = ["conversation", "seq"]
        constraints = [
            fields.unique("conversation", "seq", name="message_unique_seq"),
            models.CheckConstraint(
                condition=(Q(role="tool") & Q(tool_call__isnull=False) & ~Q(status=""))
                | (~Q(role="tool") & Q(tool_call__isnull=True) & Q(status="")),
                name="message_tool_role_iff_tool_call",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_role_display()} #{self.seq}"


class CallProblem(models.TextChoices):
    CUT_OFF = "cut_off", _("Cut off by the token limit")
    UNREADABLE = "unreadable", _("Unreadable call block")


class ToolCall(models.Model):
    """A request by the model to call a tool, part of one assistant message."""

    conversation = fields.part_of(Conversation, _("conversation"), "tool_calls")
    message = fields.part_of(Message, _("message"), "tool_calls")
    index = models.PositiveSmallIntegerField(verbose_name=_("index"), default=0)
    call_id = models.CharField(verbose_name=_("call ID"), max_length=64)
    provider_call_id = models.CharField(
        verbose_name=_("provider's call ID"), max_length=200, blank=True
    )
    name = models.CharField(verbose_name=_("name"), max_length=200)
    arguments_raw = models.TextField(verbose_name=_("arguments as sent"), blank=True)
    arguments = models.JSONField(verbose_name=_("arguments"), null=True, blank=True)
    parse_note = models.TextField(
        verbose_name=_("parse note"),
        blank=True,
        help_text=_("What had to be repaired to read the call, if anything."),
    )
    written = models.TextField(
        verbose_name=_("written"),
        blank=True,
        help_text=_(
            "The call exactly as the model wrote it in its text (calls written as text); "
            "for native calls `arguments_raw` is what the model sent."
        ),
    )
    problem = fields.choice(
        _("problem"),
        CallProblem,
        max_length=12,
        blank=True,
        help_text=_("Why the call was answered with an error instead of being run."),
    )
    created_at = fields.created_at()

    class Meta:
        verbose_name = _("tool call")
        verbose_name_plural = _("tool calls")
        ordering = ["message", "index"]
        constraints = [fields.unique("conversation", "call_id", name="toolcall_unique_call_id")]

    def __str__(self) -> str:
        return f"{self.name} ({self.call_id})"


class LLMCall(models.Model):
    """One request to a provider, with what happened to it."""

    run = fields.part_of(Run, _("run"), "llm_calls", null=True, blank=True)
    conversation = fields.part_of(Conversation, _("conversation"), "llm_calls")
    provider = fields.link(Provider, _("provider"))
    model = models.CharField(verbose_name=_("model"), max_length=200, blank=True)
    purpose = models.CharField(
        verbose_name=_("purpose"), max_length=20, default="turn", help_text=_("turn or summary")
    )
    strategy = fields.choice(_("strategy"), Strategy, max_length=10, default="auto")
    stream = models.BooleanField(verbose_name=_("stream"), default=True)
    fallbacks = fields.data(_("fallbacks"), list)
    ok = models.BooleanField(verbose_name=_("ok"), default=True)
    error = models.TextField(verbose_name=_("error"), blank=True)
    latency_ms = models.PositiveIntegerField(verbose_name=_("latency (ms)"), null=True, blank=True)
    ttft_ms = models.PositiveIntegerField(
        verbose_name=_("time to first token (ms)"), null=True, blank=True
    )
    prompt_tokens = models.PositiveIntegerField(
        verbose_name=_("prompt tokens"), null=True, blank=True
    )
    completion_tokens = models.PositiveIntegerField(
        verbose_name=_("completion tokens"), null=True, blank=True
    )
    finish_reason = models.CharField(verbose_name=_("finish reason"), max_length=30, blank=True)
    request = fields.data(_("request"))
    response = fields.data(_("response"))
    created_at = fields.created_at()

    class Meta:
        verbose_name = _("LLM call")
        verbose_name_plural = _("LLM calls")
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return gettext("LLM call %(pk)s (%(model)s)") % {"pk": self.pk, "model": self.model}


class VirtualFile(models.Model):
    """A file of one conversation's virtual file store (playground tools)."""

    conversation = fields.part_of(Conversation, _("conversation"), "files")
    path = models.CharField(verbose_name=_("path"), max_length=255)
    content = models.TextField(verbose_name=_("content"), blank=True)
    size = models.PositiveIntegerField(verbose_name=_("size"), default=0)
    updated_at = fields.updated_at()

    class Meta:
        verbose_name = _("virtual file")
        verbose_name_plural = _("virtual files")
        ordering = ["conversation", "path"]
        constraints = [fields.unique("conversation", "path", name="vfs_unique_path")]

    def __str__(self) -> str:
        return self.path
