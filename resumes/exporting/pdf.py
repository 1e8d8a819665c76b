"""PDF export: the standalone theme HTML rendered by WeasyPrint, with local fonts only."""

from __future__ import annotations

import threading
from typing import Any

from weasyprint import HTML
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import URLFetcher

from resumes.rendering import DEFAULT_PAGE_SIZE, render_resume_html

_per_thread = threading.local()


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
    return html_to_pdf(html)


def html_to_pdf(html: str) -> bytes:
    """A standalone HTML document (CSS inline) as PDF bytes, fetching nothing."""
    # Inline photos (data: URIs) are the only resources a resume may carry; nothing is fetched.
    fetcher = URLFetcher(allowed_protocols={"data"})
    document = HTML(string=html, url_fetcher=fetcher).render(font_config=_font_config())
    return document.write_pdf()


def _font_config() -> FontConfiguration:
    # Building one reads fontconfig's cache: keep it, one per thread (Pango's maps are not
    # meant to be shared between threads).
    config = getattr(_per_thread, "font_config", None)
    if config is None:
        config = _per_thread.font_config = FontConfiguration()
    return config
