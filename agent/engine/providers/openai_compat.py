"""The client for every OpenAI-compatible provider; the only module that imports `openai`.

The SDK sends the request, authenticates and raises status errors; the stream itself is read
here (server-sent events parsed line by line, chunks folded by our own tolerant accumulator),
so a provider that repeats ids, leaves out `type` or `index`, sends `[DONE]` early or stops
without a finish reason still yields a usable answer. Retries (429/5xx/timeouts, honouring
Retry-After) and fallbacks (stream -> complete, no `tool_choice`, no `stream_options`) are
taken here and reported as notices; what was learned goes onto the provider in memory and the
step runner stores it.
"""

from __future__ import annotations

import asyncio
import email.utils
import functools
import json
import random
import re
import ssl
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

import json_repair
import openai
from django.conf import settings

from agent.engine.messages import (
    CallRecord,
    ChatMessage,
    Completed,
    ModelRequest,
    ModelResponse,
    ProviderError,
    ProviderNotice,
    ReasoningDelta,
    StreamItem,
    TextDelta,
    ToolSpec,
)
from agent.engine.provider_flags import ProviderFlags, flags_for, learned_entry, merge_learned
from agent.engine.providers.accumulator import StreamAccumulator
from agent.engine.providers.base import ModelClient
from agent.engine.providers.connection_errors import describe_connection_error
from agent.engine.providers.errors import ToolsRejected

if TYPE_CHECKING:
    from agent.models import Provider

MAX_RETRY_AFTER_SECONDS = 60.0
_BACKOFF_CAP_SECONDS = 8.0
_ERROR_QUOTE = 300
# Where a non-streamed reply is cut into pieces shown one after another: after Chinese
# sentence and clause marks, after English ones followed by a space, and after line breaks.
_PIECE_END = re.compile(r"(?<=[。！？；，、：\n])|(?<=[.!?;,:])(?=\s)")
_PIECE_MAX = 60
_PACE_TOTAL_SECONDS = 2.0
_PAIRING_WORDS = ("tool_call_id", "role 'tool'", "'tool_calls'")
_TOOLS_WORDS = r"(?:tools?|function[ _-]?call(?:ing|s)?|tool[ _-]?(?:call(?:ing|s)?|use))"
_REFUSAL_WORDS = (
    r"(?:does not support|doesn't support|do not support|not supported|unsupported|"
    r"not allowed|not permitted|requires --jinja|not available|unknown (?:field|parameter)|"
    r"unrecognized|extra (?:fields|inputs) not permitted)"
)
_TOOLS_REFUSED = re.compile(
    rf"{_REFUSAL_WORDS}[^.]*\b{_TOOLS_WORDS}\b|\b{_TOOLS_WORDS}\b[^.]*{_REFUSAL_WORDS}",
    re.IGNORECASE,
)
_NAMES_TOOL_CHOICE = re.compile(r"tool[_ ]choice", re.IGNORECASE)


class _StreamBroke(Exception):
    """The stream failed after it started; `learn` says whether streaming itself is suspect."""

    def __init__(self, reason: str, *, learn: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.learn = learn


def _map_tool_definition(tool: ToolSpec) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": tool.name,
            "description": tool.description,
            "parameters": tool.parameters,
        },
    }


def _wire_arguments(raw: str) -> str:
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


def _map_messages(messages: list[ChatMessage]) -> list[dict[str, Any]]:
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
                        "arguments": _wire_arguments(call.arguments_raw),
                    },
                }
                for call in message.tool_calls
            ]
        mapped.append(item)
    return mapped


def _map_request(
    request: ModelRequest, *, model: str, flags: ProviderFlags, extra_body: dict[str, Any]
) -> dict[str, Any]:
    """The JSON body of the request, without the stream switch (added per attempt)."""
    params: dict[str, Any] = {"model": model, "messages": _map_messages(request.messages)}
    if request.tools:
        params["tools"] = [_map_tool_definition(tool) for tool in request.tools]
        if request.tool_choice:
            params["tool_choice"] = request.tool_choice
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


def _sdk_arguments(body: dict[str, Any]) -> dict[str, Any]:
    """The request body as SDK keyword arguments, unknown keys moved into `extra_body`."""
    known = {key: value for key, value in body.items() if key in _SDK_PARAMS}
    extra = {key: value for key, value in body.items() if key not in _SDK_PARAMS}
    if extra:
        known["extra_body"] = extra
    return known


