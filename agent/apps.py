from __future__ import annotations

from dataclasses import fields

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AgentConfig(AppConfig):
    name = "agent"
    verbose_name = _("Agent")

    def ready(self) -> None:
        # Every import below stays inside ready(): this module is imported while Django fills
        # its app registry, before any model (and so almost any module of ours) may be.
        # No log record carries a key, whatever handler writes it (agent/engine/redaction.py).
        from agent.engine.redaction import install_record_factory

        install_record_factory()

        # A database part-way through squashed migrations is refused by `migrate`: the check
        # registers itself on import.
        from agent import migration_check  # noqa: F401

        # The engine cannot import the embedded model (agent.local); it offers a seam
        # (agent.engine.providers.readiness) and the app fills it here: a turn whose provider
        # is the embedded model starts it when nothing answers at its URL.
        from agent.local import lifecycle

        lifecycle.register()

        # The engine imports nothing above it (pyproject.toml's contracts): review mode's
        # services and the tailored version's prompt part are handed in here
        # (agent/engine/seams.py). Each of the review seam's functions is agent.review's
        # function of that name.
        from agent import review, tailoring
        from agent.engine import seams

        services = {seam.name: getattr(review, seam.name) for seam in fields(seams.Review)}
        seams.register_review(seams.Review(**services))
        seams.register_prompt_part(tailoring.posting_prompt)

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
