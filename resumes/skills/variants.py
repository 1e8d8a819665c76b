"""Wording variants of a skill in a resume, for the job match (the guard's support keeps its
own, stricter rules): a short form of one text and the long form of the other by their
initials (`abbreviations`), a compound written closed, open or hyphenated ("stormwater" /
"storm water", "PivotTables" / "pivot tables", "pre-press" / "prepress", "Civil3D" / "Civil
3D"), and any label of a known concept found word by word ("emergency nursing", a label of the
concept a posting's "emergency department" belongs to, in "emergency room nursing").

Each search reads the resume's texts once (kept with its `SkillIndex`) and answers
(path, text) or None.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from resumes.skills.abbreviations import (
    FUNCTION_WORDS,
    compound_parts,
    initials_match,
    is_short_form,
    letters,
)
from resumes.skills.terms import normalize
from resumes.skills.vocabulary import CREDENTIALS, SKILLS

if TYPE_CHECKING:
    from resumes.skills.index import SkillIndex

_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9&\-/.]*[A-Za-z0-9]|[A-Za-z]")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’]*(?:-[A-Za-z0-9]+)*|&")
_WORD_OR_MARK = re.compile(r"[A-Za-z][A-Za-z0-9'’]*(?:-[A-Za-z0-9]+)*|&|[^\sA-Za-z]")
_PIECE = re.compile(r"[a-z0-9+#]+")
_SPACE_OR_HYPHEN = re.compile(r"[\s\-]")
_LETTERS = re.compile(r"[a-z]+")
_AND = re.compile(r"\s(?:and|&)\s")
_MAX_RUN = 10
_CREDENTIAL_PATHS = ("certificates", "skills", "awards")
_LATIN_ONLY = re.compile(r"[^A-Za-z0-9'’\-]+")
_NAMES = (".position", ".label", ".name", ".institution", ".title", ".organization")


def _cached(index: SkillIndex, key: str, build):
    value = index._found.get(key)
    if value is None:
        value = build()
        index._found[key] = value  # type: ignore[assignment]
    return value


def _short_forms(index: SkillIndex) -> list[frozenset[str]]:
    """Per text, the letters of every short form it writes, and of each part of a
    hyphenated or slashed one ("ICH-GCP" gives ichgcp, ich and gcp)."""

    def build() -> list[frozenset[str]]:
        out = []
        for _, _, text in index.texts:
            found: set[str] = set()
            for token in _TOKEN.findall(text):
                token = token.rstrip(".")
                if not is_short_form(token):
                    continue
                found.add(letters(token))
                if token.endswith("s") and token[:-1].isupper():  # "PCRs": PCR
                    found.add(letters(token[:-1]))
                found.update(letters(p) for p in re.split(r"[-/]", token) if len(letters(p)) >= 2)
            out.append(frozenset(found))
        return out

    return _cached(index, "\0\0shorts", build)


def _capital_runs(index: SkillIndex) -> list[tuple[tuple[str, frozenset[str]], ...]]:
    """Per text, its runs of capitalised words (function words inside a run kept): "Task
    Force on Climate-related Financial Disclosures", "Engineer-in-Training"."""

    def build() -> list[tuple[tuple[str, frozenset[str]], ...]]:
        out = []
        for _, _, text in index.texts:
            runs: list[tuple[str, frozenset[str]]] = []
            current: list[str] = []
            for word in [*_WORD_OR_MARK.findall(text), "."]:
                if (word[0].isupper() and not is_short_form(word)) or (
                    current and word.lower() in FUNCTION_WORDS
                ):
                    current.append(word)
                else:
                    while current and current[-1].lower() in FUNCTION_WORDS:
                        current.pop()
                    if current:
                        run = " ".join(current[:_MAX_RUN])
                        firsts = frozenset(w[0].lower() for w in re.split(r"[\s\-]+", run) if w)
                        runs.append((run, firsts))
                    current = []
            out.append(tuple(runs))
        return out

    return _cached(index, "\0\0runs", build)


