"""Fit a resume's PDF to N pages within readable bounds (issue 31).

The standalone theme document is rendered once as the theme sets it; when it runs over, the
least shrink that fits is searched along one ladder of settings: first the line spacing
steps down, then the page margins, then the font size. The settings go into the document as
a few CSS rules after the theme's own (custom properties for the record, literal values on
`.cv` and `@page`), so every theme keeps its look, only tighter. Bounds: body text never
below 9 pt, a page margin never below 10 mm (a side the theme sets narrower, like Modern's
sidebar edge, stays as it is).

When even the tightest setting runs over, nothing is written: the result says how many pages
it still takes, how much that is over, and which sections are longest (measured on the
tightest layout), so the person knows what to cut.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from resumes.rendering import DEFAULT_PAGE_SIZE, render_resume_html

MIN_FONT_PT = 9.0
MIN_MARGIN_MM = 10.0
# Line spacing never tighter than this (times the font size): Latin, then CJK.
MIN_LINE = {"latin": 1.18, "cjk": 1.38}
SPACING_STEPS = (0.95, 0.9, 0.85)
MARGIN_STEPS = (0.85, 0.7, 0.55)
FONT_STEP_PT = 0.5
_PX_PER_PT = 4 / 3
_PX_PER_MM = 96 / 25.4
_SIDES = ("top", "right", "bottom", "left")


@dataclass(frozen=True)
class Setting:
    """One rung of the ladder: factors on the theme's line spacing and margins, a font size."""

    spacing: float = 1.0
    margin: float = 1.0
    font_pt: float | None = None


@dataclass
class Base:
    """What the theme sets, read from its own layout: font size, line height, page margins."""

    font_pt: float
    line: float
    margins_mm: tuple[float, float, float, float]
    cjk: bool


@dataclass
class FitResult:
    """The outcome: the PDF (None when it cannot fit), pages, and what changed or is over."""

    target: int
    pages: int
    fits: bool
    pdf: bytes | None = None
    changes: list[tuple[str, str, str]] = field(default_factory=list)
    over_pages: float = 0.0
    longest: list[tuple[str, float]] = field(default_factory=list)
    renders: int = 0

    def message(self) -> str:
        """One sentence, in the active language: what changed, or how much is over."""
        if self.fits and not self.changes:
            return ngettext(
                "It already fits on %(n)d page; nothing was changed.",
                "It already fits on %(n)d pages; nothing was changed.",
                self.target,
            ) % {"n": self.target}
        if self.fits:
            parts = [_describe(what, before, after) for what, before, after in self.changes]
            return ngettext(
                "Fitted on %(n)d page: %(changes)s.",
                "Fitted on %(n)d pages: %(changes)s.",
                self.target,
            ) % {"n": self.target, "changes": _list(parts, "; ", "；")}
        sections = _list(
            [
                _("%(name)s (%(pages).1f pages)") % {"name": name, "pages": pages}
                for name, pages in self.longest
            ],
            ", ",
            "、",
        )
        return _(
            "Even at the smallest readable setting (9 pt text, 10 mm margins, tighter "
            "spacing) it takes %(pages)d pages, about %(over).1f pages more than %(n)d; "
            "the longest sections are %(sections)s."
        ) % {"pages": self.pages, "over": self.over_pages, "n": self.target, "sections": sections}


def _list(items: list[str], latin: str, chinese: str) -> str:
    return (chinese if (get_language() or "").startswith("zh") else latin).join(items)


def _describe(what: str, before: str, after: str) -> str:
    # Sizes in points, margins in millimetres, spacing as a multiple of the font size.
    names = {
        "font": _("font size %(before)s pt → %(after)s pt"),
        "margins": _("margins %(before)s mm → %(after)s mm"),
        "spacing": _("line spacing %(before)s → %(after)s"),
    }
    return names[what] % {"before": before, "after": after}


