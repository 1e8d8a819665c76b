"""The cells of an evaluation: provider x model x strategy x capability version."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from agent.engine.turns import RunRefused, resolve_provider
from agent.evaluation.versions import UnknownCapability, capability_for
from agent.models import CONFIGURED_FLAG_FIELDS, Capability, Provider, Strategy


class GridError(Exception):
    """Options that name nothing runnable; the message says what to fix. Nothing was run."""


@dataclass
class Cell:
    provider: Provider
    strategy: str
    # The row the runs use (an evaluation copy for an old version), and the capability as
    # staff know it.
    capability: Capability | None = None
    capability_base: Capability | None = None
    capability_version: int | None = None

    @property
    def capability_label(self) -> str:
        if self.capability_base is None:
            return ""
        return f"{self.capability_base.slug}@{self.capability_version}"

    @property
    def label(self) -> str:
        parts = [self.provider.slug, self.provider.model, self.strategy]
        if self.capability_label:
            parts.append(self.capability_label)
        return " · ".join(parts)


AD_HOC_NOTES = "Created for an ad hoc endpoint or model on the command line; offered nowhere."


def ad_hoc_provider(
    base_url: str,
    model: str,
    api_key_env: str = "",
    *,
    like: Provider | None = None,
    notes: str = AD_HOC_NOTES,
) -> Provider:
    """A disabled provider row for an endpoint or model named on the command line.

    `manage.py chat --base-url` makes its rows here too, so both reuse one row per endpoint,
    model and key variable; saved so that runs and LLM calls point to what was used, and
    disabled so that neither the UI nor the automatic choice ever offers it. With `like`, its
    flags, timeout and strategy are copied (a second model at a known provider).
    """
    digest = hashlib.sha1(f"{base_url}|{model}|{api_key_env}".encode()).hexdigest()[:12]
    defaults = {
        "name": f"{model} at {base_url}"[:100],
        "base_url": base_url,
        "model": model,
        "api_key_env": api_key_env,
        "enabled": False,
        "notes": notes,
    }
    if like is not None:
        for name in (
            "timeout_seconds",
            "max_retries",
            "default_strategy",
            *CONFIGURED_FLAG_FIELDS,
            "extra_body",
            "is_local",
        ):
            defaults[name] = getattr(like, name)
    provider, _ = Provider.objects.update_or_create(slug=f"cli-{digest}", defaults=defaults)
    return provider


def _providers(
    slugs: list[str], base_url: str | None, models: list[str], api_key_env: str
) -> list[Provider]:
    if base_url and not models:
        raise GridError("--base-url needs --model.")
    if api_key_env and not base_url:
        raise GridError("--api-key-env goes with --base-url.")
    providers: list[Provider] = []
    for slug in slugs:
        provider = Provider.objects.filter(slug=slug).first()
        if provider is None:
            known = ", ".join(Provider.objects.order_by("slug").values_list("slug", flat=True))
            raise GridError(f"Unknown provider {slug!r}. Providers: {known or 'none'}.")
        if models and not base_url:
            providers += [
                ad_hoc_provider(provider.base_url, model, provider.api_key_env, like=provider)
                for model in models
            ]
        else:
            providers.append(provider)
    if base_url:
        providers += [ad_hoc_provider(base_url, model, api_key_env) for model in models]
    if not providers:
        try:
            providers.append(resolve_provider(None))
        except RunRefused as refused:
            raise GridError(refused.message) from None
    return providers


Chosen = tuple[Capability | None, Capability | None, int | None]


def _capabilities(specs: list[str]) -> list[Chosen]:
    if not specs:
        base = Capability.objects.filter(slug="base", is_active=True).first()
        specs = ["base"] if base else []
    if not specs:
        return [(None, None, None)]
    chosen = []
    for spec in specs:
        try:
            row, version = capability_for(spec)
        except UnknownCapability as exc:
            raise GridError(str(exc)) from None
        base_slug = spec.partition("@")[0].strip()
        base = Capability.objects.get(slug=base_slug)
        chosen.append((row, base, version))
    return chosen


def build_cells(
    *,
    providers: list[str],
    base_url: str | None = None,
    models: list[str] | None = None,
    api_key_env: str = "",
    strategies: list[str] | None = None,
    capabilities: list[str] | None = None,
) -> list[Cell]:
    """Every combination, in the order given: providers, then strategies, then capabilities."""
    for strategy in strategies or []:
        if strategy not in Strategy.values:
            raise GridError(f"Unknown strategy {strategy!r}; use native, prompt or auto.")
    rows = _providers(providers, base_url, list(models or []), api_key_env)
    chosen = _capabilities(list(capabilities or []))
    cells = []
    for provider in dict.fromkeys(rows):
        for strategy in strategies or [provider.default_strategy or "auto"]:
            for row, base, version in chosen:
                cells.append(Cell(provider, strategy, row, base, version))
    return cells
