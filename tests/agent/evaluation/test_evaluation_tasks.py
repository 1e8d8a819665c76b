"""Evaluation runs started from the staff page, as background jobs: through the real worker
(`manage.py db_worker --batch` against the test database) and real HTTP to the fake provider;
the form's validation (nothing enqueued on bad input); staff only; a cell that fails and a
job that crashes say so."""

from __future__ import annotations

import io

import pytest
from django.urls import reverse
from django_tasks.base import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from agent.evaluation.grid import build_cells
from agent.evaluation.launch import plan_evaluation
from agent.evaluation.reference import reference_responder
from agent.evaluation.report import as_json
from agent.evaluation.runner import run_evaluation
from agent.evaluation.tasks import TaskSet, load_set
from agent.fakes.server import FakeLLMServer
from agent.models import EvalResult, EvalRun, Provider
from agent.tasks import progress
from agent.tasks.evaluation import run_evaluation_grid
from tests.agent.evaluation.test_eval_agent import CELL_KEYS, eval_command
from tests.factories import CapabilityFactory, ProviderFactory, UserFactory
from tests.processes import run_worker

pytestmark = pytest.mark.django_db(transaction=True)

CORE = load_set("core")
TWO = TaskSet(
    name="core",
    folder=CORE.folder,
    tasks=[task for task in CORE.tasks if task.id in ("en-name", "zh-name")],
)
EVERY_STRATEGY = ["native", "prompt", "auto"]


@pytest.fixture
def staff(client):
    CapabilityFactory(slug="base", name="Resume editor")
    client.force_login(UserFactory(username="keeper", is_staff=True))
    return client


def _start(client, **fields):
    data = {"task_set": "core", "repeat": "1", **fields}
    return client.post(reverse("evaluation_start"), data)


def _job_id(response) -> str:
    assert response.status_code == 302, response.content[-2000:]
    return response["Location"].rstrip("/").rsplit("/", 1)[-1]


def test_staff_start_an_evaluation_and_the_worker_stores_it_as_the_command_would(staff):
    page = staff.get(reverse("evaluation_list"))
    assert b'id="eval-start-form"' in page.content
    with FakeLLMServer(responder=reference_responder(TWO)) as fake:
        ProviderFactory(slug="ref", name="Reference", base_url=fake.base_url)
        started = _start(
            staff, providers=["ref"], strategies=["native", "prompt"], only="en-name zh-name"
        )
        job_id = _job_id(started)
        waiting = staff.get(started["Location"])
        assert b"Waiting for the background worker" in waiting.content
        assert b'hx-trigger="every 1s"' in waiting.content
        run_worker()
    result = run_evaluation_grid.get_result(job_id)
    assert result.status == TaskResultStatus.SUCCESSFUL
    eval_run = EvalRun.objects.get()
    outcome = result.return_value
    assert outcome["eval_run"] == eval_run.pk
    assert outcome["url"] == reverse("evaluation_detail", args=[eval_run.pk])
    assert (outcome["tasks"], outcome["passed"], outcome["failed_cells"]) == (4, 4, 0)
    assert [cell["label"] for cell in outcome["cells"]] == [
        "ref · fake-model · native · base@1",
        "ref · fake-model · prompt · base@1",
    ]
    # Progress went task by task to the end.
    assert progress.read(job_id) == {"done": 4, "total": 4, "note": "", "percent": 100}
    # Stored like a run of the command: same options, the same JSON report, who started it.
    assert eval_run.status == "completed" and eval_run.started_by.username == "keeper"
    assert eval_run.options == {
        "provider": ["ref"],
        "base_url": None,
        "model": [],
        "strategy": ["native", "prompt"],
        "capability": [],
        "repeat": 1,
        "tasks": "core",
        "only": ["en-name", "zh-name"],
        "job": job_id,
    }
    report = as_json(eval_run)
    assert all(set(cell) == CELL_KEYS for cell in report["cells"])
    assert [(r["cell"], r["task"], r["passed"]) for r in report["results"]] == [
        (0, "en-name", True),
        (0, "zh-name", True),
        (1, "en-name", True),
        (1, "zh-name", True),
    ]
    # The job's page says how it went and leads to the report, which shows the run.
    done = staff.get(reverse("job_progress", kwargs={"result_id": job_id}))
    assert b"Done: evaluation" in done.content and b"4 of 4 tasks passed in 2 cells" in done.content
    assert f'href="{outcome["url"]}"'.encode() in done.content
    assert b"every 1s" not in done.content
    detail = staff.get(outcome["url"])
    assert detail.status_code == 200
    assert "ref · fake-model · prompt · base@1" in detail.content.decode()
    assert str(eval_run.pk).encode() in staff.get(reverse("evaluation_list")).content


