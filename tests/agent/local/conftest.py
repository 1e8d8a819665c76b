"""Fixtures of the local model's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from agent.local import lifecycle
from tests.agent.local.helpers import FAKE_MODULE


@pytest.fixture
def fake_model(settings, tmp_path) -> Iterator[object]:
    """The embedded model's server played by `agent.fakes.local_model_server` (a real child
    process, real HTTP), a GGUF-looking file, a private log; what it started is stopped."""
    gguf = tmp_path / "tiny.gguf"
    gguf.write_bytes(b"GGUF" + bytes(60))
    settings.VAR_DIR = tmp_path
    settings.CVAGENT = {
        **settings.CVAGENT,
        "LOCAL_MODEL_PATH": str(gguf),
        "LOCAL_MODEL_SERVER_MODULE": FAKE_MODULE,
        "LOCAL_MODEL_START_SECONDS": 30,
    }
    yield settings
    lifecycle.stop_owned()
