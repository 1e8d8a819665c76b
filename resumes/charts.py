"""Charts as server-rendered SVG (no script, nothing from another host): a scatter plot,
stacked columns and horizontal bars (the evaluation's), and the frame and palette every chart
shares (the applications' outcome charts too). Every label is escaped; the numbers are
formatted here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

PALETTE = ("#2f6fdf", "#e07b39", "#3aa57a", "#c24d7c", "#7a5cc8", "#b8a02e", "#4a9bb0", "#8c8c8c")
WIDTH = 640


@dataclass
class Point:
    x: float
    y: float
    label: str


def svg(height: int, title: str, body: str, *, css_id: str = "", font_size: int = 11) -> SafeString:
    """The chart's frame: `body` (built from format_html pieces) in an SVG as wide as WIDTH,
    titled for screen readers; `css_id` names it for the page's tests and links."""
    return format_html(
        '<svg class="chart"{id} viewBox="0 0 {w} {h}" width="100%" role="img" aria-label="{t}" '
        'xmlns="http://www.w3.org/2000/svg" font-size="{f}" font-family="sans-serif">'
        "<title>{t}</title>{b}</svg>",
        id=format_html(' id="{}"', css_id) if css_id else "",
        w=WIDTH,
        h=height,
        t=title,
        f=font_size,
        b=mark_safe(body),  # built from format_html pieces
    )


def colour(n: int) -> str:
    """The n-th series' colour, the palette over again past its end."""
    return PALETTE[n % len(PALETTE)]


def _nice_max(value: float) -> float:
    if value <= 0:
        return 1.0
    for step in (1, 2, 2.5, 5, 10):
        for power in range(-3, 7):
            candidate = step * 10**power
            if candidate >= value:
                return candidate
    return value


def scatter(points: Sequence[Point], *, title: str, x_label: str, y_label: str) -> SafeString:
    """Success rate (y, 0..1) against latency (x, seconds) with each point labelled."""
    height, left, bottom, top, right = 320, 48, 40, 16, 16
    x_max = _nice_max(max((p.x for p in points), default=1.0) * 1.1)
    plot_w, plot_h = WIDTH - left - right, height - top - bottom

    def sx(x: float) -> float:
        return round(left + plot_w * (x / x_max), 1)

    def sy(y: float) -> float:
        return round(top + plot_h * (1 - y), 1)

    parts = [
        format_html(
            '<line x1="{x}" y1="{y}" x2="{x2}" y2="{y}" stroke="#ddd"/>'
            '<text x="{tx}" y="{ty}" text-anchor="end">{v}%</text>',
            x=left,
            y=sy(tick / 4),
            x2=WIDTH - right,
            tx=left - 4,
            ty=sy(tick / 4) + 4,
            v=tick * 25,
        )
        for tick in range(5)
    ]
    parts += [
        format_html(
            '<text x="{x}" y="{y}" text-anchor="middle">{v}</text>',
            x=sx(x_max * tick / 4),
            y=height - bottom + 14,
            v=f"{x_max * tick / 4:g}",
        )
        for tick in range(5)
    ]
    parts.append(
        format_html(
            '<text x="{x}" y="{y}" text-anchor="middle">{xl}</text>'
            '<text x="12" y="{my}" transform="rotate(-90 12 {my})" '
            'text-anchor="middle">{yl}</text>',
            x=round(left + plot_w / 2, 1),
            y=height - 6,
            xl=x_label,
            my=round(top + plot_h / 2, 1),
            yl=y_label,
        )
    )
    for number, point in enumerate(points):
        color = PALETTE[number % len(PALETTE)]
        parts.append(
            format_html(
                '<g class="point"><circle cx="{x}" cy="{y}" r="6" fill="{c}">'
                "<title>{label}: {rate}, {lat} s</title></circle>"
                '<text x="{tx}" y="{ty}" fill="{c}">{n}</text></g>',
                x=sx(point.x),
                y=sy(point.y),
                c=color,
                label=point.label,
                rate=f"{point.y:.0%}",
                lat=f"{point.x:.2f}",
                tx=round(sx(point.x) + 8, 1),
                ty=sy(point.y) + 4,
                n=number,
            )
        )
    return svg(height, title, "".join(parts))


