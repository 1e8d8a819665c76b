"""`manage.py local_model`: run the embedded offline model's server on its own.

For several app processes (Daphne workers, `manage.py chat`, the evaluation, scripts) to share
one model instead of each starting its own: start this once, point every process's
`CVAGENT_LOCAL_MODEL_URL` (and the `local` provider row) at its URL, and they reuse it. It is
the same server, started by the same code (`agent.local.lifecycle.ensure_running`), that
`serve` and the engine start when nothing answers. It stays in the foreground until Ctrl-C or
SIGTERM, and stops the model with it.

Exit codes: 0 after a clean stop, 1 when the model cannot start or stops by itself, 2 for
usage errors.
"""

from __future__ import annotations

import signal
import threading
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from agent.local.lifecycle import BUSY, FREE, MODEL, ensure_running, probe, start_seconds
from agent.local.model import (
    LocalModelError,
    LocalModelServer,
    is_loopback,
    model_url,
    server_address,
    url_for,
)


class Command(BaseCommand):
    help = "Run the embedded offline model's server in the foreground, for app processes to share."

    def add_arguments(self, parser: CommandParser) -> None:
        host, port = server_address(model_url())
        parser.add_argument("--host", default=host, help=f"Loopback address to listen on ({host}).")
        parser.add_argument("--port", type=int, default=port, help=f"Port ({port}).")
        parser.add_argument(
            "--model",
            type=Path,
            help="GGUF file to serve (default: CVAGENT_LOCAL_MODEL, else the packaged SmolLM2).",
        )
        parser.add_argument(
            "--timeout",
            type=float,
            default=None,
            help="Seconds to wait for the model to answer (CVAGENT_LOCAL_MODEL_START_SECONDS).",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        host, port = options["host"], options["port"]
        if not is_loopback(host):
            raise CommandError(
                f"--host {host} is not a loopback address: the model server has no "
                "authentication, so it only listens on this machine (127.0.0.1).",
                returncode=2,
            )
        if not 0 < port < 65536:
            raise CommandError(f"--port {port} is not a port number (1-65535).", returncode=2)
        url = url_for(host, port)
        found = probe(url)
        if found != FREE:
            what = "another program" if found not in (MODEL, BUSY) else "an offline model"
            raise CommandError(
                f"port {port} is taken by {what} (it answers at {url}); "
                "stop it, or choose another --port.",
                returncode=1,
            )
        timeout = options["timeout"] or start_seconds()
        self.stdout.write(f"Starting the offline model at {url} (up to {timeout:.0f} s).")
        try:
            server = ensure_running(
                url, timeout=timeout, model=options["model"], port_hint="choose another --port"
            )
        except LocalModelError as exc:
            raise CommandError(f"The offline model could not start: {exc}.", returncode=1) from None
        assert server is not None  # the port was free: this process started it
        self._announce(server, url)
        self._serve_until_stopped(server)

    def _announce(self, server: LocalModelServer, url: str) -> None:
        self.stdout.write(
            self.style.SUCCESS(f"The offline model {server.model.name} answers at {url}.")
        )
        same = url == model_url()
        self.stdout.write(
            "App processes use it when the `local` provider's URL is this one"
            + ("" if same else f" and CVAGENT_LOCAL_MODEL_URL={url} is set")
            + f". Log: {server.log_path}. Ctrl-C stops it."
        )
        self.stdout.flush()

    def _serve_until_stopped(self, server: LocalModelServer) -> None:
        stop = threading.Event()
        previous = {
            signum: signal.signal(signum, lambda *_: stop.set())
            for signum in (signal.SIGINT, signal.SIGTERM)
        }
        try:
            while not stop.wait(0.5):
                if not server.running:
                    raise CommandError(
                        "The offline model's server stopped by itself; see its log: "
                        f"{server.log_path}",
                        returncode=1,
                    )
        finally:
            for signum, handler in previous.items():
                signal.signal(signum, handler)
            self.stdout.write("Stopping the offline model.")
            server.stop()
        self.stdout.write("Stopped.")
