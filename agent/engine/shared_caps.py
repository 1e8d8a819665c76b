"""Caps counted in Redis, for every server process at once (`REDIS_URL` set).

A `SharedGate` is a counting semaphore held in Redis: a sorted set of the slots taken, each
with a lease that expires (`CVAGENT_SLOT_LEASE_SECONDS`, 15) unless its holder renews it (a
third of the lease, from a task beside the holder). A process that dies stops renewing, so
its slots come back on their own: a crash never leaks one. Those who wait are queued in
order of arrival in a second sorted set (with a lease of their own, renewed while they wait),
so the first to wait is the first served across processes. One Lua script takes a slot or
queues, atomically, on Redis's own clock (the machines' clocks do not matter).

A waiter tries again when a slot of this process is given back (at once) and otherwise every
`POLL_SECONDS`. When Redis fails, the gate says so in the log and falls back to counting in
this process (`admission.Gate`), so runs go on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from collections.abc import Awaitable, Callable

from django.conf import settings

logger = logging.getLogger(__name__)

POLL_SECONDS = 0.25
PREFIX = "cvagent:caps:"

# KEYS: holders, queue, queue leases, arrival counter.
# ARGV: token, limit, holder lease (ms), waiter lease (ms). 1 = the slot is the token's.
ACQUIRE = """
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000 + math.floor(tonumber(now_parts[2]) / 1000)
local holders, queue, leases, counter = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local token, limit = ARGV[1], tonumber(ARGV[2])
local keep = tonumber(ARGV[3]) * 4
redis.call('ZREMRANGEBYSCORE', holders, '-inf', now)
for _, gone in ipairs(redis.call('ZRANGEBYSCORE', leases, '-inf', now)) do
  redis.call('ZREM', queue, gone)
  redis.call('ZREM', leases, gone)
end
local taken = 0
if redis.call('ZSCORE', holders, token) then
  taken = 1
else
  local free = limit - redis.call('ZCARD', holders)
  local rank = redis.call('ZRANK', queue, token)
  local ahead = rank
  if not rank then ahead = redis.call('ZCARD', queue) end
  if free > 0 and ahead < free then taken = 1 end
end
if taken == 1 then
  redis.call('ZADD', holders, now + tonumber(ARGV[3]), token)
  redis.call('ZREM', queue, token)
  redis.call('ZREM', leases, token)
else
  if not redis.call('ZSCORE', queue, token) then
    redis.call('ZADD', queue, redis.call('INCR', counter), token)
  end
  redis.call('ZADD', leases, now + tonumber(ARGV[4]), token)
