"""Tools whose calls the person's side executes (a page), handed to the loop by a front end.

The engine only knows this protocol; the web provides `agent.web.browser_calls.PAGE_TOOLS`,
which runs `browser_js_eval` in the person's open playground page. A front end that hands the
loop no runner gets an error result for such a call, saying no page could run it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from agent.engine.tools.base import ToolContext, ToolOutcome
    from agent.models import ToolCall


class ClientToolRunner(Protocol):
    """Runs the calls it handles outside the engine and stores each call's result."""

    def handles(self, call: ToolCall) -> bool: ...

    async def run(self, call: ToolCall, context: ToolContext) -> ToolOutcome: ...
