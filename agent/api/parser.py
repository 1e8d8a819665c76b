"""The REST API's request parser: Django Ninja's JSON parser, without NUL characters.

PostgreSQL cannot store U+0000 (agent/engine/nul.py); a body or query value holding one would
fail its query with a 500 on PostgreSQL only. The API drops them from bodies as the engine
does (no endpoint reads a query string; path parameters are numbers)."""

from __future__ import annotations

from typing import Any

from ninja.parser import Parser

from agent.engine.nul import without_nul


class NulFreeParser(Parser):
    def parse_body(self, request: Any) -> Any:
        return without_nul(super().parse_body(request))
