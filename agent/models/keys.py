"""API keys for the REST API and the MCP server (only a hash of each secret is stored)."""

from __future__ import annotations

from typing import Any

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from resumes import modelfields as fields


class ApiKeyScope(models.TextChoices):
    READ = "read", _("Read")
    WRITE = "write", _("Read and write")
    PROPOSALS = "proposals", _("Read, and propose edits for review")


class ApiKey(models.Model):
    """A person's key for the REST API and the MCP server. Only a SHA-256 hash of the secret
    is stored; the secret is shown once, when the key is created (`agent.api.keys`)."""

    owner = fields.owner("api_keys")
    name = models.CharField(verbose_name=_("name"), max_length=100)
    prefix = models.CharField(
        verbose_name=_("prefix"),
        max_length=16,
        help_text=_("The key's first characters, to tell it."),
    )
    key_hash = models.CharField(
        verbose_name=_("key hash"), max_length=64, unique=True, editable=False
    )
    scope = fields.choice(_("scope"), ApiKeyScope, max_length=10, default="read")
    created_at = fields.created_at()
    expires_at = models.DateTimeField(verbose_name=_("expires at"), null=True, blank=True)
    last_used_at = models.DateTimeField(verbose_name=_("last used at"), null=True, blank=True)
    revoked_at = models.DateTimeField(verbose_name=_("revoked at"), null=True, blank=True)

    class Meta:
        verbose_name = _("API key")
        verbose_name_plural = _("API keys")
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"

    def is_active(self, now: Any = None) -> bool:
        now = now or timezone.now()
        if self.revoked_at is not None:
            return False
        return self.expires_at is None or self.expires_at > now
