"""Staff pages of the evaluation and usage statistics, the admin's probe and kept versions,
and the model picker's word: through the Django test client, real database and real HTTP
to the fake provider."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth.models import Permission
from django.urls import reverse
from django.utils import timezone

from agent.evaluation.grid import build_cells
from agent.evaluation.reference import reference_responder
from agent.evaluation.runner import run_evaluation
from agent.evaluation.tasks import TaskSet, load_set
from agent.fakes.obedient import obedient_responder
from agent.fakes.server import FakeLLMServer
from agent.models import EvalResult, Provider, ProviderProbe, RunStatus
from tests.factories import (
    CapabilityFactory,
    LLMCallFactory,
    ProviderFactory,
    RunFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db(transaction=True)

PAGES = ["evaluation_list", "usage_stats"]


@pytest.fixture
def evaluated():
    """An evaluation of two tasks by the reference model, stored."""
    CapabilityFactory(slug="base")
    core = load_set("core")
    tasks = TaskSet(
        name="two",
        folder=core.folder,
        tasks=[t for t in core.tasks if t.id in ("en-name", "zh-ask")],
    )
    with FakeLLMServer(responder=reference_responder(tasks)) as fake:
        ProviderFactory(slug="ref", base_url=fake.base_url, default_strategy="native")
        return run_evaluation(
            cells=build_cells(providers=["ref"], strategies=["native", "prompt"]), task_set=tasks
        )


@pytest.mark.parametrize("name", PAGES)
def test_pages_are_for_staff_only(client, name):
    assert client.get(reverse(name)).status_code == 302
    client.force_login(UserFactory(username="plain"))
    response = client.get(reverse(name))
    assert response.status_code == 302 and "/admin/login/" in response["Location"]


def test_pages_of_an_evaluation_are_for_staff_only(client, evaluated):
    client.force_login(UserFactory(username="plain"))
    result = EvalResult.objects.first()
    for url in (
        reverse("evaluation_detail", args=[evaluated.pk]),
        reverse("evaluation_result", args=[result.pk]),
    ):
        response = client.get(url)
        assert response.status_code == 302 and "/admin/login/" in response["Location"]


def test_evaluation_pages_show_table_chart_and_transcripts(staff, evaluated):
    listing = staff.get(reverse("evaluation_list")).content.decode()
    assert reverse("evaluation_detail", args=[evaluated.pk]) in listing
    page = staff.get(reverse("evaluation_detail", args=[evaluated.pk])).content.decode()
    assert page.count('<g class="point">') == 2  # one point per cell
    assert "ref · fake-model · native · base@1: 100%" in page
    assert "<script" not in page.split('id="eval-chart"')[1].split("</section>")[0]
    result = EvalResult.objects.get(task_id="en-name", cell__strategy="native")
    assert reverse("evaluation_result", args=[result.pk]) in page
    trace = staff.get(reverse("evaluation_result", args=[result.pk])).content.decode()
    assert "Set my name to Ada Lovelace." in trace  # the person's message
    assert "CVEditor" in trace  # the tool step
    assert "LLM calls" in trace and "Ada Lovelace" in trace
    assert staff.get(reverse("evaluation_result", args=[999999])).status_code == 404


def test_usage_page_counts_runs_failures_fallbacks_tokens_and_filters(staff):
    ours = ProviderFactory(slug="ours", name="Ours", model="m-1")
    other = ProviderFactory(slug="other", name="Other", model="m-2")
    now = timezone.now()
    for days, provider, status, code in [
        (0, ours, RunStatus.COMPLETED, ""),
        (1, ours, RunStatus.FAILED, "provider"),
        (1, other, RunStatus.FAILED, "step_limit"),
        (40, ours, RunStatus.COMPLETED, ""),  # outside the default 30 days
    ]:
        run = RunFactory(
            provider=provider, status=status, error_code=code, started_at=now - timedelta(days=days)
        )
        LLMCallFactory(
            run=run,
            conversation=run.conversation,
            provider=provider,
            model=provider.model,
            latency_ms=1000 * (days + 1),
            prompt_tokens=100,
            completion_tokens=10,
            fallbacks=["no_stream: the stream broke"] if code else [],
            created_at=now - timedelta(days=days),
        )
    page = staff.get(reverse("usage_stats")).content.decode()
    totals = page.split('id="usage-totals"')[1].split("</div>\n</div>")[0]
    assert "<strong>3</strong> runs" in totals and "<strong>2</strong> failed" in totals
    assert "<strong>300</strong> / <strong>30</strong>" in totals
    assert page.count("<svg") == 5
    assert (
        "Ours · m-1" in page
        and "<code>step_limit</code>" in page
        and "<code>no_stream</code>" in page
    )
    filtered = staff.get(reverse("usage_stats"), {"provider": "other"}).content.decode()
    assert "<strong>1</strong> runs" in filtered and "Ours · m-1" not in filtered
    wide = staff.get(
        reverse("usage_stats"), {"start": (now - timedelta(days=60)).date().isoformat()}
    )
    assert "<strong>4</strong> runs" in wide.content.decode()
    bad = staff.get(
        reverse("usage_stats"), {"start": "yesterday", "provider": "<b>nope"}
    ).content.decode()
    assert (
        "is not a date like 2026-01-31" in bad and "&lt;b&gt;nope" in bad and "<b>nope" not in bad
    )


def test_usage_leaves_out_evaluation_runs_unless_asked(staff, evaluated):
    assert "<strong>0</strong> runs" in staff.get(reverse("usage_stats")).content.decode()
    page = staff.get(reverse("usage_stats"), {"eval": "1"}).content.decode()
    assert "<strong>4</strong> runs" in page


def _provider_post(fake_url: str) -> dict:
    return {
        "slug": "new-one",
        "name": "New one",
        "base_url": fake_url,
        "model": "fake-model",
        "enabled": "on",
        "api_key_env": "",
        "timeout_seconds": 10,
        "max_retries": 0,
        "default_strategy": "auto",
        "extra_body": "{}",
        "notes": "",
    }


def test_adding_a_provider_probes_it_and_sets_its_flags(staff):
    with FakeLLMServer(responder=obedient_responder, reject_tool_choice_required=True) as fake:
        response = staff.post(
            reverse("admin:agent_provider_add"), _provider_post(fake.base_url), follow=True
        )
    assert response.status_code == 200
    text = response.content.decode()
    assert "Probe: recommended strategy native" in text
    provider = Provider.objects.get(slug="new-one")
    probe = ProviderProbe.objects.get(provider=provider)
    assert probe.word == "native"
    assert provider.learned["native_tools"]["value"] is True  # configured: off (unticked)
    assert provider.learned["tool_choice_required"]["value"] is False
    page = staff.get(reverse("admin:agent_provider_change", args=[provider.pk])).content.decode()
    assert 'id="probe-button"' in page and 'id="probe-report"' in page


def test_the_probe_button(staff):
    with FakeLLMServer(responder=obedient_responder, reject_tools=True) as fake:
        provider = ProviderFactory(slug="button", base_url=fake.base_url)
        url = reverse("admin:agent_provider_probe", args=[provider.pk])
        assert staff.get(url).status_code == 405
        response = staff.post(url, follow=True)
    assert "Probe: recommended strategy prompt" in response.content.decode()
    assert ProviderProbe.objects.get(provider=provider).word == "prompt"


def test_the_probe_button_needs_change_permission(client):
    viewer = UserFactory(username="viewer", is_staff=True)
    viewer.user_permissions.set(Permission.objects.filter(codename="view_provider"))
    client.force_login(viewer)
    provider = ProviderFactory(slug="guarded")
    response = client.post(reverse("admin:agent_provider_probe", args=[provider.pk]))
    assert response.status_code == 403
    assert not ProviderProbe.objects.exists()


def test_the_model_picker_shows_the_probe_in_a_word(staff):
    provider = ProviderFactory(slug="probed", name="Probed model")
    ProviderProbe.objects.create(
        provider=provider, reachable=True, word="prompt", recommended_strategy="prompt"
    )
    page = staff.get(reverse("playground")).content.decode()
    assert f"{provider.name} · tools in text" in page


def test_capability_versions_are_kept_and_shown(staff):
    capability = CapabilityFactory(slug="base")
    assert list(capability.versions.values_list("version", flat=True)) == [capability.version]
    capability.prompt_addendum += "\nBe brief."
    capability.save()
    capability.refresh_from_db()
    assert capability.version == 2
    assert sorted(capability.versions.values_list("version", flat=True)) == [1, 2]
    page = staff.get(
        reverse("admin:agent_capability_change", args=[capability.pk])
    ).content.decode()
    assert 'id="capability-versions"' in page and "--capability base@1 --capability base@2" in page


def test_admin_lists_evaluation_runs_with_a_link_to_the_report(staff, evaluated):
    page = staff.get(reverse("admin:agent_evalrun_changelist")).content.decode()
    assert reverse("evaluation_detail", args=[evaluated.pk]) in page


def test_nav_links_to_the_staff_pages(staff):
    page = staff.get(reverse("playground")).content.decode()
    assert reverse("evaluation_list") in page and reverse("usage_stats") in page
