"""A person's own background tasks: the model's correction of an import, and bringing every
tailored version of a master up to date. Each has a page that polls its progress fragment
every second (htmx) until the task has finished (see agent/tasks/__init__.py). The translation
of a language version has its pages in translating_views.py, with `owned_task`,
`task_context` and `finished_redirect` from here.

Only the person who started a task sees it: a task is found by its id and by the `user_id`
it was queued with, so another person's task id (or another kind of task's) is a 404."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect
from django_tasks.base import Task, TaskResult, TaskResultStatus
from django_tasks.exceptions import TaskResultDoesNotExist, TaskResultMismatch

from agent.tasks import progress
from agent.tasks.importing import correct_import, record_failure
from agent.tasks.pushdown import push_down_all
from resumes.postings import pushdown, selectors
from resumes.selectors import resume_find_for_user, resume_get_for_user

FINISHED = {TaskResultStatus.SUCCESSFUL, TaskResultStatus.FAILED}


def owned_task(task: Task, request: HttpRequest, result_id: Any) -> TaskResult:
    try:
        result = task.get_result(str(result_id))
    except (TaskResultDoesNotExist, TaskResultMismatch, ValueError) as exc:
        raise Http404 from exc
    if result.kwargs.get("user_id") != request.user.pk:
        raise Http404
    return result


def task_context(result: TaskResult) -> dict[str, Any]:
    succeeded = result.status == TaskResultStatus.SUCCESSFUL
    return {
        "task": result,
        "progress": progress.read(str(result.id)),
        "finished": result.status in FINISHED,
        "succeeded": succeeded,
        "outcome": result.return_value if succeeded else None,
    }


def finished_redirect(url: str, *, fragment: bool) -> HttpResponse:
    """Where a finished task leads: a redirect from its page, an htmx one from its progress
    fragment (which the page polls)."""
    return HttpResponseClientRedirect(url) if fragment else redirect(url)


# The import's correction


def _imported_url(request: HttpRequest, result: TaskResult) -> str:
    """Where a finished correction leads: the resume page with its import report open, as
    after an import without a model (the dashboard if the resume was deleted since)."""
    resume = resume_find_for_user(request.user, result.kwargs.get("resume_id"))
    if resume is None:
        return reverse("dashboard")
    if result.status == TaskResultStatus.FAILED:
        record_failure(resume=resume)
    return reverse("resume_detail", args=[resume.pk]) + "?imported=1"


@login_required
@require_GET
def import_task(request: HttpRequest, result_id: str) -> HttpResponse:
    return _import_view(request, result_id, fragment=False)


@login_required
@require_GET
def import_task_progress(request: HttpRequest, result_id: str) -> HttpResponse:
    return _import_view(request, result_id, fragment=True)


def _import_view(request: HttpRequest, result_id: str, *, fragment: bool) -> HttpResponse:
    """The correction's page, or with `fragment` its progress; where it leads once finished."""
    result = owned_task(correct_import, request, result_id)
    if result.status in FINISHED:
        return finished_redirect(_imported_url(request, result), fragment=fragment)
    if fragment:
        return render(request, "agent/tasks/import_progress.html", task_context(result))
    resume = resume_find_for_user(request.user, result.kwargs.get("resume_id"))
    context = {"nav": "dashboard", "resume": resume, **task_context(result)}
    return render(request, "agent/tasks/import_task.html", context)


# Bringing every version of a master up to date


@login_required
@require_POST
def pushdown_all_start(request: HttpRequest, resume_id: int) -> HttpResponse:
    master = resume_get_for_user(request.user, resume_id)
    versions = selectors.versions_of_master(master).select_related("master")
    if not any(pushdown.lags_behind(version) for version in versions):
        messages.info(request, _("Every tailored version is up to date with this resume."))
        return redirect("resume_detail", master.pk)
    result = push_down_all.enqueue(master_id=master.pk, user_id=request.user.pk)
    return redirect("pushdown_job", result_id=result.id)


def _pushdown_context(request: HttpRequest, result: TaskResult) -> dict[str, Any]:
    master = resume_find_for_user(request.user, result.kwargs.get("master_id"))
    return {"nav": "dashboard", "master": master, **task_context(result)}


@login_required
@require_GET
def pushdown_task(request: HttpRequest, result_id: str) -> HttpResponse:
    result = owned_task(push_down_all, request, result_id)
    return render(request, "agent/tasks/pushdown_task.html", _pushdown_context(request, result))


@login_required
@require_GET
def pushdown_task_progress(request: HttpRequest, result_id: str) -> HttpResponse:
    result = owned_task(push_down_all, request, result_id)
    context = _pushdown_context(request, result)
    return render(request, "agent/tasks/pushdown_progress.html", context)
