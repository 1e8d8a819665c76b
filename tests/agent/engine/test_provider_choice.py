"""Which provider a run uses when nobody names one."""

from __future__ import annotations

import pytest

from agent.engine.turns import RunRefused, resolve_provider
from agent.models import Provider
from tests.factories import ConversationFactory, ProviderFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def no_seeded_providers(db, monkeypatch):
    Provider.objects.all().delete()
    monkeypatch.delenv("CVAGENT_TEST_KEY_A", raising=False)
    monkeypatch.delenv("CVAGENT_TEST_KEY_B", raising=False)


def test_resolve_provider_prefers_the_conversation_provider(settings):
    chosen = ProviderFactory(slug="chosen")
    ProviderFactory(slug="default")
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": "default"}
    assert resolve_provider(ConversationFactory(provider=chosen)) == chosen


def test_resolve_provider_named_slug_wins(settings):
    named = ProviderFactory(slug="named")
    assert resolve_provider(ConversationFactory(provider=ProviderFactory()), "named") == named


def test_resolve_provider_unknown_slug_is_refused_naming_it():
    with pytest.raises(RunRefused, match="no-such"):
        resolve_provider(None, "no-such")


def test_resolve_provider_uses_the_configured_default(settings):
    ProviderFactory(slug="first")
    default = ProviderFactory(slug="default")
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": "default"}
    assert resolve_provider(ConversationFactory()) == default


def test_resolve_provider_skips_disabled_conversation_provider(settings):
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": ""}
    fallback = ProviderFactory(slug="fallback")
    conversation = ConversationFactory(provider=ProviderFactory(slug="off", enabled=False))
    assert resolve_provider(conversation) == fallback


def test_resolve_provider_first_provider_whose_key_is_set(settings, monkeypatch):
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": ""}
    ProviderFactory(slug="keyless-a", api_key_env="CVAGENT_TEST_KEY_A")
    with_key = ProviderFactory(slug="keyed-b", api_key_env="CVAGENT_TEST_KEY_B")
    monkeypatch.setenv("CVAGENT_TEST_KEY_B", "sk-test")
    assert resolve_provider(ConversationFactory()) == with_key


def test_resolve_provider_skips_placeholder_presets_and_falls_back_to_local(settings):
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": ""}
    ProviderFactory(slug="ollama")
    ProviderFactory(slug="needs-key", api_key_env="CVAGENT_TEST_KEY_A")
    local = ProviderFactory(slug="local", is_local=True)
    assert resolve_provider(ConversationFactory()) == local


def test_resolve_provider_without_any_provider_is_refused(settings):
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": ""}
    with pytest.raises(RunRefused, match="No model provider"):
        resolve_provider(ConversationFactory())


def test_resolve_provider_refuses_a_named_provider_that_is_disabled():
    """A provider switched off in the admin cannot be picked by naming it (a crafted
    WebSocket message, the chat command)."""
    ProviderFactory(slug="retired", enabled=False)
    with pytest.raises(RunRefused) as refused:
        resolve_provider(None, "retired")
    assert refused.value.code == "unknown_provider"
    assert "no enabled model provider “retired”" in refused.value.message
