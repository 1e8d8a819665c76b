"""Review mode's rows: the agent's proposed edits waiting for the person (`Proposal`), and the
changes the person undid from the chat (`ChangeUndo`)."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from agent.models.conversations import Conversation, Message, Run, ToolCall
from resumes import modelfields as fields


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

    conversation = fields.part_of(Conversation, _("conversation"), "proposals")
    run = fields.link(Run, _("run"), "proposals")
    tool_call = fields.part_of(ToolCall, _("tool call"), "proposals")
    index = models.PositiveSmallIntegerField(
        verbose_name=_("index"), default=0, help_text=_("Operation within the call.")
    )
    path = models.CharField(verbose_name=_("path"), max_length=500)
    op = models.CharField(verbose_name=_("operation"), max_length=10)
    old = models.JSONField(verbose_name=_("old"), null=True, blank=True)
    new = models.JSONField(verbose_name=_("new"), null=True, blank=True)
    findings = fields.data(_("findings"), list)
    action = models.CharField(verbose_name=_("action"), max_length=10)
    apply_path = models.CharField(verbose_name=_("apply path"), max_length=500)
    value = models.JSONField(verbose_name=_("value"), null=True, blank=True)
    base_path = models.CharField(verbose_name=_("base path"), max_length=500)
    base = models.JSONField(verbose_name=_("base"), null=True, blank=True)
    append = models.BooleanField(verbose_name=_("append"), default=False)
    status = fields.choice(
        _("status"), ProposalStatus, max_length=10, default=ProposalStatus.PENDING
    )
    stale_reason = models.CharField(verbose_name=_("stale reason"), max_length=10, blank=True)
    edited = models.BooleanField(
        verbose_name=_("edited"),
        default=False,
        help_text=_("Accepted with the person's own value."),
    )
    final = models.JSONField(
        verbose_name=_("final"), null=True, blank=True, help_text=_("The value that was applied.")
    )
    revision = fields.link("resumes.ResumeRevision", _("revision"))
    created_at = fields.created_at()
    decided_at = models.DateTimeField(verbose_name=_("decided at"), null=True, blank=True)
    decided_by = fields.link(settings.AUTH_USER_MODEL, _("decided by"))

    class Meta:
        verbose_name = _("proposal")
        verbose_name_plural = _("proposals")
        ordering = ["conversation", "pk"]
        indexes = [models.Index(fields=["conversation", "status"])]

    def __str__(self) -> str:
        return f"Proposal {self.pk} ({self.op} {self.path}, {self.status})"


class ChangeUndo(models.Model):
    """A resume change made by a tool call that the person undid from the chat.

    `note` is the message in the conversation's timeline (role "system", never shown as the
    person's words) that tells the model about it in its next request.
    """

    tool_call = fields.part_of(ToolCall, _("tool call"), "undos")
    note = fields.one_of(Message, _("note"), "undo")
    version = models.PositiveIntegerField(
        verbose_name=_("version"), help_text=_("The resume version the call's change made.")
    )
    undo_version = models.PositiveIntegerField(
        verbose_name=_("undo version"), help_text=_("The version the undo saved.")
    )
    created_at = fields.created_at()

    class Meta:
        verbose_name = _("undone change")
        verbose_name_plural = _("undone changes")
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"undo of {self.tool_call_id} (v{self.version})"
