"""One lifecycle for the embedded model, whichever front end needs it.

`ensure_running(url)` is what `manage.py serve`, `manage.py local_model` and the engine (through
the readiness hook registered by `AgentConfig.ready()`) all call: when a model server already
answers at the URL (started by `serve`, by `local_model`, by another process or by hand) it is
reused; when nothing listens there, this process starts one (`LocalModelServer`), waits until
it answers, and owns it; when another program holds the port, `LocalModelError` says so.

A server this process started is stopped when the process exits: `atexit` for a normal exit
(the end of `manage.py chat`, a script, `sys.exit`, Ctrl-C), and on Linux the child also gets
SIGTERM when the process dies any other way (SIGTERM with no handler, SIGKILL, a crash), as it
is started with `PR_SET_PDEATHSIG` from a thread that lives as long as the process
(`agent.local.spawn`). So no orphan keeps the port or the memory.
"""

from __future__ import annotations

import atexit
import json
import logging
import socket
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING

from django.conf import settings

from agent.engine.providers.readiness import (
    ProviderUnavailable,
    ReadinessHook,
    register_readiness_hook,
)
from agent.local.model import (
    LocalModelError,
    LocalModelServer,
    is_loopback,
    model_url,
    port_taken,
    server_address,
)

if TYPE_CHECKING:
    from agent.models import Provider

# A turn starts the model at the `local` provider row's URL, so that is what to change.
ENGINE_PORT_HINT = (
    "stop it, or give the `local` provider (admin, Providers) and CVAGENT_LOCAL_MODEL_URL "
    "another port"
)

logger = logging.getLogger(__name__)

FREE, MODEL, BUSY, OTHER = "free", "model", "busy", "other"

_lock = threading.Lock()
_owned: dict[str, LocalModelServer] = {}
# URLs where a model server answered in this process: later turns only check the port.
_known: set[str] = set()
_atexit_registered = False


def _normal(url: str | None) -> str:
    return (url or model_url()).rstrip("/")


def port_open(url: str, timeout: float = 1.0) -> bool:
    """Whether anything accepts connections at the URL's host and port."""
    try:
        with socket.create_connection(server_address(url), timeout=timeout):
            return True
    except OSError:
        return False


def probe(url: str, timeout: float = 3.0) -> str:
    """What listens at `url`: FREE (nothing), MODEL (an OpenAI-compatible server: `GET /models`
    lists models), BUSY (it accepts connections but does not answer in time: llama-cpp-python
    answers `/models` only between requests, so a model at work looks like this) or OTHER."""
    if not port_open(url):
        return FREE
    try:
        with urllib.request.urlopen(f"{url}/models", timeout=timeout) as response:
            data = json.loads(response.read(1_000_000) or b"null")
    except TimeoutError:
        return BUSY
    except urllib.error.URLError as exc:
        if isinstance(exc.reason, TimeoutError):
            return BUSY
        return OTHER
    except (ValueError, OSError):
        return OTHER
    if isinstance(data, dict) and isinstance(data.get("data"), list):
        return MODEL
    return OTHER


def start_seconds() -> float:
    return float(settings.CVAGENT.get("LOCAL_MODEL_START_SECONDS", 120))


def owned_server(url: str | None = None) -> LocalModelServer | None:
    """The server this process started at `url` and that still runs, if any."""
    server = _owned.get(_normal(url))
    return server if server is not None and server.running else None


def ensure_running(
    url: str | None = None,
    *,
    timeout: float | None = None,
    model: Path | None = None,
    port_hint: str = "",
) -> LocalModelServer | None:
    """Make sure a model server answers at `url` (the configured one by default).

    Returns the server when this process started it (now or before), None when another one
    answers there. Raises `LocalModelError` saying what to do: not installed, no GGUF file,
    the port held by another program, or no answer within `timeout` seconds.
    """
    url = _normal(url)
    with _lock:
        server = owned_server(url)
        if server is not None:
            return server
        state = probe(url)
        if state in (MODEL, BUSY):
            _known.add(url)
            return None
        if state == OTHER:
            raise port_taken(server_address(url)[1], port_hint)
        server = LocalModelServer(url=url, model=model)
        server.start()
        try:
            server.wait_until_healthy(timeout or start_seconds())
        except LocalModelError as exc:
            server.stop()
            port = server_address(url)[1]
            if port_hint and str(exc).startswith(f"port {port} is taken"):
                raise port_taken(port, port_hint) from None  # taken between probe and bind
            raise
        except BaseException:
            server.stop()
            raise
        _owned[url] = server
        _known.add(url)
        _stop_at_exit()
        logger.info("the offline model answers at %s (started by this process)", url)
        return server


def _stop_at_exit() -> None:
    global _atexit_registered
    if not _atexit_registered:
        atexit.register(stop_owned)
        _atexit_registered = True


def stop_owned() -> None:
    """Stop every model server this process started."""
    with _lock:
        servers = list(_owned.values())
        _owned.clear()
        _known.clear()
    for server in servers:
        server.stop()


# The engine's readiness hook ---------------------------------------------------------------


def autostart_enabled() -> bool:
    return bool(settings.CVAGENT.get("LOCAL_MODEL_AUTOSTART", True))


def _provider_url(provider: Provider) -> str | None:
    """The URL to keep a model at for this provider, or None when it is not ours to start."""
    if not provider.is_local or not autostart_enabled():
        return None
    url = _normal(provider.base_url)
    return url if is_loopback(server_address(url)[0]) else None


def needs_start(provider: Provider) -> bool:
    """Quick: True when nothing listens at the embedded provider's URL (start it first).

    Raises `ProviderUnavailable` when another program holds the port.
    """
    url = _provider_url(provider)
    if url is None or owned_server(url) is not None:
        return False
    if url in _known and port_open(url):
        return False
    state = probe(url)
    if state == OTHER:
        raise ProviderUnavailable(
            str(port_taken(server_address(url)[1], ENGINE_PORT_HINT)), notice_code="local_model"
        )
    if state == FREE:
        return True
    _known.add(url)
    return False


def start_for(provider: Provider) -> None:
    url = _provider_url(provider)
    if url is None:
        return
    try:
        ensure_running(url, port_hint=ENGINE_PORT_HINT)
    except LocalModelError as exc:
        raise ProviderUnavailable(str(exc), notice_code="local_model") from None


READINESS_HOOK = ReadinessHook(
    needed=needs_start, prepare=start_for, notice_code="local_model_starting"
)


def register() -> None:
    """Called by `AgentConfig.ready()`: a turn on the embedded model starts it when needed."""
    register_readiness_hook(READINESS_HOOK)
