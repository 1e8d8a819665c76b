"""Fixtures the engine's tests share."""

from __future__ import annotations

import pytest


@pytest.fixture
def quick_provider_timing(settings):
    """No pseudo-streaming delay and near-instant retries, for tests of many provider calls
    (a module takes it with `pytest.mark.usefixtures("quick_provider_timing")`)."""
    settings.CVAGENT = {
        **settings.CVAGENT,
        "PSEUDO_STREAM_DELAY_SECONDS": 0,
        "PROVIDER_RETRY_BASE_SECONDS": 0.01,
    }
