"""The simplest requests, understood without a model: set a basic field, add a skill, remove an
entry, in English and Chinese.

`simple_edit(text, data)` returns the edit operations (CVEditor's `path`/`action`/`value`)
that carry out the message on the resume `data`, or None when the message is not one of these
shapes. A shape that matched but cannot be carried out (an email that is no email, an entry
that is not there) comes back with `problem` set and no operations.
"""

from __future__ import annotations

import re
from typing import Any

from agent.engine.guarded.removals import remove_entry
from agent.engine.guarded.wording import (
    EN_FIELDS,
    END,
    FIELD_OF,
    POLITE,
    ZH_FIELDS,
    ZH_POLITE,
    SimpleEdit,
    clean_value,
    fold,
)

_SET_PATTERNS = (
    re.compile(
        POLITE + r"(?:set|change|update|make|switch|put|correct|fix)\s+(?:my|the)\s+"
        rf"(?P<field>{EN_FIELDS})\s*(?:(?:to|as|into)\s*[:：=]?|[:：=])\s*(?P<value>.+?){END}",
        re.IGNORECASE,
    ),
    re.compile(
        POLITE + rf"make\s+my\s+(?P<field>{EN_FIELDS})\s+(?:to\s+|into\s+)?(?P<value>.+?){END}",
        re.IGNORECASE,
    ),
    re.compile(
        POLITE + rf"(?:update\s+)?my\s+(?P<field>{EN_FIELDS})\s*(?::|is now|should be|is)\s+"
        rf"(?:now\s+)?(?P<value>.+?){END}",
        re.IGNORECASE,
    ),
    re.compile(
        ZH_POLITE + r"(?:把|将)?\s*(?:我的)?\s*"
        rf"(?P<field>{ZH_FIELDS})\s*(?:改成|改为|换成|设为|设置为|设置成|更新为|更新成|修改为|修改成|更改为|"
        rf"改到|变成|是|现在是)\s*[:：]?\s*(?P<value>.+?){END}"
    ),
)
_MOVED = (
    re.compile(r"^\s*i(?:'ve| have)?\s+(?:moved|relocated)\s+to\s+(?P<value>.+?)" + END, re.I),
    re.compile(r"^\s*我(?:已经)?(?:搬到|搬去|住在)了?\s*(?P<value>.+?)了?" + END),
)
_SKILL = r"(?:skills?|skill set)"
_ADD_SKILL = (
    re.compile(
        POLITE + rf"add\s+(?P<value>.+?)\s+(?:to|in|into)\s+(?:my|the)\s+{_SKILL}"
        r"(?:\s+(?:list|section))?" + END,
        re.I,
    ),
    re.compile(
        POLITE + rf"add\s+(?:a\s+|the\s+|new\s+)*{_SKILL}\s*[:：]?\s*(?P<value>.+?)" + END, re.I
    ),
    re.compile(POLITE + rf"add\s+(?P<value>.+?)\s+as\s+(?:a\s+)?(?:new\s+)?{_SKILL}" + END, re.I),
    re.compile(
        ZH_POLITE
        + r"(?:添加|增加|加上|新增|加)(?:一[个项门])?(?:新的?)?技能\s*[:：]?\s*(?P<value>.+?)"
        + END
    ),
    re.compile(
        ZH_POLITE + r"(?:把|将)\s*(?P<value>.+?)\s*(?:添加|加|增加|加入|写)(?:到|进)(?:我的)?技能"
        r"(?:里|中|列表|栏)?" + END
    ),
    re.compile(
        ZH_POLITE + r"(?:添加|增加|加上|新增)\s*(?P<value>[^技]+?)\s*(?:这项|这个|作为)?技能" + END
    ),
    re.compile(
        ZH_POLITE + r"(?:在|往|给)?(?:我的)?技能(?:里|中|列表|栏)?再?(?:加上|添加|增加|加入|加)"
        r"\s*(?P<value>.+?)" + END
    ),
)
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
_PHONE = re.compile(r"^\+?[\d\s().\-/]{5,30}$")
_URL = re.compile(r"^(?:https?://)?[\w.-]+\.[a-z]{2,}(?:/\S*)?$", re.I)
_QUESTION_VALUE = re.compile(r"什么|多少|哪|\?|？|^(?:what|which|who|how)\b", re.IGNORECASE)
_LIST_SPLIT = re.compile(r"\s*(?:,|，|、|;|；|\band\b|和|及|与)\s*", re.I)
MAX_ITEMS = 5


# A message of several simple requests: "Change my title to X, my city to Y, and add Z to my
# skills", "把职位改成 X，城市改成 Y，再在技能里加上 Z".
_CLAUSES = re.compile(
    r"\s*[,，;；]\s*(?:and\s+|then\s+|also\s+)?(?:再|然后|并且?|还有|另外)?\s*"
    r"|\s+and\s+(?=(?:add|set|change|remove|delete|update|make|my)\b)",
    re.IGNORECASE,
)
# Words that give a value away as a request of its own (an unread compound request).
_MORE_REQUESTS = re.compile(
    r"\b(?:my|add|set|change|remove|delete|update)\b|改成|改为|换成|加上|添加|删除|删掉",
    re.IGNORECASE,
)
_POLITE_TAIL = re.compile(r"\s*[,，]\s*(?:please|thanks|thank you|谢谢|请)\b.*$", re.IGNORECASE)
_VERB = re.compile(r"^\s*(?P<verb>set|change|update|make)\b", re.IGNORECASE)
MOST_CLAUSES = 4


