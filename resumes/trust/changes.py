"""The structural changes between two documents: path, op (add/remove/replace), old, new.

Entries of a section are compared with their partner (see `matching`), so a moved entry is
one "order" change, not a removal and an addition. Paths use the tools' notation
(`work[0].highlights[2]`): an entry or list item that is still there, or was added, is
named by its place in the new document; a removed one by its place in the old document.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from typing import Any, Literal

from resumes.paths import same_json
from resumes.schema import format_path
from resumes.trust.matching import ENTRY_KEYS, Pairing, entry_label

Op = Literal["add", "remove", "replace"]
Segment = str | int


@dataclass(frozen=True)
class Change:
    """One change. `kind` is "order" for a reordered section (old and new are entry names)."""

    path: str
    op: Op
    old: Any
    new: Any
    kind: Literal["value", "order"] = "value"
    section: str = ""

    def as_dict(self) -> dict[str, Any]:
        """The JSON shape of the contract: {"path", "op", "old", "new"}."""
        return {"path": self.path, "op": self.op, "old": self.old, "new": self.new}


def diff_documents(old: Any, new: Any, pairings: dict[str, Pairing]) -> list[Change]:
    """Every change from `old` to `new`, in document order."""
    changes: list[Change] = []
    _walk(old, new, [], changes, pairings)
    return changes


def _change(segments: list[Segment], op: Op, old: Any, new: Any, **extra: Any) -> Change:
    section = str(segments[0]) if segments else ""
    return Change(path=format_path(segments), op=op, old=old, new=new, section=section, **extra)


def _walk(
    old: Any,
    new: Any,
    where: list[Segment],
    out: list[Change],
    pairings: dict[str, Pairing],
) -> None:
    if same_json(old, new):
        return
    if isinstance(old, dict) and isinstance(new, dict):
        for key, value in old.items():
            if key not in new:
                out.append(_change([*where, key], "remove", value, None))
            else:
                _walk(value, new[key], [*where, key], out, pairings)
        for key, value in new.items():
            if key not in old:
                out.append(_change([*where, key], "add", None, value))
        return
    if isinstance(old, list) and isinstance(new, list):
        pairing_key = ".".join(str(segment) for segment in where)
        if pairing_key in pairings:
            _walk_entries(old, new, where, out, pairings, pairings[pairing_key])
        else:
            _walk_items(old, new, where, out, pairings)
        return
    out.append(_change(where, "replace", old, new))


def _walk_entries(
    old: list[Any],
    new: list[Any],
    where: list[Segment],
    out: list[Change],
    pairings: dict[str, Pairing],
    pairing: Pairing,
) -> None:
    key = ENTRY_KEYS.get(str(where[-1])) if where else None
    if pairing.reordered:
        in_old_order = sorted(pairing.pairs)
        out.append(
            _change(
                where,
                "replace",
                [entry_label(old[i], key, i) for i, _ in in_old_order],
                [entry_label(new[j], key, j) for _, j in pairing.pairs],
                kind="order",
            )
        )
    partners = {j: i for i, j in pairing.pairs}
    for j, entry in enumerate(new):
        if j in partners:
            _walk(old[partners[j]], entry, [*where, j], out, pairings)
        else:
            out.append(_change([*where, j], "add", None, entry))
    for i in pairing.removed:
        out.append(_change([*where, i], "remove", old[i], None))


def _walk_items(
    old: list[Any],
    new: list[Any],
    where: list[Segment],
    out: list[Change],
    pairings: dict[str, Pairing],
) -> None:
    # Lists of texts (highlights, keywords, courses): a sequence diff, items compared whole.
    def keys(items: list[Any]) -> list[str]:
        return [json.dumps(item, sort_keys=True, ensure_ascii=False) for item in items]

    matcher = difflib.SequenceMatcher(None, keys(old), keys(new), autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        paired = min(i2 - i1, j2 - j1) if tag == "replace" else 0
        for offset in range(paired):
            _walk(old[i1 + offset], new[j1 + offset], [*where, j1 + offset], out, pairings)
        for j in range(j1 + paired, j2):
            out.append(_change([*where, j], "add", None, new[j]))
        for i in range(i1 + paired, i2):
            out.append(_change([*where, i], "remove", old[i], None))
