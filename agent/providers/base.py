"""The one interface every model client implements, real or fake."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import AsyncIterator

from agent.messages import ModelRequest, StreamItem


class ModelClient(ABC):
    """Answers a `ModelRequest` by yielding deltas and notices, and last a `Completed`.

    Raises `agent.messages.ProviderError` when the request fails for good.
    """

    model_name: str = ""

    @abstractmethod
    def generate(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """Yield `TextDelta` / `ReasoningDelta` / `ProviderNotice` items, then `Completed`."""
