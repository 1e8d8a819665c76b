"""Capability names and descriptions per interface language: seeded in Chinese, edited in the
admin, shown in the assistant picker in the reader's language (English as the fallback)."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import translation

from agent.models import Capability
from tests.agent.admin.test_admin import capability_form, change_url
from tests.factories import CapabilityFactory, ConversationFactory

pytestmark = pytest.mark.django_db


def test_the_three_seeded_capabilities_have_chinese_names():
    names = {
        capability.slug: capability.display_name("zh-hans")
        for capability in Capability.objects.filter(slug__in=["base", "advanced", "optimizer"])
    }
    assert names == {"base": "简历编辑", "advanced": "STAR 改写", "optimizer": "岗位优化"}
    base = Capability.objects.get(slug="base")
    assert base.display_name("en") == base.name == "Resume editor"
    assert "通用简历编辑" in base.display_description("zh-hans")


def test_display_name_follows_the_active_language_and_falls_back_to_english():
    capability = CapabilityFactory(name="Cover letters", translations={"zh-hans": {"name": " "}})
    with translation.override("zh-hans"):
        assert capability.display_name() == "Cover letters"  # blank: the English name
    capability.translations = {"zh-hans": {"name": "求职信"}}
    with translation.override("zh-hans"):
        assert capability.display_name() == "求职信"
        assert capability.display_description() == capability.description
    with translation.override("en"):
        assert capability.display_name() == "Cover letters"
    capability.translations = ["not", "a", "dict"]
    assert capability.display_name("zh-hans") == "Cover letters"


def test_staff_edit_the_chinese_name_in_the_admin(staff):
    capability = CapabilityFactory(tools=["CVReader"], translations={"de": {"name": "Kept"}})
    page = staff.get(change_url(capability)).content.decode()
    assert 'name="name_zh_hans"' in page and 'name="description_zh_hans"' in page
    response = staff.post(
        change_url(capability),
        capability_form(capability, name_zh_hans=" 求职信 ", description_zh_hans="写一封求职信。"),
    )
    assert response.status_code == 302
    capability.refresh_from_db()
    assert capability.translations == {
        "de": {"name": "Kept"},
        "zh-hans": {"name": "求职信", "description": "写一封求职信。"},
    }
    assert capability.version == 2  # runs record the version they used
    # Emptied again: the Chinese interface falls back to the English name.
    staff.post(change_url(capability), capability_form(capability))
    capability.refresh_from_db()
    assert capability.translations == {"de": {"name": "Kept"}}


def test_assistant_picker_speaks_the_readers_language(client, user):
    conversation = ConversationFactory(owner=user, resume__owner=user)
    client.force_login(user)
    url = reverse("resume_detail", args=[conversation.resume_id])
    assert ">Resume editor</option>" in client.get(url).text
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    page = client.get(url).text
    assert ">简历编辑</option>" in page
    assert ">Resume editor</option>" not in page
