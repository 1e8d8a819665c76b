"""Fair use: how many runs go at once, per person and in all.

A run over a cap is not refused: it waits its turn, first come first served, and the person
is told (a `waiting` event: "queued_person" or "queued_server", rendered in their language).
Its heartbeat beats meanwhile, and a Stop while it waits ends it at once. The caps are
`CVAGENT_MAX_RUNS_PER_PERSON` (3) and `CVAGENT_MAX_RUNS` (300); 0 = no cap. With `REDIS_URL`
set they are counted in Redis for every server process together, with leases that a dead
process stops renewing (`agent.engine.shared_caps`); without it, per event loop (one Daphne
process), here. How many requests a provider answers at once is the other limit, per
provider (`agent.engine.providers.readiness.request_limit`).
"""

from __future__ import annotations

import asyncio
import weakref
from collections import deque

from django.conf import settings

from agent.engine import events, notices, shared_caps


class Gate:
    """At most `limit` holders; the others wait in order. Cancelling a wait takes nothing."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.active = 0
        self.waiters: deque[asyncio.Future] = deque()

    def full(self) -> bool:
        return self.limit > 0 and (self.active >= self.limit or bool(self.waiters))

    async def attempt(self) -> bool:
        """Take a place if one is free now; False (nothing taken) when `enter` must wait."""
        if self.full():
            return False
        self.active += 1
        return True

    async def enter(self) -> None:
        if not self.full():
            self.active += 1
            return
        waiter = asyncio.get_running_loop().create_future()
        self.waiters.append(waiter)
        try:
            await waiter  # `leave` hands its place over: `active` stays as it is
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self.leave()  # handed over just as the wait was cancelled: pass it on
            else:
                self.waiters.remove(waiter)
            raise

    def leave(self) -> None:
        while self.waiters:
            waiter = self.waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return
        self.active -= 1

    @property
    def idle(self) -> bool:
        return self.active == 0 and not self.waiters


class _Caps:
    """The gates of one event loop."""

    def __init__(self) -> None:
        self.process: Gate | None = None
        self.people: dict[int, Gate] = {}

    def process_gate(self) -> Gate:
        limit = _limit("MAX_RUNS_PER_PROCESS")
        if self.process is None or (self.process.limit != limit and self.process.idle):
            self.process = Gate(limit)
        return self.process

    def person_gate(self, user_id: int) -> Gate:
        limit = _limit("MAX_RUNS_PER_PERSON")
        gate = self.people.get(user_id)
        if gate is None or (gate.limit != limit and gate.idle):
            gate = self.people[user_id] = Gate(limit)
        return gate


def _limit(name: str) -> int:
    return int(getattr(settings, "CVAGENT", {}).get(name, 0) or 0)


_caps: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Caps] = weakref.WeakKeyDictionary()


def _here() -> _Caps:
    loop = asyncio.get_running_loop()
    caps = _caps.get(loop)
    if caps is None:
        caps = _caps[loop] = _Caps()
    return caps


def _waiting(code: str) -> events.Waiting:
    return events.Waiting(message=notices.english(code), code=code)


class RunSlot:
    """A run's place under the caps: `enter()` yields a `waiting` event before each wait."""

    def __init__(self, user_id: int, token: str = "") -> None:
        """`token` names the holder in Redis (unique across processes: the run's id)."""
        caps = _here()
        self.user_id = user_id
        self.gates: list = []
        if shared_caps.enabled() and token:
            self._person = (
                shared_caps.SharedGate(
                    f"person:{user_id}",
                    _limit("MAX_RUNS_PER_PERSON"),
                    token,
                    fallback=lambda: caps.person_gate(user_id),
                )
                if user_id
                else None
            )
            self._process = shared_caps.SharedGate(
                "all", _limit("MAX_RUNS_PER_PROCESS"), token, fallback=caps.process_gate
            )
            return
        self._person = caps.person_gate(user_id) if user_id else None
        self._process = caps.process_gate()

    async def enter(self):
        for gate, code in ((self._person, "queued_person"), (self._process, "queued_server")):
            if gate is None:
                continue
            if not await gate.attempt():
                yield _waiting(code)
                await gate.enter()
            self.gates.append(gate)

    def leave(self) -> None:
        while self.gates:
            self.gates.pop().leave()
        caps = _here()
        person = caps.people.get(self.user_id)
        if person is not None and person.idle:
            del caps.people[self.user_id]
