"""Stopping an answer that repeats itself: a small model's greedy decoding loops ("I'm sorry,"
120 times), and nothing it writes after the first repeat is worth showing.

`RepeatStop` is fed the answer as it streams and lets through only whole pieces (sentences
and clauses) that have not been seen before; the first repeated piece ends the answer. Imports
nothing from Django: the embedded model's server uses `repeats` too.
"""

from __future__ import annotations

import re

# Where a piece ends: a sentence's end, a clause's comma, a line break.
_BREAK = re.compile(r"[.!?。！？;；:：,，、\n]+")
_SHORTEST = 2


def _key(piece: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", piece.casefold()).split())


def pieces(text: str) -> list[str]:
    """`text` cut after each break, breaks kept (the last piece may be unfinished)."""
    out: list[str] = []
    start = 0
    for match in _BREAK.finditer(text):
        out.append(text[start : match.end()])
        start = match.end()
    if start < len(text):
        out.append(text[start:])
    return out


def repeats(text: str, *, most: int = 1) -> int:
    """Where `text` should end: the offset of the first whole piece seen more than `most`
    times before it, or len(text) when none is."""
    seen: dict[str, int] = {}
    offset = 0
    for piece in pieces(text):
        complete = bool(_BREAK.search(piece[-1:])) if piece else False
        key = _key(piece)
        if complete and len(key) >= _SHORTEST:
            seen[key] = seen.get(key, 0) + 1
            if seen[key] > most:
                return offset
        offset += len(piece)
    return len(text)


class RepeatStop:
    """A streamed answer's filter: `feed` returns what may be shown now; `stopped` turns
    true at the first repeated piece, after which nothing more is shown."""

    def __init__(self, most: int = 1) -> None:
        self.most = most
        self.text = ""
        self.shown = 0
        self.stopped = False

    def feed(self, delta: str) -> str:
        if self.stopped:
            return ""
        self.text += delta
        end = repeats(self.text, most=self.most)
        if end < len(self.text):
            self.stopped = True
            self.text = self.text[:end]
            return self._release(end)
        # Hold back the unfinished piece: it may yet turn out to be a repeat.
        ends = [match.end() for match in _BREAK.finditer(self.text)]
        return self._release(ends[-1] if ends else 0)

    def flush(self) -> str:
        return "" if self.stopped else self._release(len(self.text))

    def _release(self, end: int) -> str:
        out = self.text[self.shown : end] if end > self.shown else ""
        self.shown = max(self.shown, end)
        return out

    @property
    def answer(self) -> str:
        """The answer as it may be kept: up to the first repeat."""
        return self.text.rstrip()
