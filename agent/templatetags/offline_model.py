"""`{% offline_model_note %}`: on the dashboard, what the embedded model can and cannot do while
it is the one that answers (no provider configured), and how to add a provider."""

from __future__ import annotations

from typing import Any

from django import template

from agent.engine.turns import RunRefused, resolve_provider

register = template.Library()


@register.inclusion_tag("agent/offline_model_note.html")
def offline_model_note() -> dict[str, Any]:
    try:
        provider = resolve_provider(None)
    except RunRefused:
        provider = None
    return {"provider": provider, "offline": provider is not None and provider.is_local}
