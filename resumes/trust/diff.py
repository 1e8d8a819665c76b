"""A word-level diff of two texts for people: what was deleted, what was inserted.

Latin words and numbers are tokens, each CJK character is a token, and so is every space or
punctuation mark, so "提升了30%" and "Increased revenue" both diff the way a reader expects.
"""

from __future__ import annotations

import difflib
import itertools
import json
import re
from dataclasses import dataclass
from typing import Any, Literal

TokenOp = Literal["equal", "insert", "delete"]

_TOKEN = re.compile(
    r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]"  # CJK, one each
    r"|[^\W_]+(?:['’.,][^\W_]+)*"  # a word or number ("don't", "3.5", "2,000")
    r"|\s+"
    r"|.",
    re.UNICODE,
)
# Past this many token comparisons the middle is shown as deleted and inserted whole.
MAX_WORK = 4_000_000


@dataclass(frozen=True)
class DiffToken:
    op: TokenOp
    text: str

    def as_dict(self) -> dict[str, str]:
        return {"op": self.op, "text": self.text}


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def word_diff(old: str, new: str) -> list[DiffToken]:
    """The diff of two texts as runs of equal, deleted and inserted text, in reading order.

    A replaced run is a deletion followed by an insertion; adjacent runs of the same op are
    merged. Joining the "equal" and "delete" texts gives `old`; "equal" and "insert", `new`.
    """
    a, b = tokens(old or ""), tokens(new or "")
    head = 0
    while head < len(a) and head < len(b) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < len(a) - head and tail < len(b) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    middle_a, middle_b = a[head : len(a) - tail], b[head : len(b) - tail]
    runs: list[DiffToken] = [DiffToken("equal", token) for token in a[:head]]
    if len(middle_a) * len(middle_b) > MAX_WORK:
        runs += [DiffToken("delete", t) for t in middle_a]
        runs += [DiffToken("insert", t) for t in middle_b]
    else:
        matcher = difflib.SequenceMatcher(None, middle_a, middle_b, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                runs += [DiffToken("equal", t) for t in middle_a[i1:i2]]
                continue
            runs += [DiffToken("delete", t) for t in middle_a[i1:i2]]
            runs += [DiffToken("insert", t) for t in middle_b[j1:j2]]
    runs += [DiffToken("equal", token) for token in a[len(a) - tail :]]
    return _merge(_absorb_spaces(runs))


def _absorb_spaces(runs: list[DiffToken]) -> list[DiffToken]:
    # A lone equal space between two changes reads better as part of both changes.
    result: list[DiffToken] = []
    last = len(runs) - 1
    for index, token in enumerate(runs):
        between_changes = (
            0 < index < last and runs[index - 1].op != "equal" and runs[index + 1].op != "equal"
        )
        if token.op == "equal" and token.text.isspace() and between_changes:
            result += [DiffToken("delete", token.text), DiffToken("insert", token.text)]
        else:
            result.append(token)
    return _reorder(result)


def _reorder(runs: list[DiffToken]) -> list[DiffToken]:
    # Within a stretch of changes, all deletions first, then all insertions.
    result: list[DiffToken] = []
    stretch: list[DiffToken] = []
    for token in [*runs, DiffToken("equal", "")]:
        if token.op != "equal":
            stretch.append(token)
            continue
        result += [t for t in stretch if t.op == "delete"]
        result += [t for t in stretch if t.op == "insert"]
        stretch = []
        result.append(token)
    return result[:-1]


def _merge(runs: list[DiffToken]) -> list[DiffToken]:
    return [
        DiffToken(op, text)
        for op, group in itertools.groupby(runs, key=lambda token: token.op)
        if (text := "".join(token.text for token in group))
    ]


def display_text(value: Any, indent: str = "") -> str:
    """A JSON value as readable lines: texts as they are, lists as bullets, objects as fields."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bool | int | float):
        return json.dumps(value)
    if isinstance(value, list):
        lines = []
        for item in value:
            text = display_text(item, indent + "  ")
            lines.append(f"{indent}• {text.lstrip()}" if text else f"{indent}•")
        return "\n".join(lines)
    if isinstance(value, dict):
        lines = []
        for key, child in value.items():
            if isinstance(child, list | dict) and child:
                lines.append(f"{indent}{key}:")
                lines.append(display_text(child, indent + "  "))
            else:
                lines.append(f"{indent}{key}: {display_text(child, indent)}")
        return "\n".join(lines)
    return str(value)


def value_diff(old: Any, new: Any) -> list[DiffToken]:
    """The word diff of two JSON values as `display_text` writes them."""
    return word_diff(display_text(old), display_text(new))
