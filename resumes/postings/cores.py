"""A keyword by its core: a phrase cut from a posting's line often wraps the skill in words the
resume has no reason to repeat, and the match's last try is the skill without them (issue 28,
engineer match8; the job match only, the guard's `supports` keeps its own rules).

Four kinds of wrapping, each taken off by its form, never by a list of skills:
- a product named with its maker or issuer, both capitalised in the posting ("Hilti Profis"):
  the model alone, written so in the resume ("checks in PROFIS"), when it is no word of the
  trades' vocabulary and the first word no adjective ("Registered Dietitian" is no model);
- names joined by a slash ("Autodesk Revit/Navisworks"): each name alone;
- a free phrase of two words whose head names what is done with the skill ("ballast
  components"): its first word alone when that is a noun (no adjective or gerund ending) of
  four letters or more that no stop list holds, found as a word of its own in one text, in
  some inflection, never inside a hyphenated compound ("format" of "large-format"); a phrase
  whose first word only says which: the rest as written (two words or more), or one word after
  a counted compound ("two-person crew"); a first word that is an adjective or a gerund carries
  the skill ("grooming services" is never "services");
- a Chinese compound (jieba's words) with the work done on it or a leading verb or setting
  around it (饲料配方优化, 日常巡检): the words left, two characters or more, as written or in
  its exact other forms (巡检 by 巡视检查); its last word alone is never enough (音乐治疗 is not
  治疗). A core is found only where a text says what the person did or knows, never in an
  employer's, a school's or an issuer's name.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from resumes.postings.duties import _VAGUE
from resumes.postings.keyword_forms import SLOT as _SLOT
from resumes.postings.wordlists import GENERIC_ZH
from resumes.skills.chinese_forms import jieba_words
from resumes.skills.index import SkillIndex
from resumes.skills.terms import GENERIC, is_one_term, lexicon_words
from resumes.skills.vocabulary import LANGUAGES

Finder = Callable[[SkillIndex, str], "tuple[str, str] | None"]
NAME_PATHS = (".name", ".institution", ".issuer", ".organization", ".publisher", ".awarder")

# Word endings of adjectives and participles: a modifier, never the skill alone.
_ADJECTIVE = re.compile(r"(?:ed|al|ive|ous|ful|ic|able|ible|ary|less|ly|ing|er|est)$")
_COUNTED = re.compile(r"^(?:\d+|one|two|three|four|five|six|multi|single|high|low)-[a-z]+$")
# Chinese words that say what is done with a skill or where, never the skill itself.
_DOING_ZH = frozenset(
    [
        *("处理", "制作", "设置", "优化", "修改", "寄送", "关系", "记录", "安排", "工作"),
        *("日常", "基础", "个人", "全程", "相关", "能力", "经验", "管理", "操作", "执行"),
        *("跟进", "负责", "完成", "配合", "协助", "参与", "接受", "适应", "开展", "进行"),
        *("生产", "备案", "编制", "组织", "提供", "熟悉", "掌握", "具备", "能够", "独立"),
    ]
)


def find_core(
    index: SkillIndex, phrase: str, line: str, chinese: Finder | None = None
) -> tuple[str, str] | None:
    """Where the resume has the skill a keyword wraps (see the module's doc), or None.
    `chinese` is the match's search for a Chinese phrase in its other forms (short form,
    a character inserted)."""
    if not phrase.isascii():
        return _find_chinese(index, phrase, chinese)
    for core, how in latin_cores(phrase, line):
        where = _find_latin(index, core, how)
        if where:
            return where
    return None


@lru_cache(maxsize=16384)
def latin_cores(phrase: str, line: str) -> tuple[tuple[str, str], ...]:
    """(core, how to look for it) for a Latin keyword, worked out once per keyword."""
    if "(" in phrase or is_one_term(phrase):
        return ()
    out: list[tuple[str, str]] = []
    words = phrase.split(" ")
    if "/" in words[-1] and not _ADJECTIVE.search(words[0]):  # "bilingual english/spanish"
        pieces = words[-1].split("/")  # asks for both languages
        if all(len(piece) >= 4 and piece not in LANGUAGES for piece in pieces):
            out += [(piece, "name") for piece in pieces]
    if (
        len(words) == 2
        and not _ADJECTIVE.search(words[0])  # "Licensed Hydrogeologist" is no maker's model
        and _capitalised(words, line)
        and _model_name(words[1])
    ):
        out.append((words[1], "capitals"))
    if len(words) >= 2:
        first, rest = words[0], " ".join(words[1:])
        named = _capitalised(words, line)  # "Bluebeam Studio" is a product of its own
        if (
            len(words) == 2
            and not named
            and not _opens_clause(first, line)  # "Teach TOK": a verb, not a noun
            and _noun_alone(first)
            and not _stop(words[-1])
        ):
            out.append((first, "word"))
        if (
            len(words) >= 3
            and not _stop(words[1])
            and not _stop(words[-1])
            and not _written_as_name(first, line)  # "GWO Blade Repair" is a course's name
        ):
            out.append((rest, "phrase"))
        elif len(words) == 2 and _COUNTED.match(first) and _noun_alone(rest):
            out.append((rest, "word"))
    return tuple(out)


def _written_as_name(word: str, line: str) -> bool:
    """Whether the line writes the word in capitals, or capitalised past a clause's start."""
    if re.search(rf"\b{re.escape(word.upper())}\b", line) and len(word) >= 2:
        return True  # in capitals: an issuer's or a maker's short name
    return re.search(rf"(?<=[\w,;:)] )(?-i:[A-Z]){re.escape(word[1:])}\b", line, re.I) is not None


