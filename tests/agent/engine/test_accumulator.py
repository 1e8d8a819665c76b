"""The stream accumulator: one response out of whatever chunks a provider sends."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from agent.engine.providers.accumulator import StreamAccumulator, accumulate
from agent.fakes.script import Reply, ScriptedCall, stream_chunks


def chunk(delta: dict | None = None, finish: str | None = None, **extra) -> dict:
    return {"choices": [{"index": 0, "delta": delta or {}, "finish_reason": finish}], **extra}


def call_delta(**fields) -> dict:
    return chunk({"tool_calls": [fields]})


def test_accumulator_joins_content_and_reasoning():
    response = accumulate(
        [
            chunk({"role": "assistant", "reasoning_content": "Let me "}),
            chunk({"reasoning_content": "think."}),
            chunk({"content": "你好，"}),
            chunk({"content": "世界"}),
            chunk(finish="stop"),
        ]
    )
    assert (response.reasoning, response.content, response.finish_reason) == (
        "Let me think.",
        "你好，世界",
        "stop",
    )


def test_accumulator_sets_id_and_name_once_when_repeated_in_every_chunk():
    response = accumulate(
        [
            call_delta(index=0, id="call_a", type="function", function={"name": "CVEditor"}),
            call_delta(
                index=0,
                id="call_a",
                type="function",
                function={"name": "CVEditor", "arguments": '{"pa'},
            ),
            call_delta(
                index=0,
                id="call_a",
                type="function",
                function={"name": "CVEditor", "arguments": 'th": 1}'},
            ),
            chunk(finish="tool_calls"),
        ]
    )
    [call] = response.tool_calls
    assert (call.provider_call_id, call.name, call.arguments_raw) == (
        "call_a",
        "CVEditor",
        '{"path": 1}',
    )


def test_accumulator_ignores_empty_repeats_of_id_and_name():
    response = accumulate(
        [
            call_delta(index=0, id="call_a", function={"name": "think", "arguments": ""}),
            call_delta(index=0, id="", function={"name": "", "arguments": '{"thought": "x"}'}),
        ]
    )
    [call] = response.tool_calls
    assert (call.provider_call_id, call.name) == ("call_a", "think")


def test_accumulator_accepts_missing_or_null_type():
    response = accumulate(
        [
            call_delta(index=0, id="a", type=None, function={"name": "think", "arguments": "{}"}),
            call_delta(index=1, id="b", function={"name": "stop", "arguments": "{}"}),
        ]
    )
    assert [call.name for call in response.tool_calls] == ["think", "stop"]


def test_accumulator_falls_back_to_id_when_index_is_missing():
    response = accumulate(
        [
            call_delta(id="a", function={"name": "think", "arguments": '{"thought": '}),
            call_delta(id="b", function={"name": "CVReader", "arguments": '{"path": "basics"}'}),
            call_delta(id="a", function={"arguments": '"hm"}'}),
        ]
    )
    assert [(c.name, c.arguments_raw) for c in response.tool_calls] == [
        ("think", '{"thought": "hm"}'),
        ("CVReader", '{"path": "basics"}'),
    ]


def test_accumulator_continues_the_last_call_when_index_and_id_are_missing():
    response = accumulate(
        [
            call_delta(function={"name": "think", "arguments": '{"thought"'}),
            call_delta(function={"arguments": ': "a"}'}),
        ]
    )
    [call] = response.tool_calls
    assert call.arguments_raw == '{"thought": "a"}'


def test_accumulator_takes_arguments_sent_as_an_object():
    response = accumulate(
        [
            call_delta(
                index=0, id="a", function={"name": "CVReader", "arguments": {"path": "work[0]"}}
            )
        ]
    )
    assert json.loads(response.tool_calls[0].arguments_raw) == {"path": "work[0]"}


def test_accumulator_opens_a_new_call_for_a_new_id_at_a_used_index():
    response = accumulate(
        [
            call_delta(index=0, id="a", function={"name": "think", "arguments": "{}"}),
            call_delta(
                index=0, id="b", function={"name": "stop", "arguments": '{"summary": "ok"}'}
            ),
        ]
    )
    assert [(c.provider_call_id, c.name) for c in response.tool_calls] == [
        ("a", "think"),
        ("b", "stop"),
    ]


def test_accumulator_keeps_one_call_when_a_proxy_mints_an_id_per_fragment():
    response = accumulate(
        [
            call_delta(index=0, id="a", function={"name": "think", "arguments": '{"thought": '}),
            call_delta(index=0, id="b", function={"arguments": '"x"}'}),
        ]
    )
    [call] = response.tool_calls
    assert (call.provider_call_id, call.arguments_raw) == ("a", '{"thought": "x"}')


def test_accumulator_separates_interleaved_parallel_calls():
    reply = Reply(
        tool_calls=[
            ScriptedCall(name="CVReader", arguments={"path": "basics.name"}),
            ScriptedCall(name="CVReader", arguments={"path": "work[0].name"}),
            ScriptedCall(name="think", arguments={"thought": "两个都读"}),
        ],
        interleave=True,
        argument_pieces=5,
    )
    response = accumulate(stream_chunks(reply, model="m", number=1, include_usage=False))
    assert [json.loads(c.arguments_raw) for c in response.tool_calls] == [
        {"path": "basics.name"},
        {"path": "work[0].name"},
        {"thought": "两个都读"},
    ]


def test_accumulator_infers_tool_calls_when_the_stream_has_no_finish_reason():
    response = accumulate(
        [call_delta(index=0, id="a", function={"name": "think", "arguments": "{}"})]
    )
    assert response.finish_reason == "tool_calls"


def test_accumulator_infers_stop_for_text_without_finish_reason():
    assert accumulate([chunk({"content": "Done."})]).finish_reason == "stop"


def test_accumulator_is_cut_short_when_arguments_stop_without_finish():
    acc = StreamAccumulator()
    acc.add(call_delta(index=0, id="a", function={"name": "CVEditor", "arguments": '{"path": "ba'}))
    assert acc.cut_short


def test_accumulator_reports_length_in_the_middle_of_arguments():
    acc = StreamAccumulator()
    acc.add(
        call_delta(
            index=0, id="a", function={"name": "CVEditor", "arguments": '{"value": "Ada Lov'}
        )
    )
    acc.add(chunk(finish="length"))
    assert (acc.cut_short, acc.response().finish_reason) == (True, "length")


def test_accumulator_is_not_cut_short_with_complete_arguments_and_no_finish():
    acc = StreamAccumulator()
    acc.add(
        call_delta(index=0, id="a", function={"name": "think", "arguments": '{"thought": "x"}'})
    )
    assert not acc.cut_short


def test_accumulator_reads_usage_from_the_final_chunk():
    response = accumulate(
        [
            chunk({"content": "hi"}, "stop"),
            {"choices": [], "usage": {"prompt_tokens": 7, "completion_tokens": 2}},
        ]
    )
    assert (response.usage.prompt_tokens, response.usage.completion_tokens) == (7, 2)


def test_accumulator_reads_a_complete_non_streamed_message():
    response = accumulate(
        [
            {
                "choices": [
                    {
                        "index": 0,
                        "message": {
                            "role": "assistant",
                            "content": None,
                            "tool_calls": [
                                {
                                    "id": "c",
                                    "type": "function",
                                    "function": {"name": "stop", "arguments": "{}"},
                                }
                            ],
                        },
                        "finish_reason": "tool_calls",
                    }
                ]
            }
        ]
    )
    assert [(c.name, c.provider_call_id) for c in response.tool_calls] == [("stop", "c")]


def test_accumulator_drops_fragments_of_a_call_that_never_got_a_name():
    response = accumulate([call_delta(index=0, function={"arguments": '{"a": 1}'})])
    assert response.tool_calls == []


@given(
    arguments=st.dictionaries(st.text(min_size=1, max_size=8), st.text(max_size=20), max_size=4),
    pieces=st.integers(min_value=1, max_value=40),
    repeat_ids=st.booleans(),
    omit_type=st.booleans(),
)
def test_accumulator_rebuilds_arguments_however_they_are_split(
    arguments, pieces, repeat_ids, omit_type
):
    reply = Reply(
        tool_calls=[ScriptedCall(name="CVEditor", arguments=arguments)],
        argument_pieces=pieces,
        repeat_ids=repeat_ids,
        omit_type=omit_type,
    )
    response = accumulate(stream_chunks(reply, model="m", number=1, include_usage=True))
    [call] = response.tool_calls
    assert json.loads(call.arguments_raw) == arguments
