"""The layering of docs/architecture.md, enforced: import-linter's contracts in pyproject.toml."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_import_contracts_are_kept():
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run(
        [str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_no_import_circles():
    """No two project modules import each other, however indirectly, function-level imports
    and imports under TYPE_CHECKING counted (scripts/import_cycles.py reads the source)."""
    result = subprocess.run(
        [sys.executable, "scripts/import_cycles.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "import circles: 0" in result.stdout, result.stdout
