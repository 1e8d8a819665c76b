"""Helpers of the embedded model's lifecycle tests (the fixture `fake_model` is in conftest)."""

from __future__ import annotations

import http.server

from tests.processes import free_port

FAKE_MODULE = "agent.fakes.local_model_server"


def free_url() -> str:
    return f"http://127.0.0.1:{free_port()}/v1"


class NotAModel(http.server.BaseHTTPRequestHandler):
    """Another program on the port: it speaks HTTP, but not the OpenAI API."""

    def do_GET(self) -> None:
        body = b"<html>a wiki</html>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass
