"""What tests that start a real child process share: the repository root, the URL of the test
database (for the child to use the same one), its environment, and the real task worker."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

from django.conf import settings
from django.db import connection

ROOT = Path(settings.BASE_DIR)


def free_port() -> int:
    """A TCP port free on this machine now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def database_url() -> str:
    """The URL of the test database, for a child process to use the same one."""
    name = connection.settings_dict["NAME"]
    if connection.vendor == "sqlite":
        return f"sqlite:///{name}"
    return os.environ["DATABASE_URL"].rsplit("/", 1)[0] + f"/{name}"


def child_env(**extra: str) -> dict[str, str]:
    """This process's environment pointed at the test database, quiet logs."""
    return {**os.environ, "DATABASE_URL": database_url(), "LOG_LEVEL": "WARNING", **extra}


def run_worker() -> None:
    """The real worker (`manage.py db_worker --batch`), until the queue is empty."""
    done = subprocess.run(
        [sys.executable, "manage.py", "db_worker", "--batch", "--no-startup-delay"],
        cwd=ROOT,
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]


def chat_command(conversation, base_url: str, message: str) -> list[str]:
    """The arguments of `manage.py chat` for one message on `conversation`, answered by the
    fake provider at `base_url`, its events printed as JSON lines."""
    return [
        "chat",
        *("--user", conversation.owner.username),
        *("--message", message),
        *("--conversation", str(conversation.pk)),
        *("--base-url", base_url),
        *("--model", "fake-model"),
        "--json",
    ]
