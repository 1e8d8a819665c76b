"""The heartbeat of a live run, and the text it saves (a crashed process leaves it behind)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from django.conf import settings

from agent.engine import liveness
from agent.engine.db import db
from agent.engine.records import beat

if TYPE_CHECKING:
    from agent.engine.step_state import StepState


def beat_seconds() -> float:
    """How often a live run beats: `HEARTBEAT_SECONDS`, and at least four times within the
    stale threshold, so one late beat never makes a live run look dead."""
    return max(0.05, min(float(settings.CVAGENT["HEARTBEAT_SECONDS"]), stale_seconds() / 4))


def stale_seconds() -> float:
    return float(settings.CVAGENT["STALE_RUN_SECONDS"])


def _beat(run_id: int, partial: str | None) -> bool:
    liveness.check()  # this process's run locks, taken again if their connection broke
    return beat(run_id, partial=partial)


async def keep_alive(run_id: int, state: StepState) -> None:
    """Beat the run's heartbeat while its task lives, saving the text streamed so far.

    A step can be silent for minutes (a reasoning model thinking before its first token, a
    slow non-streamed answer, a browser tool at work); without a beat the repair task and the
    next message's check would take the run for one whose process died. The text the step
    has streamed goes with the beat when it changed (one write every few seconds, never one
    per token), so a process killed mid-answer leaves it behind as a partial answer.
    """
    every = beat_seconds()
    saved = ""
    while True:
        await asyncio.sleep(every)
        text = "".join(state.streamed)
        partial = text if text != saved else None
        if not await db(_beat)(run_id, partial):
            return
        saved = text
