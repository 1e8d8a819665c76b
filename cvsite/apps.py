"""The site's app configs: the site itself (for its `runserver`), and the background-task
queue's app (django_tasks_db) under a name the admin shows in the reader's language: the package
names itself "Tasks Database Backend", untranslated."""

from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _
from django_tasks_db.apps import TasksAppConfig


class TasksDatabaseConfig(TasksAppConfig):
    verbose_name = _("Background tasks")


class SiteConfig(AppConfig):
    """The site itself as an app, for its one command: `runserver` on Daphne
    (`cvsite/management/commands/runserver.py`). It has no models."""

    name = "cvsite"
