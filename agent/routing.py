"""WebSocket routes of the agent."""

from __future__ import annotations

websocket_urlpatterns: list = []
