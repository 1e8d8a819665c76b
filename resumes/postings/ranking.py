"""Ordering resumes for one posting: by score, and where scores tie (often at low scores) by
the required keywords matched, then the preferred ones, then how close the posting's title is
to the resume's label and positions."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from resumes.postings.match import Match
from resumes.postings.sections import REQUIRED
from resumes.skills.terms import normalize, stem

_LATIN = re.compile(r"[a-z][a-z0-9+#.\-]*")
_CJK = re.compile(r"[\u3400-\u9fff]+")
_TITLE_STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "or",
        "of",
        "the",
        "for",
        "in",
        "at",
        "to",
        "with",
        "senior",
        "junior",
        "lead",
    ]
)


def resume_titles(document: Any) -> list[str]:
    """The resume's label and the positions it lists (JSON Resume `basics.label`,
    `work[].position`)."""
    if not isinstance(document, dict):
        return []
    titles = []
    basics = document.get("basics")
    if isinstance(basics, dict) and isinstance(basics.get("label"), str):
        titles.append(basics["label"])
    work = document.get("work")
    for job in work if isinstance(work, list) else []:
        if isinstance(job, dict) and isinstance(job.get("position"), str):
            titles.append(job["position"])
    return titles


def _features(text: str) -> set[str]:
    """English word stems and Chinese character pairs of a title."""
    text = normalize(text)
    found = {stem(w) for w in _LATIN.findall(text) if w not in _TITLE_STOP}
    for run in _CJK.findall(text):
        found.update(run[i : i + 2] for i in range(len(run) - 1)) if len(run) > 1 else found.add(
            run
        )
    return found


def title_similarity(posting_title: str, titles: Iterable[str]) -> float:
    """The best overlap (0..1, Jaccard) between the posting's title and one of `titles`."""
    want = _features(posting_title)
    if not want:
        return 0.0
    best = 0.0
    for title in titles:
        have = _features(title)
        if have:
            best = max(best, len(want & have) / len(want | have))
    return best


def rank_key(match: Match, posting_title: str, document: Any) -> tuple[int, int, int, float]:
    """Higher is better: score, required matched, preferred matched, title similarity."""
    required = sum(1 for k in match.keywords if k.matched and k.supported and k.kind == REQUIRED)
    preferred = sum(1 for k in match.keywords if k.matched and k.supported and k.kind != REQUIRED)
    similarity = title_similarity(posting_title, resume_titles(document))
    return match.score, required, preferred, round(similarity, 3)
