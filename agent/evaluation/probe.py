"""The provider probe: a handful of cheap calls that find out what a provider supports.

Asked through the engine's own OpenAI-compatible client, on an unsaved copy of the row with
every path switched on and no retries, so each refusal shows instead of being worked around:

1. streaming: a one-word answer, streamed (asked again unstreamed if that fails, to tell
   "cannot stream" from "cannot be reached");
2. native tools: one tool and an instruction to call it;
3. `tool_choice="required"`: accepted or refused;
4. streamed tool deltas: the same call, streamed;
5. parallel calls: two calls in one answer;
6. valid JSON arguments: judged on every call the probe received.

`probe_and_store` sets the learned flags up front (`agent.engine.provider_flags`), keeps the
report as a `ProviderProbe` row and recommends a strategy; the model picker shows its word.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from asgiref.sync import async_to_sync
from django.db import transaction
from django.utils.translation import gettext, gettext_noop

from agent.engine.messages import (
    CallRecord,
    ChatMessage,
    Completed,
    ModelRequest,
    ModelResponse,
    ProviderError,
    ProviderNotice,
    ToolSpec,
)
from agent.engine.provider_flags import learned_entry, merge_learned
from agent.engine.providers import api_key_for
from agent.engine.providers.errors import MissingAPIKey, ToolsRejected
from agent.models import Provider, ProviderProbe

PROBE_TIMEOUT_SECONDS = 20.0
FEATURES = (
    "streaming",
    "native_tools",
    "tool_choice_required",
    "streamed_tool_deltas",
    "parallel_calls",
    "valid_json_arguments",
)
FEATURE_LABELS = {
    "streaming": gettext_noop("streaming"),
    "native_tools": gettext_noop("native tools"),
    "tool_choice_required": gettext_noop('tool_choice="required"'),
    "streamed_tool_deltas": gettext_noop("streamed tool-call deltas"),
    "parallel_calls": gettext_noop("parallel tool calls"),
    "valid_json_arguments": gettext_noop("valid JSON arguments"),
}
# Which learned flag each finding sets.
FLAG_OF = {
    "native_tools": "native_tools",
    "tool_choice_required": "tool_choice_required",
    "streamed_tool_deltas": "stream_with_tools",
    "parallel_calls": "parallel_tool_calls",
}
TOOL = ToolSpec(
    name="record_city",
    description="Record the name of one city.",
    parameters={
        "type": "object",
        "properties": {"city": {"type": "string", "description": "The city's name."}},
        "required": ["city"],
    },
)
SYSTEM = "You are being tested. Follow the instruction exactly and keep answers short."
CALL_ONE = "Call the record_city tool with the city Paris."
CALL_TWO = (
    "Call the record_city tool twice in this one reply, in parallel: once with the city "
    "Paris and once with the city Tokyo."
)


@dataclass
class Attempt:
    response: ModelResponse | None = None
    record: CallRecord | None = None
    error: str = ""
    tools_refused: bool = False
    learned: dict[str, Any] = field(default_factory=dict)

    @property
    def fallbacks(self) -> list[str]:
        return list(self.record.fallbacks) if self.record else []

    def fell_back(self, prefix: str) -> bool:
        return any(note.startswith(prefix) for note in self.fallbacks)


@dataclass
class ProbeReport:
    reachable: bool = False
    error: str = ""
    features: dict[str, dict[str, Any]] = field(default_factory=dict)
    learned: dict[str, Any] = field(default_factory=dict)
    calls: int = 0
    duration_ms: int = 0

    def set(self, feature: str, supported: bool | None, detail: str) -> None:
        self.features[feature] = {"supported": supported, "detail": detail[:300]}

    def supported(self, feature: str) -> bool | None:
        return self.features.get(feature, {}).get("supported")

    @property
    def recommended_strategy(self) -> str:
        if not self.reachable:
            return ""
        usable = self.supported("native_tools") and self.supported("valid_json_arguments")
        return "native" if usable else "prompt"

    @property
    def weak(self) -> bool | None:
        """Weak at tool calls (its turns are then guarded): it sent arguments that are not
        the JSON asked for, or answered in text when told to call. None: not known."""
        if not self.reachable:
            return None
        native = self.features.get("native_tools", {})
        in_text = str(native.get("detail", "")).startswith("tools accepted, but")
        if self.supported("valid_json_arguments") is False or (
            native.get("supported") is False and in_text
        ):
            return True
        return False if self.supported("valid_json_arguments") else None

    @property
    def word(self) -> str:
        return self.recommended_strategy or "unreachable"


def probe_copy(provider: Provider) -> Provider:
    """An unsaved copy with every path switched on, no retries and a short timeout."""
    fields = {
        f.name: getattr(provider, f.name)
        for f in Provider._meta.concrete_fields
        if f.name not in ("id", "learned")
    }
    fields.update(
        supports_native_tools=True,
        supports_stream_with_tools=True,
        supports_tool_choice_required=True,
        supports_parallel_tool_calls=True,
        max_retries=0,
        timeout_seconds=min(
            provider.timeout_seconds or PROBE_TIMEOUT_SECONDS, PROBE_TIMEOUT_SECONDS
        ),
    )
    return Provider(**fields, learned={})


async def _ask(client: Any, request: ModelRequest, report: ProbeReport) -> Attempt:
    report.calls += 1
    attempt = Attempt()
    try:
        async for item in client.generate(request):
            if isinstance(item, ProviderNotice) and item.learned:
                attempt.learned.update(item.learned)
            elif isinstance(item, Completed):
                attempt.response, attempt.record = item.response, item.record
    except ToolsRejected as refused:
        attempt.tools_refused, attempt.error, attempt.record = True, str(refused), refused.record
    except ProviderError as failed:
        attempt.error, attempt.record = str(failed), failed.record
    report.learned.update({k: v for k, v in attempt.learned.items() if k == "stream_usage"})
    return attempt


def _request(text: str, *, stream: bool, tools: bool, tool_choice: str | None = None) -> Any:
    return ModelRequest(
        messages=[
            ChatMessage(role="system", content=SYSTEM),
            ChatMessage(role="user", content=text),
        ],
        tools=[TOOL] if tools else [],
        tool_choice=tool_choice,
        stream=stream,
        max_tokens=64,
        temperature=0,
    )


def _streamed_chunks(attempt: Attempt) -> list[dict[str, Any]]:
    chunks = (attempt.record.response or {}).get("chunks") if attempt.record else None
    return [chunk for chunk in chunks or [] if isinstance(chunk, dict)]


def _has_deltas(chunks: list[dict[str, Any]], key: str | None = None) -> bool:
    for chunk in chunks:
        for choice in chunk.get("choices") or []:
            delta = choice.get("delta") if isinstance(choice, dict) else None
            if isinstance(delta, dict) and (key is None or delta.get(key)):
                return True
    return False


async def _streaming(client: Any, report: ProbeReport) -> bool:
    """Probe 1; False when the provider cannot be reached at all (the probe stops)."""
    streamed = await _ask(
        client, _request("Reply with the single word: pong", stream=True, tools=False), report
    )
    if streamed.error:
        plain = await _ask(
            client, _request("Reply with the single word: pong", stream=False, tools=False), report
        )
        if plain.error:
            report.error = plain.error
            return False
        report.set(
            "streaming",
            False,
            gettext("a streamed request failed: %(error)s") % {"error": streamed.error},
        )
    elif streamed.fell_back("no_stream") or not _has_deltas(_streamed_chunks(streamed)):
        report.set("streaming", False, gettext("asked to stream, it answered with one JSON body"))
    else:
        report.set(
            "streaming",
            True,
            gettext("%(count)d chunks") % {"count": len(_streamed_chunks(streamed))},
        )
    report.reachable = True
    return True


def _calls_of(attempt: Attempt) -> list[Any]:
    return list(attempt.response.tool_calls) if attempt.response else []


async def _tools(client: Any, report: ProbeReport, seen: list[Any]) -> None:
    for later in ("tool_choice_required", "streamed_tool_deltas", "parallel_calls"):
        report.set(later, None, gettext("not tried: native tools do not work"))
    native = await _ask(client, _request(CALL_ONE, stream=False, tools=True), report)
    if native.tools_refused:
        report.set("native_tools", False, native.error)
        return
    if native.error:
        report.set(
            "native_tools", None, gettext("the request failed: %(error)s") % {"error": native.error}
        )
        return
    calls = _calls_of(native)
    seen += calls
    if not calls:
        text = (native.response.content if native.response else "")[:120]
        report.set(
            "native_tools",
            False,
            gettext("tools accepted, but it answered in text: %(text)r") % {"text": text},
        )
        return
    report.set("native_tools", True, gettext("called %(tool)s") % {"tool": calls[0].name})
    required = await _ask(
        client, _request("Say hello.", stream=False, tools=True, tool_choice="required"), report
    )
    if required.fell_back("no_tool_choice") or required.error:
        report.set("tool_choice_required", False, required.error or "; ".join(required.fallbacks))
    else:
        seen += _calls_of(required)
        made = (
            gettext("accepted, and it called the tool")
            if _calls_of(required)
            else gettext("accepted, but it did not call the tool")
        )
        report.set("tool_choice_required", True, made)
    if report.supported("streaming"):
        streamed = await _ask(client, _request(CALL_ONE, stream=True, tools=True), report)
        if streamed.fell_back("no_stream") or streamed.error:
            detail = streamed.error or "; ".join(streamed.fallbacks)
            report.set("streamed_tool_deltas", False, detail)
        elif _calls_of(streamed) and _has_deltas(_streamed_chunks(streamed), "tool_calls"):
            seen += _calls_of(streamed)
            report.set("streamed_tool_deltas", True, gettext("the call arrived in deltas"))
        else:
            report.set("streamed_tool_deltas", None, gettext("no call came back in the stream"))
    else:
        report.set("streamed_tool_deltas", False, gettext("it does not stream"))
    parallel = await _ask(client, _request(CALL_TWO, stream=False, tools=True), report)
    calls = _calls_of(parallel)
    seen += calls
    if parallel.error:
        report.set(
            "parallel_calls",
            None,
            gettext("the request failed: %(error)s") % {"error": parallel.error},
        )
    else:
        report.set(
            "parallel_calls",
            len(calls) >= 2,
            gettext("%(count)d call(s) in one answer") % {"count": len(calls)},
        )


def _judge_arguments(report: ProbeReport, seen: list[Any]) -> None:
    if not seen:
        report.set("valid_json_arguments", None, gettext("no native tool call to judge"))
        return
    for call in seen:
        try:
            value = json.loads(call.arguments_raw)
        except ValueError:
            value = None
        if not (isinstance(value, dict) and isinstance(value.get("city"), str)):
            report.set(
                "valid_json_arguments",
                False,
                gettext("sent %(arguments)r") % {"arguments": call.arguments_raw[:120]},
            )
            return
    report.set(
        "valid_json_arguments",
        True,
        gettext("%(count)d call(s), all strict JSON") % {"count": len(seen)},
    )


async def probe(provider: Provider, *, api_key: str) -> ProbeReport:
    """Probe an (unsaved) provider; touches no database."""
    # The provider SDK loads only when a probe runs: pages import this module for its reads.
    from agent.engine.providers.openai_compat import OpenAICompatClient

    report = ProbeReport()
    began = time.perf_counter()
    client = OpenAICompatClient(provider, api_key=api_key, pace_seconds=0)
    try:
        if await _streaming(client, report):
            seen: list[Any] = []
            await _tools(client, report, seen)
            _judge_arguments(report, seen)
    finally:
        await client.aclose()
        report.duration_ms = int((time.perf_counter() - began) * 1000)
    return report


def learned_from(report: ProbeReport) -> dict[str, Any]:
    """The flags the probe settles, as learned entries."""
    learned: dict[str, Any] = {}
    for feature, flag in FLAG_OF.items():
        supported = report.supported(feature)
        if supported is not None:
            detail = report.features[feature]["detail"]
            learned.update(learned_entry(flag, supported, f"probe: {detail}"))
    if report.supported("streaming") is False:
        learned.update(learned_entry("stream_with_tools", False, "probe: it does not stream"))
    if report.weak is not None:
        why = "weak at tool calls" if report.weak else "tool calls well formed"
        learned.update(learned_entry("weak_model", report.weak, f"probe: {why}"))
    learned.update(report.learned)
    return learned


def probe_and_store(provider: Provider) -> ProviderProbe:
    """Probe a provider row, set its learned flags and keep the report."""
    try:
        api_key = api_key_for(provider)
    except MissingAPIKey as missing:
        report = ProbeReport(error=str(missing))
    else:
        report = async_to_sync(probe)(probe_copy(provider), api_key=api_key)
    learned = learned_from(report) if report.reachable else {}
    with transaction.atomic():
        if learned:
            row = Provider.objects.select_for_update().get(pk=provider.pk)
            merge_learned(row, learned)
            Provider.objects.filter(pk=row.pk).update(learned=row.learned)
            provider.learned = row.learned
        return ProviderProbe.objects.create(
            provider=provider,
            reachable=report.reachable,
            features=report.features,
            recommended_strategy=report.recommended_strategy,
            word=report.word,
            error=report.error[:2000],
            calls=report.calls,
            duration_ms=report.duration_ms,
        )


def latest_probes(providers: list[Provider]) -> dict[int, ProviderProbe]:
    """The newest probe of each provider, in one query."""
    latest: dict[int, ProviderProbe] = {}
    rows = ProviderProbe.objects.filter(provider__in=providers).order_by(
        "provider", "-created_at", "-pk"
    )
    for row in rows:
        latest.setdefault(row.provider_id, row)
    return latest
