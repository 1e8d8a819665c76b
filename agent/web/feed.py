"""A page's side of the hub (agent/runs/hub.py): run events taken in order, text held for the
next frame, repeats dropped, gaps repaired from the database.

The hub calls `take` with each event of the conversation, the same dict for every page. Text
deltas are appended to `pending` (no rendering, no task, no timer: the hub's frame ticker
calls `flush_frames`); any other event waits in an inbox that one task works through, so
order is kept while the page renders a tool step or reads the database.

Every event carries its run and a sequence number. A page drops what it has seen (a repeat
after a retried send to Redis) and, when a number is missing (an event that never reached
this process), reloads the transcript from the database before going on.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from typing import Any

from agent.runs.hub import hub

logger = logging.getLogger(__name__)


def delta_kind(data: dict[str, Any]) -> str:
    """ "content" or "thinking" for a streamed text delta, "" for any other event."""
    kind = data.get("type")
    if not isinstance(data.get("text"), str):
        return ""
    if kind == "content":
        return "content"
    if kind == "thinking" and data.get("source", "reasoning") == "reasoning":
        return "thinking"
    return ""


class LiveFeed:
    """Mixed into the conversation's consumer, which provides `handle_run_event` (any event
    but a text delta), `send_snapshot`, `send_pending` and `conversation_id`."""

    conversation_id: int

    def open_feed(self) -> None:
        self.pending: list[tuple[str, str]] = []
        self.inbox: deque[dict[str, Any]] = deque()
        self.feed_worker: asyncio.Task | None = None
        # The last event taken: (run id, sequence number).
        self.seen: tuple[int | None, int] = (None, 0)
        # Deltas this page showed from `unsaved_text` at connect: (run id, last sequence).
        self.caught_up: tuple[int | None, int] = (None, 0)
        self.resyncs = 0
        self.feed_closed = False
        self.feed_ready = False

    def start_feed(self) -> None:
        """The page has its snapshot: events taken meanwhile are worked through now."""
        self.feed_ready = True
        if self.inbox:
            self._start_worker()

    def _start_worker(self) -> None:
        if self.feed_worker is None or self.feed_worker.done():
            self.feed_worker = asyncio.get_running_loop().create_task(self._work())

    def close_feed(self) -> None:
        self.feed_closed = True
        if self.feed_worker is not None:
            self.feed_worker.cancel()

    # --- called by the hub -------------------------------------------------------------

    def take(self, message: dict[str, Any]) -> None:
        if self.feed_closed:
            return
        if not self.feed_ready:
            self.inbox.append(message)
            return
        if not self.inbox and (self.feed_worker is None or self.feed_worker.done()):
            # The hot path, once per delta and page: the next text of the run, held as is.
            data = message.get("event") or {}
            kind = delta_kind(data)
            if kind and self._is_next(message):
                self.seen = (message.get("run"), message.get("seq") or 0)
                self._hold(kind, data["text"])
                return
        self.inbox.append(message)
        self._start_worker()

    async def flush_frames(self) -> None:
        if self.pending and not self.feed_closed:
            await self.send_pending()

    # --- in order ----------------------------------------------------------------------

    def _hold(self, kind: str, text: str) -> None:
        if not self.pending:
            hub().want_frame(self)
        self.pending.append((kind, text))

    def _is_next(self, message: dict[str, Any]) -> bool:
        run, seq = message.get("run"), message.get("seq") or 0
        return (
            bool(seq)
            and run == self.seen[0]
            and seq == self.seen[1] + 1
            and not (run == self.caught_up[0] and seq <= self.caught_up[1])
        )

    def _order(self, message: dict[str, Any]) -> str:
        """ "new", "old" (seen already), "caught" (shown at connect, or not yet known to the
        page though published before it read the run's text), or "gap"."""
        run, seq = message.get("run"), message.get("seq") or 0
        if not seq:
            return "new"
        if self.caught_up[0] == run and seq <= self.caught_up[1]:
            return "caught"
        seen_run, seen_seq = self.seen
        if run == seen_run and seq <= seen_seq:
            return "old"
        expected = seen_seq + 1 if run == seen_run else 1
        self.seen = (run, seq)
        return "gap" if seq != expected else "new"

    async def _work(self) -> None:
        while self.inbox and not self.feed_closed:
            message = self.inbox.popleft()
            data = message.get("event") or {}
            kind = delta_kind(data)
            order = self._order(message)
            if order == "old" or (order == "caught" and kind):
                continue
            if order == "gap":
                # Something of this run never reached this process: what the database
                # holds is the truth; the live events go on from here.
                self.resyncs += 1
                logger.info(
                    "conversation %s: event %s of run %s came after a gap; reloading",
                    self.conversation_id,
                    message.get("seq"),
                    message.get("run"),
                )
                await self.send_snapshot()
            if kind:
                self._hold(kind, data["text"])
                continue
            try:
                await self.handle_run_event(data)
            except Exception:
                logger.exception(
                    "conversation %s: an event could not be shown", self.conversation_id
                )

    # --- provided by the consumer ------------------------------------------------------

    async def handle_run_event(self, data: dict[str, Any]) -> None:
        raise NotImplementedError

    async def send_snapshot(self, *, catch_up: bool = False) -> None:
        raise NotImplementedError

    async def send_pending(self) -> None:
        raise NotImplementedError
