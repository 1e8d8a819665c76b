"""The outcome charts as server-drawn SVG (no script), in the look of the evaluation's charts:
the funnel as bars narrowing stage by stage, and answer rates as percentage bars. Every label
is escaped by `format_html`; numbers are formatted here."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.html import format_html
from django.utils.safestring import SafeString

from resumes.applications.outcomes import Rate
from resumes.charts import WIDTH, colour, svg


def funnel_chart(stages: Sequence[tuple[str, int]], *, title: str) -> SafeString:
    """One centred bar per stage, as wide as its count against the first stage's."""
    row, left = 40, 120
    height = row * len(stages) + 10
    top = max((count for _, count in stages), default=0) or 1
    plot = WIDTH - left - 60
    parts = []
    for n, (label, count) in enumerate(stages):
        width = max(plot * count / top, 2)
        x = left + (plot - width) / 2
        parts.append(
            format_html(
                '<g class="funnel-stage" data-count="{v}">'
                '<text x="{tx}" y="{ty}" text-anchor="end">{label}</text>'
                '<rect x="{x}" y="{y}" width="{w}" height="28" rx="3" fill="{c}">'
                "<title>{label}: {v}</title></rect>"
                '<text x="{cx}" y="{ty}" font-weight="bold">{v}</text></g>',
                tx=left - 8,
                ty=10 + n * row + 19,
                label=label[:20],
                x=round(x, 1),
                y=10 + n * row,
                w=round(width, 1),
                c=colour(n),
                v=count,
                cx=round(x + width + 6, 1),
            )
        )
    return svg(height, title, "".join(parts), css_id="chart-funnel", font_size=12)


def rate_chart(rates: Sequence[Rate], *, title: str, css_id: str, none: str) -> SafeString:
    """Horizontal bars of answer rates (0..100 %), each with "answered of applied"."""
    row, left = 26, 220
    height = max(row * len(rates) + 30, 56)
    plot = WIDTH - left - 110
    parts = [
        format_html(
            '<line x1="{x}" y1="4" x2="{x}" y2="{y2}" stroke="#ddd"/>'
            '<text x="{x}" y="{ty}" text-anchor="middle" font-size="10">{p}%</text>',
            x=round(left + plot * tick / 4, 1),
            y2=height - 18,
            ty=height - 6,
            p=tick * 25,
        )
        for tick in range(5)
    ]
    for n, rate in enumerate(rates):
        width = plot * rate.rate
        parts.append(
            format_html(
                '<g class="rate-bar" data-label="{label}" data-percent="{p}">'
                '<text x="{tx}" y="{ty}" text-anchor="end">{short}</text>'
                '<rect x="{x}" y="{y}" width="{w}" height="16" fill="{c}">'
                "<title>{label}: {p}% ({a}/{d})</title></rect>"
                '<text x="{vx}" y="{ty}">{p}% · {a}/{d}</text></g>',
                label=rate.label,
                short=rate.label[:30],
                p=rate.percent,
                a=rate.answered,
                d=rate.applied,
                tx=left - 6,
                ty=8 + n * row + 13,
                x=left,
                y=8 + n * row,
                w=round(max(width, 1), 1),
                c=colour(n),
                vx=round(left + width + 6, 1),
            )
        )
    if not rates:
        parts.append(format_html('<text x="8" y="24">{}</text>', none))
    return svg(height, title, "".join(parts), css_id=css_id, font_size=12)