def stacked_columns(
    categories: Sequence[str], series: dict[str, Sequence[float]], *, title: str
) -> SafeString:
    """One column per category (e.g. a day), stacked by series, with a legend."""
    legend_rows = (len(series) + 2) // 3
    height, left, bottom, top = 240 + 16 * legend_rows, 44, 36 + 16 * legend_rows, 12
    plot_h = height - top - bottom
    totals = [sum(values[i] for values in series.values()) for i in range(len(categories))]
    y_max = _nice_max(max(totals, default=0))
    step = (WIDTH - left - 8) / max(len(categories), 1)
    parts = [
        format_html(
            '<line x1="{l}" y1="{y}" x2="{r}" y2="{y}" stroke="#ddd"/>'
            '<text x="{tx}" y="{ty}" text-anchor="end">{v}</text>',
            l=left,
            y=round(top + plot_h * (1 - t / 4), 1),
            r=WIDTH - 8,
            tx=left - 4,
            ty=round(top + plot_h * (1 - t / 4) + 4, 1),
            v=f"{y_max * t / 4:g}",
        )
        for t in range(5)
    ]
    label_every = max(1, len(categories) // 10)
    for i, category in enumerate(categories):
        base = top + plot_h
        for number, (name, values) in enumerate(series.items()):
            if not values[i]:
                continue
            h = plot_h * values[i] / y_max
            base -= h
            parts.append(
                format_html(
                    '<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{c}">'
                    "<title>{cat} · {name}: {v}</title></rect>",
                    x=round(left + i * step + 1, 1),
                    y=round(base, 1),
                    w=round(max(step - 2, 1), 1),
                    h=round(h, 1),
                    c=PALETTE[number % len(PALETTE)],
                    cat=category,
                    name=name,
                    v=f"{values[i]:g}",
                )
            )
        if i % label_every == 0:
            parts.append(
                format_html(
                    '<text x="{x}" y="{y}" text-anchor="middle">{cat}</text>',
                    x=round(left + i * step + step / 2, 1),
                    y=top + plot_h + 14,
                    cat=category,
                )
            )
    parts.append(_legend(list(series), top + plot_h + 30))
    return svg(height, title, "".join(parts))


def _legend(names: list[str], y: int) -> str:
    return format_html_join(
        "",
        '<rect x="{}" y="{}" width="10" height="10" fill="{}"/><text x="{}" y="{}">{}</text>',
        (
            (
                8 + (n % 3) * 210,
                y + (n // 3) * 16,
                colour(n),
                22 + (n % 3) * 210,
                y + 9 + (n // 3) * 16,
                name[:32],
            )
            for n, name in enumerate(names)
        ),
    )


def hbars(items: Sequence[tuple[str, float]], *, title: str, unit: str = "") -> SafeString:
    """Horizontal bars, one per labelled value."""
    row, left = 22, 200
    height = max(row * len(items) + 12, 40)
    top = max((value for _, value in items), default=0) or 1
    parts = []
    for n, (label, value) in enumerate(items):
        width = (WIDTH - left - 70) * value / top
        parts.append(
            format_html(
                '<text x="{tx}" y="{y}" text-anchor="end">{label}</text>'
                '<rect x="{x}" y="{ry}" width="{w}" height="14" fill="{c}">'
                "<title>{label}: {v}</title></rect>"
                '<text x="{vx}" y="{y}">{v}</text>',
                tx=left - 6,
                y=8 + n * row + 11,
                label=label[:34],
                x=left,
                ry=8 + n * row,
                w=round(width, 1),
                c=colour(n),
                v=f"{value}{unit}",
                vx=round(left + width + 4, 1),
            )
        )
    if not items:
        parts.append(format_html('<text x="8" y="24">{}</text>', "—"))
    return svg(height, title, "".join(parts))
