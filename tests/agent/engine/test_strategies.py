"""Strategies: how tools reach a model, and how calls written as text come back."""

from __future__ import annotations

import json

import pytest

from agent.engine.messages import ChatMessage, ModelRequest, ModelResponse, ToolCallPart, ToolSpec
from agent.engine.provider_flags import ProviderFlags
from agent.engine.strategies import (
    ToolMarkupFilter,
    fenced_call_test,
    finish,
    parse_text_calls,
    prepare_native,
    prepare_prompt,
    resolve_mode,
)

EDITOR = ToolSpec(
    name="CVEditor",
    description="Edit the resume at a path.",
    parameters={
        "type": "object",
        "properties": {
            "path": {"type": "string"},
            "action": {"type": "string", "enum": ["update", "add", "delete"]},
            "value": {},
        },
        "required": ["path", "action"],
    },
)
STOP = ToolSpec(name="stop", description="End the turn.", parameters={"type": "object"})


def request(*messages: ChatMessage, tool_choice=None) -> ModelRequest:
    return ModelRequest(messages=list(messages), tools=[EDITOR, STOP], tool_choice=tool_choice)


def test_auto_is_native_where_the_provider_has_native_tools():
    assert resolve_mode("auto", ProviderFlags(native_tools=True)) == "native"


def test_auto_is_prompt_where_the_provider_lacks_native_tools():
    assert resolve_mode("auto", ProviderFlags(native_tools=False)) == "prompt"


def test_native_softens_required_tool_choice_to_auto():
    prepared = prepare_native(request(tool_choice="required"), ProviderFlags())
    assert prepared.tool_choice == "auto"


def test_native_keeps_required_where_the_provider_accepts_it():
    prepared = prepare_native(
        request(tool_choice="required"), ProviderFlags(tool_choice_required=True)
    )
    assert prepared.tool_choice == "required"


def test_native_omits_tool_choice_where_auto_was_refused():
    flags = ProviderFlags(tool_choice_auto=False)
    assert prepare_native(request(tool_choice="required"), flags).tool_choice is None


def test_prompt_sends_no_api_tools():
    prepared = prepare_prompt(request(ChatMessage(role="user", content="hi"), tool_choice="auto"))
    assert (prepared.tools, prepared.tool_choice) == ([], None)


def test_prompt_puts_schemas_format_and_example_in_the_system_prompt():
    prepared = prepare_prompt(
        request(
            ChatMessage(role="system", content="You edit resumes."),
            ChatMessage(role="user", content="hi"),
        )
    )
    system = prepared.messages[0].content
    assert system.startswith("You edit resumes.")
    example = '{"name": "CVEditor", "arguments": {"path": "...", "action": "update"}}'
    assert f"<tool_call>{example}</tool_call>" in system
    assert '"enum":["update","add","delete"]' in system


def test_prompt_renders_earlier_calls_as_the_text_that_made_them():
    call = ToolCallPart(call_id="c1", name="CVEditor", arguments_raw='{"path": "basics.name"}')
    prepared = prepare_prompt(
        request(
            ChatMessage(role="user", content="Rename me"),
            ChatMessage(role="assistant", content="On it.", tool_calls=[call]),
            ChatMessage(role="tool", tool_call_id="c1", name="CVEditor", content="Saved."),
        )
    )
    assistant = prepared.messages[-2]
    assert (assistant.role, assistant.tool_calls) == ("assistant", [])
    assert assistant.content.endswith(
        '<tool_call>{"name": "CVEditor", "arguments": {"path": "basics.name"}}</tool_call>'
    )


def test_prompt_renders_results_as_user_text():
    call = ToolCallPart(call_id="c1", name="CVReader", arguments_raw="{}")
    prepared = prepare_prompt(
        request(
            ChatMessage(role="user", content="Read"),
            ChatMessage(role="assistant", tool_calls=[call]),
            ChatMessage(role="tool", tool_call_id="c1", name="CVReader", content='"Ada"'),
        )
    )
    last = prepared.messages[-1]
    assert (last.role, last.content) == (
        "user",
        '<tool_result name="CVReader">\n"Ada"\n</tool_result>',
    )
    assert all(message.role != "tool" for message in prepared.messages)


