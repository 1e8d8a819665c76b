"""Renders a resume document as themed HTML: a scoped fragment for the live preview, or a
standalone document for the PDF and the public share page."""

from __future__ import annotations

from functools import cache
from typing import Any

from django.contrib.staticfiles import finders
from django.template.loader import render_to_string
from django.utils.safestring import SafeString, mark_safe

from resumes.exporting.sections import ResumeView, build_view
from resumes.themes import DEFAULT_THEME, THEME_WORDS, THEMES, theme_info

__all__ = ["DEFAULT_THEME", "THEMES", "render_resume_html", "theme_css", "theme_stylesheets"]
# CSS @page size keywords by the name a person picks.
PAGE_SIZES = {"a4": "A4", "letter": "letter"}
DEFAULT_PAGE_SIZE = "a4"
# Narrow-screen rules: media queries, which WeasyPrint does not read, so never in the PDF.
SCREEN_STYLESHEET = "themes/screen.css"
# The same for the themes added after the first three.
NARROW_STYLESHEET = "themes/narrow.css"


def theme_stylesheets(theme: str) -> list[str]:
    """The static paths of a theme's stylesheets for a browser, shared rules first."""
    narrow = [NARROW_STYLESHEET] if theme_info(_theme(theme)).plain else []
    return [*_theme_sheets(theme), SCREEN_STYLESHEET, *narrow]


def gallery_stylesheets() -> list[str]:
    """Every theme's stylesheets once (each is scoped under its `.cv--<slug>`), the narrow-
    screen rules last: linked again after the preview's, a theme's sheet would otherwise win
    over the phone rules the preview relies on."""
    sheets: list[str] = []
    for slug in THEMES:
        sheets += [sheet for sheet in _theme_sheets(slug) if sheet not in sheets]
    return [*sheets, SCREEN_STYLESHEET, NARROW_STYLESHEET]


def render_resume_html(
    data: dict[str, Any],
    *,
    theme: str,
    language: str,
    standalone: bool = False,
    page_size: str = DEFAULT_PAGE_SIZE,
    title: str = "",
) -> SafeString:
    """The resume in a theme, its headings and dates in the resume's language.

    The fragment links the theme's stylesheets and keeps every rule under `.cv`, so it can sit
    inside the app's pages. The standalone document inlines its CSS, so rendering it to PDF
    reads nothing from the network or the static files server.
    """
    if standalone:
        context = document_context(
            data, theme=theme, language=language, page_size=page_size, title=title
        )
        return render_to_string("resumes/themes/_document.html", context)
    return render_to_string(
        "resumes/themes/_fragment.html",
        {
            "body": _body(data, theme, language),
            "stylesheets": theme_stylesheets(theme),
        },
    )


def document_context(
    data: dict[str, Any],
    *,
    theme: str,
    language: str,
    page_size: str = DEFAULT_PAGE_SIZE,
    title: str = "",
) -> dict[str, Any]:
    """What `resumes/themes/_document.html` (and pages extending it) needs."""
    view = build_view(data, language)
    return {
        "body": _body(data, theme, language),
        "css": theme_css(theme),
        "page_size": PAGE_SIZES.get(page_size.lower(), PAGE_SIZES[DEFAULT_PAGE_SIZE]),
        "title": title or view.name,
        "lang": view.html_lang,
    }


def theme_css(theme: str) -> SafeString:
    """A theme's screen and page stylesheets as one CSS text (trusted: they ship with the app).

    The page rules (@page margins) stay out of the fragment's stylesheets: there they would
    also apply when someone prints an app page.
    """
    paths = [*_theme_sheets(theme), f"themes/{_theme(theme)}.print.css"]
    return mark_safe("\n".join(read_static(path) for path in paths))


def _theme_sheets(theme: str) -> list[str]:
    plain = ["themes/plain.css"] if theme_info(_theme(theme)).plain else []
    return ["themes/base.css", *plain, f"themes/{_theme(theme)}.css"]


def theme_body(data: dict[str, Any], theme: str, language: str) -> SafeString:
    """The theme's `<article class="cv …">` alone, for a page that links its stylesheets."""
    return _body(data, theme, language)


def _body(data: dict[str, Any], theme: str, language: str) -> SafeString:
    view = build_view(data, language)
    info = theme_info(_theme(theme))
    if not info.photo:
        view.image = ""
    if info.lead_sections:
        _lead(view, info.lead_sections)
    words = THEME_WORDS["zh-hans" if view.language == "zh-hans" else "en"]
    return render_to_string(
        f"resumes/themes/{info.slug}.html", {"cv": view, "theme": info, "words": words}
    )


def _lead(view: ResumeView, keys: tuple[str, ...]) -> None:
    """Moves the sections named in `keys` to the front, in that order."""
    rank = {key: number for number, key in enumerate(keys)}
    view.sections.sort(key=lambda section: rank.get(section.key, len(keys)))


def _theme(theme: str) -> str:
    return theme if theme in THEMES else DEFAULT_THEME


@cache
def read_static(path: str) -> str:
    """A stylesheet shipped with the app, read once."""
    found = finders.find(path)
    if not found:
        raise FileNotFoundError(f"static file {path} is missing")
    with open(found, encoding="utf-8") as handle:
        return handle.read()
