from __future__ import annotations

from django.apps import AppConfig


class AgentConfig(AppConfig):
    name = "agent"
    verbose_name = "Agent"

    def ready(self) -> None:
        # Signing out or changing the password closes the person's chat sockets.
        from agent.web.sessions import connect_signals

        connect_signals()
