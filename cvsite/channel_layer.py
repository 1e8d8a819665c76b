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
import logging
import time
import uuid
from collections import Counter, defaultdict
from typing import Any

from channels_redis import core
from redis import asyncio as aioredis
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

# A process's relay channel (agent/runs/hub.py) carries the run events of every conversation it
# shows from other processes: it gets a far larger buffer than one page's channel.
RELAY_MARK = "!relay-"
RELAY_CAPACITY = 100_000

# One round trip for a whole batch: each message is added to its channel's queue unless the
# queue is full (as channels_redis' group_send), with a score that keeps the batch's order.
_BATCH_LUA = """
local n = #KEYS
local expiry = tonumber(ARGV[#ARGV])
local cutoff = tonumber(ARGV[#ARGV - 1])
local over = 0
local cleaned = {}
for i = 1, n do
    local key = KEYS[i]
    if not cleaned[key] then
        redis.call('ZREMRANGEBYSCORE', key, 0, cutoff)
        cleaned[key] = true
    end
    if redis.call('ZCOUNT', key, '-inf', '+inf') < tonumber(ARGV[n + i]) then
        redis.call('ZADD', key, ARGV[2 * n + i], ARGV[i])
        redis.call('EXPIRE', key, expiry)
    else
        over = over + 1
    end
end
return over
"""


class _Buffers(dict):
    """Receive buffers whose size follows the channel's capacity."""

    def __init__(self, layer: RedisChannelLayer) -> None:
        super().__init__()
        self.layer = layer

    def __missing__(self, channel: str) -> core.BoundedQueue:
        buffer = self[channel] = core.BoundedQueue(self.layer.get_capacity(channel))
        return buffer


class RedisChannelLayer(core.RedisChannelLayer):
    """channels_redis' layer whose process-local receives lose nothing when cancelled."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hosts = [{"socket_timeout": None, **host} for host in self.hosts]
        self._waiting: Counter[str] = Counter()
        self._reader: asyncio.Task | None = None
        self.receive_buffer = _Buffers(self)
        self._last_score = 0.0

    def create_pool(self, index: int) -> Any:
        """A pool that waits for a free connection instead of failing.

        redis-py's pool raises `MaxConnectionsError` when all its connections are in use: a
        burst of pages connecting at once (each joins groups) then failed their handshakes.
        This one lets the caller wait up to `pool_timeout` seconds (default 30)."""
        host = dict(self.hosts[index])
        if "address" not in host:
            return super().create_pool(index)
        address = host.pop("address")
        host["timeout"] = host.pop("pool_timeout", 30)
        return aioredis.BlockingConnectionPool.from_url(address, **host)

    def get_capacity(self, channel: str) -> int:
        if RELAY_MARK in channel:
            return max(RELAY_CAPACITY, super().get_capacity(channel))
        return super().get_capacity(channel)

    async def new_relay_channel(self) -> str:
        """A process-local channel with room for every remote event this process shows."""
        return f"specific.{self.client_prefix}{RELAY_MARK}{uuid.uuid4().hex}"

    def _score(self) -> float:
        """Strictly increasing within this process, so a batch keeps its order in Redis."""
        self._last_score = max(time.time(), self._last_score + 1e-6)
        return self._last_score

    async def group_send_batch(
        self,
        items: list[tuple[str, dict[str, Any]]],
        *,
        exclude: set[str] | frozenset = frozenset(),
    ) -> None:
        """Send many (group, message) pairs in order, in two round trips per Redis host
        (the groups' members, then every message), leaving out the channels in `exclude`.

        channels_redis' group_send takes four round trips per message and a pooled
        connection for each: a process streaming to many pages exhausted redis-py's pool
        (`MaxConnectionsError`) and lost events. A message for a full queue is dropped, as
        group_send does, but logged; pages that see the gap reload from the database."""
        groups = list(dict.fromkeys(group for group, _ in items))
        by_host: dict[int, list[str]] = defaultdict(list)
        for group in groups:
            by_host[self.consistent_hash(group)].append(group)
        members: dict[str, list[str]] = {}
        cutoff = int(time.time()) - self.group_expiry
        for index, names in by_host.items():
            pipe = self.connection(index).pipeline(transaction=False)
            for group in names:
                key = self._group_key(group)
                pipe.zremrangebyscore(key, min=0, max=cutoff)
                pipe.zrange(key, 0, -1)
            replies = await pipe.execute()
            for group, names_found in zip(names, replies[1::2], strict=True):
                channels = [name.decode("utf8") for name in names_found]
                members[group] = [name for name in channels if name not in exclude]
        per_host: dict[int, list[tuple[bytes, bytes, int, float]]] = defaultdict(list)
        for group, message in items:
            channels = members.get(group)
            if not channels:
                continue
            by_connection, payloads, capacities = self._map_channel_keys_to_connection(
                channels, message
            )
            for index, keys in by_connection.items():
                for key in keys:
                    per_host[index].append((key, payloads[key], capacities[key], self._score()))
        for index, entries in per_host.items():
            keys = [entry[0] for entry in entries]
            arguments = [entry[1] for entry in entries]
            arguments += [entry[2] for entry in entries]
            arguments += [entry[3] for entry in entries]
            arguments += [time.time() - int(self.expiry), self.expiry]
            over = await self.connection(index).eval(_BATCH_LUA, len(keys), *keys, *arguments)
            if over:
                logger.warning("%s of %s run events dropped: channel full", over, len(keys))

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
        delay, failing_since = 0.05, None
        while self._waiting:
            popped = None
            try:
                popped = await connection.bzpopmin(key, timeout=self.brpop_timeout)
                backlog = [] if popped is None else await connection.zpopmin(key, 10_000)
            except (RedisError, OSError) as exc:
                # A message the blocking pop took is this process's alone now: hand it on
                # before waiting for Redis (what the second pop left stays queued there).
                if popped is not None:
                    self._hand_on([popped[1]])
                # Redis restarting or failing over: every page of the process waits on this
                # reader, so it waits for Redis instead of failing them all.
                if failing_since is None:
                    logger.warning(
                        "reading from Redis failed (%s: %s); retrying", type(exc).__name__, exc
                    )
                    failing_since = time.monotonic()
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)
                continue
            if failing_since is not None:
                logger.warning(
                    "reading from Redis again, after %.1f s", time.monotonic() - failing_since
                )
                delay, failing_since = 0.05, None
            if popped is None:
                continue
            self._hand_on([popped[1], *(member for member, _ in backlog)])

    def _hand_on(self, contents: list[bytes]) -> None:
        """Put popped messages into the buffers of the channels they are for."""
        for content in contents:
            message = self.deserialize(content)
            channels = message.pop("__asgi_channel__")
            for name in channels if isinstance(channels, list) else [channels]:
                self.receive_buffer[name].put_nowait(message)


def _retrieved(reader: asyncio.Task) -> None:
    # Waiting receives re-raise the reader's failure themselves; with none waiting, nobody
    # needs the "exception was never retrieved" report.
    if not reader.cancelled():
        reader.exception()
