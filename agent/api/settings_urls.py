"""The settings pages of API access: keys, and connecting an MCP client."""

from __future__ import annotations

from django.urls import path

from agent.api import settings_views

urlpatterns = [
    path("api-keys/", settings_views.api_keys, name="api_keys"),
    path("api-keys/<int:key_id>/revoke/", settings_views.revoke, name="api_key_revoke"),
    path("mcp/", settings_views.mcp_connect, name="mcp_connect"),
]
