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
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.db.models import F
from django.utils import timezone

from agent.models import Conversation, Message, ResultStatus, Role, Run, RunStatus, ToolCall
from resumes.models import ResumeRevision

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
ASK_HUMAN = "askHuman"
EXAMPLES = 20
SCOPE_CHUNK = 500
FIX_ATTEMPTS = 3

# Kinds of problems: what each is, and which rows its example ids name.
DESCRIPTIONS = {
    "stale_run": "run(s) left running with no heartbeat past the threshold",
    "dangling_call": "tool call(s) with no result",
    "blank_call_id": "tool call(s) with an empty call_id",
    "foreign_result": "tool result(s) answering a call of another conversation",
    "misfiled_call": "tool call(s) filed under another conversation than their message",
    "call_on_non_assistant": "tool call(s) attached to a message that is not the assistant's",
}
EXAMPLE_IDS = {
    "stale_run": "run",
    "dangling_call": "tool call",
    "blank_call_id": "tool call",
    "foreign_result": "message",
    "misfiled_call": "tool call",
    "call_on_non_assistant": "tool call",
}
FIXES = {
    "stale_run": "run(s) marked interrupted",
    "dangling_call": "interrupted result(s) added",
    "blank_call_id": "call id(s) assigned",
}
FIXABLE = tuple(FIXES)


@dataclass
class Finding:
    """Problems of one kind: how many, and some of the rows and conversations concerned."""

    kind: str
    count: int
    description: str
    examples: list[int] = field(default_factory=list)
    conversation_ids: list[int] = field(default_factory=list)

    def merge(self, other: Finding) -> None:
        self.count += other.count
        self.examples = (self.examples + other.examples)[:EXAMPLES]
        self.conversation_ids = sorted(set(self.conversation_ids + other.conversation_ids))[
            :EXAMPLES
        ]


