"""An evaluation started from the staff page in a real Chromium: the form, the job's page
waiting for the worker, its progress task by task while the real `manage.py db_worker` runs
it against the HTTP fake provider, then the link to the report, in English and Chinese."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from agent.evaluation.reference import reference_responder
from agent.evaluation.tasks import TaskSet, load_set
from agent.fakes.server import FakeLLMServer
from agent.models import EvalRun
from tests.factories import CapabilityFactory, ProviderFactory, UserFactory
from tests.processes import ROOT, child_env
from tests.web.browser import PASSWORD, sign_in, watched_page
from tests.web.browser import shot as _shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def staff_page(browser, live_server_url) -> Iterator[tuple[Any, Any]]:
    UserFactory(username="grace", password=PASSWORD, is_staff=True)
    context, page, watch = watched_page(browser, live_server_url)
    sign_in(page, "grace")
    yield page, watch
    context.close()
    watch.assert_clean("the evaluation pages")


def _worker() -> subprocess.Popen:
    """The real worker, in its own process, until the queue is empty."""
    return subprocess.Popen(
        [sys.executable, "manage.py", "db_worker", "--batch", "--no-startup-delay"],
        cwd=ROOT,
        env=child_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_staff_start_an_evaluation_and_follow_it_to_the_report(staff_page):
    CapabilityFactory(slug="base")
    core = load_set("core")
    two = TaskSet(
        name="core",
        folder=core.folder,
        tasks=[task for task in core.tasks if task.id in ("en-name", "zh-name")],
    )
    chinese = next(task for task in two.tasks if task.id == "zh-name").first_text
    reference = reference_responder(two)
    # The second task waits until the test has seen the page show the first one done.
    gate = threading.Event()

    def gated(body: dict[str, Any]) -> Any:
        if any(chinese in str(m.get("content")) for m in body.get("messages") or []):
            gate.wait(60)
        return reference(body)

    page, watch = staff_page
    with FakeLLMServer(responder=gated) as fake:
        ProviderFactory(slug="ref", name="Reference", base_url=fake.base_url)
        page.goto("/")
        page.click(".topnav >> text=Evaluation")
        page.wait_for_selector("#eval-start-form")
        # A mistake first: a task the set does not have. Nothing starts; the page says why.
        page.check("input[name=providers][value=ref]")
        page.fill("input[name=only]", "en-name zh-nope")
        page.click("#eval-start-button")
        page.wait_for_selector("#field-only .errorlist >> text=No task 'zh-nope' in the set")
        refused = watch.take()  # the form comes back with a 400, and the browser says so
        assert refused and all("400" in problem for problem in refused), refused
        page.check("input[name=strategies][value=native]")
        page.fill("input[name=only]", "en-name zh-name")
        _shot(page, "evaluation-start")
        page.click("#eval-start-button")
        page.wait_for_selector("#job-progress[data-status=READY]")
        assert "Waiting for the background worker" in page.inner_text("#job-progress")
        worker = _worker()
        try:
            # The page asks every second by itself: no reload.
            page.wait_for_selector("#job-progress[data-status=RUNNING] >> text=1 of 2 tasks run")
            note = page.inner_text("#job-note")
            assert note == "Now: ref · fake-model · native · base@1 · zh-name (2/2)"
            _shot(page, "evaluation-job-running")
            gate.set()
            page.wait_for_selector("#job-progress[data-status=SUCCESSFUL]")
        finally:
            gate.set()
            _, errors = worker.communicate(timeout=120)
        assert worker.returncode == 0, errors[-2000:]
    eval_run = EvalRun.objects.get()
    text = page.inner_text("#job-progress")
    assert f"Done: evaluation {eval_run.pk}, 2 of 2 tasks passed in 1 cell." in text
    assert "ref · fake-model · native · base@1: 2/2" in text
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    assert f"完成：评测 {eval_run.pk}，1 个单元中通过了 2 / 2 个任务。" in page.inner_text(
        "#job-progress"
    )
    page.click("#eval-report-link")
    page.wait_for_selector("#eval-cells")
    assert page.url.endswith(f"/staff/evaluation/{eval_run.pk}/")
    assert page.locator("#eval-results tbody tr").count() == 2
