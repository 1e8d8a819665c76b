"""Maintenance tasks for staff: repairing every conversation's history, in batches."""

from __future__ import annotations

from typing import Any

from django_tasks import task

from agent.engine.repair import repair
from agent.models import Conversation
from agent.tasks import progress

BATCH = 500


@task(takes_context=True)
def repair_all_histories(context: Any, *, batch_size: int = BATCH) -> dict[str, Any]:
    """`manage.py repair_histories` for every conversation, a batch at a time, saying after
    each batch how many conversations are done. Returns the totals the page shows."""
    ids = list(Conversation.objects.order_by("pk").values_list("pk", flat=True))
    total = len(ids)
    progress.report(context, done=0, total=total)
    fixed = remaining = 0
    fixed_by_kind: dict[str, int] = {}
    for start in range(0, total, max(1, batch_size)):
        batch = ids[start : start + batch_size]
        result = repair(conversation_ids=batch)
        fixed += result.fixed
        remaining += sum(finding.count for finding in result.remaining)
        for kind, count in result.fixed_by_kind.items():
            fixed_by_kind[kind] = fixed_by_kind.get(kind, 0) + count
        progress.report(context, done=start + len(batch), total=total)
    return {
        "conversations": total,
        "fixed": fixed,
        "fixed_by_kind": fixed_by_kind,
        "remaining": remaining,
        "consistent": remaining == 0,
    }
