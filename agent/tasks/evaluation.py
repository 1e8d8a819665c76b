"""Evaluation runs as background tasks: staff start one from the evaluation page, the worker
runs the grid exactly as `manage.py eval_agent` does (`agent.evaluation.launch`), and the
task's page follows it, evaluation task by evaluation task, until the report is there."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.urls import reverse
from django_tasks import task

from agent.evaluation.launch import NOT_RUN_PREFIXES, plan_evaluation, run_plan
from agent.models import EvalCell, EvalRun
from agent.tasks import progress


def _cell_outcome(cell: EvalCell) -> dict[str, Any]:
    not_run = [
        reason
        for reason in cell.results.order_by("repetition", "pk").values_list("reason", flat=True)
        if reason.startswith(NOT_RUN_PREFIXES)
    ]
    return {
        "label": cell.label,
        "tasks": cell.tasks,
        "passed": cell.passed,
        "not_run": len(not_run),
        "error": not_run[0][:300] if not_run else "",
    }


def outcome(eval_run: EvalRun) -> dict[str, Any]:
    """The task's result: the run's id and address, and each cell's score and failures."""
    cells = [_cell_outcome(cell) for cell in eval_run.cells.order_by("position")]
    return {
        "eval_run": eval_run.pk,
        "url": reverse("evaluation_detail", args=[eval_run.pk]),
        "status": eval_run.status,
        "tasks": sum(cell["tasks"] for cell in cells),
        "passed": sum(cell["passed"] for cell in cells),
        "cells": cells,
        "failed_cells": sum(1 for cell in cells if cell["not_run"]),
    }


@task(takes_context=True)
def run_evaluation_grid(
    context: Any,
    *,
    providers: list[str],
    models: list[str] | None = None,
    strategies: list[str] | None = None,
    capabilities: list[str] | None = None,
    tasks: str = "core",
    only: list[str] | None = None,
    repeat: int = 1,
    started_by: int | None = None,
) -> dict[str, Any]:
    """`eval_agent --provider ... --model ... --strategy ... --capability ... --tasks ...
    --repeat N` (and only the tasks named), saying after each task how far it got."""
    plan = plan_evaluation(
        providers=providers,
        models=models,
        strategies=strategies,
        capabilities=capabilities,
        tasks=tasks,
        only=only,
        repeat=repeat,
    )
    progress.report(context, done=0, total=plan.total)

    per_cell = max(1, plan.repeat * len(plan.task_set.tasks))

    def report(done: int, total: int, label: str) -> None:
        # Called before each task: "provider · model · strategy · capability · task (k/n)".
        note = "" if done >= total else f"{label} ({done % per_cell + 1}/{per_cell})"
        progress.report(context, done=done, total=total, note=note)

    user = get_user_model().objects.filter(pk=started_by).first() if started_by else None
    eval_run = run_plan(plan, progress=report, started_by=user, task_id=str(context.task_result.id))
    return outcome(eval_run)
