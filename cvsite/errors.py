"""The error pages in the app's layout (`templates/400.html`, `404.html`, `500.html`).

A 404 is rendered by Django's own `page_not_found` (with the request, so the top bar knows
who is signed in). A 500 must render whatever broke, the database and the session included:
`server_error` renders its template without the request, so no context processor runs and
nothing it shows reads the database or the session. The interface language is still the
reader's: `LocaleMiddleware` activated it before the view failed.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent
from django.http import (
    HttpRequest,
    HttpResponse,
    HttpResponseBadRequest,
    HttpResponseServerError,
)
from django.template import loader
from django.utils.translation import gettext as _

logger = logging.getLogger(__name__)


def server_error(request: HttpRequest, template_name: str = "500.html") -> HttpResponse:
    try:
        html = loader.get_template(template_name).render({"error_page": True})
    except Exception:
        # The last resort must not fail in turn: plain text, still in the reader's language.
        logger.exception("the 500 page could not be rendered")
        return HttpResponseServerError(
            _("Something went wrong on our side."), content_type="text/plain; charset=utf-8"
        )
    return HttpResponseServerError(html)


def bad_request(
    request: HttpRequest, exception: Exception | None = None, template_name: str = "400.html"
) -> HttpResponse:
    """A request Django could not read (a form over `DATA_UPLOAD_MAX_MEMORY_SIZE`, too many
    fields, a malformed body): say so, and that nothing was saved. Rendered without the
    request, like the 500 page, since the request is what could not be read."""
    too_big = isinstance(exception, RequestDataTooBig | TooManyFieldsSent)
    context = {
        "error_page": True,
        "too_big": too_big,
        "limit_mb": max(1, (settings.DATA_UPLOAD_MAX_MEMORY_SIZE or 0) // (1024 * 1024)),
    }
    try:
        html = loader.get_template(template_name).render(context)
    except Exception:
        logger.exception("the 400 page could not be rendered")
        return HttpResponseBadRequest(
            _("The request could not be read. Nothing was saved."),
            content_type="text/plain; charset=utf-8",
        )
    return HttpResponseBadRequest(html)
