"""Parsing in a separate process with limits: a hostile file (a decompression bomb, a PDF that
makes the parser spin, thousands of pages) costs bounded memory and time, and the server
process never runs the parsers itself.

The child (`python -m resumes.importing.worker`) caps its own address space and CPU time with
`resource.setrlimit`, reads the file from standard input and writes the draft as JSON to
standard output; the parent kills it when the wall-clock limit passes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from resumes.importing.draft import Draft
from resumes.importing.errors import ParseFailure

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_SECONDS = float(os.environ.get("CVAGENT_IMPORT_SECONDS", "20"))
MEMORY_BYTES = int(os.environ.get("CVAGENT_IMPORT_MEMORY_MB", "1024")) * 1024 * 1024
MAX_WORKERS = int(os.environ.get("CVAGENT_IMPORT_WORKERS", "4"))
_EXIT_FAILURE = 2
_EXIT_MEMORY = 3
_MEMORY_SIGNS = (b"MemoryError", b"failed to map segment", b"Cannot allocate memory")
_running = 0
_lock = threading.Lock()


def _command(memory: int, timeout: float) -> list[str]:
    return [sys.executable, "-m", "resumes.importing.worker", str(memory), str(int(timeout) + 1)]


def _environment() -> dict[str, str]:
    # Nothing of the server's environment (keys, database URLs) reaches the parser.
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(ROOT),
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONHASHSEED": "0",
        "LANG": "C.UTF-8",
        "OMP_THREAD_LIMIT": "1",  # Tesseract (OCR): its threads only fight on small machines
    }


def parse_in_worker(
    data: bytes, *, timeout: float = TIMEOUT_SECONDS, memory: int = MEMORY_BYTES
) -> Draft:
    """The draft of `data`, parsed in a child process; `ParseFailure` when it cannot be read."""
    with _slot():
        try:
            result = subprocess.run(
                _command(memory, timeout),
                input=data,
                capture_output=True,
                timeout=timeout,
                cwd=ROOT,
                env=_environment(),
                check=False,
            )
        except subprocess.TimeoutExpired:
            raise ParseFailure("timeout", seconds=f"{timeout:g}") from None
    return _result(result.returncode, result.stdout, result.stderr, timeout)


async def parse_in_worker_async(
    data: bytes, *, timeout: float = TIMEOUT_SECONDS, memory: int = MEMORY_BYTES
) -> Draft:
    """As `parse_in_worker`, without holding a thread while the child works."""
    import asyncio  # loaded here: the child (this module run as a script) never needs it

    with _slot():
        process = await asyncio.create_subprocess_exec(
            *_command(memory, timeout),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            cwd=ROOT,
            env=_environment(),
        )
        try:
            stdout, stderr = await asyncio.wait_for(process.communicate(data), timeout)
        except TimeoutError:
            process.kill()
            await process.wait()
            raise ParseFailure("timeout", seconds=f"{timeout:g}") from None
    return _result(process.returncode or 0, stdout, stderr, timeout)


class _slot:
    """At most MAX_WORKERS parsers at once in this process; more are refused, not queued."""

    def __enter__(self) -> None:
        global _running
        with _lock:
            if _running >= MAX_WORKERS:
                raise ParseFailure("busy")
            _running += 1

    def __exit__(self, *exc: Any) -> None:
        global _running
        with _lock:
            _running -= 1


def _result(code: int, stdout: bytes, stderr: bytes, timeout: float) -> Draft:
    if code == 0:
        payload = json.loads(stdout.decode("utf-8"))
        return Draft(
            document=payload["document"],
            source_text=payload["source_text"],
            unplaced=payload["unplaced"],
            kind=payload["kind"],
            report=payload["report"],
        )
    if code == _EXIT_FAILURE:
        payload = json.loads(stdout.decode("utf-8"))
        raise ParseFailure(payload["code"], **payload["params"])
    tail = stderr[-2000:]
    if code == _EXIT_MEMORY or any(sign in tail for sign in _MEMORY_SIGNS):
        raise ParseFailure("memory")
    if code < 0 and -code in (9, 24):  # SIGKILL, SIGXCPU: the CPU limit
        raise ParseFailure("timeout", seconds=f"{timeout:g}")
    raise ParseFailure("failed", detail=f"exit {code}")


def _child(memory: int, cpu_seconds: int) -> int:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    try:
        data = sys.stdin.buffer.read()
        from resumes.importing.parse import draft_to_json, parse_bytes

        draft = parse_bytes(data)
        sys.stdout.write(draft_to_json(draft))
        return 0
    except ParseFailure as failure:
        sys.stdout.write(json.dumps({"code": failure.code, "params": failure.params}))
        return _EXIT_FAILURE
    except MemoryError:
        return _EXIT_MEMORY
    except OSError as exc:  # a library that cannot be mapped within the address-space limit
        if "map segment" in str(exc) or "allocate memory" in str(exc):
            return _EXIT_MEMORY
        raise
    except RecursionError:
        sys.stdout.write(json.dumps({"code": "corrupt_pdf", "params": {}}))
        return _EXIT_FAILURE


if __name__ == "__main__":
    sys.stdout.reconfigure(encoding="utf-8")
    sys.exit(_child(int(sys.argv[1]), int(sys.argv[2])))
