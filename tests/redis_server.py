"""A throwaway redis-server on a free loopback port, for the tests and benchmarks that need the
production channel layer (scripts/bootstrap.sh installs Debian's redis-server)."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

from tests.processes import free_port


@contextmanager
def private_redis(timeout: float = 10.0) -> Iterator[str]:
    """Start redis-server without persistence, yield its URL, stop it afterwards."""
    server = shutil.which("redis-server")
    if not server:
        raise RuntimeError(
            "redis-server is missing: scripts/bootstrap.sh test installs it (apt redis-server)"
        )
    port = free_port()
    process = subprocess.Popen(
        [server, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if process.poll() is not None:
                    raise RuntimeError("redis-server exited at start") from None
                if time.monotonic() > deadline:
                    raise RuntimeError("redis-server did not start") from None
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(timeout=10)
