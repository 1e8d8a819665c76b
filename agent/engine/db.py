"""Database work from async code, on a few threads of its own.

Like Channels' `database_sync_to_async` (which the engine must not import: it serves every
front end, the headless ones too), connections that outlived `CONN_MAX_AGE` or broke are
closed before and after each call. Unlike it, the calls do not all queue on asgiref's one
shared thread: they run on `CVAGENT_DB_THREADS` lanes (1 on SQLite and 2 on PostgreSQL by
default, see the settings; 0 = that shared thread), each a thread with its own connection,
and urgent work goes first, so 200 turns starting together do not wait behind the routine
work of the runs already going.

A run keeps to one lane (`use_lane`, set by the loop): its calls run one after the other in
the order they were made, as on the shared thread. That order matters: a run stopped while
its tool works answers the tool's call "cancelled" only after the tool stored what it did.
Calls outside a run (a page's snapshot, the start of a turn) take the lanes in turn. Each
function handed to `db` is a whole unit of work (its own transactions, no connection state
kept between calls), so which thread runs it does not matter otherwise. On SQLite the writers
still take turns at the one write lock (`transaction_mode` IMMEDIATE in the settings makes
them wait for it rather than fail); on PostgreSQL they run side by side over Django's
connection pool.

Each lane serves urgent work first: `db(func, urgent=True)` (the start of a turn, a page's
first transcript) goes ahead of whatever already waits there (heartbeats, stored steps, the
end-of-turn snapshots), so that under load a person's message is not queued behind the work
of 200 running turns. Among calls of the same urgency the order is the order they were made,
so a run's own calls (all of one urgency on its lane) keep their order.
"""

from __future__ import annotations

import contextvars
import heapq
import itertools
import os
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

from asgiref.sync import SyncToAsync
from django.conf import settings
from django.db import close_old_connections

URGENT, ROUTINE = 0, 1


class Lane(Executor):
    """One thread with its own connection, running what it is handed urgent first, then in
    the order handed."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._heap: list[tuple[int, int, Future, Callable, tuple, dict]] = []
        self._order = itertools.count()
        self._ready = threading.Condition()
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, fn: Callable, /, *args: Any, **kwargs: Any) -> Future:
        return self.submit_with(ROUTINE, fn, *args, **kwargs)

    def submit_with(self, urgency: int, fn: Callable, /, *args: Any, **kwargs: Any) -> Future:
        future: Future = Future()
        with self._ready:
            if self._closed:
                raise RuntimeError(f"database lane {self._name} is shut down")
            heapq.heappush(self._heap, (urgency, next(self._order), future, fn, args, kwargs))
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name=self._name, daemon=True)
                self._thread.start()
            self._ready.notify()
        return future

    def _work(self) -> None:
        while True:
            with self._ready:
                while not self._heap and not self._closed:
                    self._ready.wait()
                if not self._heap:
                    return
                _, _, future, fn, args, kwargs = heapq.heappop(self._heap)
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as exc:
                future.set_exception(exc)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._ready:
            self._closed = True
            self._ready.notify_all()
            thread = self._thread
        if wait and thread is not None and thread is not threading.current_thread():
            thread.join()


class _Urgent(Executor):
    """A lane as seen by one urgent call."""

    def __init__(self, lane: Lane) -> None:
        self._lane = lane

    def submit(self, fn: Callable, /, *args: Any, **kwargs: Any) -> Future:
        return self._lane.submit_with(URGENT, fn, *args, **kwargs)


_lock = threading.Lock()
_lanes: list[Lane] = []
_turn = itertools.count()
_lane: contextvars.ContextVar[int | None] = contextvars.ContextVar("cvagent_db_lane", default=None)


def _forget_lanes() -> None:
    # A forked child (a test's live server) has none of its parent's threads.
    _lanes.clear()


os.register_at_fork(after_in_child=_forget_lanes)


def _threads() -> int:
    return int(getattr(settings, "CVAGENT", {}).get("DB_THREADS", 1))


def use_lane(key: int) -> None:
    """From here on, the database calls of this task (and of tasks it starts) keep to one
    lane, in order."""
    _lane.set(key)


def executor(*, urgent: bool = False) -> Executor | None:
    """The lane for the next call (None: asgiref's shared thread)."""
    count = _threads()
    if count <= 0:
        return None
    with _lock:
        if len(_lanes) != count:
            _lanes[:] = [Lane(f"cvagent-db-{index}") for index in range(count)]
        key = _lane.get()
        lane = _lanes[(next(_turn) if key is None else key) % count]
    return _Urgent(lane) if urgent else lane


class _DatabaseSyncToAsync(SyncToAsync):
    def __init__(self, func: Any, thread_sensitive: bool = True, *, urgent: bool = False) -> None:
        pool = executor(urgent=urgent)
        if pool is None:
            super().__init__(func, thread_sensitive=True)
        else:
            super().__init__(func, thread_sensitive=False, executor=pool)

    def thread_handler(self, loop: Any, *args: Any, **kwargs: Any) -> Any:
        close_old_connections()
        try:
            return super().thread_handler(loop, *args, **kwargs)
        finally:
            close_old_connections()


db = _DatabaseSyncToAsync
