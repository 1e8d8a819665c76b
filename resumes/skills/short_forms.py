"""Short forms against long forms the earlier rules leave out (issue 28, engineer match29; the
job match only, the guard's `supports` keeps its own rules). Each search answers (path, text)
or None and is kept with the resume's `SkillIndex`:

- **A whole entry spelled out** (`find_spelled_entry`): a resume text, or a piece of it between
  marks (, ; | ( ) and the ends), that is the short form's long form in lower case by the
  initials rule ("NDAs" by the skill "non-disclosure agreements", "MEL" by "minimum equipment
  list", "ETL" by "extract, transform, load"). A whole entry is what a job seeker writes for
  a skill, so words of three letters count; two letters only by two words that are no title.
- **A short form with "&"** (`find_ampersand`): each side's letters begin the words on each
  side of "and" or "&" ("F&B" by "food and beverage", "P&L" by "profit and loss").
- **A short form opening a phrase, spelled out in lower case** (`find_spelled_lower_head`):
  "B2B sales" by "business-to-business sales", "OTC medications" by "over-the-counter
  medications".
- **A keyword that is part of a name its line writes with "and", "for" or "of"**
  (`find_short_of_span`): the posting's extraction cut "Family and Medical Leave Act" into
  "family" and "medical leave act"; the whole span of the line (within one clause) is the
  long form of a short form the resume writes (FMLA; "Universal Design for Learning" is UDL,
  "profit and loss statements" P&L).
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache
from typing import TYPE_CHECKING

from resumes.skills.abbreviations import FUNCTION_WORDS, initials_match, letters
from resumes.skills.variant_forms import _compound_splits, _strict_initials, compound_parts
from resumes.skills.variants import _by_first_letter, _cached, _short_forms

if TYPE_CHECKING:
    from resumes.skills.index import SkillIndex

_PIECE_MARKS = re.compile(r"[;|()\[\]:•·\n,]")
_LOWER = re.compile(r"[a-z][a-z'\-]*|&")
_NAMES = (".position", ".label", ".name", ".institution", ".title", ".organization")
_CONNECTORS = frozenset(["and", "&", "for", "of", "on", "in", "the", "to"])
_CLAUSE = re.compile(r"[.;:!?()\[\]\n,]")
_JOINS = re.compile(r"\s(?:and|for|of|on|in|the|to)\s|&", re.IGNORECASE)
_SPAN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’\-]*|&")


@lru_cache(maxsize=8192)
def plural_free(short: str) -> str:
    """The letters of a short form without its plural "s" ("NDAs" -> "nda")."""
    if _PLURAL.search(short):
        return letters(short.rstrip("s").rstrip("'’"))
    return letters(short)


_PLURAL = re.compile(r"[A-Z]['’]?s$")


def _pieces(index: SkillIndex) -> dict[str, list[tuple[int, tuple[str, ...]]]]:
    """Per first letter, the texts' lower-case word runs between marks (the whole text too)."""

    def build() -> dict[str, list[tuple[int, tuple[str, ...]]]]:
        out: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
        for number, (_, normalised, _) in enumerate(index.texts):
            # the whole text (a skill entry "extract, transform, load") and its pieces
            for piece in dict.fromkeys([normalised, *_PIECE_MARKS.split(normalised)]):
                words = tuple(_LOWER.findall(piece))
                if 2 <= len(words) <= 10:
                    out.setdefault(words[0][0], []).append((number, words))
        return out

    return _cached(index, "\0\0pieces", build)


def find_spelled_entry(index: SkillIndex, short: str) -> tuple[str, str] | None:
    bare = plural_free(short)
    if not 2 <= len(bare) <= 8 or not bare.isalnum():
        return None
    key = "\0se" + bare
    if key not in index._found:
        index._found[key] = _spelled_entry(index, bare)
    return index._found[key]


def _spelled_entry(index: SkillIndex, bare: str) -> tuple[str, str] | None:
    for number, words in _pieces(index).get(bare[0], ()):
        if words[0] in FUNCTION_WORDS or words[0].endswith("ed"):
            continue  # a sentence ("managed everyday logistics") spells out nothing
        content = [w for w in words if w not in FUNCTION_WORDS]
        if any(len(w) < 3 for w in content):
            continue
        path, _, text = index.texts[number]
        if len(bare) == 2 and (len(content) != 2 or path.endswith(_NAMES)):
            continue
        if len(content) <= len(bare) + 1 and (
            bare in _strict_initials(words)
            or any(bare in _strict_initials(split) for split in _compound_splits(words))
        ):  # one letter a word, none from inside one but after a combining form
            return path, text
    return None


