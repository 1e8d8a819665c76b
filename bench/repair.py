"""Benchmark repair_histories: build a large damaged store in a fresh database, time scan + repair.

    .venv/bin/python bench/repair.py                      # SQLite, 100,000 conversations
    .venv/bin/python bench/repair.py --scale 0.05         # 5,000 conversations
    .venv/bin/python bench/repair.py --database-url postgres://user@127.0.0.1:5432/postgres
    .venv/bin/python bench/repair.py --smoke              # 500 conversations: does it still work

Each conversation has two turns, ten messages and four tool calls. 1% of conversations are
damaged like a killed process leaves them: half have a run still `running` with an old
heartbeat and its last call unanswered (half of those with streamed text their heartbeat
saved, kept as a partial answer), half a finished run with a call that has no result.
Another 0.1% wait on an askHuman question and 0.1% have a live run: both must be left alone.
Rows go in through executemany in chunks (no ORM instances); columns the rows do not name
get their model default, so a column added by a later migration does not break the inserts.
On PostgreSQL a database named
cvagent_bench_<pid> is created on the given server and dropped afterwards (--keep keeps it).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[1]
FULL_CONVERSATIONS = 100_000
CHUNK = 5_000
NOW = datetime.now(UTC)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="1.0 = 100,000 conversations")
    parser.add_argument(
        "--database-url", default="", help="PostgreSQL server URL (default: a SQLite file)"
    )
    parser.add_argument("--keep", action="store_true", help="Keep the database afterwards.")
    parser.add_argument(
        "--smoke", action="store_true", help="500 conversations: a quick check that it works"
    )
    args = parser.parse_args()
    if args.smoke:
        args.scale = 0.005
    return args


def fresh_database(url: str) -> tuple[str, Callable[[], None]]:
    """A URL of an empty database made for this run, and how to drop it."""
    if not url:
        folder = tempfile.mkdtemp(prefix="cvagent-bench-repair-")
        path = Path(folder) / "bench.sqlite3"

        def drop() -> None:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{path}{suffix}").unlink(missing_ok=True)
            Path(folder).rmdir()

        return f"sqlite:///{path}", drop

    import psycopg

    parts = urlsplit(url)
    name = f"cvagent_bench_{os.getpid()}"
    admin_url = url
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')

    def drop() -> None:
        from django.db import connections

        connections.close_all()
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return urlunsplit(parts._replace(path=f"/{name}")), drop


def setup_django(database_url: str) -> None:
    os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()


class StoreBuilder:
    """Writes conversations with explicit ids so foreign keys are computed, not queried."""

    MESSAGES = 10
    CALLS = 4
    RUNS = 2

    def __init__(self, conversations: int, resume_ids: list[int], owner_ids: list[int]) -> None:
        from django.db import connection

        self.connection = connection
        self.conversations = conversations
        self.resume_ids = resume_ids
        self.owner_ids = owner_ids
        step = 1000
        self.stale = set(range(7, conversations, 200))  # 0.5%
        self.partial = {n for n in self.stale if n % 400 == 7}  # half of them
        self.dangling = set(range(107, conversations, 200))  # 0.5%
        self.waiting = set(range(53, conversations, step))  # 0.1%
        self.live = set(range(557, conversations, step))  # 0.1%
        self.counts = {"conversations": 0, "runs": 0, "messages": 0, "tool_calls": 0}

    def when(self, seconds: float) -> object:
        return self.connection.ops.adapt_datetimefield_value(NOW - timedelta(seconds=seconds))

    def json(self, value: object) -> object:
        return self.connection.ops.adapt_json_value(value, None)

    def rows(self, first: int, last: int) -> dict[str, list[tuple]]:
        out: dict[str, list[tuple]] = {"conv": [], "run": [], "msg": [], "call": [], "result": []}
        empty = self.json({})
        for n in range(first, last):
            cid = n + 1
            resume_index = n % len(self.resume_ids)
            started = self.when(86_400 + n)
            out["conv"].append(
                (
                    cid,
                    self.owner_ids[resume_index],
                    self.resume_ids[resume_index],
                    "chat",
                    f"Conversation {cid}",
                    "auto",
                    empty,
                    "",
                    0,
                    started,
                    started,
                )
            )
            second_status, heartbeat = "completed", started
            if n in self.stale:
                second_status, heartbeat = "running", self.when(3_600)
            elif n in self.waiting:
                second_status = "waiting"
            elif n in self.live:
                second_status, heartbeat = "running", self.when(1)
            run1, run2 = cid * 2 - 1, cid * 2
            out["run"].append(
                (run1, cid, "completed", "auto", 3, "", started, started, started, "")
            )
            finished = None if second_status in ("running", "waiting") else started
            # Half the stale runs had streamed text their heartbeat saved (a partial answer).
            partial = f"partial answer {cid}" if n in self.partial else ""
            out["run"].append(
                (run2, cid, second_status, "auto", 2, "", started, heartbeat, finished, partial)
            )
            base_msg, base_call = (cid - 1) * self.MESSAGES, (cid - 1) * self.CALLS
            last_call = "askHuman" if n in self.waiting else "stop"
            layout = [
                # seq, role, run, calls made by this message, call answered by this message
                (1, "user", run1, (), None),
                (2, "assistant", run1, ("CVReader", "CVEditor"), None),
                (3, "tool", run1, (), 1),
                (4, "tool", run1, (), 2),
                (5, "assistant", run1, (), None),
                (6, "user", run2, (), None),
                (7, "assistant", run2, ("CVBatchEditor",), None),
                (8, "tool", run2, (), 3),
                (9, "assistant", run2, (last_call,), None),
                (10, "tool", run2, (), 4),
            ]
            call_number = 0
            for seq, role, run_id, calls, answers in layout:
                message_id = base_msg + seq
                if role == "tool":
                    unanswered = (answers == 4 and second_status in ("running", "waiting")) or (
                        answers == 2 and n in self.dangling
                    )
                    if not unanswered:
                        out["result"].append(
                            (
                                message_id,
                                cid,
                                seq,
                                "tool",
                                '{"ok": true}',
                                "",
                                run_id,
                                base_call + answers,
                                "ok",
                                started,
                            )
                        )
                    continue
                content = "" if calls else f"{role} text {cid}/{seq}"
                out["msg"].append(
                    (message_id, cid, seq, role, content, "", run_id, None, "", started)
                )
                for index, name in enumerate(calls):
                    call_number += 1
                    out["call"].append(
                        (
                            base_call + call_number,
                            cid,
                            message_id,
                            index,
                            f"call_{call_number}",
                            "",
                            name,
                            '{"path": "basics.name"}',
                            self.json({"path": "basics.name"}),
                            "",
                            started,
                        )
                    )
        return out

    def write(self) -> None:
        from django.db import transaction

        statements = {
            "conv": (
                "agent_conversation",
                "id, owner_id, resume_id, kind, title, strategy, tool_overrides, summary, "
                "summary_through_seq, created_at, updated_at",
            ),
            "run": (
                "agent_run",
                "id, conversation_id, status, strategy, steps, error, started_at, heartbeat_at, "
                "finished_at, partial_text",
            ),
            "msg": (
                "agent_message",
                "id, conversation_id, seq, role, content, reasoning, run_id, tool_call_id, "
                "status, created_at",
            ),
            "call": (
                "agent_toolcall",
                'id, conversation_id, message_id, "index", call_id, provider_call_id, name, '
                "arguments_raw, arguments, parse_note, created_at",
            ),
        }
        statements["result"] = statements["msg"]
        models = {"conv": "Conversation", "run": "Run", "msg": "Message", "call": "ToolCall"}
        models["result"] = "Message"
        completed = {key: self.with_defaults(models[key], *statements[key]) for key in statements}
        for first in range(0, self.conversations, CHUNK):
            batch = self.rows(first, min(first + CHUNK, self.conversations))
            with transaction.atomic(), self.connection.cursor() as cursor:
                for key in ("conv", "run", "msg", "call", "result"):
                    table, columns, defaults = completed[key]
                    rows = [row + defaults for row in batch[key]] if defaults else batch[key]
                    self.insert(cursor, table, columns, rows)
            self.counts["conversations"] += len(batch["conv"])
            self.counts["runs"] += len(batch["run"])
            self.counts["messages"] += len(batch["msg"]) + len(batch["result"])
            self.counts["tool_calls"] += len(batch["call"])
        self.reset_sequences()
        self.touch_live_runs()

    def with_defaults(self, model_name: str, table: str, columns: str) -> tuple[str, str, tuple]:
        """The table's columns: those named, then every other column with its model default."""
        from django.apps import apps

        model = apps.get_model("agent", model_name)
        named = {column.strip().strip('"') for column in columns.split(",")}
        rest = [field for field in model._meta.concrete_fields if field.column not in named]
        quote = self.connection.ops.quote_name
        extra = "".join(f", {quote(field.column)}" for field in rest)
        defaults = tuple(
            field.get_db_prep_save(field.get_default(), self.connection) for field in rest
        )
        return table, columns + extra, defaults

    def insert(self, cursor: object, table: str, columns: str, rows: list[tuple]) -> None:
        if self.connection.vendor == "postgresql":
            # COPY is PostgreSQL's bulk path; executemany there is ~10x slower.
            with cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
            return
        marks = ", ".join(["%s"] * len(columns.split(",")))
        cursor.executemany(f"INSERT INTO {table} ({columns}) VALUES ({marks})", rows)

    def touch_live_runs(self) -> None:
        """Give the live runs a fresh heartbeat, as their process would, once the build is done."""
        from agent.models import Run

        Run.objects.filter(pk__in=[(n + 1) * 2 for n in self.live]).update(
            heartbeat_at=datetime.now(UTC)
        )

    def reset_sequences(self) -> None:
        from django.apps import apps
        from django.core.management.color import no_style

        models = [apps.get_model("agent", name) for name in ("Conversation", "Run", "Message")]
        models.append(apps.get_model("agent", "ToolCall"))
        with self.connection.cursor() as cursor:
            for sql in self.connection.ops.sequence_reset_sql(no_style(), models):
                cursor.execute(sql)


