"""`{% load when %}`: relative times for people ("just now", "5 minutes ago").

Django's `timesince` says "0 minutes" for anything under a minute (and for a time a little in
the future, when clocks differ); `ago` says "just now" instead.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django import template
from django.utils import timezone
from django.utils.timesince import timesince
from django.utils.translation import gettext as _

register = template.Library()

JUST_NOW = timedelta(minutes=1)


@register.filter
def ago(value: datetime | None, now: datetime | None = None) -> str:
    """ "just now" under a minute, else "<timesince> ago", in the active language."""
    if not isinstance(value, datetime):
        return ""
    now = now or timezone.now()
    if now - value < JUST_NOW:
        return _("just now")
    return _("%(when)s ago") % {"when": timesince(value, now)}
