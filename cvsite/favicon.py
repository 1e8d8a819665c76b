"""`/favicon.ico`: what browsers fetch by themselves on any page that names no icon (the
public share page, the API docs, a PDF opened in a tab), served from `static/img/favicon.ico`
(the app's own pages also name `static/img/favicon.svg` with a `<link rel=icon>`)."""

from __future__ import annotations

from functools import cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

FAVICON = settings.BASE_DIR / "static" / "img" / "favicon.ico"


@cache
def _icon() -> bytes:
    return FAVICON.read_bytes()


@require_safe
def favicon(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(_icon(), content_type="image/x-icon")
    response["Cache-Control"] = "public, max-age=86400"
    return response
