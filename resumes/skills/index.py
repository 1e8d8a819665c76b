"""A resume read once for its skills: every text with its path, the skill terms it names (and
what they imply), and its words, for the job match and the guard's `skill_claimed`."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from resumes.skills.chinese_forms import jieba_ends as _jieba_ends
from resumes.skills.chinese_forms import reordered_pattern as _reordered_pattern
from resumes.skills.terms import (
    GENERIC,
    find_terms,
    normalize,
    singular,
    stem,
    with_implied,
    words,
)
from resumes.skills.vocabulary import ABBREVIATIONS, SHOWN_BY

_MARKS = re.compile(r"[&.\-]")
_CONTACT_KEYS = frozenset({"email", "phone", "url", "image", "profiles", "location"})
_CJK = re.compile(r"[\u3400-\u9fff]")


def document_texts(document: Any) -> Iterator[tuple[str, str]]:
    """(path, text) for every text of a JSON Resume document but contact details and `meta`."""
    if not isinstance(document, dict):
        return
    for key, value in document.items():
        if key == "meta":
            continue
        if key == "basics" and isinstance(value, dict):
            for field, item in value.items():
                if field not in _CONTACT_KEYS:
                    yield from _walk(item, f"basics.{field}")
        else:
            yield from _walk(value, key)


def _walk(value: Any, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        if value.strip():
            yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, f"{path}[{index}]")


@dataclass(frozen=True)
class SkillIndex:
    """What a resume says, read once: terms -> (path, text), all its text, its word stems."""

    terms: dict[str, tuple[str, str]]
    texts: tuple[tuple[str, str, str], ...]  # (path, normalised text, text)
    joined: str
    stems: frozenset[str]
    _found: dict[str, tuple[str, str] | None] = field(default_factory=dict, compare=False)
    _derived: dict[str, list[frozenset[str]]] = field(default_factory=dict, compare=False)

    def find(self, phrase: str) -> tuple[str, str] | None:
        """The first (path, text) that names `phrase` (normalised) as words, or None."""
        if phrase not in self._found:
            self._found[phrase] = self._search(phrase)
        return self._found[phrase]

    def _search(self, phrase: str) -> tuple[str, str] | None:
        forms = {phrase, singular(phrase)}
        if not any(form and form in self.joined and _contains(self.joined, form) for form in forms):
            return None
        for path, normalised, text in self.texts:
            if any(_contains(normalised, form) for form in forms):
                return path, text
        return None

    def evidence(self, canonical: str) -> tuple[str, str] | None:
        """Where the resume names the skill `canonical` (any form), or a phrase as written."""
        return self.terms.get(canonical) or self.find(canonical)

    def find_words(self, phrase: str) -> tuple[str, str] | None:
        """The first (path, text) that has every content word of a Latin phrase of two words
        or more in some form, in any order ("medication administration" in "Administered
        medications"; a word's first five letters, or the whole of a shorter one)."""
        key = "\0" + phrase
        if key not in self._found:
            self._found[key] = self._search_words(phrase)
        return self._found[key]

    def _search_words(self, phrase: str) -> tuple[str, str] | None:
        if " " not in phrase or not phrase.isascii():
            return None  # one word, or Chinese: nothing to find word by word
        content = _content_prefixes(phrase)
        if len(content) < 2 or not content <= self._prefixes():
            return None
        for (path, _, text), prefixes in zip(self.texts, self._text_prefixes(), strict=True):
            if content <= prefixes:
                return path, text
        return None

    def find_inflected(self, phrase: str) -> tuple[str, str] | None:
        """A Latin phrase in another inflection, word for word in one text: one word by its
        stem ("triage" in "Triaged", "prototyping" in "prototyped", "radiography" in
        "radiographs"; five letters or more), a hyphenated one by its parts ("fact-checking"
        in "fact checking"). For the job match only (the guard's support stays as it is)."""
        key = "\0f" + phrase
        if key not in self._found:
            self._found[key] = self._search_inflected(phrase)
        return self._found[key]

    def _search_inflected(self, phrase: str) -> tuple[str, str] | None:
        if not phrase.isascii():
            return None
        if "-" in phrase and " " not in phrase:
            spaced = phrase.replace("-", " ")
            return (
                self.find(spaced) or self.find(phrase.replace("-", "")) or self.find_words(spaced)
            )
        if " " in phrase or len(phrase) < 5 or not phrase.isalpha():
            return None
        want = _root(phrase)
        self._text_roots()
        if want not in self.union("roots"):
            return None  # in no text: at once
        for (path, _, text), roots in zip(self.texts, self._text_roots(), strict=True):
            if want in roots:
                return path, text
        return None

    def per_text(
        self, name: str, build: Callable[[tuple[str, str, str]], frozenset[str]]
    ) -> list[frozenset[str]]:
        """`build((path, normalised, text))` for each of the resume's texts, computed once per
        index under `name` (word roots, Snowball keys): what several searches ask of the texts."""
        cached = self._derived.get(name)
        if cached is None:
            cached = self._derived[name] = [build(entry) for entry in self.texts]
        return cached

    def union(self, name: str) -> frozenset[str]:
        """Every text's `per_text(name, ...)` set joined: a quick "in no text" (after per_text)."""
        key = "\0all " + name
        cached = self._derived.get(key)
        if cached is None:
            cached = self._derived[key] = [frozenset().union(*self._derived[name])]
        return cached[0]

    def _text_roots(self) -> list[frozenset[str]]:
        return self.per_text(
            "roots",
            lambda entry: frozenset(
                _root(w) for w in re.split(r"[^a-z]+", entry[1]) if len(w) >= 5
            ),
        )

    def find_chinese_near(self, phrase: str) -> tuple[str, str] | None:
        """A Chinese phrase of four characters or more worded a little differently in one
        text: three fifths of its character pairs there ("病虫害防治" in "病虫害防控",
        "测土配方施肥" in "测土配方"), or its first and last words by jieba with a word
        between left out ("天猫店铺运营" in "天猫运营"). For the job match only."""
        key = "\0n" + phrase
        if key not in self._found:
            self._found[key] = self._search_near(phrase)
        return self._found[key]

    def _search_near(self, phrase: str) -> tuple[str, str] | None:
        if len(phrase) < 4 or not all(_CJK.match(char) for char in phrase):
            return None
        pairs = {phrase[i : i + 2] for i in range(len(phrase) - 1)}
        ends = _jieba_ends(phrase)
        for path, normalised, text in self.texts:
            if not _CJK.search(normalised):
                continue
            shared = sum(pair in normalised for pair in pairs)
            if 5 * shared >= 3 * len(pairs) and phrase[:2] in normalised:
                return path, text
            if ends and all(end in normalised for end in ends):
                return path, text
        return None

    def find_initials(self, phrase: str) -> tuple[str, str] | None:
        """An abbreviation by the initials of consecutive words ("BLS" in "Basic Life Support",
        "LPN" in "Licensed Practical Nurse"), or a phrase by its initials ("sales and
        operations planning" in "S&OP"); three letters or more, "and", "of", "the", "&" left
        out."""
        key = "\0i" + phrase
        if key not in self._found:
            self._found[key] = self._search_initials(phrase)
        return self._found[key]

    def _search_initials(self, phrase: str) -> tuple[str, str] | None:
        if not phrase.isascii():
            return None
        letters = _MARKS.sub("", phrase)
        if " " not in phrase and letters.isalpha() and 3 <= len(letters) <= 6:
            # Capitalised words anywhere, or a whole short text in any case (a skills entry
            # "measurement system analysis" for "MSA").
            every = self._found.get("\0\0allinitials")
            if every is None:
                every = "|".join(f"{i}|{w}" for i, w in self._initials())
                self._found["\0\0allinitials"] = every  # type: ignore[assignment]
            if letters not in every:  # type: ignore[operator]
                return None
            for (path, _, text), (initials, whole) in zip(
                self.texts, self._initials(), strict=True
            ):
                if letters in initials or whole == letters:
                    return path, text
            return None
        spelled = _initials(phrase)
        if (
            len(spelled) < 3
            or len(spelled) > 6
            or len(spelled) != len(phrase.split()) - sum(w in _SKIPPED for w in phrase.split())
        ):
            return None
        for (path, _, text), words_here in zip(self.texts, self._bare_words(), strict=True):
            if spelled in words_here:
                return path, text
        return None

    def _bare_words(self) -> list[frozenset[str]]:
        cached = self._found.get("\0\0bare")
        if cached is None:
            cached = [
                frozenset(re.sub(r"[&.\-]", "", w) for w in n.split()) for _, n, _ in self.texts
            ]
            self._found["\0\0bare"] = cached  # type: ignore[assignment]
        return cached  # type: ignore[return-value]

    def find_abbreviation(self, phrase: str) -> tuple[str, str] | None:
        """Where the resume names any meaning of a short form that has several (`[abbreviations]`
        of the concepts file: "MSA" by "measurement system analysis" or 测量系统分析)."""
        if phrase not in ABBREVIATIONS and not (
            len(phrase) <= 6 and phrase.endswith("s") and phrase[:-1] in ABBREVIATIONS
        ):
            return None  # the common case, at once
        for form in (phrase, phrase[:-1]):
            for meaning in ABBREVIATIONS.get(form, ()):
                where = self.evidence(meaning)
                if where:
                    return where
        return None

    def find_short_form(self, canonical: str) -> tuple[str, str] | None:
        """Where the resume writes a skill by a short form with several meanings ("PS" for
        Adobe Photoshop, "POs" for purchase orders), as a word of its own."""
        for short in _short_forms().get(canonical, ()):
            where = self.find(short)
            if where:
                return where
        return None

    def find_reordered(self, phrase: str) -> tuple[str, str] | None:
        """A Chinese phrase of four characters or more written another way: its halves swapped
        (简历筛选 in 筛选简历, 志愿者招募 in 招募志愿者) or one to three characters inserted
        between its first and last two (合并报表 in 合并财务报表), within one clause."""
        key = "\0z" + phrase
        if key not in self._found:
            self._found[key] = self._search_reordered(phrase)
        return self._found[key]

    def _search_reordered(self, phrase: str) -> tuple[str, str] | None:
        if len(phrase) < 4 or not all(_CJK.match(char) for char in phrase):
            return None
        pattern = _reordered_pattern(phrase)
        if not pattern.search(self.joined):
            return None
        for path, normalised, text in self.texts:
            if pattern.search(normalised):
                return path, text
        return None

    def _initials(self) -> list[tuple[str, str]]:
        cached = self._found.get("\0\0initials")
        if cached is None:
            cached = [
                (_capital_initials(text), _initials(n) if len(n.split()) <= 6 else "")
                for _, n, text in self.texts
            ]
            self._found["\0\0initials"] = cached  # type: ignore[assignment]
        return cached  # type: ignore[return-value]

    def _prefixes(self) -> frozenset[str]:
        cached = self._found.get("\0\0allprefixes")
        if cached is None:
            cached = frozenset().union(*self._text_prefixes())
            self._found["\0\0allprefixes"] = cached  # type: ignore[assignment]
        return cached  # type: ignore[return-value]

    def _text_prefixes(self) -> list[frozenset[str]]:
        cached = self._found.get("\0\0prefixes")
        if cached is None:
            # a hyphenated word by its parts too ("cite-checking" has "cite" and "check")
            cached = [
                frozenset(
                    _prefix(p)
                    for w in words(n)
                    for p in (w, *(w.split("-") if "-" in w else ()))
                    if p
                )
                for _, n, _ in self.texts
            ]
            self._found["\0\0prefixes"] = cached  # type: ignore[assignment]
        return cached  # type: ignore[return-value]

    def supports(self, surface: str, canonical: str) -> bool:
        """Whether the resume backs a skill written `surface`: it names it in any form, shows
        it without naming it (SHOWN_BY: "led a team" for leadership), or has every word of it
        in some form ("reporting of financial results" for "financial reporting")."""
        canonical = normalize(canonical)
        if self.evidence(canonical) or self.find(normalize(surface)):
            return True
        if any(self.find(sign) for sign in SHOWN_BY.get(canonical, ())):
            return True
        if self.find_short_form(canonical):
            return True
        content = [word for word in words(normalize(surface)) if word not in GENERIC]
        if not content:
            return not surface.isascii() and normalize(surface) in self.joined
        return all(stem(word) in self.stems for word in content)


_SKIPPED = frozenset({"and", "of", "the", "&", "for", "in"})


@lru_cache(maxsize=1)
def _short_forms() -> dict[str, tuple[str, ...]]:
    """A meaning of `ABBREVIATIONS` -> its short forms ("purchase orders" -> po, pos)."""
    forms: dict[str, tuple[str, ...]] = {}
    for short, meanings in ABBREVIATIONS.items():
        for meaning in meanings:
            forms[meaning] = (*forms.get(meaning, ()), short)
    return forms


def _initials(text: str) -> str:
    return "".join(w[0] for w in re.findall(r"[a-z][a-z0-9'\-]*|&", text) if w not in _SKIPPED)


def _capital_initials(text: str) -> str:
    """The initials of a text's capitalised words; any other word or mark breaks the run
    ("Basic Life Support (BLS)" -> "bls", "built large systems" -> nothing)."""
    out = []
    for word in re.findall(r"[A-Za-z][A-Za-z0-9'\-]*|&|[^\sA-Za-z]", text):
        if word.lower() in _SKIPPED:
            continue
        out.append(word[0].lower() if word[0].isupper() and len(word) > 1 else " ")
    return "".join(out)


@lru_cache(maxsize=16384)
def _content_prefixes(phrase: str) -> frozenset[str]:
    return frozenset(_prefix(w) for w in words(phrase) if w not in GENERIC and len(w) > 1)


def _root(word: str) -> str:
    """A word's stem cut to seven letters: "radiography" and "radiographs" share "radiogr"."""
    return stem(word)[:7]


def _prefix(word: str) -> str:
    word = stem(word)
    return word[:5]


def _contains(text: str, phrase: str) -> bool:
    if not phrase:
        return False
    if _CJK.search(phrase):
        return phrase in text
    return _phrase_pattern(phrase).search(text) is not None


@lru_cache(maxsize=4096)
def _phrase_pattern(phrase: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z0-9+#]){re.escape(phrase)}(?![a-z0-9+#])")


def index_document(document: Any) -> SkillIndex:
    """Read a resume once for matching many postings or checking an edit."""
    texts = tuple((path, normalize(text), text) for path, text in document_texts(document))
    terms: dict[str, tuple[str, str]] = {}
    for path, normalised, text in texts:
        for term in find_terms(normalised):
            terms.setdefault(normalize(term.canonical), (path, text))
    for canonical, where in list(terms.items()):
        for implied in with_implied([canonical]):
            terms.setdefault(normalize(implied), where)
    joined = "\n".join(normalised for _, normalised, _ in texts)
    return SkillIndex(
        terms=terms,
        texts=texts,
        joined=joined,
        stems=frozenset(stem(word) for word in words(joined)),
    )
