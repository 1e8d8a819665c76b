"""No API key in any log line, whatever the scheme it is sent with and whatever the settings:
a live Daphne with DEBUG on and every logger at DEBUG writing to a file through a handler
with no filter of its own (as a deployment might add one), hit with keys in every shape
(Bearer, Token, Basic, bare, revoked, on the REST API, the streaming endpoint and MCP); and
records made in this process, caught by pytest's own handler."""

from __future__ import annotations

import base64
import logging
from functools import partial
from pathlib import Path

import httpx2 as httpx
import pytest
from django.utils import timezone

from agent.api.keys import create_api_key
from tests.factories import ResumeFactory, UserFactory
from tests.web.live import LiveDaphne

pytestmark = pytest.mark.django_db(transaction=True)


def _debug_logging(path: str) -> None:
    """In the server's process: DEBUG on, everything at DEBUG into `path`, no filter."""
    from django.conf import settings

    settings.DEBUG = True
    handler = logging.FileHandler(path)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
    # On the loggers themselves, so this handler hears a record before the console
    # handler's filter on the root logger does anything to it.
    for name in ("", "django", "django.request", "ninja", "mcp", "agent", "daphne"):
        logger = logging.getLogger(name)
        logger.addHandler(handler)
        logger.setLevel(logging.DEBUG)


@pytest.fixture(scope="module")
def debug_server(django_db_setup, django_db_blocker, tmp_path_factory):
    from django.db import connections

    log = tmp_path_factory.mktemp("logs") / "server.log"
    with django_db_blocker.unblock():
        connections.close_all()
        server = LiveDaphne(setup=partial(_debug_logging, str(log))).start()
    yield server.url, log
    server.stop()


def test_no_key_reaches_a_log_line_from_the_server(debug_server):
    url, log = debug_server
    owner = UserFactory(username="logged")
    resume = ResumeFactory(owner=owner)
    valid = create_api_key(owner=owner, name="valid", scope="read").secret
    revoked = create_api_key(owner=owner, name="revoked", scope="write")
    revoked.key.revoked_at = timezone.now()
    revoked.key.save()
    basic = base64.b64encode(f"logged:{valid}".encode()).decode()
    shapes = [
        f"Token {valid}",
        f"token {valid}",
        f"Basic {basic}",
        f"ApiKey {valid}",
        valid,
        f"Bearer {revoked.secret}",
        f"Bearer {valid}x",  # a wrong key
        f"Bearer {valid}",
    ]
    with httpx.Client(base_url=url, timeout=60) as client:
        for shape in shapes:
            headers = {"Authorization": shape}
            client.get("/api/v1/resumes", headers=headers)
            client.patch(f"/api/v1/resumes/{resume.pk}", json=[], headers=headers)
            client.post("/api/v1/resumes", content=b"[" * 50_000, headers=headers)
            client.post(
                "/api/v1/conversations/1/turns/stream", json={"message": "x"}, headers=headers
            )
            client.post(
                "/mcp",
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                headers={**headers, "Accept": "application/json, text/event-stream"},
            )
    text = log.read_text()
    # The server did log these requests (at DEBUG, with DEBUG on), just never a key.
    assert "/api/v1/resumes" in text
    assert "Unauthorized" in text
    for secret in (valid, revoked.secret, basic):
        assert secret not in text
        assert secret[4:20] not in text  # not even a part of it
    assert "Token cva_" not in text


class Keep(logging.Handler):
    """A handler with no filter that keeps what it hears, formatted."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(logging.Formatter().format(record))


def test_records_made_here_are_scrubbed_for_every_handler(alice):
    secret = create_api_key(owner=alice, name="x", scope="read").secret
    basic = base64.b64encode(f"alice:{secret}".encode()).decode()
    logger = logging.getLogger("tests.third_party")
    keep = Keep()
    logger.addHandler(keep)
    logger.setLevel(logging.DEBUG)
    try:
        logger.error("Unexpected auth - '%s'", f"Token {secret}")
        logger.warning("headers: %r", {"HTTP_AUTHORIZATION": f"Basic {basic}"})
        logger.info("the key is %s", secret)
        logger.debug("Authorization: Digest %s", "a" * 40)
        try:
            raise ValueError(f"bad key {secret}")
        except ValueError:
            logger.exception("failed")
        logger.info("the token budget is 12000 and the cache key is apikey-rate:abc")
    finally:
        logger.removeHandler(keep)
    text = "\n".join(keep.lines)
    assert secret not in text and secret[4:20] not in text
    assert basic not in text and "a" * 40 not in text
    assert text.count("[redacted]") >= 5
    assert "the token budget is 12000 and the cache key is apikey-rate:abc" in text


def test_the_server_log_names_the_endpoint_it_refused(debug_server):
    """A refused request is still logged (status and path): redaction removes the key, not
    the line."""
    url, log = debug_server
    with httpx.Client(base_url=url, timeout=60) as client:
        client.get("/api/v1/postings", headers={"Authorization": "Token cva_abcdefghijklmnop"})
    lines = [line for line in Path(log).read_text().splitlines() if "/api/v1/postings" in line]
    assert lines
    assert all("cva_abcdefghijklmnop" not in line for line in lines)