def _process_response(data: dict[str, Any]) -> ModelResponse:
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


def _error_text(err: openai.APIStatusError) -> str:
    body = err.body
    if isinstance(body, dict):
        message = body.get("message") or body.get("msg") or body.get("detail")
        if isinstance(message, str) and message:
            code = body.get("code")
            # Numeric codes (SiliconFlow's 20015) say more than the message; named ones repeat it.
            return f"{message} (code {code})" if str(code).isdigit() else message
        return json.dumps(body, ensure_ascii=False)[:_ERROR_QUOTE]
    if isinstance(body, str) and body:
        return body[:_ERROR_QUOTE]
    return err.message[:_ERROR_QUOTE]


def _is_pairing_error(text: str) -> bool:
    return any(word in text for word in _PAIRING_WORDS)


def _rejected_parameter(err: openai.APIStatusError, params: dict[str, Any]) -> str | None:
    """Which optional part of the request a refusal is about: a fallback can drop it."""
    text = _error_text(err)
    if _is_pairing_error(text):
        return None
    if "tools" in params and _TOOLS_REFUSED.search(text) and not _NAMES_TOOL_CHOICE.search(text):
        return "tools"
    if err.status_code not in (400, 422):
        return None
    if "tool_choice" in params:
        # SiliconFlow answers "required" with a bare "parameter is invalid" (code 20015).
        if _NAMES_TOOL_CHOICE.search(text) or params["tool_choice"] == "required":
            return "tool_choice"
    elif "tools" in params and _NAMES_TOOL_CHOICE.search(text):
        # Still refused without tool_choice (vLLM without --enable-auto-tool-choice).
        return "tools"
    if "stream_options" in params and "stream_options" in text:
        return "stream_options"
    return None


def _retry_after(err: openai.APIStatusError) -> float | None:
    headers = err.response.headers
    value = headers.get("retry-after-ms")
    if value:
        try:
            return float(value) / 1000
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        parsed = email.utils.parsedate_tz(value)
        if parsed is None:
            return None
        return max(0.0, email.utils.mktime_tz(parsed) - time.time())


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """One TLS context for every client: building one reads the CA store (~100 ms)."""
    return ssl.create_default_context()


def _cvagent_setting(name: str, default: float) -> float:
    return float(getattr(settings, "CVAGENT", {}).get(name, default))


