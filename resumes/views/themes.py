"""The theme gallery: every theme as a thumbnail of the person's own resume.

A thumbnail is the theme's live HTML (the same `<article class="cv">` the preview shows)
scaled down with CSS in a card: no PDF is rendered and nothing is rasterized, so twelve of
them take a few milliseconds. The rendered articles are cached per resume version and
language, so reopening the gallery renders nothing until the resume changes.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

from resumes.models import Resume
from resumes.rendering import gallery_stylesheets, theme_body
from resumes.themes import REGISTRY
from resumes.views.common import owned_resume

CACHE_SECONDS = 60 * 60


@login_required
@require_GET
def theme_gallery(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = owned_resume(request, resume_id)
    return render(request, "resumes/partials/theme_gallery.html", gallery_context(resume))


def gallery_context(resume: Resume) -> dict:
    bodies = thumbnails(resume)
    cards = [
        {
            "theme": theme,
            "body": mark_safe(bodies[theme.slug]),
            "current": theme.slug == resume.theme,
        }
        for theme in REGISTRY
    ]
    return {"resume": resume, "cards": cards, "stylesheets": gallery_stylesheets()}


def thumbnails(resume: Resume) -> dict[str, str]:
    """Each theme's article for this version of the resume, cached."""
    key = f"theme-thumbnails:{resume.pk}:{resume.version}:{resume.language}"
    bodies = cache.get(key)
    if bodies is None or set(bodies) != {theme.slug for theme in REGISTRY}:
        bodies = {
            theme.slug: str(theme_body(resume.data, theme.slug, resume.language))
            for theme in REGISTRY
        }
        cache.set(key, bodies, CACHE_SECONDS)
    return bodies
