"""Deterministic keyword extraction from a job posting, in English and Chinese, for any job.

1. The posting is cut into the sentences that ask for something (`sections.sentences`): the
   company's story, benefits, salary and legal text are left out; each sentence is required
   (weight 2 under a requirements heading or with "must"/"required", 1 for duties and the
   title) or preferred (0.5: "nice to have", "preferred", "a plus", 优先, 加分).
2. Keywords are the skill terms of those sentences (`resumes.skills.terms`: ESCO's phrases
   for every occupation, the supplement's tools, credentials, languages asked for as
   languages, Chinese terms), folded onto one canonical name, and, for what neither knows,
   the phrases after "experience with", "knowledge of", 熟悉, 精通, ... (split on commas,
   "and", "or", 、, 和; stop words trimmed; at most four words; a dot inside a name does not
   end a phrase: "Next.js", ".NET"; Chinese ones too long to be one term cut by jieba into
   noun compounds, adjacent nouns kept together; generic nouns and counts are no keywords).
   A sentence about the reporting line ("report to the RN supervisor") yields no credential.
3. A keyword's weight is the sum of its sentences' weights; it is required when any of them
   is; its evidence is the line that asks for it most. Ordered by weight, then by first
   appearance (at most 40).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any

from resumes.postings.duties import duty_phrases
from resumes.postings.names import named_phrases, own_term, without_verb_led
from resumes.postings.requirements import (
    KIND_WORDS,
    asks,
    chinese_phrases,
    covered,
    english_phrases,
    examples_and_kind,
    join_defined,
    named_with_kind_word,
    of_phrase,
    only_lead_words,
    without_leading_verbs,
)
from resumes.postings.sections import (
    CLICHES,
    DUTY_WEIGHT,
    PREFERRED,
    REQUIRED,
    Sentence,
    has,
    sentences,
)
from resumes.postings.wordlists import GENERIC_ZH as _GENERIC_ZH
from resumes.postings.wordlists import STOP_EN as _STOP_EN
from resumes.skills.terms import find_terms

MAX_KEYWORDS = 60
MAX_PHRASE_WORDS = 4
# A cue's phrase runs to the end of the clause; a dot inside a name ("Next.js", ".NET",
# "ASP.NET") does not end it, a dot before a space or the end does.
_TAIL_CHARS = r"(?:[^.;:!?()]|\.(?=[a-z0-9#]))+"
_WORD_EN = re.compile(r"(?<![a-z0-9])\.?[a-z0-9][a-z0-9+#.\-]*[a-z0-9+#]|[a-z0-9][+#]*")
_CUES_EN = re.compile(
    r"(?:experience (?:with|in|of)|knowledge of|familiar(?:ity)? with|proficien(?:t|cy) (?:in|with)"
    r"|expertise (?:in|with)|skilled (?:in|at)|understanding of|background in|exposure to"
    r"|command of|competen(?:ce|cy|t) (?:in|with)|track record (?:in|of|with)|hands-on with"
    r"|comfortable with|versed in|expert in|fluency in|ability to use|capable of using)"
    rf"\s+(?P<tail>{_TAIL_CHARS})"
)
_CUES_ZH = re.compile(
    r"(?:熟悉|精通|掌握|了解|熟练使用|熟练掌握|熟练运用|能够使用|会使用|具备|具有|拥有|懂)"
    r"(?P<tail>[^，,。；;!?！？：:]+)"
)
# "有招投标经验", "三年以上施工图设计经验": what comes before 经验 is the skill.
_EXPERIENCE_ZH = re.compile(
    r"(?:有|从事|年以上|年)(?P<tail>[^，,。；;!?！？：:有年]{2,16}?)(?:相关)?(?:工作)?经验"
)
# A Chinese duty: what follows a verb that opens a clause is asked for ("负责增值税申报",
# "推动组织发展与人才盘点"); a verb inside a word (人力资源管理师) opens nothing.
_DUTY_ZH = re.compile(
    r"(?:^|(?<=[，,。；;：:\s)）.、\-]))(?:负责|推动|组织|编制|配合|处理|优化|推行|制定|参与|完成|协助|开展|主导|执行|跟进|维护"
    r"|搭建|建立|撰写|管理|独立完成|主持)(?P<tail>[^，,。；;!?！？：:]+)"
)
_SPLIT_EN = re.compile(r"\s*(?:,|/|\band\b|\bor\b|\bsuch as\b|\bincluding\b|\be\.g\.)\s*")
_SPLIT_ZH = re.compile(r"[、/,]|和|及|与|或")
_TAIL_ZH = re.compile(r"(?:等|相关|以上|的|经验|能力|者|优先|加分|落地|上线|提升|提高).*$")
# Where a cue's phrase ends: "mass timber is preferred" is "mass timber".
_TAIL_EN = re.compile(
    r"\s(?:is|are|was|will|would|should|preferred|required|desired|a plus|strongly|highly"
    r"|preferably|ideally|in a|in an|within|across|to|for|that|which|who|where|when)\b.*$"
)
# "Report to the RN supervisor" names a person, not a credential the applicant needs.
_REPORTS_TO = re.compile(r"\breport(?:s|ing)?\s+(?:directly\s+)?(?:to|into)\b|汇报")


@dataclass(frozen=True)
class Keyword:
    """A keyword of a posting with its evidence: the line that asks for it, and how."""

    keyword: str  # as the posting writes it, lower-case
    canonical: str  # the name it is matched by
    weight: float
    kind: str = REQUIRED  # "required" or "preferred"
    line: str = ""  # the posting's sentence that asks for it

    def as_dict(self) -> dict[str, Any]:
        return {
            "keyword": self.keyword,
            "canonical": self.canonical,
            "weight": self.weight,
            "kind": self.kind,
            "line": self.line,
        }


def _trim(words: list[str]) -> list[str]:
    while words and words[0] in _STOP_EN:
        words.pop(0)
    while words and words[-1] in _STOP_EN:
        words.pop()
    return words


def _phrases(sentence: str) -> list[str]:
    """Phrases after a cue that no term covers (the taxonomy's gaps)."""
    found: list[str] = []
    for match in _CUES_EN.finditer(sentence):
        tail = _TAIL_EN.sub("", match.group("tail"))
        for part in _SPLIT_EN.split(tail):
            words = _trim(_WORD_EN.findall(part))
            if words and len(words) <= MAX_PHRASE_WORDS and len(" ".join(words)) > 1:
                found.append(" ".join(words))
    tails = [m.group("tail") for m in _CUES_ZH.finditer(sentence)]
    tails += [m.group("tail") for m in _EXPERIENCE_ZH.finditer(sentence)]
    duties = [m.group("tail") for m in _DUTY_ZH.finditer(sentence) if m.group("tail") not in tails]
    pieces = [
        (piece, tail in duties)
        for tail in [*tails, *duties]
        for part in _SPLIT_ZH.split(tail)
        for piece in examples_and_kind(part)
    ]
    for part, duty in pieces:
        if duty:
            part = without_leading_verbs(of_phrase(part))  # "运用逻辑回归", "排序模型的优化"
        part = _TAIL_ZH.sub("", part).strip()
        # "制定并实施周计划": the second verb's object is the skill (周计划).
        part = _AND_THEN_ZH.sub("", part)
        if duty:
            part = re.sub(r"(?:工作|事宜|事务)$", "", part)  # "盘点工作" asks for 盘点
            if part in _VAGUE_DUTY_ZH or _only_verb(part):
                continue  # "开发", "维护", "月度": what is done or when, not a skill
        if not part:
            continue
        if part.isascii():
            if re.fullmatch(r"[a-z][a-z0-9+#.\- ]{1,30}", part):
                found.append(part.strip())
            continue
        found.extend(_zh_terms(part))
    return [phrase for phrase in found if not has(phrase, CLICHES)]


_AND_THEN_ZH = re.compile(
    r"^(?:并且|并|同时)(?:实施|执行|完成|落实|推进|开展|组织|负责|制定|编制|跟进|维护|参与)?"
)

_VAGUE_DUTY_ZH = frozenset(
    [
        "月度",
        "季度",
        "年度",
        "日常",
        "落地",
        "设计",
        "建设",
        "开发",
        "策略",
        "数据",
        "协调",
        "管理",
        "执行",
        "推进",
    ]
)


def _only_verb(part: str) -> bool:
    """Whether jieba reads a duty's part as one verb ("起草", "排班")."""
    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)
    pieces = jieba.posseg.lcut(part)
    return len(pieces) == 1 and pieces[0].flag == "v"


