"""The OpenAI-compatible client and the step runner against the fake server: real HTTP, real SDK."""

from __future__ import annotations

import json

import pytest
from channels.db import database_sync_to_async

from agent.engine.messages import (
    ChatMessage,
    Completed,
    ModelRequest,
    ProviderError,
    ProviderNotice,
    ReasoningDelta,
    TextDelta,
    ToolCallPart,
    ToolSpec,
)
from agent.engine.provider_flags import flags_for, learned_flags_display
from agent.engine.providers import PLACEHOLDER_API_KEY, api_key_for, get_client
from agent.engine.providers.errors import MissingAPIKey, ToolsRejected
from agent.engine.providers.openai_compat import OpenAICompatClient
from agent.engine.providers.openai_wire import sentence_pieces
from agent.engine.steps import run_step
from agent.fakes import FakeLLMServer, Reply, ScriptedCall
from agent.models import Provider
from tests.factories import ProviderFactory

READER = ToolSpec(
    name="CVReader",
    description="Read the resume at a path.",
    parameters={"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
)
HELLO = [ChatMessage(role="user", content="Hello")]


def provider_for(fake: FakeLLMServer, **fields) -> Provider:
    return Provider(slug="fake", name="Fake", base_url=fake.base_url, model="fake-model", **fields)


def client_for(provider: Provider) -> OpenAICompatClient:
    return OpenAICompatClient(provider, api_key="sk-test", pace_seconds=0, retry_base_seconds=0.01)


async def collect(client, request: ModelRequest) -> list:
    try:
        return [item async for item in client.generate(request)]
    finally:
        await client.aclose()


def completed(items: list) -> Completed:
    assert isinstance(items[-1], Completed)
    return items[-1]


def notices(items: list) -> list[ProviderNotice]:
    return [item for item in items if isinstance(item, ProviderNotice)]


def text(items: list) -> str:
    return "".join(item.text for item in items if isinstance(item, TextDelta))


def with_tools(**fields) -> ModelRequest:
    return ModelRequest(messages=HELLO, tools=[READER], **fields)


@pytest.mark.asyncio
async def test_client_streams_text_as_it_arrives():
    with FakeLLMServer([Reply(content="Hello there, Ada.", tokens=4)]) as fake:
        items = await collect(client_for(provider_for(fake)), ModelRequest(messages=HELLO))
    deltas = [item.text for item in items if isinstance(item, TextDelta)]
    assert (len(deltas), "".join(deltas)) == (4, "Hello there, Ada.")


@pytest.mark.asyncio
async def test_client_records_usage_timing_and_chunks():
    with FakeLLMServer(
        [Reply(content="Hi", usage={"prompt_tokens": 5, "completion_tokens": 1})]
    ) as fake:
        done = completed(
            await collect(client_for(provider_for(fake)), ModelRequest(messages=HELLO))
        )
    assert (done.response.usage.prompt_tokens, done.response.usage.completion_tokens) == (5, 1)
    assert done.record.latency_ms >= done.record.ttft_ms >= 0
    assert done.record.response["chunks"][-1]["usage"]["prompt_tokens"] == 5
    assert done.record.request["stream_options"] == {"include_usage": True}


@pytest.mark.asyncio
async def test_client_reads_reasoning_before_the_answer():
    reply = Reply(reasoning="先想一想。", content="好的，已经改好了。", split_bytes=True)
    with FakeLLMServer([reply]) as fake:
        items = await collect(client_for(provider_for(fake)), ModelRequest(messages=HELLO))
    kinds = [item.kind for item in items if not isinstance(item, Completed)]
    reasoning = "".join(item.text for item in items if isinstance(item, ReasoningDelta))
    assert (reasoning, text(items)) == ("先想一想。", "好的，已经改好了。")
    assert kinds.index("text") > max(i for i, kind in enumerate(kinds) if kind == "reasoning")


@pytest.mark.asyncio
async def test_client_keeps_the_key_out_of_the_recorded_request(monkeypatch):
    monkeypatch.setenv("FAKE_LLM_KEY", "sk-secret-123")
    with FakeLLMServer([Reply(content="Hi")]) as fake:
        provider = provider_for(fake, api_key_env="FAKE_LLM_KEY")
        client = get_client(provider)
        done = completed(await collect(client, ModelRequest(messages=HELLO)))
        [received] = fake.requests
    assert received.headers["authorization"] == "Bearer sk-secret-123"
    assert "sk-secret-123" not in json.dumps(done.record.model_dump())


def test_api_key_for_names_the_missing_variable(monkeypatch):
    monkeypatch.delenv("NOT_SET_ANYWHERE", raising=False)
    provider = Provider(
        slug="x",
        name="X",
        base_url="http://127.0.0.1:9/v1",
        model="m",
        api_key_env="NOT_SET_ANYWHERE",
    )
    with pytest.raises(MissingAPIKey, match="NOT_SET_ANYWHERE"):
        api_key_for(provider)


def test_api_key_for_a_provider_without_a_variable_is_a_placeholder():
    provider = Provider(slug="x", name="X", base_url="http://127.0.0.1:9/v1", model="m")
    assert api_key_for(provider) == PLACEHOLDER_API_KEY


@pytest.mark.asyncio
async def test_client_shows_a_non_streamed_reply_in_sentence_pieces():
    with FakeLLMServer([Reply(content="First. Second, third! 第四。第五")]) as fake:
        items = await collect(
            client_for(provider_for(fake)), ModelRequest(messages=HELLO, stream=False)
        )
    assert [item.text for item in items if isinstance(item, TextDelta)] == [
        "First.",
        " Second,",
        " third!",
        " 第四。",
        "第五",
    ]


def test_sentence_pieces_cut_long_runs_at_spaces():
    pieces = sentence_pieces("word " * 30)
    assert "".join(pieces) == "word " * 30 and max(len(p) for p in pieces) <= 60


def test_sentence_pieces_keep_decimal_numbers_whole():
    assert sentence_pieces("Grew sales 3.5 times.") == ["Grew sales 3.5 times."]


@pytest.mark.asyncio
async def test_client_sends_tools_without_streaming_where_the_provider_cannot_stream_them():
    with FakeLLMServer([Reply(content="ok")]) as fake:
        provider = provider_for(fake, supports_stream_with_tools=False)
        done = completed(await collect(client_for(provider), with_tools()))
        [received] = fake.requests
    assert (received.stream, done.record.stream, "stream_options" in received.body) == (
        False,
        False,
        False,
    )


@pytest.mark.asyncio
async def test_client_maps_tools_and_history_to_the_wire():
    call = ToolCallPart(
        call_id="call_ours",
        provider_call_id="call_0",
        name="CVReader",
        arguments_raw="{'path': 'x',}",
    )
    request = ModelRequest(
        messages=[
            *HELLO,
            ChatMessage(role="assistant", reasoning="hm", tool_calls=[call]),
            ChatMessage(role="tool", tool_call_id="call_ours", content="Ada"),
        ],
        tools=[READER],
    )
    with FakeLLMServer([Reply(content="ok")]) as fake:
        await collect(client_for(provider_for(fake)), request)
        [received] = fake.requests
    assistant = received.messages[1]
    assert received.body["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "CVReader",
                "description": READER.description,
                "parameters": READER.parameters,
            },
        }
    ]
    assert (assistant["tool_calls"][0]["id"], assistant["reasoning_content"]) == ("call_ours", "hm")
    assert json.loads(assistant["tool_calls"][0]["function"]["arguments"]) == {"path": "x"}
    assert received.pairing_error is None


