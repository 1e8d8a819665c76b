"""Patterns of Chinese phrases written another way, for the resume's skill index (`index`):
halves swapped or characters inserted, and a phrase's first and last words by jieba."""

from __future__ import annotations

import re
from functools import lru_cache


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
