"""The tools: schemas, the capability policy, and each tool run against a real resume."""

from __future__ import annotations

import json

import pytest

from agent.engine.tools import allowed_tool_names, get_tool, registered_tool_names, tools_for
from agent.engine.tools.base import ToolContext
from agent.engine.tools.execution import execute_call
from agent.models import Capability
from resumes.models import ResumeRevision
from tests.factories import CapabilityFactory, ConversationFactory, ToolCallFactory

ALL = ["CVReader", "CVEditor", "CVBatchEditor", "think", "askHuman", "stop"]


@pytest.fixture
def conversation(db):
    return ConversationFactory(capability=CapabilityFactory(slug="tools-all"))


def run(conversation, name, arguments, allowed=None):
    """Store a call as the model would have made it, and execute it."""
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
    tool_call = ToolCallFactory(
        message__conversation=conversation, name=name, arguments_raw=raw, arguments=None
    )
    context = ToolContext(
        conversation=conversation,
        resume=conversation.resume,
        allowed=ALL if allowed is None else allowed,
    )
    return execute_call(tool_call, context), tool_call, context


def test_registered_tool_names_lists_the_six_tools():
    # The playground's opt-in tools (agent/engine/tools/vfs.py, browser.py) register after them.
    assert registered_tool_names()[: len(ALL)] == ALL


def test_tool_spec_schema_is_derived_from_the_arguments_model():
    spec = get_tool("CVEditor").spec()
    assert spec.name == "CVEditor"
    assert spec.parameters["required"] == ["path", "action"]
    assert spec.parameters["properties"]["action"]["enum"] == ["update", "add", "delete"]
    assert "work[0].highlights[2]" in spec.parameters["properties"]["path"]["description"]
    assert "title" not in spec.parameters


def test_tool_descriptions_show_path_examples():
    for name in ("CVReader", "CVEditor", "CVBatchEditor"):
        assert "basics." in get_tool(name).description


def test_tools_for_whitelist_keeps_registry_order():
    capability = Capability(tool_policy="whitelist", tools=["stop", "CVReader", "nonsense"])
    assert [tool.name for tool in tools_for(capability)] == ["CVReader", "stop"]


def test_tools_for_blacklist_removes_the_listed_tools():
    capability = Capability(tool_policy="blacklist", tools=["CVBatchEditor", "askHuman"])
    assert allowed_tool_names(capability) == ["CVReader", "CVEditor", "think", "stop"]


def test_tools_for_all_policy_offers_every_tool():
    assert allowed_tool_names(Capability(tool_policy="all", tools=[])) == ALL


def test_tools_for_playground_overrides_toggle_tools():
    capability = Capability(tool_policy="whitelist", tools=["CVReader", "CVEditor"])
    overrides = {"CVEditor": False, "think": True, "unknownTool": True}
    assert allowed_tool_names(capability, overrides) == ["CVReader", "think"]


def test_cv_reader_reads_one_path(conversation):
    outcome, _, _ = run(conversation, "CVReader", {"path": "work[0].position"})
    assert (outcome.status, outcome.content) == ("ok", '"Senior Mathematician"')


def test_cv_reader_empty_path_reads_the_whole_resume_compactly(conversation):
    outcome, _, _ = run(conversation, "CVReader", {"path": ""})
    assert json.loads(outcome.content) == conversation.resume.data
    assert ", " not in outcome.content


def test_cv_reader_no_arguments_reads_the_whole_resume(conversation):
    outcome, _, _ = run(conversation, "CVReader", "{}")
    assert json.loads(outcome.content)["basics"]["name"] == "Grace Hopper"


def test_cv_reader_missing_path_is_an_error_for_the_model(conversation):
    outcome, _, _ = run(conversation, "CVReader", {"path": "work[5]"})
    assert outcome.status == "error"
    assert "work" in outcome.content


def test_cv_editor_update_saves_a_revision_linked_to_the_call(conversation):
    outcome, tool_call, context = run(
        conversation, "CVEditor", {"path": "basics.name", "action": "update", "value": "Ada"}
    )
    assert outcome.status == "ok"
    assert outcome.resume_version == 2
    assert outcome.changed_paths == ["basics.name"]
    assert "version 2" in outcome.content
    revision = ResumeRevision.objects.get(resume=conversation.resume, version=2)
    assert revision.source == "agent"
    assert revision.tool_call == tool_call
    conversation.resume.refresh_from_db()
    assert conversation.resume.data["basics"]["name"] == "Ada"
    assert context.resume.version == 2