@pytest.mark.asyncio
async def test_reasoning_goes_back_with_tool_calls_only():
    """DeepSeek's thinking mode: reasoning on an assistant message with tool calls must be sent
    back (400 otherwise); on a plain answer it is not sent."""
    call = ToolCallPart(call_id="call_1", name="CVReader", arguments_raw='{"path": "x"}')
    request = ModelRequest(
        messages=[
            *HELLO,
            ChatMessage(role="assistant", content="Hi.", reasoning="greet them"),
            ChatMessage(role="user", content="Read x"),
            ChatMessage(role="assistant", reasoning="read it first", tool_calls=[call]),
            ChatMessage(role="tool", tool_call_id="call_1", content="Ada"),
        ],
        tools=[READER],
    )
    with FakeLLMServer([Reply(content="ok")]) as fake:
        await collect(client_for(provider_for(fake)), request)
        [received] = fake.requests
    plain, with_calls = received.messages[1], received.messages[3]
    assert "reasoning_content" not in plain
    assert with_calls["reasoning_content"] == "read it first"


@pytest.mark.django_db
def test_seeded_deepseek_note_says_what_the_client_does():
    notes = Provider.objects.get(slug="deepseek").notes
    assert "must not be sent back" not in notes
    assert "sends it back with tool calls only" in notes
    assert "agent/local/server.py" in Provider.objects.get(slug="local").notes


