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


# The front ends' modules: views, consumers, the REST API's routers, the MCP tools.
FRONT_ENDS = [
    "agent/web/*.py",
    "agent/api/v1/*.py",
    "agent/api/*views.py",
    "agent/mcp/*.py",
    "agent/*/views.py",
    "resumes/views/*.py",
    "resumes/*/views.py",
]


def _queries(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if ".objects." in line]


def test_front_ends_query_through_selectors():
    """No view, consumer, router or MCP tool runs a query of its own: reads go through the
    selectors (`agent.conversations.selectors`, `resumes.selectors`, ...), writes through the
    services."""
    found = {
        str(path.relative_to(ROOT)): _queries(path.read_text(encoding="utf-8"))
        for pattern in FRONT_ENDS
        for path in ROOT.glob(pattern)
    }
    assert len(found) > 40  # the patterns still find the front ends
    assert {path: lines for path, lines in found.items() if lines} == {}
    assert _queries("rows = Conversation.objects.filter(owner=user)\n")  # and it would see one
