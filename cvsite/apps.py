"""The background-task queue's app (django_tasks_db) under a name the admin shows in the
reader's language: the package names itself "Tasks Database Backend", untranslated."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django_tasks_db.apps import TasksAppConfig


class TasksDatabaseConfig(TasksAppConfig):
    verbose_name = _("Background tasks")
