"""A live Daphne server (the whole ASGI app: Django with the REST API, and the MCP server)
for the API tests, and keys for two people."""

from __future__ import annotations

from collections.abc import Iterator

import httpx2 as httpx
import pytest
from django.core.cache import cache

from agent.api.keys import create_api_key
from tests.factories import UserFactory
from tests.web import browser

# The same live Daphne server as the Chromium tests (a fork of this process, module-scoped).
live_server_url = browser.live_server_url


@pytest.fixture
def alice(transactional_db):
    return UserFactory(username="alice")


@pytest.fixture
def bob(transactional_db):
    return UserFactory(username="bob")


def client_for(base: str, secret: str | None) -> httpx.Client:
    headers = {"Authorization": f"Bearer {secret}"} if secret else {}
    return httpx.Client(base_url=f"{base}/api/v1", headers=headers, timeout=60)


@pytest.fixture
def alice_key(alice):
    cache.clear()
    return create_api_key(owner=alice, name="alice laptop", scope="write")


@pytest.fixture
def api(live_server_url, alice_key) -> Iterator[httpx.Client]:
    with client_for(live_server_url, alice_key.secret) as client:
        yield client
