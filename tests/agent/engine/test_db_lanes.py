"""The engine's database lanes: urgent work (a turn's start) goes ahead of routine work already
waiting, and calls of one urgency keep the order they were made in (a run's own calls)."""

from __future__ import annotations

import threading

import pytest

from agent.engine.db import ROUTINE, URGENT, Lane


@pytest.fixture
def lane():
    made = Lane("test-lane")
    yield made
    made.shutdown()


def test_urgent_work_overtakes_routine_work_already_waiting(lane):
    gate = threading.Event()
    done: list[str] = []
    busy = lane.submit_with(ROUTINE, gate.wait, 10)  # the lane is busy with this
    queued = [
        lane.submit_with(ROUTINE, done.append, "heartbeat"),
        lane.submit_with(ROUTINE, done.append, "stored step"),
        lane.submit_with(URGENT, done.append, "turn start"),
        lane.submit_with(ROUTINE, done.append, "snapshot"),
        lane.submit_with(URGENT, done.append, "first step"),
    ]
    gate.set()
    busy.result(timeout=10)
    for future in queued:
        future.result(timeout=10)
    assert done == ["turn start", "first step", "heartbeat", "stored step", "snapshot"]


def test_a_failing_call_reports_its_error_and_the_lane_goes_on(lane):
    def fail() -> None:
        raise ValueError("bad row")

    failed = lane.submit(fail)
    with pytest.raises(ValueError, match="bad row"):
        failed.result(timeout=10)
    assert lane.submit(lambda: 42).result(timeout=10) == 42


def test_a_shut_lane_refuses_new_work(lane):
    lane.shutdown()
    with pytest.raises(RuntimeError, match="shut down"):
        lane.submit(lambda: None)


@pytest.mark.asyncio
async def test_db_runs_urgent_calls_on_the_lane_of_the_caller(settings):
    from agent.engine.db import db

    settings.CVAGENT = {**settings.CVAGENT, "DB_THREADS": 2}
    names = {await db(lambda: threading.current_thread().name, urgent=True)() for _ in range(4)}
    assert names <= {"cvagent-db-0", "cvagent-db-1"} and names
