"""Runs as asyncio tasks that belong to no WebSocket: start, cancel, and which provider to use.

Each run's events go to the channel-layer group `conversation.<id>`, so every open tab (in
any process) sees them. A stop request cancels the local task, or, when the run lives in
another process, reaches it through the conversation's control group.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from agent.engine import events
from agent.engine.db import db
from agent.engine.loop import execute_run
from agent.engine.providers.base import ModelClient
from agent.engine.turns import (
    NotAllowed,
    RunRefused,
    TurnStart,
    open_turn,
    resolve_provider,
)
from agent.models import Run, RunStatus
from agent.web.browser_calls import PAGE_TOOLS
from agent.web.groups import control_group, event_group
from agent.web.hub import hub

logger = logging.getLogger(__name__)

__all__ = [
    "NotAllowed",
    "RunRefused",
    "cancel_run",
    "control_group",
    "event_group",
    "publish",
    "relay",
    "resolve_provider",
    "running_task",
    "start_run",
    "stop_listener",
]

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
) -> int:
    """Store the message, start the run as a task of this process, and return the run id.

    Raises `RunRefused` (with a message for the person) when nothing was started, and
    `NotAllowed` when `allowed` (a synchronous check run with the turn's own database work,
    such as "the session is still signed in") says no.
    """
    if running_task(conversation_id) is not None:
        raise RunRefused("busy")
    start = await db(open_turn, urgent=True)(
        conversation_id=conversation_id,
        user_id=user_id,
        text=text,
        provider_slug=provider_slug,
        strategy=strategy,
        capability_slug=capability_slug,
        allowed=allowed,
        plan_first_step=True,
    )
    task = asyncio.create_task(
        _drive(start, client=client, stream=stream), name=f"run-{start.run_id}"
    )
    _tasks[conversation_id] = task
    task.add_done_callback(lambda done: _forget(conversation_id, done))
    return start.run_id


def _forget(conversation_id: int, task: asyncio.Task) -> None:
    if _tasks.get(conversation_id) is task:
        del _tasks[conversation_id]


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


def publish(
    conversation_id: int, event: events.Event, *, run_id: int | None = None, seq: int = 0
) -> None:
    """Send one run event to every page showing the conversation: the pages of this process
    at once, other processes through the channel layer (agent/web/hub.py). Every event of a
    run carries its run and its sequence number (1, 2, ...), so a page can drop a repeat and
    notice a gap."""
    message: dict = {
        "type": "run.event",
        "conversation": conversation_id,
        "run": run_id,
        "seq": seq,
        "event": event.model_dump(mode="json"),
    }
    hub().publish(conversation_id, message)


def _is_delta(event: events.Event) -> bool:
    return isinstance(event, events.Content) or (
        isinstance(event, events.Thinking) and event.source == "reasoning"
    )


def _delta_kind(event: events.Event) -> str:
    return "thinking" if isinstance(event, events.Thinking) else "content"


class _Publisher:
    """Publishes a run's events in order, numbering them; text deltas are merged until the
    hub's next frame (one timer for the whole process, `hub.Hub.hold`), any other event goes
    at once after what was held. Remembers the text published since the last stored step
    (`unsaved`)."""

    def __init__(self, conversation_id: int, run_id: int) -> None:
        self.conversation_id = conversation_id
        self.run_id = run_id
        self.hub = hub()
        self.pending: list[events.Event] = []
        self.seq = 0
        self.unsaved: list[tuple[str, str]] = []
        self.ended = False

    def add(self, event: events.Event) -> None:
        if _is_delta(event):
            last = self.pending[-1] if self.pending else None
            if last is not None and type(last) is type(event):
                self.pending[-1] = last.model_copy(update={"text": last.text + event.text})
            else:
                if not self.pending:
                    self.hub.hold(self)
                self.pending.append(event)
            return
        self.release()
        self._send(event)

    def release(self) -> None:
        """Publish the merged text held so far (the hub calls this at each frame)."""
        batch, self.pending = self.pending, []
        for event in batch:
            self._send(event)

    def _send(self, event: events.Event) -> None:
        self.seq += 1
        self._remember(event)
        if isinstance(event, events.Done):
            self.ended = True
        publish(self.conversation_id, event, run_id=self.run_id, seq=self.seq)

    def _remember(self, event: events.Event) -> None:
        """Track the text streamed and not stored yet."""
        if not _is_delta(event):
            # Anything else follows a stored response (a call, a result, the end of the run)
            # except a notice (retry, fallback, waiting), which comes in the middle of one.
            if not isinstance(event, events.Retry | events.Fallback | events.Waiting):
                self.unsaved = []
            return
        kind = _delta_kind(event)
        if self.unsaved and self.unsaved[-1][0] == kind:
            self.unsaved[-1] = (kind, self.unsaved[-1][1] + event.text)
        else:
            self.unsaved.append((kind, event.text))


_publishers: dict[int, _Publisher] = {}


def unsaved_text(conversation_id: int) -> tuple[int, int, list[tuple[str, str]]] | None:
    """What the run of this conversation executing in this process has streamed and not yet
    stored (the answer being written), as (run id, sequence number of its last published
    event, [(kind, text)...]); None when no run of the conversation executes here.

    A page that connects mid-answer shows this after the stored transcript and skips the
    deltas of that run up to that number, which may already wait in its queue.
    """
    publisher = _publishers.get(conversation_id)
    if publisher is None:
        return None
    publisher.release()
    return publisher.run_id, publisher.seq, list(publisher.unsaved)


async def relay(
    start: TurnStart,
    run_events: AsyncIterator[events.Event],
    on_event: Callable[[events.Event], None] | None = None,
) -> None:
    """Publish each event of a run (and hand it to `on_event`) until `done`.

    Text deltas are merged until the next frame of the process; any other event first
    publishes what is pending, so the order never changes. A cancel that lands outside the
    loop's own code is handed to the loop, so that it still closes the run and says so. The
    end of a turn always goes out: if the run's events stop without `done`, one is sent.
    """
    publisher = _Publisher(start.conversation_id, start.run_id)
    _publishers[start.conversation_id] = publisher

    def deliver(event: events.Event) -> None:
        if on_event is not None:
            on_event(event)
        publisher.add(event)

    try:
        try:
            async for event in run_events:
                deliver(event)
        except asyncio.CancelledError:
            event = await run_events.athrow(asyncio.CancelledError())
            while True:
                deliver(event)
                event = await run_events.__anext__()
    except StopAsyncIteration:
        pass
    finally:
        if _publishers.get(start.conversation_id) is publisher:
            del _publishers[start.conversation_id]
        publisher.release()
        if not publisher.ended:
            # The run broke off without its end (a bug, or the task torn down): the pages
            # must not show it running forever; they reload the transcript on `done`.
            publisher.add(
                events.Done(
                    status=RunStatus.FAILED,
                    run_id=start.run_id,
                    conversation_id=start.conversation_id,
                    resume_id=start.resume_id,
                )
            )
    await publisher.hub.drained()


async def _drive(start: TurnStart, *, client: ModelClient | None, stream: bool) -> None:
    """Execute the run as this process's task, publishing its events, stoppable from anywhere."""
    try:
        async with stop_listener(start.conversation_id):
            await relay(
                start, execute_run(start, client=client, stream=stream, client_tools=PAGE_TOOLS)
            )
    except Exception:
        logger.exception("run %s: publishing its events failed", start.run_id)


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
