"""Migrations 0022_tasks_renamed (`agent.jobs` became `agent.tasks`) and
0023_evaluation_task_renamed (`run_evaluation_job` became `run_evaluation_grid`): a task queued
under an old dotted path still names a function the worker can import after the upgrade."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone
from django.utils.module_loading import import_string

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [
    ("agent", "0021_translate_capability"),
    ("django_tasks_database", "0021_conditional_partial_index_ordering"),
]
AFTER = [("agent", "0022_tasks_renamed")]


def _migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def test_a_task_queued_under_the_old_name_runs_under_the_new_one():
    try:
        old_apps = _migrate(BEFORE)
        result = old_apps.get_model("django_tasks_database", "DBTaskResult")
        queued = result.objects.create(
            args_kwargs={"args": [], "kwargs": {}},
            task_path="agent.jobs.pushdown.push_down_all",
            backend_name="default",
            run_after=timezone.now(),
        )
        other = result.objects.create(
            args_kwargs={"args": [], "kwargs": {}},
            task_path="somewhere.else.task",
            backend_name="default",
            run_after=timezone.now(),
        )
        new_apps = _migrate(AFTER)
        rows = new_apps.get_model("django_tasks_database", "DBTaskResult").objects
        assert rows.get(pk=queued.pk).task_path == "agent.tasks.pushdown.push_down_all"
        assert rows.get(pk=other.pk).task_path == "somewhere.else.task"
        assert callable(import_string(rows.get(pk=queued.pk).task_path).func)
    finally:
        _migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())


def test_an_evaluation_queued_as_run_evaluation_job_runs_as_run_evaluation_grid():
    """Migration 0023: the evaluation's task is `run_evaluation_grid`; a row stored under the old
    name (from before 0022 too) names the function after the upgrade, and back."""
    before_jobs = [("agent", "0022_tasks_renamed")]
    after = [("agent", "0023_evaluation_task_renamed")]
    try:
        old_apps = _migrate(BEFORE)
        result = old_apps.get_model("django_tasks_database", "DBTaskResult")
        queued = result.objects.create(
            args_kwargs={"args": [], "kwargs": {}},
            task_path="agent.jobs.evaluation.run_evaluation_job",
            backend_name="default",
            run_after=timezone.now(),
        )
        new_apps = _migrate(after)
        rows = new_apps.get_model("django_tasks_database", "DBTaskResult").objects
        assert rows.get(pk=queued.pk).task_path == "agent.tasks.evaluation.run_evaluation_grid"
        assert callable(import_string(rows.get(pk=queued.pk).task_path).func)
        back_apps = _migrate(before_jobs)
        rows = back_apps.get_model("django_tasks_database", "DBTaskResult").objects
        assert rows.get(pk=queued.pk).task_path == "agent.tasks.evaluation.run_evaluation_job"
    finally:
        _migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())
