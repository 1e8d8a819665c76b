"""Shared fixtures. Real database; only the world outside (the LLM) is faked."""

from __future__ import annotations

import os

import pytest
from channels.layers import channel_layers
from django.conf import settings
from django.utils import translation

from tests.factories import UserFactory
from tests.redis_server import private_redis

# Hashing with PBKDF2 dominates the suite's time; use a fast hasher here and in any server
# process a test starts (pytest-django has read the settings before this module is imported).
os.environ.setdefault("CVAGENT_FAST_PASSWORD_HASHER", "1")
settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# Pages render without `collectstatic`: plain static storage instead of the hashed manifest.
os.environ.setdefault("DJANGO_MANIFEST_STATIC", "0")
settings.STORAGES = {
    **settings.STORAGES,
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# The fake LLM server fixture (`fake_llm`) ships with the app, in agent.fakes.
pytest_plugins = ["agent.fakes.pytest_plugin"]


@pytest.fixture(autouse=True)
def default_language_afterwards():
    """A test client request in Chinese leaves Chinese active in the test's thread
    (LocaleMiddleware activates the reader's language and never deactivates it), and the tests
    after it would render in Chinese."""
    yield
    translation.activate(settings.LANGUAGE_CODE)


@pytest.fixture
def user(db):
    return UserFactory(username="alice")


@pytest.fixture
def signed_in(client, user):
    """The test client, signed in as `user`."""
    client.force_login(user)
    return client


@pytest.fixture
def other_user(db):
    return UserFactory(username="bob")


def pytest_sessionstart(session) -> None:
    """With CVAGENT_REQUIRE_POSTGRES set, refuse to run on anything but PostgreSQL."""
    import os

    if os.environ.get("CVAGENT_REQUIRE_POSTGRES"):
        from django.conf import settings

        engine = settings.DATABASES["default"]["ENGINE"]
        if "postgresql" not in engine:
            raise pytest.UsageError(f"PostgreSQL pass requested but the engine is {engine}")


@pytest.fixture
def redis_url():
    """A private redis-server for this test."""
    with private_redis() as url:
        yield url


@pytest.fixture
def redis_layer(redis_url, settings):
    """The channel layer configured as settings.py does when REDIS_URL is set."""
    settings.CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "cvsite.channel_layer.RedisChannelLayer",
            "CONFIG": {"hosts": [redis_url], "capacity": 1000},
        }
    }
    channel_layers.backends.clear()
    yield redis_url
    channel_layers.backends.clear()


@pytest.fixture(autouse=True)
def run_locks_closed_afterwards():
    """This process's PostgreSQL run-lock connection (agent/engine/liveness.py) is closed
    after each test: the test database cannot be dropped while a session is open."""
    yield
    from agent.engine import liveness

    liveness.close()
