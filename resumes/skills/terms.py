"""Finding skill terms in a text: ESCO's phrases, the supplement's tools, credentials, languages
and Chinese terms, each folded onto one canonical name.

Latin text is cut into words (keeping `c++`, `s/4hana`, `go-to-market`, `p.e` whole) and the
longest known phrase of up to five words wins at each place; plural and singular are one
term. Chinese terms are found anywhere in the text (no word boundaries). Deterministic, no
model; the ESCO list loads once per process (about 0.3 s of CPU).
"""

from __future__ import annotations

import gzip
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from resumes.skills.vocabulary import CREDENTIALS, IMPLIES, LANGUAGE_CONTEXT, LANGUAGES, SKILLS

ESCO_FILE = Path(__file__).resolve().parent / "data" / "esco_terms.txt.gz"
MAX_WORDS = 5
# A leading dot only where a name starts with one (".net"), never after a word ("js.next").
_TOKEN = re.compile(
    r"(?:(?<![a-z0-9.])\.(?=[a-z]))?(?:[a-z0-9][a-z0-9+#/&.'\-]*[a-z0-9+#]|[a-z0-9][+#]*)"
)
_CJK = re.compile(r"[\u3400-\u9fff]")
# Words that make no phrase a skill on their own ("strong experience", "team members").
GENERIC = frozenset(
    [
        "experience",
        "experiences",
        "years",
        "year",
        "team",
        "teams",
        "work",
        "working",
        "skills",
        "skill",
        "ability",
        "abilities",
        "knowledge",
        "strong",
        "excellent",
        "good",
        "great",
        "solid",
        "proven",
        "new",
        "other",
        "special",
        "general",
        "various",
        "requirements",
        "requirement",
        "needs",
        "need",
        "members",
        "member",
        "people",
        "person",
        "environment",
        "level",
        "levels",
        "day",
        "days",
        "time",
        "basis",
        "area",
        "areas",
        "field",
        "fields",
        "role",
        "roles",
        "position",
        "job",
        "jobs",
        "company",
        "companies",
        "business",
        "businesses",
        "client",
        "clients",
        "customer",
        "customers",
        "information",
        "details",
        "tasks",
        "task",
        "activities",
        "activity",
        "duties",
        "responsibilities",
        "opportunities",
        "opportunity",
        "results",
        "goals",
        "things",
        "way",
        "ways",
        "part",
        "parts",
        "range",
        "types",
        "type",
        "kinds",
        "kind",
        "use",
    ]
)


# ESCO's list holds fragments of its labels ("care about", "your own", "conditions through"):
# a phrase that starts with a possessive or ends with a function word is no skill.
_EDGE_FIRST = frozenset(["your", "our", "their", "my", "his", "her", "its", "own", "own's"])
_EDGE_LAST = frozenset(
    [
        "about",
        "through",
        "own",
        "to",
        "of",
        "for",
        "with",
        "in",
        "on",
        "at",
        "by",
        "from",
        "into",
        "and",
        "or",
        "the",
        "a",
        "an",
        "as",
        "than",
        "via",
        "over",
        "across",
        "per",
    ]
)
_NOT_SKILLS = frozenset(["time zone", "time zones"])


@dataclass(frozen=True)
class Term:
    """A skill named in a text: its canonical name, how the text writes it, and its kind
    ("skill", "credential", "language" or "esco")."""

    canonical: str
    surface: str
    kind: str


def normalize(text: str | None) -> str:
    """NFKC (full-width letters and punctuation become ASCII) and lower case."""
    return unicodedata.normalize("NFKC", text or "").lower()


def words(text: str) -> list[str]:
    """The Latin words of a normalised text, `python/django` cut in two unless known whole."""
    lexicon, firsts = _lexicon()
    found: list[str] = []
    for token in _TOKEN.findall(text):
        if token.startswith(".") and token not in lexicon and token not in firsts:
            token = token[1:]
        if "/" in token and token not in firsts and token not in lexicon:
            found.extend(part for part in token.split("/") if part)
        else:
            found.append(token)
    return found


def singular(phrase: str) -> str:
    """The phrase with its last word singular ("lesson plans" -> "lesson plan")."""
    head, _, last = phrase.rpartition(" ")
    if len(last) > 3 and last.endswith("ies"):
        last = last[:-3] + "y"
    elif len(last) > 3 and last.endswith("s") and not last.endswith(("ss", "us", "is", "'s")):
        last = last[:-1]
    return f"{head} {last}" if head else last


