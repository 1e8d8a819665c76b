"""Find and heal what crashed or cut-off runs leave in the conversation store, set-based.

The database already refuses orphan results, double results and reused call ids. What it
cannot refuse is an absence: a call whose result was never written because the process died,
or a run still marked `running` that nothing runs any more. This module finds those with a
few aggregate queries and fixes them with one UPDATE / INSERT ... SELECT each (window
functions allocate the sequence numbers), so its cost does not grow with Python loops over
rows. It is shared by `manage.py repair_histories`, the admin's "Repair history" action and
anything else that wants one conversation healed before it is sent to a provider.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict
from datetime import datetime, timedelta

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.db.models import F
from django.utils import timezone

from agent.engine.repair.census import call_conditions, calls_from, scan, scope_filter, tables
from agent.engine.repair.report import FIXABLE, Finding, RepairReport, describe
from agent.models import Conversation, ResultStatus, Role, Run, RunStatus

__all__ = ["Finding", "RepairReport", "describe", "find_problems", "repair"]

INTERRUPTED_RESULT = (
    "Interrupted: this tool call was cut off before it produced a result (the process running "
    "it stopped). Nothing is known about its outcome. It may be retried; read the part of the "
    "resume it concerns first, in case the change was already made."
)
INTERRUPTED_AFTER_SAVE_RESULT = (
    "Interrupted: this tool call was cut off before its result was recorded (the process "
    "running it stopped), but the change it made was saved to the resume. Do not repeat it; "
    "read the resume if you need to check it."
)
STALE_RUN_ERROR = (
    "The process running this turn stopped (no heartbeat for over {seconds} s); "
    "repair_histories marked it interrupted."
)
SCOPE_CHUNK = 500
FIX_ATTEMPTS = 3


def _insert_messages(t: dict[str, str]) -> str:
    """The head of an INSERT ... SELECT of messages: the SELECT gives these columns in order."""
    return (
        f"INSERT INTO {t['message']} (conversation_id, seq, role, content, reasoning, run_id, "
        "tool_call_id, status, findings, created_at)"
    )


def _keep_partial_answers(cutoff: datetime, conversation_ids: Sequence[int] | None) -> int:
    """One INSERT ... SELECT: the text a stale run had streamed (saved with its heartbeat)
    becomes an assistant message at the end of its conversation, dated by the last beat.

    A conversation has at most one running run, so MAX(seq) + 1 is free."""
    t = tables()
    scope, ids = scope_filter("r.conversation_id", conversation_ids)
    sql = f"""
        {_insert_messages(t)}
        SELECT r.conversation_id,
               COALESCE((SELECT MAX(m.seq) FROM {t["message"]} m
                         WHERE m.conversation_id = r.conversation_id), 0) + 1,
               %s, r.partial_text, '', r.id, NULL, '', '[]', r.heartbeat_at
        FROM {t["run"]} r
        WHERE r.status = %s AND r.heartbeat_at < %s AND r.partial_text <> ''{scope}
    """
    db_cutoff = connection.ops.adapt_datetimefield_value(cutoff)
    with connection.cursor() as cursor:
        cursor.execute(sql, [Role.ASSISTANT, RunStatus.RUNNING, db_cutoff, *ids])
        return cursor.rowcount


def _mark_stale_runs(cutoff: datetime, error: str, conversation_ids: Sequence[int] | None) -> int:
    _keep_partial_answers(cutoff, conversation_ids)
    runs = Run.objects.filter(status=RunStatus.RUNNING, heartbeat_at__lt=cutoff)
    if conversation_ids is not None:
        runs = runs.filter(conversation_id__in=conversation_ids)
    # The last heartbeat is when the run was last known alive: a deterministic finish time.
    return runs.update(
        status=RunStatus.INTERRUPTED,
        finished_at=F("heartbeat_at"),
        error=error,
        error_code="interrupted",
        partial_text="",
    )


def _name_blank_call_ids(conversation_ids: Sequence[int] | None) -> int:
    t = tables()
    scope, ids = scope_filter("conversation_id", conversation_ids)
    with connection.cursor() as cursor:
        # Our own id, not the provider's: what goes back to a provider is the stored pairing.
        cursor.execute(
            f"UPDATE {t['toolcall']} SET call_id = %s || CAST(id AS VARCHAR(20)) "
            f"WHERE call_id = ''{scope}",
            ["call_repaired_", *ids],
        )
        return cursor.rowcount


def _answer_dangling_calls(cutoff: datetime, conversation_ids: Sequence[int] | None) -> int:
    """One INSERT ... SELECT: an interrupted result per dangling call, after the last seq."""
    t = tables()
    condition, params = call_conditions(connection.ops.adapt_datetimefield_value(cutoff))[
        "dangling_call"
    ]
    scope, ids = scope_filter("tc.conversation_id", conversation_ids)
    sql = f"""
        {_insert_messages(t)}
        SELECT tc.conversation_id,
               COALESCE((SELECT MAX(m.seq) FROM {t["message"]} m
                         WHERE m.conversation_id = tc.conversation_id), 0)
                 + ROW_NUMBER() OVER (
                     PARTITION BY tc.conversation_id ORDER BY am.seq, tc.{t["index"]}, tc.id),
               %s,
               CASE WHEN EXISTS (SELECT 1 FROM {t["revision"]} rv WHERE rv.tool_call_id = tc.id)
                    THEN %s ELSE %s END,
               '',
               am.run_id,
               tc.id,
               %s,
               '[]',
               tc.created_at
        {calls_from()}
        WHERE {condition}{scope}
    """
    with connection.cursor() as cursor:
        cursor.execute(
            sql,
            [
                Role.TOOL,
                INTERRUPTED_AFTER_SAVE_RESULT,
                INTERRUPTED_RESULT,
                ResultStatus.INTERRUPTED,
                *params,
                *ids,
            ],
        )
        return cursor.rowcount


def _fix(
    kinds: set[str], cutoff: datetime, error: str, conversation_ids: Sequence[int] | None
) -> dict[str, int]:
    """Apply the fixes for the kinds found, in one transaction.

    Retried when a live run took a sequence number meanwhile (the unique seq refuses ours).
    """
    fixes = {
        # Stale runs first: the calls they leave are dangling from then on.
        "stale_run": lambda: _mark_stale_runs(cutoff, error, conversation_ids),
        "blank_call_id": lambda: _name_blank_call_ids(conversation_ids),
        "dangling_call": lambda: _answer_dangling_calls(cutoff, conversation_ids),
    }
    for attempt in range(FIX_ATTEMPTS):
        try:
            with transaction.atomic():
                return {kind: fix() for kind, fix in fixes.items() if kind in kinds}
        except IntegrityError:
            if attempt == FIX_ATTEMPTS - 1:
                raise
    raise AssertionError("unreachable")


def _repair_chunk(
    *,
    conversation_ids: Sequence[int] | None,
    stale_after: int,
    dry_run: bool,
    now: datetime,
    reason: str | None = None,
) -> RepairReport:
    cutoff = now - timedelta(seconds=stale_after)
    report = RepairReport(dry_run=dry_run, stale_after=stale_after)
    conversations = Conversation.objects.all()
    if conversation_ids is not None:
        conversations = conversations.filter(pk__in=conversation_ids)
    report.conversations_scanned = conversations.count()

    findings, left_alone = scan(cutoff, conversation_ids)
    report.found = findings
    report.awaiting_answer = left_alone["awaiting_answer"]
    report.in_progress_calls = left_alone["in_progress_calls"]
    counts = {finding.kind: finding.count for finding in findings}
    report.stale_runs = counts.get("stale_run", 0)
    report.dangling_calls = counts.get("dangling_call", 0)
    report.blank_call_ids = counts.get("blank_call_id", 0)

    if dry_run or not any(counts.get(kind) for kind in FIXABLE):
        report.remaining = [Finding(**asdict(finding)) for finding in findings]
        return report

    found_kinds = {kind for kind in FIXABLE if counts.get(kind)}
    error = reason or STALE_RUN_ERROR.format(seconds=stale_after)
    fixed = _fix(found_kinds, cutoff, error, conversation_ids)
    report.fixed_by_kind = {kind: n for kind, n in fixed.items() if n}
    report.fixed = sum(report.fixed_by_kind.values())
    # Judge "afterwards" by looking again rather than by arithmetic: a live run may have
    # changed things between the scan and the fix.
    report.remaining, _ = scan(cutoff, conversation_ids)
    return report


def _chunks(ids: list[int]) -> Iterable[list[int]]:
    for start in range(0, len(ids), SCOPE_CHUNK):
        yield ids[start : start + SCOPE_CHUNK]


def repair(
    *,
    conversation_ids: Iterable[int] | None = None,
    stale_after: int | None = None,
    dry_run: bool = False,
    now: datetime | None = None,
    reason: str | None = None,
) -> RepairReport:
    """Find and (unless `dry_run`) fix the problems of all or some conversations.

    `stale_after` seconds without a heartbeat make a running run stale (default
    `settings.CVAGENT["STALE_RUN_SECONDS"]`); `reason` replaces the error a stale run is
    given (`agent.engine.turns.recover_dead_run` says how it knew the process was gone).
    Running the repair twice changes nothing the second time: the placeholders and finish
    times it writes are derived from the rows.
    """
    started = time.perf_counter()
    if stale_after is None:
        stale_after = int(settings.CVAGENT["STALE_RUN_SECONDS"])
    now = now or timezone.now()
    if conversation_ids is None:
        report = _repair_chunk(
            conversation_ids=None, stale_after=stale_after, dry_run=dry_run, now=now, reason=reason
        )
    else:
        report = RepairReport(dry_run=dry_run, stale_after=stale_after)
        for chunk in _chunks(sorted(set(conversation_ids))):
            report.merge(
                _repair_chunk(
                    conversation_ids=chunk,
                    stale_after=stale_after,
                    dry_run=dry_run,
                    now=now,
                    reason=reason,
                )
            )
    report.seconds = time.perf_counter() - started
    return report


def find_problems(
    *,
    conversation_ids: Iterable[int] | None = None,
    stale_after: int | None = None,
    now: datetime | None = None,
) -> RepairReport:
    """Scan only: the same report as `repair(dry_run=True)`; changes nothing."""
    return repair(conversation_ids=conversation_ids, stale_after=stale_after, dry_run=True, now=now)
