"""The worked examples the embedded model is shown: a pool, and the few picked per request."""

from __future__ import annotations

import re
from typing import Any

# Taught by example: small models copy a transcript far better than they follow prose.
# (request, tool, arguments, result, answer). Each request gets the few examples whose words
# it shares most (`pick_examples`), the closest one last: a 135M model copies the nearest
# pattern, and ten examples at once drown it.
Example = tuple[str, str, dict[str, Any], str, str]


def _edit(request: str, path: str, value: Any, answer: str, action: str = "update") -> Example:
    result = f"Added {path}[1]." if action == "add" else f"Updated {path}."
    return request, "CVEditor", {"path": path, "action": action, "value": value}, result, answer


_EXAMPLES: list[Example] = [
    _edit(
        "Please change my name to Jane Smith",
        "basics.name",
        "Jane Smith",
        "Done: your name is now Jane Smith.",
    ),
    _edit(
        "my email is jane@example.org",
        "basics.email",
        "jane@example.org",
        "Done: your email is now jane@example.org.",
    ),
    _edit("Add SQL to my skills", "skills", {"name": "SQL"}, "I added SQL to your skills.", "add"),
    _edit(
        "Set my title to Data Engineer",
        "basics.label",
        "Data Engineer",
        "Done: your title is now Data Engineer.",
    ),
    _edit("I moved to Lisbon", "basics.location.city", "Lisbon", "Done: your city is now Lisbon."),
    _edit(
        "my website is https://jane.example.org",
        "basics.url",
        "https://jane.example.org",
        "Done: your website is now https://jane.example.org.",
    ),
    _edit(
        "Add Portuguese to my languages",
        "languages",
        {"language": "Portuguese"},
        "I added Portuguese to your languages.",
        "add",
    ),
    _edit(
        "Set my phone to +1 415 555 0123",
        "basics.phone",
        "+1 415 555 0123",
        "Done: your phone is now +1 415 555 0123.",
    ),
    _edit(
        "Change my country to PT",
        "basics.location.countryCode",
        "PT",
        "Done: your country code is now PT.",
    ),
    _edit(
        "Set my summary to: Experienced analyst.",
        "basics.summary",
        "Experienced analyst.",
        "Done: your summary is updated.",
    ),
    _edit(
        "My job title is now Product Manager",
        "basics.label",
        "Product Manager",
        "Done: your title is now Product Manager.",
    ),
    _edit(
        "Please add Kubernetes as a skill",
        "skills",
        {"name": "Kubernetes"},
        "I added Kubernetes to your skills.",
        "add",
    ),
    _edit(
        "I speak Japanese too",
        "languages",
        {"language": "Japanese"},
        "I added Japanese to your languages.",
        "add",
    ),
    _edit("Update my city: Oslo", "basics.location.city", "Oslo", "Done: your city is now Oslo."),
    _edit(
        "Add my job at Globex as a Data Analyst since 2019",
        "work",
        {"name": "Globex", "position": "Data Analyst", "startDate": "2019"},
        "I added your job at Globex.",
        "add",
    ),
    _edit(
        "change email address to j.smith@mail.example",
        "basics.email",
        "j.smith@mail.example",
        "Done: your email is now j.smith@mail.example.",
    ),
]
EXAMPLES_PER_REQUEST = 4
# Words that say nothing about which field is meant ("Change my city" is about the city).
_STOP_WORDS = frozenset(
    {"a", "an", "and", "as", "i", "is", "it", "me", "my", "now", "of", "please", "the", "to"}
    | {"too", "set", "change", "update", "make"}
)


def _words(text: str) -> set[str]:
    return {word for word in re.findall(r"[a-z]+", text.casefold()) if word not in _STOP_WORDS}


def pick_examples(
    request: str, names: set[str], count: int = EXAMPLES_PER_REQUEST
) -> list[Example]:
    """The `count` examples for offered tools that share most words with `request`, the
    closest last (ties keep the list's order)."""
    words = _words(request)
    usable = [example for example in _EXAMPLES if example[1] in names]
    ranked = sorted(
        range(len(usable)), key=lambda index: (-len(words & _words(usable[index][0])), index)
    )
    return [usable[index] for index in reversed(ranked[:count])]
