from __future__ import annotations

from django.apps import AppConfig


class AgentConfig(AppConfig):
    name = "agent"
    verbose_name = "Agent"

    def ready(self) -> None:
        # The engine cannot import the embedded model (agent.local); it offers a seam
        # (agent.engine.providers.readiness) and the app fills it here: a turn whose provider
        # is the embedded model starts it when nothing answers at its URL.
        from agent.local import lifecycle

        lifecycle.register()
