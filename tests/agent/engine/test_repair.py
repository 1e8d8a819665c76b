"""repair_histories and agent.engine.repair: damaged histories (made by hand here) are healed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import timedelta
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command
from django.db import connection
from django.utils import timezone

from agent.engine.repair import (
    INTERRUPTED_AFTER_SAVE_RESULT,
    INTERRUPTED_RESULT,
    find_problems,
    repair,
)
from agent.models import Message, ResultStatus, Role, Run, RunStatus, ToolCall
from tests.factories import (
    ConversationFactory,
    MessageFactory,
    ResumeRevisionFactory,
    RunFactory,
    ToolCallFactory,
    ToolResultFactory,
)

STALE = timezone.now() - timedelta(hours=1)


def make_turn(
    conversation=None,
    *,
    run_status: str = RunStatus.COMPLETED,
    heartbeat_at=None,
    calls: tuple[str, ...] = ("CVReader",),
    answered: tuple[int, ...] = (),
    first_seq: int | None = None,
):
    """A user message, then an assistant message with `calls`; only `answered` indexes answered."""
    conversation = conversation or ConversationFactory()
    if first_seq is None:
        first_seq = (
            conversation.messages.order_by("-seq").values_list("seq", flat=True).first() or 0
        ) + 1
    run = RunFactory(
        conversation=conversation,
        status=run_status,
        heartbeat_at=heartbeat_at or timezone.now(),
    )
    MessageFactory(conversation=conversation, run=run, seq=first_seq, role=Role.USER)
    assistant = MessageFactory(
        conversation=conversation, run=run, seq=first_seq + 1, role=Role.ASSISTANT, content=""
    )
    made = []
    for index, name in enumerate(calls):
        call = ToolCallFactory(
            message=assistant,
            index=index,
            name=name,
            created_at=timezone.now() - timedelta(minutes=30 - index),
        )
        if index in answered:
            ToolResultFactory(tool_call=call, run=run, seq=first_seq + 2 + len(made), content="ok")
        made.append(call)
    return conversation, run, made


def snapshot(conversation_ids=None):
    messages = Message.objects.order_by("conversation_id", "seq")
    runs = Run.objects.order_by("pk")
    if conversation_ids is not None:
        messages = messages.filter(conversation_id__in=conversation_ids)
        runs = runs.filter(conversation_id__in=conversation_ids)
    return (
        list(
            messages.values_list(
                "conversation_id",
                "seq",
                "role",
                "content",
                "status",
                "tool_call_id",
                "run_id",
                "created_at",
            )
        ),
        list(runs.values_list("pk", "status", "error", "finished_at", "heartbeat_at")),
        list(ToolCall.objects.order_by("pk").values_list("pk", "call_id")),
    )


def run_command(*args: str) -> tuple[int, str]:
    out = StringIO()
    try:
        call_command("repair_histories", *args, stdout=out)
    except CommandError as error:
        return error.returncode, out.getvalue()
    return 0, out.getvalue()


@pytest.mark.django_db
def test_repair_answers_dangling_call_with_interrupted_result():
    _, run, (call,) = make_turn()
    repair()
    result = Message.objects.get(tool_call=call)
    assert result.role == Role.TOOL
    assert result.status == ResultStatus.INTERRUPTED
    assert result.content == INTERRUPTED_RESULT
    assert "interrupted" in result.content.lower()
    assert "retried" in result.content
    assert result.created_at == call.created_at
    assert result.run_id == run.pk


@pytest.mark.django_db
def test_repair_answers_only_the_unanswered_call_of_several():
    _, _, calls = make_turn(calls=("CVReader", "CVEditor", "think"), answered=(0, 2))
    report = repair()
    assert report.dangling_calls == 1
    assert Message.objects.get(tool_call=calls[1]).status == ResultStatus.INTERRUPTED
    assert Message.objects.get(tool_call=calls[0]).status == ResultStatus.OK


@pytest.mark.django_db
def test_repair_allocates_seqs_after_last_message_in_call_order():
    conversation, _, calls = make_turn(calls=("CVReader", "CVEditor"))
    make_turn(conversation, answered=(0,))
    last = conversation.messages.order_by("-seq").first().seq
    repair()
    seqs = [Message.objects.get(tool_call=call).seq for call in calls]
    assert seqs == [last + 1, last + 2]


@pytest.mark.django_db
def test_repair_allocates_seqs_per_conversation():
    first, _, _ = make_turn()
    second, _, _ = make_turn()
    repair()
    for conversation in (first, second):
        seqs = list(conversation.messages.order_by("seq").values_list("seq", flat=True))
        assert seqs == [1, 2, 3]


@pytest.mark.django_db
def test_repair_says_change_was_saved_when_call_left_a_revision():
    conversation, _, (call,) = make_turn(calls=("CVEditor",))
    ResumeRevisionFactory(resume=conversation.resume, tool_call=call)
    repair()
    assert Message.objects.get(tool_call=call).content == INTERRUPTED_AFTER_SAVE_RESULT


@pytest.mark.django_db
def test_repair_marks_stale_run_interrupted():
    _, run, _ = make_turn(run_status=RunStatus.RUNNING, heartbeat_at=STALE, answered=(0,))
    report = repair()
    run.refresh_from_db()
    assert report.stale_runs == 1
    assert run.status == RunStatus.INTERRUPTED
    assert run.finished_at == run.heartbeat_at
    assert "stopped" in run.error


@pytest.mark.django_db
def test_repair_answers_calls_of_stale_run():
    _, run, (call,) = make_turn(run_status=RunStatus.RUNNING, heartbeat_at=STALE)
    report = repair()
    assert (report.stale_runs, report.dangling_calls) == (1, 1)
    assert Message.objects.get(tool_call=call).run_id == run.pk


@pytest.mark.django_db
def test_repair_leaves_live_run_and_its_calls_alone():
    _, run, (call,) = make_turn(run_status=RunStatus.RUNNING)
    report = repair()
    run.refresh_from_db()
    assert run.status == RunStatus.RUNNING
    assert not Message.objects.filter(tool_call=call).exists()
    assert report.in_progress_calls == 1
    assert report.consistent


@pytest.mark.django_db
def test_repair_leaves_waiting_ask_human_alone():
    _, run, (call,) = make_turn(run_status=RunStatus.WAITING, calls=("askHuman",))
    report = repair()
    run.refresh_from_db()
    assert run.status == RunStatus.WAITING
    assert not Message.objects.filter(tool_call=call).exists()
    assert (report.dangling_calls, report.awaiting_answer) == (0, 1)
    assert report.consistent


@pytest.mark.django_db
def test_repair_answers_ask_human_of_run_no_longer_waiting():
    _, _, (call,) = make_turn(run_status=RunStatus.CANCELLED, calls=("askHuman",))
    repair()
    assert Message.objects.get(tool_call=call).status == ResultStatus.INTERRUPTED


@pytest.mark.django_db
def test_repair_answers_other_calls_of_waiting_run():
    _, _, (ask, read) = make_turn(run_status=RunStatus.WAITING, calls=("askHuman", "CVReader"))
    repair()
    assert not Message.objects.filter(tool_call=ask).exists()
    assert Message.objects.get(tool_call=read).status == ResultStatus.INTERRUPTED


@pytest.mark.django_db
def test_repair_answers_call_of_message_without_run():
    assistant = MessageFactory(role=Role.ASSISTANT, content="", seq=1)
    call = ToolCallFactory(message=assistant)
    repair()
    result = Message.objects.get(tool_call=call)
    assert (result.seq, result.run_id) == (2, None)


@pytest.mark.django_db
def test_repair_names_blank_call_ids():
    _, _, (call,) = make_turn(answered=(0,))
    ToolCall.objects.filter(pk=call.pk).update(call_id="")
    report = repair()
    call.refresh_from_db()
    assert report.blank_call_ids == 1
    assert call.call_id == f"call_repaired_{call.pk}"


@pytest.mark.django_db
def test_repair_dry_run_changes_nothing():
    make_turn(run_status=RunStatus.RUNNING, heartbeat_at=STALE, calls=("CVReader", "CVEditor"))
    before = snapshot()
    report = repair(dry_run=True)
    assert snapshot() == before
    assert (report.stale_runs, report.dangling_calls, report.fixed) == (1, 2, 0)
    assert not report.consistent


@pytest.mark.django_db
def test_find_problems_matches_dry_run():
    make_turn()
    assert find_problems().dangling_calls == repair(dry_run=True).dangling_calls == 1


@pytest.mark.django_db
def test_repair_second_run_finds_nothing_and_changes_nothing():
    make_turn(run_status=RunStatus.RUNNING, heartbeat_at=STALE, calls=("CVReader", "CVEditor"))
    make_turn(calls=("askHuman",))
    first = repair()
    after_first = snapshot()
    second = repair()
    assert first.fixed == 4
    assert (second.found, second.fixed, second.remaining) == ([], 0, [])
    assert snapshot() == after_first


@pytest.mark.django_db
def test_repair_result_does_not_depend_on_when_it_runs():
    _, run, calls = make_turn(
        run_status=RunStatus.RUNNING, heartbeat_at=STALE, calls=("CVReader", "CVEditor")
    )
    repair(now=timezone.now())
    early = snapshot()
    Message.objects.filter(tool_call__in=calls).delete()
    Run.objects.filter(pk=run.pk).update(status=RunStatus.RUNNING, error="", finished_at=None)
    repair(now=timezone.now() + timedelta(days=3))
    assert snapshot() == early


@pytest.mark.django_db
def test_repair_scoped_to_conversations():
    first, _, (first_call,) = make_turn()
    _, _, (second_call,) = make_turn()
    report = repair(conversation_ids=[first.pk])
    assert report.conversations_scanned == 1
    assert Message.objects.filter(tool_call=first_call).exists()
    assert not Message.objects.filter(tool_call=second_call).exists()


@pytest.mark.django_db
def test_repair_scope_spans_chunks(monkeypatch):
    monkeypatch.setattr("agent.engine.repair.SCOPE_CHUNK", 2)
    conversations = [make_turn()[0] for _ in range(5)]
    report = repair(conversation_ids=[c.pk for c in conversations])
    assert (report.conversations_scanned, report.dangling_calls, report.fixed) == (5, 5, 5)
    assert find_problems().found == []


@pytest.mark.django_db
def test_repair_reports_result_answering_call_of_other_conversation():
    _, _, (call,) = make_turn(answered=(0,))
    stranger = ConversationFactory()
    Message.objects.filter(tool_call=call).update(conversation=stranger)
    report = repair()
    kinds = {finding.kind: finding for finding in report.remaining}
    assert kinds["foreign_result"].conversation_ids == [stranger.pk]
    assert not report.consistent


@pytest.mark.django_db
def test_repair_reports_call_filed_under_other_conversation():
    _, _, (call,) = make_turn()
    stranger = ConversationFactory()
    ToolCall.objects.filter(pk=call.pk).update(conversation=stranger)
    report = repair()
    assert [finding.kind for finding in report.remaining] == ["misfiled_call"]
    assert not Message.objects.filter(tool_call=call).exists()


@pytest.mark.django_db
def test_repair_reports_call_on_user_message():
    user_message = MessageFactory(role=Role.USER, seq=1)
    call = ToolCallFactory(message=user_message)
    report = repair()
    assert [finding.kind for finding in report.remaining] == ["call_on_non_assistant"]
    assert report.remaining[0].examples == [call.pk]


@pytest.mark.django_db
def test_command_json_has_report_keys():
    make_turn()
    _, out = run_command("--json")
    data = json.loads(out)
    for key in ("conversations_scanned", "dangling_calls", "stale_runs", "fixed", "remaining"):
        assert key in data
    assert (data["dangling_calls"], data["fixed"], data["remaining"]) == (1, 1, [])


@pytest.mark.django_db
def test_command_json_dry_run_fixes_nothing():
    make_turn()
    code, out = run_command("--json", "--dry-run")
    data = json.loads(out)
    assert (code, data["fixed"], data["dangling_calls"]) == (1, 0, 1)
    assert data["remaining"][0]["kind"] == "dangling_call"


@pytest.mark.django_db
def test_command_exit_zero_when_repaired():
    make_turn(run_status=RunStatus.RUNNING, heartbeat_at=STALE)
    assert run_command()[0] == 0
    assert run_command("--dry-run")[0] == 0


@pytest.mark.django_db
def test_command_exit_one_when_something_remains():
    _, _, (call,) = make_turn(answered=(0,))
    Message.objects.filter(tool_call=call).update(conversation=ConversationFactory())
    code, out = run_command()
    assert code == 1
    assert "another conversation" in out


@pytest.mark.django_db
def test_command_prints_found_and_fixed():
    make_turn(run_status=RunStatus.RUNNING, heartbeat_at=STALE)
    _, out = run_command()
    assert "1 run(s) left running" in out
    assert "1 tool call(s) with no result" in out
    assert "1 run(s) marked interrupted, 1 interrupted result(s) added" in out


@pytest.mark.django_db
def test_command_second_run_reports_nothing_to_fix():
    make_turn()
    run_command()
    code, out = run_command()
    assert code == 0
    assert "Found nothing to fix." in out


@pytest.mark.django_db
def test_command_conversation_option_scopes_repair():
    first, _, (first_call,) = make_turn()
    _, _, (second_call,) = make_turn()
    code, out = run_command("--conversation", str(first.pk), "--json")
    assert (code, json.loads(out)["conversations_scanned"]) == (0, 1)
    assert Message.objects.filter(tool_call=first_call).exists()
    assert not Message.objects.filter(tool_call=second_call).exists()


@pytest.mark.django_db
def test_command_unknown_conversation_is_an_error():
    with pytest.raises(CommandError, match="does not exist"):
        call_command("repair_histories", "--conversation", "987654", stdout=StringIO())


@pytest.mark.django_db
def test_command_stale_after_option_sets_threshold():
    _, run, _ = make_turn(
        run_status=RunStatus.RUNNING,
        heartbeat_at=timezone.now() - timedelta(seconds=120),
        answered=(0,),
    )
    run_command("--stale-after", "600")
    assert Run.objects.get(pk=run.pk).status == RunStatus.RUNNING
    run_command("--stale-after", "60")
    assert Run.objects.get(pk=run.pk).status == RunStatus.INTERRUPTED


@pytest.mark.django_db
def test_command_stale_after_defaults_to_setting(settings):
    settings.CVAGENT = {**settings.CVAGENT, "STALE_RUN_SECONDS": 30}
    _, run, _ = make_turn(
        run_status=RunStatus.RUNNING,
        heartbeat_at=timezone.now() - timedelta(seconds=120),
        answered=(0,),
    )
    _, out = run_command("--json")
    assert json.loads(out)["stale_after"] == 30
    assert Run.objects.get(pk=run.pk).status == RunStatus.INTERRUPTED


def _database_url() -> str:
    db = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite:///{db['NAME']}"
    password = f":{db['PASSWORD']}" if db["PASSWORD"] else ""
    return f"postgres://{db['USER']}{password}@{db['HOST']}:{db['PORT'] or 5432}/{db['NAME']}"


@pytest.mark.django_db(transaction=True)
def test_command_process_exit_status():
    """The real process: exit 1 while something is left (dry run), then 0 once repaired."""
    make_turn()
    env = {**os.environ, "DATABASE_URL": _database_url()}
    manage = [sys.executable, str(Path(settings.BASE_DIR) / "manage.py"), "repair_histories"]
    dry = subprocess.run([*manage, "--dry-run"], env=env, capture_output=True, text=True)
    fix = subprocess.run(manage, env=env, capture_output=True, text=True)
    assert (dry.returncode, fix.returncode) == (1, 0), dry.stderr + fix.stderr
    assert "problem(s) remain" in dry.stderr
