"""Provider failures the step runner reacts to, beyond a plain `ProviderError`."""

from __future__ import annotations

from agent.engine.messages import ProviderError


class ToolsRejected(ProviderError):
    """The provider refused API `tools` altogether: switch this request to the prompt strategy."""


class MissingAPIKey(ProviderError):
    """The environment variable that should hold the provider's key is not set."""
