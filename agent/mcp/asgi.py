"""`/mcp` as an ASGI app beside Django: the API key (bearer) is checked and rate-limited
here, then the SDK's Streamable HTTP session manager (stateless, JSON responses) serves it."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from channels.db import database_sync_to_async

from agent.api.keys import active_key, over_limit
from agent.mcp.server import SCOPE_KEY, build_server
from resumes import importing

# A tools/call of import_resume_text carries up to MAX_IMPORT_BYTES of text, which JSON may
# escape to twice its size; nothing else comes near.
MAX_BODY_BYTES = 2 * importing.MAX_IMPORT_BYTES


def _check(header: str) -> tuple[Any, int | None]:
    scheme, _, token = header.partition(" ")
    key = active_key(token.strip()) if scheme.lower() == "bearer" else None
    if key is None:
        return None, None
    return key, over_limit(key)


class McpApp:
    """The MCP endpoint. The session manager's task group starts with the first request
    (Daphne has no ASGI lifespan) and lives as long as the process."""

    def __init__(self) -> None:
        from mcp.server.streamable_http_manager import StreamableHTTPSessionManager

        self.server = build_server()
        self.manager = StreamableHTTPSessionManager(
            app=self.server, stateless=True, json_response=True
        )
        self._started: asyncio.Future | None = None

    async def _ensure_started(self) -> None:
        if self._started is None:
            loop = asyncio.get_running_loop()
            self._started = loop.create_future()
            started = self._started

            async def keep() -> None:
                async with self.manager.run():
                    started.set_result(True)
                    await asyncio.Event().wait()

            self._task = loop.create_task(keep(), name="mcp-session-manager")
        await asyncio.shield(self._started)

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        key, wait = await database_sync_to_async(_check)(headers.get("authorization", ""))
        if key is None:
            await _problem(
                send,
                401,
                "Send a valid API key as 'Authorization: Bearer <key>'. Revoked and expired "
                "keys are refused.",
                {"www-authenticate": 'Bearer realm="cv-agent"'},
            )
            return
        if wait:
            await _problem(
                send,
                429,
                f"This API key made too many requests; try again in {wait} seconds.",
                {"retry-after": str(wait)},
            )
            return
        kind = headers.get("content-type", "").split(";")[0].strip().lower()
        if scope.get("method") == "POST" and kind != "application/json":
            await _problem(
                send,
                415,
                f"Send JSON-RPC as application/json, not {kind or 'without a Content-Type'}.",
                {},
            )
            return
        body = await _bounded_body(scope, headers, receive)
        if body is None:
            await _problem(
                send,
                413,
                f"The request body is larger than {MAX_BODY_BYTES:,} bytes; the largest "
                "argument, a resume's text for import_resume_text, is at most "
                f"{importing.MAX_IMPORT_BYTES:,} bytes.",
                {},
            )
            return
        await self._ensure_started()
        await self.manager.handle_request({**scope, SCOPE_KEY: key}, _replay(body, receive), send)


async def _bounded_body(scope: dict, headers: dict[str, str], receive: Any) -> bytes | None:
    """The whole request body, or None past `MAX_BODY_BYTES` (said by Content-Length, or
    counted as it arrives): the SDK would read any size into memory."""
    declared = headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        return None
    if scope.get("method") in ("GET", "DELETE", "HEAD", "OPTIONS"):
        return b""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b"".join(chunks)
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > MAX_BODY_BYTES:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes, receive: Any) -> Any:
    """An ASGI `receive` that hands over the body read already, then the server's own
    messages (the disconnect)."""
    sent = False

    async def replayed() -> dict:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed


async def _problem(send: Any, status: int, detail: str, extra: dict[str, str]) -> None:
    from http import HTTPStatus

    body = json.dumps(
        {
            "type": "about:blank",
            "title": HTTPStatus(status).phrase,
            "status": status,
            "detail": detail,
            "instance": "/mcp",
        }
    ).encode()
    headers = [
        (b"content-type", b"application/problem+json"),
        *((k.encode(), v.encode()) for k, v in extra.items()),
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