def fit_pdf(
    data: dict[str, Any],
    *,
    theme: str,
    language: str,
    pages: int,
    page_size: str = DEFAULT_PAGE_SIZE,
    title: str = "",
) -> FitResult:
    """The resume's PDF on at most `pages` pages with the least shrink, or why it cannot be."""
    if pages < 1:
        raise ValueError("pages must be at least 1")
    html = render_resume_html(
        data, theme=theme, language=language, standalone=True, page_size=page_size, title=title
    )
    renders = 0

    def layout(setting: Setting | None):
        nonlocal renders
        renders += 1
        return _render(_inject(html, _css(setting, base) if setting else ""))

    base = None
    document = layout(None)
    base = _base(document)
    if len(document.pages) <= pages:
        return FitResult(pages, len(document.pages), True, document.write_pdf(), renders=renders)
    ladder = _ladder(base)
    tightest = layout(ladder[-1])
    if len(tightest.pages) > pages:
        return FitResult(
            pages,
            len(tightest.pages),
            False,
            over_pages=round(_used_pages(tightest) - pages, 1),
            longest=_longest_sections(tightest),
            renders=renders,
        )
    # The least shrink that fits: the first rung that fits (pages fall as the rungs tighten).
    low, high, best = 0, len(ladder) - 1, (ladder[-1], tightest)
    while low < high:
        middle = (low + high) // 2
        candidate = layout(ladder[middle])
        if len(candidate.pages) <= pages:
            high, best = middle, (ladder[middle], candidate)
        else:
            low = middle + 1
    setting, document = best
    return FitResult(
        pages,
        len(document.pages),
        True,
        document.write_pdf(),
        changes=_changes(setting, base),
        renders=renders,
    )


def _ladder(base: Base) -> list[Setting]:
    """Settings from the least shrink to the most: spacing, then margins, then font size."""
    rungs = [Setting(spacing=s) for s in SPACING_STEPS]
    spacing = SPACING_STEPS[-1]
    rungs += [Setting(spacing=spacing, margin=m) for m in MARGIN_STEPS]
    margin = MARGIN_STEPS[-1]
    size = base.font_pt - FONT_STEP_PT
    while size >= MIN_FONT_PT - 1e-6:
        rungs.append(Setting(spacing=spacing, margin=margin, font_pt=round(size, 2)))
        size -= FONT_STEP_PT
    if base.font_pt > MIN_FONT_PT and rungs[-1].font_pt != MIN_FONT_PT:
        rungs.append(Setting(spacing=spacing, margin=margin, font_pt=MIN_FONT_PT))
    return rungs


def _line(setting: Setting, base: Base) -> float:
    floor = MIN_LINE["cjk" if base.cjk else "latin"]
    return round(max(min(base.line, floor), base.line * setting.spacing), 3)


def _margin(side_mm: float, factor: float) -> float:
    if side_mm < MIN_MARGIN_MM:
        return side_mm
    return round(max(MIN_MARGIN_MM, side_mm * factor), 1)


def _css(setting: Setting, base: Base) -> str:
    font = setting.font_pt or base.font_pt
    line = _line(setting, base)
    margins = " ".join(f"{_margin(side, setting.margin)}mm" for side in base.margins_mm)
    return (
        f":root {{ --cv-fit-font: {font}pt; --cv-fit-line: {line}; }}\n"
        f"body .cv, body .cv:lang(zh-Hans) {{ font-size: {font}pt !important; "
        f"line-height: {line} !important; }}\n"
        f"@page {{ margin: {margins}; }}\n"
    )


def _changes(setting: Setting, base: Base) -> list[tuple[str, str, str]]:
    out = []
    if setting.font_pt and setting.font_pt != base.font_pt:
        out.append(("font", f"{base.font_pt:g}", f"{setting.font_pt:g}"))
    before = [m for m in base.margins_mm if m >= MIN_MARGIN_MM]
    after = [_margin(m, setting.margin) for m in before]
    if before and after != before:
        out.append(("margins", _mm_range(before), _mm_range(after)))
    line = _line(setting, base)
    if abs(line - base.line) > 1e-3:
        out.append(("spacing", f"{base.line:.2f}", f"{line:.2f}"))
    return out


