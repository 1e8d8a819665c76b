"""Short forms and their long forms, found in the texts themselves rather than in a list.

A posting or a resume that writes "Basic Life Support (BLS)", "BLS (Basic Life Support)" or
"良好临床规范（GCP）" defines a short form: the two are one skill there (Schwartz and Hearst,
"A simple algorithm for identifying abbreviation definitions in biomedical text", 2003). A
Latin pair counts when the short form's letters are the long form's word initials in order
(`initials_match`); a pair of a Chinese long form and a Latin short form counts as written,
side by side. Without a definition, a short all-caps word of one text and a phrase of the
other are one skill when the word is the phrase's initials by the same rule ("TCFD" and "Task
Force on Climate-related Financial Disclosures", "EIT" and "Engineer-in-Training", "GCP" of
"ICH-GCP" and "Good Clinical Practice").

The initials rule: every content word gives its first letter, in order; a function word
("of", "and", "in", "the", ...) and every part of a hyphenated word after its first may give
its first letter or not; one content word between the first and the last may be left out
when the short form has four letters or more (TCFD leaves out "Force"); one letter may come
from inside a closed compound, past its third letter ("GHG": "greenhouse gas"). The short form has
two to eight letters (digits and "&" are kept, other marks dropped); its first letter is the
first word's and its last the last word's.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from resumes.skills.terms import normalize

FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "of",
        "the",
        "for",
        "in",
        "on",
        "to",
        "with",
        "&",
        "by",
        "at",
        "or",
        "de",
        "du",
        "la",
    ]
)
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’]*(?:-[A-Za-z0-9][A-Za-z0-9'’]*)*|&")
_CJK = re.compile(r"[\u3400-\u9fff]")
_LOWER_RUN = re.compile(r"[a-z]{2}")
# "Long Form (LF)", "LF (Long Form)", "长形式（LF）", "LF（长形式）" (NFKC makes full-width
# brackets half-width; both are read).
_BRACKETED = re.compile(r"[(（]\s*([^()（）]{2,80}?)\s*[)）]")
# What leads into a Chinese long form and is not part of it ("熟悉良好临床规范（GCP）").
_LEAD_ZH = re.compile(r"^(?:熟练|熟悉|精通|掌握|了解|具备|具有|持有|通过|使用|运用|能|会|有)+")
_SHORT = re.compile(r"^[A-Za-z][A-Za-z0-9&\-/.]{1,9}$")


@lru_cache(maxsize=16384)
def letters(short: str) -> str:
    """The comparable letters of a short form: lower case, marks out ("S&OP" -> "s&op",
    "P.E." -> "pe", "ICH-GCP" -> "ichgcp")."""
    return re.sub(r"[^a-z0-9&]", "", short.lower())


@lru_cache(maxsize=8192)
def is_short_form(token: str) -> bool:
    """A written short form: two to eight letters, at least two capitals and no lower-case
    run longer than one ("BLS", "ICH-GCP", "S&OP", "LVTs"), not an ordinary word."""
    if not _SHORT.match(token):
        return False
    bare = letters(token)
    capitals = sum(c.isupper() for c in token)
    return 2 <= len(bare) <= 8 and capitals >= 2 and not _LOWER_RUN.search(token)


def _units(long: str) -> list[tuple[str, bool]]:
    """(first letter, must give it) for each word and hyphen part of a long form."""
    units: list[tuple[str, bool]] = []
    for word in _LATIN_WORD.findall(long):
        lower = word.lower()
        if lower in FUNCTION_WORDS:
            units.append((lower[0], False))
            continue
        parts = [p for p in lower.split("-") if p]
        units.append((parts[0][0], True))
        units.extend((p[0], False) for p in parts[1:])
    return units


# A digit that reads as a word in a short form: "B2B" is "business-to-business", "P2P"
# "peer-to-peer", "B4" "before".
_HOMOPHONES = {"2": "t", "4": "f"}


@lru_cache(maxsize=8192)
def initials_match(short: str, long: str) -> bool:
    """Whether `short` (a short form as written or its letters) is the initials of the Latin
    phrase `long` by the module's rule."""
    want = letters(short).replace("&", "")
    units = [(c, must) for c, must in _units(long) if c != "&"]
    if not 2 <= len(want) <= 8 or not units or len(units) > len(want) + 6:
        return False
    if want[0] != units[0][0] or _HOMOPHONES.get(want[-1], want[-1]) != units[-1][0]:
        return False
    skips = 1 if len(want) >= 4 else 0
    words = _unit_words(long)

    @cache
    def go(i: int, j: int, left: int, inside: int) -> bool:
        if j == len(units):
            return i == len(want)
        letter, must = units[j]
        if i < len(want) and _HOMOPHONES.get(want[i], want[i]) == letter:
            if go(i + 1, j + 1, left, inside):
                return True
            # one letter from inside a closed compound: "GHG" of "greenhouse gas"
            rest = words[j][1:]
            if inside and i + 1 < len(want) and len(rest) >= 4:
                at = rest.find(want[i + 1], 2)
                if 0 < at < len(rest) - 2 and go(i + 2, j + 1, left, 0):
                    return True
        if not must:
            return go(i, j + 1, left, inside)
        inner = 0 < j < len(units) - 1
        return inner and left > 0 and go(i, j + 1, left - 1, inside)

    return go(0, 0, skips, 1)


