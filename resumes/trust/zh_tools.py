"""Chinese product names of a new line (for `skill_claimed`): the object of a tool cue.

"负责考勤统计，使用钉钉导出考勤报表", "在企业微信中维护员工档案", "使用汇联易系统": a product
that the term lists do not know, written in Chinese characters, stands after a cue that says a
tool is used (使用, 通过, 借助, 利用, 采用, 基于, 依托; 在 ... 中/上/里 or 在 ... 系统/平台) and
before the verb or preposition that follows it. It is a name, not an everyday word, when jieba
cuts it into pieces none of which is a common word (`jieba.get_FREQ` >= `_COMMON`): 钉钉 is
钉/钉, 飞书 is 飞/书, 企业微信 is 企业/微信 (微信 has no frequency), while 电话, 公司,
优化流程 are common words. It is backed when the earlier version has it (or its name without
系统/平台/软件) as written.
"""

from __future__ import annotations

import itertools
import logging
import re
from functools import lru_cache

from resumes.skills.index import SkillIndex
from resumes.skills.terms import find_terms, normalize
from resumes.trust.wording import zh_same

_CUE = re.compile(r"使用|通过|借助|利用|采用|基于|依托|(在)")
# What ends a tool's name: a kind word, a place word after 在, a preposition, a verb of the
# duty that follows (any common word), or punctuation.
_KIND = re.compile(r"(?:系统|平台|软件|工具|小程序|APP|App|app)$")
_PLACE = frozenset(["中", "上", "里", "内"])
_ENDS = frozenset(["的", "与", "和", "及", "对", "向", "给", "为", "把", "将", "等", "进行"])
_CJK = re.compile(r"^[\u4e00-\u9fff]+$")
_COMMON = 500
_PROPER = frozenset(["nz", "nt", "nr", "nrt", "nrfg"])
# Channels every job uses: naming one claims no tool.
_EVERYDAY = ("电话", "微信", "邮件", "邮箱", "短信", "线上", "线下", "网络", "现场", "会议")


@lru_cache(maxsize=1)
def _jieba():  # type: ignore[no-untyped-def]
    import jieba

    jieba.setLogLevel(logging.WARNING)
    return jieba


def _common(piece: str) -> bool:
    return len(piece) >= 2 and (_jieba().get_FREQ(piece) or 0) >= _COMMON


def _name_after(rest: str, *, place: bool) -> str:
    """The name a cue is followed by: jieba's pieces up to a common word, a kind or place
    word, a preposition or punctuation; after 在 only when a place or kind word ends it."""
    name = ""
    pieces = [p for p in _jieba().lcut(rest[:12]) if p.strip()]
    for piece in pieces:
        if piece in _PLACE or piece in _ENDS or not _CJK.match(piece) or len(name + piece) > 8:
            return name if (not place or piece in _PLACE or _KIND.search(name)) else ""
        if name and (_common(piece) or _KIND.search(name)):
            return "" if place and not _KIND.search(name) else name
        name += piece
    return "" if place else name


def _is_name(name: str) -> bool:
    """A product's name, not everyday words: jieba has no word for a piece of it (剪映,
    汇联易, 微信), cuts it into single characters (钉/钉, 飞/书) or tags a piece a proper noun
    (腾讯课堂)."""
    if name.startswith(_EVERYDAY):
        return False
    pieces = _jieba().lcut(name)
    unknown = any(len(p) >= 2 and _jieba().get_FREQ(p) is None for p in pieces)
    singles = any(len(a) == len(b) == 1 for a, b in itertools.pairwise(pieces))
    return unknown or singles or _proper(name)


def _proper(name: str) -> bool:
    """Whether jieba tags a piece of the name a proper noun of a brand or a firm (腾讯, 管家婆),
    not a place."""
    from jieba import posseg

    return any(pair.flag in _PROPER for pair in posseg.lcut(name))


def zh_tool_claims(text: str, before: SkillIndex) -> list[str]:
    """Chinese product names after a tool cue that the earlier version does not have."""
    claims: list[str] = []
    for match in _CUE.finditer(text):
        name = _name_after(text[match.end() :], place=bool(match.group(1)))
        name = _KIND.sub("", name)
        if len(name) < 2 or name in claims or not _is_name(name):
            continue
        if find_terms(normalize(name)) or name in before.joined or zh_same(name, before.joined):
            continue  # a known term is judged by its forms; a name the earlier one has, or
            # the short form of its words (财报 beside 财务报表)
        claims.append(name)
    return claims
