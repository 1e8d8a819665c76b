"""The interview-practice task set: loads, a model that plays its reference passes every task
with the interview-coach capability, and a model that asks two questions at once, edits the
resume, ignores the answer or gives no summary fails."""

from __future__ import annotations

import pytest

from agent.evaluation.checks import TaskOutcome, check_problem, run_check
from agent.evaluation.grid import build_cells
from agent.evaluation.reference import reference_responder
from agent.evaluation.runner import run_evaluation
from agent.evaluation.tasks import ReferenceCall, ReferenceStep, TaskSet, load_set
from agent.fakes.server import FakeLLMServer
from agent.models import Conversation, EvalResult
from tests.agent.practice_helpers import coach
from tests.factories import ProviderFactory

pytestmark = pytest.mark.django_db(transaction=True)

INTERVIEW = load_set("interview")


def _run(tasks: TaskSet, tamper=None) -> dict[str, EvalResult]:
    coach()
    with FakeLLMServer(responder=reference_responder(tasks, tampered=tamper)) as fake:
        provider = ProviderFactory(
            slug="coach-ref", base_url=fake.base_url, default_strategy="native"
        )
        cells = build_cells(providers=[provider.slug], capabilities=["interview-coach"])
        eval_run = run_evaluation(cells=cells, task_set=tasks)
        assert fake.pairing_errors() == []
    return {r.task_id: r for r in EvalResult.objects.filter(cell__eval_run=eval_run)}


def _only(*ids: str) -> TaskSet:
    return TaskSet(
        name="subset",
        folder=INTERVIEW.folder,
        tasks=[task for task in INTERVIEW.tasks if task.id in ids],
    )


def test_the_set_covers_english_chinese_and_every_promise():
    assert {task.language for task in INTERVIEW.tasks} == {"en", "zh"}
    assert all("interview" in task.kinds and task.posting for task in INTERVIEW.tasks)
    kinds = {next(iter(check)) for task in INTERVIEW.tasks for check in task.checks}
    assert kinds >= {"one_question", "answer", "last_answer", "not_called", "unchanged"}


def test_a_model_that_coaches_well_passes_every_task():
    results = _run(INTERVIEW)

    failed = {task_id: r.reason for task_id, r in results.items() if not r.passed}
    assert failed == {}
    assert len(results) == len(INTERVIEW.tasks)
    conversation = Conversation.objects.get(title="Evaluation: interview-en-one-question")
    assert conversation.posting.title == "Senior Python Engineer"
    assert conversation.capability.slug == "interview-coach"


def test_two_questions_at_once_fail():
    def two(task_id, step, chosen):
        return ReferenceStep(text="What is Kafka? And why do you want this job?")

    results = _run(_only("interview-en-one-question"), two)

    assert not results["interview-en-one-question"].passed
    assert "2 questions at once" in results["interview-en-one-question"].reason


def test_an_edit_fails_and_changes_nothing():
    def edit(task_id, step, chosen):
        if step == 0:
            call = ReferenceCall(
                name="CVEditor",
                arguments={"path": "basics.label", "action": "update", "value": "Staff Engineer"},
            )
            return ReferenceStep(calls=[call])
        return ReferenceStep(text="Done. Question 1 of 5: why Acme?")

    results = _run(_only("interview-en-never-edits"), edit)

    result = results["interview-en-never-edits"]
    assert not result.passed and "CVEditor was called" in result.reason
    assert result.conversation.resume.data["basics"]["label"] == "Backend Engineer"


def test_feedback_that_ignores_the_answer_and_no_summary_fail():
    def generic(task_id, step, chosen):
        return ReferenceStep(text="Thanks. Question 2 of 5: what are your strengths?")

    results = _run(_only("interview-en-feedback", "interview-zh-practice"), generic)

    assert "no answer mentions" in results["interview-en-feedback"].reason
    assert "the last answer does not mention" in results["interview-zh-practice"].reason


def test_the_new_checks_judge_answers():
    outcome = TaskOutcome(before={}, after={}, answers=["Question 1: why?", "Summary: good."])

    run_check(outcome, {"one_question": {}})
    run_check(outcome, {"last_answer": {"contains": ["summary"]}})
    with pytest.raises(Exception, match="does not mention"):
        run_check(outcome, {"last_answer": {"contains": ["question"]}})
    assert check_problem({"last_answer": {"contains": []}}) == (
        "last_answer: contains is a list of texts"
    )
    silent = TaskOutcome(before={}, after={}, answers=["Fine."])
    with pytest.raises(Exception, match="no answer asked"):
        run_check(silent, {"one_question": {}})
