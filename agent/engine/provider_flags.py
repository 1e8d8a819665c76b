"""What a provider can do: its configured flags, overridden by what was learned at run time.

A learned flag lives in `Provider.learned` as `{flag: {"value": ..., "at": iso time, "why": ...}}`
so the next request takes the path that worked, and staff can see (and clear) it in the admin.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_noop

if TYPE_CHECKING:
    from agent.models import Provider


def _flag(default: bool, label: str, column: str = "") -> Any:
    """One flag: its default, its label (gettext_noop'd), and the `Provider` column staff set
    it in (none: it is only ever learned)."""
    return field(default=default, metadata={"label": label, "column": column})


@dataclass(frozen=True)
class ProviderFlags:
    """The paths a request may take with one provider."""

    native_tools: bool = _flag(True, gettext_noop("native tools"), "supports_native_tools")
    stream_with_tools: bool = _flag(
        True, gettext_noop("streaming with tools"), "supports_stream_with_tools"
    )
    tool_choice_required: bool = _flag(
        False, gettext_noop('tool_choice="required"'), "supports_tool_choice_required"
    )
    tool_choice_auto: bool = _flag(True, gettext_noop('tool_choice="auto"'))
    parallel_tool_calls: bool = _flag(
        True, gettext_noop("parallel tool calls"), "supports_parallel_tool_calls"
    )
    stream_usage: bool = _flag(True, gettext_noop("usage in streams (stream_options)"))
    # Weak at tool calls (the probe's finding): its turns are guarded (agent.engine.guarded).
    weak_model: bool = _flag(
        False, gettext_noop("weak at tool calls: guarded turns, edits as proposals")
    )


FLAG_NAMES = tuple(flag.name for flag in fields(ProviderFlags))
FLAG_LABELS = {flag.name: flag.metadata["label"] for flag in fields(ProviderFlags)}
# The flags staff configure, by the `Provider` column they are set in.
FLAG_COLUMNS = {
    flag.name: flag.metadata["column"] for flag in fields(ProviderFlags) if flag.metadata["column"]
}


def configured_flags(provider: Provider) -> ProviderFlags:
    """The flags as staff configured them on the row."""
    return ProviderFlags(
        **{name: getattr(provider, column) for name, column in FLAG_COLUMNS.items()}
    )


def flags_for(provider: Provider) -> ProviderFlags:
    """The flags a request uses: configured ones, with learned ones taking precedence."""
    learned = provider.learned if isinstance(provider.learned, dict) else {}
    overrides = {
        name: bool(entry["value"])
        for name, entry in learned.items()
        if name in FLAG_NAMES and isinstance(entry, dict) and "value" in entry
    }
    return replace(configured_flags(provider), **overrides)


def learned_entry(flag: str, value: bool, why: str) -> dict[str, Any]:
    """One learned flag as it is stored and reported: `{flag: {value, at, why}}`."""
    if flag not in FLAG_NAMES:
        raise ValueError(f"unknown provider flag {flag!r}")
    at = datetime.now(UTC).isoformat(timespec="seconds")
    return {flag: {"value": value, "at": at, "why": why[:500]}}


def merge_learned(provider: Provider, learned: dict[str, Any]) -> bool:
    """Put learned flags on the row in memory; True when something changed."""
    current = dict(provider.learned) if isinstance(provider.learned, dict) else {}
    changed = False
    for flag, entry in learned.items():
        old = current.get(flag)
        if not isinstance(old, dict) or old.get("value") != entry.get("value"):
            current[flag] = entry
            changed = True
    if changed:
        provider.learned = current
    return changed


async def remember(provider: Provider, learned: dict[str, Any]) -> None:
    """Store learned flags on the provider row (and the instance) so later runs use them."""
    merge_learned(provider, learned)
    if provider.pk is None:
        return
    # Here, not at the top: the embedded model's server process imports this module (through
    # agent.engine.guarded) with Django's settings but without its apps loaded.
    from agent.models import Provider as ProviderModel

    # Re-read and merge in the database row so concurrent runs do not drop each other's flags.
    row = await ProviderModel.objects.filter(pk=provider.pk).only("learned").afirst()
    stored = dict(row.learned) if row is not None and isinstance(row.learned, dict) else {}
    stored.update({flag: provider.learned[flag] for flag in learned})
    await ProviderModel.objects.filter(pk=provider.pk).aupdate(learned=stored)


def learned_flags_display(provider: Provider) -> list[dict[str, Any]]:
    """Learned flags for the admin: label, value, when and why, newest first."""
    learned = provider.learned if isinstance(provider.learned, dict) else {}
    rows = [
        {
            "flag": flag,
            "label": FLAG_LABELS.get(flag, flag),
            "value": entry.get("value"),
            "at": entry.get("at", ""),
            "why": entry.get("why", ""),
        }
        for flag, entry in learned.items()
        if isinstance(entry, dict)
    ]
    return sorted(rows, key=lambda row: row["at"], reverse=True)
