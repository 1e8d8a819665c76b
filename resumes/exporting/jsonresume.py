"""JSON export: the document as JSON Resume, extra keys and all, so importing it gives it back."""

from __future__ import annotations

import json
from typing import Any


def render_json(data: dict[str, Any]) -> bytes:
    """The document as pretty UTF-8 JSON (CJK kept readable, not \\u-escaped)."""
    return (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
