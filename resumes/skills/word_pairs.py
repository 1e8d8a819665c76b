"""Nouns used for one another, for the job match's last search: a posting's phrase of two to
four words with one word replaced by a word ESCO uses for it in the labels of one skill
("customer service" in "client service", "dental x-rays" for "dental radiographs", "vessel
maintenance" for "ship maintenance"). The pairs are data (`data/esco_word_pairs.txt`, built by
`scripts/build_esco_synonyms.py` from ESCO, CC BY 4.0; its header says so). One word is
replaced at a time and the rest must be there as written, so a single word alone ("clients")
never finds another. For the job match only (the guard's support keeps its own reading).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from resumes.skills.index import SkillIndex

PAIRS_FILE = Path(__file__).resolve().parent / "data" / "esco_word_pairs.txt"


@lru_cache(maxsize=1)
def word_pairs() -> dict[str, tuple[str, ...]]:
    """Each word -> the words ESCO uses for it (both ways)."""
    out: dict[str, list[str]] = {}
    for raw in PAIRS_FILE.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        first, second, _ = (part.strip() for part in raw.split("|"))
        out.setdefault(first, []).append(second)
        out.setdefault(second, []).append(first)
    return {word: tuple(others) for word, others in out.items()}


def find_word_pair(index: SkillIndex, surface: str) -> tuple[str, str] | None:
    """Where the resume has the Latin phrase `surface` (two to four words) with one word
    replaced by a word ESCO uses for it, as words in one text, or None."""
    words = surface.split(" ")
    if not 2 <= len(words) <= 4 or not surface.isascii():
        return None
    pairs = word_pairs()
    for position, word in enumerate(words):
        for other in pairs.get(word, ()):
            phrase = " ".join((*words[:position], other, *words[position + 1 :]))
            where = index.find(phrase) or index.find_words(phrase)
            if where:
                return where
    return None
