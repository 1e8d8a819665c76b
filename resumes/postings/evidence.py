"""A keyword's evidence in words for the pages: where in the resume it was found
("Work experience · Acme") and how the posting asks for it."""

from __future__ import annotations

import re
from typing import Any

from django.utils.translation import pgettext

from resumes.forms import SECTION_LABELS
from resumes.postings.match import Match
from resumes.trust.matching import ENTRY_KEYS, entry_label, entry_list

_ENTRY = re.compile(r"^(?P<section>[A-Za-z]+)(?:\[(?P<index>\d+)\])?")


def place(document: Any, path: str) -> str:
    """Where a path is, in words: "Work experience · Acme", "Basics"."""
    match = _ENTRY.match(path or "")
    if not match:
        return path
    section = match.group("section")
    label = str(SECTION_LABELS.get(section, section))
    if match.group("index") is None or section not in ENTRY_KEYS:
        return label
    entries = entry_list(document, section)
    index = int(match.group("index"))
    if index >= len(entries):
        return label
    return f"{label} · {entry_label(entries[index], ENTRY_KEYS[section], index)}"


def kind_label(kind: str) -> str:
    if kind == "preferred":
        return pgettext("keyword kind", "preferred")
    return pgettext("keyword kind", "required")


def evidence_rows(document: Any, match: Match) -> list[dict[str, Any]]:
    """One row per keyword for the templates: keyword, kind in words, the posting's line, and
    where the resume has it."""
    return [
        {
            "keyword": item.keyword,
            "kind": item.kind,
            "kind_label": kind_label(item.kind),
            "line": item.line,
            "matched": item.matched,
            "supported": item.supported,
            "place": place(document, item.path) if item.matched else "",
            "text": item.text,
        }
        for item in match.keywords
    ]
