"""The units the model's history is built from, and the token estimate that sizes them.

A module of its own so that the history and the app's notes (`app_notes`) both build blocks
without importing each other."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from agent.engine.messages import ChatMessage

MESSAGE_OVERHEAD_TOKENS = 4

_CJK = re.compile(
    r"[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]"
)


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate: one token per CJK character, ~3.5 characters otherwise."""
    if not text:
        return 0
    cjk = len(_CJK.findall(text))
    return cjk + math.ceil((len(text) - cjk) / 3.5)


def message_tokens(message: ChatMessage) -> int:
    tokens = MESSAGE_OVERHEAD_TOKENS + estimate_tokens(message.content)
    for part in message.tool_calls:
        tokens += MESSAGE_OVERHEAD_TOKENS + estimate_tokens(part.name + part.arguments_raw)
    return tokens


@dataclass
class Block:
    """A unit truncation never splits: a user message, or an assistant message + its results."""

    seq: int
    messages: list[ChatMessage]
    tokens: int
    starts_turn: bool
    note: bool = False
