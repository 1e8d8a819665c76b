from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AgentConfig(AppConfig):
    name = "agent"
    verbose_name = _("Agent")

    def ready(self) -> None:
        # No log record carries a key, whatever handler writes it (agent/engine/redaction.py).
        from agent.engine.redaction import install_record_factory

        install_record_factory()

        # The engine cannot import the embedded model (agent.local); it offers a seam
        # (agent.engine.providers.readiness) and the app fills it here: a turn whose provider
        # is the embedded model starts it when nothing answers at its URL.
        from agent.local import lifecycle

        lifecycle.register()

        # Every saved capability keeps its version (agent/evaluation/versions.py).
        from agent.evaluation import versions

        versions.connect()

        # Signing out or changing the password closes the person's chat sockets.
        from agent.web.sessions import connect_signals

        connect_signals()

        # `resumes` cannot import the agent: the import's correction step is a seam
        # (resumes.importing.correction) that the agent fills here.
        from agent import importing

        importing.register()
