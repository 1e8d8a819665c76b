"""The fake OpenAI-compatible server: real HTTP, a spec-compliant stream, DeepSeek's pairing 400."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import openai
import pytest

from agent.engine.providers.pairing import MISSING_RESULTS, STRAY_RESULT, pairing_error
from agent.fakes import FakeLLMServer, Reply, ScriptedCall

ROOT = Path(__file__).resolve().parents[3]
USER = {"role": "user", "content": "hi"}


def post(url: str, body: dict) -> tuple[int, bytes]:
    request = urllib.request.Request(
        f"{url}/chat/completions",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()


def events(raw: bytes) -> list[str]:
    return [line[6:] for line in raw.decode().split("\n") if line.startswith("data: ")]


def assistant_calling(*ids: str) -> dict:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": i, "type": "function", "function": {"name": "CVReader", "arguments": "{}"}}
            for i in ids
        ],
    }


def tool_result(call_id: str) -> dict:
    return {"role": "tool", "tool_call_id": call_id, "content": "ok"}


def test_pairing_accepts_every_call_answered():
    messages = [USER, assistant_calling("a", "b"), tool_result("b"), tool_result("a"), USER]
    assert pairing_error(messages) is None


def test_pairing_refuses_an_unanswered_call_with_deepseeks_text():
    problem = pairing_error([USER, assistant_calling("a", "b"), tool_result("a"), USER])
    assert problem == MISSING_RESULTS.format(ids="b")


def test_pairing_refuses_a_call_left_last():
    assert pairing_error([USER, assistant_calling("a")]) == MISSING_RESULTS.format(ids="a")


def test_pairing_refuses_a_stray_result_with_deepseeks_text():
    assert pairing_error([USER, tool_result("a")]) == STRAY_RESULT


def test_pairing_refuses_a_result_after_an_intervening_message():
    messages = [USER, assistant_calling("a"), USER, tool_result("a")]
    assert pairing_error(messages) == MISSING_RESULTS.format(ids="a")


def test_pairing_refuses_a_call_id_reused_across_turns():
    messages = [USER, assistant_calling("call_0"), tool_result("call_0")] * 2
    assert pairing_error(messages) == "messages[4].tool_calls: duplicate tool call id 'call_0'"


def test_pairing_refuses_an_empty_call_id():
    assert "non-empty 'id'" in pairing_error([USER, assistant_calling(""), tool_result("")])


def test_server_streams_spec_compliant_chunks():
    reply = Reply(tool_calls=[ScriptedCall(name="CVReader", arguments={"path": "basics"})])
    with FakeLLMServer([reply]) as fake:
        status, raw = post(fake.base_url, {"model": "m", "messages": [USER], "stream": True})
    data = events(raw)
    chunks = [json.loads(item) for item in data[:-1]]
    deltas = [c["choices"][0]["delta"] for c in chunks]
    assert status == 200 and data[-1] == "[DONE]"
    assert [("role" in d) for d in deltas] == [True] + [False] * (len(deltas) - 1)
    assert deltas[0]["content"] is None
    assert ["id" in d["tool_calls"][0] for d in deltas[:-1]] == [True] + [False] * (len(deltas) - 2)
    assert (deltas[-1], chunks[-1]["choices"][0]["finish_reason"]) == ({}, "tool_calls")
    assert all("system_fingerprint" in c and "logprobs" in c["choices"][0] for c in chunks)


def test_server_sends_usage_only_when_asked():
    with FakeLLMServer([Reply(content="hi")]) as fake:
        _, raw = post(
            fake.base_url,
            {
                "model": "m",
                "messages": [USER],
                "stream": True,
                "stream_options": {"include_usage": True},
            },
        )
    last = json.loads(events(raw)[-2])
    assert (last["choices"], set(last["usage"])) == (
        [],
        {"prompt_tokens", "completion_tokens", "total_tokens"},
    )


def test_server_answers_without_streaming():
    reply = Reply(content="Hello", reasoning="hm")
    with FakeLLMServer([reply]) as fake:
        status, raw = post(fake.base_url, {"model": "m", "messages": [USER]})
    message = json.loads(raw)["choices"][0]["message"]
    assert (status, message["content"], message["reasoning_content"]) == (200, "Hello", "hm")


def test_server_streams_text_in_the_scripted_number_of_tokens():
    with FakeLLMServer([Reply(content="a" * 30, tokens=10)]) as fake:
        _, raw = post(fake.base_url, {"model": "m", "messages": [USER], "stream": True})
    texts = [json.loads(e)["choices"][0]["delta"].get("content") for e in events(raw)[:-1]]
    assert [t for t in texts if t] == ["aaa"] * 10


def test_server_refuses_broken_pairing_with_a_400_and_records_it():
    with FakeLLMServer([Reply(content="never sent")]) as fake:
        status, raw = post(
            fake.base_url, {"model": "m", "messages": [USER, assistant_calling("a")]}
        )
        recorded = fake.requests
    assert status == 400
    assert json.loads(raw)["error"]["message"] == MISSING_RESULTS.format(ids="a")
    assert [r.pairing_error for r in recorded] == [MISSING_RESULTS.format(ids="a")]


def test_server_keeps_its_reply_when_it_refuses_a_request():
    with FakeLLMServer([Reply(content="kept")]) as fake:
        post(fake.base_url, {"model": "m", "messages": [tool_result("x")]})
        assert fake.replies_left == 1


def test_server_answers_tool_choice_required_like_siliconflow():
    with FakeLLMServer([Reply(content="x")], reject_tool_choice_required=True) as fake:
        status, raw = post(
            fake.base_url, {"model": "m", "messages": [USER], "tool_choice": "required"}
        )
    assert (status, json.loads(raw)["code"]) == (400, 20015)


def test_server_says_when_its_script_is_exhausted():
    with FakeLLMServer([]) as fake:
        status, raw = post(fake.base_url, {"model": "m", "messages": [USER]})
    assert (status, json.loads(raw)["error"]["message"]) == (
        500,
        "the fake LLM's script has no reply left",
    )


def test_server_lets_a_callable_decide_the_reply():
    def echo(body: dict) -> Reply:
        return Reply(content=body["messages"][-1]["content"].upper())

    with FakeLLMServer(responder=echo) as fake:
        _, raw = post(fake.base_url, {"model": "m", "messages": [USER]})
    assert json.loads(raw)["choices"][0]["message"]["content"] == "HI"


def test_server_works_with_the_openai_sdk_stream():
    reply = Reply(content="你好，世界", split_bytes=True, tokens=5)
    with FakeLLMServer([reply]) as fake:
        client = openai.OpenAI(base_url=fake.base_url, api_key="sk-test", max_retries=0)
        stream = client.chat.completions.create(model="m", messages=[USER], stream=True)
        text = "".join(chunk.choices[0].delta.content or "" for chunk in stream if chunk.choices)
        client.close()
    assert text == "你好，世界"


def test_server_drops_the_connection_mid_stream():
    with FakeLLMServer([Reply(content="abcdefgh", tokens=4, cut_after=2)]) as fake:
        client = openai.OpenAI(base_url=fake.base_url, api_key="sk-test", max_retries=0)
        stream = client.chat.completions.create(model="m", messages=[USER], stream=True)
        with pytest.raises(openai.APIConnectionError):
            list(stream)
        client.close()


def test_server_runs_as_a_process_from_a_script_file(tmp_path):
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"default": {"content": "from the file"}}))
    process = subprocess.Popen(
        [sys.executable, "-m", "agent.fakes.server", "--port", "0", "--script", str(script)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        base_url = process.stdout.readline().split()[-1]
        _, raw = post(base_url, {"model": "m", "messages": [USER]})
        with urllib.request.urlopen(base_url.replace("/v1", "/_fake/requests"), timeout=10) as r:
            recorded = json.loads(r.read())
    finally:
        process.terminate()
        process.wait(timeout=10)
    assert json.loads(raw)["choices"][0]["message"]["content"] == "from the file"
    assert [r["body"]["messages"] for r in recorded] == [[USER]]
