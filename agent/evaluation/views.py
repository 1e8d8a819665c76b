"""Staff pages: evaluation runs (table, success-rate-against-latency chart, capability A/B,
each task's transcript in the playground's trace view) and usage statistics with charts.
No Channels here: the pages read rows and render HTML and SVG."""

from __future__ import annotations

import difflib
import json
from typing import Any

from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from agent.evaluation import selectors
from agent.evaluation.forms import EvaluationForm
from agent.evaluation.stats import comparisons
from agent.evaluation.tasks import available_sets
from agent.evaluation.usage import parse_filters, usage_stats
from agent.models import CapabilityVersion
from agent.tasks.evaluation import run_evaluation_grid
from agent.web.contexts import llm_call_items
from agent.web.rendering import render_transcript
from resumes import charts

RUNS_SHOWN = 50


def _list_page(request: HttpRequest, form: EvaluationForm, status: int = 200) -> HttpResponse:
    runs = selectors.recent_runs(RUNS_SHOWN)
    return render(
        request,
        "agent/evaluation/list.html",
        {"runs": runs, "sets": available_sets(), "form": form, "nav": "evaluation"},
        status=status,
    )


@staff_member_required
@require_GET
def evaluation_list(request: HttpRequest) -> HttpResponse:
    return _list_page(request, EvaluationForm())


@require_POST
def evaluation_start(request: HttpRequest) -> HttpResponse:
    """Start an evaluation as a background task and follow it on the task's page. Signed-in
    people who are not staff get 403; nothing is enqueued unless every choice is valid."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not (request.user.is_active and request.user.is_staff):
        raise PermissionDenied
    form = EvaluationForm(request.POST)
    if not form.is_valid():
        return _list_page(request, form, status=400)
    result = run_evaluation_grid.enqueue(**form.task_arguments(), started_by=request.user.pk)
    return redirect("job_detail", result_id=result.id)


def _version_diff(comparison: Any) -> str:
    """What changed between the two versions: the prompt addendum, tools and options."""
    versions = selectors.capability_versions(
        comparison.a.capability_id,
        [comparison.a.capability_version, comparison.b.capability_version],
    )
    a = versions.get((comparison.a.capability_id, comparison.a.capability_version))
    b = versions.get((comparison.b.capability_id, comparison.b.capability_version))
    if a is None or b is None:
        return ""

    def text(row: CapabilityVersion) -> list[str]:
        extra = json.dumps(
            {"tool_policy": row.tool_policy, "tools": row.tools, "options": row.options},
            ensure_ascii=False,
            sort_keys=True,
        )
        return [*row.prompt_addendum.splitlines(), "", extra]

    diff = difflib.unified_diff(
        text(a), text(b), f"v{a.version}", f"v{b.version}", lineterm="", n=2
    )
    return "\n".join(diff)


@staff_member_required
@require_GET
def evaluation_detail(request: HttpRequest, eval_run_id: int) -> HttpResponse:
    eval_run = selectors.run_get(eval_run_id)
    cells = selectors.run_cells(eval_run)
    points = [
        charts.Point(cell.latency_p50_s or 0.0, cell.success_rate, cell.label) for cell in cells
    ]
    chart = charts.scatter(
        points,
        title=_("Success rate against median latency, per cell"),
        x_label=_("median seconds per task"),
        y_label=_("tasks passed"),
    )
    pairs = [{"pair": pair, "diff": _version_diff(pair)} for pair in comparisons(cells)]
    results = selectors.run_results(eval_run)
    return render(
        request,
        "agent/evaluation/detail.html",
        {
            "eval_run": eval_run,
            "cells": cells,
            "chart": chart,
            "pairs": pairs,
            "results": results,
            "failed": sum(not r.passed for r in results),
            "nav": "evaluation",
        },
    )


@staff_member_required
@require_GET
def evaluation_result(request: HttpRequest, result_id: int) -> HttpResponse:
    result = selectors.result_get(result_id)
    conversation = result.conversation
    context: dict[str, Any] = {"result": result, "cell": result.cell, "nav": "evaluation"}
    if conversation is not None:
        context.update(
            transcript=render_transcript(conversation),
            llm_calls=llm_call_items(conversation, limit=50),
            document=json.dumps(conversation.resume.data, ensure_ascii=False, indent=2),
        )
    return render(request, "agent/evaluation/result.html", context)


def _usage_charts(filters: Any, stats: dict[str, Any]) -> dict[str, Any]:
    days = filters.days
    labels = [day.strftime("%m-%d") for day in days]
    runs = {
        who: [per_day.get(day, 0) for day in days] for who, per_day in stats["runs_per_day"].items()
    }
    tokens = stats["tokens_per_day"]
    return {
        "runs": charts.stacked_columns(
            labels, runs, title=_("Runs per day, by provider and model")
        ),
        "tokens": charts.stacked_columns(
            labels,
            {
                _("prompt tokens"): [tokens.get(day, (0, 0))[0] for day in days],
                _("completion tokens"): [tokens.get(day, (0, 0))[1] for day in days],
            },
            title=_("Tokens per day"),
        ),
        "failures": charts.hbars(stats["failures"], title=_("Failed runs by error code")),
        "fallbacks": charts.hbars(stats["fallbacks"], title=_("Fallbacks used")),
        "latency": charts.hbars(
            [(row["who"], round(row["p95"] or 0, 2)) for row in stats["latency"]],
            title=_("LLM call latency p95"),
            unit=" s",
        ),
    }


@staff_member_required
@require_GET
def usage(request: HttpRequest) -> HttpResponse:
    filters = parse_filters(request.GET)
    stats = usage_stats(filters)
    return render(
        request,
        "agent/evaluation/usage.html",
        {
            "filters": filters,
            "stats": stats,
            "charts": _usage_charts(filters, stats),
            "providers": selectors.providers_by_name(),
            "nav": "usage",
        },
    )
