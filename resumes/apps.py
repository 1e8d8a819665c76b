from __future__ import annotations

from django.apps import AppConfig


class ResumesConfig(AppConfig):
    name = "resumes"
    verbose_name = "Resumes"