end
for _, key in ipairs(KEYS) do redis.call('PEXPIRE', key, keep) end
return taken
"""

# KEYS: holders. ARGV: token, lease (ms). The holder is alive: its lease starts again.
RENEW = """
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000 + math.floor(tonumber(now_parts[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 4)
return 1
"""

# KEYS: holders, queue, queue leases. ARGV: token.
RELEASE = """
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
return 1
"""


def enabled() -> bool:
    return bool(getattr(settings, "REDIS_URL", ""))


def lease_seconds() -> float:
    return float(getattr(settings, "CVAGENT", {}).get("SLOT_LEASE_SECONDS", 15) or 15)


def forget_run(run_id: int, user_id: int) -> None:
    """Give back at once the slots of a run whose process died (it cannot, and its leases
    would hold them a while longer): called where the dead run is repaired."""
    if not enabled():
        return
    import redis

    token = f"run:{run_id}"
    client = redis.Redis.from_url(settings.REDIS_URL, socket_timeout=2)
    try:
        with client.pipeline(transaction=False) as pipe:
            for name in (f"person:{user_id}", "all"):
                pipe.zrem(f"{PREFIX}{name}:holders", token)
            pipe.execute()
    except Exception as exc:
        logger.warning("fair-use caps: cannot give back the slots of run %s: %s", run_id, exc)
    finally:
        client.close()


class _Link:
    """One event loop's Redis client and scripts, and its wake-ups per cap."""

    def __init__(self) -> None:
        import redis.asyncio as redis

        # Bounded waits: a Redis that does not answer must not hold runs up for long (the
        # gate then counts in this process).
        self.client = redis.Redis.from_url(
            settings.REDIS_URL, socket_connect_timeout=2, socket_timeout=5
        )
        self.acquire = self.client.register_script(ACQUIRE)
        self.renew = self.client.register_script(RENEW)
        self.release = self.client.register_script(RELEASE)
        self.freed: dict[str, asyncio.Event] = {}

    def freed_event(self, name: str) -> asyncio.Event:
        event = self.freed.get(name)
        if event is None:
            event = self.freed[name] = asyncio.Event()
        return event


_links: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Link] = weakref.WeakKeyDictionary()


def _link() -> _Link:
    loop = asyncio.get_running_loop()
    link = _links.get(loop)
    if link is None:
        link = _links[loop] = _Link()
    return link


class SharedGate:
    """At most `limit` holders of `name` across every process using the same Redis;
    `fallback()` gives this process's own gate for when Redis fails.

    `attempt()` takes a slot if one is free (else queues); `enter()` waits for one;
    `leave()` gives it back. One gate per holder (its `token`)."""

    def __init__(
        self, name: str, limit: int, token: str, fallback: Callable[[], object] | None = None
    ) -> None:
        self.name = name
        self.limit = limit
        self.token = token
        self._fallback_factory = fallback
        self._fallback = None
        self._keys = [f"{PREFIX}{name}:{part}" for part in ("holders", "queue", "leases", "seq")]
        self._renewal: asyncio.Task | None = None
        self._held = False

    async def _call(self, script: str, keys: list[str], args: list) -> object:
        link = _link()
        return await getattr(link, script)(keys=keys, args=args)

    def _lease_ms(self) -> int:
        return int(lease_seconds() * 1000)

    async def _try(self) -> bool:
        taken = await self._call(
            "acquire",
            self._keys,
            [self.token, self.limit, self._lease_ms(), self._lease_ms()],
        )
        if taken:
            self._held = True
            self._renewal = asyncio.get_running_loop().create_task(self._renew())
        return bool(taken)

    async def _failing(self, exc: Exception):
        logger.warning(
            "fair-use cap %s: Redis failed (%s); counting in this process", self.name, exc
        )
        self._fallback = self._fallback_factory() if self._fallback_factory else None
        return self._fallback

    async def attempt(self) -> bool:
        if self.limit <= 0:
            return True
        try:
            return await self._try()
        except Exception as exc:
            fallback = await self._failing(exc)
            return True if fallback is None else await fallback.attempt()

    async def enter(self) -> None:
        """Wait for a slot (after `attempt` said no)."""
        if self._fallback is not None:
            await self._fallback.enter()
            return
        freed = _link().freed_event(self.name)
        try:
            while True:
                freed.clear()
                try:
                    if await self._try():
                        return
                except Exception as exc:
                    fallback = await self._failing(exc)
                    if fallback is not None:
                        await fallback.enter()
                    return
                # A slot given back in this process wakes the waiters at once; slots given
                # back elsewhere (or leases run out) are seen at the next poll.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(freed.wait(), POLL_SECONDS)
        except asyncio.CancelledError:
            self._spawn(self._call("release", self._keys[:3], [self.token]))
            raise

    async def _renew(self) -> None:
        every = lease_seconds() / 3
        while True:
            await asyncio.sleep(every)
            try:
                await self._call("renew", self._keys[:1], [self.token, self._lease_ms()])
            except Exception as exc:
                logger.warning("fair-use cap %s: cannot renew a lease: %s", self.name, exc)

    def leave(self) -> None:
        if self._fallback is not None:
            self._fallback.leave()
            return
        if not self._held:
            return
        self._held = False
        if self._renewal is not None:
            self._renewal.cancel()
        self._spawn(self._release())

    async def _release(self) -> None:
        try:
            await self._call("release", self._keys[:3], [self.token])
        except Exception as exc:
            logger.warning("fair-use cap %s: cannot give a slot back: %s", self.name, exc)
        _link().freed_event(self.name).set()

    @staticmethod
    def _spawn(work: Awaitable) -> None:
        task = asyncio.get_running_loop().create_task(work)
        _pending.add(task)
        task.add_done_callback(_pending.discard)


_pending: set[asyncio.Task] = set()
