"""Fixtures the agent's tests share: a conversation with no capability, the provider row of the
HTTP fake (`fake_llm`, real HTTP), and the test client signed in as staff with the agent's
permissions. A module that needs another kind defines its own fixture of the same name."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission

from tests.factories import ConversationFactory, ProviderFactory, UserFactory


@pytest.fixture
def conversation(db):
    return ConversationFactory(capability=None)


@pytest.fixture
def provider(fake_llm):
    return ProviderFactory(slug="fake-http", base_url=fake_llm.base_url, max_retries=0)


@pytest.fixture
def staff(client):
    user = UserFactory(username="staff", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="agent"))
    client.force_login(user)
    return client
