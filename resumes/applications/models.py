"""Job applications: where each stands (a board of six columns), its dates, contacts, notes and
next step, and the exact files sent, frozen as PDF bytes when it is marked applied.

Imported by `resumes.models` (so Django sees them)."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _

from resumes import modelfields as fields


class ApplicationStatus(models.TextChoices):
    """The board's columns, in order."""

    SAVED = "saved", _("Saved")
    APPLIED = "applied", _("Applied")
    INTERVIEWING = "interviewing", _("Interviewing")
    OFFER = "offer", _("Offer")
    REJECTED = "rejected", _("Rejected")
    WITHDRAWN = "withdrawn", _("Withdrawn")


# The day each stage was first reached, in the board's order (the funnel counts these): the
# form, the CSV and the API give them in this order.
STAGE_DATES = ("applied_on", "interview_on", "offer_on", "closed_on")
# What the board says of an application, in the form's and the CSV's order.
DETAILS = (
    "company",
    "role",
    "status",
    "location",
    "url",
    *STAGE_DATES,
    "next_step",
    "next_step_on",
)


class FileKind(models.TextChoices):
    RESUME = "resume", _("Resume")
    COVER_LETTER = "cover_letter", _("Cover letter")


class Application(models.Model):
    """One application: to a posting (optional), with the resume sent and what came of it.

    The `sent_*` fields are what the outcomes count: copied when the files are frozen (or read
    from an imported spreadsheet), so later edits of the resume change no past figure."""

    owner = fields.owner("applications")
    posting = fields.link("resumes.JobPosting", _("posting"), "applications")
    resume = fields.link("resumes.Resume", _("resume sent"), "applications")
    company = models.CharField(verbose_name=_("company"), max_length=200, blank=True)
    role = models.CharField(verbose_name=_("role"), max_length=200, blank=True)
    location = models.CharField(verbose_name=_("location"), max_length=200, blank=True)
    url = models.CharField(verbose_name=_("link"), max_length=500, blank=True)
    contacts = models.TextField(verbose_name=_("contacts"), blank=True)
    notes = models.TextField(verbose_name=_("notes"), blank=True)
    status = fields.choice(
        _("status"), ApplicationStatus, max_length=12, default=ApplicationStatus.SAVED
    )
    # The day each stage was first reached (the funnel counts these, not the current column).
    applied_on = models.DateField(verbose_name=_("applied on"), null=True, blank=True)
    interview_on = models.DateField(verbose_name=_("first interview on"), null=True, blank=True)
    offer_on = models.DateField(verbose_name=_("offer on"), null=True, blank=True)
    closed_on = models.DateField(verbose_name=_("closed on"), null=True, blank=True)
    next_step = models.CharField(verbose_name=_("next step"), max_length=200, blank=True)
    next_step_on = models.DateField(verbose_name=_("next step on"), null=True, blank=True)
    next_step_time = models.TimeField(verbose_name=_("next step at"), null=True, blank=True)
    sent_resume_title = models.CharField(
        verbose_name=_("resume version sent"), max_length=200, blank=True
    )
    sent_theme = models.CharField(verbose_name=_("theme sent"), max_length=20, blank=True)
    sent_tailored = models.BooleanField(verbose_name=_("tailored"), null=True, blank=True)
    extra = fields.data(
        _("other columns"),
        help_text=_("Columns of an imported spreadsheet that have no field here, kept as read."),
    )
    status_changed_at = fields.moment(_("status changed at"))
    created_at, updated_at = fields.stamps()

    class Meta:
        verbose_name = _("application")
        verbose_name_plural = _("applications")
        ordering = ["-status_changed_at", "-pk"]
        indexes = [models.Index(fields=["owner", "status"])]

    def __str__(self) -> str:
        return " · ".join(x for x in (self.company, self.role) if x) or f"#{self.pk}"

    @property
    def resume_label(self) -> str:
        """The title of the resume sent (as it was when frozen), or of the one chosen."""
        if self.sent_resume_title:
            return self.sent_resume_title
        return self.resume.title if self.resume is not None else ""


class FrozenFile(models.Model):
    """A file as it was sent: the PDF's bytes, never rendered again."""

    application = fields.part_of(Application, _("application"), "frozen_files")
    kind = fields.choice(_("kind"), FileKind, max_length=20)
    filename = models.CharField(verbose_name=_("filename"), max_length=255)
    content_type = models.CharField(
        verbose_name=_("content type"), max_length=100, default="application/pdf"
    )
    content = models.BinaryField(verbose_name=_("content"))
    sha256 = models.CharField(verbose_name=_("SHA-256"), max_length=64)
    size = models.PositiveIntegerField(verbose_name=_("size"))
    resume_version = models.PositiveIntegerField(
        verbose_name=_("resume version"), null=True, blank=True
    )
    theme = models.CharField(verbose_name=_("theme"), max_length=20, blank=True)
    created_at = fields.created_at(_("frozen at"))

    class Meta:
        verbose_name = _("frozen file")
        verbose_name_plural = _("frozen files")
        constraints = [fields.unique("application", "kind", name="one_frozen_file_per_kind")]

    def __str__(self) -> str:
        return f"{self.kind} of application {self.application_id}"
