"""The WebSocket handshake's origin check: the whole origin (scheme, host and port) must be
the site's own or one of `CSRF_TRUSTED_ORIGINS`, as Django's CSRF check requires of a POST.

Channels' `AllowedHostsOriginValidator` compares only the host name, so a page served from
another port or scheme of the same host could open the chat socket with the person's cookies.
A browser always sends `Origin` with a WebSocket handshake; a missing or `null` one (a
sandboxed frame, a `data:` page) is refused.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from channels.security.websocket import WebsocketDenier
from django.conf import settings
from django.http.request import split_domain_port, validate_host
from django.utils.http import is_same_domain

Origin = tuple[str, str, int]

_DEFAULT_PORTS = {"http": 80, "https": 443}


def parse_origin(value: str) -> Origin | None:
    """(scheme, host, port) of an origin such as `https://cv.example.com`, or None when the
    text is not an http(s) origin. A missing port is the scheme's default."""
    try:
        parts = urlsplit(value.strip())
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in _DEFAULT_PORTS or not parts.hostname:
        return None
    if parts.username or parts.password or parts.path not in ("", "/") or parts.query:
        return None
    return scheme, parts.hostname.lower(), port or _DEFAULT_PORTS[scheme]


def _header(scope: dict[str, Any], name: bytes) -> str | None:
    for key, value in scope.get("headers") or []:
        if key.lower() == name:
            return value.decode("latin-1")
    return None


def _allowed_hosts() -> list[str]:
    hosts = list(settings.ALLOWED_HOSTS)
    if settings.DEBUG and not hosts:
        hosts = [".localhost", "127.0.0.1", "[::1]"]  # what Django's request.get_host() allows
    return hosts


def _is_secure(scope: dict[str, Any]) -> bool:
    if scope.get("scheme") in ("wss", "https"):
        return True
    proxy_header = settings.SECURE_PROXY_SSL_HEADER
    if proxy_header:
        # ("HTTP_X_FORWARDED_PROTO", "https") -> the header x-forwarded-proto
        name = proxy_header[0].removeprefix("HTTP_").replace("_", "-").lower().encode()
        value = _header(scope, name)
        return value is not None and value.split(",")[0].strip() == proxy_header[1]
    return False


def site_origin(scope: dict[str, Any]) -> Origin | None:
    """The origin the handshake was addressed to: its scheme and its `Host` header, when that
    host is one of ALLOWED_HOSTS."""
    host = _header(scope, b"host")
    if not host:
        return None
    domain, _port = split_domain_port(host.lower())
    if not domain or not validate_host(domain, _allowed_hosts()):
        return None
    scheme = "https" if _is_secure(scope) else "http"
    return parse_origin(f"{scheme}://{host}")


def trusted_origin(origin: Origin, raw: str) -> bool:
    """Whether CSRF_TRUSTED_ORIGINS lists the origin (wildcards read as Django reads them)."""
    netloc = urlsplit(raw.strip()).netloc.lower()
    for entry in settings.CSRF_TRUSTED_ORIGINS:
        if "*" in entry:
            parts = urlsplit(entry)
            if parts.scheme == origin[0] and is_same_domain(netloc, parts.netloc.lstrip("*")):
                return True
        elif parse_origin(entry) == origin:
            return True
    return False


def origin_allowed(scope: dict[str, Any]) -> bool:
    """The handshake's `Origin` is the site's own origin or a trusted one (never missing/null)."""
    raw = _header(scope, b"origin")
    if raw is None or raw.strip().lower() == "null":
        return False
    origin = parse_origin(raw)
    if origin is None:
        return False
    return origin == site_origin(scope) or trusted_origin(origin, raw)


class SameOriginValidator:
    """ASGI middleware: WebSocket handshakes from any other origin are refused (HTTP 403)."""

    def __init__(self, application: Any) -> None:
        self.application = application

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> Any:
        if scope["type"] == "websocket" and not origin_allowed(scope):
            return await WebsocketDenier()(scope, receive, send)
        return await self.application(scope, receive, send)
