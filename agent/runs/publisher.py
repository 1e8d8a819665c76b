"""A run's events to everyone who shows them: numbered, text deltas merged until the next frame,
handed to the process's hub (agent/runs/hub.py), which gives them to the pages of this process
and sends them to other processes through the channel layer.

`relay` publishes one run's events as they come; `unsaved_text` is what a run of this process
has streamed and not stored yet, for a page that connects mid-answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

from agent.engine import events
from agent.engine.turns import TurnStart
from agent.models import RunStatus
from agent.runs.hub import hub


def publish(
    conversation_id: int, event: events.Event, *, run_id: int | None = None, seq: int = 0
) -> None:
    """Send one run event to every page showing the conversation: the pages of this process
    at once, other processes through the channel layer (agent/runs/hub.py). Every event of a
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
