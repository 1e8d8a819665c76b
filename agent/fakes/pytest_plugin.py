"""Pytest fixtures for the fake LLM server (listed in `pytest_plugins` of the test conftest)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from agent.fakes.server import FakeLLMServer


@pytest.fixture
def fake_llm() -> Iterator[FakeLLMServer]:
    """A strict fake provider on a free loopback port; script it with `add_replies`."""
    with FakeLLMServer() as server:
        yield server
