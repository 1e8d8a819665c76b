"""Where a running background task says how far it got, and where a page reads it.

The worker and the web server are different processes, so progress goes through a cache
every process shares: the `tasks` cache (a database table by default, Redis when `REDIS_URL`
is set; see settings.py). The task's own status and result stay with the tasks framework.
"""

from __future__ import annotations

from typing import Any

from django.core.cache import caches

CACHE = "tasks"
KEEP_SECONDS = 7 * 24 * 3600


def _key(task_id: str) -> str:
    return f"task-progress:{task_id}"


def report(context: Any, *, done: int, total: int, note: str = "") -> None:
    """Called by a task (with its `TaskContext`) after each step."""
    task_id = str(context.task_result.id)
    caches[CACHE].set(_key(task_id), {"done": done, "total": total, "note": note}, KEEP_SECONDS)


def read(task_id: str) -> dict[str, Any]:
    """{"done", "total", "note", "percent"}; zeros before the task's first report."""
    found = caches[CACHE].get(_key(task_id)) or {"done": 0, "total": 0, "note": ""}
    total = int(found.get("total") or 0)
    done = int(found.get("done") or 0)
    found["percent"] = round(100 * done / total) if total else 0
    return found
