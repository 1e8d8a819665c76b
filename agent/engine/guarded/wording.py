"""The words of a simple request: which field a word names, how a request may start and end,
and a value cleaned of quotes; shared by the simple edits (`simple_edits`, `removals`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

# The basic fields a message can set, by the words that name them (longest first).
_EN_FIELDS: tuple[tuple[str, str], ...] = (
    ("professional title", "basics.label"),
    ("job title", "basics.label"),
    ("headline", "basics.label"),
    ("title", "basics.label"),
    ("full name", "basics.name"),
    ("name", "basics.name"),
    ("email address", "basics.email"),
    ("e-mail address", "basics.email"),
    ("e-mail", "basics.email"),
    ("email", "basics.email"),
    ("phone number", "basics.phone"),
    ("mobile number", "basics.phone"),
    ("telephone", "basics.phone"),
    ("phone", "basics.phone"),
    ("mobile", "basics.phone"),
    ("city", "basics.location.city"),
    ("website", "basics.url"),
    ("homepage", "basics.url"),
    ("url", "basics.url"),
    ("summary", "basics.summary"),
)
_ZH_FIELDS: tuple[tuple[str, str], ...] = (
    ("职位头衔", "basics.label"),
    ("头衔", "basics.label"),
    ("职称", "basics.label"),
    ("职位", "basics.label"),
    ("标题", "basics.label"),
    ("名字", "basics.name"),
    ("姓名", "basics.name"),
    ("电子邮件地址", "basics.email"),
    ("电子邮件", "basics.email"),
    ("邮箱地址", "basics.email"),
    ("邮箱", "basics.email"),
    ("电话号码", "basics.phone"),
    ("手机号码", "basics.phone"),
    ("手机号", "basics.phone"),
    ("电话", "basics.phone"),
    ("手机", "basics.phone"),
    ("所在城市", "basics.location.city"),
    ("城市", "basics.location.city"),
    ("个人网站", "basics.url"),
    ("网站", "basics.url"),
    ("主页", "basics.url"),
    ("个人简介", "basics.summary"),
    ("简介", "basics.summary"),
)
FIELD_OF = dict(_EN_FIELDS + _ZH_FIELDS)
EN_FIELDS = "|".join(re.escape(word) for word, _ in _EN_FIELDS)
ZH_FIELDS = "|".join(re.escape(word) for word, _ in _ZH_FIELDS)
END = r"\s*[.。!！?？]?\s*$"
POLITE = r"^\s*(?:(?:hi|hello|hey|please|can you|could you|would you|kindly)[\s,!]+)*"
ZH_POLITE = r"^\s*(?:请你?|麻烦你?|帮我|能不能|可以)*\s*"
_QUOTES = "\"'“”‘’「」『』《》`"


@dataclass
class SimpleEdit:
    """The operations a simple request comes to, and what to tell the person."""

    operations: list[dict[str, Any]] = field(default_factory=list)
    # (path, value) per change, for the reply; or why it cannot be done.
    changes: list[tuple[str, Any]] = field(default_factory=list)
    problem: str = ""
    problem_value: str = ""


def clean_value(value: str, *, keep_end: bool = False) -> str:
    value = value.strip()
    while len(value) >= 2 and value[0] in _QUOTES and value[-1] in _QUOTES:
        value = value[1:-1].strip()
    value = value.strip(_QUOTES).strip()
    return value if keep_end else value.rstrip("。.!！").strip()


def fold(value: Any) -> str:
    return " ".join(str(value or "").casefold().split())
