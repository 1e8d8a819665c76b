"""Reads of evaluation runs for the staff pages and the evaluation task's page."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.shortcuts import get_object_or_404

from agent.models import CapabilityVersion, EvalResult, EvalRun, Provider


def recent_runs(limit: int) -> QuerySet[EvalRun]:
    """The latest evaluation runs with their cells, newest first."""
    return EvalRun.objects.prefetch_related("cells").order_by("-started_at", "-pk")[:limit]


def run_for_task(task_id: str) -> EvalRun | None:
    """The run a background evaluation task is storing, as soon as there is one. The stored
    options key is "job" (runs saved before background work was called tasks use it)."""
    return EvalRun.objects.filter(options__job=task_id).first()


def run_get(eval_run_id: Any) -> EvalRun:
    """The evaluation run with this id, or a 404."""
    return get_object_or_404(EvalRun, pk=eval_run_id)


def run_cells(eval_run: EvalRun) -> list[Any]:
    """The run's cells in the grid's order."""
    return list(eval_run.cells.order_by("position"))


def run_results(eval_run: EvalRun) -> QuerySet[EvalResult]:
    """The run's results, cell by cell, in the order they ran."""
    return (
        EvalResult.objects.filter(cell__eval_run=eval_run)
        .select_related("cell")
        .order_by("cell__position", "repetition", "pk")
    )


def result_get(result_id: Any) -> EvalResult:
    """One result with its cell, run and conversation's resume, or a 404."""
    return get_object_or_404(
        EvalResult.objects.select_related("cell__eval_run", "conversation__resume"), pk=result_id
    )


def capability_versions(capability_id: Any, versions: list[Any]) -> dict[tuple[Any, Any], Any]:
    """The capability's versions among `versions`, by (capability id, version)."""
    rows = CapabilityVersion.objects.filter(capability_id=capability_id, version__in=versions)
    return {(row.capability_id, row.version): row for row in rows}


def providers_by_name() -> QuerySet[Provider]:
    return Provider.objects.order_by("name")
