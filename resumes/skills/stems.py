"""Inflection found by a maintained stemmer, for the job match only (the guard's support keeps
its own, stricter rules).

- **Words by their Snowball stems** (`find_stemmed`): every content word of a Latin keyword has
  the same Porter2 stem as a word of one text of the resume ("intraoral scans" in "intraoral
  scanning", "safety planning" in "safety plans", "wound dressings" in "wound dressing
  changes"). The stemmer is `snowballstemmer` (BSD-3, the Snowball project's English stemmer),
  where the older rules cut words by hand ("scanning" and "scans" gave "scann" and "scan").
- **A short form in the plural** (same function): a word of the keyword written in capitals
  ("SKU", "NCRs", "BOL") is the same word as the resume's capitals with or without a plural
  "s" ("SKUs", "NCR", "BOLs"). Two letters count only when both sides write capitals, so "GA"
  is never "gas".
- **A Chinese compound with its second word clipped to its last character**
  (`find_clipped_compound`): 应收账款 is 应收款, 包装物料 包装料 (the first word kept whole, the
  second word's last character kept, a common way of shortening AB+CD to AB+D), and the reverse
  (a posting's 应收款 in a resume's 应收账款). Four characters exactly, or three for the
  reverse with one character inserted before the last.

Each search reads the resume's texts once (kept with its `SkillIndex`) and answers (path, text)
or None.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

import snowballstemmer

from resumes.skills.abbreviations import FUNCTION_WORDS
from resumes.skills.terms import GENERIC

if TYPE_CHECKING:
    from resumes.skills.index import SkillIndex

_STEMMER = snowballstemmer.stemmer("english")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9]*|[0-9]+")
# a sign or a dot is part of a name ("C++", "Node.js", "C#"): such keywords are left alone
_PLAIN = re.compile(r"[A-Za-z0-9\s\-/']+")
_SHORT = re.compile(r"[A-Z][A-Z0-9]{1,5}s?")
_CJK4 = re.compile(r"[\u3400-\u9fff]{4}")
_CJK3 = re.compile(r"[\u3400-\u9fff]{3}")
_CJK = r"[\u3400-\u9fff]"


@lru_cache(maxsize=65536)
def stem_word(word: str) -> str:
    """The word's Porter2 (Snowball English) stem when the stemmer only took off an inflection
    ("scanning" and "scans" are "scan", "policies" "polici"), else the word itself: a
    derivation is another word ("organization" is not "organ", "operations" not "operator").
    Kept once per process."""
    stem = _STEMMER.stemWord(word)
    if word.startswith(stem) or (stem.endswith("i") and word.startswith(stem[:-1] + "y")):
        rest = word[len(stem) :]
    else:
        return word
    if rest[:1] == stem[-1:] and rest[1:] in _DOUBLED:  # "scanning": the n doubled
        rest = rest[1:]
    return stem if rest in _INFLECTIONS else word


_INFLECTIONS = frozenset(["", "s", "es", "e", "ed", "d", "ing", "ings", "er", "ers"])
_DOUBLED = frozenset(["ing", "ings", "ed", "er", "ers"])


@lru_cache(maxsize=65536)
def _token_key(token: str, short: bool) -> str:
    """A short form in capitals as its letters without a plural "s" ("\x02sku" for "SKUs"),
    any other word as its stem."""
    if short:
        bare = token[:-1] if token.endswith("s") and len(token) > 2 else token
        return "\x02" + bare.lower()
    return stem_word(token.lower())


def _is_short(token: str) -> bool:
    return bool(_SHORT.fullmatch(token)) and not token.istitle()


def _text_keys(index: SkillIndex) -> list[frozenset[str]]:
    return index.per_text(
        "snowball",
        lambda entry: frozenset(_token_key(t, _is_short(t)) for t in _TOKEN.findall(entry[2])),
    )


@lru_cache(maxsize=16384)
def _wanted(keyword: str, line: str) -> frozenset[str]:
    """The keys every one of which a text must have; empty when the rule adds nothing (no word
    of four letters or more, no short form). A word stored in lower case is a short form when
    the posting's line writes it in capitals ("sku" of "600 SKUs")."""
    if not _PLAIN.fullmatch(keyword):
        return frozenset()
    capitals: dict[str, str] = {}
    for token in _TOKEN.findall(line):
        if _is_short(token):
            capitals[token.lower()] = token
            if token.endswith("s") and len(token) > 2:
                capitals.setdefault(token[:-1].lower(), token[:-1])
    keys, weighty = set(), False
    for token in _TOKEN.findall(keyword):
        lower = token.lower()
        if lower in FUNCTION_WORDS or lower in GENERIC:
            continue
        written = token if _is_short(token) else capitals.get(lower, token)
        short = _is_short(written)
        weighty = weighty or short or len(lower) >= 4
        keys.add(_token_key(written, short))
    return frozenset(keys) if weighty else frozenset()


@lru_cache(maxsize=16384)
def _cache_key(wanted: frozenset[str]) -> str:
    return "\0st" + "\0".join(sorted(wanted))


def find_stemmed(index: SkillIndex, keyword: str, line: str = "") -> tuple[str, str] | None:
    """Where one text of the resume has every content word of `keyword` (as the posting writes
    it; `line` is its sentence) by its Snowball stem, and each short form in capitals with or
    without its plural."""
    wanted = _wanted(keyword, line)
    if not wanted:
        return None
    key = _cache_key(wanted)
    if key in index._found:
        return index._found[key]
    found = None
    texts = _text_keys(index)
    if wanted <= index.union("snowball"):
        found = next(
            ((p, t) for (p, _, t), keys in zip(index.texts, texts, strict=True) if wanted <= keys),
            None,
        )
    index._found[key] = found
    return found


@lru_cache(maxsize=4096)
def _clipped_pattern(phrase: str) -> re.Pattern[str] | None:
    if _CJK4.fullmatch(phrase):  # 应收账款 -> 应收款
        return re.compile(re.escape(phrase[:2] + phrase[3]))
    if _CJK3.fullmatch(phrase):  # 应收款 -> 应收账款
        return re.compile(rf"{re.escape(phrase[:2])}{_CJK}{re.escape(phrase[2])}")
    return None


def find_clipped_compound(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """A Chinese compound of two two-character words written with the second one clipped to its
    last character (应收账款 as 应收款), or the reverse."""
    pattern = _clipped_pattern(phrase)
    if pattern is None or phrase[:2] not in index.joined:
        return None
    key = "\0cc" + phrase
    if key not in index._found:
        index._found[key] = next(((p, t) for p, n, t in index.texts if pattern.search(n)), None)
    return index._found[key]
