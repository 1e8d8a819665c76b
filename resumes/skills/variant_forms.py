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


@lru_cache(maxsize=16384)
def _strict_initials(run: tuple[str, ...]) -> frozenset[str]:
    """The first letters of a run's words, one a word and none from inside one, a function
    word giving its letter or not ("simultaneous localization and mapping": slam, slm)."""
    options = {""}
    for word in run:
        letter = word[0]
        if word in FUNCTION_WORDS:
            options |= {o + letter for o in options}
        else:
            options = {o + letter for o in options}
        # each part of a hyphenated word after its first gives its letter or not ("non-
        # destructive testing": NDT, "over-the-counter": OTC)
        for part in word.split("-")[1:]:
            if part:
                options |= {o + part[0] for o in options}
    return frozenset(options)


_LOWER_WORD = re.compile(r"[a-z][a-z'\-]*")


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_COMMON = _word_set(
    """about after again also always before being between both could daily each every first
    from have into just last like many more most much must next only other over same some
    such than that their them then there these they this those through under until very
    well were what when where which while will with would year years week weeks month
    months team teams work worked working made make makes new good great high large small
    full part best better"""
)


def find_capitals(index: SkillIndex, word: str) -> tuple[str, str] | None:
    """Where the resume writes an acronym that spells an ordinary word in capitals, as a word
    of its own, a version or model after it allowed ("CAN" in "CAN 2.0B messaging", never
    "can" the verb)."""
    pattern = _capitals_pattern(word.upper())
    for path, _, text in index.texts:
        if pattern.search(text):
            return path, text
    return None


