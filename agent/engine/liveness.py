"""Whether the process executing a run is still alive, told at once.

A run records who executes it (`Run.holder_*`, written with the run itself). When a message
finds the conversation's running run in its way, or a page is about to show it running, it
asks `is_dead(run)`, which answers without waiting for the heartbeat to go stale:

- **Same machine** (same boot id and process namespace): the recorded process id must still
  exist with the recorded start time (`/proc/<pid>/stat`, field 22). A pid that is gone, or
  that a new process took over (another start time), is dead.
- **Another machine, on PostgreSQL**: the executing process holds a session-level advisory
  lock for the run on a connection of its own (`LockKeeper`). PostgreSQL releases it the
  moment that connection ends, which the death of its process does, so a lock that can be
  taken means the holder is gone. The lock is taken inside the transaction that stores the
  run, before its commit, so no other session can see the run without its lock.
- **Otherwise** (no /proc, no lock: another machine on SQLite, or a machine that lost power
  with its TCP connection half open): the heartbeat going stale (`STALE_RUN_SECONDS`), which
  also applies to every run in addition to the checks above.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import threading
import time
from datetime import timedelta

from django.conf import settings
from django.db import connection
from django.utils import timezone

logger = logging.getLogger(__name__)

# The advisory lock key of a run: (this namespace, the run id folded into 32 bits).
LOCK_NAMESPACE = 0x43564147  # "CVAG"


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="ascii", errors="replace") as file:
            return file.read()
    except OSError:
        return None


@functools.cache
def host_id() -> str:
    """This machine's boot and process namespace: pids compare only within one; "" when the
    system does not say (no /proc)."""
    boot = (_read("/proc/sys/kernel/random/boot_id") or "").strip()
    try:
        namespace = os.stat("/proc/self/ns/pid").st_ino
    except OSError:
        return ""
    return f"{boot}:{namespace}" if boot else ""


def process_start(pid: int) -> int | None:
    """When process `pid` started (clock ticks after boot); None when there is no such
    process, or only its corpse (a zombie its parent has not reaped yet)."""
    stat = _read(f"/proc/{pid}/stat")
    if not stat:
        return None
    # The command name (field 2) may hold spaces and parentheses: count after its last ")".
    fields = stat.rpartition(")")[2].split()
    try:
        if fields[0] in ("Z", "X"):  # field 3, the state: dead
            return None
        return int(fields[19])  # field 22, starttime
    except (IndexError, ValueError):
        return None


def _hidden(pid: int) -> bool:
    """Whether a process /proc did not show (or showed dead) is one of another user's that
    `hidepid` hides: the kernel still tells that it exists by refusing to signal it (then
    only the heartbeat can judge it). A zombie, which may be signalled, is not hidden."""
    try:
        os.kill(pid, 0)
    except PermissionError:
        return True
    except OSError:
        return False
    return False


def _use_locks() -> bool:
    return connection.vendor == "postgresql" and bool(settings.CVAGENT.get("RUN_LOCKS", True))


def stamp() -> dict:
    """The `holder_*` fields of a run this process is about to execute."""
    pid = os.getpid()
    host = host_id()
    return {
        "holder_host": host,
        "holder_pid": pid if host else None,
        "holder_started": process_start(pid) if host else None,
        "holder_lock": _use_locks(),
    }


def _stale(run) -> bool:
    cutoff = timezone.now() - timedelta(seconds=int(settings.CVAGENT["STALE_RUN_SECONDS"]))
    return run.heartbeat_at < cutoff


def is_dead(run) -> bool:
    """True when nothing executes this running run any more (see the module's docstring)."""
    if _stale(run):
        return True
    if run.holder_host and run.holder_pid and run.holder_host == host_id():
        started = process_start(run.holder_pid)
        if started is None:
            return not _hidden(run.holder_pid)
        return started != run.holder_started
    if run.holder_lock and connection.vendor == "postgresql":
        return lock_is_free(run.pk)
    return False


def lock_key(run_id: int) -> tuple[int, int]:
    folded = run_id & 0xFFFFFFFF
    return LOCK_NAMESPACE, folded - (1 << 32) if folded >= 1 << 31 else folded


def lock_is_free(run_id: int) -> bool:
    """Whether no session holds the run's advisory lock. Tried as a transaction-level lock,
    which PostgreSQL releases itself at the end of the statement's transaction."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_xact_lock(%s, %s)", lock_key(run_id))
        return bool(cursor.fetchone()[0])


class LockKeeper:
    """This process's own PostgreSQL connection (outside Django's pool, autocommit) holding
    one session-level advisory lock per run it executes. Its death releases them all."""

    CHECK_SECONDS = 2.0

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._connection = None
        self._held: set[int] = set()
        self._checked = 0.0
        self._failed_at = 0.0

    def _connect(self):
        import psycopg

        params = connection.get_connection_params()
        for name in ("cursor_factory", "context"):
            params.pop(name, None)
        made = psycopg.connect(**params, autocommit=True, application_name="cvagent-run-locks")
        for run_id in self._held:  # after a lost connection: take them again
            if not made.execute("SELECT pg_try_advisory_lock(%s, %s)", lock_key(run_id)).fetchone()[
                0
            ]:
                logger.warning("run locks: run %s is locked by another session", run_id)
        return made

    def _ready(self):
        if self._connection is None or self._connection.closed:
            if time.monotonic() - self._failed_at < self.CHECK_SECONDS:
                return None
            try:
                self._connection = self._connect()
            except Exception as exc:
                logger.warning("run locks: cannot connect to PostgreSQL: %s", exc)
                self._connection = None
                self._failed_at = time.monotonic()
        return self._connection

    def hold(self, run_id: int) -> bool:
        with self._guard:
            made = self._ready()
            if made is None:
                return False
            try:
                taken = made.execute("SELECT pg_try_advisory_lock(%s, %s)", lock_key(run_id))
                if not taken.fetchone()[0]:
                    return False  # another session has it: never take a run for ours
                self._held.add(run_id)
                return True
            except Exception as exc:
                logger.warning("run locks: cannot lock run %s: %s", run_id, exc)
                self._drop()
                return False

    def release(self, run_id: int) -> None:
        with self._guard:
            if run_id not in self._held:
                return
            self._held.discard(run_id)
            made = self._connection
            if made is None or made.closed:
                return
            try:
                made.execute("SELECT pg_advisory_unlock(%s, %s)", lock_key(run_id))
            except Exception as exc:
                logger.warning("run locks: cannot unlock run %s: %s", run_id, exc)
                self._drop()

    def check(self) -> None:
        """At most every few seconds (the heartbeat calls it): a connection that broke is
        opened again and its locks taken again."""
        with self._guard:
            if not self._held or time.monotonic() - self._checked < self.CHECK_SECONDS:
                return
            self._checked = time.monotonic()
            if self._connection is not None and not self._connection.closed:
                try:
                    self._connection.execute("SELECT 1")
                    return
                except Exception:
                    self._drop()
            self._ready()

    def holds(self, run_id: int) -> bool:
        with self._guard:
            return run_id in self._held

    def close(self) -> None:
        with self._guard:
            self._held.clear()
            self._drop()

    def _drop(self) -> None:
        if self._connection is not None:
            with contextlib.suppress(Exception):
                self._connection.close()
        self._connection = None


_keepers: dict[int, LockKeeper] = {}


def keeper() -> LockKeeper:
    """This process's keeper (a forked child makes its own: the parent's connection is not
    its to use)."""
    pid = os.getpid()
    made = _keepers.get(pid)
    if made is None:
        made = _keepers[pid] = LockKeeper()
    return made


def hold(run) -> None:
    """In the transaction that stores the run, before its commit: take its lock when the run
    says it has one; when it cannot be taken the run says so (the heartbeat judges it)."""
    if run.holder_lock and not keeper().hold(run.pk):
        type(run).objects.filter(pk=run.pk).update(holder_lock=False)
        run.holder_lock = False


def holds(run_id: int) -> bool:
    """Whether this process holds the run's lock."""
    made = _keepers.get(os.getpid())
    return made is not None and made.holds(run_id)


def release(run_id: int) -> None:
    """The run ended here: let go of its lock (nothing when it had none)."""
    made = _keepers.get(os.getpid())
    if made is not None:
        made.release(run_id)


def close() -> None:
    """Close this process's lock connection (its locks go with it): for tests, whose
    database cannot be dropped while a session is open."""
    made = _keepers.pop(os.getpid(), None)
    if made is not None:
        made.close()


def check() -> None:
    made = _keepers.get(os.getpid())
    if made is not None:
        made.check()