def stem(word: str) -> str:
    """A crude English stem for telling that two wordings share a word ("closing" ~ "close")."""
    for suffix in ("ations", "ation", "ings", "ing", "ers", "er", "ies", "es", "s", "ed", "e"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


@lru_cache(maxsize=1)
def _lexicon() -> tuple[dict[str, tuple[str, str]], frozenset[str]]:
    """Latin phrase -> (canonical, kind), and the first words of every phrase."""
    lexicon: dict[str, tuple[str, str]] = {}
    with gzip.open(ESCO_FILE, "rt", encoding="utf-8") as handle:
        for line in handle:
            phrase = line.strip()
            if phrase and not phrase.startswith("#") and not _generic(phrase):
                lexicon.setdefault(phrase, (singular(phrase), "esco"))
    for alias, canonical, kind in _supplement():
        if alias.isascii():
            key = " ".join(_TOKEN.findall(normalize(alias)))
            if key:
                lexicon[key] = (canonical, kind)
                if kind == "skill":  # "journey maps" is found as "journey map" too
                    lexicon.setdefault(singular(key), (canonical, kind))
    # An ESCO phrase that is a supplement alias in the plural or singular is that skill.
    for key, (_canonical, kind) in list(lexicon.items()):
        if kind == "esco":
            known = lexicon.get(singular(key))
            if known and known[1] != "esco":
                lexicon[key] = known
    firsts = frozenset(key.split(" ", 1)[0] for key in lexicon)
    return lexicon, firsts


@lru_cache(maxsize=1)
def lexicon_words() -> frozenset[str]:
    """Every word of the lexicon's Latin phrases: the trades' common vocabulary ("sound",
    "engine"), which a product's model name ("Axient", "Atmos") is not."""
    return frozenset(word for key in _lexicon()[0] for word in key.split(" "))


def _supplement() -> Iterator[tuple[str, str, str]]:
    """(form, canonical, kind) for every form of the supplement's skills, credentials and
    languages (a skill's canonical name is one of its forms; a credential's is a label)."""
    tables = ((SKILLS, "skill", True), (CREDENTIALS, "credential", False))
    for table, kind, with_name in (*tables, (LANGUAGES, "language", False)):
        for canonical, aliases in table.items():
            for alias in (canonical, *aliases) if with_name else aliases:
                yield alias, canonical, kind


def _generic(phrase: str) -> bool:
    split = phrase.split()
    if not split or phrase in _NOT_SKILLS:
        return True
    edges = _EDGE_FIRST | _EDGE_LAST
    if len(split) > 1 and (split[0] in edges or split[-1] in edges):
        return True
    return all(word in GENERIC or word.isdigit() for word in split)


@lru_cache(maxsize=1)
def _chinese() -> tuple[re.Pattern[str], dict[str, tuple[str, str]]]:
    forms: dict[str, tuple[str, str]] = {}
    for alias, canonical, kind in _supplement():
        if not alias.isascii():
            forms.setdefault(normalize(alias), (canonical, kind))
    # A lookahead finds the longest form starting at every place, overlapping ones included.
    pattern = "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))
    return re.compile(f"(?=({pattern}))"), forms


def find_terms(text: str, *, asked: bool = False) -> list[Term]:
    """The terms of a normalised text, in order. `asked`: the text is a posting's sentence, so a
    language counts only where it is asked for as a language ("fluent in English")."""
    lexicon, firsts = _lexicon()
    tokens = words(text)
    found: list[Term] = []
    i, count = 0, len(tokens)
    while i < count:
        if tokens[i] not in firsts and singular(tokens[i]) not in firsts:
            i += 1
            continue
        for length in range(min(MAX_WORDS, count - i), 0, -1):
            key = " ".join(tokens[i : i + length])
            hit = lexicon.get(key) or lexicon.get(singular(key))
            if hit:
                surface = hit[0] if hit[1] == "credential" else key
                found.append(Term(hit[0], surface, hit[1]))
                i += length
                break
        else:
            i += 1
    if _CJK.search(text):
        found += _chinese_terms(text)
    if asked and not any(marker in text for marker in LANGUAGE_CONTEXT):
        found = [term for term in found if term.kind != "language"]
    return found


def _chinese_terms(text: str) -> list[Term]:
    """Chinese forms anywhere; of two that overlap ("具备课堂管理") the longer wins."""
    pattern, forms = _chinese()
    spans = sorted(
        ((m.start(), m.start() + len(m.group(1)), m.group(1)) for m in pattern.finditer(text)),
        key=lambda span: (span[0] - span[1], span[0]),
    )
    taken: list[tuple[int, int, str]] = []
    for start, end, form in spans:
        if all(end <= s or start >= e for s, e, _ in taken):
            taken.append((start, end, form))
    terms = []
    for _, _, form in sorted(taken):
        canonical, kind = forms[form]
        terms.append(Term(canonical, form, kind))
    return terms


def is_one_term(phrase: str) -> bool:
    """Whether a normalised phrase is, word for word, one known term (a Latin phrase of the
    lexicon in either number, or a Chinese form): "basic life support" (BLS) is."""
    if _CJK.search(phrase):
        return normalize(phrase) in _chinese()[1]
    lexicon, _ = _lexicon()
    key = " ".join(words(phrase))
    return bool(key) and (key in lexicon or singular(key) in lexicon)


def with_implied(canonicals: Iterable[str]) -> set[str]:
    """The canonical names and what they imply (Epic -> electronic health record)."""
    result = set(canonicals)
    for name in list(result):
        result.update(IMPLIES.get(name, ()))
    return result


def is_known(canonical: str) -> bool:
    """Whether a canonical name is a supplement skill, credential or language (not ESCO)."""
    return canonical in SKILLS or canonical in CREDENTIALS or canonical in LANGUAGES
