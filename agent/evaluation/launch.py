"""What `manage.py eval_agent` and the background task share: options in, a plan out (the task
set, the cells, what to record), then the run. Both front ends call these two functions, so
a run started from the page is stored exactly as one started on the command line.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from agent.evaluation.grid import Cell, build_cells
from agent.evaluation.runner import Progress, run_evaluation
from agent.evaluation.tasks import DEFAULT_SET, TaskError, TaskSet, load_set
from agent.models import EvalRun

# Reasons of a task that could not run at all (as opposed to one the model got wrong).
NOT_RUN_PREFIXES = ("provider error:", "crashed:", "not run:", "refused:")


@dataclass
class Plan:
    cells: list[Cell]
    task_set: TaskSet
    repeat: int
    # What the run records as its options: the command line (or the form), parsed.
    options: dict[str, Any]

    @property
    def total(self) -> int:
        return len(self.cells) * self.repeat * len(self.task_set.tasks)


def only_tasks(task_set: TaskSet, ids: Iterable[str]) -> TaskSet:
    """The set with only the tasks named (in the set's order); all of them when none is."""
    wanted = list(dict.fromkeys(ids))
    if not wanted:
        return task_set
    known = {task.id for task in task_set.tasks}
    unknown = [task_id for task_id in wanted if task_id not in known]
    if unknown:
        raise TaskError(
            f"No task {unknown[0]!r} in the set {task_set.name!r}; "
            f"its tasks: {', '.join(task.id for task in task_set.tasks)}."
        )
    return TaskSet(
        name=task_set.name,
        folder=task_set.folder,
        tasks=[task for task in task_set.tasks if task.id in wanted],
    )


def plan_evaluation(
    *, tasks: str = DEFAULT_SET, only: list[str] | None = None, repeat: int = 1, **grid: Any
) -> Plan:
    """Load the set and build the cells (`grid`: the options of `build_cells`); `TaskError`
    or `GridError` when the options name nothing runnable (nothing was run or stored)."""
    task_set = only_tasks(load_set(tasks), only or [])
    cells = build_cells(**grid)
    options: dict[str, Any] = {
        "provider": list(grid["providers"]),
        "base_url": grid.get("base_url"),
        "model": list(grid.get("models") or []),
        "strategy": list(grid.get("strategies") or []),
        "capability": list(grid.get("capabilities") or []),
        "repeat": repeat,
        "tasks": tasks,
    }
    if only:
        options["only"] = [task.id for task in task_set.tasks]
    return Plan(cells=cells, task_set=task_set, repeat=repeat, options=options)


def run_plan(
    plan: Plan,
    *,
    progress: Progress | None = None,
    started_by: Any = None,
    task_id: str = "",
) -> EvalRun:
    """Run and store it; `task_id` is the background task's id, recorded in the options."""
    # The stored options key stays "job" (saved EvalRun rows and the task page read it).
    options = {**plan.options, "job": task_id} if task_id else plan.options
    return run_evaluation(
        cells=plan.cells,
        task_set=plan.task_set,
        repeat=plan.repeat,
        options=options,
        progress=progress,
        started_by=started_by,
    )