def _mm_range(values: list[float]) -> str:
    low, high = round(min(values)), round(max(values))
    return f"{low}" if low == high else f"{low}–{high}"


def _inject(html: str, css: str) -> str:
    if not css:
        return html
    return html.replace("</head>", f"<style>{css}</style>\n</head>", 1)


def _render(html: str):
    # WeasyPrint loads only when a PDF is rendered (the page counts and settings need none).
    from weasyprint import HTML
    from weasyprint.urls import URLFetcher

    # The PDF module imports WeasyPrint at its top: loaded here, with it, not with the page.
    from resumes.exporting.pdf import _font_config

    fetcher = URLFetcher(allowed_protocols={"data"})
    return HTML(string=html, url_fetcher=fetcher).render(font_config=_font_config())


# ---------------------------------------------------------------------------------------------
# Reading the layout


def _boxes(box):
    yield box
    for child in getattr(box, "children", ()) or ():
        yield from _boxes(child)


def _classes(box) -> list[str]:
    element = getattr(box, "element", None)
    if element is None or getattr(box, "element_tag", None) is None:
        return []
    return (element.get("class") or "").split()


def _base(document) -> Base:
    page_box = document.pages[0]._page_box
    margins = tuple(round(getattr(page_box, f"margin_{side}") / _PX_PER_MM, 1) for side in _SIDES)
    root = next((b for b in _boxes(page_box) if "cv" in _classes(b)), None)
    style = root.style if root is not None else page_box.style
    font_px = float(style["font_size"])
    line = style["line_height"]
    if line == "normal":
        ratio = 1.2
    elif isinstance(line, (int, float)):
        ratio = float(line)
    elif getattr(line, "unit", None) is None:
        ratio = float(line.value)
    elif line.unit == "px":
        ratio = float(line.value) / font_px
    else:
        ratio = 1.4
    lang = (root.element.get("lang") or "") if root is not None else ""
    return Base(
        font_pt=round(font_px / _PX_PER_PT * 4) / 4,
        line=round(ratio, 3),
        margins_mm=margins,  # type: ignore[arg-type]
        cjk=lang.lower().startswith(("zh", "ja", "ko")),
    )


def _used_pages(document) -> float:
    """Pages the content fills: whole pages before the last, and the last one's filled part."""
    last = document.pages[-1]._page_box
    top = last.content_box_y()
    bottom = top
    for box in _boxes(last):
        if _classes(box) or getattr(box, "element_tag", None):
            height = getattr(box, "height", None)
            y = getattr(box, "position_y", None)
            if isinstance(height, (int, float)) and isinstance(y, (int, float)):
                bottom = max(bottom, y + height)
    fill = min(1.0, max(0.0, (bottom - top) / last.height)) if last.height else 1.0
    return len(document.pages) - 1 + fill


def _longest_sections(document, count: int = 2) -> list[tuple[str, float]]:
    """The sections taking most room, as (heading, pages), longest first."""
    heights: dict[int, float] = {}
    names: dict[int, str] = {}
    content = document.pages[0]._page_box.height or 1.0
    for page in document.pages:
        stack = [page._page_box]
        while stack:
            box = stack.pop()
            if "cv-section" in _classes(box):
                key = id(box.element)
                heights[key] = heights.get(key, 0.0) + box.margin_height()
                if key not in names:
                    heading = box.element.find(".//h2")
                    text = "".join(heading.itertext()).strip() if heading is not None else ""
                    names[key] = text or "?"
                continue
            stack.extend(getattr(box, "children", ()) or ())
    ranked = sorted(heights, key=heights.get, reverse=True)[:count]
    return [(names[key], round(heights[key] / content, 1)) for key in ranked]
