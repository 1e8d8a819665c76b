"""Database work from the engine's async code, on the one thread Django's ORM is used from.

Like Channels' `database_sync_to_async` (which the engine must not import: it serves every
front end, the headless ones too): the call runs in asgiref's thread-sensitive executor, and
connections that outlived `CONN_MAX_AGE` or broke are closed before and after it.
"""

from __future__ import annotations

from typing import Any

from asgiref.sync import SyncToAsync
from django.db import close_old_connections


class _DatabaseSyncToAsync(SyncToAsync):
    def thread_handler(self, loop: Any, *args: Any, **kwargs: Any) -> Any:
        close_old_connections()
        try:
            return super().thread_handler(loop, *args, **kwargs)
        finally:
            close_old_connections()


db = _DatabaseSyncToAsync
