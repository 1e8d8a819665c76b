"""The docs name only what is in the tree: every path (`agent/runs/driver.py`) and dotted
name (`agent.conversations.selectors`) in README.md and docs/*.md exists
(scripts/doc_paths.py), so a move that leaves the docs behind fails here."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _doc_paths():
    spec = importlib.util.spec_from_file_location("doc_paths", ROOT / "scripts" / "doc_paths.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_path_and_module_the_docs_name_exists():
    assert _doc_paths().stale_mentions() == []


def test_a_stale_path_or_name_is_caught(tmp_path):
    """The check can fail: a moved file and a moved module are both reported."""
    doc_paths = _doc_paths()
    assert doc_paths.path_exists("agent/runs/driver.py")
    assert not doc_paths.path_exists("agent/web/runs.py")
    assert doc_paths.path_exists("agent/tasks/task.html")  # a template, relative to templates/
    assert doc_paths.name_exists("agent.conversations.selectors.conversation_get_for_user")
    assert not doc_paths.name_exists("agent.web.runs.start_run")
    assert not doc_paths.name_exists("agent.conversations.selectors.no_such_selector")
    assert doc_paths.relative_exists("postings/letter_files.py")  # a file inside a package
    assert not doc_paths.relative_exists("jobs/letter_files.py")
    doc = tmp_path / "stale.md"
    doc.write_text(
        "See `resumes/jobs/models.py`, `agent.jobs.importing` and `agent/runs/`;\n"
        "`jobs/duties.py` reads duty lines.\n",
        encoding="utf-8",
    )
    assert doc_paths.stale_mentions([doc]) == [
        "stale.md:1: resumes/jobs/models.py",
        "stale.md:1: agent.jobs.importing",
        "stale.md:2: jobs/duties.py",
    ]