def test_the_job_records_the_options_the_command_records(staff, monkeypatch):
    """One shared planner: the command's options and the job's differ only by what the page
    adds (the tasks chosen, the job)."""
    monkeypatch.setattr("sys.stderr", io.StringIO())
    with FakeLLMServer(responder=reference_responder(CORE)) as fake:
        ProviderFactory(slug="ref", base_url=fake.base_url, default_strategy="native")
        eval_command("--provider", "ref", "--capability", "base", "--json")
    from_command = EvalRun.objects.get().options
    planned = plan_evaluation(providers=["ref"], capabilities=["base"], only=["en-name"])
    assert {k: v for k, v in planned.options.items() if k != "only"} == from_command


def test_a_cell_that_fails_is_recorded_and_the_page_says_so(staff):
    ProviderFactory(slug="down", name="Down", base_url="http://127.0.0.1:9/v1", max_retries=0)
    with FakeLLMServer(responder=reference_responder(TWO)) as fake:
        ProviderFactory(slug="ref", name="Reference", base_url=fake.base_url)
        job_id = _job_id(_start(staff, providers=["down", "ref"], only="en-name zh-name"))
        run_worker()
    result = run_evaluation_grid.get_result(job_id)
    assert result.status == TaskResultStatus.SUCCESSFUL
    cells = {cell["label"].split(" · ")[0]: cell for cell in result.return_value["cells"]}
    assert cells["ref"]["passed"] == 2 and cells["ref"]["not_run"] == 0
    assert cells["down"]["passed"] == 0 and cells["down"]["not_run"] == 2
    assert cells["down"]["error"].startswith("provider error: ")
    assert result.return_value["failed_cells"] == 1
    page = staff.get(reverse("job_detail", kwargs={"result_id": job_id})).content.decode()
    assert "This cell failed: 2 tasks could not run (provider error: " in page
    assert "2 of 4 tasks passed in 2 cells" in page
    staff.cookies["django_language"] = "zh-hans"
    page = staff.get(reverse("job_detail", kwargs={"result_id": job_id})).content.decode()
    assert "这个单元失败了：2 个任务无法运行" in page


def test_a_job_that_crashes_shows_as_failed_with_its_message(staff):
    ProviderFactory(slug="gone")
    job_id = _job_id(_start(staff, providers=["gone"], only="en-name"))
    Provider.objects.filter(slug="gone").delete()  # before the worker gets to it
    run_worker()
    assert run_evaluation_grid.get_result(job_id).status == TaskResultStatus.FAILED
    page = staff.get(reverse("job_progress", kwargs={"result_id": job_id})).content.decode()
    assert 'data-status="FAILED"' in page
    assert "The evaluation failed: " in page and "Unknown provider &#x27;gone&#x27;" in page
    assert "every 1s" not in page
    assert not EvalRun.objects.exists()


def test_a_task_that_crashes_is_that_tasks_failure_and_the_run_goes_on():
    CapabilityFactory(slug="base")
    with FakeLLMServer(responder=reference_responder(TWO)) as fake:
        ProviderFactory(slug="ref", base_url=fake.base_url, default_strategy="native")

        def guard(before, after, *, sources):
            if "李娜" in sources:
                raise RuntimeError("the guard broke")
            return []

        eval_run = run_evaluation(cells=build_cells(providers=["ref"]), task_set=TWO, guard=guard)
    results = {r.task_id: r for r in EvalResult.objects.filter(cell__eval_run=eval_run)}
    assert eval_run.status == "completed"
    assert results["en-name"].passed
    assert not results["zh-name"].passed
    assert results["zh-name"].reason == "crashed: RuntimeError: the guard broke"


