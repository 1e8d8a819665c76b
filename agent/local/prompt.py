"""The embedded model's prompt: tools as signatures, calls and results as text, the prompt
strategy's tool list read back out of a system prompt.
"""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any

from agent.local.examples import pick_examples
from agent.local.grammar import BOUNDED_ANY, CLOSE_TAG, OPEN_TAG, arguments_schema


def _signature(schema: dict[str, Any]) -> str:
    """A compact, readable picture of an argument schema: {"path": string, ...}."""
    if schema == BOUNDED_ANY:
        return "any JSON value"
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return " | ".join(json.dumps(value) for value in schema["enum"])
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return " | ".join(_signature(sub) for sub in schema[key])
    kind = schema.get("type")
    if kind == "object" or "properties" in schema:
        fields = ", ".join(
            f"{json.dumps(name)}: {_signature(sub)}"
            for name, sub in (schema.get("properties") or {}).items()
        )
        return "{" + fields + "}"
    if kind == "array":
        return "[" + _signature(schema.get("items") or {}) + ", ...]"
    if isinstance(kind, str):
        return kind
    return "any JSON value"


def render_call(name: str, arguments: Any) -> str:
    if isinstance(arguments, str):
        with contextlib.suppress(ValueError):
            arguments = json.loads(arguments) if arguments.strip() else {}
    body = json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False)
    return f"{OPEN_TAG}{body}{CLOSE_TAG}"


def render_result(name: str, content: str) -> str:
    label = f' name="{name}"' if name else ""
    return f"<tool_result{label}>\n{content}\n</tool_result>"


def tools_section(tools: list[dict[str, Any]]) -> str:
    """What the model reads about calling tools: the format and a line per tool."""
    lines = [
        "# Tools",
        "To use a tool, answer with one block and nothing else:",
        f'{OPEN_TAG}{{"name": "TOOL", "arguments": {{...}}}}{CLOSE_TAG}',
        "The result comes back in <tool_result> tags. Then either call another tool or "
        "answer the person in one short sentence.",
        "",
        "Tools:",
    ]
    for tool in tools:
        function = tool["function"]
        description = (function.get("description") or "").strip().split(". ")[0].rstrip(".")
        schema = arguments_schema(function.get("parameters") or {})
        lines.append(f"- {function['name']}: {description}. Arguments: {_signature(schema)}")
    return "\n".join(lines).rstrip()


def example_turns(tools: list[dict[str, Any]], request: str = "") -> list[dict[str, str]]:
    """Worked examples as chat turns, for the tools that are offered, chosen for `request`."""
    names = {tool["function"]["name"] for tool in tools}
    turns: list[dict[str, str]] = []
    for example_request, name, arguments, result, answer in pick_examples(request, names):
        turns += [
            {"role": "user", "content": example_request},
            {"role": "assistant", "content": render_call(name, arguments)},
            {"role": "user", "content": render_result(name, result)},
            {"role": "assistant", "content": answer},
        ]
    return turns


def plain_messages(
    messages: list[dict[str, Any]], tools: list[dict[str, Any]]
) -> list[dict[str, str]]:
    """Chat messages any chat template renders: calls and results as text, turns alternating."""
    by_id: dict[str, str] = {}
    out: list[dict[str, str]] = []

    def add(role: str, text: str) -> None:
        if out and out[-1]["role"] == role and role != "system":
            out[-1]["content"] = f"{out[-1]['content']}\n\n{text}"
        else:
            out.append({"role": role, "content": text})

    for message in messages:
        role = message.get("role")
        content = message.get("content") or ""
        if isinstance(content, list):  # content parts: keep the text ones
            content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
        if role == "assistant":
            parts = [content] if content else []
            for call in message.get("tool_calls") or []:
                function = call.get("function") or {}
                by_id[call.get("id", "")] = function.get("name", "")
                parts.append(render_call(function.get("name", ""), function.get("arguments", "")))
            add("assistant", "\n".join(parts))
        elif role in ("tool", "function"):
            name = message.get("name") or by_id.get(message.get("tool_call_id", ""), "")
            add("user", render_result(name, content))
        elif role == "system":
            add("system", content)
        else:
            add("user", content)
    section = tools_section(tools)
    if out and out[0]["role"] == "system":
        # Tools before the app's prompt: the app's prompt ends with the resume, which changes
        # after every edit; what comes before it stays in llama.cpp's prompt cache.
        out[0]["content"] = f"{section}\n\n{out[0]['content']}"
    else:
        out.insert(0, {"role": "system", "content": section})
    request = next(
        (
            message_text(m)
            for m in reversed(messages)
            if m.get("role") == "user" and not is_result(m)
        ),
        "",
    )
    return [out[0], *example_turns(tools, request), *out[1:]]


# The prompt strategy's tool list (`agent.engine.strategies.tool_instructions`): a heading, then per
# tool "- NAME: description" and "  arguments (JSON schema): {...}".
PROMPT_TOOLS_HEADING = "## Tools\n"
_PROMPT_TOOL = re.compile(
    r"^- (?P<name>[A-Za-z0-9_-]+): (?P<description>.*)\n"
    r"  arguments \(JSON schema\): (?P<schema>\{.*\})$",
    re.MULTILINE,
)


def prompt_strategy_tools(
    messages: list[dict[str, Any]],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The tools a prompt-strategy request describes in its system prompt, as OpenAI tool
    definitions, and the messages without that description (ours replaces it).

    So the prompt strategy gets the same grammar, tool lines and examples as native tools
    (its own prose alone, the 135M model never writes a call). No tools found: ([], messages).
    """
    if not messages or messages[0].get("role") != "system":
        return [], messages
    system = message_text(messages[0])
    start = system.rfind(PROMPT_TOOLS_HEADING)
    if start < 0:
        return [], messages
    tools = []
    for match in _PROMPT_TOOL.finditer(system, start):
        try:
            parameters = json.loads(match["schema"])
        except ValueError:
            continue
        function = {"name": match["name"], "description": match["description"]}
        tools.append({"type": "function", "function": {**function, "parameters": parameters}})
    if not tools:
        return [], messages
    rest = {**messages[0], "content": system[:start].rstrip()}
    return tools, [rest, *messages[1:]]


def message_text(message: dict[str, Any]) -> str:
    content = message.get("content") or ""
    if isinstance(content, list):  # content parts: keep the text ones
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return str(content)


def is_result(message: dict[str, Any]) -> bool:
    """A tool result: a `tool` message, or (prompt strategy) a user message of results."""
    role = message.get("role")
    return role in ("tool", "function") or (
        role == "user" and message_text(message).lstrip().startswith("<tool_result")
    )
