"""Shared fixtures. Real database; only the world outside (the LLM) is faked."""

from __future__ import annotations

import pytest

from tests.factories import UserFactory


@pytest.fixture
def user(db):
    return UserFactory(username="alice")


@pytest.fixture
def other_user(db):
    return UserFactory(username="bob")
