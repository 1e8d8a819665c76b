"""Words a typesetter hyphenated at a line's end ("offi-" over "cers") made whole again when
the wrapped rows are joined; a compound broken at its own hyphen ("de-" over "icing") keeps
it. The break is taken for the typesetter's when the whole word is found elsewhere in the
document, or when the PDF was made by a typesetter that hyphenates by default (layout family:
TeX, troff/groff, InDesign and other book typesetters; the classic serif resumes of writers
and academics) and English hyphenation patterns allow a break there. Chromium, Word and
LibreOffice do not hyphenate by default: there a line-end hyphen is the word's own unless the
document shows the word whole."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from functools import lru_cache

import pyphen

from resumes.importing.lines import Line

SOFT = "\u00ad"  # a soft hyphen: `lines.join_wrapped` drops it with no space
_TYPESETTERS = re.compile(r"\btex\b|pdftex|xetex|luatex|dvipdf|troff|groff|indesign|quark|"
                          r"framemaker|scribus|context", re.I)  # fmt: skip
_END = re.compile(r"([^\W\d_]+)[-\u2010\u00ad]$")
_START = re.compile(r"^([^\W\d_]+)")
_WORD = re.compile(r"[^\W\d_]+(?:[-\u2010][^\W\d_]+)*")


def hyphenating(creator: str) -> bool:
    """Whether the PDF's Creator or Producer names a typesetter that hyphenates by default."""
    return bool(_TYPESETTERS.search(creator or ""))


def mark_soft_hyphens(lines: list[Line], typeset: bool) -> None:
    """Turns the hyphen ending a row that the next row continues into a soft hyphen where it
    is the typesetter's, not the word's."""
    whole: Counter = Counter()
    compounds: set[str] = set()
    for line in lines:
        for word in _WORD.findall(line.text.lower()):
            whole[word] += 1
            if "-" in word or "\u2010" in word:
                compounds.add(word.replace("\u2010", "-"))
    for previous, line in itertools.pairwise(lines):
        if not line.continues or not previous.parts:
            continue
        last = previous.parts[-1]
        end, start = _END.search(last.text.rstrip()), _START.match(line.text.lstrip())
        if not end or not start or not start.group(1)[0].islower():
            continue
        head, tail = end.group(1), start.group(1)
        joined = (head + tail).lower()
        if f"{head}-{tail}".lower() in compounds:
            continue
        if whole[joined] or (typeset and _pattern_break(joined, len(head))):
            last.text = last.text.rstrip()[:-1] + SOFT


def _pattern_break(word: str, at: int) -> bool:
    return at in _hyphenator().positions(word)


@lru_cache(maxsize=1)
def _hyphenator() -> pyphen.Pyphen:
    """English hyphenation patterns (Pyphen ships LibreOffice's dictionaries; pinned)."""
    return pyphen.Pyphen(lang="en_US")
