"""Realistic JSON Resume documents (two pages each) for the import/export tests and bench."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent


def load(name: str) -> dict[str, Any]:
    """The document `name` ("en_two_page" or "zh_two_page") as a fresh dict."""
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def raw(name: str) -> bytes:
    """The document file's bytes, as a person would upload it."""
    return (HERE / f"{name}.json").read_bytes()