def find_spelled_out(index: SkillIndex, short: str) -> tuple[str, str] | None:
    """Where the resume spells out a short form (3 to 8 letters; 2 when the capitalised run
    is the two words) as capitalised words whose initials make it ("TCFD" in "Task Force on
    Climate-related Financial Disclosures", "RD" in "Registered Dietitian")."""
    key = "\0sp" + short
    if key not in index._found:
        index._found[key] = _spelled_out(index, short)
    return index._found[key]


def _spelled_out(index: SkillIndex, short: str) -> tuple[str, str] | None:
    bare = letters(short)
    if not 2 <= len(bare) <= 8 or not short.isascii() or " " in short:
        return None
    everywhere = _cached(
        index,
        "\0\0runfirsts",
        lambda: [frozenset().union(*(f for r in _capital_runs(index) for _, f in r))],
    )[0]
    if sum(c not in everywhere for c in bare if c.isalpha()) > 1:
        return None  # no run anywhere has its letters: at once
    for (path, _, text), runs in zip(index.texts, _capital_runs(index), strict=True):
        for run, firsts in runs:
            if sum(c not in firsts for c in bare if c.isalpha()) > 1:
                continue
            words = run.split(" ")
            if len(bare) == 2:  # two letters: only a whole entry of two words ("Registered
                # Dietitian" for "RD"), never a job title or a name ("Project Engineer" is
                # no P.E.)
                whole = len(words) == 2 and _LATIN_ONLY.sub(" ", text).split() == words
                title = path.endswith(_NAMES) and not path.startswith(_CREDENTIAL_PATHS)
                if whole and not title and initials_match(bare, run):
                    return path, text
                continue
            for i in range(len(words)):
                if words[i][0].lower() != bare[0] or words[i].lower() in FUNCTION_WORDS:
                    continue
                for j in range(i + 1, min(len(words), i + len(bare) + 4) + 1):
                    if initials_match(bare, " ".join(words[i:j])):
                        return path, text
    return None


