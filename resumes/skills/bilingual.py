"""A skill phrase in one language found by its translation word by word in the other (issue
28, engineer match29; the job match only, the guard's `supports` keeps its own rules).

`data/words_zh.txt` pairs English skill words with their Chinese words (management / 管理,
site / 现场, contract / 合同, injection / 注入). A Chinese phrase of the posting cut into those
words from the left, longest first (a Latin word stays itself: SQL注入 is sql + 注入), is
found in the resume as the English words in the same order, each in some inflection ("site
management", "managed the site" is not); an English phrase of two or three words is found as
the Chinese words run together, the order of "X of Y" turned (review of contracts: 合同审查).
Every word must be known; one unknown word and the phrase is left to the other rules. A
phrase whose meaning is not its words' (line maintenance = 航线维修) belongs in concepts.txt.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from resumes.skills.abbreviations import FUNCTION_WORDS
from resumes.skills.variants import _cached

if TYPE_CHECKING:
    from resumes.skills.index import SkillIndex

WORDS_FILE = Path(__file__).resolve().parent / "data" / "words_zh.txt"
_CJK = re.compile(r"[\u3400-\u9fff]")
_PIECE = re.compile(r"[\u3400-\u9fff]+|[a-z0-9+#]+")
_MAX_CANDIDATES = 24


@lru_cache(maxsize=1)
def glossary() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """(English word -> Chinese words, Chinese word -> English words)."""
    to_zh: dict[str, list[str]] = {}
    to_en: dict[str, list[str]] = {}
    for line in WORDS_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        english, *chinese = (part.strip() for part in line.split("|"))
        english = english.lower()
        for word in chinese:
            if word:
                to_zh.setdefault(english, []).append(word)
                to_en.setdefault(word, []).append(english)
    return (
        {k: tuple(dict.fromkeys(v)) for k, v in to_zh.items()},
        {k: tuple(dict.fromkeys(v)) for k, v in to_en.items()},
    )


@lru_cache(maxsize=4096)
def chinese_words(phrase: str) -> tuple[str, ...]:
    """The glossary's Chinese words that make up `phrase`, longest first from the left, Latin
    words kept as they are; () when a piece is no word of the glossary."""
    _, to_en = glossary()
    longest = max((len(w) for w in to_en), default=1)
    out: list[str] = []
    for piece in _PIECE.findall(phrase):
        if not _CJK.match(piece):
            out.append(piece)
            continue
        i = 0
        while i < len(piece):
            for size in range(min(longest, len(piece) - i), 1, -1):
                if piece[i : i + size] in to_en:
                    out.append(piece[i : i + size])
                    i += size
                    break
            else:
                return ()
    return tuple(out)


@lru_cache(maxsize=4096)
def english_options(phrase: str) -> tuple[tuple[str, ...], ...]:
    """Per word of a Chinese (or mixed) phrase, its English words' stems; () when unknown."""
    words = chinese_words(phrase)
    if len(words) < 2 or not any(_CJK.match(w) for w in words):
        return ()
    _, to_en = glossary()
    return tuple(
        tuple(dict.fromkeys(_stem(w) for w in to_en[word])) if _CJK.match(word) else (word,)
        for word in words
    )


@lru_cache(maxsize=4096)
def chinese_options(phrase: str) -> tuple[tuple[str, ...], ...]:
    """Per unit of an English phrase, its Chinese words ("review of contracts": 合同, 审查)."""
    if not phrase.isascii():
        return ()
    to_zh, _ = glossary()
    words = phrase.replace("-", " ").split()
    if " of " in f" {phrase} ":  # "review of contracts": the Chinese puts the object first
        at = words.index("of")
        words = words[at + 1 :] + words[:at]
    units = _units(words, to_zh)
    if not 2 <= len(units) <= 4:
        return ()
    return tuple(to_zh[u] for u in units)


def _patterns(phrase: str, joined: str) -> list[re.Pattern[str]]:
    """The phrase's translations as patterns, only of words the resume has somewhere."""
    chinese = bool(_CJK.search(phrase))
    options = english_options(phrase) if chinese else chinese_options(phrase)
    present = [tuple(o for o in each if o.split()[0] in joined) for each in options]
    if not present or not all(present):
        return []
    out = []
    for choice in itertools.islice(itertools.product(*present), _MAX_CANDIDATES):
        if chinese:
            words = " ".join(choice).split()
            body = r"\s+(?:(?:of|and|the|&)\s+)?".join(re.escape(w) + r"[a-z\-]*" for w in words)
            out.append(_compiled(rf"(?<![a-z0-9]){body}(?![a-z0-9])"))
        else:
            out.append(_compiled(".{0,2}?".join(re.escape(c) for c in choice)))
    return out


@lru_cache(maxsize=8192)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def _units(words: list[str], to_zh: dict[str, tuple[str, ...]]) -> list[str]:
    """The words of an English phrase as glossary units (a two-word unit first), function
    words left out; [] when a content word is unknown."""
    units: list[str] = []
    i = 0
    while i < len(words):
        pair = " ".join(words[i : i + 2])
        if pair in to_zh and i + 1 < len(words):
            units.append(pair)
            i += 2
            continue
        word = words[i]
        if word in FUNCTION_WORDS:
            i += 1
            continue
        known = word if word in to_zh else word[:-1] if word.endswith("s") else word
        if known not in to_zh:
            return []
        units.append(known)
        i += 1
    return units


def _stem(words: str) -> str:
    """Each word's stem, for any inflection: "management" manag(ing), "contracts" contract."""
    return " ".join(
        w[:5] if len(w) >= 7 else w[:-1] if w.endswith(("e", "s")) else w for w in words.split()
    )


def find_translation(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """Where the resume has `phrase` (normalised) in the other language, word by word."""
    if len(phrase) < 3 or (phrase.isascii() and " " not in phrase.replace("-", " ")):
        return None  # one English word, or two Chinese characters: no words to translate
    scripts = _cached(
        index,
        "\0\0scripts",
        lambda: (bool(_CJK.search(index.joined)), bool(re.search("[a-z]", index.joined))),
    )
    if not scripts[0 if not _CJK.search(phrase) else 1]:
        return None  # the resume has nothing in the other script: at once
    key = "\0tr" + phrase
    if key in index._found:
        return index._found[key]
    found = None
    for pattern in _patterns(phrase, index.joined):
        for path, normalised, text in index.texts:
            if pattern.search(normalised):
                found = (path, text)
                break
        if found:
            break
    index._found[key] = found
    return found
