"""Runs as asyncio tasks of the process, tied to no front end: start, drive, stop.

The run driver (`drive`) executes a stored turn (`agent.engine.turns`, `execute_run`),
publishes its events (`agent.runs.publisher`) and listens for a stop from any process. Every
front end that runs turns goes through it: the web's socket (`start_run`), the REST API
(`start_run`, and `stream_run` for its event stream) and `manage.py chat` (`drive`, in a
process of its own). Tools that the person's page executes are handed in by the front end
that owns the page (`client_tools`: the web's `PAGE_TOOLS`); the others hand none, and such a
call gets the engine's error result.

Each run's events go to the channel-layer group `conversation.<id>`, so every open page (in
any process) sees them. A stop request cancels the local task, or, when the run lives in
another process, reaches it through the conversation's control group.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from agent.engine import events
from agent.engine.db import db
from agent.engine.loop import execute_run
from agent.engine.providers.base import ModelClient
from agent.engine.tools.client import ClientToolRunner
from agent.engine.turns import RunRefused, TurnStart, prepare_turn
from agent.models import Run, RunStatus
from agent.runs.groups import control_group
from agent.runs.publisher import relay

logger = logging.getLogger(__name__)

_tasks: dict[int, asyncio.Task] = {}


def running_task(conversation_id: int) -> asyncio.Task | None:
    """The task executing this conversation's run in this process, if any."""
    task = _tasks.get(conversation_id)
    return task if task is not None and not task.done() else None


async def start_run(
    *,
    conversation_id: int,
    user_id: int,
    text: str,
    provider_slug: str | None = None,
    strategy: str | None = None,
    capability_slug: str | None = None,
    client: ModelClient | None = None,
    stream: bool = True,
    allowed: Callable[[], bool] | None = None,
    client_tools: ClientToolRunner | None = None,
    detached: bool = False,
) -> int:
    """Store the message, start the run as a task of this process, and return the run id.

    Raises `RunRefused` (with a message for the person) when nothing was started, and
    `NotAllowed` when `allowed` (a synchronous check run with the turn's own database work,
    such as "the session is still signed in") says no.
    """
    if running_task(conversation_id) is not None:
        raise RunRefused("busy")
    start = await db(prepare_turn, urgent=True)(
        conversation_id=conversation_id,
        user_id=user_id,
        text=text,
        provider_slug=provider_slug,
        strategy=strategy,
        capability_slug=capability_slug,
        allowed=allowed,
        plan_first_step=True,
    )
    launch(start, client=client, stream=stream, client_tools=client_tools, detached=detached)
    return start.run_id


def launch(
    start: TurnStart,
    *,
    client: ModelClient | None = None,
    stream: bool = True,
    client_tools: ClientToolRunner | None = None,
    on_event: Callable[[events.Event], None] | None = None,
    detached: bool = False,
) -> asyncio.Task:
    """Execute a stored turn as this process's task for the conversation (`drive`).

    With `detached`, the task starts from an empty context rather than the caller's: Django
    runs a request's database calls on an executor that ends with the request, and a run must
    outlive the request that started it.
    """
    task = asyncio.get_running_loop().create_task(
        _logged(
            start.run_id,
            drive(
                start, client=client, stream=stream, client_tools=client_tools, on_event=on_event
            ),
        ),
        name=f"run-{start.run_id}",
        context=contextvars.Context() if detached else None,
    )
    _tasks[start.conversation_id] = task
    task.add_done_callback(lambda done: _forget(start.conversation_id, done))
    return task