@pytest.mark.asyncio
async def test_client_falls_back_to_no_stream_when_the_connection_drops():
    replies = [
        Reply(content="Hello world, again.", tokens=6, cut_after=3),
        Reply(content="Hello world, again."),
    ]
    with FakeLLMServer(replies) as fake:
        provider = provider_for(fake)
        items = await collect(client_for(provider), ModelRequest(messages=HELLO))
        streams = [r.stream for r in fake.requests]
    done = completed(items)
    assert streams == [True, False]
    assert [n.notice for n in notices(items)] == ["fallback"]
    assert done.record.fallbacks[0].startswith("no_stream: connection lost")
    assert text(items) == "Hello world, again."
    assert provider.learned == {}


@pytest.mark.asyncio
async def test_client_learns_not_to_stream_tools_after_a_malformed_chunk():
    replies = [Reply(content="abcdef", tokens=3, garbage_after=1), Reply(content="abcdef")]
    with FakeLLMServer(replies) as fake:
        provider = provider_for(fake)
        items = await collect(client_for(provider), with_tools())
    assert notices(items)[0].learned["stream_with_tools"]["value"] is False
    assert flags_for(provider).stream_with_tools is False
    assert completed(items).response.content == "abcdef"


@pytest.mark.asyncio
async def test_client_falls_back_when_the_stream_ends_inside_arguments():
    call = ScriptedCall(name="CVReader", arguments='{"path": "basics.name"}')
    replies = [
        Reply(
            tool_calls=[call.model_copy(update={"arguments": '{"path": "bas'})],
            finish_reason=None,
            no_done=True,
        ),
        Reply(tool_calls=[call]),
    ]
    with FakeLLMServer(replies) as fake:
        items = await collect(client_for(provider_for(fake)), with_tools())
    [made] = completed(items).response.tool_calls
    assert json.loads(made.arguments_raw) == {"path": "basics.name"}


@pytest.mark.asyncio
async def test_client_reads_on_past_an_early_done():
    with FakeLLMServer([Reply(content="one two three four", tokens=4, done_after=2)]) as fake:
        items = await collect(client_for(provider_for(fake)), ModelRequest(messages=HELLO))
    assert (completed(items).response.content, notices(items)) == ("one two three four", [])


@pytest.mark.asyncio
async def test_client_stops_reading_at_done_once_the_answer_is_finished():
    with FakeLLMServer([Reply(content="Hi there", hang_after_done=3)]) as fake:
        provider = provider_for(fake, timeout_seconds=1)
        items = await collect(client_for(provider), ModelRequest(messages=HELLO))
    assert (completed(items).response.content, notices(items)) == ("Hi there", [])


