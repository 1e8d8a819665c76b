"""The embedded model's server: llama-cpp-python's OpenAI-compatible server with our tool calling.

Run as a child process (`python -m agent.local.server --model FILE --port N`, started by
`agent.local.model`). It registers the chat format `cvagent-tools` and then runs
`llama_cpp.server` unchanged. Requests without tools are answered with the model's own chat
template. Requests with tools are answered the way a native provider answers them (OpenAI
`tool_calls`), but under a grammar built from the offered tools' JSON schemas: the model can
only write `<tool_call>{"name": <an offered tool>, "arguments": <valid for its schema>}</tool_call>`
(or, after a tool result, a plain answer), so a 135M model's calls are always well formed.
An edit's `path` is held to JSON Resume's shapes. A prompt-strategy request (no API tools, the
tools described in its system prompt) is recognised and answered under the same grammar, with
the call written back as text, as that strategy expects.

Imports no Django: the child process starts in about a second.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
import uuid
from collections.abc import Iterator
from typing import Any

CHAT_FORMAT = "cvagent-tools"
OPEN_TAG = "<tool_call>"
CLOSE_TAG = "</tool_call>"
# Greedy decoding of a small model can loop forever; no answer of ours needs more.
DEFAULT_MAX_TOKENS = 512

# Taught by example: small models copy a transcript far better than they follow prose.
# (request, tool, arguments, result, answer). Each request gets the few examples whose words
# it shares most (`pick_examples`), the closest one last: a 135M model copies the nearest
# pattern, and ten examples at once drown it.
Example = tuple[str, str, dict[str, Any], str, str]


def _edit(request: str, path: str, value: Any, answer: str, action: str = "update") -> Example:
    result = f"Added {path}[1]." if action == "add" else f"Updated {path}."
    return request, "CVEditor", {"path": path, "action": action, "value": value}, result, answer


_EXAMPLES: list[Example] = [
    _edit(
        "Please change my name to Jane Smith",
        "basics.name",
        "Jane Smith",
        "Done: your name is now Jane Smith.",
    ),
    _edit(
        "my email is jane@example.org",
        "basics.email",
        "jane@example.org",
        "Done: your email is now jane@example.org.",
    ),
    _edit("Add SQL to my skills", "skills", {"name": "SQL"}, "I added SQL to your skills.", "add"),
    _edit(
        "Set my title to Data Engineer",
        "basics.label",
        "Data Engineer",
        "Done: your title is now Data Engineer.",
    ),
    _edit("I moved to Lisbon", "basics.location.city", "Lisbon", "Done: your city is now Lisbon."),
    _edit(
        "my website is https://jane.example.org",
        "basics.url",
        "https://jane.example.org",
        "Done: your website is now https://jane.example.org.",
    ),
    _edit(
        "Add Portuguese to my languages",
        "languages",
        {"language": "Portuguese"},
        "I added Portuguese to your languages.",
        "add",
    ),
    _edit(
        "Set my phone to +1 415 555 0123",
        "basics.phone",
        "+1 415 555 0123",
        "Done: your phone is now +1 415 555 0123.",
    ),
    _edit(
        "Change my country to PT",
        "basics.location.countryCode",
        "PT",
        "Done: your country code is now PT.",
    ),
    _edit(
        "Set my summary to: Experienced analyst.",
        "basics.summary",
        "Experienced analyst.",
        "Done: your summary is updated.",
    ),
    _edit(
        "My job title is now Product Manager",
        "basics.label",
        "Product Manager",
        "Done: your title is now Product Manager.",
    ),
    _edit(
        "Please add Kubernetes as a skill",
        "skills",
        {"name": "Kubernetes"},
        "I added Kubernetes to your skills.",
        "add",
    ),
    _edit(
        "I speak Japanese too",
        "languages",
        {"language": "Japanese"},
        "I added Japanese to your languages.",
        "add",
    ),
    _edit("Update my city: Oslo", "basics.location.city", "Oslo", "Done: your city is now Oslo."),
    _edit(
        "change email address to j.smith@mail.example",
        "basics.email",
        "j.smith@mail.example",
        "Done: your email is now j.smith@mail.example.",
    ),
]
EXAMPLES_PER_REQUEST = 4
# Words that say nothing about which field is meant ("Change my city" is about the city).
_STOP_WORDS = frozenset(
    {"a", "an", "and", "as", "i", "is", "it", "me", "my", "now", "of", "please", "the", "to"}
    | {"too", "set", "change", "update", "make"}
)


def _words(text: str) -> set[str]:
    return {word for word in re.findall(r"[a-z]+", text.casefold()) if word not in _STOP_WORDS}


def pick_examples(
    request: str, names: set[str], count: int = EXAMPLES_PER_REQUEST
) -> list[Example]:
    """The `count` examples for offered tools that share most words with `request`, the
    closest last (ties keep the list's order)."""
    words = _words(request)
    usable = [example for example in _EXAMPLES if example[1] in names]
    ranked = sorted(
        range(len(usable)), key=lambda index: (-len(words & _words(usable[index][0])), index)
    )
    return [usable[index] for index in reversed(ranked[:count])]


_SCHEMA_NOISE = ("title", "description", "default", "examples")
_MAX_STRING = 200
_MAX_ITEMS = 8
# "Any JSON value" bounded in size: left open, a small model keeps writing one object until
# max_tokens cuts the call in half. Strings, numbers, flat objects, short lists.
_SCALAR: dict[str, Any] = {
    "anyOf": [{"type": "string", "maxLength": _MAX_STRING}, {"type": "number"}, {"type": "boolean"}]
}
_FLAT_OBJECT: dict[str, Any] = {
    "type": "object",
    "additionalProperties": {
        "anyOf": [_SCALAR, {"type": "array", "items": _SCALAR, "maxItems": _MAX_ITEMS}]
    },
}
BOUNDED_ANY: dict[str, Any] = {
    "anyOf": [
        _SCALAR,
        _FLAT_OBJECT,
        {"type": "array", "items": {"anyOf": [_SCALAR, _FLAT_OBJECT]}, "maxItems": _MAX_ITEMS},
    ]
}
# What an edit's `path` may be: JSON Resume's own shapes (the grammar holds it there, `[.]`
# because llama-cpp-python's converter mangles `\.`). Left free, a 135M model invents keys
# ("basics.city", "basics.title") that the editor accepts and the resume does not use.
_INDEX = r"\[-?[0-9]+\]"
_BASICS = "name|label|image|email|phone|url|summary"
_LOCATION = "address|postalCode|city|countryCode|region"
_SECTIONS = (
    "work|volunteer|education|awards|certificates|publications|skills|languages|interests"
    "|references|projects"
)
PATH_PATTERN = (
    rf"^(basics([.]({_BASICS}|location([.]({_LOCATION}))?"
    rf"|profiles({_INDEX}([.](network|username|url))?)?))?"
    rf"|({_SECTIONS})({_INDEX}([.][a-zA-Z]+({_INDEX})?)?)?)$"
)
_SHAPE_KEYS = ("type", "anyOf", "oneOf", "allOf", "enum", "const", "properties", "items", "$ref")


# --- schemas and grammar -----------------------------------------------------------------


def _inline(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_inline(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        return _inline(defs.get(ref.removeprefix("#/$defs/"), {}), defs)
    return {key: _inline(value, defs) for key, value in node.items() if key != "$defs"}


def _strict(node: Any) -> Any:
    """Every listed property required, nothing else allowed, no prose (the grammar needs none).

    Required-everywhere is OpenAI's strict mode too: a small model that may skip `value`
    will skip it.
    """
    if not isinstance(node, dict):
        return node
    if not any(key in node for key in _SHAPE_KEYS):
        return BOUNDED_ANY
    out = {key: value for key, value in node.items() if key not in _SCHEMA_NOISE}
    for key in ("anyOf", "oneOf", "allOf"):
        if isinstance(node.get(key), list):
            out[key] = [_strict(sub) for sub in node[key]]
    for key in ("items", "additionalProperties"):
        if isinstance(node.get(key), dict):
            out[key] = _strict(node[key])
    if isinstance(node.get("properties"), dict):
        out["properties"] = {name: _strict(sub) for name, sub in node["properties"].items()}
        path = node["properties"].get("path")
        if isinstance(path, dict) and path.get("type") == "string":
            # Empty only where the tool allows it (CVReader: the whole resume).
            pattern = f"^({PATH_PATTERN[1:-1]})?$" if path.get("default") == "" else PATH_PATTERN
            out["properties"]["path"] = {"type": "string", "pattern": pattern}
        out["required"] = list(node["properties"])
        out["additionalProperties"] = False
    if out.get("type") == "string" and not {"enum", "const", "pattern"} & out.keys():
        out["maxLength"] = min(out.get("maxLength", _MAX_STRING), _MAX_STRING)
    if out.get("type") == "array":
        out["maxItems"] = min(out.get("maxItems", _MAX_ITEMS), _MAX_ITEMS)
    return out


def arguments_schema(parameters: dict[str, Any]) -> dict[str, Any]:
    """A tool's argument schema made self-contained and strict, for grammar building."""
    return _strict(_inline(parameters, parameters.get("$defs") or {}))


def call_schema(tools: list[dict[str, Any]]) -> dict[str, Any]:
    """The JSON schema of one call to any of `tools` (OpenAI tool definitions)."""
    alternatives = []
    for tool in tools:
        function = tool.get("function") or {}
        parameters = function.get("parameters") or {"type": "object", "properties": {}}
        alternatives.append(
            {
                "type": "object",
                "properties": {
                    "name": {"const": function["name"]},
                    "arguments": arguments_schema(parameters),
                },
                "required": ["name", "arguments"],
                "additionalProperties": False,
            }
        )
    return alternatives[0] if len(alternatives) == 1 else {"anyOf": alternatives}


# A plain answer may not start with "<" (that would be a mangled call) nor with space.
ANSWER_RULE = "answer ::= [^<\\x00-\\x20] [^<]*"
ANSWER_GRAMMAR = f"root ::= answer\n{ANSWER_RULE}"


def tool_grammar(tools: list[dict[str, Any]], *, allow_text: bool) -> str:
    """GBNF: one tagged call to an offered tool, or (when allowed) a plain answer."""
    from llama_cpp.llama_grammar import SchemaConverter

    converter = SchemaConverter(prop_order={}, allow_fetch=False, dotall=False, raw_pattern=False)
    converter.visit(call_schema(tools), "call")
    rules = [
        "root ::= tagged" + (" | answer" if allow_text else ""),
        f'tagged ::= "{OPEN_TAG}" call "{CLOSE_TAG}"',
        ANSWER_RULE,
        converter.format_grammar(),
    ]
    return "\n".join(rules)


_grammars: dict[str, Any] = {}


def _compiled(grammar: str) -> Any:
    """Parsed grammars, kept: the tool set rarely changes and parsing one takes a while."""
    from llama_cpp.llama_grammar import LlamaGrammar

    if grammar not in _grammars:
        if len(_grammars) >= 32:
            _grammars.clear()
        _grammars[grammar] = LlamaGrammar.from_string(grammar, verbose=False)
    return _grammars[grammar]


# --- prompt --------------------------------------------------------------------------------


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
        (_text(m) for m in reversed(messages) if m.get("role") == "user" and not _is_result(m)),
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
    system = _text(messages[0])
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


# --- answers ---------------------------------------------------------------------------------

_CALL = re.compile(re.escape(OPEN_TAG) + r"(.*?)(?:" + re.escape(CLOSE_TAG) + r"|$)", re.DOTALL)
_NAME = re.compile(r'"name"\s*:\s*"([^"]*)"')


def parse_answer(text: str) -> tuple[str, list[dict[str, Any]]]:
    """The plain text and the OpenAI tool calls in what the model wrote."""
    calls: list[dict[str, Any]] = []
    for match in _CALL.finditer(text):
        body = match.group(1).strip()
        try:
            data = json.loads(body)
            name = str(data.get("name", ""))
            arguments = json.dumps(data.get("arguments", {}), ensure_ascii=False)
        except (ValueError, AttributeError):
            # Cut short by max_tokens: pass on what was written; the engine's argument
            # repair answers it with an error result the model can act on.
            found = _NAME.search(body)
            name = found.group(1) if found else ""
            start = body.find('"arguments"')
            arguments = body[body.find(":", start) + 1 :].strip() if start >= 0 else ""
        calls.append(
            {
                "id": f"call_{uuid.uuid4().hex[:24]}",
                "type": "function",
                "function": {"name": name, "arguments": arguments},
            }
        )
    content = _CALL.sub("", text).strip() if calls else text
    return content, calls


def _must_call(messages: list[dict[str, Any]], tool_choice: Any) -> bool:
    """Whether this answer has to be a call.

    Right after the person's message it must: a 135M model left free to chat answers
    "Sure, done!" and edits nothing. After a tool result it may answer in words, which is
    how a turn ends. `tool_choice="required"` always forces a call.
    """
    if tool_choice == "required":
        return True
    last = next((m for m in reversed(messages) if m.get("role") != "system"), None)
    return last is not None and last.get("role") == "user" and not _is_result(last)


def _text(message: dict[str, Any]) -> str:
    content = message.get("content") or ""
    if isinstance(content, list):  # content parts: keep the text ones
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return str(content)


def _is_result(message: dict[str, Any]) -> bool:
    """A tool result: a `tool` message, or (prompt strategy) a user message of results."""
    role = message.get("role")
    return role in ("tool", "function") or (
        role == "user" and _text(message).lstrip().startswith("<tool_result")
    )


def _canonical(name: str, arguments: str) -> tuple[str, str]:
    try:
        return name, json.dumps(json.loads(arguments or "{}"), sort_keys=True)
    except ValueError:
        return name, arguments


def previous_calls(messages: list[dict[str, Any]]) -> set[tuple[str, str]]:
    """The calls of the assistant message whose results end the conversation, if any."""
    for message in reversed(messages):
        if _is_result(message):
            continue
        if message.get("role") == "assistant":
            # Native calls, or (prompt strategy) calls written in the text.
            calls = message.get("tool_calls") or parse_answer(_text(message))[1]
            return {
                _canonical(
                    (call.get("function") or {}).get("name", ""),
                    (call.get("function") or {}).get("arguments", ""),
                )
                for call in calls
            }
        return set()
    return set()


def _chunks(response: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A finished answer as a stream of two chunks (tools are never streamed token by token)."""
    choice = response["choices"][0]
    message = choice["message"]
    delta: dict[str, Any] = {"role": "assistant", "content": message.get("content")}
    if message.get("tool_calls"):
        delta["tool_calls"] = [
            {"index": index, **call} for index, call in enumerate(message["tool_calls"])
        ]
    base = {k: response[k] for k in ("id", "created", "model")}
    yield {
        **base,
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": delta, "finish_reason": None, "logprobs": None}],
    }
    yield {
        **base,
        "object": "chat.completion.chunk",
        "choices": [
            {"index": 0, "delta": {}, "finish_reason": choice["finish_reason"], "logprobs": None}
        ],
        "usage": response.get("usage"),
    }


_template_handlers: dict[int, Any] = {}


def _template_handler(llama: Any) -> Any:
    """The chat handler of the model's own template (ChatML when the file has none)."""
    key = id(llama)
    if key not in _template_handlers:
        from llama_cpp import llama_chat_format

        template = llama.metadata.get("tokenizer.chat_template")
        if template:
            eos = llama.token_eos()
            bos = llama.token_bos()
            formatter = llama_chat_format.Jinja2ChatFormatter(
                template=template,
                eos_token=llama._model.token_get_text(eos) if eos != -1 else "",
                bos_token=llama._model.token_get_text(bos) if bos != -1 else "",
                stop_token_ids=[eos],
            )
            _template_handlers[key] = formatter.to_chat_handler()
        else:
            _template_handlers[key] = llama_chat_format.get_chat_completion_handler("chatml")
    return _template_handlers[key]


def cvagent_tools_handler(
    *,
    llama: Any,
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]] | None = None,
    tool_choice: Any = None,
    stream: bool = False,
    max_tokens: int | None = None,
    **kwargs: Any,
) -> Any:
    """The `cvagent-tools` chat format (see the module docstring)."""
    handler = _template_handler(llama)
    max_tokens = max_tokens or DEFAULT_MAX_TOKENS
    kwargs.pop("functions", None)
    kwargs.pop("function_call", None)
    in_text = False
    if not tools and tool_choice != "none":
        # The prompt strategy: no API tools, but the tools described in the system prompt.
        tools, messages = prompt_strategy_tools(messages)
        in_text = bool(tools)
    if not tools or tool_choice == "none":
        return handler(
            llama=llama, messages=messages, stream=stream, max_tokens=max_tokens, **kwargs
        )
    if isinstance(tool_choice, dict):
        wanted = (tool_choice.get("function") or {}).get("name")
        tools = [tool for tool in tools if tool["function"]["name"] == wanted] or tools
    kwargs.pop("grammar", None)
    kwargs.pop("response_format", None)
    # JSON repeats keys and quotes by nature; a repeat penalty pushes a small model off them.
    kwargs["repeat_penalty"] = 1.0
    started = time.time()
    prompt = plain_messages(messages, tools)
    grammar = tool_grammar(tools, allow_text=not _must_call(messages, tool_choice))
    response = handler(
        llama=llama,
        messages=prompt,
        stream=False,
        max_tokens=max_tokens,
        grammar=_compiled(grammar),
        **kwargs,
    )
    choice = response["choices"][0]
    content, calls = parse_answer(choice["message"].get("content") or "")
    previous = previous_calls(messages)
    if (
        calls
        and previous
        and all(
            _canonical(call["function"]["name"], call["function"]["arguments"]) in previous
            for call in calls
        )
    ):
        # The very call it just made and saw the result of: a small model repeats itself
        # until the step limit. Ask for the answer to the person instead.
        response = handler(
            llama=llama,
            messages=prompt,
            stream=False,
            max_tokens=max_tokens,
            grammar=_compiled(ANSWER_GRAMMAR),
            **kwargs,
        )
        choice = response["choices"][0]
        content, calls = parse_answer(choice["message"].get("content") or "")
    if in_text:
        # Answered as the prompt strategy asked: calls as `<tool_call>` blocks in the text.
        blocks = [render_call(c["function"]["name"], c["function"]["arguments"]) for c in calls]
        text = "\n".join(part for part in (content, *blocks) if part)
        choice["message"] = {"role": "assistant", "content": text}
        return _chunks(response) if stream else response
    choice["message"] = {"role": "assistant", "content": content or None}
    if calls:
        choice["message"]["tool_calls"] = calls
        if choice.get("finish_reason") != "length":
            choice["finish_reason"] = "tool_calls"
    response["created"] = response.get("created") or int(started)
    return _chunks(response) if stream else response


def register() -> None:
    from llama_cpp import llama_chat_format

    llama_chat_format.register_chat_completion_handler(CHAT_FORMAT)(cvagent_tools_handler)


class NullContentFix:
    """ASGI middleware: `"content": null` on an assistant message with tool calls is what
    OpenAI itself sends back, but llama-cpp-python's request model refuses it; make it ""."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not scope["path"].endswith("/chat/completions"):
            await self.app(scope, receive, send)
            return
        chunks = []
        while True:
            message = await receive()
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        body = b"".join(chunks)
        try:
            data = json.loads(body)
            for message in data.get("messages") or []:
                if isinstance(message, dict) and message.get("content") is None:
                    message["content"] = ""
            body = json.dumps(data).encode()
        except (ValueError, AttributeError):
            pass  # not ours to judge: the server answers a bad body itself
        sent = False

        async def replay() -> dict:
            nonlocal sent
            if sent:
                return await receive()
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)


def main(argv: list[str] | None = None) -> None:
    """Run llama-cpp-python's server with the `cvagent-tools` chat format as the default."""
    import argparse

    import uvicorn
    from llama_cpp.server.app import create_app
    from llama_cpp.server.cli import add_args_from_model, parse_model_from_args
    from llama_cpp.server.settings import ModelSettings, ServerSettings, Settings

    register()
    parser = argparse.ArgumentParser(description="CV Agent's embedded model server")
    add_args_from_model(parser, Settings)
    args = parser.parse_args(argv)
    if not args.chat_format:
        args.chat_format = CHAT_FORMAT
    server_settings = parse_model_from_args(ServerSettings, args)
    model_settings = parse_model_from_args(ModelSettings, args)
    app = create_app(server_settings=server_settings, model_settings=[model_settings])
    uvicorn.run(
        NullContentFix(app),
        host=server_settings.host,
        port=server_settings.port,
        log_level="warning",
    )


if __name__ == "__main__":
    main()
