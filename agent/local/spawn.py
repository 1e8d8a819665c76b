"""Starting child processes that die with this process (Linux: `PR_SET_PDEATHSIG`)."""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import threading
from collections.abc import Callable
from typing import Any


def die_with_parent(parent: int) -> Callable[[], None]:
    def arrange() -> None:
        # Linux only: the child gets SIGTERM when the thread that started it ends, which is
        # when the process ends, even by SIGKILL (see `_spawner`): no orphan keeps the port.
        with contextlib.suppress(OSError, AttributeError):
            import ctypes

            ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)
        if os.getppid() != parent:  # the parent died before the line above: go too
            os._exit(1)

    return arrange


class _Spawner:
    """One thread, alive as long as the process, that starts every model server child.

    `PR_SET_PDEATHSIG` fires when the *thread* that forked the child ends, not the process.
    The engine starts the model from worker threads that come and go (`asyncio.to_thread`);
    forking from this thread instead ties the child's life to the process's.
    """

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], list[Any], threading.Event]]
        self._jobs = queue.SimpleQueue()
        threading.Thread(target=self._serve, name="local-model-spawner", daemon=True).start()

    def _serve(self) -> None:
        while True:
            job, box, done = self._jobs.get()
            try:
                box.append((True, job()))
            except BaseException as exc:  # handed back to the caller as it is
                box.append((False, exc))
            finally:
                done.set()

    def call(self, job: Callable[[], Any]) -> Any:
        box: list[Any] = []
        done = threading.Event()
        self._jobs.put((job, box, done))
        done.wait()
        ok, value = box[0]
        if not ok:
            raise value
        return value


_spawner_lock = threading.Lock()
_spawner_instance: _Spawner | None = None


def spawn(job: Callable[[], Any]) -> Any:
    """Run `job` (a `subprocess.Popen(...)`) on the spawner thread and return its result."""
    global _spawner_instance
    with _spawner_lock:
        if _spawner_instance is None:
            _spawner_instance = _Spawner()
        spawner = _spawner_instance
    return spawner.call(job)
