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

import json
import re
import time
import uuid
from collections.abc import Iterator
from typing import Any

from agent.engine.guarded.repetition import repeats
from agent.local.grammar import ANSWER_GRAMMAR, CLOSE_TAG, OPEN_TAG, compiled_grammar, tool_grammar
from agent.local.prompt import (
    is_result,
    message_text,
    plain_messages,
    prompt_strategy_tools,
    render_call,
)

CHAT_FORMAT = "cvagent-tools"
# Greedy decoding of a small model can loop forever; no answer of ours needs more.
DEFAULT_MAX_TOKENS = 512
# A plain answer: llama.cpp's repetition penalty, stronger than its default 1.1 (a 135M model
# otherwise writes "I'm sorry," a hundred times), and the answer ends at its first repeat.
ANSWER_REPEAT_PENALTY = 1.3


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
    return last is not None and last.get("role") == "user" and not is_result(last)


def _canonical(name: str, arguments: str) -> tuple[str, str]:
    try:
        return name, json.dumps(json.loads(arguments or "{}"), sort_keys=True)
    except ValueError:
        return name, arguments


def previous_calls(messages: list[dict[str, Any]]) -> set[tuple[str, str]]:
    """The calls of the assistant message whose results end the conversation, if any."""
    for message in reversed(messages):
        if is_result(message):
            continue
        if message.get("role") == "assistant":
            # Native calls, or (prompt strategy) calls written in the text.
            calls = message.get("tool_calls") or parse_answer(message_text(message))[1]
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


def _delta_text(chunk: dict[str, Any]) -> str:
    choices = chunk.get("choices") or [{}]
    return str((choices[0].get("delta") or {}).get("content") or "")


def until_repeated(chunks: Iterator[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """A streamed plain answer, ended (and its generation stopped) at the first piece it
    repeats (`agent.engine.guarded.repetition`)."""
    text = ""
    try:
        for chunk in chunks:
            delta = _delta_text(chunk)
            text += delta
            end = repeats(text) if delta else len(text)
            if end >= len(text):
                yield chunk
                continue
            keep = delta[: max(0, end - (len(text) - len(delta)))]
            choice = chunk["choices"][0]
            yield {**chunk, "choices": [{**choice, "delta": {"content": keep}}]}
            yield {
                **chunk,
                "choices": [{"index": 0, "delta": {}, "finish_reason": "stop", "logprobs": None}],
            }
            return
    finally:
        close = getattr(chunks, "close", None)
        if close is not None:
            close()  # llama.cpp stops generating here


def completion_of(chunks: Iterator[dict[str, Any]], llama: Any) -> dict[str, Any]:
    """The chunks of a streamed answer as one chat completion (its usage counted after)."""
    text, finish, base = "", None, {}
    for chunk in chunks:
        base = base or {k: chunk.get(k) for k in ("id", "created", "model")}
        text += _delta_text(chunk)
        finish = (chunk.get("choices") or [{}])[0].get("finish_reason") or finish
    return {
        **base,
        "object": "chat.completion",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": finish or "stop",
                "logprobs": None,
            }
        ],
        "usage": _usage(llama, text),
    }


def _usage(llama: Any, text: str) -> dict[str, int]:
    written = len(llama.tokenize(text.encode(), add_bos=False, special=False)) if text else 0
    prompt = max(0, int(getattr(llama, "n_tokens", 0)) - written)
    return {"prompt_tokens": prompt, "completion_tokens": written, "total_tokens": prompt + written}


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
        kwargs["repeat_penalty"] = max(kwargs.get("repeat_penalty") or 1.0, ANSWER_REPEAT_PENALTY)
        chunks = handler(
            llama=llama, messages=messages, stream=True, max_tokens=max_tokens, **kwargs
        )
        bounded = until_repeated(chunks)
        return bounded if stream else completion_of(bounded, llama)
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

    def answer(grammar: str) -> tuple[Any, dict[str, Any], str, list[dict[str, Any]]]:
        """One whole answer under `grammar`: the response, its choice, its text and calls."""
        response = handler(
            llama=llama,
            messages=prompt,
            stream=False,
            max_tokens=max_tokens,
            grammar=compiled_grammar(grammar),
            **kwargs,
        )
        choice = response["choices"][0]
        return response, choice, *parse_answer(choice["message"].get("content") or "")

    response, choice, content, calls = answer(grammar)
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
        response, choice, content, calls = answer(ANSWER_GRAMMAR)
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
