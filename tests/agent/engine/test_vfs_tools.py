"""The virtual file store tools run as the model calls them: through the registry, the tool
policy and argument parsing, against real `VirtualFile` rows."""

from __future__ import annotations

import json

import pytest

from agent.engine.tools import allowed_tool_names
from agent.engine.tools.base import ToolContext
from agent.engine.tools.execution import execute_call
from agent.models import Capability, VirtualFile
from tests.factories import CapabilityFactory, ConversationFactory, ToolCallFactory

RESUME_TOOLS = ["CVReader", "CVEditor", "CVBatchEditor", "think", "askHuman", "stop"]
VFS_TOOLS = ["vfs_list", "vfs_read", "vfs_write", "vfs_delete"]


@pytest.fixture
def conversation(db):
    capability = CapabilityFactory(slug="files", tools=[*RESUME_TOOLS, *VFS_TOOLS])
    return ConversationFactory(capability=capability, kind="playground")


def call(conversation, name, arguments):
    """Store a call as the model made it and execute it under the conversation's policy."""
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
    tool_call = ToolCallFactory(
        message__conversation=conversation, name=name, arguments_raw=raw, arguments=None
    )
    context = ToolContext(
        conversation=conversation,
        resume=conversation.resume,
        allowed=allowed_tool_names(conversation.capability, conversation.tool_overrides),
    )
    return execute_call(tool_call, context)


def write(conversation, path, content="hello"):
    return call(conversation, "vfs_write", {"path": path, "content": content})


def read(conversation, path):
    return call(conversation, "vfs_read", {"path": path})


def listing(conversation, prefix=""):
    outcome = call(conversation, "vfs_list", {"prefix": prefix})
    assert outcome.status == "ok", outcome.content
    return json.loads(outcome.content)


@pytest.fixture
def small_limits(settings):
    settings.CVAGENT = {
        **settings.CVAGENT,
        "VFS_MAX_FILE_BYTES": 10,
        "VFS_MAX_CONVERSATION_BYTES": 25,
        "VFS_MAX_FILES": 3,
    }


def test_vfs_write_then_read_round_trip(conversation):
    text = "# 待办\n- write the summary\n"
    created = write(conversation, "notes/todo.md", text)
    assert created.status == "ok"
    assert "Created notes/todo.md" in created.content
    outcome = read(conversation, "notes/todo.md")
    assert (outcome.status, outcome.content) == ("ok", text)


def test_vfs_write_stores_size_in_utf8_bytes(conversation):
    write(conversation, "zh.txt", "汉字")
    assert VirtualFile.objects.get(conversation=conversation, path="zh.txt").size == 6


def test_vfs_write_replaces_an_existing_file(conversation):
    write(conversation, "a.txt", "first version")
    outcome = write(conversation, "a.txt", "second")
    assert "Replaced a.txt (13 bytes before, 6 bytes now)" in outcome.content
    assert read(conversation, "a.txt").content == "second"
    assert VirtualFile.objects.filter(conversation=conversation).count() == 1


def test_vfs_path_is_normalised(conversation):
    write(conversation, "./notes//./todo.md", "x")
    assert list(VirtualFile.objects.values_list("path", flat=True)) == ["notes/todo.md"]
    assert read(conversation, "notes/todo.md").content == "x"


@pytest.mark.parametrize("path", ["../secret.txt", "notes/../../x", "a/..", "..", "a/../b"])
def test_vfs_path_traversal_is_refused(conversation, path):
    outcome = write(conversation, path, "x")
    assert outcome.status == "error"
    assert "'..' is not allowed" in outcome.content
    assert "Nothing was written" in outcome.content
    assert not VirtualFile.objects.exists()


@pytest.mark.parametrize("path", ["/etc/passwd", "C:/Windows/x.txt", "~/x", "file:///etc/passwd"])
def test_vfs_absolute_path_is_refused(conversation, path):
    outcome = write(conversation, path, "x")
    assert outcome.status == "error"
    assert "absolute path" in outcome.content
    assert "notes/todo.md" in outcome.content
    assert not VirtualFile.objects.exists()


def test_vfs_backslash_path_is_refused_with_the_fixed_spelling(conversation):
    outcome = write(conversation, "notes\\todo.md", "x")
    assert outcome.status == "error"
    assert "'notes/todo.md'" in outcome.content


@pytest.mark.parametrize("path", ["a\x00b.txt", "a\nb.txt"])
def test_vfs_control_character_in_path_is_refused(conversation, path):
    outcome = write(conversation, path, "x")
    assert outcome.status == "error"
    assert "control character" in outcome.content


def test_vfs_too_long_path_is_refused(conversation):
    outcome = write(conversation, "a" * 201, "x")
    assert outcome.status == "error"
    assert "the limit is 200" in outcome.content


def test_vfs_folder_path_is_refused_for_a_file(conversation):
    outcome = write(conversation, "notes/", "x")
    assert outcome.status == "error"
    assert "names a folder" in outcome.content


def test_vfs_empty_path_is_refused(conversation):
    assert "The path is empty" in read(conversation, " ").content


def test_vfs_nul_in_content_is_refused(conversation):
    outcome = write(conversation, "a.bin", "a\x00b")
    assert outcome.status == "error"
    assert "NUL" in outcome.content


def test_vfs_file_size_limit(conversation, small_limits):
    outcome = write(conversation, "big.txt", "汉字汉字")
    assert outcome.status == "error"
    assert "12 bytes; one file may hold at most 10 bytes" in outcome.content
    assert not VirtualFile.objects.exists()


