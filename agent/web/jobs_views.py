"""Staff maintenance: start a background job, and follow it until it has finished.

The page of a job polls its progress fragment every second (htmx) while the worker runs it;
see agent/jobs/__init__.py for the pattern."""

from __future__ import annotations

from django.contrib.admin.views.decorators import staff_member_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST
from django_tasks.base import TaskResultStatus
from django_tasks.exceptions import TaskResultDoesNotExist

from agent.jobs import progress
from agent.jobs.maintenance import repair_all_histories

FINISHED = {TaskResultStatus.SUCCESSFUL, TaskResultStatus.FAILED}


def _job(result_id: str):
    try:
        return repair_all_histories.get_result(str(result_id))
    except (TaskResultDoesNotExist, ValueError) as exc:
        raise Http404 from exc


def _context(result) -> dict:
    finished = result.status in FINISHED
    return {
        "job": result,
        "progress": progress.read(str(result.id)),
        "finished": finished,
        "succeeded": result.status == TaskResultStatus.SUCCESSFUL,
        "outcome": result.return_value if result.status == TaskResultStatus.SUCCESSFUL else None,
    }


@staff_member_required
def maintenance(request: HttpRequest) -> HttpResponse:
    return render(request, "agent/jobs/maintenance.html", {"nav": "maintenance"})


@staff_member_required
@require_POST
def repair_start(request: HttpRequest) -> HttpResponse:
    result = repair_all_histories.enqueue()
    return redirect("job_detail", result_id=result.id)


@staff_member_required
def job_detail(request: HttpRequest, result_id: str) -> HttpResponse:
    context = {"nav": "maintenance", **_context(_job(result_id))}
    return render(request, "agent/jobs/job.html", context)


@staff_member_required
def job_progress(request: HttpRequest, result_id: str) -> HttpResponse:
    return render(request, "agent/jobs/progress.html", _context(_job(result_id)))
