"""`manage.py serve`: run CV Agent under Daphne, with the embedded model when it is needed.

When no other provider is configured (see `agent.local.model.local_model_wanted`), the local
model's server is started first (`agent.local.lifecycle.ensure_running`, the same code a turn
uses when it finds nothing listening), and Daphne starts once it answers. A model server that
already answers (`manage.py local_model`, another process) is reused. The child is stopped
when Daphne exits (Ctrl-C, SIGTERM) and dies with this process in any case.

The background task worker (`manage.py db_worker`, django-tasks' database backend: the long
tasks of `agent.tasks`) is started the same way, as a child that dies with this process; its
output goes to `var/task_worker.log`. `--no-worker` leaves it to be run elsewhere.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from agent.local.lifecycle import MODEL, ensure_running, probe
from agent.local.model import LocalModelError, LocalModelServer, local_model_wanted, model_url
from agent.local.spawn import die_with_parent
from agent.models import Provider


class Command(BaseCommand):
    help = "Serve CV Agent with Daphne, starting the embedded offline model when it is needed."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--host", default="127.0.0.1", help="Address to bind (127.0.0.1).")
        parser.add_argument("--port", type=int, default=8000, help="Port to bind (8000).")
        parser.add_argument(
            "--no-local-model",
            action="store_true",
            help="Do not start the embedded model, even when no other provider is configured.",
        )
        parser.add_argument(
            "--no-worker",
            action="store_true",
            help="Do not start the background task worker (run `manage.py db_worker` elsewhere).",
        )
        parser.add_argument(
            "--local-model-timeout",
            type=float,
            default=None,
            help="Seconds to wait for the embedded model to answer before serving without it "
            "(default: CVAGENT_LOCAL_MODEL_START_SECONDS, 120).",
        )

    def handle(self, *args, **options) -> None:
        model_server = None
        if not options["no_local_model"] and local_model_wanted():
            model_server = self._start_local_model(options["local_model_timeout"])
        worker = None if options["no_worker"] else self._start_worker()
        try:
            self._run_daphne(options["host"], options["port"], options["verbosity"])
        finally:
            if worker is not None:
                self.stdout.write("Stopping the task worker.")
                _stop(worker)
            if model_server is not None:
                self.stdout.write("Stopping the local model.")
                model_server.stop()

    def _start_worker(self) -> subprocess.Popen | None:
        """`manage.py db_worker` as a child process, when tasks use the database backend."""
        backend = settings.TASKS.get("default", {}).get("BACKEND", "")
        if not backend.startswith("django_tasks_db."):
            return None
        log_path = settings.VAR_DIR / "task_worker.log"
        with open(log_path, "ab") as log:
            worker = subprocess.Popen(
                [sys.executable, str(settings.BASE_DIR / "manage.py"), "db_worker"],
                stdout=log,
                stderr=subprocess.STDOUT,
                preexec_fn=die_with_parent(os.getpid()),
            )
        self.stdout.write(f"Background task worker started (log: {log_path}).")
        return worker

    def _start_local_model(self, timeout: float) -> LocalModelServer | None:
        url = model_url()
        self._check_provider_row(url)
        if probe(url) == MODEL:
            self.stdout.write(f"A local model already answers at {url}; using it.")
            return None
        self.stdout.write(f"No provider configured: starting the offline model at {url}.")
        try:
            server = ensure_running(url, timeout=timeout)
        except LocalModelError as exc:
            self.stderr.write(
                f"The offline model could not start: {exc}.\n"
                "Serving anyway; configure a provider (API key variable or the admin) to chat."
            )
            return None
        if server is None:  # another process started it meanwhile
            self.stdout.write(f"A local model already answers at {url}; using it.")
            return None
        self.stdout.write(
            self.style.SUCCESS(
                f"The offline model {server.model.name} answers at {url} (log: {server.log_path})."
            )
        )
        return server

    def _check_provider_row(self, url: str) -> None:
        for provider in Provider.objects.filter(is_local=True, enabled=True):
            if provider.base_url.rstrip("/") != url:
                self.stderr.write(
                    f"The provider {provider.slug!r} points at {provider.base_url}, but the "
                    f"offline model listens at {url} (CVAGENT_LOCAL_MODEL_URL): make them agree "
                    "in the admin."
                )

    def _run_daphne(self, host: str, port: int, verbosity: int) -> None:
        from daphne.cli import CommandLineInterface

        _settle_memory()

        # Daphne's reactor handles SIGINT/SIGTERM by stopping cleanly, so control comes back
        # here and the caller stops the model server.
        CommandLineInterface().run(
            ["-b", host, "-p", str(port), "-v", str(min(verbosity, 2)), "cvsite.asgi:application"]
        )


def _settle_memory() -> None:
    """Keep the garbage collector off what lives as long as the process.

    Everything imported at start (Django, the app, the provider SDK: about a million
    objects) is moved out of the collector's sight (`gc.freeze`), and young objects are
    collected less often. Measured with 100 streaming conversations: full collections of the
    whole heap paused the event loop for up to 0.6 s (3.4 s in all over a 25 s run), which
    was the tail of the chunk latency.
    """
    # Imported here, for their side effect: all of it must be loaded before the freeze.
    import cvsite.asgi  # noqa: F401 - the application and everything it imports
    from agent.engine.providers import openai_compat  # noqa: F401 - the SDK, imported late

    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 20, 20)


def _stop(process: subprocess.Popen) -> None:
    """Let the worker finish its current step and go; kill it if it takes too long."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
