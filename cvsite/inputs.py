"""Posted values read with their type checked: a wrong type or size is a 400 with a message,
never a 500.

Views read loose POST values (a hidden version, a counter, a slug) through `posted_int` and
`posted_text`; Django forms do the same for the fields they own. A value of the wrong type
raises `InvalidInput` (a `BadRequest`), which `InvalidInputMiddleware` answers with status
400 and a page that says which value was wrong. Only a crafted request gets there: the app's
own forms always send well-typed values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.core.exceptions import BadRequest
from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.utils.translation import gettext as _

NUL = "\x00"
API_PREFIX = "/api/"

# Versions, counters and indexes fit a 32-bit integer column on every database.
MAX_INT = 2**31 - 1


class InvalidInput(BadRequest):
    """A posted value of the wrong type or size."""


def posted_int(
    data: QueryDict,
    name: str,
    *,
    default: int | None = None,
    minimum: int = 0,
    maximum: int = MAX_INT,
) -> int:
    """The whole number posted as `name`; `default` when it is absent or empty."""
    raw = data.get(name)
    if raw is None or raw.strip() == "":
        if default is None:
            raise InvalidInput(_("The value “%(name)s” is missing.") % {"name": name})
        return default
    raw = raw.strip()
    # int() also takes "١٢", "1_000" and " 12 "; a form field's value is plain ASCII digits.
    digits = raw[1:] if raw.startswith("-") else raw
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 12:
        raise InvalidInput(
            _("The value “%(name)s” must be a whole number, not “%(value)s”.")
            % {"name": name, "value": raw[:40]}
        )
    number = int(raw)
    if not minimum <= number <= maximum:
        raise InvalidInput(
            _("The value “%(name)s” must be between %(minimum)s and %(maximum)s.")
            % {"name": name, "minimum": minimum, "maximum": maximum}
        )
    return number


def posted_text(data: QueryDict, name: str, *, max_length: int, default: str = "") -> str:
    """The text posted as `name` (stripped); refused when longer than `max_length` or holding
    a NUL character (which PostgreSQL cannot store)."""
    raw = data.get(name)
    if raw is None:
        return default
    text = raw.strip()
    if NUL in text:
        raise InvalidInput(_("The value “%(name)s” contains a NUL character.") % {"name": name})
    if len(text) > max_length:
        raise InvalidInput(
            _("The value “%(name)s” is too long: at most %(limit)s characters.")
            % {"name": name, "limit": max_length}
        )
    return text


class InvalidInputMiddleware:
    """Answers `InvalidInput` with status 400 and the message (the app's layout)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        # An address holding a NUL (`%00`) would reach a lookup PostgreSQL refuses (a 500).
        # The REST API drops them itself and answers in its own format (agent/api/parser.py).
        if not request.path.startswith(API_PREFIX) and (
            NUL in request.path
            or any(
                NUL in key or any(NUL in value for value in values)
                for key, values in request.GET.lists()
            )
        ):
            return self._refuse(request, _("The address contains a NUL character."))
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> Any:
        if not isinstance(exception, InvalidInput):
            return None
        return self._refuse(request, str(exception))

    def _refuse(self, request: HttpRequest, message: str) -> HttpResponse:
        return render(request, "errors/invalid_input.html", {"message": message}, status=400)
