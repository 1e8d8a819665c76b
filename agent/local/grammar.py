"""Grammars for the embedded model: tool calls held to the offered tools' JSON schemas.

Imports no Django (the model's server process loads it).
"""

from __future__ import annotations

from typing import Any

# The call format: the grammar makes the model write exactly this around each call.
OPEN_TAG = "<tool_call>"
CLOSE_TAG = "</tool_call>"

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


def compiled_grammar(grammar: str) -> Any:
    """Parsed grammars, kept: the tool set rarely changes and parsing one takes a while."""
    from llama_cpp.llama_grammar import LlamaGrammar

    if grammar not in _grammars:
        if len(_grammars) >= 32:
            _grammars.clear()
        _grammars[grammar] = LlamaGrammar.from_string(grammar, verbose=False)
    return _grammars[grammar]
