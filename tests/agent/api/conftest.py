"""A live Daphne server (the whole ASGI app: Django with the REST API, and the MCP server)
for the API tests, and keys for two people."""

from __future__ import annotations

from collections.abc import Iterator

import httpx2 as httpx
import pytest
from django.core.cache import cache

from agent.api.keys import create_api_key
from tests.factories import ResumeFactory, UserFactory
from tests.web import browser

# The same live Daphne server as the Chromium tests (a fork of this process, module-scoped).
live_server_url = browser.live_server_url


@pytest.fixture
def alice(transactional_db):
    return UserFactory(username="alice")


@pytest.fixture
def resume(alice):
    return ResumeFactory(owner=alice, title="Data CV")


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


# What a third-party client's checks share (test_third_party_client.py, test_mcp_hostile.py).
PROBLEM = "application/problem+json"
HUGE = 10**30  # 31 digits: more than any database integer holds
DEEP = 100_000


def problem(response: httpx.Response, *statuses: int) -> dict:
    """The response is problem details with one of `statuses` (never a 500)."""
    assert response.status_code in statuses, (response.status_code, response.text[:300])
    assert response.headers["content-type"].startswith(PROBLEM), response.headers
    body = response.json()
    assert body["status"] == response.status_code
    assert body["title"] and body["detail"]
    return body


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth
