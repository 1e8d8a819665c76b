"""Language versions of a resume and a person's glossary.

Imported by `resumes.models` (so Django sees them); this module imports no other resumes code.
"""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _

from resumes import modelfields as fields


class LanguageVersion(models.Model):
    """A resume that is the translation of a master resume into `language` (any language
    code Django knows: "zh-hans", "en", "fr", ...). It started as a copy of the master and
    is translated in place, so its entries line up one to one with the master's by position.

    `synced_version` is the master's version it was last translated from (or brought up to
    date with); `local_version` is the version's own version at that moment: revisions after
    it that a person made are direct edits, kept when the master changes. `conflicts` are
    master changes to a place the person edited in the version, waiting to be settled."""

    resume = fields.one_of("resumes.Resume", _("resume"), "language_of")
    master = fields.part_of("resumes.Resume", _("master"), "language_versions")
    language = models.CharField(verbose_name=_("language"), max_length=20)
    synced_version = models.PositiveIntegerField(verbose_name=_("synced version"))
    local_version = models.PositiveIntegerField(verbose_name=_("local version"), default=1)
    conflicts = fields.data(_("conflicts"), list)
    created_at = fields.added_at()

    class Meta:
        verbose_name = _("language version")
        verbose_name_plural = _("language versions")
        ordering = ["master", "language"]
        constraints = [fields.unique("master", "language", name="language_version_unique_language")]

    def __str__(self) -> str:
        return f"{self.resume_id} ({self.language}) of {self.master_id}"


class GlossaryTerm(models.Model):
    """How a person writes one name in one language: `term` as their masters write it,
    `translation` in `language` (the same text: a name never translated)."""

    owner = fields.owner("glossary_terms")
    language = models.CharField(verbose_name=_("language"), max_length=20)
    term = models.CharField(verbose_name=_("term"), max_length=200)
    translation = models.CharField(verbose_name=_("translation"), max_length=200)
    created_at = fields.added_at()

    class Meta:
        verbose_name = _("glossary term")
        verbose_name_plural = _("glossary terms")
        ordering = ["owner", "language", "term"]
        constraints = [fields.unique("owner", "language", "term", name="glossary_unique_term")]

    def __str__(self) -> str:
        return f"{self.term} → {self.translation} ({self.language})"
