"""Database work from async code, on a few threads of its own.

Like Channels' `database_sync_to_async` (which the engine must not import: it serves every
front end, the headless ones too), connections that outlived `CONN_MAX_AGE` or broke are
closed before and after each call. Unlike it, the calls do not all queue on asgiref's one
shared thread: they run on `CVAGENT_DB_THREADS` lanes (4 by default; 0 = that shared
thread), each a thread with its own connection, so 200 turns starting together do not wait
for each other's queries one by one.

A run keeps to one lane (`use_lane`, set by the loop): its calls run one after the other in
the order they were made, as on the shared thread. That order matters: a run stopped while
its tool works answers the tool's call "cancelled" only after the tool stored what it did.
Calls outside a run (a page's snapshot, the start of a turn) take the lanes in turn. Each
function handed to `db` is a whole unit of work (its own transactions, no connection state
kept between calls), so which thread runs it does not matter otherwise. On SQLite the writers
still take turns at the one write lock (`transaction_mode` IMMEDIATE in the settings makes
them wait for it rather than fail); on PostgreSQL they run side by side over Django's
connection pool.
"""

from __future__ import annotations

import contextvars
import itertools
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from asgiref.sync import SyncToAsync
from django.conf import settings
from django.db import close_old_connections

_lock = threading.Lock()
_lanes: list[ThreadPoolExecutor] = []
_turn = itertools.count()
_lane: contextvars.ContextVar[int | None] = contextvars.ContextVar("cvagent_db_lane", default=None)


def _forget_lanes() -> None:
    # A forked child (a test's live server) has none of its parent's threads.
    _lanes.clear()


os.register_at_fork(after_in_child=_forget_lanes)


def _threads() -> int:
    return int(getattr(settings, "CVAGENT", {}).get("DB_THREADS", 4))


def use_lane(key: int) -> None:
    """From here on, the database calls of this task (and of tasks it starts) keep to one
    lane, in order."""
    _lane.set(key)


def executor() -> ThreadPoolExecutor | None:
    """The lane for the next call (None: asgiref's shared thread)."""
    count = _threads()
    if count <= 0:
        return None
    with _lock:
        if len(_lanes) != count:
            _lanes[:] = [
                ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"cvagent-db-{index}")
                for index in range(count)
            ]
        key = _lane.get()
        return _lanes[(next(_turn) if key is None else key) % count]


class _DatabaseSyncToAsync(SyncToAsync):
    def __init__(self, func: Any, thread_sensitive: bool = True, executor_: Any = None) -> None:
        pool = executor()
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