async def stream_run(
    start: TurnStart,
    *,
    client: ModelClient | None = None,
    client_tools: ClientToolRunner | None = None,
    detached: bool = False,
) -> AsyncIterator[events.Event]:
    """Execute a stored turn as this process's task (`launch`) and yield its events until it
    ends. The run does not depend on the reader: one that goes away leaves it to finish, and
    a stop reaches it from anywhere."""
    queue: asyncio.Queue[events.Event | None] = asyncio.Queue()
    task = launch(
        start,
        client=client,
        client_tools=client_tools,
        on_event=queue.put_nowait,
        detached=detached,
    )
    task.add_done_callback(lambda _: queue.put_nowait(None))
    while (event := await queue.get()) is not None:
        yield event


def _forget(conversation_id: int, task: asyncio.Task) -> None:
    if _tasks.get(conversation_id) is task:
        del _tasks[conversation_id]


async def drive(
    start: TurnStart,
    *,
    client: ModelClient | None = None,
    stream: bool = True,
    client_tools: ClientToolRunner | None = None,
    on_event: Callable[[events.Event], None] | None = None,
) -> None:
    """Execute a stored turn here until it ends, publishing its events (and handing each to
    `on_event`); a stop sent to the conversation from any process cancels it."""
    async with stop_listener(start.conversation_id):
        await relay(
            start,
            execute_run(start, client=client, stream=stream, client_tools=client_tools),
            on_event,
        )


async def _logged(run_id: int, driving: Coroutine[Any, Any, None]) -> None:
    try:
        await driving
    except Exception:
        logger.exception("run %s: publishing its events failed", run_id)


async def _listen_for_stop(
    channel: str, control: str, run_task: asyncio.Task, *, joined: bool
) -> None:
    """Cancel the run on `run.cancel`, joining the control group first if that failed at the
    start: Redis failing here must not stop the run, the listener retries (and says so)."""
    layer = get_channel_layer()
    delay = 0.1
    while not joined:
        try:
            await layer.group_add(control, channel)
            joined = True
        except Exception as exc:
            logger.warning("stop listener %s: %s; retrying", control, exc)
            await asyncio.sleep(delay)
            delay = min(delay * 2, 5.0)
    while True:
        message = await layer.receive(channel)
        if message.get("type") == "run.cancel":
            run_task.cancel()
            return


@asynccontextmanager
async def stop_listener(conversation_id: int) -> AsyncIterator[None]:
    """While open, a stop sent to the conversation's control group (from any process)
    cancels the task that opened it."""
    layer = get_channel_layer()
    control = control_group(conversation_id)
    channel = await layer.new_channel()
    try:
        await layer.group_add(control, channel)  # joined before the run goes on
        joined = True
    except Exception as exc:
        logger.warning("stop listener %s: %s; retrying while the run goes on", control, exc)
        joined = False
    listener = asyncio.create_task(
        _listen_for_stop(channel, control, asyncio.current_task(), joined=joined)
    )
    try:
        yield
    finally:
        listener.cancel()
        try:
            await layer.group_discard(control, channel)
        except Exception as exc:  # it expires with the group anyway
            logger.warning("stop listener %s: leaving failed: %s", control, exc)


async def cancel_run(*, conversation_id: int) -> bool:
    """Stop the conversation's running run wherever it executes; False when none runs."""
    task = running_task(conversation_id)
    if task is not None:
        task.cancel()
        return True
    running = await db(
        Run.objects.filter(conversation_id=conversation_id, status=RunStatus.RUNNING).exists
    )()
    if not running:
        return False
    await get_channel_layer().group_send(
        control_group(conversation_id), {"type": "run.cancel", "conversation_id": conversation_id}
    )
    return True


def request_stop(*, conversation_id: int) -> bool:
    """`cancel_run` for synchronous callers (the REST API's views): the stop goes through the
    conversation's control group, which the run's own listener hears in whichever process
    runs it, this one included. False when no run is running."""
    running = Run.objects.filter(conversation_id=conversation_id, status=RunStatus.RUNNING)
    if not running.exists():
        return False
    async_to_sync(get_channel_layer().group_send)(
        control_group(conversation_id), {"type": "run.cancel", "conversation_id": conversation_id}
    )
    return True
