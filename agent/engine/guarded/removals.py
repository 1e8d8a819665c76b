"""Removing an entry by its name ("Remove the COBOL skill", "删除 Globex 这段工作经历") or a basic
field ("Delete my phone number"), without a model."""

from __future__ import annotations

import re
from typing import Any

from agent.engine.guarded.wording import (
    END,
    FIELD_OF,
    POLITE,
    ZH_POLITE,
    SimpleEdit,
    clean_value,
    fold,
)

_SECTION_WORDS = {
    "skill": "skills",
    "job": "work",
    "work": "work",
    "position": "work",
    "education": "education",
    "school": "education",
    "degree": "education",
    "project": "projects",
    "language": "languages",
    "certificate": "certificates",
    "award": "awards",
    "技能": "skills",
    "工作": "work",
    "经历": "work",
    "教育": "education",
    "学历": "education",
    "项目": "projects",
    "语言": "languages",
    "证书": "certificates",
    "奖项": "awards",
}
_EN_SECTION = (
    r"(?:skill|job|work|position|education|school|degree|project|language|certificate|award)s?"
)
_ZH_SECTION = r"(?:工作经历|教育经历|技能|工作|经历|教育|学历|项目|语言|证书|奖项)"
_ZH_THIS = r"(?:这(?:一|个|项|条|段|份)?)"
_REMOVE = (
    re.compile(
        POLITE + r"(?:remove|delete|drop|take out)\s+(?:the\s+|my\s+)?"
        rf"(?:(?P<before>{_EN_SECTION})\s+)?(?P<value>.+?)"
        rf"(?:\s+(?P<after>{_EN_SECTION}))?(?:\s+(?:entry|item|one))?"
        rf"(?:\s+from\s+(?:my|the)\s+(?P<from>{_EN_SECTION})(?:\s+(?:list|section))?)?" + END,
        re.I,
    ),
    re.compile(
        ZH_POLITE
        + rf"(?:删除|删掉|去掉|移除|删)(?:我的)?(?P<before>{_ZH_SECTION})?(?:里的|中的|里|中)?"
        rf"\s*[:：]?\s*(?P<value>.+?)\s*{_ZH_THIS}?(?P<after>{_ZH_SECTION})?(?:条目|项|条)?" + END
    ),
    re.compile(
        ZH_POLITE + rf"(?:把|将)(?:我的)?(?:(?P<before>{_ZH_SECTION})(?:里的|中的|里|中))?\s*"
        rf"(?P<value>.+?)\s*{_ZH_THIS}?(?P<after>{_ZH_SECTION})?(?:条目|项|条)?"
        r"(?:删除|删掉|去掉|移除|删)了?" + END
    ),
)
# Which key names an entry of each list section.
ENTRY_KEYS: dict[str, tuple[str, ...]] = {
    "skills": ("name",),
    "work": ("name", "position"),
    "education": ("institution", "area"),
    "projects": ("name",),
    "languages": ("language",),
    "certificates": ("name",),
    "awards": ("title",),
    "volunteer": ("organization",),
    "publications": ("name",),
    "interests": ("name",),
    "references": ("name",),
}


def remove_entry(text: str, data: dict[str, Any]) -> SimpleEdit | None:
    for pattern in _REMOVE:
        match = pattern.match(text)
        if match:
            named = match.groupdict()
            words = [named.get(key) for key in ("before", "after", "from")]
            sections = {_section(word) for word in words if word}
            value = clean_value(match["value"])
            if not value or len(value) > 80:
                return None
            field_path = FIELD_OF.get(value.casefold())
            if field_path is not None and not sections:
                return _clear_field(field_path, data)
            found = _entry_to_remove(value, sections, data)
            if found.problem == "no_entry" and len(value.split()) > 3:
                return None  # a sentence, not an entry's name: not a simple request
            return found
    return None


def _clear_field(path: str, data: dict[str, Any]) -> SimpleEdit:
    node: Any = data
    for key in path.split("."):
        node = node.get(key) if isinstance(node, dict) else None
    if node in (None, ""):
        return SimpleEdit(problem="no_field", problem_value=path)
    return SimpleEdit(
        operations=[{"path": path, "action": "delete", "value": None}], changes=[(path, "")]
    )


def _section(word: str) -> str:
    word = word.casefold()
    for key, section in _SECTION_WORDS.items():
        if word.startswith(key) or key in word:
            return section
    return ""


def _entry_to_remove(value: str, sections: set[str], data: dict[str, Any]) -> SimpleEdit:
    wanted = fold(value)
    found: list[tuple[str, int, str]] = []
    for section, keys in ENTRY_KEYS.items():
        if sections - {""} and section not in sections:
            continue
        entries = data.get(section)
        for index, entry in enumerate(entries if isinstance(entries, list) else []):
            if isinstance(entry, dict) and any(fold(entry.get(key)) == wanted for key in keys):
                found.append((section, index, str(value)))
    if len(found) != 1:
        code = "no_entry" if not found else "many_entries"
        return SimpleEdit(problem=code, problem_value=value)
    section, index, shown = found[0]
    path = f"{section}[{index}]"
    return SimpleEdit(
        operations=[{"path": path, "action": "delete", "value": None}], changes=[(path, shown)]
    )
