"""The rows a new database starts with: the capabilities and the provider presets.

The squashed migration `agent/migrations/0002_squashed_0023_evaluation_task_renamed.py` writes
them (its data step, in the order and with the values the migrations it replaces left), and
tests that flush the tables write them again with `seed_capabilities` / `seed_providers`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from agent.seeds import editing, features, providers

CAPABILITIES: list[dict[str, Any]] = [*editing.CAPABILITIES, *features.CAPABILITIES]
PROVIDERS: list[dict[str, Any]] = providers.PROVIDERS
EDITING_SLUGS = [c["slug"] for c in editing.CAPABILITIES]


def seeded(slug: str) -> dict[str, Any]:
    """The seeded values of one capability (slug included)."""
    return next(dict(c) for c in CAPABILITIES if c["slug"] == slug)


def seed_capabilities(apps, slugs: Iterable[str] | None = None) -> None:
    """Writes the seeded capabilities (all, or those named), as seeded, and their kept versions."""
    Capability = apps.get_model("agent", "Capability")
    CapabilityVersion = apps.get_model("agent", "CapabilityVersion")
    wanted = None if slugs is None else set(slugs)
    kept = []
    for values in CAPABILITIES:
        if wanted is not None and values["slug"] not in wanted:
            continue
        fields = {k: v for k, v in values.items() if k not in ("slug", "kept_version")}
        row, _ = Capability.objects.update_or_create(slug=values["slug"], defaults=fields)
        if values.get("kept_version"):
            kept.append(row)
    for row in kept:
        CapabilityVersion.objects.update_or_create(
            capability=row,
            version=row.version,
            defaults={
                "name": row.name,
                "prompt_addendum": row.prompt_addendum,
                "tool_policy": row.tool_policy,
                "tools": row.tools,
                "options": row.options,
            },
        )


def seed_providers(apps) -> None:
    """Writes the provider presets as seeded."""
    Provider = apps.get_model("agent", "Provider")
    for fields in PROVIDERS:
        Provider.objects.update_or_create(slug=fields["slug"], defaults=fields)


def seed(apps, schema_editor) -> None:
    """The migration's data step: every seeded capability, then the provider presets.

    Its reverse is a no-op: the rows go with their tables when the agent's migrations are
    reversed to zero (deleting them in a reversed state this late trips Django's delete
    collector over the historical models' links), and seeding again updates them in place."""
    seed_capabilities(apps)
    seed_providers(apps)