def _opens_clause(word: str, line: str) -> bool:
    """Whether the word opens the line or a clause of it, where a duty's verb stands."""
    return re.search(_SLOT + re.escape(word) + r"\b", line.lower()) is not None


def _capitalised(words: list[str], line: str) -> bool:
    """Both words of a two-word name capitalised (or with digits) in the posting's line."""
    pattern = r"\b" + r"\s+".join(re.escape(w) for w in words) + r"(?![A-Za-z0-9])"
    found = re.search(pattern, line, re.IGNORECASE)
    if not found:
        return False
    written = found.group(0).split()
    return all(w[0].isupper() or w[0].isdigit() for w in written) and not written[1].isupper()


def _model_name(word: str) -> bool:
    """A model's name, not a word of the trades' vocabulary ("Sound" of "Meyer Sound" is)."""
    return any(c.isdigit() for c in word) or (len(word) >= 4 and word not in lexicon_words())


def _noun_alone(word: str) -> bool:
    return len(word) >= 4 and word.isalpha() and not _ADJECTIVE.search(word) and not _stop(word)


def _stop(word: str) -> bool:
    return word in _VAGUE or word in GENERIC


def _find_latin(index: SkillIndex, core: str, how: str) -> tuple[str, str] | None:
    if how == "phrase":  # as written, never by another label of a concept
        return index.find(core)
    if how == "capitals":  # the model as written: "PROFIS", "6000"
        pattern = _written(core)
        return next((_outside_names(p, t) for p, _, t in index.texts if pattern.search(t)), None)
    if how == "name":
        return index.evidence(core)
    where = index.find(core) or index.find_inflected(core)
    if where and _in_compound(core, where[1]):  # "format" of "large-format" is no skill
        return None
    return where


def _in_compound(word: str, text: str) -> bool:
    """Whether the word stands in the text only as a part of a hyphenated compound."""
    lowered = text.lower()
    spots = [m.start() for m in re.finditer(re.escape(word[:5]), lowered)]
    return bool(spots) and all(
        (at > 0 and lowered[at - 1] == "-") or lowered[at + len(word) : at + len(word) + 1] == "-"
        for at in spots
    )


@lru_cache(maxsize=4096)
def _written(core: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(core)}(?![A-Za-z0-9])", re.IGNORECASE)


def _outside_names(path: str, text: str) -> tuple[str, str] | None:
    return None if path.endswith(NAME_PATHS) else (path, text)


def _find_chinese(index: SkillIndex, phrase: str, chinese: Finder | None) -> tuple[str, str] | None:
    for core in chinese_wrapped_cores(phrase):
        where = find_outside_names(index, core)
        if where is None and chinese is not None:
            where = chinese(index, core)
        if where:
            return where
    return None


@lru_cache(maxsize=16384)
def chinese_wrapped_cores(phrase: str) -> tuple[str, ...]:
    """The skill inside a Chinese compound of four to eight characters: the words left when
    those saying what is done or how are taken off its ends."""
    if not 4 <= len(phrase) <= 8 or not _ALL_CJK.fullmatch(phrase) or is_one_term(phrase):
        return ()
    pieces = list(jieba_words(phrase))
    if len(pieces) < 2 or "".join(pieces) != phrase:
        return ()
    start, end = 0, len(pieces)
    while start < end and pieces[start] in _DOING_ZH:
        start += 1
    while end > start and pieces[end - 1] in _DOING_ZH:
        end -= 1
    out = []
    kept = "".join(pieces[start:end])
    if kept != phrase and len(kept) >= 2 and not all(p in GENERIC_ZH for p in pieces[start:end]):
        out.append(kept)
    return tuple(out)


def find_outside_names(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """A part of a keyword in a text that says what the person did or knows, never in an
    employer's, a school's or an issuer's name (建筑设计 of 装配式建筑设计 is not in
    某省建筑设计院)."""
    if phrase not in index.joined:
        return None
    return next(
        (
            (path, text)
            for path, normalised, text in index.texts
            if phrase in normalised and not path.endswith(NAME_PATHS)
        ),
        None,
    )


_ALL_CJK = re.compile(r"[\u3400-\u9fff]+")


def find_unhyphenated(index: SkillIndex, phrase: str) -> tuple[str, str] | None:
    """A Chinese phrase with a Latin name found where the resume hyphenates the name's letters
    (CV曲线 in C-V曲线测量), or the reverse."""
    if phrase.isascii() or not _LATIN_IN.search(phrase) or "-" not in index.joined:
        return None
    bare = _HYPHEN.sub("", phrase)
    return next(
        ((p, t) for p, n, t in index.texts if "-" in n and bare in _HYPHEN.sub("", n)), None
    )


_LATIN_IN = re.compile(r"[a-z]")
_HYPHEN = re.compile(r"(?<=[a-z0-9])-(?=[a-z0-9])")