def _unit_words(long: str) -> list[str]:
    """The word or hyphen part behind each of `_units`, lower case."""
    out: list[str] = []
    for word in _LATIN_WORD.findall(long):
        lower = word.lower()
        if lower in FUNCTION_WORDS:
            out.append(lower)
            continue
        out.extend(p for p in lower.split("-") if p)
    return [w for w in out if w != "&"]


@lru_cache(maxsize=4096)
def definitions(text: str) -> tuple[tuple[str, str], ...]:
    """The (long, short) pairs a text defines, as written: "Basic Life Support (BLS)" and
    "BLS (Basic Life Support)" give ("Basic Life Support", "BLS"); "良好临床规范（GCP）" gives
    ("良好临床规范", "GCP")."""
    found: list[tuple[str, str]] = []
    for match in _BRACKETED.finditer(text):
        inside = match.group(1).strip()
        before = text[: match.start()].rstrip()
        if is_short_form(inside):
            long = _long_before(before, inside)
            if long:
                found.append((long, inside))
            continue
        # "BLS (Basic Life Support)": the word before the bracket is the short form
        last = re.search(r"([A-Za-z][A-Za-z0-9&\-/.]{1,9})$", before)
        if last and is_short_form(last.group(1)):
            short = last.group(1)
            if (_CJK.search(inside) and not re.search(r"[A-Za-z]", inside)) or initials_match(
                short, inside
            ):
                found.append((inside, short))
    return tuple(found)


def _long_before(before: str, short: str) -> str:
    """The long form a short form in brackets stands for, taken from the text before it."""
    chinese = re.search(r"([\u3400-\u9fff]{2,12})$", before)
    if chinese:
        return _LEAD_ZH.sub("", chinese.group(1)) or chinese.group(1)
    tokens = _LATIN_WORD.findall(before[-200:])
    size = len(letters(short))
    # the shortest run of words ending at the bracket whose initials make the short form
    for n in range(1, min(len(tokens), size + 6) + 1):
        run = tokens[-n:]
        phrase = " ".join(run)
        if initials_match(short, phrase):
            start = before.rfind(run[0], max(0, len(before) - 200))
            return before[start:].strip() if start >= 0 else phrase
    return ""


@lru_cache(maxsize=8192)
def partner(phrase: str, line: str) -> str:
    """The other form of `phrase` (normalised) where `line` defines it, else ""."""
    for long, short in definitions(line):
        long_n, short_n = normalize(long), normalize(short)
        if phrase == short_n or phrase == letters(short):
            return long_n
        if phrase == long_n:
            return short_n
    return ""


# Combining forms that open closed compounds whose second part a short form takes a letter
# from: TEE is trans-esophageal echocardiography, NG naso-gastric, AV arterio-venous, NPO
# non-profit organization.
COMBINING_FORMS = (
    "trans", "naso", "arterio", "gastro", "cardio", "electro", "broncho", "neuro", "osteo",
    "hydro", "thermo", "photo", "micro", "macro", "multi", "inter", "intra", "radio", "immuno",
    "hemo", "haemo", "patho", "pharmaco", "cerebro", "veno", "entero", "uro", "endo", "non",
)  # fmt: skip


def compound_parts(word: str) -> tuple[str, str] | None:
    """A closed compound cut after its combining form ("transesophageal": trans, esophageal),
    the rest four letters or more; None otherwise."""
    for form in COMBINING_FORMS:
        if word.startswith(form) and len(word) - len(form) >= 4:
            return form, word[len(form) :]
    return None
