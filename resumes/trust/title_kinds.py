"""Kinds of work inside a role, and the same post in the other language (for `title_inflated`,
issue 28, guard6).

- **A role's domain word** (`other_domain`): some roles are told apart only by the kind of work
  before their head noun: a test engineer and a development engineer, a support worker and a
  social worker (ESCO keeps them as occupations of their own; a social worker is a regulated
  profession), a train attendant and a flight attendant. A title whose domain word is one
  of another kind than every earlier title's (and none of the earlier kinds) is another
  role: 测试工程师 -> 开发工程师. A title that keeps an earlier kind beside the new one
  ("Social Care Worker", 测试开发工程师) changes nothing.
- **A post by its desk** (`at_desk`): a front desk clerk or agent is a receptionist, as 前台 is.
- **Levels by translation** (`translated_level`): 负责人 is what an English title calls the head
  of a function, 主管 a supervisor or manager, so 运营负责人 -> "Head of Operations" keeps the
  level although the tables rank "head" above 负责人.
- **One occupation by ESCO's labels** (`same_occupation`): a title that ESCO lists in one
  occupation with an earlier title is that job reworded when it is lower than every earlier
  title ("Chef" -> "Cook"), or keeps the earlier head noun with field nouns for its role
  words ("Shop Assistant" -> "Sales Assistant"). ESCO's labels alone are no test: one
  occupation lists a bookkeeper beside an auditor, a reporter beside an editor, "medical
  assistant" beside "physician assistant" (a person's noun before the head: still flagged).
"""

from __future__ import annotations

import re

from resumes.trust.normalize import plain
from resumes.trust.roles import listed_together
from resumes.trust.title_levels import LEVELS_EN

# Kinds of work, each in its words (English whole words, Chinese parts of a title).
_DOMAINS: tuple[tuple[str, ...], ...] = (
    ("test", "tests", "testing", "tester", "qa", "qc", "测试", "质检"),
    ("development", "developer", "开发", "研发"),
    ("support", "care", "carer", "护工", "护理员"),
    ("social", "社工", "社会工作"),
    # where an attendant works: a train or a plane (ESCO: train and flight attendants)
    ("rail", "railway", "train", "高铁", "列车", "铁路", "动车"),
    ("flight", "airline", "aviation", "cabin", "空中", "航空", "空乘"),
)


def _kinds(title: str) -> frozenset[int]:
    value = plain(title).replace(".", " ")
    words = set(re.findall(r"[a-z]+", value))
    return frozenset(
        index
        for index, forms in enumerate(_DOMAINS)
        for form in forms
        if (form in words if form.isascii() else form in value)
    )


def other_domain(before: list[str], after: str) -> bool:
    """Whether `after` names a kind of work that no earlier title names, none of the kinds the
    earlier titles name, while an earlier title names one."""
    new = _kinds(after)
    old = frozenset().union(*(_kinds(t) for t in before)) if before else frozenset()
    return bool(new and old) and not new & old


_DESK = re.compile(
    r"\b(?:front desk|front office|reception desk) (?:clerk|agent|associate|attendant)\b"
)


def at_desk(value: str) -> str:
    """A post named by the desk it keeps ("Front Desk Clerk", "Front Office Agent") written as
    its job, a receptionist (前台 is both the desk and the job)."""
    return _DESK.sub("receptionist", value)


# Chinese level words and the English words that translate them at their level.
_TRANSLATED: dict[str, frozenset[str]] = {
    "负责人": frozenset(["head", "lead", "leader"]),
    "主管": frozenset(["supervisor", "manager", "lead"]),
}


def translated_level(before: list[str], after: str) -> bool:
    """Whether `after` (English) gives an earlier Chinese title's level word in English: the
    head of 负责人, the supervisor or manager of 主管."""
    value = plain(after)
    if not value.isascii():
        return False
    words = set(re.findall(r"[a-z]+", value))
    levels = words & set(LEVELS_EN)  # no other level word ("Senior Sales Manager" for 销售主管)
    return any(
        key in plain(title) and words & english and levels <= english
        for title in before
        if not plain(title).isascii()
        for key, english in _TRANSLATED.items()
    )


_FIELD = re.compile(r"(?:ing|ics|tion|ment|ogy|ry|sales|shop|retail|care|service)$")


def _head(title: str) -> str:
    words = re.findall(r"[a-z]+", re.sub(r"\b(of|for|in|at)\b.*", "", plain(title)))
    return words[-1] if words else ""


def same_occupation(
    before: list[str], after: str, role_words: frozenset[str], *, lower: bool = False
) -> bool:
    """Whether ESCO lists `after` in one occupation with an earlier title, and `after` is
    either lower than every earlier title ("Chef" -> "Cook") or keeps that title's head noun
    with only field nouns for role words ("Shop Assistant" -> "Sales Assistant")."""
    head = _head(after)
    if not head:
        return False
    if lower:
        return any(listed_together(title, after) for title in before)
    if not all(w == head or _FIELD.search(w) for w in role_words):
        return False
    return any(_head(title) == head and listed_together(title, after) for title in before)
