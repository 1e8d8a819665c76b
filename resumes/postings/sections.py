"""A posting cut into the sentences that ask for something, each with whether it is required or
preferred; the rest (about the company, benefits, salary, legal text) is left out.

Every line is normalised (NFKC, lower case) and kept beside its original wording, so a keyword
can show the line that asks for it as the posting writes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from resumes.skills.terms import find_terms, normalize

REQUIRED, PREFERRED = "required", "preferred"
REQUIRED_WEIGHT, DUTY_WEIGHT, PREFERRED_WEIGHT = 2.0, 1.0, 0.5

# Sentences or sections with any of these are about the offer or the company, not the work.
BOILERPLATE_MARKERS: tuple[str, ...] = (
    "benefit",
    "salary",
    "compensation package",
    "pay range",
    "equal opportunity",
    "equal employment",
    "without regard to",
    "reasonable accommodation",
    "background check",
    "e-verify",
    "paid time off",
    "pto",
    "401(k)",
    "health insurance",
    # "dental" alone is a dental practice's work ("dental extractions"); the insurance is
    # written with its neighbours.
    "dental insurance",
    "dental plan",
    "dental coverage",
    "medical, dental",
    "dental, vision",
    "dental and vision",
    "parental leave",
    "paid holidays",
    "vacation days",
    "relocation support",
    "relocation package",
    "tuition reimbursement",
    "sign-on bonus",
    "wellness",
    "retirement plan",
    "ote ",
    "vision insurance",
    "stock option",
    "we offer",
    "what we offer",
    "perks",
    "free lunch",
    "privacy notice",
    "compensation:",
    "五险一金",
    "六险一金",
    "薪资",
    "薪酬待遇",
    "福利",
    "带薪",
    "年假",
    "餐补",
    "团建",
    "下午茶",
    "双休",
    "年终奖",
    "待遇",
    "我们提供",
)
# Headings, lines and sentences that open with these are about the company ("We are a
# leading ...", 公司简介); the words elsewhere ("our mission" in a duty) are not.
ABOUT_MARKERS: tuple[str, ...] = (
    "about us",
    "about the company",
    "about the team",
    "who we are",
    "our mission",
    "our story",
    "our company",
    "our customers",
    "founded in",
    "we are a",
    "we are the",
    "we're a",
    "we're the",
    "关于我们",
    "公司简介",
    "公司介绍",
    "我们是",
    "公司成立于",
)
# Phrases that say nothing about fit; never keywords.
CLICHES: tuple[str, ...] = (
    "team player",
    "self-starter",
    "self starter",
    "fast-paced",
    "fast paced",
    "hard-working",
    "hardworking",
    "detail-oriented",
    "detail oriented",
    "passionate",
    "rockstar",
    "ninja",
    "go-getter",
    "团队合作",
    "团队协作",
    "团队精神",
    "责任心",
    "抗压",
    "吃苦耐劳",
    "积极主动",
)
_REQUIRED_HEADINGS = (
    "requirement",
    "qualification",
    "must have",
    "what you bring",
    "you'll bring",
    "you will bring",
    "you'll need",
    "you will need",
    "you have",
    "you bring",
    "who you are",
    "about you",
    "your profile",
    "skills",
    "要求",
    "任职",
    "资格",
    "技能",
)
# Headings of the duties: their lines are the work, each one naming skills a resume shows.
DUTY_HEADINGS = (
    "responsibilit",
    "what you'll do",
    "what you will do",
    "what you’ll do",
    "duties",
    "the role",
    "day to day",
    "day-to-day",
    "职责",
    "工作内容",
    "岗位描述",
    "职位描述",
)
_REQUIRED_WORDS = ("required", "must", "mandatory", "必须", "必备")
_BONUS = (
    "nice to have",
    "preferred",
    "bonus",
    "a plus",
    "plus:",
    "optional",
    "desirable",
    "is an advantage",
    "优先",
    "加分",
)
# A sentence that says what it names is NOT needed ("Current RN license not required.", "No CPA
# needed", "无需…证书", "护士证非必须") asks for nothing; with a word of help beside it ("helpful
# but not required", "a plus, not mandatory") it asks for it as preferred.
_NOT_NEEDED = re.compile(
    r"\b(?:not|n't|never)\s+(?:(?:be|been|strictly|absolutely|actually|a)\s+)*"
    r"(?:required|needed|necessary|mandatory|essential|compulsory|a must|expected)\b"
    r"|\bno\s+(?:\S+\s+){0,5}?(?:required|needed|necessary)\b|\bno need\b|\bneed not\b"
    r"|\b(?:do|does|did|will)\s*(?:not|n't)\s+(?:need|require)\b|\bnot a requirement\b"
    r"|无需|无须|不需要|不需|不要求|不必|非必须|非必需|非必要|不作要求|不做要求"
)
_HELPS = (
    "helpful",
    "useful",
    "welcome",
    "advantage",
    "a plus",
    "bonus",
    "preferred",
    "nice",
    "ideal",
    "beneficial",
    "appreciated",
    "desired",
    "great",
    "有帮助",
    "更好",
)


def negated(sentence: str) -> str:
    """ "" for a sentence that asks; "none" for one that says its skill is not needed; PREFERRED
    for one that says it helps but is not needed (`_NOT_NEEDED`)."""
    denial = _NOT_NEEDED.search(sentence)
    if not denial:
        return ""
    if _CONTRAST.search(sentence, denial.end()):  # "No experience required, but CPR is a must"
        return "after"
    return PREFERRED if has(sentence, _HELPS) or has(sentence, _BONUS) else "none"


# After a denial, "but" turns to what is asked ("No experience required, but CPR is a must").
_CONTRAST = re.compile(r"\b(?:but|however|though)\b|但是|但")


def after_contrast(sentence: str) -> str:
    """What a sentence asks after the "but" that follows its denial."""
    denial = _NOT_NEEDED.search(sentence)
    contrast = _CONTRAST.search(sentence, denial.end()) if denial else None
    return sentence[contrast.end() :].strip(" ,:;-") if contrast else sentence


_HELP_OR_NOT = re.compile(
    r"(?:\b(?:is|are|would be|will be)\s+)?(?:\ba\s+)?\b(?:helpful|useful|welcome|an advantage|"
    r"a plus|bonus|nice|ideal|beneficial|appreciated|desired|great)\b|(?:,\s*)?\bbut\b|"
    + _NOT_NEEDED.pattern
)


def without_negation(sentence: str) -> str:
    """The part of a "helpful but not required" sentence that names the skill: what comes
    before the first such word, or else after the last ("Not required, but a plus: PMP")."""
    marks = list(_HELP_OR_NOT.finditer(sentence))
    if not marks:
        return sentence
    before = sentence[: marks[0].start()].strip(" ,:;-")
    if re.search(r"[a-z\u3400-\u9fff]{2}", before):
        return before
    return sentence[marks[-1].end() :].strip(" ,:;-") or sentence


_SENTENCES = re.compile(
    r"(?<=[.!?;])(?<!\b\w\.)\s+|[。！？；;]|(?<=[\u4e00-\u9fff]),|,(?=[\u4e00-\u9fff])"
)
_ITEM = re.compile(r"\s*(?:[-*•·]|\d+[.)、])\s*")
_INLINE_LABEL = re.compile(r"([^:：]{2,40})[:：]\s*\S")


@dataclass(frozen=True)
class Sentence:
    """One sentence of a posting that asks for something."""

    text: str  # normalised
    line: str  # as the posting writes it
    weight: float
    kind: str  # "required" or "preferred"
    item: bool = False  # a list item, or under a duties heading ("Responsibilities", 岗位职责)


def has(text: str, markers: Iterable[str]) -> bool:
    """Whether the text holds a marker; a Latin marker of three letters or less only as a word
    of its own ("pto" is paid time off, not the end of "descriptors")."""
    return any(
        marker in text
        and (
            not (marker.isascii() and marker.isalpha() and len(marker) <= 3)
            or re.search(rf"(?<![a-z]){marker}(?![a-z])", text)
        )
        for marker in markers
    )


def _inline_weight(line: str, weight: float) -> float:
    # "Qualifications: current RN licensure." weighs like a line under that heading.
    label = _INLINE_LABEL.match(_ITEM.sub("", line, count=1))
    if label and has(label.group(1), _BONUS):
        return PREFERRED_WEIGHT
    if label and has(label.group(1), _REQUIRED_HEADINGS):
        return REQUIRED_WEIGHT
    return weight


_PIECES = re.compile(r",\s*(?:and\s+)?|\s+and\s+(?=an?\s|the\s)|、|，")


def _without_boilerplate(sentence: str) -> str:
    """A requirement list with one item about the offer or the hiring process ("..., CPR, and a
    clear background check") without that item; the sentence as it is otherwise."""
    pieces = _PIECES.split(sentence)
    if len(pieces) < 3 or _boilerplate(pieces[0]):  # a list of the offer is the offer
        return sentence
    kept = [piece for piece in pieces if not _boilerplate(piece)]
    return ", ".join(kept) if 2 * len(kept) > len(pieces) else sentence


def _boilerplate(sentence: str) -> bool:
    # A skill that holds a marker is still a skill: "compensation and benefits", 薪酬福利.
    if not has(sentence, BOILERPLATE_MARKERS):
        return False
    for term in find_terms(sentence):
        sentence = sentence.replace(term.surface, " ")
    return has(sentence, BOILERPLATE_MARKERS)


def _opens_with_boilerplate(line: str) -> bool:
    # "About us: we are ...", "福利待遇：五险一金，..." : the whole line is about the offer.
    head = _ITEM.sub("", line, count=1)[:24]
    return any(head.startswith(m) for m in (*BOILERPLATE_MARKERS, *ABOUT_MARKERS))


def _is_heading(line: str) -> bool:
    stripped = line.strip().strip("#*-• ").strip()
    return 0 < len(stripped) <= 40 and (
        stripped.endswith((":", "："))
        or (not re.search(r"[.,;。，；]", stripped) and len(stripped.split()) <= 5)
    )


def sentences(text: str) -> list[Sentence]:
    """The posting's sentences that ask for something (boilerplate left out), with weights."""
    result: list[Sentence] = []
    section_weight, section_boiler, section_duties = DUTY_WEIGHT, False, False
    for raw_line in (text or "").splitlines():
        line = normalize(raw_line).strip()
        if not line:
            continue
        # "**Requirements**" is a Markdown heading, not an item that opens with "*".
        item = _ITEM.match(raw_line) and not raw_line.strip().startswith("**")
        if _is_heading(line) and not item:
            section_boiler = has(line, BOILERPLATE_MARKERS) or has(line, ABOUT_MARKERS)
            section_duties = has(line, DUTY_HEADINGS)
            section_weight = (
                PREFERRED_WEIGHT
                if has(line, _BONUS)
                else REQUIRED_WEIGHT
                if has(line, _REQUIRED_HEADINGS)
                else DUTY_WEIGHT
            )
            if section_boiler:
                continue
        if section_boiler or _opens_with_boilerplate(line):
            continue
        line_weight = _inline_weight(line, section_weight)
        listed = bool(item) or section_duties or has(line[:12], DUTY_HEADINGS)
        originals = _SENTENCES.split(raw_line.strip())
        normalised = _SENTENCES.split(line)
        same = len(originals) == len(normalised)
        for index, sentence in enumerate(normalised):
            sentence = _without_boilerplate(sentence.strip(" -*•·\t"))
            if not sentence or _boilerplate(sentence) or sentence.startswith(ABOUT_MARKERS):
                continue
            original = (originals[index] if same else raw_line).strip(" -*•·\t")
            weight = line_weight
            denied = negated(sentence)
            if denied == "none":
                continue
            if denied == "after":
                sentence, denied = after_contrast(sentence), ""
            if denied:
                sentence = without_negation(sentence)
            if denied or has(sentence, _BONUS):
                weight = PREFERRED_WEIGHT
            elif has(sentence, _REQUIRED_WORDS):
                weight = REQUIRED_WEIGHT
            kind = PREFERRED if weight == PREFERRED_WEIGHT else REQUIRED
            result.append(Sentence(sentence, original, weight, kind, listed))
    return result
