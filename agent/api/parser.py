"""The REST API's request parser: JSON bodies only, of bounded depth, without NUL characters.

- A body sent with another content type (text/plain, a form, XML) is refused with 415 before
  it is read as JSON: a client that mislabels its body learns so instead of having it applied.
- The depth is bounded (agent/engine/json_input.py): 100,000 nested brackets are a 400 with a
  message, not a `RecursionError`.
- PostgreSQL cannot store U+0000 (agent/engine/nul.py); a body holding one would fail its
  query with a 500 on PostgreSQL only. The API drops them from bodies as the engine does (no
  endpoint reads a query string; path parameters are numbers).

Django Ninja turns any exception of `parse_body` into a 400 `HttpError` raised *from* it;
`agent.api.problems` answers with the `Problem` underneath (its status and message)."""

from __future__ import annotations

from typing import Any

from ninja.parser import Parser

from agent.api.problems import Problem
from agent.engine.json_input import JsonInputError, loads
from agent.engine.nul import without_nul

JSON_PATCH = "application/json-patch+json"


def is_json(content_type: str) -> bool:
    """application/json, or a JSON-based type such as application/json-patch+json."""
    kind = content_type.split(";")[0].strip().lower()
    return kind == "application/json" or (
        kind.startswith("application/") and kind.endswith("+json")
    )


def json_body(request: Any, *, accepted: tuple[str, ...] = ()) -> Any:
    """The request's JSON body (NUL characters dropped), or a `Problem`: 415 for another
    content type (only `accepted` ones when given), 400 for text that is not JSON or that
    nests too deep."""
    kind = (request.content_type or "").lower()
    if not (kind in accepted if accepted else is_json(kind)):
        wanted = " or ".join(accepted) if accepted else "application/json"
        raise Problem(
            415,
            f"The body must be sent as {wanted}, not {kind or 'without a Content-Type'}.",
            title="Unsupported Media Type",
        )
    try:
        return without_nul(loads(request.body))
    except JsonInputError as exc:
        raise Problem(400, str(exc)) from None


class NulFreeParser(Parser):
    def parse_body(self, request: Any) -> Any:
        return json_body(request)
