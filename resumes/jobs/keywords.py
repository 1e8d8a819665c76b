"""Deterministic keyword extraction from a job posting, in English and Chinese.

1. The text is normalised (NFKC: full-width letters and punctuation become ASCII; lower case)
   and cut into sentences and lines.
2. Boilerplate goes: a sentence with a marker (benefits, salary, equal opportunity, 五险一金,
   ...) and every line under a heading with one ("What we offer", "福利待遇").
3. Each remaining sentence has a weight: 2 under a requirements heading ("Requirements",
   "Qualifications", "任职要求", "岗位要求"), 0.5 when it or its heading says "nice to have",
   "preferred", "bonus", "plus", "优先", "加分", else 1.
4. Keywords: every skill of the vocabulary (`vocabulary.SKILLS`, synonyms folded onto one
   canonical name) and the phrases after "experience with", "knowledge of", "familiar with",
   "熟悉", "精通", "掌握", ... (split on commas, "and", "、", "和" ...; Chinese ones too long
   to be one term are cut into words with jieba and its nouns and Latin words kept).
   Clichés ("team player", "团队合作") never count.

A keyword is `{"keyword": as it reads in the posting (lower-case), "canonical": the name it is
matched by, "weight": the sum of its sentences' weights}`, in order of importance (weight,
then first appearance).
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from resumes.jobs.vocabulary import BOILERPLATE_MARKERS, CLICHES, SKILLS

MAX_KEYWORDS = 40
MAX_PHRASE_WORDS = 4
_REQUIRED = (
    "requirement",
    "qualification",
    "must have",
    "what you bring",
    "you have",
    "skills",
    "要求",
    "任职",
    "资格",
    "技能",
)
_BONUS = ("nice to have", "preferred", "bonus", "a plus", "plus:", "optional", "优先", "加分")
_CUES_EN = re.compile(
    r"(?:experience (?:with|in)|knowledge of|familiar(?:ity)? with|proficien(?:t|cy) (?:in|with)"
    r"|expertise in|skilled in|fluent in|understanding of|background in)\s+(?P<tail>[^.;:!?]+)"
)
_CUES_ZH = re.compile(
    r"(?:熟悉|精通|掌握|了解|熟练使用|熟练掌握|具备)(?P<tail>[^，,。；;!?！？：:]+)"
)
_SPLIT_EN = re.compile(r"\s*(?:,|/|\band\b|\bor\b|\bsuch as\b|\bincluding\b|\be\.g\.)\s*")
_SPLIT_ZH = re.compile(r"[、/,]|和|及|与|或")
_TAIL_ZH = re.compile(r"(?:等|相关|以上|的).*$")
_SENTENCES = re.compile(
    r"\n+|(?<=[.!?;])\s+|[。！？；;]|(?<=[\u4e00-\u9fff]),|,(?=[\u4e00-\u9fff])"
)
_STOP_EN = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "to",
        "for",
        "with",
        "and",
        "or",
        "our",
        "your",
        "their",
        "its",
        "is",
        "are",
        "be",
        "at",
        "as",
        "by",
        "from",
        "this",
        "that",
        "one",
        "more",
        "some",
        "any",
        "all",
        "other",
        "strong",
        "good",
        "solid",
        "deep",
        "proven",
        "working",
        "hands-on",
        "relevant",
        "modern",
        "similar",
        "related",
        "years",
        "year",
        "experience",
        "tools",
        "technologies",
        "technology",
        "etc",
    ]
)
_GENERIC_ZH = frozenset(
    [
        "工作",
        "经验",
        "能力",
        "相关",
        "以上",
        "技术",
        "开发",
        "项目",
        "产品",
        "业务",
        "公司",
        "团队",
        "负责",
        "岗位",
        "职位",
        "优先",
        "要求",
        "年以上",
        "本科",
        "学历",
        "专业",
        "良好",
        "较强",
        "一定",
        "常用",
        "主流",
        "原理",
        "使用",
        "进行",
        "应用",
        "基础",
        "知识",
        "方面",
    ]
)


@dataclass(frozen=True)
class Keyword:
    keyword: str
    canonical: str
    weight: float

    def as_dict(self) -> dict[str, Any]:
        return {"keyword": self.keyword, "canonical": self.canonical, "weight": self.weight}


def normalize(text: str) -> str:
    return unicodedata.normalize("NFKC", text or "").lower()


@lru_cache(maxsize=1)
def _matcher() -> tuple[re.Pattern[str], dict[str, str]]:
    """One regex for every alias (longest first) and the alias -> canonical map. Latin
    aliases need a word boundary (no letter, digit, +, # around); CJK ones match anywhere."""
    canonical_of: dict[str, str] = {}
    for canonical, aliases in SKILLS.items():
        for alias in (canonical, *aliases):
            canonical_of.setdefault(alias, canonical)
    parts = []
    for alias in sorted(canonical_of, key=len, reverse=True):
        escaped = re.escape(alias)
        if alias.isascii():
            parts.append(rf"(?<![a-z0-9+#]){escaped}(?![a-z0-9+#]|\.[a-z])")
        else:
            parts.append(escaped)
    return re.compile("|".join(parts)), canonical_of


def skills_in(text: str) -> dict[str, str]:
    """canonical -> the first way `text` (normalised) writes it."""
    pattern, canonical_of = _matcher()
    found: dict[str, str] = {}
    for match in pattern.finditer(text):
        found.setdefault(canonical_of[match.group(0)], match.group(0))
    return found


def _is_heading(line: str) -> bool:
    stripped = line.strip().strip("#*-• ").strip()
    return 0 < len(stripped) <= 40 and (
        stripped.endswith((":", "："))
        or (not re.search(r"[.,;。，；]", stripped) and len(stripped.split()) <= 5)
    )


def sentences(text: str) -> list[tuple[str, float]]:
    """The posting's requirement sentences (boilerplate dropped) with their weights."""
    result: list[tuple[str, float]] = []
    section_weight, section_boiler = 1.0, False
    for raw_line in normalize(text).splitlines():
        line = raw_line.strip()
        if not line:
            continue
        if _is_heading(line) and not _looks_like_item(raw_line):
            section_boiler = _has(line, BOILERPLATE_MARKERS)
            section_weight = 0.5 if _has(line, _BONUS) else 2.0 if _has(line, _REQUIRED) else 1.0
            if section_boiler:
                continue
        if section_boiler:
            continue
        for sentence in _SENTENCES.split(line):
            sentence = sentence.strip(" -*•\t")
            if not sentence or _has(sentence, BOILERPLATE_MARKERS):
                continue
            weight = 0.5 if _has(sentence, _BONUS) else section_weight
            result.append((sentence, weight))
    return result


def _looks_like_item(line: str) -> bool:
    return bool(re.match(r"\s*(?:[-*•·]|\d+[.)、])\s*", line))


def _has(text: str, markers: Iterable[str]) -> bool:
    return any(marker in text for marker in markers)


def _cliche(phrase: str) -> bool:
    return _has(phrase, CLICHES)


def _phrases(sentence: str) -> list[str]:
    found: list[str] = []
    for match in _CUES_EN.finditer(sentence):
        for part in _SPLIT_EN.split(match.group("tail")):
            words = [w for w in re.findall(r"[a-z0-9][a-z0-9+#.\-]*", part) if w]
            while words and words[0] in _STOP_EN:
                words.pop(0)
            while words and words[-1] in _STOP_EN:
                words.pop()
            if words and len(words) <= MAX_PHRASE_WORDS and not all(w in _STOP_EN for w in words):
                found.append(" ".join(words))
    for match in _CUES_ZH.finditer(sentence):
        for part in _SPLIT_ZH.split(match.group("tail")):
            part = _TAIL_ZH.sub("", part).strip()
            if not part:
                continue
            if part.isascii():
                if re.fullmatch(r"[a-z][a-z0-9+#.\- ]{1,30}", part):
                    found.append(part.strip())
                continue
            if len(part) <= 6 and part not in _GENERIC_ZH and len(part) >= 2:
                found.append(part)
                continue
            found.extend(_zh_terms(part))
    return [p for p in found if not _cliche(p)]


def _zh_terms(part: str) -> list[str]:
    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)

    terms = []
    for word, flag in jieba.posseg.lcut(part):
        word = word.strip()
        noun = flag in ("n", "nz", "vn") and word not in _GENERIC_ZH
        if len(word) >= 2 and (flag == "eng" or noun):
            terms.append(word)
    return terms


def extract_keywords(text: str, *, limit: int = MAX_KEYWORDS) -> list[Keyword]:
    """The posting's keywords in order of importance (see the module's docstring)."""
    weights: dict[str, float] = {}
    surfaces: dict[str, str] = {}
    order: dict[str, int] = {}

    def add(canonical: str, surface: str, weight: float) -> None:
        if canonical not in order:
            order[canonical] = len(order)
            surfaces[canonical] = surface
        weights[canonical] = weights.get(canonical, 0.0) + weight

    for sentence, weight in sentences(text):
        if _cliche(sentence) and not skills_in(sentence):
            continue
        for canonical, surface in skills_in(sentence).items():
            add(canonical, surface, weight)
        for phrase in _phrases(sentence):
            known = skills_in(phrase)
            if known:
                continue  # the vocabulary already counted it
            add(phrase, phrase, weight)
    ranked = sorted(order, key=lambda c: (-weights[c], order[c]))[:limit]
    return [Keyword(surfaces[c], c, round(weights[c], 2)) for c in ranked]