class OpenAICompatClient(ModelClient):
    """Talks to one OpenAI-compatible endpoint for one `Provider` row."""

    def __init__(
        self,
        provider: Provider,
        *,
        api_key: str,
        pace_seconds: float | None = None,
        retry_base_seconds: float | None = None,
    ) -> None:
        self.provider = provider
        self.model_name = provider.model
        self.pace_seconds = (
            _cvagent_setting("PSEUDO_STREAM_DELAY_SECONDS", 0.02)
            if pace_seconds is None
            else pace_seconds
        )
        self.retry_base_seconds = (
            _cvagent_setting("PROVIDER_RETRY_BASE_SECONDS", 0.5)
            if retry_base_seconds is None
            else retry_base_seconds
        )
        # Our own retry loop (below) tells the person about each retry; the SDK's is silent.
        self._sdk = openai.AsyncOpenAI(
            base_url=provider.base_url,
            api_key=api_key,
            timeout=provider.timeout_seconds,
            max_retries=0,
            http_client=openai.DefaultAsyncHttpxClient(verify=_tls_context()),
        )

    async def aclose(self) -> None:
        await self._sdk.close()

    def _learn(self, flag: str, value: bool, why: str) -> dict[str, Any]:
        entry = learned_entry(flag, value, why)
        merge_learned(self.provider, entry)
        return entry

    async def generate(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        flags = flags_for(self.provider)
        params = _map_request(
            request, model=self.model_name, flags=flags, extra_body=self.provider.extra_body
        )
        stream = request.stream and (not request.tools or flags.stream_with_tools)
        record = CallRecord(model=self.model_name, stream=stream)
        started = time.perf_counter()
        first_output: list[float] = []
        shown: list[str] = []
        retries = 0
        fell_back = False
        discarded: list[dict[str, Any]] = []
        while True:
            record.stream = stream
            record.request = {**params, "stream": stream}
            if not stream:
                record.request.pop("stream_options", None)
            chunks: list[dict[str, Any]] = []
            try:
                if stream:
                    accumulator = StreamAccumulator()
                    async for item in self._stream(record.request, accumulator, chunks):
                        if not first_output:
                            first_output.append(time.perf_counter())
                        if isinstance(item, TextDelta):
                            shown.append(item.text)
                        yield item
                    if accumulator.cut_short and accumulator.finish_reason is None:
                        raise _StreamBroke(
                            "the stream ended in the middle of a tool call", learn=True
                        )
                    response = accumulator.response()
                    record.response = {"chunks": chunks}
                else:
                    completion = await self._sdk.chat.completions.create(
                        **_sdk_arguments(record.request)
                    )
                    data = completion.to_dict(warnings=False)
                    response = _process_response(data)
                    record.response = {"completion": data}
                    if discarded:
                        record.response["discarded_chunks"] = discarded
                    if not first_output:
                        first_output.append(time.perf_counter())
                    async for item in self._paced(response, already_shown="".join(shown)):
                        yield item
            except _StreamBroke as broke:
                if fell_back:
                    raise self._failure(
                        record, started, f"The stream broke: {broke.reason}."
                    ) from None
                fell_back = True
                stream = False
                discarded = chunks
                learned = None
                if broke.learn and request.tools:
                    learned = self._learn("stream_with_tools", False, broke.reason)
                record.fallbacks.append(f"no_stream: {broke.reason}")
                yield ProviderNotice(
                    notice="fallback",
                    reason=f"The stream broke ({broke.reason}); asking again without streaming.",
                    learned=learned,
                )
                continue
            except openai.APIStatusError as err:
                rejected = _rejected_parameter(err, params)
                text = _error_text(err)
                if rejected == "tools":
                    record.fallbacks.append(f"tools_rejected: {text}")
                    raise ToolsRejected(
                        f"The provider refused tools: {text}", self._close(record, started, text)
                    ) from None
                if rejected is not None:
                    yield self._drop_parameter(params, rejected, record, text)
                    continue
                if err.status_code in (408, 409, 429) or err.status_code >= 500:
                    delay = _retry_after(err)
                    if retries < self.provider.max_retries and (
                        delay is None or delay <= MAX_RETRY_AFTER_SECONDS
                    ):
                        retries += 1
                        notice = self._retry_notice(retries, delay, f"{err.status_code}: {text}")
                        yield notice
                        await asyncio.sleep(notice.delay_seconds or 0)
                        continue
                raise self._failure(
                    record, started, f"The provider answered {err.status_code}: {text}"
                ) from None
            except (openai.APITimeoutError, openai.APIConnectionError) as err:
                reason = describe_connection_error(
                    err, url=self.provider.base_url, timeout=self.provider.timeout_seconds
                )
                if retries < self.provider.max_retries:
                    retries += 1
                    notice = self._retry_notice(retries, None, reason)
                    yield notice
                    await asyncio.sleep(notice.delay_seconds or 0)
                    continue
                raise self._failure(record, started, reason) from None
            self._close(record, started, "", first_output)
            yield Completed(response=response, record=record)
            return

    async def _stream(
        self,
        body: dict[str, Any],
        accumulator: StreamAccumulator,
        chunks: list[dict[str, Any]],
    ) -> AsyncIterator[StreamItem]:
        """Read server-sent events ourselves: the SDK only opens the response.

        Status errors surface as `APIStatusError` before any item; anything that goes wrong
        once chunks flow becomes `_StreamBroke`.
        """
        create = self._sdk.chat.completions.with_streaming_response.create
        async with create(**_sdk_arguments(body)) as response:
            data_lines: list[str] = []
            # Lines before any event: a provider that ignores stream=True sends plain JSON.
            plain: list[str] = []
            done = False
            try:
                async for line in response.iter_lines():
                    if line.startswith("data:"):
                        data_lines.append(line[5:].lstrip(" "))
                        continue
                    if not chunks and not done and not line.startswith((":", "event:", "id:")):
                        plain.append(line)
                    if line or not data_lines:
                        continue  # comments, event names, keep-alives
                    payload = "\n".join(data_lines)
                    data_lines = []
                    if payload.strip() == "[DONE]":
                        if accumulator.finish_reason is not None:
                            return
                        # [DONE] before the answer said it was finished: some providers send
                        # it too early, so read on while the server still sends.
                        done = True
                        continue
                    for item in self._chunk(payload, accumulator, chunks):
                        yield item
                if data_lines:  # the last event without its closing blank line
                    for item in self._chunk("\n".join(data_lines), accumulator, chunks):
                        yield item
                if not chunks and not done and "".join(plain).strip():
                    for item in self._chunk("\n".join(plain), accumulator, chunks):
                        yield item
            except (openai.APIConnectionError, openai.APITimeoutError, OSError) as err:
                if not done:
                    raise _StreamBroke(f"connection lost: {err}", learn=False) from err
            except Exception as err:
                if not type(err).__module__.startswith(("httpx", "httpcore", "h11", "anyio")):
                    raise
                if not done:
                    raise _StreamBroke(f"connection lost: {err}", learn=False) from err

    def _chunk(
        self, payload: str, accumulator: StreamAccumulator, chunks: list[dict[str, Any]]
    ) -> list[StreamItem]:
        try:
            data = json.loads(payload)
        except ValueError:
            raise _StreamBroke("a chunk was not valid JSON", learn=True) from None
        if not isinstance(data, dict):
            raise _StreamBroke("a chunk was not a JSON object", learn=True)
        if data.get("error"):
            error = data["error"]
            message = error.get("message") if isinstance(error, dict) else str(error)
            raise _StreamBroke(f"the provider reported an error: {message}", learn=False)
        chunks.append(data)
        delta = accumulator.add(data)
        items: list[StreamItem] = []
        if delta.reasoning:
            items.append(ReasoningDelta(text=delta.reasoning))
        if delta.text:
            items.append(TextDelta(text=delta.text))
        return items

    async def _paced(
        self, response: ModelResponse, *, already_shown: str
    ) -> AsyncIterator[StreamItem]:
        """A complete reply shown piece by piece, so the person still sees it being written."""
        content = response.content
        if already_shown and content.startswith(already_shown):
            content = content[len(already_shown) :]
        pieces: list[StreamItem] = [
            ReasoningDelta(text=p) for p in sentence_pieces(response.reasoning)
        ]
        pieces += [TextDelta(text=p) for p in sentence_pieces(content)]
        delay = min(self.pace_seconds, _PACE_TOTAL_SECONDS / max(len(pieces), 1))
        for position, piece in enumerate(pieces):
            if position and delay > 0:
                await asyncio.sleep(delay)
            yield piece

    def _drop_parameter(
        self, params: dict[str, Any], parameter: str, record: CallRecord, text: str
    ) -> ProviderNotice:
        value = params.pop(parameter)
        learned = None
        if parameter == "tool_choice":
            flag = "tool_choice_required" if value == "required" else "tool_choice_auto"
            learned = self._learn(flag, False, f'tool_choice="{value}" was refused: {text}')
            reason = f'The provider refused tool_choice="{value}"; asking again without it.'
        else:
            learned = self._learn("stream_usage", False, f"stream_options was refused: {text}")
            reason = "The provider refused stream_options; asking again without it."
        record.fallbacks.append(f"no_{parameter}: {text}")
        return ProviderNotice(notice="fallback", reason=reason, learned=learned)

    def _retry_notice(self, attempt: int, delay: float | None, why: str) -> ProviderNotice:
        if delay is None:
            delay = min(self.retry_base_seconds * 2 ** (attempt - 1), _BACKOFF_CAP_SECONDS)
            delay *= 1 + random.random() * 0.25
        return ProviderNotice(
            notice="retry",
            reason=f"The provider is busy or failing ({why}); trying again.",
            attempt=attempt,
            delay_seconds=round(delay, 3),
        )

    def _close(
        self,
        record: CallRecord,
        started: float,
        error: str,
        first_output: list[float] | None = None,
    ) -> CallRecord:
        record.latency_ms = int((time.perf_counter() - started) * 1000)
        if first_output:
            record.ttft_ms = int((first_output[0] - started) * 1000)
        if error:
            record.ok = False
            record.error = error
        return record

    def _failure(self, record: CallRecord, started: float, message: str) -> ProviderError:
        return ProviderError(message, self._close(record, started, message))