def make_owners_and_resumes(count: int) -> tuple[list[int], list[int]]:
    from django.contrib.auth import get_user_model

    from resumes.models import Resume

    users = get_user_model().objects.bulk_create(
        get_user_model()(username=f"bench{i}") for i in range(count)
    )
    resumes = Resume.objects.bulk_create(
        Resume(owner=user, title=f"Resume {user.username}", data={"basics": {"name": "B"}})
        for user in users
    )
    return [r.pk for r in resumes], [u.pk for u in users]


def database_version(connection: object) -> str:
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("SELECT sqlite_version()")
        else:
            cursor.execute("SHOW server_version")
        return cursor.fetchone()[0]


def timed(label: str, action: Callable[[], object], rows: int) -> tuple[float, object]:
    started = time.perf_counter()
    result = action()
    seconds = time.perf_counter() - started
    print(f"{label:<34} {seconds:8.2f} s  {rows / seconds:>12,.0f} rows/s")
    return seconds, result


def main() -> int:
    args = parse_args()
    url, drop = fresh_database(args.database_url)
    setup_django(url)
    from django.core.management import call_command
    from django.db import connection

    from agent.engine.repair import find_problems, repair

    try:
        call_command("migrate", verbosity=0)
        conversations = max(1, round(FULL_CONVERSATIONS * args.scale))
        builder = StoreBuilder(conversations, *make_owners_and_resumes(100))
        started = time.perf_counter()
        builder.write()
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("ANALYZE")
        build = time.perf_counter() - started
        counts = builder.counts
        rows = counts["messages"] + counts["tool_calls"] + counts["runs"]
        print(f"database: {connection.vendor} {database_version(connection)}")
        print(
            f"built {counts['conversations']:,} conversations, {counts['messages']:,} messages, "
            f"{counts['tool_calls']:,} tool calls, {counts['runs']:,} runs in {build:.1f} s"
        )
        print(f"(rows/s below = {rows:,} messages + tool calls + runs scanned / seconds)")
        scan_s, scan = timed("scan (find_problems)", find_problems, rows)
        repair_s, fixed = timed("repair (scan + fix + verify)", repair, rows)
        _, again = timed("second repair (nothing to fix)", repair, rows)
        print(
            f"found: {scan.stale_runs:,} stale runs, {scan.dangling_calls:,} dangling calls; "
            f"left alone: {scan.awaiting_answer:,} waiting askHuman, "
            f"{scan.in_progress_calls:,} calls of live runs"
        )
        print(
            f"fixed: {fixed.fixed:,} rows {json.dumps(fixed.fixed_by_kind)}; "
            f"remaining after: {len(fixed.remaining)} kinds; "
            f"second run found {len(again.found)} kinds, fixed {again.fixed}"
        )
        print(f"scan + repair: {scan_s + repair_s:.2f} s (target under 30 s on SQLite)")
        from agent.models import Message

        kept = Message.objects.filter(role="assistant", content__startswith="partial answer ")
        print(f"partial answers kept: {kept.count():,} of {len(builder.partial):,}")
        expected = len(builder.stale) + len(builder.dangling)
        ok = (
            scan.dangling_calls == expected
            and scan.stale_runs == len(builder.stale)
            and fixed.consistent
            and not again.found
            and kept.count() == len(builder.partial)
        )
        print("check: " + ("ok" if ok else "UNEXPECTED COUNTS"))
        return 0 if ok else 1
    finally:
        if not args.keep:
            from django.db import connections

            connections.close_all()
            drop()
        else:
            print(f"kept: {url}")


if __name__ == "__main__":
    sys.exit(main())
