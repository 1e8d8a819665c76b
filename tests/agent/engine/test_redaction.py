"""Secrets in provider errors: a provider that repeats the request's key in its error bodies
(the HTTP fake with `echo_api_key`) leaves no trace of the key in what is stored (Run.error,
LLMCall), shown (the chat's notices and transcript, the admin) or logged."""

from __future__ import annotations

import json
import logging
import sys

import pytest
from django.test import Client
from django.urls import reverse

from agent.engine.redaction import REDACTED, RedactingFilter, redact
from agent.fakes.script import Reply
from agent.fakes.server import FakeLLMServer
from agent.models import LLMCall, Run
from agent.web.rendering import render_transcript
from tests.agent.turns import run_turn_events
from tests.factories import ConversationFactory, ProviderFactory, UserFactory

pytestmark = pytest.mark.django_db(transaction=True)

# Not shaped like a bearer key: only knowing the configured value can find it.
KEY = "zz-9f8e7d6c5b4a3210-fake-secret"


def _turn(conversation, provider) -> list:
    return run_turn_events(conversation, provider, "Set my name to Ada")


def _everything_kept(conversation) -> str:
    """All a person or an operator could see of the failed turn, as one text."""
    run = Run.objects.get(conversation=conversation)
    calls = list(LLMCall.objects.filter(conversation=conversation))
    stored = [run.error, json.dumps(run.error_params)]
    for call in calls:
        stored += [call.error, json.dumps(call.response), json.dumps(call.fallbacks)]
    stored.append(render_transcript(conversation))
    staff = UserFactory(username="root", is_staff=True, is_superuser=True)
    admin = Client()
    admin.force_login(staff)
    stored.append(admin.get(reverse("admin:agent_run_change", args=[run.pk])).text)
    for call in calls:
        stored.append(admin.get(reverse("admin:agent_llmcall_change", args=[call.pk])).text)
    stored.append(admin.get(reverse("admin:agent_llmcall_changelist")).text)
    return "\n".join(stored)


@pytest.mark.parametrize("key_variable", ["FAKE_LLM_API_KEY", "FAKE_LLM_ACCESS"])
def test_a_key_echoed_in_provider_errors_is_never_stored_shown_or_logged(
    key_variable, monkeypatch, caplog
):
    # FAKE_LLM_ACCESS: a variable whose name does not say "key"; the client's own key still
    # goes, because it is the key the client sent.
    monkeypatch.setenv(key_variable, KEY)
    caplog.set_level(logging.INFO)
    with FakeLLMServer(
        replies=[
            Reply(status=503, error={"error": {"message": "overloaded"}}),
            Reply(status=401, error={"error": {"message": "unauthorised"}}),
        ],
        echo_api_key=True,
    ) as fake:
        provider = ProviderFactory(
            slug="echo", base_url=fake.base_url, api_key_env=key_variable, max_retries=1
        )
        conversation = ConversationFactory(capability=None)
        events = _turn(conversation, provider)
        sent = [request.headers.get("authorization") for request in fake.requests]
    assert sent == [f"Bearer {KEY}"] * 2  # the fake did see (and echo) the key
    shown = json.dumps([event.model_dump(mode="json") for event in events])
    assert "retry" in shown and "unauthorised" in shown  # the notices are there...
    assert KEY not in shown  # ...without the key
    kept = _everything_kept(conversation)
    assert "unauthorised" in kept and REDACTED in kept
    assert KEY not in kept
    assert caplog.records and KEY not in caplog.text


def test_key_shaped_tokens_and_configured_values_are_redacted(monkeypatch):
    monkeypatch.setenv("SOME_SERVICE_TOKEN", "t0k3n-value-123456")
    text = (
        "bad key sk-proj-AbCdEf0123456789xyz; header Authorization: Bearer abc.def-ghi_jkl012; "
        "token t0k3n-value-123456; short sk-12 stays"
    )
    clean = redact(text)
    assert "sk-proj-AbCdEf0123456789xyz" not in clean
    assert "abc.def-ghi_jkl012" not in clean
    assert "t0k3n-value-123456" not in clean
    assert "short sk-12 stays" in clean


def test_log_lines_and_tracebacks_are_redacted(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "plain-openai-key-value")
    try:
        raise RuntimeError("upstream said plain-openai-key-value")
    except RuntimeError:
        record = logging.LogRecord(
            "x", logging.ERROR, __file__, 1, "failed: %s", ("plain-openai-key-value",), None
        )
        record.exc_info = sys.exc_info()
    RedactingFilter().filter(record)
    formatted = logging.Formatter().format(record)
    assert "plain-openai-key-value" not in formatted
    assert "failed: [redacted]" in formatted
