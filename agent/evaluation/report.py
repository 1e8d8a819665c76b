"""An evaluation run as the command prints it: the JSON document and the text tables."""

from __future__ import annotations

from typing import Any

from agent.evaluation.stats import comparisons
from agent.models import EvalCell, EvalRun

REASON_CHARS = 110


def cell_json(cell: EvalCell) -> dict[str, Any]:
    return {
        "provider": cell.provider_slug,
        "model": cell.model,
        "strategy": cell.strategy,
        "capability": cell.capability_label or None,
        "tasks": cell.tasks,
        "passed": cell.passed,
        "success_rate": cell.success_rate,
        "tool_call_validity": {
            "as_sent": cell.calls_as_sent,
            "repaired": cell.calls_repaired,
            "unreadable": cell.calls_unreadable,
        },
        "latency_p50_s": cell.latency_p50_s,
        "latency_p95_s": cell.latency_p95_s,
        "prompt_tokens": cell.prompt_tokens,
        "completion_tokens": cell.completion_tokens,
        "fallbacks": cell.fallbacks,
    }


def as_json(eval_run: EvalRun) -> dict[str, Any]:
    """`{"cells": [...], "results": [...]}`; a result's `cell` is its cell's index in `cells`."""
    cells = list(eval_run.cells.order_by("position"))
    index = {cell.pk: number for number, cell in enumerate(cells)}
    results = []
    for cell in cells:
        for result in cell.results.order_by("repetition", "pk"):
            results.append(
                {
                    "cell": index[cell.pk],
                    "task": result.task_id,
                    "passed": result.passed,
                    "reason": result.reason,
                }
            )
    return {"cells": [cell_json(cell) for cell in cells], "results": results}


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}s"


def _table(headers: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(str(row[i])) for row in [headers, *rows]) for i in range(len(headers))]
    lines = ["  ".join(str(h).ljust(w) for h, w in zip(headers, widths, strict=True))]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(str(c).ljust(w) for c, w in zip(row, widths, strict=True)) for row in rows]
    return lines


def table_lines(eval_run: EvalRun) -> list[str]:
    """The cells, then every failed task with its reason, then capability A/B comparisons."""
    cells = list(eval_run.cells.order_by("position"))
    lines = _table(
        [
            "#",
            "provider",
            "model",
            "strategy",
            "capability",
            "passed",
            "rate",
            "calls sent/repaired/unreadable",
            "p50",
            "p95",
            "tokens in/out",
            "fallbacks",
        ],
        [
            [
                str(number),
                cell.provider_slug,
                cell.model,
                cell.strategy,
                cell.capability_label or "-",
                f"{cell.passed}/{cell.tasks}",
                f"{cell.success_rate:.0%}",
                f"{cell.calls_as_sent}/{cell.calls_repaired}/{cell.calls_unreadable}",
                _seconds(cell.latency_p50_s),
                _seconds(cell.latency_p95_s),
                f"{cell.prompt_tokens}/{cell.completion_tokens}",
                str(cell.fallbacks),
            ]
            for number, cell in enumerate(cells)
        ],
    )
    failed = [
        [str(number), result.task_id, _clip(result.reason)]
        for number, cell in enumerate(cells)
        for result in cell.results.filter(passed=False).order_by("repetition", "pk")
    ]
    if failed:
        lines += ["", f"Failed tasks ({len(failed)}):", *_table(["#", "task", "reason"], failed)]
    pairs = comparisons(cells)
    if pairs:
        lines += ["", "Capability versions side by side:"]
        for pair in pairs:
            lines.append(
                f"  {pair.a.capability_label} {pair.rate_a:.0%} -> {pair.b.capability_label} "
                f"{pair.rate_b:.0%}: {pair.difference:+.0%}, {pair.verdict}"
                + (f" (noise {pair.noise:.0%})" if pair.noise is not None else "")
                + f" [{pair.a.provider_slug} · {pair.a.model} · {pair.a.strategy}]"
            )
    lines += ["", f"Evaluation {eval_run.pk}: {eval_run.duration_s or 0:.1f} s, stored."]
    return lines


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= REASON_CHARS else text[: REASON_CHARS - 1] + "…"
