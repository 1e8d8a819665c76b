"""The Redis channel layer, made safe for cancelled receives and for redis-py 8's read timeout.

channels_redis reads all of a process's own channels ("specific.<prefix>!<id>") through one
shared Redis queue: whichever `receive` call holds its lock pops the next message, for any
channel. Cancelling that call while Redis has already popped a message loses the message,
though it was meant for another channel; and Channels cancels a consumer's receive whenever
a socket closes. Here one reader task per process, which no receive cancels, pops the shared
queue and hands each message to its channel's buffer; a `receive` waits on its own buffer.
It pops whatever queued up in one go: channels_redis' four Redis round trips per message
let a process streaming to a few dozen pages fall behind until group_send dropped events.

redis-py 8 also gives every read a 5 s timeout, exactly as long as the layer's blocking pop
waits for a message: an idle receive then fails and closes the WebSocket. Here sockets have
no timeout unless a host sets one, as before redis-py 8 (its TCP keepalive, on by default,
still finds a dead connection); with a timeout redis-py also writes through
`asyncio.wait_for`, which on Python 3.11 can swallow a cancel and keep a task popping.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

from channels_redis import core


class RedisChannelLayer(core.RedisChannelLayer):
    """channels_redis' layer whose process-local receives lose nothing when cancelled."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hosts = [{"socket_timeout": None, **host} for host in self.hosts]
        self._waiting: Counter[str] = Counter()
        self._reader: asyncio.Task | None = None

    async def receive(self, channel: str) -> dict[str, Any]:
        """The next message of `channel`; cancelling the wait costs other channels nothing."""
        if "!" not in channel:
            return await super().receive(channel)
        assert self.require_valid_channel_name(channel)
        shared = self.non_local_name(channel)
        assert shared.endswith(self.client_prefix + "!"), "Wrong client prefix"
        self._waiting[channel] += 1
        delivered = False
        try:
            while True:
                buffer = self.receive_buffer[channel]
                if not buffer.empty():
                    delivered = True
                    return buffer.get_nowait()
                reader = self._running_reader(shared)
                getter = asyncio.ensure_future(buffer.get())
                try:
                    await asyncio.wait({getter, reader}, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    if not getter.done():
                        getter.cancel()
                if getter.done() and not getter.cancelled():
                    delivered = True
                    return getter.result()
                if reader.done():
                    # The reader only ends while someone waits when Redis failed it: say so.
                    reader.result()
        finally:
            self._waiting[channel] -= 1
            if self._waiting[channel] <= 0:
                del self._waiting[channel]
                # As channels_redis does: a receive given up on drops what its channel got.
                buffer = self.receive_buffer.get(channel)
                if buffer is not None and (buffer.empty() or not delivered):
                    del self.receive_buffer[channel]

    def _running_reader(self, shared: str) -> asyncio.Task:
        """The task popping the process's shared queue, started when none runs."""
        reader = self._reader
        loop = asyncio.get_running_loop()
        if reader is not None and not reader.done():
            if reader.get_loop() is loop:
                return reader
            if not reader.get_loop().is_closed():
                raise RuntimeError("Two event loops are trying to receive() on one layer at once!")
        reader = loop.create_task(self._read(shared))
        reader.add_done_callback(_retrieved)
        self._reader = reader
        return reader

    async def close_pools(self) -> None:
        # Closing the connections ends every read anyway: stop the reader first, so it does
        # not reconnect to a closing pool.
        reader, self._reader = self._reader, None
        if reader is not None and reader.get_loop() is asyncio.get_running_loop():
            reader.cancel()
            await asyncio.gather(reader, return_exceptions=True)
        await super().close_pools()

    async def _read(self, shared: str) -> None:
        """Pop messages into their channels' buffers while anyone waits. Only the loop's
        shutdown and `close_pools` cancel it, and a message then lost no longer matters.

        Unlike channels_redis, no in-flight backup per message: a process's own queue dies
        with the process anyway. A blocking pop, then one more takes all that queued up
        meanwhile (the queue holds `capacity` messages for all the process's pages together;
        past that, group_send drops them)."""
        key = self.prefix + shared
        connection = self.connection(self.consistent_hash(shared))
        while self._waiting:
            popped = await connection.bzpopmin(key, timeout=self.brpop_timeout)
            if popped is None:
                continue
            backlog = await connection.zpopmin(key, self.get_capacity(shared))
            for content in [popped[1], *(member for member, _ in backlog)]:
                message = self.deserialize(content)
                channels = message.pop("__asgi_channel__")
                for name in channels if isinstance(channels, list) else [channels]:
                    self.receive_buffer[name].put_nowait(message)


def _retrieved(reader: asyncio.Task) -> None:
    # Waiting receives re-raise the reader's failure themselves; with none waiting, nobody
    # needs the "exception was never retrieved" report.
    if not reader.cancelled():
        reader.exception()
