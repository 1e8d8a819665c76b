"""The client for every OpenAI-compatible provider; the only module that calls the `openai` SDK.

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
import functools
import hashlib
import json
import random
import ssl
import time
import weakref
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

import openai
from django.conf import settings

from agent.engine.messages import (
    CallRecord,
    Completed,
    ModelRequest,
    ModelResponse,
    ProviderError,
    ProviderNotice,
    ReasoningDelta,
    StreamItem,
    TextDelta,
)
from agent.engine.nul import JSON_NUL, without_nul
from agent.engine.provider_flags import flags_for, learned_entry, merge_learned
from agent.engine.providers import network
from agent.engine.providers.accumulator import StreamAccumulator
from agent.engine.providers.base import ModelClient
from agent.engine.providers.connection_errors import describe_connection_error
from agent.engine.providers.errors import ToolsRejected
from agent.engine.providers.openai_errors import error_text, rejected_parameter, retry_after
from agent.engine.providers.openai_wire import (
    map_request,
    process_response,
    sdk_arguments,
    sentence_pieces,
)
from agent.engine.providers.sse import EventReader, merged, read_lines
from agent.engine.redaction import redact, redact_json, secret_values

if TYPE_CHECKING:
    from agent.models import Provider

MAX_RETRY_AFTER_SECONDS = 60.0
_BACKOFF_CAP_SECONDS = 8.0
_PACE_TOTAL_SECONDS = 2.0


class _StreamBroke(Exception):
    """The stream failed after it started; `learn` says whether streaming itself is suspect."""

    def __init__(self, reason: str, *, learn: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.learn = learn


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """One TLS context for every client: building one reads the CA store (~100 ms)."""
    return ssl.create_default_context()


# One SDK client per event loop and endpoint, kept for later steps and runs: building one
# costs about a millisecond on the loop, and its connection pool keeps connections to the
# provider open between requests (no new TCP and TLS handshake per step).
_sdks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[tuple, openai.AsyncOpenAI]] = (
    weakref.WeakKeyDictionary()
)


def _new_sdk(base_url: str, api_key: str, timeout: float) -> openai.AsyncOpenAI:
    http_client = openai.DefaultAsyncHttpxClient(verify=_tls_context())
    network.install(http_client)  # reads on asyncio's transports (network.py says why)
    # Our own retry loop tells the person about each retry; the SDK's is silent.
    return openai.AsyncOpenAI(
        base_url=base_url,
        api_key=api_key,
        timeout=timeout,
        max_retries=0,
        http_client=http_client,
    )


def _shared_sdk(base_url: str, api_key: str, timeout: float) -> openai.AsyncOpenAI | None:
    """The loop's client for this endpoint; None outside a running loop."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    per_loop = _sdks.setdefault(loop, {})
    key = (base_url, hashlib.sha256(api_key.encode()).hexdigest(), timeout)
    sdk = per_loop.get(key)
    if sdk is None or sdk.is_closed():
        sdk = per_loop[key] = _new_sdk(base_url, api_key, timeout)
    return sdk


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
        self._api_key = api_key
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
        shared = _shared_sdk(provider.base_url, api_key, provider.timeout_seconds)
        self._own_sdk = shared is None
        self._sdk = shared or _new_sdk(provider.base_url, api_key, provider.timeout_seconds)

    async def aclose(self) -> None:
        """A shared SDK client (and its open connections) stays for later steps."""
        if self._own_sdk:
            await self._sdk.close()

    def _redact(self, text: str) -> str:
        """What a provider said, without any secret (its key may be quoted in an error)."""
        return redact(text, secret_values([self._api_key]))

    def _learn(self, flag: str, value: bool, why: str) -> dict[str, Any]:
        entry = learned_entry(flag, value, why)
        merge_learned(self.provider, entry)
        return entry

    async def generate(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        flags = flags_for(self.provider)
        params = map_request(
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
                        **sdk_arguments(record.request)
                    )
                    data = without_nul(completion.to_dict(warnings=False))
                    response = process_response(data)
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
                rejected = rejected_parameter(err, params)
                text = self._redact(error_text(err))
                if rejected == "tools":
                    record.fallbacks.append(f"tools_rejected: {text}")
                    raise ToolsRejected(
                        f"The provider refused tools: {text}", self._close(record, started, text)
                    ) from None
                if rejected is not None:
                    yield self._drop_parameter(params, rejected, record, text)
                    continue
                if err.status_code in (408, 409, 429) or err.status_code >= 500:
                    delay = retry_after(err)
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
                reason = self._redact(reason)
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
        async with create(**sdk_arguments(body)) as response:
            events = EventReader()
            try:
                async for lines in read_lines(response.http_response):
                    items: list[StreamItem] = []
                    for payload in events.feed(lines, chunks):
                        if payload is not None:
                            items += self._chunk(payload, accumulator, chunks)
                        elif accumulator.finish_reason is not None:
                            events.finished = True
                            break
                        # else [DONE] before the answer said it was finished: some
                        # providers send it too early, so read on while the server sends.
                    for item in merged(items):
                        yield item
                    if events.finished:
                        return
                for payload in events.end(chunks):
                    for item in self._chunk(payload, accumulator, chunks):
                        yield item
            except (openai.APIConnectionError, openai.APITimeoutError, OSError) as err:
                if not events.done:
                    reason = self._redact(f"connection lost: {err}")
                    raise _StreamBroke(reason, learn=False) from None
            except Exception as err:
                if not type(err).__module__.startswith(("httpx", "httpcore", "h11", "anyio")):
                    raise
                if not events.done:
                    reason = self._redact(f"connection lost: {err}")
                    raise _StreamBroke(reason, learn=False) from None

    def _chunk(
        self, payload: str, accumulator: StreamAccumulator, chunks: list[dict[str, Any]]
    ) -> list[StreamItem]:
        try:
            data = json.loads(payload)
        except ValueError:
            raise _StreamBroke("a chunk was not valid JSON", learn=True) from None
        if not isinstance(data, dict):
            raise _StreamBroke("a chunk was not a JSON object", learn=True)
        if JSON_NUL in payload:  # PostgreSQL cannot store one (agent/engine/nul.py)
            data = without_nul(data)
        if data.get("error"):
            error = data["error"]
            message = error.get("message") if isinstance(error, dict) else str(error)
            message = self._redact(str(message))
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
        elif parameter == "parallel_tool_calls":
            # Sent only to providers marked unable to make parallel calls: nothing to learn.
            reason = "The provider refused parallel_tool_calls; asking again without it."
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
            # Everything a failed call keeps comes from the provider's side: scrub it whole.
            secrets = secret_values([self._api_key])
            record.error = redact(error, secrets)
            record.fallbacks = redact_json(record.fallbacks, secrets)
            record.response = redact_json(record.response, secrets)
        return record

    def _failure(self, record: CallRecord, started: float, message: str) -> ProviderError:
        return ProviderError(message, self._close(record, started, message))
