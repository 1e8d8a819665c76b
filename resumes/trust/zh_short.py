"""A Chinese short form and its words (for `skill_claimed`, issue 28, guard8).

Chinese shortens a term by keeping one character of each of its words, in order: 准时交货率
(准时 / 交货 / 率) is 准交率, 维修保养 is 维保, 静力触探 is 静探, 质量检验 is 质检. A short form
in the new text where the earlier version has the words, or the words where it has the short
form, names the same thing. `zh_toward` writes such a form as the earlier version writes it,
as `aliases.toward` does for Latin abbreviations. The short form must be a word of its own
(jieba's), its first character the first of the words, each of its characters from one word of
the run, as many words as characters: 维修设备并保证 is not 维保.
"""

from __future__ import annotations

import re

from resumes.skills.chinese_forms import jieba_words
from resumes.skills.index import SkillIndex

_HAN = re.compile(r"[\u3400-\u9fff]+")


def _shortens(short: str, run: tuple[str, ...]) -> bool:
    """Whether `short` keeps one character of each word of `run`, in order, the first
    character of the first word."""
    if len(run) != len(short) or "".join(run) == short or run[0][0] != short[0]:
        return False
    return all(char in word for char, word in zip(short, run, strict=True))


def _pieces(chunk: str) -> list[str]:
    """jieba's words of a Chinese run, one of four or six characters as its two-character
    words (维修保养: 维修 / 保养)."""
    found: list[str] = []
    for word in jieba_words(chunk):
        if len(word) >= 4 and len(word) % 2 == 0:
            found += [word[i : i + 2] for i in range(0, len(word), 2)]
        else:
            found.append(word)
    return found


def _short_words(text: str) -> set[str]:
    """The Chinese words of two to four characters in `text` (jieba's)."""
    return {w for chunk in _HAN.findall(text) for w in jieba_words(chunk) if 2 <= len(w) <= 4}


def _run_of(short: str, text: str) -> str:
    """The run of `text` that `short` shortens ("" if none)."""
    for chunk in _HAN.findall(text):
        if short[0] not in chunk:
            continue
        cut = _pieces(chunk)
        for i in range(len(cut) - len(short) + 1):
            run = tuple(cut[i : i + len(short)])
            if _shortens(short, run):
                return "".join(run)
    return ""


def zh_toward(text: str, before: SkillIndex) -> str:
    """`text` with a Chinese short form written as the earlier version's words, and words the
    earlier version shortens written as its short form."""
    if not _HAN.search(text):
        return text
    old = before.joined
    # A short form of the new text that the earlier version writes out.
    for short in sorted(_short_words(text), key=len, reverse=True):
        if short in old:
            continue
        run = _run_of(short, old)
        if run:
            text = text.replace(short, run)
    # Words of the new text that the earlier version writes as a short form.
    olds = before._found.get("\0\0zh_short")
    if olds is None:
        olds = sorted(_short_words(old), key=len, reverse=True)
        before._found["\0\0zh_short"] = olds  # type: ignore[assignment]
    for short in olds:  # type: ignore[union-attr]
        if short in text or short[0] not in text:
            continue
        run = _run_of(short, text)
        if run:
            text = text.replace(run, short)
    return text
