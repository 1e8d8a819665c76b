"""The provider probe against the HTTP fake provider, with and without each feature."""

from __future__ import annotations

import pytest

from agent.engine.provider_flags import flags_for
from agent.evaluation.probe import FEATURES, probe_and_store
from agent.fakes.obedient import obedient_responder
from agent.fakes.server import FakeLLMServer
from agent.models import Provider, ProviderProbe
from tests.factories import ProviderFactory

pytestmark = pytest.mark.django_db(transaction=True)


def _probe(**quirks) -> tuple[ProviderProbe, Provider, FakeLLMServer]:
    with FakeLLMServer(responder=obedient_responder, **quirks) as fake:
        provider = ProviderFactory(
            slug="probed",
            base_url=fake.base_url,
            supports_native_tools=False,
            supports_tool_choice_required=False,
        )
        result = probe_and_store(provider)
    return result, Provider.objects.get(pk=provider.pk), fake


def _supported(result: ProviderProbe) -> dict[str, bool | None]:
    return {name: result.features[name]["supported"] for name in FEATURES}


def test_a_provider_with_every_feature():
    result, provider, fake = _probe()
    assert result.reachable
    assert _supported(result) == dict.fromkeys(FEATURES, True)
    assert result.recommended_strategy == "native" and result.word == "native"
    # Learned flags beat the configured ones (configured: no native tools, no "required").
    flags = flags_for(provider)
    assert flags.native_tools and flags.tool_choice_required
    assert flags.stream_with_tools and flags.parallel_tool_calls
    assert provider.learned["native_tools"]["why"].startswith("probe:")
    assert 4 <= len(fake.requests) <= 8


def test_no_streaming_at_all():
    result, provider, _ = _probe(reject_stream=True)
    supported = _supported(result)
    assert supported["streaming"] is False
    assert supported["streamed_tool_deltas"] is False
    assert supported["native_tools"] is True
    assert flags_for(provider).stream_with_tools is False


def test_a_stream_request_answered_with_one_json_body():
    result, _, _ = _probe(ignore_stream=True)
    assert _supported(result)["streaming"] is False
    assert "one JSON body" in result.features["streaming"]["detail"]


def test_tools_refused_recommends_the_prompt_strategy():
    result, provider, _ = _probe(reject_tools=True)
    supported = _supported(result)
    assert supported["native_tools"] is False
    assert "does not support tools" in result.features["native_tools"]["detail"]
    assert supported["streaming"] is True
    assert result.recommended_strategy == "prompt" and result.word == "prompt"
    assert flags_for(provider).native_tools is False


def test_tool_choice_required_refused():
    result, provider, _ = _probe(reject_tool_choice_required=True)
    assert _supported(result)["tool_choice_required"] is False
    assert _supported(result)["native_tools"] is True
    assert flags_for(provider).tool_choice_required is False


def test_broken_tool_call_streams():
    result, provider, _ = _probe(stream_with_tools_broken=True)
    supported = _supported(result)
    assert supported["streaming"] is True
    assert supported["streamed_tool_deltas"] is False
    assert flags_for(provider).stream_with_tools is False
    assert result.recommended_strategy == "native"


def test_one_call_where_two_were_asked():
    result, provider, _ = _probe(single_tool_call=True)
    assert _supported(result)["parallel_calls"] is False
    assert result.features["parallel_calls"]["detail"] == "1 call(s) in one answer"
    assert flags_for(provider).parallel_tool_calls is False


def test_arguments_that_are_not_json():
    result, _, _ = _probe(broken_arguments=True)
    assert _supported(result)["valid_json_arguments"] is False
    assert "'city'" in result.features["valid_json_arguments"]["detail"]
    assert result.recommended_strategy == "prompt"


def test_a_provider_that_is_down_is_reported_and_learns_nothing():
    provider = ProviderFactory(slug="down", base_url="http://127.0.0.1:9/v1", max_retries=3)
    result = probe_and_store(provider)
    assert not result.reachable and result.word == "unreachable"
    assert result.recommended_strategy == ""
    assert result.error
    assert Provider.objects.get(pk=provider.pk).learned == {}


def test_a_missing_key_is_reported_without_a_request(monkeypatch):
    monkeypatch.delenv("PROBE_TEST_KEY", raising=False)
    provider = ProviderFactory(slug="keyless", api_key_env="PROBE_TEST_KEY")
    result = probe_and_store(provider)
    assert result.word == "unreachable" and result.calls == 0
    assert "PROBE_TEST_KEY" in result.error
