"""`manage.py runserver` is Daphne's (from the site's own app), so the chat's WebSocket opens
on the development server, while other commands never load Twisted: no settings branch on the
command line decides it (`cvsite/management/commands/runserver.py`)."""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from tests.processes import ROOT, child_env, free_port
from tests.web.live import open_chat_socket, read_first_text_frame

pytestmark = pytest.mark.django_db(transaction=True)


def _wait_for_http(url: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=5).close()
            return True
        except urllib.error.HTTPError:
            return True  # it answered
        except OSError:
            time.sleep(0.3)
    return False


def test_runserver_serves_the_chat_websocket():
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
        cwd=ROOT,
        env=child_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert _wait_for_http(f"http://127.0.0.1:{port}/", 90), "runserver never answered"
        head, sock = open_chat_socket(port, f"http://127.0.0.1:{port}")
        with sock:
            assert head.startswith(b"HTTP/1.1 101"), head
            assert 'id="transcript"' in read_first_text_frame(sock)
    finally:
        server.terminate()
        output, _ = server.communicate(timeout=30)
    assert "Starting ASGI/Daphne" in output, output[-2000:]


def test_a_command_that_serves_nothing_loads_no_twisted():
    done = subprocess.run(
        [
            sys.executable,
            "manage.py",
            "shell",
            "-c",
            "import sys; print(sorted(m for m in ('daphne', 'twisted') if m in sys.modules))",
        ],
        cwd=ROOT,
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"