def test_vfs_conversation_size_limit(conversation, small_limits):
    assert write(conversation, "a.txt", "0123456789").status == "ok"
    assert write(conversation, "b.txt", "0123456789").status == "ok"
    outcome = write(conversation, "c.txt", "0123456789")
    assert outcome.status == "error"
    assert "the limit is 25" in outcome.content
    assert not VirtualFile.objects.filter(path="c.txt").exists()


def test_vfs_replacing_a_file_counts_only_its_new_size(conversation, small_limits):
    write(conversation, "a.txt", "0123456789")
    write(conversation, "b.txt", "0123456789")
    assert write(conversation, "b.txt", "012345678").status == "ok"


def test_vfs_file_count_limit(conversation, small_limits):
    for name in ("a", "b", "c"):
        assert write(conversation, name, "x").status == "ok"
    outcome = write(conversation, "d", "x")
    assert outcome.status == "error"
    assert "already holds 3 files" in outcome.content
    assert write(conversation, "a", "y").status == "ok"


def test_vfs_delete_frees_room_for_a_new_file(conversation, small_limits):
    for name in ("a", "b", "c"):
        write(conversation, name, "x")
    outcome = call(conversation, "vfs_delete", {"path": "./b"})
    assert outcome.status == "ok"
    assert "Deleted b." in outcome.content and "2 files" in outcome.content
    assert [f["path"] for f in listing(conversation)["files"]] == ["a", "c"]
    assert write(conversation, "d", "x").status == "ok"


def test_vfs_delete_of_a_missing_file_changes_nothing_and_names_the_files(conversation):
    write(conversation, "notes/a.md")
    outcome = call(conversation, "vfs_delete", {"path": "notes/b.md"})
    assert outcome.status == "error"
    assert "nothing was deleted" in outcome.content and "notes/a.md" in outcome.content
    assert VirtualFile.objects.count() == 1


def test_vfs_delete_refuses_traversal_and_other_conversations_files(conversation):
    other = ConversationFactory(capability=conversation.capability, kind="playground")
    write(other, "theirs.txt", "keep")
    outcome = call(conversation, "vfs_delete", {"path": "../theirs.txt"})
    assert outcome.status == "error" and "'..' is not allowed" in outcome.content
    assert call(conversation, "vfs_delete", {"path": "theirs.txt"}).status == "error"
    assert read(other, "theirs.txt").content == "keep"


def test_vfs_list_with_prefix(conversation):
    for path in ("notes/a.md", "notes/b.md", "notes2.txt", "data/x.json"):
        write(conversation, path, "12")
    listed = listing(conversation, "notes/")
    assert [f["path"] for f in listed["files"]] == ["notes/a.md", "notes/b.md"]
    assert listed["files"][0]["size"] == 2
    assert listed["store_files"] == 4
    assert listed["store_bytes"] == 8


def test_vfs_list_without_prefix_lists_everything_sorted(conversation):
    for path in ("b.txt", "a/c.txt", "a.txt"):
        write(conversation, path)
    assert [f["path"] for f in listing(conversation)["files"]] == ["a.txt", "a/c.txt", "b.txt"]


def test_vfs_list_prefix_traversal_is_refused(conversation):
    outcome = call(conversation, "vfs_list", {"prefix": "../"})
    assert outcome.status == "error"
    assert "'..' is not allowed" in outcome.content


def test_vfs_read_missing_file_names_the_existing_ones(conversation):
    write(conversation, "notes/a.md")
    outcome = read(conversation, "notes/b.md")
    assert outcome.status == "error"
    assert "no file 'notes/b.md'" in outcome.content
    assert "notes/a.md" in outcome.content


def test_vfs_files_are_isolated_between_conversations(conversation):
    other = ConversationFactory(capability=conversation.capability, kind="playground")
    write(conversation, "mine.txt", "secret")
    assert read(other, "mine.txt").status == "error"
    assert listing(other)["files"] == []
    write(other, "mine.txt", "theirs")
    assert read(conversation, "mine.txt").content == "secret"


def test_vfs_tools_outside_the_whitelist_are_refused(db):
    conversation = ConversationFactory(capability=CapabilityFactory(slug="resume-only"))
    outcome = write(conversation, "a.txt", "x")
    assert outcome.status == "error"
    assert "not available in this conversation" in outcome.content
    assert not VirtualFile.objects.exists()


def test_vfs_playground_toggle_enables_the_tools(db):
    conversation = ConversationFactory(
        capability=CapabilityFactory(slug="resume-only"), tool_overrides={"vfs_write": True}
    )
    assert write(conversation, "a.txt", "x").status == "ok"


def test_vfs_arguments_are_validated(conversation):
    outcome = call(conversation, "vfs_write", {"path": "a.txt"})
    assert outcome.status == "error"
    assert "content" in outcome.content
    assert "vfs_write(" in outcome.content


def test_vfs_tools_are_not_offered_by_an_all_policy():
    allowed = allowed_tool_names(Capability(tool_policy="all", tools=[]))
    assert not set(VFS_TOOLS) & set(allowed)


def test_vfs_tools_are_not_offered_by_a_blacklist_policy():
    allowed = allowed_tool_names(Capability(tool_policy="blacklist", tools=["stop"]))
    assert not set(VFS_TOOLS) & set(allowed)
