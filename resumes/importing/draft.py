"""The draft a parser makes of a file (`Draft`) and the document key of the text not placed:
shared by the worker (`parse.py`, `pipeline.py`) and the Django side (`service.py`,
`worker.py`, `unplaced.py`), which must not load the parsers to name them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

UNPLACED_KEY = "x-unplaced"


@dataclass
class Draft:
    """What a file held: the document, its text, the text not placed, and a report."""

    document: dict[str, Any]
    source_text: str
    unplaced: list[str]
    kind: str
    report: dict[str, Any] = field(default_factory=dict)
