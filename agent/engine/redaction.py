"""Secrets out of provider errors: what a provider says back is scrubbed where it enters.

Some providers repeat the request's key in their error body ("Incorrect API key provided:
sk-..."). The provider client (`agent.engine.providers.openai_compat`) passes every text a
provider sends back on its error paths through `redact` before it becomes a notice, an error,
a stored `LLMCall` or a learned flag, so nothing stored (Run.error, LLMCall), shown (the chat,
the admin) or logged carries a key. The logging filter below does the same for every log
line, as a second net.

What counts as a secret:
- the key the client itself sends;
- the value of every environment variable whose name says it holds one (`..._KEY`,
  `..._TOKEN`, `..._SECRET`, `..._PASSWORD`, e.g. `OPENAI_API_KEY`, `DEEPSEEK_API_KEY`), at
  least 8 characters long;
- anything shaped like a key: `sk-...` (OpenAI, DeepSeek, ...), this app's own API keys
  (`cva_...`, bare or in any header), `Bearer ...`, a long token after another scheme
  (`Token ...`, `Basic ...`, `ApiKey ...`), and whatever follows `Authorization:` or
  `"Authorization": "` (a dumped header, any scheme).

Every log record is scrubbed when it is made (`install_record_factory`, from the app's
`ready`), so no handler sees a key, whatever its filters (pytest's own, a handler added by a
deployment); the logging filter stays for records made before the app is ready.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterable
from typing import Any

from agent.engine.nul import without_nul

REDACTED = "[redacted]"
MIN_SECRET_CHARS = 8
_SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL", re.IGNORECASE)
_KEY_SHAPES = re.compile(
    r"\bsk-[A-Za-z0-9_\-]{8,}"  # sk-..., sk-proj-...
    r"|cva_[A-Za-z0-9_\-]{4,}"  # this app's API keys (agent/api/keys.py), anywhere
    r"|(?i:\bbearer)\s+[A-Za-z0-9._~+/\-]{8,}=*"  # Authorization: Bearer <token>
    r"|(?i:\b(?:token|basic|digest|apikey|api-key))\s+[A-Za-z0-9._~+/\-]{16,}=*"
)
# The value of an Authorization header as it appears in a log line: `Authorization: Token x`,
# `'HTTP_AUTHORIZATION': 'Basic x'`, `"authorization": "x"` (the label stays).
_HEADER_VALUE = re.compile(
    r"""(?i)(authorization["']?\s*[:=]\s*["']?)(?:[a-z][\w-]*\s+)?[^\s"',;]+"""
)


def secret_values(extra: Iterable[str] = ()) -> list[str]:
    """The secret values to remove, longest first (so a key containing another goes whole)."""
    values = {
        value
        for name, value in os.environ.items()
        if _SECRET_NAME.search(name) and len(value) >= MIN_SECRET_CHARS
    }
    values.update(value for value in extra if value and len(value) >= MIN_SECRET_CHARS)
    return sorted(values, key=len, reverse=True)


def redact(text: str, secrets: Iterable[str] | None = None) -> str:
    """`text` with every secret value and every key-shaped token replaced by [redacted]
    (and without NUL characters, which PostgreSQL cannot store: agent/engine/nul.py)."""
    if not text:
        return text
    text = without_nul(text)
    for secret in secret_values() if secrets is None else secrets:
        if secret in text:
            text = text.replace(secret, REDACTED)
    text = _HEADER_VALUE.sub(lambda m: m.group(1) + REDACTED, text)
    return _KEY_SHAPES.sub(REDACTED, text)


def redact_json(value: Any, secrets: Iterable[str] | None = None) -> Any:
    """A JSON value with `redact` applied to every string in it (keys included)."""
    secrets = secret_values() if secrets is None else list(secrets)
    if isinstance(value, str):
        return redact(value, secrets)
    if isinstance(value, list):
        return [redact_json(item, secrets) for item in value]
    if isinstance(value, dict):
        return {
            redact(str(key), secrets): redact_json(item, secrets) for key, item in value.items()
        }
    return value


class RedactingFilter(logging.Filter):
    """A logging filter (settings.LOGGING) that scrubs secrets from messages and tracebacks."""

    def filter(self, record: logging.LogRecord) -> bool:
        _scrub(record)
        return True


def _scrub(record: logging.LogRecord) -> None:
    secrets = secret_values()
    try:
        message = record.getMessage()
    except Exception:
        return
    cleaned = redact(message, secrets)
    if cleaned != message:
        record.msg, record.args = cleaned, ()
    if record.exc_info and not record.exc_text:
        record.exc_text = logging.Formatter().formatException(record.exc_info)
    if record.exc_text:
        record.exc_text = redact(record.exc_text, secrets)


def install_record_factory() -> None:
    """Scrub every log record as it is made (once per process; idempotent)."""
    previous = logging.getLogRecordFactory()
    if getattr(previous, "redacts", False):
        return

    def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = previous(*args, **kwargs)
        _scrub(record)
        return record

    factory.redacts = True  # type: ignore[attr-defined]
    logging.setLogRecordFactory(factory)
