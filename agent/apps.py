from __future__ import annotations

from django.apps import AppConfig


class AgentConfig(AppConfig):
    name = "agent"
    verbose_name = "Agent"

    def ready(self) -> None:
        # Every saved capability keeps its version (agent/evaluation/versions.py).
        from agent.evaluation import versions

        versions.connect()
