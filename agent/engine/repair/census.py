"""Counting the kinds of damage in one pass over the tool calls (set-based SQL)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from django.db import connection

from agent.engine.repair.report import DESCRIPTIONS, EXAMPLES, Finding
from agent.models import Message, Role, Run, RunStatus, ToolCall
from resumes.models import ResumeRevision

ASK_HUMAN = "askHuman"


def tables() -> dict[str, str]:
    quote = connection.ops.quote_name
    return {
        "message": quote(Message._meta.db_table),
        "toolcall": quote(ToolCall._meta.db_table),
        "run": quote(Run._meta.db_table),
        "revision": quote(ResumeRevision._meta.db_table),
        "index": quote("index"),
    }


def scope_filter(column: str, conversation_ids: Sequence[int] | None) -> tuple[str, list[int]]:
    if conversation_ids is None:
        return "", []
    placeholders = ", ".join(["%s"] * len(conversation_ids))
    return f" AND {column} IN ({placeholders})", list(conversation_ids)


def calls_from() -> str:
    """Every tool call (tc), its assistant message (am), its result if any (res), its run (r)."""
    t = tables()
    return f"""
        FROM {t["toolcall"]} tc
        JOIN {t["message"]} am ON am.id = tc.message_id
        LEFT JOIN {t["message"]} res ON res.tool_call_id = tc.id
        LEFT JOIN {t["run"]} r ON r.id = am.run_id
    """


def call_conditions(db_cutoff: object) -> dict[str, tuple[str, list]]:
    """What each call-side kind means, as a condition over `calls_from()`, with its params.

    A dangling call leaves out on purpose: calls of a run that is alive (running, recent
    heartbeat), whose tool may still be working; askHuman calls of a waiting run, which wait
    for the person's answer; calls whose message is not an assistant message of the same
    conversation, which no placeholder can make valid (they are reported instead).
    """
    running, waiting = RunStatus.RUNNING, RunStatus.WAITING
    return {
        "dangling_call": (
            "res.id IS NULL AND am.conversation_id = tc.conversation_id AND am.role = %s"
            " AND NOT (tc.name = %s AND COALESCE(r.status, '') = %s)"
            " AND NOT (COALESCE(r.status, '') = %s AND r.heartbeat_at >= %s)",
            [Role.ASSISTANT, ASK_HUMAN, waiting, running, db_cutoff],
        ),
        "blank_call_id": ("tc.call_id = ''", []),
        "foreign_result": ("res.conversation_id <> tc.conversation_id", []),
        "misfiled_call": ("am.conversation_id <> tc.conversation_id", []),
        "call_on_non_assistant": ("am.role <> %s", [Role.ASSISTANT]),
        "awaiting_answer": (
            "res.id IS NULL AND tc.name = %s AND r.status = %s",
            [ASK_HUMAN, waiting],
        ),
        "in_progress_calls": (
            "res.id IS NULL AND r.status = %s AND r.heartbeat_at >= %s",
            [running, db_cutoff],
        ),
    }


def _census(
    conditions: dict[str, tuple[str, list]], conversation_ids: Sequence[int] | None
) -> dict[str, int]:
    """Count every call-side kind in ONE pass over the tool calls and their joins."""
    columns, params = [], []
    for condition, condition_params in conditions.values():
        columns.append(f"COALESCE(SUM(CASE WHEN {condition} THEN 1 ELSE 0 END), 0)")
        params += condition_params
    scope, ids = scope_filter("tc.conversation_id", conversation_ids)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {', '.join(columns)} {calls_from()} WHERE 1 = 1{scope}", [*params, *ids]
        )
        row = cursor.fetchone()
    return {kind: int(count) for kind, count in zip(conditions, row, strict=True)}


def _examples(sql: str, params: list) -> tuple[list[int], list[int]]:
    """The first ids a query selects (id, conversation id) and their conversations."""
    with connection.cursor() as cursor:
        cursor.execute(f"{sql} ORDER BY 1 LIMIT {EXAMPLES}", params)
        rows = cursor.fetchall()
    return [row[0] for row in rows], sorted({row[1] for row in rows})


def _finding(kind: str, count: int, sql: str, params: list) -> Finding:
    examples, conversations = _examples(sql, params)
    return Finding(kind, count, DESCRIPTIONS[kind], examples, conversations)


def _count_rows(found: dict[str, Finding], kind: str, columns: str, sql: str, params: list) -> None:
    """Count the rows `sql` (FROM ... WHERE ...) finds; any: a finding of `kind`, with examples
    of `columns` (a row's id and its conversation's)."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT COUNT(*) {sql}", params)
        count = cursor.fetchone()[0]
    if count:
        found[kind] = _finding(kind, count, f"SELECT {columns} {sql}", params)


def scan(cutoff: datetime, conversation_ids: Sequence[int] | None) -> tuple[list[Finding], dict]:
    """The problems by kind (with a few example ids each), and the calls left alone.

    One indexed query for stale runs and one pass over the tool calls for everything else;
    example ids are fetched only for kinds that occur.
    """
    t = tables()
    db_cutoff = connection.ops.adapt_datetimefield_value(cutoff)
    found: dict[str, Finding] = {}

    scope, ids = scope_filter("conversation_id", conversation_ids)
    stale_sql = f"FROM {t['run']} WHERE status = %s AND heartbeat_at < %s{scope}"
    stale_params = [RunStatus.RUNNING, db_cutoff, *ids]
    _count_rows(found, "stale_run", "id, conversation_id", stale_sql, stale_params)

    conditions = call_conditions(db_cutoff)
    counts = _census(conditions, conversation_ids)
    scope, ids = scope_filter("tc.conversation_id", conversation_ids)
    for kind in DESCRIPTIONS:
        if kind in conditions and counts[kind]:
            condition, params = conditions[kind]
            row_id = (
                "res.id, res.conversation_id"
                if kind == "foreign_result"
                else "tc.id, tc.conversation_id"
            )
            found[kind] = _finding(
                kind,
                counts[kind],
                f"SELECT {row_id} {calls_from()} WHERE {condition}{scope}",
                [*params, *ids],
            )

    if conversation_ids is not None:
        # Scoped, a stray result belongs to the conversation it sits in, not to its call's.
        found.pop("foreign_result", None)
        scope, ids = scope_filter("res.conversation_id", conversation_ids)
        sql = (
            f"FROM {t['message']} res JOIN {t['toolcall']} tc ON tc.id = res.tool_call_id "
            f"WHERE tc.conversation_id <> res.conversation_id{scope}"
        )
        _count_rows(found, "foreign_result", "res.id, res.conversation_id", sql, ids)

    findings = [found[kind] for kind in DESCRIPTIONS if kind in found]
    left_alone = {kind: counts[kind] for kind in ("awaiting_answer", "in_progress_calls")}
    return findings, left_alone
