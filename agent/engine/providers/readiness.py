"""Before a request: make the provider ready, and wait for a turn at one that serves one at a time.

The engine knows no provider by name and imports no front end. Another layer may register a
`ReadinessHook` (the `agent` app registers the embedded model's, from `agent.local`, in
`AgentConfig.ready()`): before a step creates its own client, `run_step` asks the hook whether
the provider needs preparing (a quick check, e.g. "does anything listen at its URL?") and,
if so, tells the person and lets the hook prepare it (start the server, wait until it answers).
A hook that cannot raises `ProviderUnavailable` with a sentence saying what happened and what
to do; the run then fails with that sentence.

A provider may answer only so many requests at once (`request_limit`): the embedded model
one, any other as many as `CVAGENT_PROVIDER_CONCURRENCY` says for its slug (or
`CVAGENT_PROVIDER_CONCURRENCY_DEFAULT`; 0 = no limit). Requests beyond it queue here, in the
engine, per event loop (one per server process; with `REDIS_URL`, in Redis for all of them)
and per URL: the person sees "waiting for the
offline model" (or for the provider) instead of a request that times out behind another one.
"""

from __future__ import annotations

import asyncio
import uuid
import weakref
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.conf import settings

from agent.engine import notices, shared_caps
from agent.engine.messages import ProviderError, ProviderNotice

if TYPE_CHECKING:
    from agent.models import Provider


class ProviderUnavailable(ProviderError):
    """The provider cannot be used at all (nothing was sent); `notice_code` names the notice
    the person is shown (see `agent.engine.notices`), with this message as its detail."""

    def __init__(self, message: str, *, notice_code: str = "provider") -> None:
        super().__init__(message)
        self.notice_code = notice_code


@dataclass(frozen=True)
class ReadinessHook:
    """`needed(provider)`: quick (at most a local connect); True when `prepare` must run.
    `prepare(provider)`: blocking (run in a worker thread); raises `ProviderUnavailable`.
    `notice_code`: the notice shown while `prepare` runs."""

    needed: Callable[[Provider], bool]
    prepare: Callable[[Provider], None]
    notice_code: str = "local_model_starting"


_hooks: list[ReadinessHook] = []


def register_readiness_hook(hook: ReadinessHook) -> None:
    """Add a hook (once; registering an equal hook again does nothing)."""
    if hook not in _hooks:
        _hooks.append(hook)


def unregister_readiness_hook(hook: ReadinessHook) -> None:
    if hook in _hooks:
        _hooks.remove(hook)


def waiting_notice(code: str, **params: object) -> ProviderNotice:
    return ProviderNotice(notice="waiting", code=code, reason=notices.english(code, **params))


async def prepare_provider(provider: Provider) -> AsyncIterator[ProviderNotice]:
    """Run every hook that applies, yielding a notice before each slow preparation."""
    for hook in list(_hooks):
        if await asyncio.to_thread(hook.needed, provider):
            yield waiting_notice(hook.notice_code)
            await asyncio.to_thread(hook.prepare, provider)


def request_limit(provider: Provider) -> int | None:
    """How many requests the provider answers at once; None: as many as are sent. The
    embedded model is one case: it answers one at a time."""
    if provider.is_local:
        return 1
    limits = getattr(settings, "CVAGENT", {})
    limit = int(
        (limits.get("PROVIDER_CONCURRENCY") or {}).get(
            provider.slug, limits.get("PROVIDER_CONCURRENCY_DEFAULT", 0)
        )
    )
    return limit if limit > 0 else None


def queued_code(provider: Provider) -> str:
    """The notice shown while a request waits for its turn at the provider."""
    return "local_model_queued" if provider.is_local else "provider_queued"


def _slot_key(provider: Provider, limit: int) -> str:
    url = (provider.base_url or "").rstrip("/") or f"provider-{provider.pk}"
    return f"{url} {limit}"


# One semaphore per URL and per event loop (a semaphore belongs to the loop that waits on it;
# `manage.py chat` and tests run a loop per turn). Weak keys: a closed loop takes its own along.
_slots: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[str, asyncio.Semaphore]] = (
    weakref.WeakKeyDictionary()
)


def _semaphore(provider: Provider, limit: int) -> asyncio.Semaphore:
    per_loop = _slots.setdefault(asyncio.get_running_loop(), {})
    key = _slot_key(provider, limit)
    if key not in per_loop:
        per_loop[key] = asyncio.Semaphore(limit)
    return per_loop[key]


class _SemaphoreGate:
    """This event loop's semaphore of a provider, as a gate (`attempt`, `enter`, `leave`)."""

    def __init__(self, semaphore: asyncio.Semaphore) -> None:
        self._semaphore = semaphore
        self._held = False

    async def attempt(self) -> bool:
        if self._semaphore.locked():
            return False
        await self._semaphore.acquire()
        self._held = True
        return True

    async def enter(self) -> None:
        await self._semaphore.acquire()
        self._held = True

    def leave(self) -> None:
        if self._held:
            self._held = False
            self._semaphore.release()


class RequestTurn:
    """A place in the provider's queue of requests (no queue when it has no limit).

    `attempt()` takes a place if one is free and says whether it did, so the caller can say
    it waits before `acquire()`. Waiters are served first come, first served; a cancel while
    waiting takes nothing. With `REDIS_URL` set, the limit of a provider other than the
    embedded model (which runs on each machine) holds for every server process together
    (`agent.engine.shared_caps`, with a lease a dead process stops renewing).
    """

    def __init__(self, provider: Provider) -> None:
        limit = request_limit(provider)
        self._gate = None
        if not limit:
            return
        semaphore = _semaphore(provider, limit)
        if shared_caps.enabled() and not provider.is_local:
            self._gate = shared_caps.SharedGate(
                f"provider:{_slot_key(provider, limit)}",
                limit,
                f"request:{uuid.uuid4().hex}",
                fallback=lambda: _SemaphoreGate(semaphore),
            )
        else:
            self._gate = _SemaphoreGate(semaphore)

    async def attempt(self) -> bool:
        return self._gate is None or await self._gate.attempt()

    async def acquire(self) -> None:
        if self._gate is not None:
            await self._gate.enter()

    def release(self) -> None:
        if self._gate is not None:
            self._gate.leave()