@pytest.mark.asyncio
async def test_client_reads_a_plain_json_answer_to_a_stream_request():
    reply = Reply(content="Sure.", tool_calls=[ScriptedCall(name="CVReader")], ignore_stream=True)
    with FakeLLMServer([reply]) as fake:
        items = await collect(client_for(provider_for(fake)), with_tools())
    done = completed(items)
    assert (text(items), [c.name for c in done.response.tool_calls]) == ("Sure.", ["CVReader"])


@pytest.mark.asyncio
async def test_client_completes_a_stream_without_finish_or_done():
    call = ScriptedCall(name="CVReader", arguments={"path": "work"})
    with FakeLLMServer([Reply(tool_calls=[call], finish_reason=None, no_done=True)]) as fake:
        done = completed(await collect(client_for(provider_for(fake)), with_tools()))
    assert (done.response.finish_reason, [c.name for c in done.response.tool_calls]) == (
        "tool_calls",
        ["CVReader"],
    )


@pytest.mark.asyncio
async def test_client_drops_required_tool_choice_after_siliconflows_400():
    with FakeLLMServer([Reply(content="ok")], reject_tool_choice_required=True) as fake:
        provider = provider_for(fake, supports_tool_choice_required=True)
        items = await collect(client_for(provider), with_tools(tool_choice="required"))
        sent = [r.body.get("tool_choice") for r in fake.requests]
    assert sent == ["required", None]
    assert (
        completed(items).record.fallbacks[0].startswith("no_tool_choice: The parameter is invalid")
    )
    assert notices(items)[0].learned["tool_choice_required"]["value"] is False


@pytest.mark.asyncio
async def test_client_drops_stream_options_when_refused():
    with FakeLLMServer([Reply(content="ok")], reject_stream_options=True) as fake:
        provider = provider_for(fake)
        items = await collect(client_for(provider), ModelRequest(messages=HELLO))
    assert completed(items).response.content == "ok"
    assert flags_for(provider).stream_usage is False


@pytest.mark.asyncio
async def test_client_raises_tools_rejected_when_tools_are_refused():
    with (
        FakeLLMServer([Reply(content="ok")], reject_tools=True) as fake,
        pytest.raises(ToolsRejected),
    ):
        await collect(client_for(provider_for(fake)), with_tools())


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("status", "message"),
    [
        (
            400,
            '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser',
        ),
        (500, "tools param requires --jinja flag"),
        (400, "registry.ollama.ai/library/gemma:2b does not support tools"),
    ],
    ids=["vllm", "llamacpp", "ollama"],
)
async def test_client_recognises_local_servers_refusing_tools(status, message):
    refusal = Reply(
        status=status, error={"error": {"message": message, "type": "invalid_request_error"}}
    )
    with FakeLLMServer([refusal]) as fake, pytest.raises(ToolsRejected, match="refused tools"):
        await collect(client_for(provider_for(fake)), with_tools())


@pytest.mark.asyncio
async def test_client_does_not_mistake_a_pairing_error_for_refused_tools():
    with FakeLLMServer([]) as fake:
        request = ModelRequest(
            messages=[ChatMessage(role="tool", tool_call_id="x", content="?")], tools=[READER]
        )
        with pytest.raises(ProviderError, match="400: Messages with role 'tool'") as raised:
            await collect(client_for(provider_for(fake)), request)
    assert not isinstance(raised.value, ToolsRejected)


@pytest.mark.asyncio
async def test_client_retries_after_429_honouring_retry_after():
    replies = [
        Reply(
            status=429, headers={"Retry-After": "0.3"}, error={"error": {"message": "slow down"}}
        ),
        Reply(content="ok"),
    ]
    with FakeLLMServer(replies) as fake:
        items = await collect(client_for(provider_for(fake)), ModelRequest(messages=HELLO))
    [retry] = notices(items)
    assert (retry.notice, retry.attempt, retry.delay_seconds) == ("retry", 1, 0.3)
    assert completed(items).response.content == "ok"


