"""Patterns of Chinese phrases written another way, for the resume's skill index (`index`):
halves swapped or characters inserted, and a phrase's first and last words by jieba."""

from __future__ import annotations

import re
from functools import lru_cache

from resumes.skills.terms import is_one_term


@lru_cache(maxsize=4096)
def reordered_pattern(phrase: str) -> re.Pattern[str]:
    """A Chinese phrase's halves swapped, or one to three characters inserted (compiled once)."""
    patterns = [re.escape(phrase[:2]) + r"[^\s\W]{1,3}?" + re.escape(phrase[-2:])]
    if len(phrase) == 4:
        patterns.append(re.escape(phrase[2:] + phrase[:2]))
    else:
        patterns.append(re.escape(phrase[-2:] + phrase[:-2]))
        patterns.append(re.escape(phrase[-3:] + phrase[:-3]))
    return re.compile("|".join(patterns))


@lru_cache(maxsize=4096)
def jieba_ends(phrase: str) -> tuple[str, ...]:
    """The first and last words of a Chinese phrase of three words or more, each of two
    characters or more; () otherwise."""
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    pieces = [w for w in jieba.lcut(phrase) if w.strip()]
    if len(pieces) < 3 or len(pieces[0]) < 2 or len(pieces[-1]) < 2:
        return ()
    return pieces[0], pieces[-1]


def find_truncated(texts, phrase: str, joined: str = "") -> tuple[str, str] | None:
    """A Chinese term of five characters or more written without its last one, its kind
    (排污许可证 by 排污许可, 教师资格证书 by 教师资格证); `texts` are the index's."""
    if len(phrase) < 5 or not _ALL_CJK.fullmatch(phrase):
        return None
    joined = joined or "\n".join(n for _, n, _ in texts)
    short = phrase[:-1]
    return next(((p, t) for p, n, t in texts if short in n), None) if short in joined else None


def find_shared_character(
    texts, phrase: str, joined: str = "", pairs: frozenset[str] | None = None
) -> tuple[str, str] | None:
    """A Chinese term that joins two words sharing their last character (入离职 is 入职 and
    离职, 出入库 出库 and 入库, 软硬件 软件 and 硬件): one text has both words and the rest of
    the term."""
    if not 3 <= len(phrase) <= 6 or not _ALL_CJK.fullmatch(phrase):
        return None
    joined = joined or "\n".join(n for _, n, _ in texts)
    for i in range(len(phrase) - 2):
        first, second, shared = phrase[i], phrase[i + 1], phrase[i + 2]
        if pairs is not None and (first + shared not in pairs or second + shared not in pairs):
            continue  # in no text: at once
        if first + shared not in joined or second + shared not in joined:
            continue
        rest = (phrase[:i], phrase[i + 3 :])
        for path, normalised, text in texts:
            if (
                first + shared in normalised
                and second + shared in normalised
                and phrase[i : i + 3] not in normalised
                and all(r in normalised for r in rest if r)
            ):
                return path, text
    return None


_ALL_CJK = re.compile(r"[\u3400-\u9fff]+")


def character_pairs(joined: str) -> frozenset[str]:
    """Every two characters side by side in a text (for a quick "in no text")."""
    return frozenset(joined[i : i + 2] for i in range(len(joined) - 1))


@lru_cache(maxsize=4096)
def jieba_words(phrase: str) -> tuple[str, ...]:
    """A Chinese phrase's words by jieba (cached per phrase)."""
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    return tuple(w for w in jieba.lcut(phrase) if w.strip())


@lru_cache(maxsize=4096)
def _search_words(phrase: str) -> tuple[tuple[str, int, int], ...]:
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    return tuple(jieba.tokenize(phrase, mode="search"))


@lru_cache(maxsize=16384)
def chinese_cores(phrase: str) -> tuple[str, ...]:
    """The shorter forms a Chinese compound keeps its skill in, longest first: a Chinese noun
    compound puts its head last and its modifiers first, so a posting adds a setting or a scope
    before the skill (车间生产工艺优化 is 工艺优化 done in a workshop, 基础营养建议 is 营养建议)
    and a kind of work after it (航测项目, 原辅料市场). Its last words of four characters or more
    (a word or more before them, where jieba's search mode starts a word), and its first words
    without the last one, three characters or more, unless the last is a certificate (证,
    证书: 瑜伽教练证书 is never 瑜伽教练) or one word is left that the lexicon does not know."""
    if not 5 <= len(phrase) <= 12 or not _ALL_CJK.fullmatch(phrase):
        return ()
    pieces = jieba_words(phrase)
    if len(pieces) < 2 or "".join(pieces) != phrase:
        return ()
    # where a word starts, jieba's search mode cutting long words too (生产工艺 is 生产 工艺)
    starts = {start for _, start, _ in _search_words(phrase)} - {0}
    last = len(phrase) - len(pieces[-1])
    cores = [phrase[k:] for k in sorted(starts) if k <= last and len(phrase) - k >= 4]
    head = "".join(pieces[:-1])
    # one word left must be a term of the lexicon, as for a Latin phrase (博物馆策展 is never
    # 博物馆, 供应商交期 never 供应商)
    if len(head) >= 3 and "证" not in pieces[-1] and (len(pieces) > 2 or is_one_term(head)):
        cores.append(head)
    return tuple(sorted(set(cores), key=len, reverse=True))
