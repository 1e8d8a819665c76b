"""The embedded model's server runs as a child process (`python -m agent.local.server`) with
Django's settings but without its apps loaded: nothing it imports may reach for a model at
import time (the engine modules it shares import `agent.models` only inside functions)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_the_server_module_imports_without_djangos_apps():
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "cvsite.settings"}
    result = subprocess.run(
        [sys.executable, "-c", "import agent.local.server"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
