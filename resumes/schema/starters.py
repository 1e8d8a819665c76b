"""New documents: the blank resume for the forms, and example resumes in English and Chinese."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any


def blank_document() -> dict[str, Any]:
    """An empty resume with the usual sections in place, ready for the forms."""
    return {
        "basics": {
            "name": "",
            "label": "",
            "email": "",
            "phone": "",
            "url": "",
            "summary": "",
            "location": {"city": "", "region": "", "countryCode": ""},
            "profiles": [],
        },
        "work": [],
        "education": [],
        "skills": [],
        "projects": [],
        "languages": [],
    }


# The example resumes are JSON Resume documents, kept as such: `data/starter.<language>.json`.
_DATA = Path(__file__).resolve().parent / "data"
_STARTERS = ("en", "zh-hans")


def starter_document(language: str) -> dict[str, Any]:
    """A realistic example resume in `language` ("en" or "zh-hans") to start from."""
    if language not in _STARTERS:
        raise ValueError(
            f"no starter resume in {language!r}; choose one of: {', '.join(_STARTERS)}"
        )
    return json.loads(_starter_text(language))


@cache
def _starter_text(language: str) -> str:
    return (_DATA / f"starter.{language}.json").read_text(encoding="utf-8")
