"""A provider's stream as it comes off the network: the body's lines one read at a time,
server-sent events out of them (or the plain JSON a provider that ignores stream=True sends),
and the text deltas of one read joined. `openai_compat` folds what comes out into an answer."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from agent.engine.messages import ReasoningDelta, StreamItem, TextDelta


async def read_lines(http_response: Any) -> AsyncIterator[list[str]]:
    """The body's lines, one list per read from the network.

    Reading whatever the socket holds and splitting it here costs one pass per read instead
    of several generator layers per line: when a busy process falls behind, one read brings
    many events and they are handled together."""
    rest = b""
    async for piece in http_response.aiter_bytes():
        if b"\n" not in piece:
            rest += piece
            continue
        *lines, rest = (rest + piece).split(b"\n")
        yield [line.rstrip(b"\r").decode("utf-8", errors="replace") for line in lines]
    if rest:
        yield [rest.rstrip(b"\r").decode("utf-8", errors="replace")]


class EventReader:
    """Server-sent events out of lines: the data payloads, in order."""

    def __init__(self) -> None:
        self.data_lines: list[str] = []
        # Lines before any event: a provider that ignores stream=True sends plain JSON.
        self.plain: list[str] = []
        self.done = False
        self.finished = False

    def feed(self, lines: list[str], chunks: list[dict[str, Any]]) -> list[str | None]:
        """The data payloads these lines complete, None standing for `[DONE]`."""
        payloads: list[str | None] = []
        for line in lines:
            if line.startswith("data:"):
                self.data_lines.append(line[5:].lstrip(" "))
                continue
            if (
                not chunks
                and not payloads
                and not self.done
                and not line.startswith((":", "event:", "id:"))
            ):
                self.plain.append(line)
            if line or not self.data_lines:
                continue  # comments, event names, keep-alives
            payload = "\n".join(self.data_lines)
            self.data_lines = []
            if payload.strip() == "[DONE]":
                self.done = True
                payloads.append(None)
            else:
                payloads.append(payload)
        return payloads

    def end(self, chunks: list[dict[str, Any]]) -> list[str]:
        """What is left when the body ends."""
        if self.data_lines:  # the last event without its closing blank line
            return ["\n".join(self.data_lines)]
        if not chunks and not self.done and "".join(self.plain).strip():
            return ["\n".join(self.plain)]
        return []


def merged(items: list[StreamItem]) -> list[StreamItem]:
    """Text deltas of one read joined: one item per kind and run instead of one per chunk."""
    if len(items) < 2:
        return items
    merged: list[StreamItem] = []
    for item in items:
        last = merged[-1] if merged else None
        if isinstance(item, TextDelta) and isinstance(last, TextDelta):
            merged[-1] = TextDelta(text=last.text + item.text)
        elif isinstance(item, ReasoningDelta) and isinstance(last, ReasoningDelta):
            merged[-1] = ReasoningDelta(text=last.text + item.text)
        else:
            merged.append(item)
    return merged