def test_prompt_merges_parallel_results_into_one_user_message():
    calls = [ToolCallPart(call_id=f"c{i}", name="CVReader", arguments_raw="{}") for i in range(2)]
    prepared = prepare_prompt(
        request(
            ChatMessage(role="user", content="Read"),
            ChatMessage(role="assistant", tool_calls=calls),
            ChatMessage(role="tool", tool_call_id="c0", content="one"),
            ChatMessage(role="tool", tool_call_id="c1", content="two"),
        )
    )
    assert [m.role for m in prepared.messages] == ["system", "user", "assistant", "user"]


def test_parse_reads_a_tagged_call_and_removes_it_from_the_text():
    block = '{"name": "CVEditor", "arguments": {"path": "basics.name"}}'
    text = f"Changing it.\n<tool_call>{block}</tool_call>"
    content, [call] = parse_text_calls(text)
    assert (content, call.name, json.loads(call.arguments_raw)) == (
        "Changing it.",
        "CVEditor",
        {"path": "basics.name"},
    )


def test_parse_reads_several_tagged_calls_in_order():
    text = (
        '<tool_call>{"name": "think", "arguments": {"thought": "a"}}</tool_call>'
        '<tool_call>{"name": "stop", "arguments": {"summary": "b"}}</tool_call>'
    )
    assert [call.name for call in parse_text_calls(text)[1]] == ["think", "stop"]


def test_parse_reads_a_final_unclosed_block():
    _, [call] = parse_text_calls('<tool_call>{"name": "stop", "arguments": {"summary": "done"}}')
    assert json.loads(call.arguments_raw) == {"summary": "done"}


def test_parse_reads_a_fenced_block_inside_the_tag():
    _, [call] = parse_text_calls(
        '<tool_call>\n```json\n{"name": "stop", "arguments": {}}\n```\n</tool_call>'
    )
    assert call.name == "stop"


def test_parse_reads_a_fenced_json_call_without_tags():
    text = 'Here:\n```json\n{"name": "CVReader", "arguments": {"path": "work"}}\n```'
    content, [call] = parse_text_calls(text)
    assert (content, call.name) == ("Here:", "CVReader")


def test_parse_reads_a_final_unclosed_fence():
    _, [call] = parse_text_calls('```json\n{"name": "CVReader", "arguments": {"path": "work"}}')
    assert call.name == "CVReader"


def test_parse_leaves_ordinary_json_blocks_in_the_text():
    text = 'Your basics:\n```json\n{"name": "Ada", "email": "ada@example.com"}\n```'
    assert parse_text_calls(text) == (text, [])


def test_parse_repairs_single_quotes_and_trailing_commas():
    _, [call] = parse_text_calls(
        "<tool_call>{'name': 'CVReader', 'arguments': {'path': 'work',},}</tool_call>"
    )
    assert (call.name, json.loads(call.arguments_raw)) == ("CVReader", {"path": "work"})


def test_parse_accepts_parameters_as_the_arguments_key():
    _, [call] = parse_text_calls(
        '<tool_call>{"name": "CVReader", "parameters": {"path": "x"}}</tool_call>'
    )
    assert json.loads(call.arguments_raw) == {"path": "x"}
    assert call.repair_note == 'read "parameters" as the arguments'


def test_parse_keeps_arguments_given_as_a_string():
    _, [call] = parse_text_calls(
        '<tool_call>{"name": "CVReader", "arguments": "{\\"path\\": \\"x\\"}"}</tool_call>'
    )
    assert call.arguments_raw == '{"path": "x"}'


def test_parse_turns_a_block_without_a_name_into_an_unreadable_call():
    block = '<tool_call>{"arguments": {}}</tool_call>'
    content, [call] = parse_text_calls(f"{block}Hi")
    assert (content, call.name, call.problem, call.written) == ("Hi", "", "unreadable", block)
    assert "names no tool" in call.problem_detail