def find_spelled_out_head(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """Where the resume spells out the short form that opens a phrase, followed by the rest
    ("AP Calculus" in "Advanced Placement Calculus": a run of capitalised words whose
    initials make the short form, then the phrase's other words)."""
    key = "\0sh" + phrase
    if key not in index._found:
        index._found[key] = _spelled_out_head(index, phrase)
    return index._found[key]


def _spelled_out_head(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    head, _, rest = phrase.partition(" ")
    bare = letters(head)
    if not rest or not 2 <= len(bare) <= 6 or not phrase.isascii():
        return None
    for (path, normalised, text), runs in zip(index.texts, _capital_runs(index), strict=True):
        if rest not in normalised:
            continue
        for run, _firsts in runs:
            words = run.split(" ")
            for i in range(len(words)):
                for j in range(i + len(bare), min(len(words), i + len(bare) + 2) + 1):
                    spelled = " ".join(words[i:j])
                    if initials_match(bare, spelled) and f"{spelled.lower()} {rest}" in normalised:
                        return path, text
    return None


def _by_first_letter(index: SkillIndex) -> dict[str, list[tuple[int, str]]]:
    """The resume's short forms of three letters or more (two mean too many things: PT, OT,
    PA) by their first letter, each with its text's number."""

    def build() -> dict[str, list[tuple[int, str]]]:
        out: dict[str, list[tuple[int, str]]] = {}
        for number, shorts in enumerate(_short_forms(index)):
            for short in sorted(shorts):
                if len(short) >= 3:
                    out.setdefault(short[0], []).append((number, short))
        return out

    return _cached(index, "\0\0byletter", build)


def find_short_form(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """Where the resume writes a Latin phrase of two words or more as a short form of its
    initials ("GHG" for "greenhouse gas", "GCP" in "ICH-GCP" for "good clinical practice")."""
    if not phrase.isascii() or not _SPACE_OR_HYPHEN.search(phrase.strip()):
        return None
    units = len(_LETTERS.findall(phrase))
    if units < 2:
        return None
    words = phrase.split(" ")
    joined = _AND.search(phrase)
    two = _cached(index, "\0\0twoletters", lambda: _two_letters(index)).get(phrase[0], [])
    for number, short in [*_by_first_letter(index).get(phrase[0], ()), *two]:
        if "&" in short and not joined:  # "P&L" stands for "profit and loss" only
            continue
        path, normalised, text = index.texts[number]
        if len(short) >= 3 and initials_match(short, phrase):
            return path, text
        # the short form with the rest of the phrase after it: "GHG accounting"; two letters
        # only so, and one closed compound may give them ("PK dosing": pharmacokinetic dosing)
        for k in range(1 if len(short) == 2 else 2, len(words)):
            rest = " ".join(words[k:])
            if f"{short} {rest}" in normalised and initials_match(short, _head(words[:k])):
                return path, text
    return None


def _two_letters(index: SkillIndex) -> dict[str, list[tuple[int, str]]]:
    """The resume's short forms of two letters by their first letter, with their text's number."""
    out: dict[str, list[tuple[int, str]]] = {}
    for number, shorts in enumerate(_short_forms(index)):
        for short in sorted(shorts):
            if len(short) == 2:
                out.setdefault(short[0], []).append((number, short))
    return out


def _head(words: list[str]) -> str:
    """The phrase's first words; one closed compound of a combining form cut in two
    ("pharmacokinetic" -> "pharmaco kinetic", "nasogastric" -> "naso gastric")."""
    if len(words) == 1:
        parts = compound_parts(words[0])
        if parts and len(parts[1]) >= 5:  # "microbial" is no "micro" + "bial"
            return " ".join(parts)
    return " ".join(words)


def _compact_grams(index: SkillIndex) -> list[frozenset[str]]:
    def build() -> list[frozenset[str]]:
        out = []
        for _, normalised, _ in index.texts:
            pieces = _PIECE.findall(normalised)
            grams = {
                "".join(pieces[i : i + n]) for n in (1, 2, 3) for i in range(len(pieces) - n + 1)
            }
            out.append(frozenset(g for g in grams if len(g) >= 6))
        return out

    return _cached(index, "\0\0compact", build)


def find_compound(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """Where the resume writes a Latin phrase with its words run together or split apart
    ("storm water" for "stormwater", "pivottables" for "pivot tables", "civil3d" for "civil
    3d", "pre-press" for "prepress"); six letters or more."""
    if not phrase.isascii():
        return None
    compact = "".join(_PIECE.findall(phrase))
    if len(compact) < 6 or len(_PIECE.findall(phrase)) > 3:
        return None
    every = _cached(index, "\0\0allgrams", lambda: frozenset().union(*_compact_grams(index)))
    if compact not in every:
        return None
    for (path, _, text), grams in zip(index.texts, _compact_grams(index), strict=True):
        if compact in grams:
            return path, text
    return None


@lru_cache(maxsize=1)
def _labels() -> dict[str, tuple[str, ...]]:
    """A known skill's canonical name -> its Latin labels of two words or more."""
    out: dict[str, tuple[str, ...]] = {}
    for table in (SKILLS, CREDENTIALS):
        for canonical, aliases in table.items():
            forms = [normalize(a) for a in (canonical, *aliases)]
            latin = tuple(f for f in dict.fromkeys(forms) if f.isascii() and " " in f)
            if latin:
                out[normalize(canonical)] = latin
    return out


def find_label(index: SkillIndex, canonical: str) -> tuple[str, str] | None:
    """Where the resume has any Latin label of the known skill `canonical` word by word, in
    some inflection, in one text ("emergency nursing" in "emergency room nursing")."""
    for label in _labels().get(canonical, ()):
        where = index.find_words(label)
        if where:
            return where
    return None
