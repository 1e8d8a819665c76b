"""`manage.py eval_agent` through the whole engine, over real HTTP to the fake provider."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from agent.evaluation.grid import build_cells
from agent.evaluation.reference import reference_responder
from agent.evaluation.runner import run_evaluation
from agent.evaluation.tasks import ReferenceCall, ReferenceStep, TaskSet, load_set
from agent.fakes import Reply
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, EvalCell, EvalResult, EvalRun, LLMCall, Run
from tests.factories import CapabilityFactory, ProviderFactory

pytestmark = pytest.mark.django_db(transaction=True)

CELL_KEYS = {
    "provider",
    "model",
    "strategy",
    "capability",
    "tasks",
    "passed",
    "success_rate",
    "tool_call_validity",
    "latency_p50_s",
    "latency_p95_s",
    "prompt_tokens",
    "completion_tokens",
    "fallbacks",
}
CORE = load_set("core")


def subset(*ids: str) -> TaskSet:
    return TaskSet(name="subset", folder=CORE.folder, tasks=[t for t in CORE.tasks if t.id in ids])


def eval_command(*args: str) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command("eval_agent", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


@pytest.fixture
def base_capability(db):
    return CapabilityFactory(slug="base", name="Resume editor")


def test_core_set_has_every_kind_in_english_and_chinese():
    kinds = {kind for task in CORE.tasks for kind in task.kinds}
    assert len(CORE.tasks) >= 24
    assert {"en", "zh"} == {task.language for task in CORE.tasks}
    assert kinds >= {
        "single_edit", "batch_edit", "read_first", "delete", "reorder", "long_resume",
        "chinese", "ask_human", "no_invention", "no_change",
    }  # fmt: skip


def test_a_model_that_solves_every_task_passes_every_task(base_capability, monkeypatch):
    monkeypatch.setattr("sys.stderr", io.StringIO())
    with FakeLLMServer(responder=reference_responder(CORE)) as fake:
        ProviderFactory(
            slug="ref", base_url=fake.base_url, model="ref-model", default_strategy="native"
        )
        out, _ = eval_command("--provider", "ref", "--json")
        assert fake.pairing_errors() == []
    document = json.loads(out)  # exactly one JSON document on stdout
    assert set(document) == {"cells", "results"}
    [cell] = document["cells"]
    assert set(cell) == CELL_KEYS
    assert (
        cell["provider"] == "ref" and cell["model"] == "ref-model" and cell["strategy"] == "native"
    )
    assert cell["capability"] == "base@1"
    assert cell["tasks"] == len(CORE.tasks) and cell["passed"] == len(CORE.tasks)
    assert cell["success_rate"] == 1.0
    assert set(cell["tool_call_validity"]) == {"as_sent", "repaired", "unreadable"}
    assert (
        cell["tool_call_validity"]["as_sent"] > 0 and cell["tool_call_validity"]["unreadable"] == 0
    )
    assert cell["latency_p50_s"] <= cell["latency_p95_s"]
    assert cell["prompt_tokens"] > 0 and cell["completion_tokens"] > 0
    failed = [r for r in document["results"] if not r["passed"]]
    assert failed == []
    assert all(set(r) == {"cell", "task", "passed", "reason"} for r in document["results"])
    # Stored and linked to the runs and LLM calls it made.
    result = EvalResult.objects.get(task_id="en-name")
    assert Run.objects.filter(conversation=result.conversation).count() == 1
    assert LLMCall.objects.filter(conversation=result.conversation).count() == 2
    assert (
        result.conversation.owner.username == "cvagent-eval"
        and not result.conversation.owner.is_active
    )
    assert EvalRun.objects.get().status == "completed"


def _run_tampered(tamper, *ids: str) -> dict[str, EvalResult]:
    tasks = subset(*ids)
    with FakeLLMServer(responder=reference_responder(tasks, tampered=tamper)) as fake:
        provider = ProviderFactory(
            slug="tampered", base_url=fake.base_url, default_strategy="native"
        )
        eval_run = run_evaluation(cells=build_cells(providers=[provider.slug]), task_set=tasks)
    return {r.task_id: r for r in EvalResult.objects.filter(cell__eval_run=eval_run)}


def test_a_model_that_answers_in_text_only_fails(base_capability):
    def text_only(task_id, step, chosen):
        return ReferenceStep(text="I have updated your resume as you asked.")

    results = _run_tampered(text_only, "en-name", "zh-batch")
    for result in results.values():
        assert not result.passed
        assert result.reason.startswith("text only: the agent made no tool call")
    assert 'basics.name is "Jordan Lee", expected "Ada Lovelace"' in results["en-name"].reason


def test_a_model_that_invents_the_certificate_fails(base_capability):
    def invent(task_id, step, chosen):
        if step == 0:
            value = {
                "name": "AWS Certified Solutions Architect",
                "issuer": "Amazon Web Services",
                "date": "2022-05",
            }
            return ReferenceStep(
                calls=[
                    ReferenceCall(
                        name="CVEditor",
                        arguments={"path": "certificates", "action": "add", "value": value},
                    )
                ]
            )
        return ReferenceStep(text="Added your certificate.")

    result = _run_tampered(invent, "en-invent")["en-invent"]
    assert not result.passed
    assert "guard: invented organisation 'Amazon Web Services'" in result.reason
    assert "guard: invented date '2022-05'" in result.reason
    assert "must not be there" in result.reason


def test_a_model_that_edits_the_wrong_path_fails(base_capability):
    def also_the_label(task_id, step, chosen):
        if step == 0:
            extra = ReferenceCall(
                name="CVEditor",
                arguments={"path": "basics.label", "action": "update", "value": "Countess"},
            )
            return ReferenceStep(calls=[*chosen.calls, extra])
        return chosen

    result = _run_tampered(also_the_label, "en-name")["en-name"]
    assert not result.passed
    assert result.reason == "edited paths not asked for: basics.label"


def test_a_provider_that_is_down_gives_failures_with_reasons(base_capability, monkeypatch):
    monkeypatch.setattr("sys.stderr", io.StringIO())
    out, _ = eval_command("--base-url", "http://127.0.0.1:9/v1", "--model", "nothing-here")
    assert "0/30" in out and "Failed tasks (30)" in out
    results = list(EvalResult.objects.order_by("pk"))
    assert all(not r.passed for r in results)
    assert results[0].reason.startswith("provider error: ")
    assert "127.0.0.1:9" in results[0].reason
    assert results[3].reason.startswith("not run: the provider failed 3 tasks in a row")


def test_a_staff_task_set_from_a_configured_folder(base_capability, settings, tmp_path):
    """Staff add a set as a folder of YAML files; the progress bar goes to stderr."""
    core = Path(CORE.folder)
    mine = tmp_path / "mine"
    (mine / "documents").mkdir(parents=True)
    (mine / "documents" / "simple_en.yaml").write_text(
        (core / "documents/simple_en.yaml").read_text()
    )
    (mine / "name.yaml").write_text((core / "en-01-name.yaml").read_text())
    settings.CVAGENT = {**settings.CVAGENT, "EVAL_TASK_DIRS": [str(tmp_path)]}
    with FakeLLMServer(responder=reference_responder(load_set("mine"))) as fake:
        ProviderFactory(slug="ref", base_url=fake.base_url, default_strategy="native")
        out, err = eval_command("--provider", "ref", "--tasks", "mine", "--strategy", "native")
    assert "[##############################] 1/1 done" in err
    header, _, row = out.splitlines()[:3]
    assert header.split()[:5] == ["#", "provider", "model", "strategy", "capability"]
    assert row.split()[:6] == ["0", "ref", "fake-model", "native", "base@1", "1/1"]
    assert EvalRun.objects.get().task_set == "mine"


def test_capability_versions_side_by_side_with_noise(monkeypatch):
    monkeypatch.setattr("sys.stderr", io.StringIO())
    capability = CapabilityFactory(slug="tuned", prompt_addendum="Be brief.")
    capability.prompt_addendum = "Be very brief."
    capability.save()
    assert Capability.objects.get(slug="tuned").version == 2
    tasks = subset("en-name", "en-ask")
    with FakeLLMServer(responder=reference_responder(tasks)) as fake:
        ProviderFactory(slug="ref", base_url=fake.base_url, default_strategy="native")
        eval_run = run_evaluation(
            cells=build_cells(providers=["ref"], capabilities=["tuned@1", "tuned@2"]),
            task_set=tasks,
            repeat=2,
        )
    cells = list(EvalCell.objects.filter(eval_run=eval_run).order_by("position"))
    assert [c.capability_label for c in cells] == ["tuned@1", "tuned@2"]
    assert [c.repeat_rates for c in cells] == [[1.0, 1.0], [1.0, 1.0]]
    # The old version ran from its kept snapshot, the runs record the version they used.
    old_runs = Run.objects.filter(conversation__eval_result__cell=cells[0])
    assert {run.capability_version for run in old_runs} == {1}
    assert {run.capability.prompt_addendum for run in old_runs} == {"Be brief."}
    from agent.evaluation.report import table_lines

    text = "\n".join(table_lines(eval_run))
    assert "tuned@1 100% -> tuned@2 100%: +0%, within the run-to-run noise (noise 0%)" in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--provider", "nope"], "Unknown provider 'nope'"),
        (["--tasks", "nope"], "No task set 'nope'"),
        (["--capability", "base@9"], "base@9 is not kept"),
        (["--capability", "base@x"], "must be a positive number"),
        (["--base-url", "http://127.0.0.1:9/v1"], "--base-url needs --model"),
        (["--repeat", "0"], "--repeat takes a number from 1 to 20"),
    ],
)
def test_usage_errors_run_nothing(base_capability, args, message):
    ProviderFactory(slug="ref")
    with pytest.raises(CommandError, match=message.replace("[", r"\[")) as raised:
        eval_command(*args)
    assert raised.value.returncode == 2
    assert not EvalRun.objects.exists()


def test_a_weak_provider_passes_the_simple_tasks_by_rule_and_nothing_else_changes(
    base_capability, monkeypatch
):
    """A provider the probe marked weak gets guarded turns: the simple edits are made without
    it (and accepted, as the person would), questions answered from the resume; a model that
    only says "Noted." gets the rest wrong without touching the resume."""
    from agent.engine.provider_flags import learned_entry

    monkeypatch.setattr("sys.stderr", io.StringIO())
    with FakeLLMServer(responder=lambda body: Reply(content="Noted.")) as fake:
        ProviderFactory(
            slug="weak",
            base_url=fake.base_url,
            learned=learned_entry("weak_model", True, "probe: weak at tool calls"),
        )
        out, _ = eval_command("--provider", "weak", "--json")
    results = json.loads(out)["results"]
    passed = {r["task"] for r in results if r["passed"]}
    simple = {"en-name", "en-email", "en-add-skill", "en-summary", "en-batch", "en-delete-skill"}
    simple |= {"zh-name", "zh-batch", "zh-delete", "zh-summary", "en-nothing", "zh-nothing"}
    assert simple <= passed
    # What needs a model fails, and says so: it made no edit at all.
    assert all("text only" in r["reason"] or r["passed"] for r in results if "ask" in r["task"])
