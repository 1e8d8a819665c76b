"""Run a task set over cells through the engine, exactly as `manage.py chat` does (no Channels):
`prepare_turn` stores each message and its run, `execute_run` executes it; the rows it leaves
(runs, messages, tool calls, LLM calls) are the transcript the checks and the staff page read.

Each task gets its own scratch resume and conversation, owned by an inactive service account
(`cvagent-eval`) that nobody can sign in as, so no person's data is touched or shown.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Sum
from django.utils import timezone

from agent import review
from agent.engine import events
from agent.engine.loop import execute_run
from agent.engine.providers import api_key_for
from agent.engine.providers.errors import MissingAPIKey
from agent.engine.turns import RunRefused, prepare_turn
from agent.evaluation.checks import CallSeen, Guard, TaskOutcome, configured_guard, verdict
from agent.evaluation.grid import Cell
from agent.evaluation.stats import percentile
from agent.evaluation.tasks import Task, TaskSet
from agent.models import (
    Conversation,
    EvalCell,
    EvalResult,
    EvalRun,
    LLMCall,
    RunStatus,
    ToolCall,
)
from resumes.models import Resume
from resumes.postings.models import JobPosting
from resumes.postings.services import posting_create
from resumes.services import resume_create

EVAL_USERNAME = "cvagent-eval"
# After this many tasks in a row failed on the provider, the rest of the cell is not tried.
GIVE_UP_AFTER = 3
Progress = Callable[[int, int, str], None]
logger = logging.getLogger(__name__)


def eval_user() -> Any:
    """The service account that owns evaluation resumes: inactive, no usable password."""
    user, created = get_user_model().objects.get_or_create(
        username=EVAL_USERNAME, defaults={"is_active": False}
    )
    if created:
        user.set_unusable_password()
        user.save(update_fields=["password"])
    return user


@dataclass
class TaskRecord:
    """One task run: the verdict and the figures that go into its `EvalResult`."""

    passed: bool
    reason: str
    latency_s: float | None = None
    conversation: Conversation | None = None
    provider_failed: bool = False
    figures: dict[str, int] = field(default_factory=dict)


async def _collect(start: Any) -> list[events.Event]:
    return [event async for event in execute_run(start, stream=True)]


def _read_events(seen: list[events.Event], outcome: TaskOutcome) -> str:
    """Fold one turn's events into the outcome; the run's final status."""
    status = "failed"
    text: list[str] = []
    for event in seen:
        if isinstance(event, events.Content):
            text.append(event.text)
        elif isinstance(event, events.Clarify):
            outcome.questions.append(event.question)
        elif isinstance(event, events.Error):
            detail = event.params.get("detail") if event.code == "provider" else None
            outcome.error = (
                f"provider error: {detail}" if detail else f"run failed: {event.message}"
            )
        elif isinstance(event, events.Done):
            status = event.status
            if event.summary:
                outcome.answers.append(event.summary)
    if "".join(text).strip():
        outcome.answers.append("".join(text))
    return status


def _transcript(conversation: Conversation, outcome: TaskOutcome) -> dict[str, int]:
    calls = ToolCall.objects.filter(conversation=conversation).order_by("message__seq", "index")
    for call in calls:
        if call.arguments is None:
            validity = "unreadable"
        elif call.parse_note:
            validity = "repaired"
        else:
            validity = "as_sent"
        outcome.calls.append(CallSeen(call.name, call.arguments, validity))
    llm_calls = LLMCall.objects.filter(conversation=conversation)
    tokens = llm_calls.aggregate(p=Sum("prompt_tokens"), c=Sum("completion_tokens"))
    return {
        "prompt_tokens": tokens["p"] or 0,
        "completion_tokens": tokens["c"] or 0,
        "fallbacks": sum(len(row or []) for row in llm_calls.values_list("fallbacks", flat=True)),
        "calls_as_sent": sum(call.validity == "as_sent" for call in outcome.calls),
        "calls_repaired": sum(call.validity == "repaired" for call in outcome.calls),
        "calls_unreadable": sum(call.validity == "unreadable" for call in outcome.calls),
    }


def _accept_proposals(conversation: Conversation, user: Any) -> None:
    """Accept what a turn proposed, as the person would: a guarded provider's edits are
    proposals (agent.engine.guarded), and the checks judge the resume they lead to."""
    ids = [proposal.pk for proposal in review.open_proposals(conversation=conversation)]
    if ids:
        try:
            review.accept_proposals(user=user, ids=ids)
        except review.ReviewError:
            logger.info("evaluation: proposals %s could not be accepted", ids)


def _posting(task: Task, user: Any) -> JobPosting | None:
    """The task's job posting (interview practice), owned by the service account."""
    if task.posting is None:
        return None
    return posting_create(
        owner=user,
        title=task.posting.title,
        company=task.posting.company,
        description=task.posting.text,
    )


