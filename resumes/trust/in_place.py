"""A Chinese line that writes a term by its Latin abbreviation where it wrote it out in
Chinese (for `skill_claimed`, issue 28, guard7).

Chinese writers give a trade's terms by their English initials as often as in Chinese:
统计过程控制 is SPC, 药审中心 CDE, 量具重复性与再现性 GR&R. No table can list every such pair,
but the edit shows it: the same clause, its other words kept, has the abbreviation where the
earlier clause had Chinese words of at least as many characters as the abbreviation has
letters, and those words are gone ("跟踪药审中心审评进度" -> "跟踪CDE审评进度"). The earlier
words name the thing, so the abbreviation claims nothing new. An abbreviation added beside the
earlier words ("跟踪CDE与药审中心审评进度" keeps them), put in place of fewer characters than
it has letters (手工 -> SAP) or into a clause with other new words is still judged as a name.
Only names the term lists do not know are read here; a known term is judged by its labels.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

_HAN = re.compile(r"[\u3400-\u9fff]")
_CLAUSE = re.compile(r"[，,；;。！？!?、\n]")
_LATIN_NAME = re.compile(r"[A-Za-z][A-Za-z0-9&]*")
# Joining words that a rewording may swap (和 / 与 / 及).
_JOINERS = frozenset("和与及并")


def _clauses(text: str) -> list[str]:
    return [c for c in _CLAUSE.split(text) if c.strip()]


def _han(text: str) -> Counter[str]:
    return Counter(ch for ch in _HAN.findall(text) if ch not in _JOINERS)


def _letters(clause: str, old: str) -> int:
    """The letters of the Latin names of `clause` that `old` does not have."""
    return sum(
        len(re.sub(r"[^A-Za-z]", "", name))
        for name in _LATIN_NAME.findall(clause)
        if name.lower() not in old.lower()
    )


def written_in_place(name: str, text: str, old_texts: Iterable[str]) -> bool:
    """Whether `name` (a Latin abbreviation in the Chinese line `text`) stands where an earlier
    clause had Chinese words that the new clause drops, its other Chinese words kept."""
    letters = re.sub(r"[^A-Za-z]", "", name)
    if not (2 <= len(letters) <= 6 and letters.isupper()):
        return False
    clause = next((c for c in _clauses(text) if name in c), "")
    new = _han(clause)
    if sum(new.values()) < 2:
        return False  # too little kept to call it the same clause
    for old_text in old_texts:
        if not _HAN.search(old_text):
            continue
        for old in _clauses(old_text):
            had = _han(old)
            gone, added = had - new, new - had
            if (
                not added
                and sum((had & new).values()) >= 2
                and sum(gone.values()) >= max(_letters(clause, old), 2)
            ):
                return True
    return False