def test_cv_editor_add_appends_a_job(conversation):
    job = {"name": "Tencent", "position": "Frontend Engineer", "startDate": "2021-03"}
    outcome, _, _ = run(conversation, "CVEditor", {"path": "work", "action": "add", "value": job})
    assert outcome.status == "ok"
    conversation.resume.refresh_from_db()
    assert conversation.resume.data["work"][-1]["name"] == "Tencent"


def test_cv_editor_delete_removes_an_item(conversation):
    outcome, _, _ = run(conversation, "CVEditor", {"path": "skills[0]", "action": "delete"})
    assert outcome.status == "ok"
    conversation.resume.refresh_from_db()
    assert conversation.resume.data.get("skills", []) == []


def test_cv_editor_update_without_value_changes_nothing(conversation):
    outcome, _, _ = run(conversation, "CVEditor", {"path": "basics.name", "action": "update"})
    assert outcome.status == "error"
    assert "needs a value" in outcome.content
    assert conversation.resume.revisions.count() == 0


def test_cv_editor_invalid_date_is_refused_with_a_message(conversation):
    outcome, _, _ = run(
        conversation,
        "CVEditor",
        {"path": "work[0].startDate", "action": "update", "value": "March 2021"},
    )
    assert outcome.status == "error"
    assert outcome.resume_version is None
    conversation.resume.refresh_from_db()
    assert conversation.resume.version == 1


def test_cv_editor_same_value_reports_no_change(conversation):
    outcome, _, _ = run(
        conversation,
        "CVEditor",
        {"path": "basics.name", "action": "update", "value": "Grace Hopper"},
    )
    assert outcome.status == "ok"
    assert outcome.resume_version is None
    assert "Nothing changed" in outcome.content


def test_cv_batch_editor_applies_all_in_one_version(conversation):
    operations = [
        {"path": "basics.name", "action": "update", "value": "Ada Lovelace"},
        {"path": "basics.label", "action": "update", "value": "Mathematician"},
    ]
    outcome, _, _ = run(conversation, "CVBatchEditor", {"operations": operations})
    assert outcome.status == "ok"
    assert outcome.resume_version == 2
    assert set(outcome.changed_paths) == {"basics.name", "basics.label"}


def test_cv_batch_editor_is_all_or_nothing(conversation):
    operations = [
        {"path": "basics.name", "action": "update", "value": "Ada Lovelace"},
        {"path": "work[9].name", "action": "update", "value": "Nowhere"},
    ]
    outcome, _, _ = run(conversation, "CVBatchEditor", {"operations": operations})
    assert outcome.status == "error"
    assert "Operation 2" in outcome.content
    assert "Nothing was changed" in outcome.content
    conversation.resume.refresh_from_db()
    assert conversation.resume.data["basics"]["name"] == "Grace Hopper"


def test_think_returns_the_thought_for_the_loop(conversation):
    outcome, _, _ = run(conversation, "think", {"thought": "Update the name."})
    assert (outcome.status, outcome.control, outcome.text) == ("ok", "think", "Update the name.")


def test_ask_human_returns_the_question(conversation):
    outcome, _, _ = run(conversation, "askHuman", {"question": "Which year?"})
    assert (outcome.control, outcome.text) == ("ask", "Which year?")


def test_stop_returns_the_summary(conversation):
    outcome, _, _ = run(conversation, "stop", {"summary": "Renamed you."})
    assert (outcome.control, outcome.text) == ("stop", "Renamed you.")


def test_execute_call_refuses_a_tool_outside_the_policy(conversation):
    outcome, _, _ = run(
        conversation,
        "CVEditor",
        {"path": "basics.name", "action": "update", "value": "Eve"},
        allowed=["CVReader", "stop"],
    )
    assert outcome.status == "error"
    assert "not available" in outcome.content
    assert "Available tools: CVReader, stop" in outcome.content
    conversation.resume.refresh_from_db()
    assert conversation.resume.version == 1


def test_execute_call_names_the_tools_when_the_name_is_unknown(conversation):
    outcome, _, _ = run(conversation, "writeFile", {})
    assert "There is no tool named 'writeFile'" in outcome.content
    assert "CVReader" in outcome.content


def test_execute_call_reports_argument_errors_with_the_tool_signature(conversation):
    outcome, _, _ = run(conversation, "CVEditor", "42")
    assert outcome.status == "error"
    assert "must be a JSON object, not a number" in outcome.content
    assert 'CVEditor({"path": <string>' in outcome.content


def test_execute_call_uses_repaired_arguments_and_notes_the_repair(conversation):
    outcome, _, _ = run(
        conversation, "CVEditor", "{'path': 'basics.name', 'action': 'update', 'value': '艾达',}"
    )
    assert outcome.status == "ok"
    assert "trailing comma" in outcome.parse_note
    conversation.resume.refresh_from_db()
    assert conversation.resume.data["basics"]["name"] == "艾达"
