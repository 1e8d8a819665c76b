"""Run events to the pages that show them: directly within this process, through the channel
layer only to other processes.

A run's publisher (`agent.runs.publisher`) hands each event to `publish`. The hub of the process
(one per event loop) gives the very same message dict to every page of the conversation open
in this process (a dict lookup by conversation: no copy per page, no scan of other groups),
and, when the channel layer reaches other processes (Redis), queues it in an outbox that one
sender task writes to Redis in batches, retrying until Redis takes it. Each process that shows
a conversation has one relay channel in the conversation's group (`event_group`) and hands
what arrives there to its own pages, so Redis carries one copy per process, not one per page.

Streamed text is not sent at once: publishers and pages say they hold some (`want_frame`),
and one ticker per process releases it every `window` seconds, a window that widens when the
event loop runs late (a saturated process sends fewer, larger frames instead of falling
behind). One timer for the whole process replaces a timer task per run and per page.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
import weakref
from collections import deque
from typing import Any, Protocol

from channels.layers import InMemoryChannelLayer, get_channel_layer

from agent.runs.groups import event_group

logger = logging.getLogger(__name__)

# The frame window: its floor, its ceiling, and how much of the loop's lateness widens it.
FRAME_SECONDS = 0.04
MAX_FRAME_SECONDS = 0.2
LATENESS_WEIGHT = 3.0
# What the sender writes to Redis in one round, and how much may wait while Redis is away.
BATCH = 500
MAX_OUTBOX = 200_000
RETRY_FIRST_SECONDS = 0.05
RETRY_MAX_SECONDS = 2.0
LOG_EVERY_SECONDS = 10.0


class Page(Protocol):
    """What the hub needs of a page (the consumer): take an event, send held text."""

    def take(self, message: dict[str, Any]) -> None: ...

    async def flush_frames(self) -> None: ...


class Holder(Protocol):
    """A publisher holding merged text until the next frame."""

    def release(self) -> None: ...


class Hub:
    """The pages of this process by conversation, the frame ticker, and the remote link."""

    def __init__(self) -> None:
        self.pages: dict[int, set[Page]] = {}
        self.window = FRAME_SECONDS
        self.lateness = 0.0
        self._holders: dict[Holder, None] = {}
        self._dirty: dict[Page, None] = {}
        self._ticker: asyncio.Task | None = None
        self._remote: Remote | None = None

    # --- pages -------------------------------------------------------------------------

    async def join(self, conversation_id: int, page: Page) -> None:
        """From now on `page` takes the conversation's events (from any process)."""
        self.pages.setdefault(conversation_id, set()).add(page)
        remote = self.remote()
        if remote is not None:
            await remote.follow(conversation_id)

    async def leave(self, conversation_id: int, page: Page) -> None:
        pages = self.pages.get(conversation_id)
        if pages is not None:
            pages.discard(page)
            if not pages:
                del self.pages[conversation_id]
        self._dirty.pop(page, None)
        remote = self.remote()
        if remote is not None:
            await remote.follow(conversation_id)

    def deliver(self, conversation_id: int, message: dict[str, Any]) -> None:
        """Hand one message to every page of the conversation in this process."""
        pages = self.pages.get(conversation_id)
        if not pages:
            return
        for page in tuple(pages):
            try:
                page.take(message)
            except Exception:
                logger.exception("conversation %s: a page failed to take an event", conversation_id)

    # --- publishing --------------------------------------------------------------------

    def publish(self, conversation_id: int, message: dict[str, Any]) -> None:
        """To this process's pages now, and to other processes through the outbox."""
        self.deliver(conversation_id, message)
        remote = self.remote()
        if remote is not None:
            remote.queue(event_group(conversation_id), message)

    async def drained(self) -> None:
        """Wait until other processes have been sent everything published so far."""
        remote = self.remote()
        if remote is not None:
            await remote.drained()

    def remote(self) -> Remote | None:
        """The link to other processes; None when the channel layer is this process's own."""
        layer = get_channel_layer()
        remote = self._remote
        if remote is not None and remote.layer is layer:
            return remote
        if layer is None or isinstance(layer, InMemoryChannelLayer):
            self._remote = None
            return None
        self._remote = Remote(self, layer)
        return self._remote

    # --- frames ------------------------------------------------------------------------

    def hold(self, holder: Holder) -> None:
        """A publisher holds text: release it at the next frame."""
        self._holders[holder] = None
        self._wake()

    def want_frame(self, page: Page) -> None:
        """A page holds text: send it at the next frame."""
        self._dirty[page] = None
        self._wake()

    def _wake(self) -> None:
        if self._ticker is None:
            self._ticker = asyncio.get_running_loop().create_task(self._tick(), name="hub-frames")

    async def _tick(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self._holders or self._dirty:
                due = loop.time() + self.window
                await asyncio.sleep(self.window)
                self._adapt(loop.time() - due)
                holders, self._holders = self._holders, {}
                for holder in holders:
                    try:
                        holder.release()
                    except Exception:
                        logger.exception("a publisher failed to release its text")
                dirty, self._dirty = self._dirty, {}
                for page in dirty:
                    try:
                        await page.flush_frames()
                    except Exception:
                        logger.exception("a page failed to send a frame")
        finally:
            self._ticker = None

    def _adapt(self, late: float) -> None:
        """Widen the window while the loop runs late, narrow it back as it catches up."""
        self.lateness = 0.8 * self.lateness + 0.2 * max(0.0, late)
        self.window = min(MAX_FRAME_SECONDS, FRAME_SECONDS + LATENESS_WEIGHT * self.lateness)


class Remote:
    """This process's link to the others over the channel layer: the outbox and its sender,
    the relay channel and the groups it follows."""

    def __init__(self, hub: Hub, layer: Any) -> None:
        self.hub = hub
        self.layer = layer
        self.channel: str | None = None
        self.following: set[int] = set()
        self.outbox: deque[tuple[str, dict[str, Any]]] = deque()
        self._membership = asyncio.Lock()
        self._reader: asyncio.Task | None = None
        self._sender: asyncio.Task | None = None
        self._empty = asyncio.Event()
        self._empty.set()

    # --- sending -----------------------------------------------------------------------

    def queue(self, group: str, message: dict[str, Any]) -> None:
        self.outbox.append((group, message))
        self._empty.clear()
        if self._sender is None or self._sender.done():
            loop = asyncio.get_running_loop()
            self._sender = loop.create_task(self._send_all(), name="relay-out")

    async def drained(self) -> None:
        await self._empty.wait()

    async def _send_all(self) -> None:
        delay = RETRY_FIRST_SECONDS
        failing_since: float | None = None
        logged_at = 0.0
        while self.outbox:
            self._trim()
            batch = list(itertools.islice(self.outbox, 0, BATCH))
            try:
                await self._send(batch)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                now = time.monotonic()
                if failing_since is None or now - logged_at >= LOG_EVERY_SECONDS:
                    logger.warning(
                        "could not send %d run events to other processes (%s: %s); %d wait, "
                        "retrying",
                        len(batch),
                        type(exc).__name__,
                        exc,
                        len(self.outbox),
                    )
                    logged_at = now
                failing_since = failing_since or now
                await asyncio.sleep(delay)
                delay = min(delay * 2, RETRY_MAX_SECONDS)
                continue
            for _ in batch:
                self.outbox.popleft()
            if failing_since is not None:
                logger.warning(
                    "run events reach other processes again, after %.1f s",
                    time.monotonic() - failing_since,
                )
                failing_since = None
                delay = RETRY_FIRST_SECONDS
        self._empty.set()

    async def _send(self, batch: list[tuple[str, dict[str, Any]]]) -> None:
        exclude = {self.channel} if self.channel else set()
        send_batch = getattr(self.layer, "group_send_batch", None)
        if send_batch is not None:
            await send_batch(batch, exclude=exclude)
            return
        for group, message in batch:  # any other layer: one at a time (pages drop repeats)
            await self.layer.group_send(group, message)

    def _trim(self) -> None:
        """While Redis is away the outbox may not grow without bound: the oldest text goes
        first (pages of other processes see the gap and reload from the database); the end
        of a turn is never dropped."""
        excess = len(self.outbox) - MAX_OUTBOX
        if excess <= 0:
            return
        kept: deque[tuple[str, dict[str, Any]]] = deque()
        dropped = 0
        for item in self.outbox:
            if dropped < excess and item[1].get("event", {}).get("type") != "done":
                dropped += 1
            else:
                kept.append(item)
        self.outbox = kept
        logger.error("dropped %d run events meant for other processes: Redis is away", dropped)

    # --- receiving ---------------------------------------------------------------------

    async def follow(self, conversation_id: int) -> None:
        """Be in the conversation's group exactly while this process has a page of it."""
        async with self._membership:
            wanted = bool(self.hub.pages.get(conversation_id))
            if wanted == (conversation_id in self.following):
                return
            if self.channel is None:
                make = getattr(self.layer, "new_relay_channel", None) or self.layer.new_channel
                self.channel = await make()
            if wanted:
                await self.layer.group_add(event_group(conversation_id), self.channel)
                self.following.add(conversation_id)
                if self._reader is None or self._reader.done():
                    self._reader = asyncio.get_running_loop().create_task(
                        self._read(), name="relay-in"
                    )
            else:
                self.following.discard(conversation_id)
                await self.layer.group_discard(event_group(conversation_id), self.channel)
                if not self.following and self._reader is not None:
                    self._reader.cancel()
                    self._reader = None

    async def _read(self) -> None:
        delay = RETRY_FIRST_SECONDS
        while True:
            try:
                message = await self.layer.receive(self.channel)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                logger.warning(
                    "relay channel: receive failed (%s: %s); retrying", type(exc).__name__, exc
                )
                await asyncio.sleep(delay)
                delay = min(delay * 2, RETRY_MAX_SECONDS)
                continue
            delay = RETRY_FIRST_SECONDS
            conversation_id = message.get("conversation")
            if isinstance(conversation_id, int):
                self.hub.deliver(conversation_id, message)


_hubs: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Hub] = weakref.WeakKeyDictionary()


def hub() -> Hub:
    """The hub of the running event loop (Daphne has one; tests and commands one each)."""
    loop = asyncio.get_running_loop()
    found = _hubs.get(loop)
    if found is None:
        found = _hubs[loop] = Hub()
    return found
