"""RFC 9457 problem details: the one shape of every error of the REST API."""

from __future__ import annotations

import logging
from http import HTTPStatus
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import Http404, HttpRequest, JsonResponse
from ninja.errors import AuthenticationError, HttpError, ValidationError

PROBLEM_TYPE = "application/problem+json"
logger = logging.getLogger(__name__)


class Problem(Exception):
    """An error answered as problem details; `extra` members go beside the standard ones."""

    def __init__(self, status: int, detail: str, *, title: str = "", **extra: Any) -> None:
        self.status = status
        self.detail = detail
        self.title = title or HTTPStatus(status).phrase
        self.extra = extra
        super().__init__(detail)


class RateLimited(Exception):
    """An API key over its rate limit: answered 429 with `Retry-After: wait`."""

    def __init__(self, wait: int) -> None:
        self.wait = wait
        super().__init__(wait)


def problem_response(
    request: HttpRequest | None,
    status: int,
    detail: str,
    *,
    title: str = "",
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> JsonResponse:
    body = {
        "type": "about:blank",
        "title": title or HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
    }
    if request is not None:
        body["instance"] = request.path
    body.update(extra)
    response = JsonResponse(body, status=status, content_type=PROBLEM_TYPE)
    for name, value in (headers or {}).items():
        response[name] = value
    return response


def refusal_response(request: HttpRequest, exc: Problem | RateLimited) -> JsonResponse:
    """The answer to a `Problem` our code raised, or to a key over its rate limit."""
    if isinstance(exc, RateLimited):
        return problem_response(
            request,
            429,
            f"This API key made too many requests; try again in {exc.wait} seconds.",
            headers={"Retry-After": str(exc.wait)},
        )
    return problem_response(request, exc.status, exc.detail, title=exc.title, **exc.extra)


def install(api: Any) -> None:
    """Answer every error of `api` (ours, ninja's, Django's 404) as problem details."""

    api.add_exception_handler(Problem, refusal_response)
    api.add_exception_handler(RateLimited, refusal_response)

    @api.exception_handler(AuthenticationError)
    def _unauthenticated(request: HttpRequest, exc: Exception) -> JsonResponse:
        return problem_response(
            request,
            401,
            "Send a valid API key as 'Authorization: Bearer <key>'. Revoked and expired keys "
            "are refused.",
            headers={"WWW-Authenticate": 'Bearer realm="cv-agent"'},
        )

    @api.exception_handler(ValidationError)
    def _invalid(request: HttpRequest, exc: ValidationError) -> JsonResponse:
        if _wants_a_form(exc) and not _is_form(request):
            return problem_response(
                request,
                415,
                "Send this request as multipart/form-data (the file in the field 'file'), "
                f"not {request.content_type or 'without a Content-Type'}.",
                title="Unsupported Media Type",
            )
        errors = [
            {
                "where": ".".join(str(part) for part in error.get("loc", [])),
                "message": str(error.get("msg", "")),
            }
            for error in exc.errors
        ]
        detail = "; ".join(f"{e['where']}: {e['message']}" for e in errors[:5])
        return problem_response(request, 422, f"The request is not valid: {detail}", errors=errors)

    @api.exception_handler(RequestDataTooBig)
    def _too_big(request: HttpRequest, exc: Exception) -> JsonResponse:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return problem_response(
            request,
            413,
            f"The request body is larger than {limit} bytes; send less at once (files go to "
            "POST /api/v1/resumes/import).",
        )

    @api.exception_handler(Http404)
    def _not_found(request: HttpRequest, exc: Exception) -> JsonResponse:
        return problem_response(request, 404, str(exc) or "Not found.")

    @api.exception_handler(HttpError)
    def _http(request: HttpRequest, exc: HttpError) -> JsonResponse:
        # Ninja wraps what the body parser raised (agent/api/parser.py: 415, a body too deep)
        # in a 400 HttpError; the Problem underneath says what was wrong.
        cause = exc.__cause__
        if isinstance(cause, Problem):
            return refusal_response(request, cause)
        if isinstance(cause, RequestDataTooBig):
            return _too_big(request, cause)
        return problem_response(request, exc.status_code, str(exc))

    @api.exception_handler(Exception)
    def _failed(request: HttpRequest, exc: Exception) -> JsonResponse:
        # Never Django's HTML page nor (with DEBUG) Ninja's plain-text traceback: the
        # traceback goes to the log (where keys are redacted), the client gets problem details.
        logger.error("API request failed: %s %s", request.method, request.path, exc_info=exc)
        return problem_response(
            request, 500, "The server failed to answer this request; the error was logged."
        )


def _wants_a_form(exc: Any) -> bool:
    """A validation error about a missing file or form field (the import's multipart body)."""
    return any(tuple(error.get("loc", ()))[:1] in (("file",), ("form",)) for error in exc.errors)


def _is_form(request: HttpRequest) -> bool:
    return (request.content_type or "") in (
        "multipart/form-data",
        "application/x-www-form-urlencoded",
    )
