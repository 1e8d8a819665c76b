"""Resumes (JSON Resume documents), their revisions and their public share links."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class Theme(models.TextChoices):
    CLASSIC = "classic", _("Classic")
    MODERN = "modern", _("Modern")
    COMPACT = "compact", _("Compact")


class ResumeLanguage(models.TextChoices):
    ENGLISH = "en", _("English")
    CHINESE = "zh-hans", _("Simplified Chinese")


class Resume(models.Model):
    """A person's resume: a JSON Resume document plus its optimistic-lock version."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="resumes"
    )
    title = models.CharField(max_length=200)
    data = models.JSONField(default=dict)
    version = models.PositiveIntegerField(default=1)
    theme = models.CharField(max_length=20, choices=Theme.choices, default=Theme.CLASSIC)
    language = models.CharField(
        max_length=10, choices=ResumeLanguage.choices, default=ResumeLanguage.ENGLISH
    )
    is_scratch = models.BooleanField(
        default=False, help_text="A playground resume, hidden from the dashboard."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["owner", "-updated_at"])]

    def __str__(self) -> str:
        return self.title


class RevisionSource(models.TextChoices):
    USER = "user", _("You")
    AGENT = "agent", _("The agent")
    IMPORT = "import", _("Import")
    UNDO = "undo", _("Undo")
    API = "api", _("API client")


class ResumeRevision(models.Model):
    """One saved change of a resume: a JSON Patch with its inverse, or a full snapshot."""

    resume = models.ForeignKey(Resume, on_delete=models.CASCADE, related_name="revisions")
    version = models.PositiveIntegerField()
    source = models.CharField(max_length=10, choices=RevisionSource.choices)
    patch = models.JSONField(default=list, blank=True)
    inverse = models.JSONField(default=list, blank=True)
    snapshot = models.JSONField(null=True, blank=True)
    summary = models.CharField(max_length=300, blank=True)
    tool_call = models.ForeignKey(
        "agent.ToolCall",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="revisions",
    )
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    # Set when the change was proposed (by the agent, in review mode) and a person accepted it.
    approved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["resume", "-version"]
        constraints = [
            models.UniqueConstraint(fields=["resume", "version"], name="revision_unique_version"),
        ]

    def __str__(self) -> str:
        return f"{self.resume_id} v{self.version} ({self.source})"


def new_share_token() -> str:
    return secrets.token_urlsafe(24)


class ShareLink(models.Model):
    """A read-only public link to one resume; revoked or expired links answer 404."""

    resume = models.ForeignKey(Resume, on_delete=models.CASCADE, related_name="share_links")
    token = models.CharField(max_length=64, unique=True, default=new_share_token)
    expires_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    view_count = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    # Contact details the public page and its PDF show; hidden unless the owner ticks them.
    show_email = models.BooleanField(default=False)
    show_phone = models.BooleanField(default=False)
    show_address = models.BooleanField(default=False)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"share {self.resume_id}"

    @property
    def is_active(self) -> bool:
        if self.revoked_at is not None:
            return False
        return self.expires_at is None or self.expires_at > timezone.now()


class ImportSource(models.Model):
    """The file a resume was imported from, what was read from it and what was not placed."""

    resume = models.OneToOneField(Resume, on_delete=models.CASCADE, related_name="import_source")
    filename = models.CharField(max_length=255, blank=True)
    kind = models.CharField(max_length=20)
    size = models.PositiveIntegerField()
    original = models.BinaryField(help_text="The imported file, byte for byte.")
    source_text = models.TextField(blank=True)
    unplaced = models.JSONField(default=list, blank=True)
    report = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.filename or self.kind} ({self.resume_id})"