@dataclass
class RepairReport:
    """What a scan found, what a repair fixed, and what is still wrong afterwards."""

    dry_run: bool
    stale_after: int
    conversations_scanned: int = 0
    stale_runs: int = 0
    dangling_calls: int = 0
    blank_call_ids: int = 0
    awaiting_answer: int = 0
    in_progress_calls: int = 0
    fixed: int = 0
    fixed_by_kind: dict[str, int] = field(default_factory=dict)
    found: list[Finding] = field(default_factory=list)
    remaining: list[Finding] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def consistent(self) -> bool:
        """True when nothing is left that a provider would reject."""
        return not self.remaining

    def to_dict(self) -> dict:
        data = asdict(self)
        data["consistent"] = self.consistent
        data["seconds"] = round(self.seconds, 3)
        return data

    def merge(self, other: RepairReport) -> None:
        for name in (
            "conversations_scanned",
            "stale_runs",
            "dangling_calls",
            "blank_call_ids",
            "awaiting_answer",
            "in_progress_calls",
            "fixed",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for kind, count in other.fixed_by_kind.items():
            self.fixed_by_kind[kind] = self.fixed_by_kind.get(kind, 0) + count
        self.found = _merge_findings(self.found, other.found)
        self.remaining = _merge_findings(self.remaining, other.remaining)


def _merge_findings(mine: list[Finding], theirs: list[Finding]) -> list[Finding]:
    by_kind = {finding.kind: finding for finding in mine}
    for finding in theirs:
        if finding.kind in by_kind:
            by_kind[finding.kind].merge(finding)
        else:
            by_kind[finding.kind] = Finding(**asdict(finding))
    return [by_kind[kind] for kind in DESCRIPTIONS if kind in by_kind]


def _tables() -> dict[str, str]:
    quote = connection.ops.quote_name
    return {
        "message": quote(Message._meta.db_table),
        "toolcall": quote(ToolCall._meta.db_table),
        "run": quote(Run._meta.db_table),
        "revision": quote(ResumeRevision._meta.db_table),
        "index": quote("index"),
    }


def _scope(column: str, conversation_ids: Sequence[int] | None) -> tuple[str, list[int]]:
    if conversation_ids is None:
        return "", []
    placeholders = ", ".join(["%s"] * len(conversation_ids))
    return f" AND {column} IN ({placeholders})", list(conversation_ids)


def _calls_from() -> str:
    """Every tool call (tc), its assistant message (am), its result if any (res), its run (r)."""
    t = _tables()
    return f"""
        FROM {t["toolcall"]} tc
        JOIN {t["message"]} am ON am.id = tc.message_id
        LEFT JOIN {t["message"]} res ON res.tool_call_id = tc.id
        LEFT JOIN {t["run"]} r ON r.id = am.run_id
    """


def _call_conditions(db_cutoff: object) -> dict[str, tuple[str, list]]:
    """What each call-side kind means, as a condition over `_calls_from()`, with its params.

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
    scope, ids = _scope("tc.conversation_id", conversation_ids)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {', '.join(columns)} {_calls_from()} WHERE 1 = 1{scope}", [*params, *ids]
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


def _scan(cutoff: datetime, conversation_ids: Sequence[int] | None) -> tuple[list[Finding], dict]:
    """The problems by kind (with a few example ids each), and the calls left alone.

    One indexed query for stale runs and one pass over the tool calls for everything else;
    example ids are fetched only for kinds that occur.
    """
    t = _tables()
    db_cutoff = connection.ops.adapt_datetimefield_value(cutoff)
    found: dict[str, Finding] = {}

    scope, ids = _scope("conversation_id", conversation_ids)
    stale_sql = f"FROM {t['run']} WHERE status = %s AND heartbeat_at < %s{scope}"
    stale_params = [RunStatus.RUNNING, db_cutoff, *ids]
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT COUNT(*) {stale_sql}", stale_params)
        stale = cursor.fetchone()[0]
    if stale:
        found["stale_run"] = _finding(
            "stale_run", stale, f"SELECT id, conversation_id {stale_sql}", stale_params
        )

    conditions = _call_conditions(db_cutoff)
    counts = _census(conditions, conversation_ids)
    scope, ids = _scope("tc.conversation_id", conversation_ids)
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
                f"SELECT {row_id} {_calls_from()} WHERE {condition}{scope}",
                [*params, *ids],
            )

    if conversation_ids is not None:
        # Scoped, a stray result belongs to the conversation it sits in, not to its call's.
        found.pop("foreign_result", None)
        scope, ids = _scope("res.conversation_id", conversation_ids)
        sql = (
            f"FROM {t['message']} res JOIN {t['toolcall']} tc ON tc.id = res.tool_call_id "
            f"WHERE tc.conversation_id <> res.conversation_id{scope}"
        )
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT COUNT(*) {sql}", ids)
            strays = cursor.fetchone()[0]
        if strays:
            found["foreign_result"] = _finding(
                "foreign_result", strays, f"SELECT res.id, res.conversation_id {sql}", ids
            )

    findings = [found[kind] for kind in DESCRIPTIONS if kind in found]
    left_alone = {kind: counts[kind] for kind in ("awaiting_answer", "in_progress_calls")}
    return findings, left_alone


def _mark_stale_runs(
    cutoff: datetime, stale_after: int, conversation_ids: Sequence[int] | None
) -> int:
    runs = Run.objects.filter(status=RunStatus.RUNNING, heartbeat_at__lt=cutoff)
    if conversation_ids is not None:
        runs = runs.filter(conversation_id__in=conversation_ids)
    # The last heartbeat is when the run was last known alive: a deterministic finish time.
    return runs.update(
        status=RunStatus.INTERRUPTED,
        finished_at=F("heartbeat_at"),
        error=STALE_RUN_ERROR.format(seconds=stale_after),
    )


def _name_blank_call_ids(conversation_ids: Sequence[int] | None) -> int:
    t = _tables()
    scope, ids = _scope("conversation_id", conversation_ids)
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
    t = _tables()
    condition, params = _call_conditions(connection.ops.adapt_datetimefield_value(cutoff))[
        "dangling_call"
    ]
    scope, ids = _scope("tc.conversation_id", conversation_ids)
    sql = f"""
        INSERT INTO {t["message"]}
            (conversation_id, seq, role, content, reasoning, run_id, tool_call_id, status,
             created_at)
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
               tc.created_at
        {_calls_from()}
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
    kinds: set[str], cutoff: datetime, stale_after: int, conversation_ids: Sequence[int] | None
) -> dict[str, int]:
    """Apply the fixes for the kinds found, in one transaction.

    Retried when a live run took a sequence number meanwhile (the unique seq refuses ours).
    """
    fixes = {
        # Stale runs first: the calls they leave are dangling from then on.
        "stale_run": lambda: _mark_stale_runs(cutoff, stale_after, conversation_ids),
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
) -> RepairReport:
    cutoff = now - timedelta(seconds=stale_after)
    report = RepairReport(dry_run=dry_run, stale_after=stale_after)
    conversations = Conversation.objects.all()
    if conversation_ids is not None:
        conversations = conversations.filter(pk__in=conversation_ids)
    report.conversations_scanned = conversations.count()

    findings, left_alone = _scan(cutoff, conversation_ids)
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
    fixed = _fix(found_kinds, cutoff, stale_after, conversation_ids)
    report.fixed_by_kind = {kind: n for kind, n in fixed.items() if n}
    report.fixed = sum(report.fixed_by_kind.values())
    # Judge "afterwards" by looking again rather than by arithmetic: a live run may have
    # changed things between the scan and the fix.
    report.remaining, _ = _scan(cutoff, conversation_ids)
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
) -> RepairReport:
    """Find and (unless `dry_run`) fix the problems of all or some conversations.

    `stale_after` seconds without a heartbeat make a running run stale (default
    `settings.CVAGENT["STALE_RUN_SECONDS"]`). Running the repair twice changes nothing the
    second time: the placeholders and finish times it writes are derived from the rows.
    """
    started = time.perf_counter()
    if stale_after is None:
        stale_after = int(settings.CVAGENT["STALE_RUN_SECONDS"])
    now = now or timezone.now()
    if conversation_ids is None:
        report = _repair_chunk(
            conversation_ids=None, stale_after=stale_after, dry_run=dry_run, now=now
        )
    else:
        report = RepairReport(dry_run=dry_run, stale_after=stale_after)
        for chunk in _chunks(sorted(set(conversation_ids))):
            report.merge(
                _repair_chunk(
                    conversation_ids=chunk, stale_after=stale_after, dry_run=dry_run, now=now
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


def describe(report: RepairReport) -> list[str]:
    """The report as lines for a person (the command's output, the admin's messages)."""
    lines = [
        f"Scanned {report.conversations_scanned} conversation(s); runs count as stale after "
        f"{report.stale_after} s without a heartbeat."
    ]
    if report.found:
        lines.append("Found:")
        lines.extend(_finding_line(finding) for finding in report.found)
    else:
        lines.append("Found nothing to fix.")
    if report.awaiting_answer or report.in_progress_calls:
        lines.append(
            f"Left alone: {report.awaiting_answer} askHuman call(s) waiting for the person's "
            f"answer, {report.in_progress_calls} call(s) of runs still alive."
        )
    if report.dry_run:
        lines.append("Dry run: nothing was changed.")
    elif report.fixed:
        fixed = ", ".join(f"{n} {FIXES[kind]}" for kind, n in report.fixed_by_kind.items())
        lines.append(f"Fixed {report.fixed} row(s): {fixed}.")
    if report.remaining:
        lines.append("Remaining:")
        lines.extend(_finding_line(finding) for finding in report.remaining)
    elif report.found:
        lines.append("Remaining: nothing; the histories are consistent.")
    return lines


def _finding_line(finding: Finding) -> str:
    examples = ", ".join(str(pk) for pk in finding.examples)
    more = "" if finding.count <= len(finding.examples) else ", ..."
    label = EXAMPLE_IDS[finding.kind]
    return f"  {finding.count} {finding.description} ({label} ids {examples}{more})"
