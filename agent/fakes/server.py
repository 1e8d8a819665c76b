"""A real OpenAI-compatible HTTP server for tests and benchmarks, on a free loopback port.

`POST /v1/chat/completions` answers from a script (a queue of `Reply`, rules matched on the
request, or a callable), streamed as server-sent events or as one JSON body, and records
every request. Like DeepSeek it refuses (400, same text) a request whose tool calls and tool
results do not pair. Provider quirks can be switched on for the whole server: SiliconFlow's
400 (code 20015) on tool_choice="required", a refusal of `tools`, of `stream_options`, of
`stream`, a JSON body for a stream, a broken tool-call stream; and model quirks: one call
where several were asked for, arguments that are not JSON.

In a test: `with FakeLLMServer(replies=[...]) as fake: ... fake.base_url ... fake.requests`.
As a process: `python -m agent.fakes.server --port 8901 --script script.json` (see
`ServerScript` for the file's shape); `GET /_fake/requests` lists what it received and
`POST /_fake/script` replaces the script.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from agent.engine.providers.pairing import pairing_error
from agent.fakes.script import (
    SILICONFLOW_INVALID_PARAMETER,
    Reply,
    ServerScript,
    completion_body,
    echo_key,
    error_body,
    inside_multibyte,
    stream_chunks,
)


@dataclass
class RecordedRequest:
    """One request the server received and what it did with it."""

    body: dict[str, Any]
    headers: dict[str, str]
    status: int = 200
    pairing_error: str | None = None
    reply: Reply | None = None

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.body.get("messages") or [])

    def as_dict(self) -> dict[str, Any]:
        return {
            "body": self.body,
            "headers": self.headers,
            "status": self.status,
            "pairing_error": self.pairing_error,
        }


Responder = Callable[[dict[str, Any]], Reply]


@dataclass
class _State:
    script: ServerScript
    responder: Responder | None = None
    requests: list[RecordedRequest] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    served: int = 0


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _FakeHTTPServer

    def log_message(self, format: str, *args: Any) -> None:
        return

    # --- plumbing ---------------------------------------------------------------------

    def _send_json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        if status >= 400 and self.server.state.script.echo_api_key:
            body = echo_key(body, self.headers.get("Authorization") or "")
        data = json.dumps(body, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def _read_json(self) -> Any:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        return json.loads(raw or b"null")

    def _write_chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    # --- routes -----------------------------------------------------------------------

    def do_GET(self) -> None:
        path = self.path.rstrip("/")
        if path.endswith("/models"):
            self._send_json(
                200, {"object": "list", "data": [{"id": "fake-model", "object": "model"}]}
            )
        elif path == "/_fake/requests":
            with self.server.state.lock:
                recorded = [r.as_dict() for r in self.server.state.requests]
            self._send_json(200, recorded)
        else:
            self._send_json(404, error_body(f"no route {self.path}"))

    def do_POST(self) -> None:
        path = self.path.rstrip("/")
        try:
            body = self._read_json()
        except ValueError:
            self._send_json(400, error_body("the request body is not valid JSON"))
            return
        if path == "/_fake/script":
            with self.server.state.lock:
                self.server.state.script = ServerScript.model_validate(body)
                self.server.state.requests.clear()
            self._send_json(200, {"ok": True})
        elif path.endswith("/chat/completions"):
            self._chat(body if isinstance(body, dict) else {})
        else:
            self._send_json(404, error_body(f"no route {self.path}"))

    def _chat(self, body: dict[str, Any]) -> None:
        state = self.server.state
        headers = {k.lower(): v for k, v in self.headers.items()}
        record = RecordedRequest(body=body, headers=headers)
        with state.lock:
            state.requests.append(record)
            script = state.script
        refusal = self._refusal(body, script)
        if refusal is not None:
            record.status, record.pairing_error = refusal[0], refusal[2]
            self._send_json(refusal[0], refusal[1])
            return
        reply = self._next_reply(body)
        record.reply = reply
        if reply is None:
            record.status = 500
            self._send_json(500, error_body("the fake LLM's script has no reply left", code="fake"))
            return
        if reply.status != 200:
            record.status = reply.status
            self._send_json(
                reply.status, reply.error or error_body("scripted error"), reply.headers
            )
            return
        with state.lock:
            state.served += 1
            number = state.served
        model = str(body.get("model") or "fake-model")
        reply = script.with_quirks(reply)
        if body.get("stream") and not (reply.ignore_stream or script.ignore_stream):
            include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
            broken = script.stream_with_tools_broken and bool(body.get("tools"))
            self._stream(
                reply, model=model, number=number, include_usage=include_usage, broken=broken
            )
        else:
            self._send_json(200, completion_body(reply, model=model, number=number), reply.headers)

    def _refusal(
        self, body: dict[str, Any], script: ServerScript
    ) -> tuple[int, dict[str, Any], str | None] | None:
        """(status, body, pairing error) when the request is refused before any reply."""
        if script.strict_pairing:
            problem = pairing_error(body.get("messages"))
            if problem is not None:
                return 400, error_body(problem), problem
        if script.reject_tool_choice_required and body.get("tool_choice") == "required":
            return 400, SILICONFLOW_INVALID_PARAMETER, None
        if script.reject_tools and body.get("tools"):
            model = body.get("model") or "fake-model"
            return 400, error_body(f"registry.fake/{model} does not support tools"), None
        if script.reject_stream_options and "stream_options" in body:
            return 400, error_body("Unrecognized request argument supplied: stream_options"), None
        if script.reject_stream and body.get("stream"):
            return 400, error_body("Streaming is not supported by this server"), None
        return None

    def _next_reply(self, body: dict[str, Any]) -> Reply | None:
        state = self.server.state
        with state.lock:
            if state.responder is not None:
                responder = state.responder
            else:
                for rule in state.script.rules:
                    if rule.matches(body):
                        return rule.reply
                if state.script.replies:
                    return state.script.replies.pop(0)
                return state.script.default
        return responder(body)

    def _stream(
        self, reply: Reply, *, model: str, number: int, include_usage: bool, broken: bool
    ) -> None:
        chunks = stream_chunks(reply, model=model, number=number, include_usage=include_usage)
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        garbage_after = reply.garbage_after
        if broken and garbage_after is None:
            garbage_after = max(1, len(chunks) // 2)
        if reply.burst:
            events = b"".join(
                f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode() for chunk in chunks
            )
            self._write_chunk(events + b"data: [DONE]\n\n")
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
            return
        try:
            for position, chunk in enumerate(chunks):
                if position and reply.delay:
                    time.sleep(reply.delay)
                if reply.cut_after is not None and position >= reply.cut_after:
                    self._drop_connection()
                    return
                if garbage_after is not None and position == garbage_after:
                    self._write_chunk(b'data: {"choices": [{"delta": {"content": "ha\n\n')
                if reply.done_after is not None and position == reply.done_after:
                    self._write_chunk(b"data: [DONE]\n\n")
                event = f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode()
                if reply.split_bytes:
                    cut = inside_multibyte(event)
                    self._write_chunk(event[:cut])
                    time.sleep(0.002)
                    self._write_chunk(event[cut:])
                else:
                    self._write_chunk(event)
            if not reply.no_done:
                self._write_chunk(b"data: [DONE]\n\n")
                time.sleep(reply.hang_after_done)
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            # The client went away (a cancelled run): nothing more to send.
            self.close_connection = True

    def _drop_connection(self) -> None:
        """Close the socket in the middle of the body, as a crashed upstream would."""
        self.wfile.flush()
        self.close_connection = True
        with contextlib.suppress(OSError):
            self.connection.shutdown(socket.SHUT_RDWR)


class _FakeHTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    # Hundreds of turns may connect at once (bench/ws_fanout.py): the default backlog of 5
    # resets connections a real provider would accept.
    request_queue_size = 1024
    state: _State

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client closing a kept-alive connection (or a cancelled run) is not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class FakeLLMServer:
    """The fake server in a background thread; use as a context manager."""

    def __init__(
        self,
        replies: list[Reply] | None = None,
        *,
        responder: Responder | None = None,
        script: ServerScript | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
        **quirks: Any,
    ) -> None:
        script = script or ServerScript()
        if replies is not None:
            script = script.model_copy(update={"replies": list(replies)})
        if quirks:
            script = script.model_copy(update=quirks)
        self._httpd = _FakeHTTPServer((host, port), _Handler)
        self._httpd.state = _State(script=script, responder=responder)
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._httpd.state.lock:
            return list(self._httpd.state.requests)

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        """Requests that reached the model (not refused by a quirk or the pairing check)."""
        return [r for r in self.requests if r.status == 200]

    def pairing_errors(self) -> list[str]:
        """Every pairing problem found in the requests received so far."""
        return [r.pairing_error for r in self.requests if r.pairing_error]

    def add_replies(self, *replies: Reply) -> None:
        with self._httpd.state.lock:
            self._httpd.state.script.replies.extend(replies)

    def set_responder(self, responder: Responder | None) -> None:
        with self._httpd.state.lock:
            self._httpd.state.responder = responder

    @property
    def replies_left(self) -> int:
        with self._httpd.state.lock:
            return len(self._httpd.state.script.replies)

    def start(self) -> FakeLLMServer:
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            name="fake-llm",
            daemon=True,
            kwargs={"poll_interval": 0.05},
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def serve_until_stopped(self) -> None:
        """Serve in this thread until interrupted (the server as a process of its own)."""
        try:
            self._httpd.serve_forever(poll_interval=0.1)
        except KeyboardInterrupt:
            pass
        finally:
            self._httpd.server_close()

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Run the fake OpenAI-compatible LLM server.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--script", type=Path, help="JSON file in the ServerScript shape")
    args = parser.parse_args(argv)
    script = ServerScript()
    if args.script:
        script = ServerScript.model_validate_json(args.script.read_text(encoding="utf-8"))
    server = FakeLLMServer(script=script, host=args.host, port=args.port)
    # The first line tells a parent process where to connect.
    print(f"fake LLM listening on {server.base_url}", flush=True)
    server.serve_until_stopped()


if __name__ == "__main__":
    main()