def simple_edit(text: str, data: dict[str, Any]) -> SimpleEdit | None:
    """The edit `text` asks for on `data` when it is one of the simple shapes (or a few of
    them in one message), else None."""
    text = " ".join(text.split())
    found = _one_edit(text, data)
    if found is not None:
        return found
    return _several_edits(text, data)


def _one_edit(text: str, data: dict[str, Any]) -> SimpleEdit | None:
    for reader in (_set_field, _moved, _add_skills, remove_entry):
        found = reader(text, data)
        if found is not None:
            return found
    return None


def _several_edits(text: str, data: dict[str, Any]) -> SimpleEdit | None:
    clauses = [c for c in _CLAUSES.split(text.strip().rstrip("。.!！")) if c and c.strip()]
    if not 2 <= len(clauses) <= MOST_CLAUSES:
        return None
    verb = _VERB.match(clauses[0])
    combined = SimpleEdit()
    for clause in clauses:
        if verb and re.match(r"^\s*my\s", clause, re.IGNORECASE):
            clause = f"{verb['verb']} {clause}"  # "..., my city to Denver"
        found = _one_edit(clause, data)
        if found is None or found.problem:
            return found if found is not None and found.problem else None
        combined.operations += found.operations
        combined.changes += found.changes
    return combined


def _set_field(text: str, data: dict[str, Any]) -> SimpleEdit | None:
    for pattern in _SET_PATTERNS:
        match = pattern.match(text)
        if match:
            path = FIELD_OF[match["field"].casefold()]
            if path == "basics.summary":
                # A summary keeps its own punctuation, and may say anything.
                value = clean_value(text[match.start("value") :], keep_end=True)
                return _set(path, value, data)
            value = clean_value(_POLITE_TAIL.sub("", match["value"]))
            if _QUESTION_VALUE.search(value) or _MORE_REQUESTS.search(value):
                return None  # a question ("我的电话是多少"), or more than one request
            return _set(path, _found_in(path, value), data)
    return None


_FIND = {
    "basics.email": re.compile(r"[^@\s,;，；]+@[^@\s,;，；]+\.[A-Za-z]{2,}"),
    "basics.url": re.compile(r"(?:https?://)?[\w.-]+\.[a-z]{2,}(?:/[^\s,，]*)?", re.IGNORECASE),
}


def _found_in(path: str, value: str) -> str:
    """An address found inside the value ("jordan@lee.dev, thanks") when the whole is none."""
    finder = _FIND.get(path)
    if finder is None or _CHECKS[path][0].match(value):
        return value
    found = finder.search(value)
    return found.group(0) if found else value


def _moved(text: str, data: dict[str, Any]) -> SimpleEdit | None:
    for pattern in _MOVED:
        match = pattern.match(text)
        if match:
            return _set("basics.location.city", clean_value(match["value"]), data)
    return None


_CHECKS = {
    "basics.email": (_EMAIL, "bad_email"),
    "basics.phone": (_PHONE, "bad_phone"),
    "basics.url": (_URL, "bad_url"),
}
_MOST = {"basics.summary": 2000, "basics.name": 100}


def _set(path: str, value: str, data: dict[str, Any]) -> SimpleEdit:
    if not value or len(value) > _MOST.get(path, 120):
        return SimpleEdit(problem="bad_value", problem_value=value[:80])
    check = _CHECKS.get(path)
    if check is not None and not check[0].match(value):
        return SimpleEdit(problem=check[1], problem_value=value[:80])
    return SimpleEdit(operations=[_update(path, value, data)], changes=[(path, value)])


def _update(path: str, value: Any, data: dict[str, Any]) -> dict[str, Any]:
    """An update of `path`, written at the deepest object that exists (an update may add a
    missing key to an object, not a missing object)."""
    keys = path.split(".")
    node: Any = data
    for depth, key in enumerate(keys[:-1]):
        child = node.get(key) if isinstance(node, dict) else None
        if not isinstance(child, dict):
            nested: Any = value
            for inner in reversed(keys[depth + 1 :]):
                nested = {inner: nested}
            return {"path": ".".join(keys[: depth + 1]), "action": "update", "value": nested}
        node = child
    return {"path": path, "action": "update", "value": value}


def _add_skills(text: str, data: dict[str, Any]) -> SimpleEdit | None:
    for pattern in _ADD_SKILL:
        match = pattern.match(text)
        if match:
            names = [clean_value(part) for part in _LIST_SPLIT.split(match["value"])]
            names = [name for name in names if name]
            if not names or len(names) > MAX_ITEMS or any(len(n) > 60 for n in names):
                return None
            return _skills_to_add(names, data)
    return None


def _skills_to_add(names: list[str], data: dict[str, Any]) -> SimpleEdit:
    skills = data.get("skills") if isinstance(data.get("skills"), list) else None
    held = {fold((s or {}).get("name")) for s in skills or [] if isinstance(s, dict)}
    new = []
    for name in names:
        if fold(name) not in held:
            held.add(fold(name))
            new.append(name)
    if not new:
        return SimpleEdit(problem="already_there", problem_value=", ".join(names))
    if skills is None:
        operations = [{"path": "skills", "action": "update", "value": [{"name": n} for n in new]}]
    else:
        operations = [{"path": "skills", "action": "add", "value": {"name": n}} for n in new]
    return SimpleEdit(operations=operations, changes=[("skills", name) for name in new])
