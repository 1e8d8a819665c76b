"""Job postings, the tailored versions of a resume made for them, and their cover letters.

Imported by `resumes.models` (so Django sees them); this module imports no other resumes code.
"""

from __future__ import annotations

from typing import Any

from django.db import models
from django.utils.translation import gettext_lazy as _

from resumes import modelfields as fields


class PostingLanguage(models.TextChoices):
    ENGLISH = "en", _("English")
    CHINESE = "zh", _("Chinese")


class PostingStatus(models.TextChoices):
    SAVED = "saved", _("Saved")
    APPLIED = "applied", _("Applied")
    INTERVIEW = "interview", _("Interview")
    OFFER = "offer", _("Offer")
    REJECTED = "rejected", _("Rejected")


class JobPosting(fields.RecentFirst):
    """A job a person is interested in: the posting's text, its keywords and where the
    application stands. `as_job_schema()` gives JSON Resume's job-schema shape."""

    owner = fields.owner("job_postings")
    title = models.CharField(verbose_name=_("title"), max_length=200)
    company = models.CharField(verbose_name=_("company"), max_length=200, blank=True)
    location = models.CharField(verbose_name=_("location"), max_length=200, blank=True)
    language = fields.choice(
        _("language"), PostingLanguage, max_length=5, default=PostingLanguage.ENGLISH
    )
    description = models.TextField(
        verbose_name=_("description"),
        help_text=_("The posting's text, as pasted or read from a file."),
    )
    keywords = fields.data(
        _("keywords"), list, help_text=_('Extracted: [{"keyword", "canonical", "weight"}].')
    )
    notes = models.TextField(verbose_name=_("notes"), blank=True)
    status = fields.choice(_("status"), PostingStatus, max_length=12, default=PostingStatus.SAVED)
    source_filename = models.CharField(
        verbose_name=_("source filename"), max_length=255, blank=True
    )
    applied_on = models.DateField(verbose_name=_("applied on"), null=True, blank=True)
    status_changed_at = fields.moment(_("status changed at"))
    created_at, updated_at = fields.stamps()

    class Meta(fields.RecentFirst.Meta):
        verbose_name = _("job posting")
        verbose_name_plural = _("job postings")

    def __str__(self) -> str:
        return f"{self.title} ({self.company})" if self.company else self.title

    def as_job_schema(self) -> dict[str, Any]:
        """The posting in JSON Resume's job schema (title, company, date, description,
        location, skills[]{name, keywords})."""
        return {
            "title": self.title,
            "company": self.company,
            "date": self.created_at.date().isoformat() if self.created_at else "",
            "description": self.description,
            "location": self.location,
            "skills": [
                {"name": k.get("keyword", ""), "keywords": [k.get("canonical", "")]}
                for k in self.keywords
                if isinstance(k, dict)
            ],
            "meta": {"status": self.status, "notes": self.notes, "language": self.language},
        }


class TailoredVersion(models.Model):
    """A resume made from a master resume for one posting (it started as a copy).

    `synced_version` is the master's version it was copied from, or last brought up to date
    with: a master newer than that has changes to push down."""

    resume = fields.one_of("resumes.Resume", _("resume"), "tailored_from")
    master = fields.part_of("resumes.Resume", _("master"), "tailored_versions")
    posting = fields.part_of(JobPosting, _("posting"), "versions")
    synced_version = models.PositiveIntegerField(verbose_name=_("synced version"))
    score_before = models.PositiveSmallIntegerField(verbose_name=_("score before"), default=0)
    created_at = fields.added_at()

    class Meta:
        verbose_name = _("tailored version")
        verbose_name_plural = _("tailored versions")
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.resume_id} for {self.posting_id}"


class CoverLetter(models.Model):
    """The cover letter of a tailored version for its posting: its body as plain text, editable,
    and whom it is addressed to (the layout adds date, addresses, greeting and signature)."""

    version = fields.one_of(TailoredVersion, _("version"), "cover_letter")
    text = models.TextField(verbose_name=_("text"), blank=True)
    recipient = models.CharField(
        verbose_name=_("recipient"),
        max_length=120,
        blank=True,
        help_text=_(
            "The hiring manager's name, if known (empty: read from the posting, if it "
            "names one, or a generic greeting)."
        ),
    )
    findings = fields.data(_("findings"), list)
    updated_at = fields.updated_at()

    class Meta:
        verbose_name = _("cover letter")
        verbose_name_plural = _("cover letters")

    def __str__(self) -> str:
        return f"cover letter {self.version_id}"
