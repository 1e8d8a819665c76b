"""What the pages say about the offline model (Django test client, English and Chinese): the
dashboard's word on what it can and cannot do, and the review switch forced on with it."""

from __future__ import annotations

import pytest
from django.urls import reverse

from agent.engine.provider_flags import learned_entry
from agent.models import Conversation, Provider
from tests.factories import ConversationFactory, ProviderFactory, ResumeFactory

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def offline_only(db):
    """A fresh install: no provider but the embedded model."""
    Provider.objects.update(enabled=False)
    return ProviderFactory(slug="local-only", name="SmolLM2", is_local=True)


def chinese(client) -> None:
    client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})


def test_dashboard_says_what_the_offline_model_can_and_cannot_do(signed_in, offline_only):
    page = signed_in.get(reverse("dashboard")).text
    assert 'id="offline-model-note"' in page
    assert "The assistant is running offline" in page
    assert "Add Rust to my skills" in page and "It cannot:" in page
    assert "translate, tailor your resume to a job" in page
    assert "an administrator adds one in the admin under Providers" in page


def test_dashboard_says_it_in_chinese_too(signed_in, offline_only):
    chinese(signed_in)
    page = signed_in.get(reverse("dashboard")).text
    assert "助手正在离线运行" in page
    assert "它不能：" in page and "添加技能 Rust" in page
    assert "管理员可以在后台“Providers”中添加" in page


def test_dashboard_says_nothing_of_it_when_a_provider_answers(signed_in, offline_only):
    ProviderFactory(slug="remote-ready", name="Remote")
    page = signed_in.get(reverse("dashboard")).text
    assert 'id="offline-model-note"' not in page


def test_the_review_switch_is_forced_on_and_cannot_be_turned_off(signed_in, user, offline_only):
    conversation = ConversationFactory(resume=ResumeFactory(owner=user), owner=user)
    url = reverse("resume_detail", args=[conversation.resume_id])
    page = signed_in.get(f"{url}?c={conversation.pk}").text
    assert 'id="review-switch" checked disabled' in page
    assert "Always on with this model: every edit is a proposal." in page
    assert 'name="review_edits"' not in page
    assert "a tiny offline model that does simple things only" in page


def test_picking_a_model_swaps_the_switch_to_follow_it(signed_in, user, offline_only):
    remote = ProviderFactory(slug="remote-picked", name="Remote")
    conversation = ConversationFactory(resume=ResumeFactory(owner=user), owner=user)
    url = reverse("conversation_settings", args=[conversation.pk])
    response = signed_in.post(url, {"provider": "local-only"}, **HX).text
    assert 'id="review-field" hx-swap-oob="true"' in response and "checked disabled" in response
    response = signed_in.post(url, {"provider": remote.slug}, **HX).text
    assert 'name="review_edits" value="on"' in response and "disabled" not in response
    assert Conversation.objects.get(pk=conversation.pk).provider == remote


def test_a_provider_the_probe_found_weak_forces_review_and_says_why(signed_in, user, offline_only):
    weak = ProviderFactory(
        slug="weak-one", name="Weak One", learned=learned_entry("weak_model", True, "probe")
    )
    conversation = ConversationFactory(resume=ResumeFactory(owner=user), owner=user, provider=weak)
    chinese(signed_in)
    url = reverse("resume_detail", args=[conversation.resume_id])
    page = signed_in.get(f"{url}?c={conversation.pk}").text
    assert 'id="review-switch" checked disabled' in page
    assert "探测发现 Weak One 的工具调用能力较弱" in page
    assert "使用此模型时始终开启" in page
