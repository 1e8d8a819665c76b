"""Review mode's rows: the agent's proposed edits waiting for the person (`Proposal`), and the
changes the person undid from the chat (`ChangeUndo`)."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import pgettext_lazy

from agent.models.conversations import Conversation, Message, Run, ToolCall


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
