"""The model fields that recur across the apps' models, made in one place.

Each function returns a new field, so a model's class body reads `owner = owner("resumes")`
and the field keeps its place among the others. What each field is (type, verbose name,
on_delete, null) is what the migrations already hold: the autodetector sees the same fields.
The agent's models use these too (the agent may import resumes; resumes never imports agent).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


def owner(related_name: str) -> models.ForeignKey:
    """The person a row belongs to; deleted with them."""
    return models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("owner"),
        on_delete=models.CASCADE,
        related_name=related_name,
    )


def part_of(to: Any, verbose_name: Any, related_name: str, **extra: Any) -> models.ForeignKey:
    """The row this one is part of; deleted with it."""
    return models.ForeignKey(
        to, verbose_name=verbose_name, on_delete=models.CASCADE, related_name=related_name, **extra
    )


def one_of(to: Any, verbose_name: Any, related_name: str) -> models.OneToOneField:
    """The one row this one belongs to, one to one; deleted with it."""
    return models.OneToOneField(
        to, verbose_name=verbose_name, on_delete=models.CASCADE, related_name=related_name
    )


def link(
    to: Any,
    verbose_name: Any,
    related_name: str | None = "+",
    help_text: Any = "",
    *,
    one: bool = False,
) -> models.ForeignKey:
    """An optional link that outlives what it points to (set to null when that is deleted);
    `one`: one to one."""
    extra = {} if related_name is None else {"related_name": related_name}
    kind = models.OneToOneField if one else models.ForeignKey
    return kind(
        to,
        verbose_name=verbose_name,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        help_text=help_text,
        **extra,
    )


def moment(verbose_name: Any) -> models.DateTimeField:
    """A moment, now unless a caller gives another (when it was made, started, changed)."""
    return models.DateTimeField(verbose_name=verbose_name, default=timezone.now)


def created_at(verbose_name: Any = None) -> models.DateTimeField:
    """When the row was made (now by default; a caller may give another moment)."""
    return moment(verbose_name or _("created at"))


def added_at() -> models.DateTimeField:
    """When the row was first saved (set by Django, not editable)."""
    return models.DateTimeField(verbose_name=_("created at"), auto_now_add=True)


def stamps() -> tuple[models.DateTimeField, models.DateTimeField]:
    """When the row was first saved and when last: `created_at, updated_at = stamps()`."""
    return added_at(), updated_at()


def updated_at() -> models.DateTimeField:
    """When the row was last saved."""
    return models.DateTimeField(verbose_name=_("updated at"), auto_now=True)


def data(verbose_name: Any, empty: type = dict, help_text: Any = "") -> models.JSONField:
    """A JSON value that starts empty (`{}`, or `[]` with `empty=list`); optional in forms."""
    return models.JSONField(
        verbose_name=verbose_name, default=empty, blank=True, help_text=help_text
    )


def choice(
    verbose_name: Any,
    choices: type[models.TextChoices],
    *,
    max_length: int,
    default: Any = models.NOT_PROVIDED,
    **extra: Any,
) -> models.CharField:
    """One of a `TextChoices`' values, stored as its text (`default` when given)."""
    return models.CharField(
        verbose_name=verbose_name,
        max_length=max_length,
        choices=choices.choices,
        default=default,
        **extra,
    )


def unique(*field_names: str, name: str, condition: models.Q | None = None) -> models.Constraint:
    """No two rows alike in these fields (those matching `condition`, when given), under the
    constraint name the migrations hold."""
    extra = {} if condition is None else {"condition": condition}
    return models.UniqueConstraint(fields=field_names, name=name, **extra)


def row_values(row: models.Model, *names: str) -> dict[str, Any]:
    """The row's id and the named fields, in that order: the members of a JSON object that
    shows a row as it is (`row_values(resume, "title", "version")`)."""
    return {"id": row.pk, **{name: getattr(row, name) for name in names}}


class RecentFirst(models.Model):
    """A person's own kind of document, listed most recently changed first (`owner` and
    `updated_at` are the model's own): the order of its list and the index that serves it.
    A model's `Meta` extends this one's (`class Meta(RecentFirst.Meta)`)."""

    class Meta:
        abstract = True
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["owner", "-updated_at"])]
