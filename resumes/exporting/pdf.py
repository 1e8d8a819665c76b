"""PDF export: the standalone theme HTML rendered by WeasyPrint, with local fonts only."""

from __future__ import annotations

from functools import cache
from typing import Any

from weasyprint import HTML
from weasyprint.text.fonts import FontConfiguration

from resumes.rendering import DEFAULT_PAGE_SIZE, render_resume_html


def render_pdf(
    data: dict[str, Any],
    *,
    theme: str,
    language: str,
    page_size: str = DEFAULT_PAGE_SIZE,
    title: str = "",
) -> bytes:
    """The resume as PDF bytes on A4 or US Letter."""
    html = render_resume_html(
        data, theme=theme, language=language, standalone=True, page_size=page_size, title=title
    )
    document = HTML(string=html, url_fetcher=_refuse_fetch).render(font_config=_font_config())
    return document.write_pdf()


@cache
def _font_config() -> FontConfiguration:
    # Building the font configuration reads fontconfig's cache; one per process is enough.
    return FontConfiguration()


def _refuse_fetch(url: str, *args: Any, **kwargs: Any) -> dict:
    # Data URIs (inline photos) are the only resources a resume may carry; nothing is fetched.
    if url.startswith("data:"):
        from weasyprint.urls import default_url_fetcher

        return default_url_fetcher(url, *args, **kwargs)
    raise ValueError(f"resources are not fetched when rendering a resume: {url[:80]}")
