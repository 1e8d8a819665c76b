"""`browser_js_eval`: JavaScript that the person's open playground page runs in a sandboxed worker.

The tool's handler only checks the call and describes it; the waiting for the page happens in
the front end's `ClientToolRunner` (the web's `agent.web.browser_calls`), which the run loop
hands every call of a tool named in `BROWSER_TOOLS`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from pydantic import BaseModel, Field

from agent.engine.tools.base import Tool, ToolContext, ToolOutcome

CODE_MAX_CHARS = 20_000
NO_BROWSER = (
    "browser_js_eval runs in the person's open page, and this run cannot reach one, so the "
    "code was not run."
)


class BrowserJsEvalArgs(BaseModel):
    code: str = Field(
        min_length=1,
        max_length=CODE_MAX_CHARS,
        description=(
            "The body of an async JavaScript function: use `return` for the result and "
            "`await` where needed. Example: 'const xs = [3, 1, 2]; console.log(xs.length); "
            "return xs.sort();'."
        ),
    )


@dataclass
class BrowserRequest(ToolOutcome):
    """A checked call that only a browser can run; run anywhere else it is an error."""

    tool: str = ""
    payload: dict[str, Any] = field(default_factory=dict)


def _limit_text() -> str:
    """The configured time limit as the description tells it (read once, at start-up)."""
    seconds = float(getattr(settings, "CVAGENT", {}).get("BROWSER_JS_SECONDS", 3.0))
    return f"{seconds:g} second{'' if seconds == 1 else 's'}"


def js_eval(args: BrowserJsEvalArgs, context: ToolContext) -> ToolOutcome:
    return BrowserRequest(
        status="error", content=NO_BROWSER, tool="browser_js_eval", payload={"code": args.code}
    )


browser_js_eval = Tool(
    name="browser_js_eval",
    description=(
        "Run JavaScript in a sandbox in the person's browser and get back what it returns "
        "(as JSON) and what it printed with console.log. The code is the body of an async "
        "function, so write `return 6 * 7`, not just `6 * 7`. The sandbox has no DOM and no "
        "network (fetch, XMLHttpRequest, WebSocket and importScripts are blocked), keeps "
        f"nothing between calls, and stops code that runs longer than {_limit_text()}."
    ),
    args_model=BrowserJsEvalArgs,
    handler=js_eval,
)

# A playground tool: offered only where a whitelist or a playground toggle names it.
TOOLS = (browser_js_eval,)
BROWSER_TOOLS = frozenset(tool.name for tool in TOOLS)
