"""Questions about what the resume says, answered from the resume itself (no model)."""

from __future__ import annotations

from typing import Any

from agent.engine.guarded.replies import label, say

# Answered in this order; a question naming more parts gets the first few.
_VALUES = (
    "basics.name",
    "basics.label",
    "basics.email",
    "basics.phone",
    "basics.url",
    "basics.location.city",
    "basics.summary",
)
# List sections: how one entry is shown (main key, then the detail in brackets).
_LISTS: dict[str, tuple[str, str]] = {
    "work": ("name", "position"),
    "education": ("institution", "studyType"),
    "skills": ("name", "level"),
    "languages": ("language", "fluency"),
    "projects": ("name", ""),
    "certificates": ("name", "issuer"),
}
MOST_PARTS = 3


def _read(data: Any, path: str) -> Any:
    for key in path.split("."):
        data = data.get(key) if isinstance(data, dict) else None
    return data


def _entry(entry: Any, main: str, detail: str, language: str) -> str:
    if not isinstance(entry, dict):
        return str(entry)
    name = str(entry.get(main) or "").strip()
    extra = str(entry.get(detail) or "").strip() if detail else ""
    if name and extra:
        return f"{name}（{extra}）" if language == "zh" else f"{name} ({extra})"
    return name or extra


def answer(fields: frozenset[str], data: dict[str, Any], language: str) -> str:
    """What the resume says about the parts a question names ("" when it names none of
    the parts answered here)."""
    lines = []
    for path in (*_VALUES, *_LISTS):
        if path not in fields or len(lines) >= MOST_PARTS:
            continue
        value = _read(data, path)
        shown = label(path, language)
        if path in _LISTS:
            main, detail = _LISTS[path]
            items = (
                [_entry(e, main, detail, language) for e in value or []]
                if isinstance(value, list)
                else []
            )
            items = [item for item in items if item]
            joiner = "、" if language == "zh" else ", "
            lines.append(
                say("list", language, label=shown, value=joiner.join(items))
                if items
                else say("missing", language, label=shown)
            )
        elif isinstance(value, str) and value.strip():
            lines.append(say("value", language, label=shown, value=value.strip()))
        else:
            lines.append(say("missing", language, label=shown))
    return ("" if language == "zh" else " ").join(lines)
