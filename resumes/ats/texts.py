"""The resume's texts with their paths (`work[0].highlights[2]`), and how long a text is."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from resumes.cjk import CJK
from resumes.exporting.formatting import as_dicts, as_text
from resumes.exporting.sections import SECTION_ORDER

ENTRY_SECTIONS = SECTION_ORDER  # read in the order the resume shows them
HIGHLIGHT_SECTIONS = ("work", "projects", "volunteer")
DATED_SECTIONS = {
    "work": ("startDate", "endDate"),
    "projects": ("startDate", "endDate"),
    "volunteer": ("startDate", "endDate"),
    "education": ("startDate", "endDate"),
}
SINGLE_DATES = {"awards": "date", "certificates": "date", "publications": "releaseDate"}

_LATIN_WORD = re.compile(r"[A-Za-z0-9\u00c0-\u024f][A-Za-z0-9\u00c0-\u024f'’.\-+#/]*")


def leaves(data: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """Every text of the document that a theme shows, with its path, in document order."""
    basics = data.get("basics") if isinstance(data.get("basics"), dict) else {}
    for key in ("name", "label", "email", "phone", "url", "summary"):
        text = as_text(basics.get(key))
        if text:
            yield f"basics.{key}", text
    location = basics.get("location") if isinstance(basics.get("location"), dict) else {}
    for key in ("address", "city", "region", "postalCode", "countryCode"):
        text = as_text(location.get(key))
        if text:
            yield f"basics.location.{key}", text
    for i, profile in enumerate(as_dicts(basics.get("profiles"))):
        for key in ("network", "username", "url"):
            text = as_text(profile.get(key))
            if text:
                yield f"basics.profiles[{i}].{key}", text
    for section in ENTRY_SECTIONS:
        for i, entry in enumerate(as_dicts(data.get(section))):
            for key, value in entry.items():
                if isinstance(value, list):
                    for j, item in enumerate(value):
                        text = as_text(item)
                        if text:
                            yield f"{section}[{i}].{key}[{j}]", text
                else:
                    text = as_text(value)
                    if text:
                        yield f"{section}[{i}].{key}", text


def highlights(data: dict[str, Any]) -> Iterator[tuple[str, str]]:
    for section in HIGHLIGHT_SECTIONS:
        for i, entry in enumerate(as_dicts(data.get(section))):
            items = entry.get("highlights")
            if isinstance(items, list):
                for j, item in enumerate(items):
                    text = as_text(item)
                    if text:
                        yield f"{section}[{i}].highlights[{j}]", text


def cjk_count(text: str) -> int:
    return len(CJK.findall(text))


def word_count(text: str) -> float:
    """Words as a reader counts them: Latin words, and Chinese at two characters a word
    (a Chinese word is one to three characters; 80 characters read like 40 English words)."""
    latin = len(_LATIN_WORD.findall(CJK.sub(" ", text)))
    return latin + cjk_count(text) / 2


def is_chinese(text: str) -> bool:
    return cjk_count(text) * 2 >= len(text.strip()) * 0.5 if text.strip() else False


def quote(text: str, limit: int = 160) -> str:
    """The text as a finding quotes it: on one line, cut with an ellipsis past `limit`."""
    one_line = " ".join(str(text).split())
    return one_line if len(one_line) <= limit else one_line[: limit - 1].rstrip() + "…"