def run_task(cell: Cell, task: Task, *, user: Any, guard: Guard | None) -> TaskRecord:
    """Run one task in a fresh conversation and judge it."""
    try:
        api_key_for(cell.provider)
    except MissingAPIKey as missing:
        return TaskRecord(False, f"provider error: {missing}", provider_failed=True)
    resume = resume_create(
        owner=user,
        title=f"Evaluation: {task.id}"[:200],
        data=copy.deepcopy(task.document),
        language="zh-hans" if task.language == "zh" else "en",
        is_scratch=True,
    )
    conversation = Conversation.objects.create(
        owner=user,
        resume=resume,
        capability=cell.capability,
        strategy=cell.strategy,
        title=f"Evaluation: {task.id}"[:200],
        posting=_posting(task, user),
    )
    outcome = TaskOutcome(before=copy.deepcopy(resume.data), after=resume.data)
    elapsed = 0.0
    status = ""
    for number, turn in enumerate(task.turns):
        if number and status not in (RunStatus.COMPLETED, RunStatus.WAITING):
            break
        if turn.only_if_asked and status != RunStatus.WAITING:
            continue
        try:
            start = prepare_turn(
                conversation_id=conversation.pk,
                user_id=user.pk,
                text=turn.text,
                provider=cell.provider,
                strategy=cell.strategy,
            )
        except RunRefused as refused:
            outcome.error = f"refused: {refused.message}"
            break
        outcome.sent.append(turn.text)
        began = time.perf_counter()
        status = _read_events(asyncio.run(_collect(start)), outcome)
        elapsed += time.perf_counter() - began
        _accept_proposals(conversation, user)
        outcome.statuses.append(status)
        if outcome.error:
            break
    outcome.after = Resume.objects.get(pk=resume.pk).data
    figures = _transcript(conversation, outcome)
    passed, reason = verdict(
        outcome, checks=task.checks, allowed_paths=task.allowed_paths, guard=guard
    )
    return TaskRecord(
        passed,
        reason,
        latency_s=round(elapsed, 3),
        conversation=conversation,
        provider_failed=outcome.error.startswith("provider error"),
        figures=figures,
    )


def _run_or_crash(cell: Cell, task: Task, *, user: Any, guard: Guard | None) -> TaskRecord:
    """`run_task`, where a crash (a bug, a database error, a guard that raises) is that task's
    failure with its message, not the end of the whole evaluation."""
    try:
        return run_task(cell, task, user=user, guard=guard)
    except Exception as exc:
        logger.exception("Evaluation task %s crashed in %s", task.id, cell.label)
        reason = f"crashed: {type(exc).__name__}: {exc}"[:1000]
        return TaskRecord(False, reason, provider_failed=True)


def _not_run(last_error: str) -> TaskRecord:
    if last_error.startswith("crashed:"):
        what = f"{GIVE_UP_AFTER} tasks in a row crashed"
    else:
        what = f"the provider failed {GIVE_UP_AFTER} tasks in a row"
    return TaskRecord(False, f"not run: {what} (last: {last_error})"[:1000], provider_failed=True)


def _new_cell(eval_run: EvalRun, position: int, cell: Cell) -> EvalCell:
    return EvalCell.objects.create(
        eval_run=eval_run,
        position=position,
        provider=cell.provider,
        provider_slug=cell.provider.slug,
        model=cell.provider.model,
        strategy=cell.strategy,
        capability=cell.capability_base,
        capability_slug=cell.capability_base.slug if cell.capability_base else "",
        capability_version=cell.capability_version,
    )


def summarise_cell(row: EvalCell, repeat: int) -> EvalCell:
    """Fill a cell's totals from its results."""
    results = list(row.results.all())
    row.tasks = len(results)
    row.passed = sum(result.passed for result in results)
    for name in EvalCell.FIGURES:
        setattr(row, name, sum(getattr(result, name) for result in results))
    latencies = [result.latency_s for result in results if result.latency_s is not None]
    p50, p95 = percentile(latencies, 50), percentile(latencies, 95)
    row.latency_p50_s = round(p50, 3) if p50 is not None else None
    row.latency_p95_s = round(p95, 3) if p95 is not None else None
    rates = []
    for repetition in range(1, repeat + 1):
        batch = [result for result in results if result.repetition == repetition]
        if batch:
            rates.append(round(sum(r.passed for r in batch) / len(batch), 4))
    row.repeat_rates = rates
    row.save()
    return row


def run_evaluation(
    *,
    cells: list[Cell],
    task_set: TaskSet,
    repeat: int = 1,
    options: dict[str, Any] | None = None,
    progress: Progress | None = None,
    guard: Guard | None = None,
    started_by: Any = None,
) -> EvalRun:
    """Run every task `repeat` times in every cell, store and return the evaluation run."""
    guard = guard if guard is not None else configured_guard()
    user = eval_user()
    eval_run = EvalRun.objects.create(
        task_set=task_set.name, repeat=repeat, options=options or {}, started_by=started_by
    )
    began = time.perf_counter()
    total = len(cells) * repeat * len(task_set.tasks)
    done = 0
    try:
        for position, cell in enumerate(cells):
            row = _new_cell(eval_run, position, cell)
            failures_in_a_row = 0
            last_error = ""
            for repetition in range(1, repeat + 1):
                for task in task_set.tasks:
                    if progress:
                        progress(done, total, f"{cell.label} · {task.id}")
                    if failures_in_a_row >= GIVE_UP_AFTER:
                        record = _not_run(last_error)
                    else:
                        record = _run_or_crash(cell, task, user=user, guard=guard)
                    if record.provider_failed:
                        failures_in_a_row += 1
                        last_error = (
                            last_error if record.reason.startswith("not run") else (record.reason)
                        )
                    else:
                        failures_in_a_row = 0
                    EvalResult.objects.create(
                        cell=row,
                        task_id=task.id,
                        task_title=task.title,
                        repetition=repetition,
                        passed=record.passed,
                        reason=record.reason,
                        latency_s=record.latency_s,
                        conversation=record.conversation,
                        **record.figures,
                    )
                    done += 1
            summarise_cell(row, repeat)
        if progress:
            progress(done, total, "done")
        eval_run.status = EvalRun.Status.COMPLETED
    except BaseException as exc:
        eval_run.status = EvalRun.Status.FAILED
        eval_run.error = f"{type(exc).__name__}: {exc}"[:2000]
        raise
    finally:
        eval_run.finished_at = timezone.now()
        eval_run.duration_s = round(time.perf_counter() - began, 2)
        eval_run.save(update_fields=["status", "error", "finished_at", "duration_s"])
    return eval_run
