"""An edit's scope: the parts of the resume the person's message named, and nothing else.

In a guarded turn the edit tools refuse any operation outside it, whatever the model wrote:
"change my headline" may write `basics.label`, never `basics.name`. When the model writes the
edit, its values must be the person's own words too (`words`: checked as the import's source
check checks a file's text, `resumes.trust.source_check`): a small model otherwise copies a
value from its worked examples ("SQL" into skills when asked to sort them) or invents one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from resumes.trust.source_check import problems

_INDEX = re.compile(r"\[-?\d+\]")


def _plain(path: str) -> str:
    """The path without list indexes: `work[0].highlights[2]` -> `work.highlights`."""
    return _INDEX.sub("", path.strip()).strip(".")


def _within(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix + ".")


@dataclass(frozen=True)
class EditScope:
    """The path prefixes a turn's edits may touch."""

    prefixes: frozenset[str]
    # The person's message, when every written value must come from it ("" : not checked).
    words: str = ""

    def allows(self, path: str, value: Any = None) -> bool:
        plain = _plain(path)
        if any(_within(plain, prefix) for prefix in self.prefixes):
            return True
        # A whole object written above a named part (`basics.location` = {"city": ...}):
        # allowed when every key it writes leads to a named part.
        below = [prefix for prefix in self.prefixes if _within(prefix, plain) and prefix != plain]
        if below and isinstance(value, dict) and value:
            return all(self.allows(f"{plain}.{key}", child) for key, child in value.items())
        return False

    def outside(self, operations: list[dict[str, Any]]) -> list[str]:
        """The paths of `operations` that are outside the scope."""
        return [
            str(op.get("path", ""))
            for op in operations
            if not self.allows(str(op.get("path", "")), op.get("value"))
        ]

    def refusal(self, operations: list[dict[str, Any]]) -> str:
        """The error for the model when an operation is outside ("" when none is)."""
        outside = self.outside(operations)
        if outside:
            named = ", ".join(sorted(self.prefixes)) or "nothing"
            return (
                f"Refused: the person's message did not ask to change {', '.join(outside)}. "
                f"Change only what it names ({named}). Nothing was changed."
            )
        if self.words:
            whole = [
                str(op.get("path", ""))
                for op in operations
                if op.get("action") == "delete" and not str(op.get("path", "")).endswith("]")
            ]
            if whole:
                return (
                    f"Refused: deleting all of {', '.join(whole)} was not asked; delete one "
                    "item (a path ending in [n]). Nothing was changed."
                )
        unsaid = problems(self.words, operations) if self.words else []
        if unsaid:
            return (
                f"Refused: the person's message did not say {'; '.join(unsaid[:5])}. Write "
                "only values the person gave. Nothing was changed."
            )
        return ""
