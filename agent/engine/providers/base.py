"""The one interface every model client implements, real or fake."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import AsyncIterator

from agent.engine.messages import ModelRequest, StreamItem


class ModelClient(ABC):
    """Answers a `ModelRequest` by yielding deltas and notices, and last a `Completed`.

    Raises `agent.engine.messages.ProviderError` when the request fails for good.
    """

    model_name: str = ""

    @abstractmethod
    def generate(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """Yield `TextDelta` / `ReasoningDelta` / `ProviderNotice` items, then `Completed`."""

    async def aclose(self) -> None:  # noqa: B027 - optional hook, a no-op by default
        """Release connections; clients holding none need not override it."""
