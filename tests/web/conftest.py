"""Fixtures of the web tests (plain static file URLs: tests/conftest.py sets them for all)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from agent.fakes import FakeLLMServer
from agent.models import Provider

# The Chromium tests' live server and browser (tests/web/browser.py), for every module here.
from tests.web.browser import browser, fake_provider, live_server_url  # noqa: F401

# The staff person with every kind of page, for the page walk and the ordinary-use test
# (tests/web/pages_world.py).
from tests.web.pages_world import pages_fake, world  # noqa: F401
from tests.web.scripted import demo_responder


@pytest.fixture(scope="module")
def fake_provider_server() -> Iterator[FakeLLMServer]:
    """The HTTP fake provider answering as the demo does, one per module (a module whose
    provider answers otherwise defines its own `fake_provider_server`)."""
    with FakeLLMServer(responder=demo_responder) as server:
        yield server


@pytest.fixture
def provider(transactional_db, fake_provider_server) -> Provider:
    """The provider row pointed at `fake_provider_server`."""
    return fake_provider(fake_provider_server)
