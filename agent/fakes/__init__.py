"""Fakes of the world outside, shipped with the app: a real OpenAI-compatible HTTP server."""

from __future__ import annotations

from agent.fakes.script import Reply, ScriptedCall, ServerScript
from agent.fakes.server import FakeLLMServer, RecordedRequest

__all__ = ["FakeLLMServer", "RecordedRequest", "Reply", "ScriptedCall", "ServerScript"]
