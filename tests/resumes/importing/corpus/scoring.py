"""Field precision, recall and F1 of an imported document against the expected one.

Facts compared: basics (name, label, email, phone digits, URL, city, profiles, summary), and
per entry, after pairing each expected entry with the imported entry sharing most facts:
work and volunteer (organisation, position, dates, location, each highlight), education
(institution, degree, area, dates, score, each course), projects (name, dates, URL,
description, each highlight), awards, certificates and publications (title, issuer, date);
skills and interests as the set of their terms; languages as (language, fluency).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any

ENTRY_FIELDS = {
    "work": ("name", "position", "startDate", "endDate", "location", "highlights"),
    "volunteer": ("organization", "position", "startDate", "endDate", "highlights"),
    "education": ("institution", "studyType", "area", "startDate", "endDate", "score", "courses"),
    "projects": ("name", "startDate", "endDate", "url", "description", "highlights"),
    "awards": ("title", "awarder", "date"),
    "certificates": ("name", "issuer", "date", "url"),
    "publications": ("name", "publisher", "releaseDate", "url"),
    "languages": ("language", "fluency"),
    "references": ("name",),
}
_CJK_SPACE = re.compile(
    r"(?<=[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef])\s+|\s+(?=[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef])"
)


@dataclass
class Score:
    true_positive: int = 0
    false_positive: int = 0
    false_negative: int = 0

    def add(self, other: Score) -> None:
        self.true_positive += other.true_positive
        self.false_positive += other.false_positive
        self.false_negative += other.false_negative

    @property
    def precision(self) -> float:
        found = self.true_positive + self.false_positive
        return self.true_positive / found if found else 1.0

    @property
    def recall(self) -> float:
        wanted = self.true_positive + self.false_negative
        return self.true_positive / wanted if wanted else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def norm(value: Any, kind: str = "") -> str:
    text = unicodedata.normalize("NFKC", str(value)).strip().lower()
    if kind == "url":
        text = re.sub(r"^(https?://)?(www\.)?", "", text).rstrip("/")
    if kind == "phone":
        return re.sub(r"\D", "", text)
    text = _CJK_SPACE.sub("", text)
    text = re.sub(r"\s+", " ", text)
    return text.strip(" .,;:·|-–—()（）。，")


def _facts(entry: dict[str, Any], fields: tuple[str, ...]) -> list[tuple[str, str]]:
    out = []
    for name in fields:
        value = entry.get(name)
        kind = "url" if name == "url" else ""
        if isinstance(value, list):
            out.extend((name, norm(v)) for v in value if isinstance(v, str) and norm(v))
        elif isinstance(value, str) and norm(value, kind):
            out.append((name, norm(value, kind)))
    return out


def _compare(expected: list[tuple], found: list[tuple]) -> Score:
    remaining = list(found)
    hits = 0
    for fact in expected:
        if fact in remaining:
            remaining.remove(fact)
            hits += 1
    return Score(hits, len(found) - hits, len(expected) - hits)


def _entries(expected: list[dict], found: list[dict], fields: tuple[str, ...]) -> Score:
    wanted = [_facts(e, fields) for e in expected if isinstance(e, dict)]
    got = [_facts(f, fields) for f in found if isinstance(f, dict)]
    pairs = sorted(
        (
            (_compare(w, g).true_positive, i, j)
            for i, w in enumerate(wanted)
            for j, g in enumerate(got)
        ),
        reverse=True,
    )
    used_w, used_g, score = set(), set(), Score()
    for hits, i, j in pairs:
        if hits == 0 or i in used_w or j in used_g:
            continue
        used_w.add(i)
        used_g.add(j)
        score.add(_compare(wanted[i], got[j]))
    for i, facts in enumerate(wanted):
        if i not in used_w:
            score.false_negative += len(facts)
    for j, facts in enumerate(got):
        if j not in used_g:
            score.false_positive += len(facts)
    return score


def _terms(items: Any) -> list[tuple[str, str]]:
    out = []
    for item in items or []:
        if not isinstance(item, dict):
            continue
        for value in [item.get("name"), *(item.get("keywords") or [])]:
            if isinstance(value, str) and norm(value):
                out.append(("term", norm(value)))
    return out


def _basics(basics: dict[str, Any]) -> list[tuple[str, str]]:
    facts = _facts(basics, ("name", "label", "email", "summary"))
    if basics.get("phone"):
        facts.append(("phone", norm(basics["phone"], "phone")))
    if basics.get("url"):
        facts.append(("url", norm(basics["url"], "url")))
    city = (basics.get("location") or {}).get("city")
    if city:
        facts.append(("city", norm(city)))
    for profile in basics.get("profiles") or []:
        key = profile.get("username") or profile.get("url") or ""
        facts.append(("profile", norm(f"{profile.get('network', '')}:{key}")))
    return facts


def score_document(expected: dict[str, Any], found: dict[str, Any]) -> Score:
    score = _compare(_basics(expected.get("basics") or {}), _basics(found.get("basics") or {}))
    for section, fields in ENTRY_FIELDS.items():
        score.add(_entries(expected.get(section) or [], found.get(section) or [], fields))
    for section in ("skills", "interests"):
        score.add(_compare(_terms(expected.get(section)), _terms(found.get(section))))
    return score


def content_recall(expected: dict[str, Any], found: dict[str, Any]) -> float:
    """Share of the expected document's words (each CJK character a word) found as words in
    the imported one: glued, split and lost words all lower it."""
    from resumes.importing.words import document_tokens

    wanted, got = document_tokens(expected), document_tokens(found)
    total = sum(wanted.values())
    return sum(min(n, got.get(w, 0)) for w, n in wanted.items()) / total if total else 1.0
