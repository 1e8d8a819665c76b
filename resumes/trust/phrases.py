"""Skills the term lists do not know, for `skill_claimed`: a new entry of a skills list, and the
noun phrases of a new highlight.

An entry of `skills[].keywords` is a skill by where it stands, known term or not ("ServSafe",
招投标, "sterile compounding"): it is supported when the earlier version names it, or has every
word of it in some form (Chinese: every word jieba cuts, category words such as 软件 or
数据库 left aside). A highlight is cut into phrases at punctuation, conjunctions and
prepositions, its opening verb left out ("Ran continuous renal replacement therapy for ICU
patients" -> "continuous renal replacement therapy", "icu patients"); a phrase of which fewer
than half of the content words appear in the earlier version in some form, and at least two
do not, is a claim.
Rewording keeps most words or their stems ("Documented each shift in Epic" for "Charted
every shift in Epic"), so it raises nothing.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache

from resumes.cjk import CJK
from resumes.skills.index import SkillIndex
from resumes.skills.terms import GENERIC, find_terms, normalize, stem, words
from resumes.trust.families import (
    ACTIVITY_NOUNS,
    PLAIN_PHRASES,
    family_backed,
    plain_word,
    unsuffixed,
)
from resumes.trust.wording import (
    ZH_FRAME,
    acronym_known,
    compound_known,
    cue_phrases,
    initials_known,
    word_known,
    zh_same,
)

_SPLIT = re.compile(
    r"[,;:.()/|·，。；：、（）!?！？]|\s+(?:and|or|for|with|in|on|at|to|by|from|of|as|across"
    r"|into|over|using|via|through|within|per|including|while|after|before|under)\s+"
    # A conjunction of one character, not the first of a word (及时, 并购, 和谐, 或者).
    r"|和(?!谐)|(?<!以)及(?!时|格)|与(?!会)|并(?![购发且])|或(?!者)|使用|用于|通过|负责|主导|参与|完成|搭建|担任"
)
_STOP = frozenset(
    [
        "and",
        "or",
        "of",
        "about",
        "around",
        "approximately",
        "roughly",
        "nearly",
        "almost",
        "up",
        "for",
        "with",
        "in",
        "on",
        "at",
        "to",
        "by",
        "from",
        "as",
        "a",
        "an",
        "the",
        "its",
        "their",
        "our",
        "my",
        "his",
        "her",
        "each",
        "every",
        "all",
        "any",
        "some",
        "more",
        "most",
        "new",
        "other",
        "this",
        "that",
        "these",
        "those",
        "own",
        "both",
        "few",
        "many",
        "several",
        "one",
        "two",
        "three",
        "four",
        "five",
        "first",
        "last",
        "much",
        "very",
        "more",
        "less",
        "most",
        "least",
        "faster",
        "better",
        "quicker",
        "easier",
        "greater",
        "higher",
        "lower",
        "larger",
        "smaller",
        "greatly",
        "significantly",
        "highly",
        "key",
        "major",
        "large",
        "small",
        "big",
        "high",
        "low",
        "fast",
        "quick",
    ]
)
# Verbs that open a highlight without the -ed of most ("Ran", "Built", "Won").
_VERBS = frozenset(
    [
        "ran",
        "run",
        "built",
        "build",
        "won",
        "win",
        "led",
        "lead",
        "made",
        "make",
        "wrote",
        "write",
        "set",
        "sent",
        "took",
        "gave",
        "grew",
        "kept",
        "drove",
        "held",
        "met",
        "sold",
        "taught",
        "brought",
        "bought",
        "began",
        "cut",
        "hit",
        "oversaw",
        "own",
        "owned",
        "managed",
        "manage",
        "handle",
        "handled",
    ]
)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Category words that say what kind of thing a skill is, not which one.
_CATEGORY = _words(
    "软件 数据库 系统 工具 平台 语言 技术 能力 经验 知识 技能 工作 相关 熟练 熟悉 掌握 "
    "项目 业务 仪器 设备 系列 精通 擅长 熟练使用 熟练掌握"
)


_BRACKETS = re.compile(r"[(（]([^()（）]*)[)）]")
# A sum of money or a share: digits with a currency or a per cent sign, 万 or 亿.
_CLAUSE = re.compile(r"[,;，；。]|\.\s")
_RESULT = re.compile(r"[$¥€£]\s?\d|\d(?:[\d.,]*)\s?(?:%|％|万|亿|元|k\b|m\b)")


def _jieba_words(text: str) -> list[str]:
    import jieba

    jieba.setLogLevel(logging.WARNING)
    return [w.strip() for w in jieba.lcut(text) if w.strip()]


@lru_cache(maxsize=64)
def _prefixes(stems: frozenset[str]) -> frozenset[str]:
    return frozenset(s[:5] for s in stems if len(s) >= 5)


def _known(word: str, before: SkillIndex) -> bool:
    """Whether the earlier version has `word` in some form: a Chinese word or an everyday
    synonym of it, a Latin word inflected or derived (`wording.word_known`)."""
    if CJK.search(word):
        return word in before.joined or zh_same(word, before.joined)
    s = stem(word)
    return (
        word_known(word, before)
        or (len(s) >= 5 and s[:5] in _prefixes(before.stems))
        # the head of a hyphenated word of the earlier version ("sheets" of "X-sheets")
        or (len(word) >= 4 and bool(re.search(rf"[a-z0-9]-{re.escape(word)}\b", before.joined)))
    )


def _content(phrase: str, *, opening: bool) -> list[str]:
    """The phrase's content words (Latin words, and jieba's words for Chinese)."""
    found: list[str] = []
    phrase = PLAIN_PHRASES.sub(" ", phrase)
    for chunk in re.split(r"([\u3400-\u9fff]+)", phrase):
        if not chunk.strip():
            continue
        if CJK.search(chunk):
            found += [
                w
                for w in _jieba_words(chunk)
                if len(w) > 1 and w not in _CATEGORY and w not in ZH_FRAME
            ]
        else:
            found += [unsuffixed(w) for w in words(chunk) if any(c.isalpha() for c in w)]
    if opening and found and found[0].isascii() and (found[0].endswith("ed") or found[0] in _VERBS):
        found = found[1:]
    return [
        w for w in found if w not in _STOP and w not in GENERIC and not plain_word(w) and len(w) > 1
    ]


def entry_supported(text: str, before: SkillIndex, *, detail: bool = False) -> bool:
    """Whether the earlier version backs a skills entry the term lists do not know (`detail`:
    a Chinese entry of three words or more may add one word, 多媒体课件教学)."""
    value = normalize(text).strip()
    if not value or before.find(value) or acronym_known(text.strip(), before):
        return True
    if family_backed(value, before):
        return True
    # An abbreviation of words the earlier version spells out, or the reverse ("FEA" beside
    # "Finite Element Analysis", "drug utilization review" beside "DUR"); a form in brackets
    # ("variable frequency drives (VFDs)") is backed when either part is.
    outside = _BRACKETS.sub(" ", value).strip()
    parts = {value, outside, *(inside.strip() for inside in _BRACKETS.findall(value))}
    if any(
        part and (before.find_initials(part) or before.find_abbreviation(part)) for part in parts
    ):
        return True
    if outside != value and any(part and before.find(part) for part in parts - {value}):
        return True
    written = {_BRACKETS.sub(" ", text).strip(), *_BRACKETS.findall(text)}
    if outside != value and any(part and acronym_known(part.strip(), before) for part in written):
        return True
    if initials_known(value, before):
        return True
    # Chinese written short or in another order (质量控制 beside 室内质控).
    chinese = bool(CJK.search(value)) and not re.search(r"[a-z]", value)
    if chinese and (zh_same(value, before.joined) or before.find_reordered(value)):
        return True
    content = _content(value, opening=False)
    unknown = [word for word in content if not _known(word, before)]
    if len(unknown) < len(content):  # "benefits administration": the work of a known word
        unknown = [word for word in unknown if word not in ACTIVITY_NOUNS]
    if detail and len(unknown) == 1 and len(content) >= 3 and CJK.search(unknown[0]):
        return True
    return not unknown or compound_known(content, before)


_ACRONYM = re.compile(r"(?<![A-Za-z])[A-Z][A-Z&]{1,5}s?(?![A-Za-z])")


def spelled_acronyms(text: str, before: SkillIndex) -> frozenset[str]:
    """The acronyms of a line ("SOPs") that the earlier version spells out ("standard
    operating procedures"), lower-cased as `_content` reads them."""
    return frozenset(w.lower() for w in _ACRONYM.findall(text) if acronym_known(w, before))


_SENTENCE = re.compile(r"(?<=[.!?;])\s+|[。！？；\n]")


def new_sentences(text: str, old: str) -> list[str]:
    """The sentences of a summary that its earlier version does not have word for word."""
    have = {normalize(s).strip(" .") for s in _SENTENCE.split(old or "")}
    return [s for s in _SENTENCE.split(text) if s.strip() and normalize(s).strip(" .") not in have]


def unsupported_phrases(
    text: str,
    before: SkillIndex,
    *,
    new_words: int = 2,
    also: frozenset[str] = frozenset(),
    compounds: bool = False,
) -> list[str]:
    """The phrases of a new highlight that the earlier version does not back: fewer than half
    of the content words known, and at least `new_words` not (three for a line reworded in
    place, where a synonym or two is wording: "shoppers" for "customers"); `also`: words known
    besides (the acronyms of the line that the earlier version spells out)."""
    claims: list[str] = []
    # A clause stating a sum or a share (年节约成本300万元, "cutting response times by 35%")
    # reports a result: `metric_invented` judges its number, its words are what was counted.
    clauses = [c for c in _CLAUSE.split(normalize(text)) if not _RESULT.search(c)]
    for index, part in enumerate(_SPLIT.split(PLAIN_PHRASES.sub(", ", ", ".join(clauses)))):
        content = _content(part, opening=index == 0 or not CJK.search(part))
        if not content:
            continue
        flags = [word in also or _known(word, before) for word in content]
        known = sum(flags)
        # `compounds` (a clause added to a line): two new Chinese words side by side are one
        # new thing (拓展社区团购渠道), whatever the words around them.
        if compounds and any(
            not a and not b and CJK.search(x) and CJK.search(y) and len(x) + len(y) >= 4
            for a, b, x, y in zip(flags, flags[1:], content, content[1:], strict=False)
        ):
            claims.append(part.strip())
            continue
        # One new word is a detail of a reworded line ("bank" reconciliation), not a skill;
        # a Latin phrase of two words or more none of which the earlier version has is new,
        # even in a line reworded in place ("... and led compensation benchmarking"; jieba
        # cuts Chinese finer: 及时记录拜访情况 is a detail).
        if known * 2 < len(content) and (
            len(content) - known >= new_words
            or (known == 0 and len(content) >= 2 and part.isascii())
        ):
            claims.append(part.strip())
    return claims


def _known_term(phrase: str, before: SkillIndex) -> bool:
    """Whether a cue's phrase is one known term that the earlier version backs in any form
    (版式设计 beside 排版): the term check has judged it."""
    terms = find_terms(phrase)
    return (
        len(terms) == 1
        and terms[0].surface == phrase.strip()
        and (
            before.supports(terms[0].surface, terms[0].canonical)
            or family_backed(terms[0].surface, before)
        )
    )


def cue_claims(text: str, before: SkillIndex) -> list[str]:
    """The phrases a skill cue lists ("experienced in X", 熟悉X) that the earlier version does
    not back: a phrase of which fewer than half of the content words are there in some form."""
    claims: list[str] = []
    for phrase in cue_phrases(text):
        if entry_supported(phrase, before) or _known_term(phrase, before):
            continue
        for part in _SPLIT.split(phrase):
            content = _content(part, opening=False)
            known = sum(_known(word, before) for word in content)
            # A short list item with a word the earlier version lacks is a new skill.
            if content and (
                known * 2 < len(content) or (len(content) <= 3 and known < len(content))
            ):
                claims.append(part.strip())
    return claims
