"""Staff background tasks: start one, and follow it until it has finished.

The page of a task polls its progress fragment every second (htmx) while the worker runs it;
see agent/tasks/__init__.py for the pattern. Each kind of task (`TASK_PAGES`, by the task's
module path) has its title, the body of its fragment and the page to go back to."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.contrib.admin.views.decorators import staff_member_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST
from django_tasks import default_task_backend
from django_tasks.base import TaskResultStatus
from django_tasks.exceptions import TaskResultDoesNotExist

from agent.evaluation import selectors as eval_selectors
from agent.tasks.evaluation import run_evaluation_grid
from agent.tasks.maintenance import repair_all_histories
from agent.web.owner_tasks_views import task_context


@dataclass(frozen=True)
class TaskPage:
    title: Any
    body: str
    back_url: str
    back_label: Any
    nav: str


TASK_PAGES = {
    repair_all_histories.module_path: TaskPage(
        title=_("Repair conversation histories"),
        body="agent/tasks/_repair.html",
        back_url="maintenance",
        back_label=_("Back to maintenance"),
        nav="maintenance",
    ),
    run_evaluation_grid.module_path: TaskPage(
        title=_("Evaluation run"),
        body="agent/tasks/_evaluation.html",
        back_url="evaluation_list",
        back_label=_("Back to the evaluation"),
        nav="evaluation",
    ),
}


def _found(result_id: str) -> tuple[Any, TaskPage]:
    try:
        result = default_task_backend.get_result(str(result_id))
    except (TaskResultDoesNotExist, ValueError) as exc:
        raise Http404 from exc
    page = TASK_PAGES.get(result.task.module_path)
    if page is None:
        raise Http404
    return result, page


def _error(result: Any) -> str:
    """The exception's last line ("GridError: Unknown provider 'x'. ..."), for a failed task."""
    if result.status != TaskResultStatus.FAILED or not result.errors:
        return ""
    lines = [line for line in result.errors[-1].traceback.strip().splitlines() if line.strip()]
    return lines[-1][:1000] if lines else ""


def _context(result: Any, page: TaskPage) -> dict[str, Any]:
    context = {**task_context(result), "page": page, "error": _error(result)}
    if page.nav == "evaluation":
        # The run it is storing, as soon as there is one (a crash leaves a partial report).
        context["eval_run"] = eval_selectors.run_for_task(str(result.id))
    return context


@staff_member_required
def maintenance(request: HttpRequest) -> HttpResponse:
    return render(request, "agent/tasks/maintenance.html", {"nav": "maintenance"})


@staff_member_required
@require_POST
def repair_start(request: HttpRequest) -> HttpResponse:
    result = repair_all_histories.enqueue()
    return redirect("job_detail", result_id=result.id)


@staff_member_required
def task_detail(request: HttpRequest, result_id: str) -> HttpResponse:
    result, page = _found(result_id)
    return render(request, "agent/tasks/task.html", {"nav": page.nav, **_context(result, page)})


@staff_member_required
def task_progress(request: HttpRequest, result_id: str) -> HttpResponse:
    result, page = _found(result_id)
    return render(request, "agent/tasks/progress.html", _context(result, page))
