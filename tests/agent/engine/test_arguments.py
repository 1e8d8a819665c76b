"""Tool arguments: whatever a model sends becomes a validated object or an error it can act on."""

from __future__ import annotations

from agent.engine.arguments import parse_arguments
from agent.engine.tools import get_tool
from agent.engine.tools.cv import CVEditorArgs, CVReaderArgs

USAGE = get_tool("CVEditor").signature()


def test_parse_arguments_strict_json_object():
    parsed = parse_arguments(
        '{"path": "basics.name", "action": "update", "value": "Ada"}', CVEditorArgs
    )
    assert parsed.ok
    assert parsed.value.value == "Ada"
    assert parsed.note == ""


def test_parse_arguments_dict_passed_directly():
    parsed = parse_arguments({"path": "work", "action": "delete"}, CVEditorArgs)
    assert parsed.ok
    assert parsed.data == {"path": "work", "action": "delete"}


def test_parse_arguments_empty_string_is_an_error_with_usage():
    parsed = parse_arguments("", CVEditorArgs, usage=USAGE)
    assert not parsed.ok
    assert "empty" in parsed.error
    assert "CVEditor(" in parsed.error
    assert "update|add|delete" in parsed.error


def test_parse_arguments_half_json_is_refused_not_truncated_into_the_resume():
    parsed = parse_arguments(
        '{"path": "basics.name", "action": "update", "value": "Ada Lov', CVEditorArgs
    )
    assert not parsed.ok
    assert "cut off" in parsed.error
    assert '"value": "Ada Lov' in parsed.error


def test_parse_arguments_list_must_be_an_object():
    parsed = parse_arguments("[1,2]", CVEditorArgs, usage=USAGE)
    assert not parsed.ok
    assert "must be a JSON object, not a list" in parsed.error
    assert "Received: [1,2]" in parsed.error


def test_parse_arguments_number_must_be_an_object():
    parsed = parse_arguments("42", CVEditorArgs)
    assert not parsed.ok
    assert "not a number" in parsed.error


def test_parse_arguments_json_string_must_be_an_object():
    parsed = parse_arguments('"basics.name"', CVReaderArgs)
    assert not parsed.ok
    assert "not a string" in parsed.error


def test_parse_arguments_double_encoded_object_is_unwrapped():
    parsed = parse_arguments('"{\\"path\\": \\"basics\\"}"', CVReaderArgs)
    assert parsed.ok
    assert parsed.value.path == "basics"
    assert "double-encoded" in parsed.note


def test_parse_arguments_fenced_json_block():
    parsed = parse_arguments(
        '```json\n{"path": "skills[0]", "action": "delete"}\n```', CVEditorArgs
    )
    assert parsed.ok
    assert parsed.value.path == "skills[0]"
    assert "fence" in parsed.note


def test_parse_arguments_single_quotes_are_repaired():
    parsed = parse_arguments(
        "{'path': 'basics.label', 'action': 'update', 'value': 'Engineer'}", CVEditorArgs
    )
    assert parsed.ok
    assert parsed.value.value == "Engineer"
    assert "single quotes" in parsed.note


def test_parse_arguments_trailing_comma_is_repaired():
    parsed = parse_arguments('{"path": "basics", "action": "delete",}', CVEditorArgs)
    assert parsed.ok
    assert parsed.note.startswith("repaired:")
    assert "trailing comma" in parsed.note


def test_parse_arguments_chinese_text_kept_as_is():
    parsed = parse_arguments(
        "{'path': 'basics.name', 'action': 'update', 'value': '张三（前端工程师）',}", CVEditorArgs
    )
    assert parsed.ok
    assert parsed.value.value == "张三（前端工程师）"


def test_parse_arguments_chinese_in_error_quote_not_escaped():
    parsed = parse_arguments('["腾讯"]', CVEditorArgs)
    assert "腾讯" in parsed.error


def test_parse_arguments_wrong_fields_name_the_problem():
    parsed = parse_arguments('{"path": "work", "action": "append"}', CVEditorArgs, usage=USAGE)
    assert not parsed.ok
    assert "action" in parsed.error
    assert "Received:" in parsed.error


def test_parse_arguments_long_input_is_quoted_truncated():
    parsed = parse_arguments("[" + ",".join(["1"] * 500) + "]", CVEditorArgs)
    assert "characters in all" in parsed.error
    assert len(parsed.error) < 600


def test_parse_arguments_garbage_text_is_an_error():
    parsed = parse_arguments("I will now edit the resume", CVEditorArgs)
    assert not parsed.ok
    assert "Received: I will now edit the resume" in parsed.error