@pytest.mark.asyncio
async def test_client_gives_up_after_its_retries_on_500():
    failing = Reply(status=500, error={"error": {"message": "upstream exploded"}})
    with FakeLLMServer(default=failing) as fake:
        provider = provider_for(fake, max_retries=2)
        client = client_for(provider)
        items: list = []
        with pytest.raises(ProviderError, match="500: upstream exploded") as raised:
            async for item in client.generate(ModelRequest(messages=HELLO)):
                items.append(item)
        await client.aclose()
        attempts = len(fake.requests)
    assert (attempts, [n.attempt for n in notices(items)]) == (3, [1, 2])
    assert (raised.value.record.ok, raised.value.record.latency_ms is not None) == (False, True)


@pytest.mark.asyncio
async def test_client_does_not_retry_a_refused_key():
    with FakeLLMServer([Reply(status=401, error={"error": {"message": "bad key"}})]) as fake:
        with pytest.raises(ProviderError, match="401: bad key"):
            await collect(client_for(provider_for(fake)), ModelRequest(messages=HELLO))
        assert len(fake.requests) == 1


def step(provider: Provider, request: ModelRequest, strategy: str):
    return run_step(
        provider=provider, request=request, strategy=strategy, client=client_for(provider)
    )


@pytest.mark.asyncio
async def test_step_hides_tool_call_markup_from_the_visible_text():
    content = (
        'Reading it now. <tool_call>{"name": "CVReader", "arguments": {"path": "work"}}</tool_call>'
    )
    with FakeLLMServer([Reply(content=content, tokens=12)]) as fake:
        provider = provider_for(fake, supports_native_tools=False)
        items = [i async for i in step(provider, with_tools(), "auto")]
    done = completed(items)
    assert text(items) == "Reading it now. "
    assert (done.response.content, [c.name for c in done.response.tool_calls]) == (
        "Reading it now.",
        ["CVReader"],
    )


@pytest.mark.asyncio
async def test_step_in_prompt_mode_sends_no_api_tools():
    with FakeLLMServer([Reply(content="Hi")]) as fake:
        provider = provider_for(fake)
        [i async for i in step(provider, with_tools(), "prompt")]
        [received] = fake.requests
    assert "tools" not in received.body
    assert '<tool_call>{"name": "CVReader"' in received.messages[0]["content"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_step_switches_to_prompt_when_tools_are_refused_and_remembers_it():
    with FakeLLMServer([Reply(content="Hi")], reject_tools=True) as fake:
        provider = await database_sync_to_async(ProviderFactory)(base_url=fake.base_url)
        items = [i async for i in step(provider, with_tools(), "auto")]
        sent_tools = ["tools" in r.body for r in fake.requests]
    stored = await Provider.objects.aget(pk=provider.pk)
    assert sent_tools == [True, False]
    assert completed(items).record.fallbacks[-1] == "prompt_strategy"
    assert stored.learned["native_tools"]["value"] is False
    assert learned_flags_display(stored)[0]["label"] == "native tools"


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_step_takes_the_learned_path_first_next_time():
    replies = [Reply(content="a"), Reply(content="b")]
    with FakeLLMServer(replies, reject_tool_choice_required=True) as fake:
        provider = await database_sync_to_async(ProviderFactory)(
            base_url=fake.base_url, supports_tool_choice_required=True
        )
        for _ in range(2):
            fresh = await Provider.objects.aget(pk=provider.pk)
            [i async for i in step(fresh, with_tools(tool_choice="required"), "native")]
        sent = [r.body.get("tool_choice") for r in fake.requests]
    assert sent == ["required", None, "auto"]


@pytest.mark.asyncio
@pytest.mark.parametrize("stream", [True, False])
async def test_client_sends_provider_specific_body_keys(stream):
    extra = {"top_k": 1, "repeat_penalty": 1.1, "temperature": 0}
    with FakeLLMServer([Reply(content="Hi")]) as fake:
        client = client_for(provider_for(fake, extra_body=extra))
        items = await collect(client, ModelRequest(messages=HELLO, stream=stream))
        [received] = fake.requests
    assert text(items) == "Hi"
    assert {key: received.body[key] for key in extra} == extra
