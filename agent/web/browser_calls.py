"""Tool calls that the person's open page executes (`browser_js_eval`), run side and page side.

The run asks the conversation's group which pages can run browser tools (a presence ping
answered within two seconds), sends the call with a fresh unguessable nonce to one of them, and
waits on its own reply channel for that page's answer, some seconds longer than the page's
own time limit. The page's consumer forwards only answers to calls it was given, once each; the
run accepts only the answer to the call it waits for, from the page it chose, with the nonce
it sent. A page that closes while a call waits answers "interrupted"; silence is a time-out.
Every path ends in exactly one stored result, so the history stays paired.

Channel-layer messages (all processes, so a run and the page may live in different ones):
run -> group `browser.presence`; consumer -> run `browser.here`; run -> consumer
`browser.call` / `browser.cancel`; consumer -> run `browser.result` / `browser.gone`.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import secrets
from typing import TYPE_CHECKING, Any

from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings

from agent.engine.records import store_result
from agent.engine.tools.base import ToolContext, ToolOutcome
from agent.engine.tools.browser import BROWSER_TOOLS, BrowserRequest
from agent.engine.tools.execution import execute_call
from agent.web.groups import page_group

if TYPE_CHECKING:
    from agent.models import ToolCall

logger = logging.getLogger(__name__)

PRESENCE_SECONDS = 2.0
# Time for the page to start the worker (it allows 4 s) and send the answer back, on top of
# the code's own limit, which the page counts from the worker's start.
ANSWER_MARGIN_SECONDS = 5.0
RESULT_MAX_CHARS = 30_000
# Parts of a result kept for the model (both fit in RESULT_MAX_CHARS with room to spare).
VALUE_KEEP_CHARS = 12_000
LOGS_KEEP_CHARS = 12_000
ANSWER_MAX_CHARS = 200_000


def worker_seconds() -> float:
    """How long the page lets one piece of code run before it kills the worker."""
    return float(getattr(settings, "CVAGENT", {}).get("BROWSER_JS_SECONDS", 3.0))


def is_browser_call(call: ToolCall) -> bool:
    return call.name in BROWSER_TOOLS


class PageTools:
    """The web's `ClientToolRunner`: browser tools run in the person's open page."""

    def handles(self, call: ToolCall) -> bool:
        return is_browser_call(call)

    async def run(self, call: ToolCall, context: ToolContext) -> ToolOutcome:
        return await execute_browser_call(call, context)


async def execute_browser_call(call: ToolCall, context: ToolContext) -> ToolOutcome:
    """Check the call as any tool call (policy, arguments), run it in the person's page, and
    store its result. Cancelling the run while it waits leaves the result to the run's
    cancel path (the call is answered "cancelled" there)."""
    outcome = await database_sync_to_async(execute_call)(call, context)
    if isinstance(outcome, BrowserRequest):
        checked = outcome
        outcome = await run_in_page(
            call_id=call.call_id,
            conversation_id=context.conversation.pk,
            owner_id=context.conversation.owner_id,
            tool=checked.tool,
            payload=checked.payload,
        )
        outcome.arguments, outcome.parse_note = checked.arguments, checked.parse_note
    await database_sync_to_async(store_result)(call, context.run_id, outcome)
    return outcome


def _outcome(status: str, content: str) -> ToolOutcome:
    # "interrupted" is a result status of the store (and of the tool_result event) too.
    return ToolOutcome(status=status, content=content[:RESULT_MAX_CHARS])  # type: ignore[arg-type]


class Inbox:
    """The run's reply channel, read by one task that is never cancelled in the middle of a
    read: a cancelled `receive` on the Redis layer can lose messages meant for other channels
    of the process (the consumers' run events). Waiting on the inbox can be cancelled."""

    CLOSE = "browser.inbox_closed"

    def __init__(self, layer: Any, channel: str) -> None:
        self.layer = layer
        self.channel = channel
        self.messages: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.reader = asyncio.create_task(self._read())

    @classmethod
    async def open(cls, layer: Any) -> Inbox:
        # The default prefix on purpose: the Redis layer reads a process's own channels
        # through one shared queue, that of the "specific" prefix.
        return cls(layer, await layer.new_channel())

    async def _read(self) -> None:
        while True:
            message = await self.layer.receive(self.channel)
            if message.get("type") == self.CLOSE:
                return
            self.messages.put_nowait(message)

    async def get(self, deadline: float) -> dict[str, Any] | None:
        """The next message, or None once the loop's clock passes `deadline`."""
        if deadline <= asyncio.get_running_loop().time():
            return None
        # asyncio.timeout, not wait_for: on Python 3.11 wait_for can swallow a cancel that
        # lands as the message arrives, and a Stop must always end the wait.
        try:
            async with asyncio.timeout_at(deadline):
                return await self.messages.get()
        except TimeoutError:
            return None

    async def close(self) -> None:
        """Let the reader end by itself, with a message of its own."""
        try:
            await self.layer.send(self.channel, {"type": self.CLOSE})
        except Exception:
            logger.warning("browser call inbox %s: could not close it", self.channel)
            self.reader.cancel()


async def _find_page(inbox: Inbox, conversation_id: int, owner_id: int) -> str | None:
    """The channel of one open page of the conversation that can run browser tools."""
    await inbox.layer.group_send(
        page_group(conversation_id), {"type": "browser.presence", "reply_to": inbox.channel}
    )
    deadline = asyncio.get_running_loop().time() + PRESENCE_SECONDS
    while (message := await inbox.get(deadline)) is not None:
        if message.get("type") == "browser.here" and message.get("user_id") == owner_id:
            return str(message["page"])
    return None


async def run_in_page(
    *, call_id: str, conversation_id: int, owner_id: int, tool: str, payload: dict[str, Any]
) -> ToolOutcome:
    """Send one call to an open page of the conversation and wait for its answer."""
    layer = get_channel_layer()
    if layer is None:
        return _outcome("error", no_page_message())
    inbox = await Inbox.open(layer)
    try:
        return await _call_page(
            inbox,
            call_id=call_id,
            conversation_id=conversation_id,
            owner_id=owner_id,
            tool=tool,
            payload=payload,
        )
    finally:
        await inbox.close()


async def _call_page(
    inbox: Inbox,
    *,
    call_id: str,
    conversation_id: int,
    owner_id: int,
    tool: str,
    payload: dict[str, Any],
) -> ToolOutcome:
    page = await _find_page(inbox, conversation_id, owner_id)
    if page is None:
        return _outcome("error", no_page_message())
    nonce = secrets.token_urlsafe(32)
    limit_seconds = worker_seconds()
    await inbox.layer.send(
        page,
        {
            "type": "browser.call",
            "call_id": call_id,
            "nonce": nonce,
            "tool": tool,
            "payload": payload,
            "timeout_ms": int(limit_seconds * 1000),
            "reply_to": inbox.channel,
        },
    )
    wait = limit_seconds + ANSWER_MARGIN_SECONDS
    outcome: ToolOutcome | None = None
    try:
        outcome = await _await_answer(
            inbox, page=page, call_id=call_id, nonce=nonce, owner_id=owner_id, wait=wait
        )
    finally:
        if outcome is None:
            # Timed out or the run was cancelled: the page forgets the call and kills its worker.
            try:
                await inbox.layer.send(page, {"type": "browser.cancel", "call_id": call_id})
            except Exception:
                logger.warning("browser call %s: could not withdraw it from the page", call_id)
    if outcome is None:
        return _outcome(
            "error",
            f"The page did not answer within {wait:.0f} seconds, so the result is unknown. "
            "It may have been busy or offline; try again or do without this tool.",
        )
    return outcome


async def _await_answer(
    inbox: Inbox, *, page: str, call_id: str, nonce: str, owner_id: int, wait: float
) -> ToolOutcome | None:
    """The chosen page's answer to the call, or None when none came in time."""
    deadline = asyncio.get_running_loop().time() + wait
    while (message := await inbox.get(deadline)) is not None:
        kind = message.get("type")
        if message.get("call_id") != call_id or message.get("page") != page:
            continue
        if kind == "browser.gone":
            return _outcome(
                "interrupted",
                "Interrupted: the page running this code was closed or reloaded before it "
                "answered, so its result is unknown.",
            )
        if kind != "browser.result":
            continue
        if message.get("user_id") != owner_id or not same_nonce(message.get("nonce"), nonce):
            logger.warning("browser call %s: refused an answer with a wrong nonce", call_id)
            continue
        return describe_answer(message.get("result"))
    return None


def same_nonce(given: Any, expected: str) -> bool:
    """Constant-time comparison that also copes with a forged value of any type."""
    return hmac.compare_digest(str(given or "").encode(), expected.encode())


def no_page_message() -> str:
    return (
        "No playground page of this conversation is open in a browser, so the code was not "
        "run. browser_js_eval needs the person's page; continue without it or ask them to "
        "open the playground."
    )


def _logs_text(logs: list[str]) -> str:
    if not logs:
        return ""
    return " Console output: " + json.dumps(logs, ensure_ascii=False)


def describe_answer(result: Any) -> ToolOutcome:
    """The tool result for what the page's worker reported."""
    if not isinstance(result, dict):
        return _outcome("error", "The page sent an answer this app cannot read.")
    logs = _kept_logs(result.get("logs"))
    if result.get("timed_out"):
        return _outcome(
            "error",
            f"Timed out: the code ran longer than {worker_seconds():g} seconds and was stopped "
            "(an endless loop or a very long computation?). Nothing was returned."
            + _logs_text(logs),
        )
    if not result.get("ok"):
        error = str(result.get("error") or "unknown error")[:2000]
        return _outcome("error", f"The code threw an error: {error}.{_logs_text(logs)}")
    value = result.get("value")
    body: dict[str, Any] = {"result": value, "logs": logs}
    if result.get("undefined"):
        body["note"] = "the code returned nothing (undefined); use `return` to send a value"
    elif result.get("converted"):
        body["note"] = "the value is not JSON; this is its text form"
    if result.get("truncated") or len(_compact(value)) > VALUE_KEEP_CHARS:
        # Still valid JSON for the model: the value becomes the start of its text.
        body["result"] = (value if isinstance(value, str) else _compact(value))[:VALUE_KEEP_CHARS]
        body["note"] = "the value was too large to send whole; this is its beginning"
    return ToolOutcome(status="ok", content=_compact(body))


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _kept_logs(lines: Any) -> list[str]:
    """Console lines as sent, up to LOGS_KEEP_CHARS in all (a last line says what was cut)."""
    kept: list[str] = []
    used = 0
    lines = [str(line) for line in lines if line is not None] if isinstance(lines, list) else []
    for number, line in enumerate(lines):
        if used + len(line) > LOGS_KEEP_CHARS:
            kept.append(f"… {len(lines) - number} more line(s) cut")
            break
        kept.append(line)
        used += len(line)
    return kept


PAGE_TOOLS = PageTools()
