"""The Chat Completions wire format: our request and messages mapped out, a reply read back in,
and a non-streamed reply cut into pieces to be shown one after another."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

import json_repair

from agent.engine.messages import ChatMessage, ModelRequest, ModelResponse, ToolSpec
from agent.engine.provider_flags import ProviderFlags
from agent.engine.providers.accumulator import StreamAccumulator

if TYPE_CHECKING:
    pass

# Where a non-streamed reply is cut into pieces shown one after another: after Chinese
# sentence and clause marks, after English ones followed by a space, and after line breaks.
_PIECE_END = re.compile(r"(?<=[。！？；，、：\n])|(?<=[.!?;,:])(?=\s)")
_PIECE_MAX = 60


def map_tool_definition(tool: ToolSpec) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": tool.name,
            "description": tool.description,
            "parameters": tool.parameters,
        },
    }


def wire_arguments(raw: str) -> str:
    """Arguments as sent back: valid JSON text, as some servers parse history and choke."""
    if not raw.strip():
        return "{}"
    try:
        json.loads(raw)
    except ValueError:
        try:
            repaired = json_repair.loads(raw)
        except Exception:  # json_repair gives up in its own ways; then send no arguments
            repaired = {}
        return json.dumps(repaired if isinstance(repaired, dict) else {}, ensure_ascii=False)
    return raw


def map_messages(messages: list[ChatMessage]) -> list[dict[str, Any]]:
    mapped: list[dict[str, Any]] = []
    for message in messages:
        if message.role == "tool":
            mapped.append(
                {"role": "tool", "tool_call_id": message.tool_call_id, "content": message.content}
            )
            continue
        item: dict[str, Any] = {"role": message.role, "content": message.content}
        if message.role == "assistant" and message.tool_calls:
            if message.reasoning:
                # DeepSeek's thinking mode wants its reasoning back on a turn with calls
                # (and refuses it on plain answers).
                item["reasoning_content"] = message.reasoning
            item["content"] = message.content or None
            item["tool_calls"] = [
                {
                    "id": call.call_id or call.provider_call_id,
                    "type": "function",
                    "function": {
                        "name": call.name,
                        "arguments": wire_arguments(call.arguments_raw),
                    },
                }
                for call in message.tool_calls
            ]
        mapped.append(item)
    return mapped


def map_request(
    request: ModelRequest, *, model: str, flags: ProviderFlags, extra_body: dict[str, Any]
) -> dict[str, Any]:
    """The JSON body of the request, without the stream switch (added per attempt)."""
    params: dict[str, Any] = {"model": model, "messages": map_messages(request.messages)}
    if request.tools:
        params["tools"] = [map_tool_definition(tool) for tool in request.tools]
        if request.tool_choice:
            params["tool_choice"] = request.tool_choice
        if request.parallel_tool_calls is not None:
            params["parallel_tool_calls"] = request.parallel_tool_calls
    if request.temperature is not None:
        params["temperature"] = request.temperature
    if request.max_tokens is not None:
        params["max_tokens"] = request.max_tokens
    if request.response_format is not None:
        params["response_format"] = request.response_format
    if flags.stream_usage:
        params["stream_options"] = {"include_usage": True}
    params.update(extra_body or {})
    return params


# Body keys the SDK takes as named arguments; anything else a Provider row adds (llama.cpp's
# `top_k`, `repeat_penalty`, vLLM's `guided_json`...) must travel in `extra_body`, or the SDK
# raises TypeError.
_SDK_PARAMS = frozenset(
    {
        "model", "messages", "tools", "tool_choice", "temperature", "max_tokens",
        "max_completion_tokens", "response_format", "stream", "stream_options", "top_p", "stop",
        "seed", "presence_penalty", "frequency_penalty", "n", "user", "parallel_tool_calls",
        "logprobs", "top_logprobs", "logit_bias", "metadata", "reasoning_effort",
    }
)  # fmt: skip


def sdk_arguments(body: dict[str, Any]) -> dict[str, Any]:
    """The request body as SDK keyword arguments, unknown keys moved into `extra_body`."""
    known = {key: value for key, value in body.items() if key in _SDK_PARAMS}
    extra = {key: value for key, value in body.items() if key not in _SDK_PARAMS}
    if extra:
        known["extra_body"] = extra
    return known


def process_response(data: dict[str, Any]) -> ModelResponse:
    """A non-streamed completion, read by the same accumulator as a stream (one big chunk)."""
    accumulator = StreamAccumulator()
    accumulator.add(data)
    return accumulator.response()


def sentence_pieces(text: str) -> list[str]:
    """Text cut after sentence and clause marks (Chinese and English), in pieces of at most
    a few dozen characters, to be shown one after another."""
    pieces: list[str] = []
    for part in _PIECE_END.split(text):
        while len(part) > _PIECE_MAX:
            cut = part.rfind(" ", 0, _PIECE_MAX)
            cut = cut + 1 if cut > 0 else _PIECE_MAX
            pieces.append(part[:cut])
            part = part[cut:]
        if part:
            pieces.append(part)
    return pieces
