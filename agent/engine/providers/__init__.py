"""Model clients: `get_client(provider)` builds the client a `Provider` row describes."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from agent.engine.providers.errors import MissingAPIKey

if TYPE_CHECKING:
    from agent.engine.providers.base import ModelClient
    from agent.models import Provider

# Local servers (Ollama, vLLM, llama.cpp) take any key, but the SDK insists on one.
PLACEHOLDER_API_KEY = "not-needed"


def api_key_for(provider: Provider) -> str:
    """The key from the environment variable the provider names (never stored anywhere)."""
    if not provider.api_key_env:
        return PLACEHOLDER_API_KEY
    key = os.environ.get(provider.api_key_env, "")
    if not key:
        raise MissingAPIKey(
            f"The environment variable {provider.api_key_env} (the API key for "
            f"{provider.name or provider.slug}) is not set."
        )
    return key


def get_client(provider: Provider) -> ModelClient:
    """The client for a provider row. Reuse it for the steps of a run and `aclose()` it after."""
    # Imported here so code that only uses fakes never imports the SDK.
    from agent.engine.providers.openai_compat import OpenAICompatClient

    return OpenAICompatClient(provider, api_key=api_key_for(provider))
