"""The safety net under the LinkedIn profile reader (`linkedin_pdf`): a reader that takes a
document over from the general pipeline must never place less of it.

The same lines are also read by the general pipeline (`pipeline.build_draft`). The page's
words (each CJK character a word) placed in a field by each are counted (the not-placed list
does not count). Where the LinkedIn reader left lines out of every field (a section or a
date form it does not know), each such line goes where the general pipeline put it: into the
matching role's highlights or summary (the role told by its start date), into the summary,
or, for a whole entry of a section the reader lacks, that entry. If the LinkedIn reading
still places a share of the page's words fewer than the general one (`SHORTFALL`), the
general draft is used instead. Any line whose words are found nowhere is listed as not
placed, so no word is lost."""

from __future__ import annotations

import copy
import re
from collections import Counter
from typing import Any

from resumes.importing.draft import UNPLACED_KEY
from resumes.importing.lines import Line, is_cjk
from resumes.importing.linkedin_entries import DURATION, DURATION_TAIL, li_range
from resumes.importing.words import content_tokens, document_strings, document_tokens

# Of the page's words, the share the LinkedIn reading may place fewer than the general
# pipeline (labels it turns into structure, "(Mobile)", "(LinkedIn)", differ between them).
SHORTFALL = 0.01
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_ENTRY_SECTIONS = ("work", "volunteer", "education", "projects")


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()


def _fields(document: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in document.items() if k != UNPLACED_KEY}


def content_text(text: str) -> str:
    """A line without what becomes structure: its date range, a role's date line with its
    duration ("... (5 years 11 months)") and a company's total ("6 years 2 months")."""
    if DURATION.match(text) or (DURATION_TAIL.search(text) and li_range(text)):
        return ""  # a role's date line: structure, however its month names were spaced
    span = li_range(text)
    if span is not None:
        text = text[: span.begin] + " " + text[span.finish :]
    return text


def page_words(lines: list[Line]) -> Counter:
    return Counter(t for line in lines for t in content_tokens(content_text(line.text)))


def placed_share(words: Counter, document: dict[str, Any]) -> float:
    """Share of the page's words placed in a field of the document."""
    total = sum(words.values())
    if not total:
        return 1.0
    got = document_tokens(_fields(document))
    return sum(min(n, got.get(w, 0)) for w, n in words.items()) / total


def _placed(text: str, haystack: str, got: Counter) -> bool:
    """A line is placed when its text is in a field, or all its Latin words are and each
    run of CJK characters is in a field (dates and durations left out)."""
    if _compact(text) in haystack:
        return True
    text = content_text(text)
    words = [w for w in content_tokens(text) if not is_cjk(w)]
    runs = _CJK_RUN.findall(text)
    return all(got.get(w, 0) for w in words) and all(run.lower() in haystack for run in runs)


def unplaced_lines(lines: list[Line], document: dict[str, Any]) -> list[str]:
    return not_in_fields([line.text.strip() for line in lines], document)


def not_in_fields(texts: list[str], document: dict[str, Any]) -> list[str]:
    fields = _fields(document)
    haystack = "\u0001".join(_compact(s) for s in document_strings(fields))
    got = document_tokens(fields)
    return [text for text in texts if not _placed(text, haystack, got)]


def _where(text: str, document: dict[str, Any]) -> tuple[str, int, str] | None:
    """(section, entry index, field) of the general draft that holds the line; ("basics", 0,
    "summary") for the summary."""
    needle = _compact(text)
    summary = (document.get("basics") or {}).get("summary") or ""
    if needle in _compact(summary):
        return ("basics", 0, "summary")
    for section in (*_ENTRY_SECTIONS, "awards", "certificates", "publications", "skills"):
        for n, entry in enumerate(document.get(section) or []):
            if not isinstance(entry, dict):
                continue
            for key, value in entry.items():
                values = value if isinstance(value, list) else [value]
                if any(isinstance(v, str) and needle in _compact(v) for v in values):
                    return (section, n, key)
    return None


def _add_text(entry: dict[str, Any], key: str, text: str) -> None:
    if isinstance(entry.get(key), list):
        entry[key].append(text)
    elif key in ("highlights", "courses", "keywords"):
        entry[key] = [text]
    elif entry.get(key):
        entry[key] = f"{entry[key]}\n{text}"
    else:
        entry[key] = text


def rescue(lines: list[Line], document: dict[str, Any], general: dict[str, Any]) -> dict[str, Any]:
    """The LinkedIn document with the lines it left out of every field put where the
    general draft put them: into the same field of the entry that holds the line above on
    the page (or the entry of the same start date), into the summary, or the general
    draft's entry itself where the reader has none."""
    document = copy.deepcopy(document)
    adopted: set[tuple[str, int]] = set()
    lost = set(unplaced_lines(lines, document))
    last: tuple[str, int] | None = None  # the entry that holds the page's line before
    for line in lines:
        text = line.text.strip()
        if text not in lost:
            held = _where(text, document)
            if held is not None and held[0] != "basics":
                last = held[:2]
            continue
        where = _where(text, general)
        if where is None:
            continue
        section, n, key = where
        if section == "basics":
            _add_text(document.setdefault("basics", {}), "summary", text)
            continue
        theirs = general[section][n]
        mine = [
            entry
            for entry in document.get(section) or []
            if isinstance(entry, dict)
            and theirs.get("startDate")
            and entry.get("startDate") == theirs.get("startDate")
        ]
        if last is not None and last[0] == section:
            mine = [document[section][last[1]]]  # under the entry the page shows it under
        if mine and key not in ("startDate", "endDate"):
            _add_text(mine[0], key if key in ("highlights", "summary") else "highlights", text)
        elif not mine and (section, n) not in adopted and section not in document:
            document.setdefault(section, []).append(copy.deepcopy(theirs))
            adopted.add((section, n))
        elif not mine and (section, n) not in adopted:
            # A section the reader has, an entry it missed: the general draft's entry.
            document[section].append(copy.deepcopy(theirs))
            adopted.add((section, n))
    return document


def net(
    lines: list[Line], document: dict[str, Any], general: dict[str, Any]
) -> tuple[dict[str, Any], str]:
    """(document, outcome): outcome "linkedin" (nothing to do), "rescued" (lines put where
    the general draft put them) or "general" (the general draft is better: use it)."""
    lines = [line for line in lines if line.text.strip()]
    words = page_words(lines)
    theirs = placed_share(words, general)
    if placed_share(words, document) >= theirs - SHORTFALL and not _lost_sections(
        document, general
    ):
        return document, "linkedin"
    rescued = rescue(lines, document, general)
    if placed_share(words, rescued) >= theirs - SHORTFALL:
        return rescued, "rescued"
    return general, "general"


def _lost_sections(document: dict[str, Any], general: dict[str, Any]) -> bool:
    """Whether the general draft has entries of a section the LinkedIn reading lacks."""
    return any(general.get(section) and not document.get(section) for section in _ENTRY_SECTIONS)