@pytest.mark.parametrize(
    ("inside", "detail"),
    [
        ("", "it is empty"),
        ("I would like to call a tool now.", "not JSON"),
        ('[{"name": "stop", "arguments": {}}]', "a list"),
        ('"CVReader"', "a string"),
    ],
)
def test_parse_reports_what_is_wrong_with_an_unreadable_block(inside, detail):
    _, [call] = parse_text_calls(f"<tool_call>{inside}</tool_call>")
    assert call.problem == "unreadable" and detail in call.problem_detail


def test_parse_keeps_a_repaired_call_as_written_with_a_note():
    block = "<tool_call>{'name': 'CVReader', 'arguments': {'path': 'work',},}</tool_call>"
    _, [call] = parse_text_calls(block)
    assert (call.written, call.problem) == (block, "")
    assert "single quotes" in call.repair_note and "trailing comma" in call.repair_note


def test_parse_notes_a_missing_closing_tag():
    _, [call] = parse_text_calls('<tool_call>{"name": "stop", "arguments": {}}')
    assert "no closing </tool_call>" in call.repair_note


def test_parse_of_a_well_formed_call_has_no_note():
    _, [call] = parse_text_calls('<tool_call>{"name": "stop", "arguments": {}}</tool_call>')
    assert (call.repair_note, call.problem) == ("", "")


CUT = '<tool_call>{"name": "CVEditor", "arguments": {"path": "basics.name", "value": "Ada Lov'


def test_parse_of_a_truncated_answer_marks_its_open_block_cut_off_and_never_completes_it():
    _, [call] = parse_text_calls(CUT, truncated=True)
    assert (call.name, call.problem, call.written) == ("CVEditor", "cut_off", CUT)
    assert call.arguments_raw.endswith('"Ada Lov')
    with pytest.raises(ValueError):
        json.loads(call.arguments_raw)


def test_parse_of_a_truncated_answer_keeps_its_closed_blocks():
    done = '<tool_call>{"name": "stop", "arguments": {"summary": "ok"}}</tool_call>'
    _, calls = parse_text_calls(done + CUT, truncated=True)
    assert [(c.name, c.problem) for c in calls] == [("stop", ""), ("CVEditor", "cut_off")]


def test_parse_of_a_truncated_answer_marks_an_open_fenced_call_cut_off():
    text = '```json\n{"name": "CVEditor", "arguments": {"path": "basics.name", "value": "Ad'
    _, [call] = parse_text_calls(text, truncated=True)
    assert call.problem == "cut_off"


def test_finish_with_length_in_prompt_mode_marks_the_call_cut_off():
    response = ModelResponse(content=f"Changing it. {CUT}", finish_reason="length")
    finished = finish("prompt", response, [EDITOR])
    [call] = finished.tool_calls
    assert (finished.content, call.problem, finished.finish_reason) == (
        "Changing it.",
        "cut_off",
        "length",
    )


def test_finish_with_length_marks_a_native_call_with_incomplete_arguments_cut_off():
    cut = ToolCallPart(name="CVEditor", arguments_raw='{"path": "basics.name", "value": "Ad')
    whole = ToolCallPart(name="stop", arguments_raw='{"summary": "ok"}')
    finished = finish("native", ModelResponse(tool_calls=[whole, cut], finish_reason="length"), [])
    assert [c.problem for c in finished.tool_calls] == ["", "cut_off"]


def test_finish_without_length_leaves_an_unclosed_call_whole():
    response = ModelResponse(content='<tool_call>{"name": "stop", "arguments": {}}')
    [call] = finish("prompt", response, [STOP]).tool_calls
    assert call.problem == ""


def test_native_asks_for_one_call_where_the_provider_has_no_parallel_calls():
    flags = ProviderFlags(parallel_tool_calls=False)
    assert prepare_native(request(), flags).parallel_tool_calls is False
    assert prepare_native(request(), ProviderFlags()).parallel_tool_calls is None


def test_prompt_asks_for_one_block_per_answer_where_the_provider_has_no_parallel_calls():
    one = prepare_prompt(request(ChatMessage(role="user", content="hi")), one_call=True)
    many = prepare_prompt(request(ChatMessage(role="user", content="hi")))
    assert "at most one block per answer" in one.messages[0].content
    assert "several blocks for several calls" in many.messages[0].content


