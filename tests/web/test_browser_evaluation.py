"""The evaluation's staff pages, the usage page and the admin's Probe button in a real
Chromium (Debian's, through Playwright) against a live Daphne and the HTTP fake provider."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from agent.fakes.obedient import obedient_responder
from agent.fakes.server import FakeLLMServer
from agent.models import Provider, ProviderProbe
from tests.factories import ProviderFactory, UserFactory
from tests.web.browser import PASSWORD, signed_in_page, small_evaluation

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def staff_page(browser, live_server_url) -> Iterator[Any]:
    UserFactory(username="grace", password=PASSWORD, is_staff=True, is_superuser=True)
    context, page = signed_in_page(browser, live_server_url, "grace")
    yield page
    context.close()


def test_from_the_playground_to_an_evaluation_and_a_task_transcript(staff_page):
    eval_run = small_evaluation()
    page = staff_page
    page.goto("/chat/playground/")
    page.click(".topnav >> text=Evaluation")
    page.wait_for_selector("h1 >> text=Evaluation")
    page.click(f"#eval-runs >> text={eval_run.pk}")
    page.wait_for_selector("#eval-cells")
    assert page.locator("#eval-cells tbody tr").count() == 2
    assert page.locator("#eval-chart svg g.point").count() == 2
    # Hovering a point names its cell (the SVG <title>).
    assert "ref · fake-model · native · base@1" in page.inner_html("#eval-chart svg")
    assert page.locator("#eval-results tbody tr").count() == 4
    page.click("#eval-results >> text=zh-name >> nth=0")
    page.wait_for_selector("#eval-verdict >> text=Passed")
    page.wait_for_selector(".msg-user >> text=把我的名字改成李娜。")
    page.wait_for_selector(".step-tool .words >> text=Changed your name")
    assert "李娜" in page.inner_text("#llm-calls")


def test_usage_page_filters_and_charts(staff_page):
    small_evaluation()
    page = staff_page
    page.goto("/")
    page.click(".topnav >> text=Usage")
    page.wait_for_selector("#usage-totals")
    assert "0 runs" in page.inner_text("#usage-totals")
    page.check("input[name=eval]")
    page.click("#usage-filters button[type=submit]")
    page.wait_for_url("**eval=1**")
    assert "4 runs" in page.inner_text("#usage-totals")
    assert page.locator(".chart-box svg").count() == 5
    assert page.locator("#chart-runs svg rect[fill]").count() >= 1
    page.select_option("select[name=provider]", "ref")
    page.fill("input[name=start]", "2020-01-01")
    page.click("#usage-filters button[type=submit]")
    page.wait_for_selector(".alert-warn >> text=At most 366 days")


def test_probe_button_in_the_admin_and_the_word_in_the_model_picker(staff_page):
    page = staff_page
    with FakeLLMServer(responder=obedient_responder, reject_tools=True) as fake:
        provider = ProviderFactory(slug="probe-me", name="Probe me", base_url=fake.base_url)
        page.goto(f"/admin/agent/provider/{provider.pk}/change/")
        page.click("#probe-button")
        page.wait_for_selector(".messagelist >> text=Probe: recommended strategy prompt")
    assert ProviderProbe.objects.get(provider=provider).word == "prompt"
    assert page.locator("#probe-report").count() == 1
    assert Provider.objects.get(pk=provider.pk).learned["native_tools"]["value"] is False
    page.goto("/chat/playground/")
    options = page.inner_text("select[name=provider]")
    assert "Probe me · tools in text" in options


def test_staff_pages_in_chinese(staff_page):
    page = staff_page
    page.goto("/staff/usage/")
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    page.wait_for_selector("h1 >> text=用量")
    assert "评测" in page.inner_text(".topnav")
    page.goto("/staff/evaluation/")
    page.wait_for_selector("h1 >> text=评测")