def _zh_terms(part: str) -> list[str]:
    """A short part (2-6 characters) is one term unless it is generic nouns only ("医院设备")
    or a count ("2年");
    a longer one gives its noun compounds: adjacent nouns stay one term ("血流动力学监测", not
    血流 / 动力学 / 监测), a compound of generic nouns only is dropped."""
    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)
    pieces = [(word.strip(), flag) for word, flag in jieba.posseg.lcut(part) if word.strip()]
    latin_after = re.fullmatch(r"([\u3400-\u9fff]{2,})([a-z][a-z0-9+#.\-]*)", part)
    if latin_after:  # "监控模型ks": the name is asked for, the Chinese before it is the duty
        head, name = latin_after.groups()
        # the Chinese before it counts only when it names something ("必须有" asks for it)
        nouns_only = all(f.startswith("n") for _, f in jieba.posseg.lcut(head))
        return [*(_zh_terms(head) if nouns_only else []), name]
    if 2 <= len(part) <= 6:
        counted = any(flag in ("m", "q") for _, flag in pieces)  # "2年", "三个月"
        generic = all(word in _GENERIC_ZH for word, _ in pieces)  # "医院设备"
        return [] if counted or generic else [part]
    terms: list[str] = []
    run: list[str] = []
    for word, flag in [*pieces, ("", "x")]:
        if (flag in ("n", "nz", "vn") and len(word) >= 2) or (run and flag in ("n", "vn")):
            run.append(word)
            continue
        if run and not all(w in _GENERIC_ZH for w in run) and len("".join(run)) <= 10:
            terms.append("".join(run))
        run = []
        if flag == "eng" and len(word) >= 2:
            terms.append(word)
    return terms


