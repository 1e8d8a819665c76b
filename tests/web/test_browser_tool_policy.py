"""Where browser_js_eval is offered (never by the seeded resume capabilities), what it does
outside a page, and the policy its sandbox worker is served with."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from agent.engine.tools import allowed_tool_names
from agent.engine.tools.base import ToolContext
from agent.engine.tools.browser import NO_BROWSER
from agent.engine.tools.execution import execute_call
from agent.models import Capability
from tests.factories import CapabilityFactory, ConversationFactory, ToolCallFactory

PLAYGROUND_TOOLS = {"browser_js_eval", "vfs_list", "vfs_read", "vfs_write", "vfs_delete"}


@pytest.mark.django_db
@pytest.mark.parametrize("slug", ["base", "advanced", "optimizer"])
def test_seeded_resume_capabilities_never_offer_playground_tools(slug):
    capability = Capability.objects.get(slug=slug)
    assert not PLAYGROUND_TOOLS & set(capability.tools)
    assert not PLAYGROUND_TOOLS & set(allowed_tool_names(capability))


@pytest.mark.parametrize(
    "capability",
    [
        None,
        Capability(tool_policy="all", tools=[]),
        Capability(tool_policy="blacklist", tools=["CVEditor"]),
        Capability(tool_policy="whitelist", tools=["CVReader", "stop"]),
    ],
)
def test_browser_js_eval_is_not_offered_unless_named(capability):
    assert "browser_js_eval" not in allowed_tool_names(capability)


def test_browser_js_eval_is_offered_when_a_whitelist_names_it():
    capability = Capability(tool_policy="whitelist", tools=["stop", "browser_js_eval"])
    assert allowed_tool_names(capability) == ["stop", "browser_js_eval"]


def test_browser_js_eval_is_offered_when_a_playground_toggle_enables_it():
    capability = Capability(tool_policy="all", tools=[])
    assert "browser_js_eval" in allowed_tool_names(capability, {"browser_js_eval": True})


def _execute(conversation, arguments: dict):
    call = ToolCallFactory(
        message__conversation=conversation,
        name="browser_js_eval",
        arguments_raw=json.dumps(arguments),
        arguments=None,
    )
    context = ToolContext(
        conversation=conversation,
        resume=conversation.resume,
        allowed=allowed_tool_names(conversation.capability, conversation.tool_overrides),
    )
    return execute_call(call, context)


@pytest.mark.django_db
def test_browser_js_eval_is_refused_where_the_policy_leaves_it_out():
    conversation = ConversationFactory(capability=CapabilityFactory(slug="resume-only"))
    outcome = _execute(conversation, {"code": "return 1"})
    assert outcome.status == "error"
    assert "not available in this conversation" in outcome.content


@pytest.mark.django_db
def test_browser_js_eval_outside_a_run_with_a_page_is_an_error():
    conversation = ConversationFactory(tool_overrides={"browser_js_eval": True})
    outcome = _execute(conversation, {"code": "return 1"})
    assert (outcome.status, outcome.content) == ("error", NO_BROWSER)


@pytest.mark.django_db
def test_browser_js_eval_needs_code():
    conversation = ConversationFactory(tool_overrides={"browser_js_eval": True})
    outcome = _execute(conversation, {"code": ""})
    assert outcome.status == "error"
    assert "browser_js_eval(" in outcome.content


def test_sandbox_frame_is_an_opaque_origin_without_network(client):
    response = client.get(reverse("js_eval_sandbox"))
    assert response.status_code == 200
    policy = response["Content-Security-Policy"]
    nonce = re.search(r"'nonce-([^']+)'", policy).group(1)
    assert f'nonce="{nonce}"' in response.text and "js/js_eval_sandbox.js" in response.text
    for directive in (
        "default-src 'none'",
        f"script-src 'nonce-{nonce}' 'unsafe-eval'",
        "connect-src 'none'",
        "worker-src blob:",
        "frame-ancestors 'self'",
        "sandbox allow-scripts",
    ):
        assert directive in policy
    assert "allow-same-origin" not in policy
    assert response["X-Frame-Options"] == "SAMEORIGIN"
    assert response["X-Content-Type-Options"] == "nosniff"
    # A fresh nonce each time: no page can reuse one to run its own script in the frame.
    assert client.get(reverse("js_eval_sandbox"))["Content-Security-Policy"] != policy
