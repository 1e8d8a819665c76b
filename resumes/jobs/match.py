"""How well a resume covers a posting's keywords: a score 0-100, matched and missing.

A keyword counts as matched when the resume's text (every text of the document except contact
details) names it in any of its forms: a vocabulary skill by any synonym (the posting's
"Postgres" is matched by the resume's "PostgreSQL"), a phrase as written. The score is the
matched share of the keywords' weights, rounded.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from resumes.jobs.keywords import normalize, skills_in
from resumes.jobs.vocabulary import SKILLS

_CONTACT_KEYS = frozenset({"email", "phone", "url", "image", "profiles", "location"})


@dataclass(frozen=True)
class Match:
    score: int
    matched: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"score": self.score, "matched": list(self.matched), "missing": list(self.missing)}


def resume_text(document: Any) -> str:
    """Every text of the document but contact details, normalised, one per line."""
    return "\n".join(normalize(text) for text in _texts(document, top=True))


def _texts(value: Any, *, top: bool = False, in_basics: bool = False) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key == "meta" and top:
                continue
            if in_basics and key in _CONTACT_KEYS:
                continue
            yield from _texts(item, in_basics=top and key == "basics")
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


@dataclass(frozen=True)
class ResumeIndex:
    """A resume read once for scoring against many postings: its text and its skills."""

    text: str
    skills: frozenset[str]


def index_resume(document: Any) -> ResumeIndex:
    text = resume_text(document)
    return ResumeIndex(text, frozenset(skills_in(text)))


def match_keywords(document: Any, keywords: Sequence[dict[str, Any]]) -> Match:
    """Score `document` (a JSON Resume document, or its `index_resume`) against stored keywords
    (`{"keyword", "canonical", "weight"}`), in their order of importance."""
    index = document if isinstance(document, ResumeIndex) else index_resume(document)
    text, present = index.text, index.skills
    matched: list[str] = []
    missing: list[str] = []
    total = got = 0.0
    for keyword in _valid(keywords):
        weight = float(keyword.get("weight") or 1.0)
        total += weight
        canonical = str(keyword.get("canonical") or keyword["keyword"])
        if canonical in present or (canonical not in SKILLS and canonical in text):
            matched.append(keyword["keyword"])
            got += weight
        else:
            missing.append(keyword["keyword"])
    score = round(100 * got / total) if total else 0
    return Match(score=max(0, min(100, score)), matched=matched, missing=missing)


def _valid(keywords: Iterable[Any]) -> Iterator[dict[str, Any]]:
    for keyword in keywords:
        if isinstance(keyword, dict) and isinstance(keyword.get("keyword"), str):
            yield keyword


def match_text(document: Any, posting_text: str) -> Match:
    """Extract the posting's keywords and score the document against them."""
    from resumes.jobs.keywords import extract_keywords

    return match_keywords(document, [k.as_dict() for k in extract_keywords(posting_text)])