def test_prompt_renders_a_call_that_could_not_run_as_the_model_wrote_it():
    cut = ToolCallPart(call_id="c1", name="CVEditor", written=CUT, problem="cut_off")
    prepared = prepare_prompt(
        request(
            ChatMessage(role="user", content="hi"),
            ChatMessage(role="assistant", tool_calls=[cut]),
            ChatMessage(role="tool", tool_call_id="c1", content="cut off"),
        )
    )
    assert prepared.messages[2].content == CUT


def test_finish_in_native_mode_runs_a_leaked_call_once():
    native = ToolCallPart(name="stop", arguments_raw='{"summary": "ok"}', provider_call_id="x")
    response = ModelResponse(
        content='<tool_call>{"name": "stop", "arguments": {"summary": "ok"}}</tool_call>',
        tool_calls=[native],
        finish_reason="tool_calls",
    )
    finished = finish("native", response, [STOP])
    assert ([c.provider_call_id for c in finished.tool_calls], finished.content) == (["x"], "")


def test_finish_in_native_mode_recognises_a_call_only_in_the_text():
    response = ModelResponse(
        content='Done. <tool_call>{"name": "stop", "arguments": {"summary": "ok"}}</tool_call>',
        finish_reason="stop",
    )
    finished = finish("native", response, [STOP])
    assert ([c.name for c in finished.tool_calls], finished.finish_reason) == (
        ["stop"],
        "tool_calls",
    )


def test_finish_in_native_mode_ignores_fenced_json_naming_no_tool():
    response = ModelResponse(content='```json\n{"name": "Ada", "arguments": {}}\n```')
    assert finish("native", response, [STOP]).tool_calls == []


@pytest.mark.parametrize(
    "deltas",
    [
        ["Hello ", '<tool_call>{"name": "stop"}</tool_call>', " bye"],
        ["Hello <tool", '_call>{"name": ', '"stop"}</tool', "_call> bye"],
        ["Hello <", "t", "o", "o", "l", "_", "c", "all>{}</tool_call>", " bye"],
    ],
)
def test_markup_filter_hides_tool_call_blocks_however_split(deltas):
    markup = ToolMarkupFilter()
    shown = "".join(markup.feed(delta) for delta in deltas) + markup.flush()
    assert shown == "Hello  bye"


def test_markup_filter_releases_a_lone_angle_bracket():
    markup = ToolMarkupFilter()
    shown = markup.feed("a <") + markup.feed("b") + markup.flush()
    assert shown == "a <b"


def test_markup_filter_holds_back_an_unclosed_block_to_the_end():
    markup = ToolMarkupFilter()
    shown = markup.feed('Ok <tool_call>{"name": "stop"') + markup.flush()
    assert shown == "Ok "


def filtered(deltas: list[str], mode="prompt") -> str:
    markup = ToolMarkupFilter(fenced_call_test(mode, [EDITOR, STOP]))
    return "".join(markup.feed(delta) for delta in deltas) + markup.flush()


def test_markup_filter_hides_a_fenced_call_however_split():
    deltas = ["Saving.\n`", '``json\n{"name": "stop", ', '"arguments": {}}\n``', "`\nDone."]
    assert filtered(deltas) == "Saving.\n\nDone."


def test_markup_filter_shows_an_ordinary_fenced_block_once_closed():
    block = '```json\n{"name": "Ada", "email": "ada@example.com"}\n```'
    assert (
        filtered(["Your basics:\n", block[:10], block[10:], " ok"]) == f"Your basics:\n{block} ok"
    )


def test_markup_filter_hides_a_final_unclosed_fenced_call():
    assert filtered(['Ok ```json\n{"name": "stop", "arguments": {}}']) == "Ok "


def test_markup_filter_in_native_mode_shows_a_fenced_call_to_an_unknown_tool():
    block = '```json\n{"name": "Ada", "arguments": {}}\n```'
    assert filtered([block], mode="native") == block