def test_after_three_crashes_in_a_row_the_rest_of_the_cell_is_not_run():
    CapabilityFactory(slug="base")
    four = TaskSet(name="core", folder=CORE.folder, tasks=CORE.tasks[:4])

    def guard(before, after, *, sources):
        raise RuntimeError("the guard broke")

    with FakeLLMServer(responder=reference_responder(four)) as fake:
        ProviderFactory(slug="ref", base_url=fake.base_url, default_strategy="native")
        eval_run = run_evaluation(cells=build_cells(providers=["ref"]), task_set=four, guard=guard)
    reasons = list(
        EvalResult.objects.filter(cell__eval_run=eval_run)
        .order_by("pk")
        .values_list("reason", flat=True)
    )
    assert reasons[:3] == ["crashed: RuntimeError: the guard broke"] * 3
    assert reasons[3] == (
        "not run: 3 tasks in a row crashed (last: crashed: RuntimeError: the guard broke)"
    )


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"providers": ["nope"]}, "Unknown provider nope."),
        ({}, "Choose at least one provider."),
        (
            {"providers": ["ref"], "models": "a b c d e", "strategies": EVERY_STRATEGY},
            "These choices make 15 cells; a run started here has at most 12",
        ),
        ({"providers": ["ref"], "models": "a b c d e f"}, "At most 5 models at a time."),
        ({"providers": ["ref"], "models": "ok; rm -rf /"}, "; is not a model name"),
        ({"providers": ["ref"], "repeat": "0"}, "greater than or equal to 1"),
        ({"providers": ["ref"], "repeat": "21"}, "less than or equal to 20"),
        ({"providers": ["ref"], "repeat": "many"}, "Enter a whole number."),
        ({"providers": ["ref"], "only": "en-name nope"}, "No task &#x27;nope&#x27; in the set"),
        ({"providers": ["ref"], "task_set": "../../etc"}, "Select a valid choice."),
        ({"providers": ["ref"], "strategies": ["fast"]}, "Select a valid choice."),
        ({"providers": ["ref"], "capabilities": ["base@9"]}, "Select a valid choice."),
    ],
)
def test_bad_choices_are_refused_with_a_reason_and_nothing_is_enqueued(staff, fields, message):
    ProviderFactory(slug="ref")
    before = set(Provider.objects.values_list("slug", flat=True))
    response = _start(staff, **fields)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not DBTaskResult.objects.exists()
    assert set(Provider.objects.values_list("slug", flat=True)) == before  # no ad hoc rows
    assert not EvalRun.objects.exists()


def test_people_who_are_not_staff_cannot_start_one(client):
    ProviderFactory(slug="ref")
    data = {"providers": ["ref"], "task_set": "core", "repeat": "1"}
    assert client.post(reverse("evaluation_start"), data).status_code == 302  # to sign in
    client.force_login(UserFactory(username="someone"))
    assert client.post(reverse("evaluation_start"), data).status_code == 403
    assert client.get(reverse("evaluation_list")).status_code == 302  # the admin's sign-in
    assert not DBTaskResult.objects.exists()


def test_a_job_page_is_staff_only_and_the_start_is_a_post(staff, client):
    ProviderFactory(slug="ref")
    job_id = _job_id(_start(staff, providers=["ref"], only="en-name"))
    assert staff.get(reverse("evaluation_start")).status_code == 405
    staff.logout()
    client.force_login(UserFactory(username="someone"))
    assert client.get(reverse("job_detail", kwargs={"result_id": job_id})).status_code == 302


def test_the_form_in_chinese(staff):
    staff.cookies["django_language"] = "zh-hans"
    page = staff.get(reverse("evaluation_list")).content.decode()
    assert "开始评测" in page and "只运行这些任务" in page
    ProviderFactory(slug="ref")
    refused = _start(staff, providers=["ref"], only="nope").content.decode()
    assert "开始评测" in refused
    refused = _start(staff).content.decode()
    assert "请至少选择一个模型服务。" in refused
