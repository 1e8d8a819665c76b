"""ASGI entry point: Django for HTTP, the MCP server at /mcp, Channels for the agent's
WebSockets."""

from __future__ import annotations

import os
import sys

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
django_asgi_app = get_asgi_application()

from django.conf import settings  # noqa: E402

# The event loop's thread holds the interpreter while pages stream; a database thread that
# wants it back waits up to this long each time a query lets go of it (Python's default is
# 5 ms). Shorter, a turn's start waits less behind 200 streaming conversations.
sys.setswitchinterval(settings.CVAGENT["SWITCH_INTERVAL"])

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from agent.mcp.asgi import McpApp  # noqa: E402
from agent.web.routing import websocket_urlpatterns  # noqa: E402
from cvsite.ws_origin import SameOriginValidator  # noqa: E402

mcp_app = McpApp()


async def http_app(scope, receive, send):
    """`/mcp` goes to the MCP server (agent/mcp), everything else to Django."""
    if scope["path"].rstrip("/") == "/mcp":
        await mcp_app(scope, receive, send)
    else:
        await django_asgi_app(scope, receive, send)


application = ProtocolTypeRouter(
    {
        "http": http_app,
        "websocket": SameOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)
