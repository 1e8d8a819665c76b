"""The shape of one seeded capability, made in one place for `editing` and `features`."""

from __future__ import annotations

from typing import Any


def pack(
    slug: str,
    name: str,
    description: str,
    prompt: str,
    *,
    tools: list[str],
    options: dict[str, Any],
    sort_order: int,
    chinese: tuple[str, str],
    **more: Any,
) -> dict[str, Any]:
    """A capability's seeded values: its tools as a whitelist, its Chinese name and description
    (`chinese`) as its "zh-hans" translation; `more` adds `version` and `kept_version`."""
    chinese_name, chinese_description = chinese
    return {
        "slug": slug,
        "name": name,
        "description": description,
        "prompt_addendum": prompt,
        "tool_policy": "whitelist",
        "tools": list(tools),
        "options": options,
        "sort_order": sort_order,
        "translations": {"zh-hans": {"name": chinese_name, "description": chinese_description}},
        **more,
    }
