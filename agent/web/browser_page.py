"""The page side of browser-executed tools, mixed into the conversation's consumer, and the
sandbox frame each `browser_js_eval` call runs in (an opaque origin with no network).

The run side (asking which page can run a call, sending it, waiting for the answer) is
`agent.web.browser_calls`; the messages between the two are listed there.
"""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.templatetags.static import static
from django.utils.html import format_html
from django.views.decorators.clickjacking import xframe_options_sameorigin
from django.views.decorators.http import require_GET

from agent.web.browser_calls import ANSWER_MAX_CHARS, same_nonce

logger = logging.getLogger(__name__)

SANDBOX_SCRIPT = "js/js_eval_sandbox.js"


def sandbox_policy(nonce: str) -> str:
    """The sandbox frame's policy, which its blob: worker inherits.

    `sandbox allow-scripts`: an opaque origin (no cookies, no storage, nothing of the page's
    origin), even when the frame is opened on its own. Scripts: only the frame's own (by its
    nonce) and code evaluated in the worker (that is its job); so no importScripts, no
    import(), no other script. No connection of any kind (`connect-src 'none'`: fetch, XHR,
    WebSocket, EventSource, WebTransport), no images, styles, fonts, frames or forms; workers
    only from blob: (the frame's own). Only the app's own pages may frame it.
    """
    return (
        f"default-src 'none'; script-src 'nonce-{nonce}' 'unsafe-eval'; worker-src blob:; "
        "connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; "
        "sandbox allow-scripts"
    )


class BrowserPageMixin:
    """The page side, mixed into the conversation's consumer: it answers presence pings once
    its page said it can run browser tools, relays calls to the page and answers back."""

    # Provided by the consumer this is mixed into.
    channel_layer: Any
    channel_name: str
    user_id: int
    send: Callable[..., Awaitable[None]]

    browser_ready = False

    def _waiting_calls(self) -> dict[str, tuple[str, str]]:
        """call_id -> (the run's reply channel, the call's nonce), for calls handed to this
        page and not answered yet."""
        if not hasattr(self, "_browser_waiting"):
            self._browser_waiting: dict[str, tuple[str, str]] = {}
        return self._browser_waiting

    async def receive_browser(self, data: dict[str, Any]) -> None:
        """A browser-tool message from the page: "browser_ready" or "browser_result"."""
        if data.get("action") == "browser_ready":
            self.browser_ready = True
            return
        if data.get("action") != "browser_result":
            return
        call_id = str(data.get("call_id") or "")
        nonce = str(data.get("nonce") or "")
        waiting = self._waiting_calls().get(call_id)
        if waiting is None or not same_nonce(nonce, waiting[1]):
            logger.warning(
                "refused an answer to browser call %r: not waiting or wrong nonce", call_id
            )
            return
        reply_to = self._waiting_calls().pop(call_id)[0]
        result = data.get("result")
        if len(json.dumps(result, ensure_ascii=False, default=str)) > ANSWER_MAX_CHARS:
            result = {"ok": False, "error": "the answer was too large to send back"}
        await self.channel_layer.send(
            reply_to,
            {
                "type": "browser.result",
                "call_id": call_id,
                "nonce": nonce,
                "page": self.channel_name,
                "user_id": self.user_id,
                "result": result,
            },
        )

    async def browser_presence(self, message: dict[str, Any]) -> None:
        if self.browser_ready:
            await self.channel_layer.send(
                message["reply_to"],
                {
                    "type": "browser.here",
                    "page": self.channel_name,
                    "user_id": self.user_id,
                },
            )

    async def browser_call(self, message: dict[str, Any]) -> None:
        self._waiting_calls()[message["call_id"]] = (message["reply_to"], message["nonce"])
        await self.send(
            text_data=json.dumps(
                {
                    "cvagent": "browser_call",
                    "call_id": message["call_id"],
                    "nonce": message["nonce"],
                    "tool": message["tool"],
                    "payload": message["payload"],
                    "timeout_ms": message["timeout_ms"],
                },
                ensure_ascii=False,
            )
        )

    async def browser_cancel(self, message: dict[str, Any]) -> None:
        if self._waiting_calls().pop(message["call_id"], None) is not None:
            await self.send(
                text_data=json.dumps({"cvagent": "browser_cancel", "call_id": message["call_id"]})
            )

    async def close_browser_calls(self) -> None:
        """The page went away: every call it was running is answered "gone"."""
        waiting, self._browser_waiting = self._waiting_calls(), {}
        for call_id, (reply_to, _nonce) in waiting.items():
            await self.channel_layer.send(
                reply_to,
                {"type": "browser.gone", "call_id": call_id, "page": self.channel_name},
            )


BROWSER_ACTIONS = frozenset({"browser_ready", "browser_result"})


@require_GET
@xframe_options_sameorigin
def js_eval_sandbox(request: HttpRequest) -> HttpResponse:
    """The frame one browser_js_eval call runs in (a fresh one per call)."""
    nonce = secrets.token_urlsafe(16)
    html = format_html(
        '<!doctype html><html><head><meta charset="utf-8"><title>sandbox</title>'
        '<script src="{}" nonce="{}"></script></head><body></body></html>',
        static(SANDBOX_SCRIPT),
        nonce,
    )
    response = HttpResponse(html, content_type="text/html; charset=utf-8")
    response["Content-Security-Policy"] = sandbox_policy(nonce)
    response["X-Content-Type-Options"] = "nosniff"
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"
    return response
