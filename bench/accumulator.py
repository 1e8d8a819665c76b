"""What our stream reading costs next to the openai SDK's own stream helper, on a compliant stream.

Prints medians for one streamed answer (300 text tokens and one tool call whose arguments come
in 40 fragments) served by the fake LLM server over real loopback HTTP:

  sdk-helper   `client.chat.completions.stream(...)` (the SDK accumulates), final completion
  sdk-raw      `create(stream=True)`, iterating the SDK's chunk objects, no accumulation
  ours         `OpenAICompatClient.generate` (SSE read here, our accumulator, the call record)
  ours-fallback  the same answer when the stream breaks halfway and is asked again unstreamed

and the in-memory cost per chunk of each accumulator on chunks already received.

    .venv/bin/python bench/accumulator.py [--runs 30] [--smoke]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

import django

django.setup()

import openai  # noqa: E402
from openai.lib.streaming.chat import ChatCompletionStreamState  # noqa: E402
from openai.types.chat import ChatCompletionChunk  # noqa: E402

from agent.engine.messages import ChatMessage, Completed, ModelRequest, ToolSpec  # noqa: E402
from agent.engine.providers.accumulator import StreamAccumulator  # noqa: E402
from agent.engine.providers.openai_compat import OpenAICompatClient  # noqa: E402
from agent.fakes import FakeLLMServer, Reply, ScriptedCall  # noqa: E402
from agent.fakes.script import stream_chunks  # noqa: E402
from agent.models import Provider  # noqa: E402

TEXT = " ".join(f"word{i}" for i in range(300))
CALL = ScriptedCall(
    name="CVEditor",
    arguments={"path": "work[0].highlights", "action": "add", "value": "Cut build times " * 12},
)
REPLY = Reply(content=TEXT, tokens=300, tool_calls=[CALL], argument_pieces=40)
TOOL = ToolSpec(
    name="CVEditor",
    description="Edit the resume.",
    parameters={
        "type": "object",
        "properties": {"path": {"type": "string"}, "action": {"type": "string"}, "value": {}},
        "required": ["path", "action"],
    },
)
MESSAGES = [{"role": "user", "content": "Add a highlight"}]
WIRE_TOOLS = [
    {
        "type": "function",
        "function": {
            "name": TOOL.name,
            "description": TOOL.description,
            "parameters": TOOL.parameters,
        },
    }
]


async def sdk_helper(client: openai.AsyncOpenAI) -> None:
    async with client.chat.completions.stream(
        model="fake-model", messages=MESSAGES, tools=WIRE_TOOLS
    ) as stream:
        async for _event in stream:
            pass
        completion = await stream.get_final_completion()
    assert completion.choices[0].message.tool_calls


async def sdk_raw(client: openai.AsyncOpenAI) -> None:
    stream = await client.chat.completions.create(
        model="fake-model", messages=MESSAGES, tools=WIRE_TOOLS, stream=True
    )
    async for _chunk in stream:
        pass


async def ours(client: OpenAICompatClient) -> None:
    request = ModelRequest(
        messages=[ChatMessage(role="user", content="Add a highlight")], tools=[TOOL]
    )
    items = [item async for item in client.generate(request)]
    assert isinstance(items[-1], Completed) and items[-1].response.tool_calls


async def timed(runs: int, make_call) -> list[float]:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        await make_call()
        samples.append((time.perf_counter() - started) * 1000)
    return samples


async def measure_http(runs: int) -> dict[str, list[float]]:
    results: dict[str, list[float]] = {}
    with FakeLLMServer(default=REPLY) as fake:
        sdk = openai.AsyncOpenAI(base_url=fake.base_url, api_key="sk-bench", max_retries=0)
        provider = Provider(slug="bench", name="Bench", base_url=fake.base_url, model="fake-model")
        client = OpenAICompatClient(provider, api_key="sk-bench", pace_seconds=0)
        for _ in range(3):  # warm up connections and imports
            await sdk_helper(sdk)
            await ours(client)
        # Interleave the contenders so machine noise hits them alike.
        for name in ("sdk-helper", "sdk-raw", "ours"):
            results[name] = []
        for _ in range(runs):
            results["sdk-helper"] += await timed(1, lambda: sdk_helper(sdk))
            results["sdk-raw"] += await timed(1, lambda: sdk_raw(sdk))
            results["ours"] += await timed(1, lambda: ours(client))
        await sdk.close()
        await client.aclose()
    broken = REPLY.model_copy(update={"cut_after": 170})
    fallback_samples = []
    for _ in range(max(5, runs // 3)):
        with FakeLLMServer([broken, REPLY]) as fake:
            provider = Provider(
                slug="bench", name="Bench", base_url=fake.base_url, model="fake-model"
            )
            client = OpenAICompatClient(provider, api_key="sk-bench", pace_seconds=0)
            started = time.perf_counter()
            await ours(client)
            fallback_samples.append((time.perf_counter() - started) * 1000)
            await client.aclose()
    results["ours-fallback"] = fallback_samples
    return results


def measure_in_memory(runs: int) -> dict[str, float]:
    """Microseconds per chunk, chunks already parsed (ours: dicts; SDK: its chunk objects)."""
    chunks = stream_chunks(REPLY, model="fake-model", number=1, include_usage=True)
    objects = [ChatCompletionChunk.model_validate(c) for c in chunks]
    ours_us, sdk_us = [], []
    for _ in range(runs):
        started = time.perf_counter()
        accumulator = StreamAccumulator()
        for chunk in chunks:
            accumulator.add(chunk)
        accumulator.response()
        ours_us.append((time.perf_counter() - started) * 1e6 / len(chunks))
        started = time.perf_counter()
        state = ChatCompletionStreamState(input_tools=WIRE_TOOLS)
        for chunk in objects:
            state.handle_chunk(chunk)
        state.get_final_completion()
        sdk_us.append((time.perf_counter() - started) * 1e6 / len(chunks))
    return {
        "chunks": len(chunks),
        "ours": statistics.median(ours_us),
        "sdk": statistics.median(sdk_us),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--smoke", action="store_true", help="2 runs: a quick check that it works")
    args = parser.parse_args()
    if args.smoke:
        args.runs = 2
    results = asyncio.run(measure_http(args.runs))
    chunks = len(stream_chunks(REPLY, model="fake-model", number=1, include_usage=True))
    print(f"one streamed answer: {chunks} chunks (300 text tokens, 1 tool call in 40 fragments)")
    print(f"{'path':<14} {'median ms':>10} {'p90 ms':>8}  runs")
    for name, samples in results.items():
        p90 = statistics.quantiles(samples, n=10)[-1] if len(samples) >= 2 else samples[0]
        print(f"{name:<14} {statistics.median(samples):>10.1f} {p90:>8.1f}  {len(samples)}")
    helper = statistics.median(results["sdk-helper"])
    print(f"ours / sdk-helper = {statistics.median(results['ours']) / helper:.2f}")
    memory = measure_in_memory(args.runs)
    print(
        f"in memory, per chunk: ours {memory['ours']:.1f} us, "
        f"SDK stream state {memory['sdk']:.1f} us ({memory['chunks']} chunks)"
    )


if __name__ == "__main__":
    main()
