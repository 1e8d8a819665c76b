"""Problem details for every error under `/api/v1/`, including those no API view answered:
an unknown URL (Django's HTML 404), a method a URL does not take (Ninja's bare 405), a
server error (Django's HTML 500). A client of the API reads `application/problem+json` for
every failure, as `docs/api.md` says."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.http import HttpRequest, HttpResponse

from agent.api.problems import PROBLEM_TYPE, problem_response

PREFIX = "/api/v1/"


def _detail(request: HttpRequest, response: HttpResponse) -> str:
    status = response.status_code
    if status == 404:
        return (
            f"There is no {request.path} in the API; the endpoints are listed at "
            "/api/v1/docs (OpenAPI: /api/v1/openapi.json)."
        )
    if status == 405:
        allowed = response.get("Allow", "")
        return f"{request.method} is not allowed on {request.path}; use {allowed or 'another'}."
    if status >= 500:
        return "The server failed to answer this request; the error was logged."
    return "The request was refused."


def as_problem(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """`response` itself, or problem details in place of an error page of the API."""
    if (
        response.status_code < 400
        or not request.path.startswith(PREFIX)
        or response.get("Content-Type", "").startswith((PROBLEM_TYPE, "application/json"))
    ):
        return response
    headers = {
        name: response[name] for name in ("Allow", "Retry-After") if response.has_header(name)
    }
    return problem_response(
        request, response.status_code, _detail(request, response), headers=headers
    )


class ApiProblemMiddleware:
    """Sync and async alike (no thread hop for the async views)."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Callable[[HttpRequest], Any]) -> None:
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> Any:
        if self.is_async:
            return self._acall(request)
        return as_problem(request, self.get_response(request))

    async def _acall(self, request: HttpRequest) -> HttpResponse:
        return as_problem(request, await self.get_response(request))