def find_short_form_head(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """Where the resume writes a phrase that opens with a hyphenated compound as its short form
    and the rest of it in some form ("over-the-air update" in "OTA updates",
    "hardware-in-the-loop tests" in "HIL test bench")."""
    if "-" not in phrase:
        return None
    first, _, rest = phrase.partition(" ")
    if "-" not in first or not rest or not phrase.isascii():
        return None
    for number, short in _by_first_letter(index).get(first[0], ()):
        if not initials_match(short, first):
            continue
        path, normalised, text = index.texts[number]
        stems = {w[:4] for w in re.findall(r"[a-z]+", normalised)}
        content = [w for w in re.findall(r"[a-z]+", rest) if w not in FUNCTION_WORDS]
        if content and content[0][:4] in stems:
            return path, text
    return None


def find_chinese_abbreviation(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """A Chinese term and its short form made of the first character of each of its words
    (简称): 社保 for 社会保险, 网银 for 网上银行, 质控 for 质量控制, 投产比 for 投入产出比. The
    posting's long form is found by its short form in the resume, and its short form (two or
    three characters) by a long form in the resume whose words start with those characters."""
    if not 2 <= len(phrase) <= 8 or not _ALL_CJK.fullmatch(phrase):
        return None
    key = "\0ab" + phrase
    if key in index._found:
        return index._found[key]
    found = None
    short = _initial_characters(phrase)
    if short and len(short) < len(phrase):  # the posting writes it long
        pattern = re.compile(re.escape(short))
        found = next(((p, t) for p, n, t in index.texts if pattern.search(n)), None)
    elif len(phrase) <= 3 and phrase[0] in index.joined:  # short: a long form in the resume
        found = _long_form(index, phrase)
    index._found[key] = found
    return found


def _long_form(index: SkillIndex, short: str) -> tuple[str, str] | None:
    """The first text with a run of Chinese characters from the short form's first one whose
    words start with the short form's characters."""
    near = _spread_pattern(short)
    if not near.search(index.joined):
        return None  # its characters are not there a few apart: at once
    for path, normalised, text in index.texts:
        if not near.search(normalised):
            continue
        at = normalised.find(short[0])
        while at >= 0:
            run = _CJK_RUN.match(normalised, at)
            candidate = run.group(0) if run else ""
            for end in range(len(candidate), len(short), -1):
                if _initial_characters(candidate[:end]) == short:
                    return path, text
            at = normalised.find(short[0], at + 1)
    return None


@lru_cache(maxsize=4096)
def _spread_pattern(short: str) -> re.Pattern[str]:
    """A short form's characters in order, each within four characters of the one before."""
    return re.compile(".{0,4}?".join(re.escape(char) for char in short))


@lru_cache(maxsize=4096)
def _word_pattern(phrase: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z0-9+#]){re.escape(phrase)}s?(?![a-z0-9+#])")


@lru_cache(maxsize=512)
def _capitals_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![a-z])")


_ALL_CJK = re.compile(r"[\u3400-\u9fff]+")
_CJK_RUN = re.compile(r"[\u3400-\u9fff]{2,7}")


@lru_cache(maxsize=8192)
def _initial_characters(phrase: str) -> str:
    """The first characters of a Chinese phrase's words by jieba, when it has two or three
    words of two characters or more (the last may be one: 投入/产出/比), else ""."""
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    words = [w for w in jieba.lcut(phrase) if w.strip()]
    if len(words) == 1 and len(phrase) == 4:  # one word to jieba: 社会保险 is 社会/保险
        words = [phrase[:2], phrase[2:]]
    if not 2 <= len(words) <= 3 or any(len(w) < 2 for w in words[:-1]):
        return ""
    return "".join(w[0] for w in words)


def find_camel_part(index: SkillIndex, word: str) -> tuple[str, str] | None:
    """A tool's name inside a resume's CamelCase name that no list knows ("Hive" in "HiveSQL",
    "Spark" in "PySpark"); a known name is never cut ("JavaScript" is not Java)."""
    if len(word) < 3 or not word.isalpha() or not word.isascii():
        return None
    return _camel_parts(index)[0].get(word)


def _camel_parts(index: SkillIndex) -> list[dict[str, tuple[str, str]]]:
    """The parts of the resume's CamelCase names no list knows -> (path, text), read once."""

    def build() -> list[dict[str, tuple[str, str]]]:

        out: dict[str, tuple[str, str]] = {}
        for path, _, text in index.texts:
            for token in _CAMEL_TOKEN.findall(text):
                parts = [p.lower() for p in _CAMEL_PART.findall(token)]
                if len(parts) >= 2 and not is_one_term(token.lower()):
                    for part in parts:
                        out.setdefault(part, (path, text))
        return [out]

    return _cached(index, "\0\0camel", build)


_CAMEL_TOKEN = re.compile(r"(?<![A-Za-z])[A-Za-z]*[a-z][A-Z][A-Za-z]*(?![A-Za-z])")
_CAMEL_PART = re.compile(r"[A-Z]{2,}(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]{2,}")


def find_modifier(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """A free phrase (no term of the lexicon) found by its skill without what the posting adds
    around it: its last word when that is its head noun, naming what is done with the skill
    ("outreach visits" in "School outreach", "machine guarding assessments" in "LOTO program
    and machine guarding", "HACCP program" in "HACCP plan"), or its first word when that is a
    gerund, the activity done on it ("editing long-form documentary", "reading loss runs").
    What is left is two words or more found as written or word by word in one text, a
    hyphenated compound found by its parts ("small-group sessions" in "small group training"),
    or one word that is itself a term of the lexicon; a phrase the lexicon knows keeps its head
    ("emergency response" is never "response", "bridge construction" never "bridge"), and so
    does a name defined with its short form ("Digital Archives Specialist (DAS)")."""
    for rest, kind in _modifier_rests(phrase):
        if kind == "compound":  # its parts ("small-group sessions")
            where = index.evidence(rest) or index.find_inflected(rest)
        elif kind == "term":
            where = index.evidence(rest)
        else:
            where = index.evidence(rest) or index.find_words(rest)
        if where:
            return where
    return None


@lru_cache(maxsize=16384)
def _modifier_rests(phrase: str) -> tuple[tuple[str, str], ...]:
    """What `find_modifier` looks for, with how (worked out once per phrase)."""
    if " " not in phrase or not phrase.isascii() or "(" in phrase or is_one_term(phrase):
        return ()
    first, _, after = phrase.partition(" ")
    rests = [phrase.rsplit(" ", 1)[0].strip()]
    if first.endswith("ing") and len(first) > 5:
        rests.append(after.strip())
    out: list[tuple[str, str]] = []
    for rest in rests:
        if len(rest) < 4 or rest.split(" ")[-1] in FUNCTION_WORDS:
            continue
        if " " not in rest and "-" in rest:
            out.append((rest, "compound"))
        elif " " not in rest:
            if is_one_term(rest):
                out.append((rest, "term"))
        else:
            out.append((rest, "words"))
    return tuple(out)
