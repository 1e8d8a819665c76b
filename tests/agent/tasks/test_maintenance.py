"""Long jobs on the real task queue: the history repair runs through `manage.py db_worker`
(and through the worker `manage.py serve` starts), reports its progress, and its page shows
where it is and what it did."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.urls import reverse
from django_tasks.base import TaskResultStatus

from agent.models import Run, RunStatus, ToolCall
from agent.tasks import progress
from agent.tasks.maintenance import repair_all_histories
from tests.factories import (
    ConversationFactory,
    UserFactory,
    broken_history,
)
from tests.processes import ROOT, child_env, free_port, run_worker

pytestmark = pytest.mark.django_db(transaction=True)


def _broken_histories(count: int) -> list[Run]:
    """`count` conversations whose process died mid-run (`tests.factories.broken_history`)."""
    return [broken_history() for _ in range(count)]


def test_the_repair_job_runs_through_the_real_worker_and_reports_progress():
    runs = _broken_histories(3)
    ConversationFactory()  # a healthy one is checked too
    result = repair_all_histories.enqueue(batch_size=2)
    assert result.status == TaskResultStatus.READY
    run_worker()
    result.refresh()
    assert result.status == TaskResultStatus.SUCCESSFUL
    assert result.return_value["conversations"] == 4
    assert result.return_value["fixed"] >= 6  # three stale runs, three dangling calls
    assert result.return_value["consistent"] is True
    assert progress.read(str(result.id)) | {"note": ""} == {
        "done": 4,
        "total": 4,
        "note": "",
        "percent": 100,
    }
    for run in runs:
        run.refresh_from_db()
        assert run.status == RunStatus.INTERRUPTED
    assert not ToolCall.objects.filter(result__isnull=True).exists()


def test_the_job_page_follows_the_job_from_waiting_to_done(client):
    staff = UserFactory(username="keeper", is_staff=True)
    client.force_login(staff)
    _broken_histories(2)
    page = client.get(reverse("maintenance"))
    assert page.status_code == 200
    assert b"Check and repair all histories" in page.content
    started = client.post(reverse("maintenance_repair"))
    assert started.status_code == 302
    job_url = started["Location"]
    waiting = client.get(job_url)
    assert b"Waiting for the background worker" in waiting.content
    assert b'hx-trigger="every 1s"' in waiting.content  # the page keeps asking
    run_worker()
    done = client.get(job_url.rstrip("/") + "/progress/")
    assert b"Done: 2 conversations checked, 4 problems repaired." in done.content
    assert b"every 1s" not in done.content  # finished: the page stops asking
    client.cookies["django_language"] = "zh-hans"
    assert "已检查 2 个对话".encode() in client.get(job_url).content


def test_only_staff_may_start_or_see_jobs(client):
    client.force_login(UserFactory(username="someone"))
    assert client.post(reverse("maintenance_repair")).status_code == 302  # to the admin login
    assert client.get(reverse("maintenance")).status_code == 302
    from django_tasks_db.models import DBTaskResult

    assert not DBTaskResult.objects.exists()


def test_an_unknown_job_is_404(client):
    client.force_login(UserFactory(username="keeper", is_staff=True))
    missing = reverse("job_detail", kwargs={"result_id": "6f1c2b0e-0000-4000-8000-000000000000"})
    assert client.get(missing).status_code == 404


def test_serve_starts_the_worker_beside_daphne_and_stops_it_with_itself(tmp_path):
    """`manage.py serve` (what scripts/run.sh ends in) runs the queued job, and the worker
    goes when the server goes."""
    run = _broken_histories(1)[0]
    result = repair_all_histories.enqueue()
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "manage.py", "serve", "--port", str(port), "--no-local-model"],
        cwd=ROOT,
        env={**child_env(), "CVAGENT_VAR_DIR": str(tmp_path)},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            result.refresh()
            if result.status == TaskResultStatus.SUCCESSFUL:
                break
            time.sleep(0.5)
        assert result.status == TaskResultStatus.SUCCESSFUL
        run.refresh_from_db()
        assert run.status == RunStatus.INTERRUPTED
        workers = _children(server.pid)
        assert workers, "serve has no worker child"
    finally:
        server.terminate()
        output, _ = server.communicate(timeout=30)
    assert "Background task worker started" in output
    # The worker notices its server is gone and exits (given a while on a loaded machine).
    deadline = time.monotonic() + 20
    while any(Path(f"/proc/{pid}").exists() for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not any(Path(f"/proc/{pid}").exists() for pid in workers)


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(stat[1]) == pid:
                found.append(int(entry.name))
    return found