def _listed(sentence: Sentence, listed: bool) -> list[str]:
    """The phrases of a requirement line by its coordinations (`requirements`); a Chinese one's
    long pieces cut into noun compounds."""
    if _REPORTS_TO.search(sentence.text) or sentence.text.rstrip().endswith((":", "：")):
        return []  # a label or heading ("任职要求：") asks for nothing itself
    if not _CJK.search(sentence.text):
        return english_phrases(sentence.text, listed=listed, item=sentence.item)
    if not (listed or sentence.item):
        return []
    found: list[str] = []
    for piece in chinese_phrases(sentence.text, duty=not listed):
        if not listed and (piece in _VAGUE_DUTY_ZH or _only_verb(piece)):
            continue  # "开发", "维护": what is done, not a skill
        if piece.isascii():
            found += english_phrases(piece, listed=True)
        else:
            found += _zh_terms(piece)
    return found


_CJK = re.compile(r"[\u3400-\u9fff]")


def _inside_any(name: str, phrases: list[str]) -> bool:
    pattern = re.compile(rf"(?<![a-z0-9]){re.escape(name)}(?![a-z0-9])")
    return any(pattern.search(phrase) for phrase in phrases)


def _names(sentence: Sentence, listed: bool) -> list[str]:
    """Tool and product names of a sentence that asks for something (`names`)."""
    if not (listed or sentence.item or asks(sentence.text)):
        return []
    # a line of several sentences is read whole: each sentence keeps the names it writes
    return [
        name
        for name in named_phrases(sentence.line)
        if not has(name, CLICHES) and _inside_any(name, [sentence.text])
    ]


def extract_keywords(text: str, *, limit: int = MAX_KEYWORDS) -> list[Keyword]:
    """The posting's keywords in order of importance (see the module's docstring)."""
    weights: dict[str, float] = {}
    surfaces: dict[str, str] = {}
    kinds: dict[str, str] = {}
    lines: dict[str, tuple[float, str]] = {}
    order: dict[str, int] = {}

    def add(canonical: str, surface: str, weight: float, kind: str, line: str) -> None:
        if canonical not in order:
            order[canonical] = len(order)
            surfaces[canonical] = surface
            kinds[canonical] = kind
        weights[canonical] = weights.get(canonical, 0.0) + weight
        if kind == REQUIRED:
            kinds[canonical] = REQUIRED
        if weight > lines.get(canonical, (0.0, ""))[0]:
            if canonical in lines and canonical not in titled:
                surfaces[canonical] = surface  # as the line that asks for it most writes it
            lines[canonical] = (weight, line)

    titled: set[str] = set()  # keywords the title names keep the title's wording
    for number, sentence in enumerate(sentences(text)):
        terms = find_terms(sentence.text, asked=True)
        reports = bool(_REPORTS_TO.search(sentence.text))
        if reports:
            terms = [term for term in terms if term.kind != "credential"]
        if has(sentence.text, CLICHES) and not terms:
            continue
        listed = sentence.weight != DUTY_WEIGHT  # under a requirements or bonus heading
        duties = [] if reports else duty_phrases(sentence.text, listed=listed)
        names = [] if number == 0 or reports else _names(sentence, listed)
        phrases = list(
            dict.fromkeys([*_phrases(sentence.text), *duties, *_listed(sentence, listed), *names])
        )
        for term in without_verb_led(terms, sentence.text, phrases):
            if has(term.surface, CLICHES):
                continue
            add(term.canonical, term.surface, sentence.weight, sentence.kind, sentence.line)
            if number == 0:
                titled.add(term.canonical)
        said: list[str] = []  # what this sentence's phrases gave, before its names
        for phrase in phrases:
            if phrase in names and any(KIND_WORDS.sub("", p) == phrase for p in said):
                continue  # "rd" of "RD credential", already a keyword with its kind word
            named = named_with_kind_word(phrase)
            if named in surfaces and named not in titled:
                surfaces[named] = phrase  # "BLS certification" is BLS, as the posting writes it
            own = own_term(phrase, terms)  # a term the sentence's reading went past
            if own:
                add(own, phrase, sentence.weight, sentence.kind, sentence.line)
                continue
            if covered(phrase, terms, generic_zh=_GENERIC_ZH) or only_lead_words(phrase):
                continue  # a term of the taxonomy already counted it; "confident", "you'll do"
            add(phrase, phrase, sentence.weight, sentence.kind, sentence.line)
            said.append(phrase)
    join_defined(order, surfaces, weights, lines)
    ranked = sorted(order, key=lambda c: (-weights[c], order[c]))[:limit]
    return [
        Keyword(surfaces[c], c, round(weights[c], 2), kinds[c] or PREFERRED, lines[c][1])
        for c in ranked
    ]
