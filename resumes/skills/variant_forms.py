"""More wording variants of a skill in a resume for the job match (issue 28, fourth round;
the guard's support keeps its own rules): a phrase in the other spelling (`spelling`), a short
form spelled out in lower case, an acronym that spells an ordinary word in capitals only, a
phrase opening with a hyphenated compound written short, a Chinese term and its short form of
first characters, a name inside a CamelCase name no list knows. Each search reads the resume's
texts once (kept with its `SkillIndex`) and answers (path, text) or None.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from resumes.skills.abbreviations import (
    COMBINING_FORMS,
    FUNCTION_WORDS,
    compound_parts,
    initials_match,
    letters,
)
from resumes.skills.spelling import american
from resumes.skills.terms import is_one_term
from resumes.skills.variants import _by_first_letter, _cached

if TYPE_CHECKING:
    from resumes.skills.index import SkillIndex


def find_spelling(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """Where the resume has a Latin phrase in the other spelling, British or American ("data
    modelling" in "data modeling", "colour management" in "color management": `spelling`)."""
    if not phrase.isascii():
        return None
    want = american(phrase)
    texts = _cached(index, "\0\0american", lambda: [american(n) for _, n, _ in index.texts])
    folded = _cached(
        index,
        "\0\0folded",
        lambda: [t != n for t, (_, n, _) in zip(texts, index.texts, strict=True)],
    )
    if want == phrase and not _cached(index, "\0\0anyfolded", lambda: [any(folded)])[0]:
        return None  # nothing to fold on either side: the plain search has answered
    joined = _cached(index, "\0\0americanjoined", lambda: ["\n".join(texts)])
    if want not in joined[0]:
        return None
    pattern = _word_pattern(want)
    for (path, _, text), folded in zip(index.texts, texts, strict=True):
        if pattern.search(folded):
            return path, text
    return None


def find_spelled_lower(index: SkillIndex, short: str) -> tuple[str, str] | None:
    """Where the resume spells out a short form of three to six letters in lower case ("SLAM" in
    "simultaneous localization and mapping", "ELD" in "rolled out electronic logging devices"): a
    run of words whose initials make it, each content word of four letters or more (five for
    a short form of three letters), none an ordinary word of the `_COMMON` kind, so that
    chance runs ("never read poems" for NRP) do not count."""
    bare = letters(short)
    if not 3 <= len(bare) <= 6 or not bare.isalpha():
        return None
    shortest = 5 if len(bare) == 3 else 4  # three letters arise by chance more often
    key = "\0lo" + bare
    if key in index._found:
        return index._found[key]
    found = None
    every = _cached(index, "\0\0lowerstarts", lambda: _starts(index))
    needed = set(bare)
    for (path, _, text), (words, starts, initials) in zip(index.texts, every, strict=True):
        if not needed <= initials:
            continue  # a letter of it is no word's (nor a compound part's) first: at once
        for i in starts.get(bare[0], ()):  # the words a run may start with, by first letter
            for j in range(i + 2, min(len(words), i + len(bare) + 3) + 1):
                run = words[i:j]
                content = [w for w in run if w not in FUNCTION_WORDS]
                if any(len(w) < shortest or w in _COMMON for w in content) and (
                    any(w in _COMMON for w in content) or not _long_enough(content, shortest)
                ):
                    break
                if bare in _strict_initials(tuple(run)) or (
                    any(w.startswith(COMBINING_FORMS) for w in content)
                    and any(
                        bare in _strict_initials(split) for split in _compound_splits(tuple(run))
                    )
                ):  # one letter a word, or a part of a compound of combining forms
                    # ("transesophageal echocardiography" for TEE)
                    found = (path, text)
                    break
            if found:
                break
        if found:
            break
    index._found[key] = found
    return found


def _starts(index: SkillIndex) -> list[tuple[list[str], dict[str, list[int]], frozenset[str]]]:
    """Per text, its lower-case words, where a spelled-out run may start (a word that is no
    function word nor common word) by first letter, and every letter a run can give (words'
    first letters, a hyphen part's, a compound part's): read once per resume."""
    out = []
    for _, normalised, _ in index.texts:
        words = _LOWER_WORD.findall(normalised)
        starts: dict[str, list[int]] = {}
        initials = set()
        for i, word in enumerate(words):
            initials.update(part[0] for part in word.split("-") if part)
            parts = compound_parts(word)
            if parts:
                initials.add(parts[1][0])
            if word not in FUNCTION_WORDS and word not in _COMMON:
                starts.setdefault(word[0], []).append(i)
        out.append((words, starts, frozenset(initials)))
    return out


def _long_enough(content: list[str], shortest: int) -> bool:
    """Every content word `shortest` letters or more; the last may have four when the others
    have seven or more ("customer acquisition cost", "minimum equipment list")."""
    if all(len(w) >= shortest for w in content):
        return True
    *others, last = content
    return bool(others) and len(last) >= 4 and all(len(w) >= 7 for w in others)


@lru_cache(maxsize=16384)
def _compound_splits(run: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The run with one compound word cut into its combining form and the rest."""
    out = []
    for k, word in enumerate(run):
        parts = compound_parts(word)
        if parts:
            out.append((*run[:k], *parts, *run[k + 1 :]))
    return tuple(out)
