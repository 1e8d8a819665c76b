"""RFC 9457 problem details: the one shape of every error of the REST API."""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from django.http import HttpRequest, JsonResponse

PROBLEM_TYPE = "application/problem+json"


class Problem(Exception):
    """An error answered as problem details; `extra` members go beside the standard ones."""

    def __init__(self, status: int, detail: str, *, title: str = "", **extra: Any) -> None:
        self.status = status
        self.detail = detail
        self.title = title or HTTPStatus(status).phrase
        self.extra = extra
        super().__init__(detail)


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


def install(api: Any) -> None:
    """Answer every error of `api` (ours, ninja's, Django's 404) as problem details."""
    from django.core.exceptions import RequestDataTooBig
    from django.http import Http404
    from ninja.errors import AuthenticationError, HttpError, ValidationError

    from agent.api.auth import RateLimited

    @api.exception_handler(Problem)
    def _problem(request: HttpRequest, exc: Problem) -> JsonResponse:
        return problem_response(request, exc.status, exc.detail, title=exc.title, **exc.extra)

    @api.exception_handler(RateLimited)
    def _limited(request: HttpRequest, exc: RateLimited) -> JsonResponse:
        return problem_response(
            request,
            429,
            f"This API key made too many requests; try again in {exc.wait} seconds.",
            headers={"Retry-After": str(exc.wait)},
        )

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
        from django.conf import settings

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
        return problem_response(request, exc.status_code, str(exc))