def find_ampersand(index: SkillIndex, short: str) -> tuple[str, str] | None:
    left, amp, right = letters(short).partition("&")
    if not amp or not left.isalpha() or not right.isalpha() or len(left + right) > 6:
        return None
    key = "\0amp" + left + "&" + right
    if key not in index._found:
        side = r"\s+".join(rf"{c}[a-z'\-]{{2,}}" for c in left)
        other = r"\s+".join(rf"{c}[a-z'\-]{{2,}}" for c in right)
        pattern = re.compile(rf"(?<![a-z]){side}\s+(?:and|&)\s+{other}(?![a-z])")
        index._found[key] = next(
            ((path, text) for path, normalised, text in index.texts if pattern.search(normalised)),
            None,
        )
    return index._found[key]


def find_spelled_lower_head(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """`phrase` is "<short form> <rest>" (normalised): the rest in a text, after words whose
    initials make the short form."""
    head, _, rest = phrase.partition(" ")
    bare = letters(head)
    if not rest or not 2 <= len(bare) <= 6 or not phrase.isascii():
        return None
    if " " + rest not in index.joined:
        return None  # the rest in no text: at once
    key = "\0slh" + phrase
    if key in index._found:
        return index._found[key]
    found = None
    for path, normalised, text in index.texts:
        at = normalised.find(" " + rest)
        while at > 0 and found is None:
            before = _LOWER.findall(normalised[max(0, at - 80) : at])
            for n in range(1, min(len(before), len(bare) + 3) + 1):
                run = before[-n:]
                content = [w for w in run if w not in FUNCTION_WORDS]
                if run[0] in FUNCTION_WORDS or any(len(w) < 3 for w in content):
                    continue
                if (len(bare) > 2 or len(content) == 2) and initials_match(bare, " ".join(run)):
                    found = (path, text)
                    break
            at = normalised.find(" " + rest, at + 1)
        if found:
            break
    index._found[key] = found
    return found


def find_short_of_span(index: SkillIndex, keyword: str, line: str) -> tuple[str, str] | None:
    """A short form of the resume whose long form is a span of the posting's clause that holds
    `keyword` (normalised) and reaches past it over "and", "for", "of"..."""
    ends = _by_ends(index)
    spans = _spans(keyword, line) if ends else ()
    if not spans:
        return None  # no "and", "for", "of" around the keyword: at once (kept per phrase)
    key = ("span", keyword, line)  # a tuple: the strings keep their hashes
    if key in index._found:
        return index._found[key]  # type: ignore[index]
    found = None
    for span in spans:
        for number, short in ends.get((span[0][0], span[-1][0]), ()):
            if _spells(short, span):
                path, _, text = index.texts[number]
                found = (path, text)
                break
        if found:
            break
    index._found[key] = found  # type: ignore[index]
    return found


def _by_ends(index: SkillIndex) -> dict[tuple[str, str], list[tuple[int, str]]]:
    """The resume's short forms of three letters or more by their first and last letters."""

    def build() -> dict[tuple[str, str], list[tuple[int, str]]]:
        out: dict[tuple[str, str], list[tuple[int, str]]] = {}
        for first, items in _by_first_letter(index).items():
            for number, short in items:
                out.setdefault((first, short[-1]), []).append((number, short))
        return out

    return _cached(index, "\0\0byends", build)


@lru_cache(maxsize=8192)
def _spans(keyword: str, line: str) -> tuple[tuple[str, ...], ...]:
    """Spans of the line's clauses that share a word with the keyword's place and hold a
    connector inside ("profit and loss" of "reading profit and loss statements")."""
    if not line or not keyword.isascii() or not _JOINS.search(line):
        return ()
    target = keyword.split()
    out: list[tuple[str, ...]] = []
    n = len(target)
    for clause in _CLAUSE.split(line):
        words = [w.lower() for w in _SPAN_WORD.findall(clause)]
        for i in range(len(words) - n + 1):
            if words[i : i + n] != target:
                continue
            for start in range(max(0, i - 5), i + n):
                for end in range(max(start + 3, i + 1), min(len(words), start + 9) + 1):
                    span = words[start:end]
                    if (
                        span[0] not in FUNCTION_WORDS
                        and span[-1] not in FUNCTION_WORDS
                        and any(w in _CONNECTORS for w in span[1:-1])
                    ):
                        out.append(tuple(span))
    out.sort(key=len)
    return tuple(out[:40])


def find_clipped(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """Where the resume has a Latin phrase of two to four words with one word clipped or
    whole ("catastrophe modeling" in "cat modeling", "stress echo" in "stress
    echocardiography"): the clipped word three letters or more, at least three letters
    shorter, the other words as they are (a plural allowed)."""
    if " " not in phrase or not phrase.isascii():
        return None
    words = phrase.split(" ")
    known = _resume_words(index)
    unknown = [w for w in words if w not in known[0]]
    if len(unknown) != 1 or not _clipped_in(unknown[0], known):
        return None  # every word there as it is, or two missing, or none clipped: at once
    pattern = _clipped_pattern(phrase)
    if pattern is None or not pattern.search(index.joined):
        return None
    return next(((p, t) for p, n, t in index.texts if pattern.search(n)), None)


def _resume_words(index: SkillIndex) -> tuple[frozenset[str], list[str]]:
    """The resume's Latin words, as a set and sorted (for words that start with a clip)."""

    def build() -> tuple[frozenset[str], list[str]]:
        every = frozenset(re.findall(r"[a-z]+", index.joined))
        return every, sorted(every)

    return _cached(index, "\0\0latinwords", build)


def _clipped_in(word: str, known: tuple[frozenset[str], list[str]]) -> bool:
    """Whether the resume has the word clipped (three letters or more) or longer by three."""
    if any(word[:n] in known[0] for n in range(3, len(word) - 2)):
        return True
    at = bisect.bisect_right(known[1], word)
    return at < len(known[1]) and known[1][at].startswith(word)


@lru_cache(maxsize=8192)
def _clipped_pattern(phrase: str) -> re.Pattern[str] | None:
    words = phrase.split(" ")
    if not 2 <= len(words) <= 4 or not all(w.isalpha() and w.isascii() for w in words):
        return None
    variants = []
    for k, word in enumerate(words):
        if word in FUNCTION_WORDS:
            continue
        options = [re.escape(word) + r"[a-z]{3,}"]  # the resume writes it whole
        options += [re.escape(word[:n]) for n in range(3, len(word) - 2)]  # or clipped
        parts = [
            f"(?:{'|'.join(options)})" if i == k else re.escape(w) + "s?"
            for i, w in enumerate(words)
        ]
        variants.append(r"\s+".join(parts))
    if not variants:
        return None
    return re.compile(rf"(?<![a-z0-9])(?:{'|'.join(variants)})(?![a-z0-9])")


def find_short_inside(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """Where the resume writes a run of words inside a phrase as its short form, the words
    around it as they are ("cannulate arteriovenous fistula" in "cannulate AV fistula",
    "lead greenhouse gas reporting" in "lead GHG reporting")."""
    words = phrase.split(" ")
    if len(words) < 3 or not phrase.isascii() or words[0] not in _resume_words(index)[0]:
        return None
    shorts = _short_forms(index)
    firsts = _cached(index, "\0\0shortfirsts", lambda: frozenset(s[0] for f in shorts for s in f))
    for start in range(1, len(words) - 1):
        first = words[start][0]
        if first not in firsts:
            continue
        for number, written_shorts in enumerate(shorts):
            for short in written_shorts:
                if short[0] != first or not short.isalpha():
                    continue
                for end in range(start + 1, len(words) + 1):
                    long = " ".join(words[start:end])
                    if (end - start > 1 and initials_match(short, long)) or _compound_short(
                        short, long
                    ):
                        written = " ".join([*words[:start], short, *words[end:]])
                        path, normalised, text = index.texts[number]
                        if written in normalised:
                            return path, text
    return None


def _compound_short(short: str, word: str) -> bool:
    """A short form of one closed compound of combining forms ("AV" of "arteriovenous")."""
    parts = compound_parts(word) if " " not in word else None
    return bool(parts) and short == parts[0][0] + parts[1][0]


def _spells(short: str, span: tuple[str, ...]) -> bool:
    """`initials_match`, and a short form with "&" only over "and" or "&" at its place."""
    if "&" not in short:
        return initials_match(short, " ".join(span))
    left, _, right = short.partition("&")
    return any(
        word in ("and", "&") and _side(left, span[:at]) and _side(right, span[at + 1 :])
        for at, word in enumerate(span)
    )


def _side(letters_: str, words: tuple[str, ...]) -> bool:
    if len(letters_) == 1:
        return len(words) == 1 and words[0][0] == letters_
    return bool(words) and initials_match(letters_, " ".join(words))
