"""How tools reach a model and how its calls come back: native API tools, or calls in text.

native: tools go as API `tools`; `tool_choice` is softened to what the provider accepts.
prompt: no API tools; the schemas and a `<tool_call>{...}</tool_call>` format go into the
system prompt, earlier calls and results are rendered as text, calls are parsed out of the
answer (tagged blocks, fenced JSON, a final unclosed block).
auto: native where the provider has native tools, prompt otherwise; in native mode a call that
leaked into the text is still recognised, once.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any, Literal

from agent.engine.messages import ChatMessage, ModelRequest, ModelResponse, ToolCallPart, ToolSpec
from agent.engine.provider_flags import ProviderFlags
from agent.engine.text_calls import (
    CLOSE_TAG,
    OPEN_TAG,
    load_json,
    mark_cut_native_call,
    parse_text_calls,
)

Mode = Literal["native", "prompt"]

__all__ = [
    "CLOSE_TAG",
    "OPEN_TAG",
    "ToolMarkupFilter",
    "fenced_call_test",
    "finish",
    "parse_text_calls",
    "prepare",
    "resolve_mode",
]


def resolve_mode(strategy: str, flags: ProviderFlags) -> Mode:
    """The strategy a request actually uses: auto becomes native or prompt from the flags."""
    if strategy == "prompt":
        return "prompt"
    if strategy == "native":
        return "native"
    return "native" if flags.native_tools else "prompt"


def prepare(mode: Mode, request: ModelRequest, flags: ProviderFlags) -> ModelRequest:
    """The request to send for this mode."""
    if mode == "prompt":
        return prepare_prompt(request, one_call=not flags.parallel_tool_calls)
    return prepare_native(request, flags)


def prepare_native(request: ModelRequest, flags: ProviderFlags) -> ModelRequest:
    """API tools; "required" only where the provider accepts it, else "auto" or nothing;
    `parallel_tool_calls=false` where the provider cannot make several calls at once."""
    if not request.tools:
        return request.model_copy(update={"tool_choice": None, "parallel_tool_calls": None})
    choice = request.tool_choice
    if choice == "required" and not flags.tool_choice_required:
        choice = "auto" if flags.tool_choice_auto else None
    elif choice == "auto" and not flags.tool_choice_auto:
        choice = None
    parallel = None if flags.parallel_tool_calls else False
    return request.model_copy(update={"tool_choice": choice, "parallel_tool_calls": parallel})


# --- prompt strategy: outbound -----------------------------------------------------------


def _example_value(schema: dict[str, Any]) -> Any:
    kind = schema.get("type")
    if schema.get("enum"):
        return schema["enum"][0]
    if kind == "integer" or kind == "number":
        return 1
    if kind == "boolean":
        return True
    if kind == "array":
        return []
    if kind == "object":
        return {}
    return "..."


def _example_call(tool: ToolSpec) -> str:
    properties = tool.parameters.get("properties") or {}
    required = tool.parameters.get("required") or list(properties)
    arguments = {
        name: _example_value(properties.get(name) or {}) for name in required if name in properties
    }
    return render_call(tool.name, json.dumps(arguments, ensure_ascii=False))


def tool_instructions(tools: Iterable[ToolSpec], *, one_call: bool = False) -> str:
    """The system-prompt section that teaches a model without native tools how to call ours.

    `one_call`: the provider cannot make parallel calls, so one call per answer is asked for.
    """
    tools = list(tools)
    how_many = (
        "Write at most one block per answer and stop writing after it"
        if one_call
        else "Write one block per call (several blocks for several calls) and stop writing "
        "after your calls"
    )
    lines = [
        "## Tools",
        "You can call tools. To call one, write a block exactly like this, with the arguments "
        "as a JSON object:",
        '<tool_call>{"name": "TOOL_NAME", "arguments": {...}}</tool_call>',
        f"{how_many}: the results come back in the next message inside <tool_result> tags. "
        "Never write a <tool_result> yourself.",
    ]
    if tools:
        lines += ["", "Example:", _example_call(tools[0]), "", "Available tools:"]
    for tool in tools:
        schema = json.dumps(tool.parameters, ensure_ascii=False, separators=(",", ":"))
        lines.append(f"- {tool.name}: {tool.description.strip()}")
        lines.append(f"  arguments (JSON schema): {schema}")
    return "\n".join(lines)


def render_call(name: str, arguments_raw: str) -> str:
    """A call written the way the prompt strategy asks models to write it."""
    try:
        arguments: Any = json.loads(arguments_raw) if arguments_raw.strip() else {}
    except ValueError:
        arguments = arguments_raw
    body = json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False)
    return f"{OPEN_TAG}{body}{CLOSE_TAG}"


def render_result(message: ChatMessage) -> str:
    """A tool result as text the model reads back (no `tool` role needed)."""
    name = f' name="{message.name}"' if message.name else ""
    return f"<tool_result{name}>\n{message.content}\n</tool_result>"


def _rendered_call(call: ToolCallPart) -> str:
    """An earlier call as text: as the model wrote it when it could not be run as it stood
    (cut off, unreadable), so the error result after it makes sense; else in the format."""
    if call.problem and call.written:
        return call.written
    return render_call(call.name, call.arguments_raw)


def prepare_prompt(request: ModelRequest, *, one_call: bool = False) -> ModelRequest:
    """No API tools: instructions in the system prompt, calls and results as plain text."""
    messages: list[ChatMessage] = []
    instructions = tool_instructions(request.tools, one_call=one_call) if request.tools else ""
    for message in request.messages:
        if message.role == "assistant":
            parts = [message.content] if message.content else []
            parts += [_rendered_call(call) for call in message.tool_calls]
            messages.append(ChatMessage(role="assistant", content="\n".join(parts)))
        elif message.role == "tool":
            _append_user_text(messages, render_result(message))
        elif message.role == "user":
            _append_user_text(messages, message.content)
        else:
            messages.append(message.model_copy(update={"tool_calls": []}))
    if instructions:
        if messages and messages[0].role == "system":
            first = messages[0]
            messages[0] = first.model_copy(update={"content": f"{first.content}\n\n{instructions}"})
        else:
            messages.insert(0, ChatMessage(role="system", content=instructions))
    return request.model_copy(
        update={"messages": messages, "tools": [], "tool_choice": None, "parallel_tool_calls": None}
    )


def _append_user_text(messages: list[ChatMessage], text: str) -> None:
    """Add user text, merged into a user message just before (some templates need turns to
    alternate, and several results of one step belong together)."""
    if messages and messages[-1].role == "user":
        last = messages[-1]
        messages[-1] = last.model_copy(update={"content": f"{last.content}\n\n{text}"})
    else:
        messages.append(ChatMessage(role="user", content=text))


# --- calls written as text: inbound (agent/engine/text_calls.py) -------------------------


def _canonical(call: ToolCallPart) -> tuple[str, str]:
    data = load_json(call.arguments_raw)[0] if call.arguments_raw.strip() else {}
    return call.name, json.dumps(data, sort_keys=True, ensure_ascii=False)


def finish(mode: Mode, response: ModelResponse, tools: Iterable[ToolSpec]) -> ModelResponse:
    """The response with calls written as text turned into calls, and the markup removed.

    An answer that ended at the token limit (finish reason `length`) marks the call it ended
    in as cut off, native or written as text: the loop never runs it.
    """
    names = {tool.name for tool in tools}
    truncated = response.finish_reason == "length"
    native = mark_cut_native_call(response.tool_calls) if truncated else response.tool_calls
    if mode == "native" and OPEN_TAG not in response.content and "```" not in response.content:
        return response.model_copy(update={"tool_calls": native})
    known = None if mode == "prompt" else names.__contains__
    content, text_calls = parse_text_calls(response.content, known=known, truncated=truncated)
    seen = {_canonical(call) for call in native if not call.problem}
    # A call that came both as `tool_calls` and as text is run once.
    extra = [call for call in text_calls if call.problem or _canonical(call) not in seen]
    finish_reason = response.finish_reason
    if extra and finish_reason in (None, "stop"):
        finish_reason = "tool_calls"
    return response.model_copy(
        update={
            "content": content,
            "tool_calls": [*native, *extra],
            "finish_reason": finish_reason,
        }
    )


FENCE = "```"


def fenced_call_test(mode: Mode, tools: Iterable[ToolSpec]) -> Callable[[str], bool]:
    """Whether a whole fenced block is a tool call, by the rules `parse_text_calls` applies."""
    known = None if mode == "prompt" else {tool.name for tool in tools}.__contains__

    def is_call(block: str) -> bool:
        return bool(parse_text_calls(block, known=known)[1])

    return is_call


class ToolMarkupFilter:
    """Streams text through, holding back tool calls so the person never sees them.

    `<tool_call>` blocks are dropped. A fenced block is held until it closes, then dropped if
    `is_call` says it is a call, else shown. A possible start of either at the end of a delta
    is held until the next delta decides it.
    """

    def __init__(self, is_call: Callable[[str], bool] | None = None) -> None:
        self._pending = ""
        self._inside: str | None = None  # "tag" or "fence"
        self._is_call = is_call

    def feed(self, text: str) -> str:
        if not self._pending and self._inside is None and "<" not in text and "`" not in text:
            return text  # nearly every delta: no tag or fence can start in it, nothing to hold
        self._pending += text
        shown: list[str] = []
        while self._pending:
            if self._inside == "tag":
                end = self._pending.find(CLOSE_TAG)
                if end < 0:
                    # Keep only what could still be the start of the closing tag.
                    self._pending = self._pending[-(len(CLOSE_TAG) - 1) :]
                    break
                self._pending = self._pending[end + len(CLOSE_TAG) :]
                self._inside = None
                continue
            if self._inside == "fence":
                end = self._pending.find(FENCE, len(FENCE))
                if end < 0:
                    break
                block = self._pending[: end + len(FENCE)]
                self._pending = self._pending[end + len(FENCE) :]
                self._inside = None
                if self._is_call is None or not self._is_call(block):
                    shown.append(block)
                continue
            starts = [(self._pending.find(OPEN_TAG), "tag")]
            if self._is_call is not None:
                starts.append((self._pending.find(FENCE), "fence"))
            found = [(position, kind) for position, kind in starts if position >= 0]
            if found:
                position, kind = min(found)
                shown.append(self._pending[:position])
                skip = len(OPEN_TAG) if kind == "tag" else 0
                self._pending = self._pending[position + skip :]
                self._inside = kind
                continue
            keep = _partial_start_length(self._pending, fences=self._is_call is not None)
            shown.append(self._pending[: len(self._pending) - keep])
            self._pending = self._pending[len(self._pending) - keep :]
            break
        return "".join(shown)

    def flush(self) -> str:
        """What is left at the end: a held-back half tag was just text after all, and an
        unclosed fence is shown unless it holds a call."""
        rest, inside = self._pending, self._inside
        self._pending, self._inside = "", None
        if inside == "tag":
            return ""
        if inside == "fence" and self._is_call is not None and self._is_call(rest):
            return ""
        return rest


def _partial_start_length(text: str, *, fences: bool) -> int:
    """How many characters at the end of `text` could begin `<tool_call>` (or a fence)."""
    openings = (OPEN_TAG, FENCE) if fences else (OPEN_TAG,)
    for size in range(min(len(OPEN_TAG) - 1, len(text)), 0, -1):
        if any(opening.startswith(text[-size:]) for opening in openings):
            return size
    return 0
