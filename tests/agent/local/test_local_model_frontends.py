"""Every front end gets the embedded model: the headless `chat` with no provider and no `serve`
starts it and stops it at exit, a killed process leaves no model behind, and `local_model` runs
one for several processes to share. Real processes, real HTTP, a real database file.

All but the last use the fake server module (`agent.fakes.local_model_server`) in place of
llama.cpp; the last runs the real model end to end (marked `local_model`, slow).
"""

from __future__ import annotations

import http.server
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from django.conf import settings as django_settings

from agent.local.lifecycle import FREE, MODEL, probe
from agent.seeds import PROVIDERS
from tests.agent.local.helpers import FAKE_MODULE, NotAModel
from tests.processes import free_port

ROOT = Path(django_settings.BASE_DIR)
MANAGE = [sys.executable, str(ROOT / "manage.py")]
# Not one of the simple requests a guarded turn makes without a model: this one needs it.
ADA = "Could you change the name on my resume to Ada Lovelace"


def preset_key_variables() -> list[str]:
    return [preset["api_key_env"] for preset in PROVIDERS if preset.get("api_key_env")]


def site(tmp_path: Path, *, real_model: bool = False) -> tuple[dict[str, str], str]:
    """A fresh site as the README's set-up leaves it (migrated, the demo account), with no
    provider configured and the `local` provider and CVAGENT_LOCAL_MODEL_URL on a free port."""
    url = f"http://127.0.0.1:{free_port()}/v1"
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path}/site.sqlite3",
        "CVAGENT_VAR_DIR": str(tmp_path),
        "CVAGENT_PROVIDER": "",
        "CVAGENT_LOCAL_MODEL_URL": url,
    }
    for name in preset_key_variables():
        env.pop(name, None)
    if not real_model:
        gguf = tmp_path / "tiny.gguf"
        gguf.write_bytes(b"GGUF" + bytes(60))
        env["CVAGENT_LOCAL_MODEL"] = str(gguf)
        env["CVAGENT_LOCAL_MODEL_SERVER_MODULE"] = FAKE_MODULE
    manage(env, "migrate", "-v0")
    manage(env, "create_demo_user", "--url", "http://127.0.0.1:8000/")
    manage(
        env,
        "shell",
        "-c",
        f"from agent.models import Provider; Provider.objects.filter(slug='local')"
        f".update(base_url='{url}')",
    )
    return env, url


def manage(env: dict[str, str], *args: str, check: bool = True, timeout: float = 120):
    return subprocess.run(
        [*MANAGE, *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=check,
        timeout=timeout,
    )


def chat(env: dict[str, str], timeout: float = 120):
    return manage(
        env, "chat", "--user", "demo", "--new-resume", "--message", ADA, check=False,
        timeout=timeout,
    )  # fmt: skip


def model_pids(tmp_path: Path) -> list[int]:
    log = tmp_path / "local_model.log"
    text = log.read_text() if log.exists() else ""
    return [int(line.split()[4]) for line in text.splitlines() if "fake model server pid" in line]


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie (exited, not yet reaped by a parent that is gone) is not alive either.
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(") ")[-1].startswith("Z"))


def wait_until(condition, timeout: float = 30) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def test_headless_chat_with_no_provider_starts_the_model_and_stops_it_at_exit(tmp_path):
    env, url = site(tmp_path)
    assert probe(url) == FREE
    result = chat(env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "[waiting] Starting the offline model" in result.stderr
    assert "→ CVEditor" in result.stdout and "[completed]" in result.stdout
    [pid] = model_pids(tmp_path)
    assert not alive(pid)
    assert probe(url) == FREE


def test_a_killed_front_end_leaves_no_model_behind(tmp_path):
    env, url = site(tmp_path)
    holder = subprocess.Popen(
        [
            *MANAGE,
            "shell",
            "-v0",
            "-c",
            "from agent.local.lifecycle import ensure_running; import time; "
            "print(ensure_running().process.pid, flush=True); time.sleep(300)",
        ],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        pid = int(holder.stdout.readline())
        assert probe(url) == MODEL
        holder.send_signal(signal.SIGKILL)  # no atexit, no handler: only the kernel can tell
        holder.wait(timeout=10)
        assert wait_until(lambda: not alive(pid)), "the model server outlived its process"
        assert wait_until(lambda: probe(url) == FREE)
    finally:
        if holder.poll() is None:
            holder.kill()


def test_local_model_command_serves_one_model_for_other_processes(tmp_path):
    env, url = site(tmp_path)
    port = url.split(":")[2].split("/")[0]
    server = subprocess.Popen(
        [*MANAGE, "local_model", "--port", port],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        lines = []
        while not any("answers at" in line for line in lines):
            line = server.stdout.readline()
            assert line, "local_model ended before the model answered:\n" + "".join(lines)
            lines.append(line)
        assert f"answers at {url}" in lines[-1]
        for _ in range(2):  # two front-end processes, one after the other
            result = chat(env)
            assert result.returncode == 0, result.stdout + result.stderr
            assert "Starting the offline model" not in result.stderr  # reused, not started
        assert len(model_pids(tmp_path)) == 1
        assert server.poll() is None and probe(url) == MODEL
        server.send_signal(signal.SIGTERM)
        output = server.communicate(timeout=30)[0]
    finally:
        if server.poll() is None:
            server.kill()
    assert server.returncode == 0
    assert "Stopping the offline model." in output
    assert probe(url) == FREE
    assert not alive(model_pids(tmp_path)[0])


def test_local_model_command_refuses_a_taken_port_and_a_public_address(tmp_path):
    env, _ = site(tmp_path)
    other = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NotAModel)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    try:
        port = str(other.server_address[1])
        taken = manage(env, "local_model", "--port", port, check=False)
    finally:
        other.shutdown()
        other.server_close()
    assert taken.returncode == 1
    assert f"port {port} is taken by another program" in taken.stderr
    public = manage(env, "local_model", "--host", "0.0.0.0", check=False)
    assert public.returncode == 2
    assert "not a loopback address" in public.stderr
    assert model_pids(tmp_path) == []


@pytest.mark.local_model
def test_headless_chat_on_a_fresh_site_completes_a_turn_on_the_real_model(tmp_path):
    """The issue's "done means": no provider configured, no `serve` running."""
    env, url = site(tmp_path, real_model=True)
    result = chat(env, timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "[waiting] Starting the offline model" in result.stderr
    assert "→ CVEditor" in result.stdout
    assert "[completed]" in result.stdout
    assert probe(url) == FREE  # stopped when the command ended
