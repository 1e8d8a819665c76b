"""Figures of an evaluation: percentiles, and whether a capability A/B difference is real."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-th percentile (0-100), linear between ranks; None without values."""
    ordered = sorted(values)
    if not ordered:
        return None
    rank = (len(ordered) - 1) * q / 100
    low, high = math.floor(rank), math.ceil(rank)
    if low == high:
        return ordered[low]
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def spread(rates: Sequence[float]) -> float | None:
    """Run-to-run noise of one cell: the largest gap between two of its repetitions."""
    return max(rates) - min(rates) if len(rates) >= 2 else None


@dataclass
class Comparison:
    """Two versions of one capability in otherwise identical cells."""

    a: object
    b: object
    rate_a: float
    rate_b: float
    difference: float
    noise: float | None

    @property
    def exceeds_noise(self) -> bool | None:
        """True when |difference| is larger than the noise; None when --repeat was 1."""
        if self.noise is None:
            return None
        return abs(self.difference) > self.noise

    @property
    def verdict(self) -> str:
        if self.exceeds_noise is None:
            return "noise unknown: run with --repeat 2 or more"
        if self.exceeds_noise:
            return "larger than the run-to-run noise"
        return "within the run-to-run noise"


def comparisons(cells: Sequence[object]) -> list[Comparison]:
    """Pairs of cells that differ only in the version of their capability.

    Cells need `provider_slug`, `model`, `strategy`, `capability_slug`,
    `capability_version`, `success_rate` and `repeat_rates`. The noise is the larger of the
    two cells' spreads between repetitions (--repeat): a difference counts only when it is
    larger than what repeating the same cell already shows.
    """
    found = []
    for i, a in enumerate(cells):
        for b in cells[i + 1 :]:
            same = all(
                getattr(a, name) == getattr(b, name)
                for name in ("provider_slug", "model", "strategy", "capability_slug")
            )
            if not same or not a.capability_slug or a.capability_version == b.capability_version:
                continue
            spreads = [spread(a.repeat_rates), spread(b.repeat_rates)]
            noise = None if None in spreads else max(spreads)
            found.append(
                Comparison(
                    a=a,
                    b=b,
                    rate_a=a.success_rate,
                    rate_b=b.success_rate,
                    difference=round(b.success_rate - a.success_rate, 4),
                    noise=noise,
                )
            )
    return found
