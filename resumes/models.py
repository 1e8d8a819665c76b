"""Resumes (JSON Resume documents), their revisions and their public share links."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from resumes import modelfields as fields
from resumes.themes import REGISTRY

# The themes in the registry, in its order, made from it: `Theme.CLASSIC` is "classic",
# `Theme.ZH_FORMAL` "zh-formal", each labelled with the theme's name.
Theme = models.TextChoices(
    "Theme",
    [(info.slug.upper().replace("-", "_"), (info.slug, info.name)) for info in REGISTRY],
    module=__name__,
)


class ResumeLanguage(models.TextChoices):
    ENGLISH = "en", _("English")
    CHINESE = "zh-hans", _("Simplified Chinese")


class Resume(fields.RecentFirst):
    """A person's resume: a JSON Resume document plus its optimistic-lock version."""

    owner = fields.owner("resumes")
    title = models.CharField(verbose_name=_("title"), max_length=200)
    data = models.JSONField(verbose_name=_("document"), default=dict)
    version = models.PositiveIntegerField(verbose_name=_("version"), default=1)
    theme = fields.choice(_("theme"), Theme, max_length=20, default=Theme.CLASSIC)
    language = fields.choice(
        _("language"), ResumeLanguage, max_length=10, default=ResumeLanguage.ENGLISH
    )
    is_scratch = models.BooleanField(
        verbose_name=_("scratch"),
        default=False,
        help_text=_("A playground resume, hidden from the dashboard."),
    )
    created_at, updated_at = fields.stamps()

    class Meta(fields.RecentFirst.Meta):
        verbose_name = _("resume")
        verbose_name_plural = _("resumes")

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

    resume = fields.part_of(Resume, _("resume"), "revisions")
    version = models.PositiveIntegerField(verbose_name=_("version"))
    source = fields.choice(_("source"), RevisionSource, max_length=10)
    patch = fields.data(_("patch"), list)
    inverse = fields.data(_("inverse"), list)
    snapshot = models.JSONField(verbose_name=_("snapshot"), null=True, blank=True)
    summary = models.CharField(verbose_name=_("summary"), max_length=300, blank=True)
    tool_call = fields.link("agent.ToolCall", _("tool call"), "revisions")
    author = fields.link(settings.AUTH_USER_MODEL, _("author"), None)
    # Set when the change was proposed (by the agent, in review mode) and a person accepted it.
    approved_by = fields.link(settings.AUTH_USER_MODEL, _("approved by"))
    created_at = fields.created_at()

    class Meta:
        verbose_name = _("revision")
        verbose_name_plural = _("revisions")
        ordering = ["resume", "-version"]
        constraints = [fields.unique("resume", "version", name="revision_unique_version")]

    def __str__(self) -> str:
        return gettext("resume %(resume)s, version %(version)s") % {
            "resume": self.resume_id,
            "version": self.version,
        }


def new_share_token() -> str:
    return secrets.token_urlsafe(24)


class ShareLink(models.Model):
    """A read-only public link to one resume; revoked or expired links answer 404."""

    resume = fields.part_of(Resume, _("resume"), "share_links")
    token = models.CharField(
        verbose_name=_("token"), max_length=64, unique=True, default=new_share_token
    )
    expires_at = models.DateTimeField(verbose_name=_("expires at"), null=True, blank=True)
    revoked_at = models.DateTimeField(verbose_name=_("revoked at"), null=True, blank=True)
    view_count = models.PositiveIntegerField(verbose_name=_("view count"), default=0)
    created_at = fields.added_at()
    # Contact details the public page and its PDF show; hidden unless the owner ticks them.
    show_email = models.BooleanField(verbose_name=_("show email"), default=False)
    show_phone = models.BooleanField(verbose_name=_("show phone"), default=False)
    show_address = models.BooleanField(verbose_name=_("show address"), default=False)
    # Django's password hash (make_password) when the link asks for a password; empty: open.
    password_hash = models.CharField(verbose_name=_("password hash"), max_length=256, blank=True)
    # Off: the page shows no PDF link and the PDF address refuses.
    allow_download = models.BooleanField(verbose_name=_("allow download"), default=True)
    download_count = models.PositiveIntegerField(verbose_name=_("download count"), default=0)

    class Meta:
        verbose_name = _("share link")
        verbose_name_plural = _("share links")
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return gettext("share link of resume %(resume)s") % {"resume": self.resume_id}

    @property
    def is_active(self) -> bool:
        if self.revoked_at is not None:
            return False
        return self.expires_at is None or self.expires_at > timezone.now()

    @property
    def has_password(self) -> bool:
        return bool(self.password_hash)


class ShareLinkDay(models.Model):
    """One link's views and PDF downloads on one day (UTC). Nothing about who viewed is kept:
    only the day's two numbers."""

    link = fields.part_of(ShareLink, _("share link"), "days")
    day = models.DateField(verbose_name=_("day"))
    views = models.PositiveIntegerField(verbose_name=_("views"), default=0)
    downloads = models.PositiveIntegerField(verbose_name=_("downloads"), default=0)

    class Meta:
        verbose_name = _("share link day")
        verbose_name_plural = _("share link days")
        ordering = ["-day"]
        constraints = [fields.unique("link", "day", name="share_link_day_unique")]

    def __str__(self) -> str:
        return f"{self.link_id} {self.day}"


class ImportSource(models.Model):
    """The file a resume was imported from, what was read from it and what was not placed."""

    resume = fields.one_of(Resume, _("resume"), "import_source")
    filename = models.CharField(verbose_name=_("filename"), max_length=255, blank=True)
    kind = models.CharField(verbose_name=_("kind"), max_length=20)
    size = models.PositiveIntegerField(verbose_name=_("size"))
    original = models.BinaryField(
        verbose_name=_("original"), help_text=_("The imported file, byte for byte.")
    )
    source_text = models.TextField(verbose_name=_("source text"), blank=True)
    unplaced = fields.data(_("unplaced"), list)
    report = fields.data(_("report"))
    created_at = fields.added_at()

    class Meta:
        verbose_name = _("imported original")
        verbose_name_plural = _("imported originals")

    def __str__(self) -> str:
        return f"{self.filename or self.kind} ({self.resume_id})"


from resumes.applications.models import Application, FrozenFile  # noqa: E402
from resumes.languages.models import GlossaryTerm, LanguageVersion  # noqa: E402
from resumes.postings.models import CoverLetter, JobPosting, TailoredVersion  # noqa: E402

__all__ = [
    "Application",
    "CoverLetter",
    "FrozenFile",
    "GlossaryTerm",
    "ImportSource",
    "JobPosting",
    "LanguageVersion",
    "Resume",
    "ResumeLanguage",
    "ResumeRevision",
    "RevisionSource",
    "ShareLink",
    "TailoredVersion",
    "Theme",
]
