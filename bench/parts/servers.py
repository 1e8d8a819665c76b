"""What the benches that run real servers share: a free port, a fresh PostgreSQL database,
waiting for a server to listen, stopping it."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def postgres_database(url: str):
    """A fresh database on the named PostgreSQL server, dropped afterwards ("" without one)."""
    if not url:
        yield ""
        return
    import psycopg

    name = f"cvagent_bench_{os.getpid()}"
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield url.rsplit("/", 1)[0] + f"/{name}"
    finally:
        from django.db import connections

        connections.close_all()
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def wait_for_port(port: int, process: subprocess.Popen, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server on port {port} exited ({process.returncode})")
        with contextlib.suppress(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        time.sleep(0.1)
    raise RuntimeError(f"the server on port {port} did not start")


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
