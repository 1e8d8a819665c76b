"""One step of a run: ask the provider once, the way that works for it, and return its answer.

`run_step` resolves the strategy (native / prompt / auto, from the provider's configured and
learned flags), prepares the request, streams the answer through with `<tool_call>` markup
hidden from the visible text, switches to the prompt strategy when the provider refuses tools,
stores what it learned on the provider row, and finally yields `Completed` whose response
holds every tool call (native or written as text) with its raw arguments and the provider's
own id (possibly empty or reused: the loop assigns ours).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

from agent.engine.messages import (
    Completed,
    ModelRequest,
    ProviderError,
    ProviderNotice,
    StreamItem,
    TextDelta,
)
from agent.engine.provider_flags import flags_for, learned_entry, remember
from agent.engine.providers import get_client
from agent.engine.providers.errors import ToolsRejected
from agent.engine.providers.readiness import (
    RequestTurn,
    prepare_provider,
    queued_code,
    waiting_notice,
)
from agent.engine.strategies import (
    Mode,
    ToolMarkupFilter,
    fenced_call_test,
    finish,
    prepare,
    resolve_mode,
)

if TYPE_CHECKING:
    from agent.engine.providers.base import ModelClient
    from agent.models import Provider


def resolve_strategy(provider: Provider, strategy: str) -> Mode:
    """The strategy a step will start with ("native" or "prompt"), for the record."""
    return resolve_mode(strategy, flags_for(provider))


async def run_step(
    *,
    provider: Provider,
    request: ModelRequest,
    strategy: str,
    client: ModelClient | None = None,
) -> AsyncIterator[StreamItem]:
    """Yield text, reasoning and notices as they come, then one `Completed`.

    Raises `ProviderError` when the provider fails for good (its `record` says how), and
    `ProviderUnavailable` when it could not be made ready. Before the request, a provider
    that serves only so many requests at once is waited for (a `waiting` notice says so
    first).
    """
    turn = RequestTurn(provider)
    own_client = None
    try:
        if client is None:
            # A provider this step talks to itself: a registered hook may have to start it
            # first (the embedded model); a given client (a fake, a test's) is used as it is.
            async for notice in prepare_provider(provider):
                yield notice
        if not await turn.attempt():
            yield waiting_notice(queued_code(provider))
            await turn.acquire()
        if client is None:
            client = own_client = get_client(provider)
        async for item in _run_step(provider, request, strategy, client):
            yield item
    finally:
        turn.release()
        if own_client is not None:
            await own_client.aclose()


async def _run_step(
    provider: Provider, request: ModelRequest, strategy: str, client: ModelClient
) -> AsyncIterator[StreamItem]:
    mode = resolve_mode(strategy, flags_for(provider))
    earlier_fallbacks: list[str] = []
    while True:
        prepared = prepare(mode, request, flags_for(provider))
        markup = ToolMarkupFilter(fenced_call_test(mode, request.tools))
        try:
            async for item in client.generate(prepared):
                if isinstance(item, TextDelta):
                    visible = markup.feed(item.text)
                    if visible:
                        yield TextDelta(text=visible)
                elif isinstance(item, Completed):
                    rest = markup.flush()
                    if rest:
                        yield TextDelta(text=rest)
                    record = item.record
                    record.fallbacks = [*earlier_fallbacks, *record.fallbacks]
                    response = finish(mode, item.response, request.tools)
                    yield Completed(response=response, record=record)
                    return
                else:
                    if isinstance(item, ProviderNotice) and item.learned:
                        await remember(provider, item.learned)
                    yield item
        except ToolsRejected as refused:
            if mode == "prompt":
                raise ProviderError(str(refused), refused.record) from None
            learned = learned_entry("native_tools", False, str(refused))
            await remember(provider, learned)
            earlier_fallbacks += [*refused.record.fallbacks, "prompt_strategy"]
            mode = "prompt"
            yield ProviderNotice(
                notice="fallback",
                reason=(
                    "The provider does not accept tools; the tools are described in the "
                    "prompt instead and calls are read from the reply."
                ),
                learned=learned,
            )
            continue
        raise ProviderError("The provider ended its answer without completing it.")
