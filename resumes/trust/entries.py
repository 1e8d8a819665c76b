"""What a skills entry or a term claims besides its known terms (for `skill_claimed`): words
before a backed term that narrow it, work done on a tool ("SAP migration"), a term written as
a credential ("TESOL certification")."""

from __future__ import annotations

import re
from typing import Any

from resumes.skills.bilingual import find_translation, glossary
from resumes.skills.index import SkillIndex
from resumes.skills.terms import normalize, words
from resumes.trust.names import name_claims
from resumes.trust.phrases import entry_supported, unsupported_phrases
from resumes.trust.wording import acronym_known, word_known

_COORDINATED = re.compile(r",|，|、|/|;|\s(?:and|or|&)\s|[和及与]")

_TOOL_WORK = frozenset(
    [
        "implementation",
        "implementations",
        "migration",
        "migrations",
        "rollout",
        "integration",
        "integrations",
        "deployment",
        "configuration",
        "customization",
        "customisation",
        "administration",
        "development",
        "architecture",
        "optimization",
        "optimisation",
        "实施",
        "迁移",
        "上线",
        "集成",
        "部署",
        "配置",
        "二次开发",
    ]
)

# Words before a skill that say whom the work serves or is done for, not which kind of it
# ("employee onboarding", "patient triage", 员工培训, 客户投诉处理): they narrow nothing.
_SERVED_WORDS = (
    "employee employees staff patient patients client clients customer customers guest "
    "guests student students user users member members resident residents visitor visitors "
    "员工 职工 患者 病人 客户 顾客 学生 用户 会员 住户 访客"
)
_SERVED = frozenset(_SERVED_WORDS.split())


def _served_only(ahead: str) -> bool:
    found = [w for w in words(ahead) if w.strip()]
    return bool(found) and all(w in _SERVED for w in found)


def served_backed(surface: str, before: SkillIndex) -> bool:
    """Whether a known term is a backed skill with a word before it for whom it is done
    ("employee training" beside "staff training", "patient education" beside "educated
    patients" when "education" is backed)."""
    found = words(normalize(surface))
    if len(found) < 2 or found[0] not in _SERVED:
        return False
    rest = " ".join(found[1:])
    return bool(before.find(rest)) or all(word_known(w, before) for w in found[1:])


def rest_supported(text: str, terms: list[Any], before: SkillIndex) -> bool:
    """Whether what an entry says besides its (backed) known terms is backed too: its other
    content words are all in the earlier version in some form, or there are none."""
    if not terms:
        return False
    rest = normalize(text)
    for term in terms:
        # a credential keeps its capitals ("BLS"); the text is normalised
        rest = re.sub(re.escape(term.surface), " | ", rest, flags=re.IGNORECASE)
    if not rest.strip(" |,;/()（）"):
        return True
    # A word before a term narrows it ("it 审计", "patent litigation"): it must be backed;
    # words after it name an edition or what it is ("QuickBooks Online", "Docker
    # containers"). Words coordinated with it ("legal research and writing") claim only when
    # a highlight's phrase would.
    if not _COORDINATED.search(rest):
        ahead, _, after = rest.partition("|")
        # ... but work done on a tool is a skill of its own ("HRIS implementation", "SAP
        # migration", "Salesforce administration"): backed only when the earlier version
        # has that word.
        if any(w in _TOOL_WORK and not word_known(w, before) for w in words(after)):
            return False
        return not ahead.strip() or _served_only(ahead) or entry_supported(ahead, before)
    parts = [p for p in _COORDINATED.split(rest.replace("|", " ")) if p.strip()]
    return not any(unsupported_phrases(part, before) for part in parts) and all(
        entry_supported(part, before) or not name_claims(part, before) for part in parts
    )


_CREDENTIAL_AFTER = (
    r"\s*(?:certification|certificate|certified|license|licence|证书|资格证|资格|执照)"
)


def credential_claimed(surface: str, text: str, before: SkillIndex) -> bool:
    """A term written as a credential ("TESOL certification", "certified Scrum Master",
    PMP证书) that the earlier version does not write as it is: a skill of the same concept
    ("ESL" for TESOL) is no credential."""
    value, term = normalize(text), re.escape(surface)
    if not re.search(rf"{term}{_CREDENTIAL_AFTER}|certified\s+{term}", value):
        return False
    # ... nor one whose name the earlier version spells out ("Basic Life Support" for BLS)
    return not (
        before.find(surface)
        or acronym_known(surface.upper(), before)
        or before.find_initials(surface)
    )


_CJK = re.compile(r"[\u3400-\u9fff]")


def entry_translated(text: str, before: SkillIndex) -> bool:
    """Whether a skills entry no list knows is an earlier one in the other language, word by
    word ("Classroom teaching" beside 课堂教学, `resumes.skills.bilingual`), or, one word, by
    the glossary's translations of it ("Training" beside 培训)."""
    value = normalize(text).strip()
    if not value:
        return False
    if find_translation(before, value):
        return True
    to_zh, to_en = glossary()
    if _CJK.search(value):
        options = to_en.get(value, ()) if not re.search(r"[a-z]", value) else ()
    else:
        options = to_zh.get(value, ()) if " " not in value else ()
    return any(before.find(option) for option in options)
