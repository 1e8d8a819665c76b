from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ResumesConfig(AppConfig):
    name = "resumes"
    verbose_name = _("Resumes")
