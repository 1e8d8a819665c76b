"""A failed connection to a provider, told as a sentence that names the address and the cause.

The SDK's own text is "Connection error." whatever happened; the cause is further down the
exception chain (a refused connection, an unknown host name, a TLS failure, a timeout). The
sentence starts in lower case: it is quoted inside the run's notice ("Sorry, the model
provider did not answer (could not connect to http://127.0.0.1:8765/v1: connection
refused). ...") and in retry notices.
"""

from __future__ import annotations

import errno
import socket
import ssl

_ERRNO_WORDS = {
    errno.ECONNREFUSED: "connection refused",
    errno.ECONNRESET: "the connection was reset",
    errno.EHOSTUNREACH: "the host cannot be reached",
    errno.ENETUNREACH: "the network cannot be reached",
    errno.ETIMEDOUT: "the connection timed out",
    errno.EADDRNOTAVAIL: "the address is not available on this machine",
}


def _chain(err: BaseException) -> list[BaseException]:
    """The exception and its causes, outermost first (each once)."""
    seen: list[BaseException] = []
    current: BaseException | None = err
    while current is not None and current not in seen:
        seen.append(current)
        current = current.__cause__ or current.__context__
    return seen


def _is_timeout(err: BaseException) -> bool:
    name = type(err).__name__
    return isinstance(err, TimeoutError) or name.endswith(("Timeout", "TimeoutError"))


def connection_cause(err: BaseException) -> str:
    """Why the connection failed, in a few words ("connection refused")."""
    chain = _chain(err)
    for item in reversed(chain):  # the root cause says most
        if isinstance(item, ConnectionRefusedError):
            return "connection refused"
        if isinstance(item, socket.gaierror):
            return "the host name could not be resolved"
        if isinstance(item, ssl.SSLCertVerificationError):
            detail = getattr(item, "verify_message", None) or item
            return f"its TLS certificate was not accepted ({detail})"
        if isinstance(item, ssl.SSLError):
            return f"the TLS handshake failed ({getattr(item, 'reason', None) or item})"
        if isinstance(item, OSError) and item.errno in _ERRNO_WORDS:
            return _ERRNO_WORDS[item.errno]
    for item in chain:
        if _is_timeout(item):
            return "no answer in time"
        name = type(item).__name__
        if name in ("RemoteProtocolError", "ReadError", "WriteError"):
            return "the server closed the connection without answering"
    root = str(chain[-1]).strip().rstrip(".")
    return root or type(chain[-1]).__name__


def describe_connection_error(err: BaseException, *, url: str, timeout: float | None = None) -> str:
    """ "could not connect to URL: CAUSE", or "URL did not answer within N s" for a timeout."""
    url = (url or "").rstrip("/")
    timed_out = any(_is_timeout(item) for item in _chain(err))
    cause = connection_cause(err)
    if timed_out and cause in ("no answer in time", "the connection timed out"):
        within = f" within {timeout:g} s" if timeout else " in time"
        return f"{url} did not answer{within}"
    if cause == "the server closed the connection without answering":
        return f"{url} closed the connection without answering"
    return f"could not connect to {url}: {cause}"
