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
import re
from collections.abc import Callable, Iterable
from typing import Any, Literal

import json_repair

from agent.engine.messages import ChatMessage, ModelRequest, ModelResponse, ToolCallPart, ToolSpec
from agent.engine.provider_flags import ProviderFlags

Mode = Literal["native", "prompt"]

OPEN_TAG = "<tool_call>"
CLOSE_TAG = "</tool_call>"
_TAGGED = re.compile(r"<tool_call>(.*?)(?:</tool_call>|(?=<tool_call>)|$)", re.DOTALL)
_FENCED = re.compile(r"```(?:json|JSON|tool_call)?[ \t]*\n?(.*?)(?:```|$)", re.DOTALL)
_NAME_KEYS = ("name", "tool", "tool_name", "function")
_ARGUMENT_KEYS = ("arguments", "parameters", "args", "input")
_NAME_IN_TEXT = re.compile(r'"(?:name|tool|tool_name)"\s*:\s*"([^"]+)"')
_ARGUMENTS_IN_TEXT = re.compile(r'"(?:arguments|parameters|args|input)"\s*:\s*(.*)', re.DOTALL)


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
        return prepare_prompt(request)
    return prepare_native(request, flags)


def prepare_native(request: ModelRequest, flags: ProviderFlags) -> ModelRequest:
    """API tools; "required" only where the provider accepts it, else "auto" or nothing."""
    if not request.tools:
        return request.model_copy(update={"tool_choice": None})
    choice = request.tool_choice
    if choice == "required" and not flags.tool_choice_required:
        choice = "auto" if flags.tool_choice_auto else None
    elif choice == "auto" and not flags.tool_choice_auto:
        choice = None
    return request.model_copy(update={"tool_choice": choice})


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


def tool_instructions(tools: Iterable[ToolSpec]) -> str:
    """The system-prompt section that teaches a model without native tools how to call ours."""
    tools = list(tools)
    lines = [
        "## Tools",
        "You can call tools. To call one, write a block exactly like this, with the arguments "
        "as a JSON object:",
        '<tool_call>{"name": "TOOL_NAME", "arguments": {...}}</tool_call>',
        "Write one block per call (several blocks for several calls) and stop writing after "
        "your calls: the results come back in the next message inside <tool_result> tags. "
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


def prepare_prompt(request: ModelRequest) -> ModelRequest:
    """No API tools: instructions in the system prompt, calls and results as plain text."""
    messages: list[ChatMessage] = []
    instructions = tool_instructions(request.tools) if request.tools else ""
    for message in request.messages:
        if message.role == "assistant":
            parts = [message.content] if message.content else []
            parts += [render_call(call.name, call.arguments_raw) for call in message.tool_calls]
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
    return request.model_copy(update={"messages": messages, "tools": [], "tool_choice": None})


def _append_user_text(messages: list[ChatMessage], text: str) -> None:
    """Add user text, merged into a user message just before (some templates need turns to
    alternate, and several results of one step belong together)."""
    if messages and messages[-1].role == "user":
        last = messages[-1]
        messages[-1] = last.model_copy(update={"content": f"{last.content}\n\n{text}"})
    else:
        messages.append(ChatMessage(role="user", content=text))


# --- calls written as text: inbound ------------------------------------------------------


def _load_object(text: str) -> Any:
    text = text.strip()
    try:
        return json.loads(text)
    except ValueError:
        pass
    try:
        return json_repair.loads(text)
    except Exception:  # json_repair gives up in its own ways; a failure is simply "no object".
        return None


def _call_from_object(data: Any) -> ToolCallPart | None:
    if not isinstance(data, dict):
        return None
    name: Any = next((data[key] for key in _NAME_KEYS if key in data), None)
    if isinstance(name, dict):  # {"function": {"name": ..., "arguments": ...}}
        return _call_from_object(name)
    if not isinstance(name, str) or not name.strip():
        return None
    arguments: Any = next((data[key] for key in _ARGUMENT_KEYS if key in data), {})
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return ToolCallPart(name=name.strip(), arguments_raw=raw)


def _call_from_block(block: str) -> ToolCallPart | None:
    """A call from the inside of a `<tool_call>` block, however loosely it is written."""
    inner = block.strip()
    fence = _FENCED.fullmatch(inner)
    if fence:
        inner = fence.group(1).strip()
    call = _call_from_object(_load_object(inner))
    if call is not None:
        return call
    # Too broken to load as a whole: keep the name and hand the raw arguments on, so the
    # argument parser can say what is wrong with them.
    name = _NAME_IN_TEXT.search(inner)
    if not name:
        return None
    arguments = _ARGUMENTS_IN_TEXT.search(inner)
    raw = arguments.group(1).strip() if arguments else ""
    if raw.endswith("}") and raw.count("}") > raw.count("{"):
        raw = raw[:-1].rstrip()
    return ToolCallPart(name=name.group(1), arguments_raw=raw)


def parse_text_calls(
    text: str, *, known: Callable[[str], bool] | None = None
) -> tuple[str, list[ToolCallPart]]:
    """Calls written in `text`, and the text with them taken out.

    `<tool_call>` blocks always count (an unknown name is answered by the loop); fenced JSON
    blocks count when they hold a name and arguments, and, if `known` is given, a known name.
    """
    calls: list[ToolCallPart] = []

    def tagged(match: re.Match[str]) -> str:
        call = _call_from_block(match.group(1))
        if call is not None:
            calls.append(call)
        return ""

    remaining = _TAGGED.sub(tagged, text)

    def fenced(match: re.Match[str]) -> str:
        data = _load_object(match.group(1))
        if not isinstance(data, dict) or not any(key in data for key in _ARGUMENT_KEYS):
            return match.group(0)
        call = _call_from_object(data)
        if call is None or (known is not None and not known(call.name)):
            return match.group(0)
        calls.append(call)
        return ""

    remaining = _FENCED.sub(fenced, remaining)
    return _tidy(remaining), calls


def _tidy(text: str) -> str:
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def _canonical(call: ToolCallPart) -> tuple[str, str]:
    data = _load_object(call.arguments_raw) if call.arguments_raw.strip() else {}
    return call.name, json.dumps(data, sort_keys=True, ensure_ascii=False)


def finish(mode: Mode, response: ModelResponse, tools: Iterable[ToolSpec]) -> ModelResponse:
    """The response with calls written as text turned into calls, and the markup removed."""
    names = {tool.name for tool in tools}
    if mode == "native" and OPEN_TAG not in response.content and "```" not in response.content:
        return response
    known = None if mode == "prompt" else names.__contains__
    content, text_calls = parse_text_calls(response.content, known=known)
    seen = {_canonical(call) for call in response.tool_calls}
    # A call that came both as `tool_calls` and as text is run once.
    extra = [call for call in text_calls if _canonical(call) not in seen]
    finish_reason = response.finish_reason
    if extra and finish_reason in (None, "stop"):
        finish_reason = "tool_calls"
    return response.model_copy(
        update={
            "content": content,
            "tool_calls": [*response.tool_calls, *extra],
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
