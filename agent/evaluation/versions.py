"""Capability versions: every change to what a capability says or allows is a new version,
and each version is kept (`CapabilityVersion`), so `SLUG@VERSION` can be evaluated later.

The admin already bumps `Capability.version` when a form changes; the signal below also bumps
it when code changes the prompt, tools or options without doing so, and snapshots the version
after each save. An older version is evaluated through an inactive copy of the capability
(slug `evalcopy-<slug>-v<n>`), never offered to anyone.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models.signals import post_save, pre_save

from agent.models import Capability, CapabilityVersion

BEHAVIOUR_FIELDS = ("prompt_addendum", "tool_policy", "tools", "options")
COPY_PREFIX = "evalcopy-"


class UnknownCapability(Exception):
    """A `SLUG[@VERSION]` that names no capability or no kept version; the message says which."""


def _behaviour(obj: Any) -> dict[str, Any]:
    return {name: getattr(obj, name) for name in BEHAVIOUR_FIELDS}


def _bump_on_change(sender: type, instance: Capability, raw: bool = False, **kwargs: Any) -> None:
    if raw or instance.pk is None or instance.slug.startswith(COPY_PREFIX):
        return
    stored = Capability.objects.filter(pk=instance.pk).first()
    if stored is None:
        return
    if _behaviour(stored) != _behaviour(instance) and instance.version <= stored.version:
        instance.version = stored.version + 1


def _snapshot(sender: type, instance: Capability, raw: bool = False, **kwargs: Any) -> None:
    if raw or instance.slug.startswith(COPY_PREFIX):
        return
    snapshot(instance)


def snapshot(capability: Capability) -> CapabilityVersion:
    """Keep the capability's current version (creating or refreshing its row)."""
    version, _ = CapabilityVersion.objects.update_or_create(
        capability=capability,
        version=capability.version,
        defaults={"name": capability.name, **_behaviour(capability)},
    )
    return version


def connect() -> None:
    pre_save.connect(_bump_on_change, sender=Capability, dispatch_uid="capability-version-bump")
    post_save.connect(_snapshot, sender=Capability, dispatch_uid="capability-version-snapshot")


def parse_spec(spec: str) -> tuple[str, int | None]:
    """`"base@2"` -> `("base", 2)`; `"base"` -> `("base", None)` (the current version)."""
    slug, _, version = spec.strip().partition("@")
    if not slug:
        raise UnknownCapability(f"No capability slug in {spec!r}; write SLUG or SLUG@VERSION.")
    if not version:
        return slug, None
    if not version.isdigit() or int(version) < 1:
        raise UnknownCapability(
            f"{spec!r}: the version after @ must be a positive number, e.g. {slug}@2."
        )
    return slug, int(version)


def capability_for(spec: str) -> tuple[Capability, int]:
    """The capability row that behaves as `SLUG[@VERSION]`, and that version number.

    The current version is the row itself; an older one is an inactive copy made from the
    kept snapshot (created once, reused afterwards).
    """
    slug, wanted = parse_spec(spec)
    capability = Capability.objects.filter(slug=slug).exclude(slug__startswith=COPY_PREFIX).first()
    if capability is None:
        raise UnknownCapability(f"Unknown capability {slug!r}.")
    if wanted is None or wanted == capability.version:
        snapshot(capability)
        return capability, capability.version
    kept = CapabilityVersion.objects.filter(capability=capability, version=wanted).first()
    if kept is None:
        versions = ", ".join(
            str(v)
            for v in CapabilityVersion.objects.filter(capability=capability)
            .order_by("version")
            .values_list("version", flat=True)
        )
        raise UnknownCapability(
            f"{slug}@{wanted} is not kept; versions of {slug}: {versions or 'none'}."
        )
    with transaction.atomic():
        copy, _ = Capability.objects.update_or_create(
            slug=f"{COPY_PREFIX}{slug}-v{wanted}"[:50],
            defaults={
                "name": f"{kept.name} v{wanted} (evaluation copy)"[:100],
                "description": f"Version {wanted} of {slug}, kept for evaluations; never offered.",
                "is_active": False,
                "sort_order": 999,
                "version": wanted,
                **_behaviour(kept),
            },
        )
    return copy, wanted
