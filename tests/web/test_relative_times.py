"""Relative times say "just now" under a minute, in English and Chinese, wherever they show."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import timezone, translation

from cvsite.when import ago
from resumes import services

pytestmark = pytest.mark.django_db


def test_ago_says_just_now_under_a_minute_then_counts():
    now = timezone.now()

    def said(value):
        return ago(value, now).replace("\xa0", " ")  # timesince keeps numbers with their units

    with translation.override("en"):
        assert said(now) == "just now"
        assert said(now - timedelta(seconds=59)) == "just now"
        assert said(now + timedelta(seconds=5)) == "just now"  # a clock a little ahead
        assert said(now - timedelta(minutes=5)) == "5 minutes ago"
        assert said(now - timedelta(days=1, hours=2)) == "1 day, 2 hours ago"
    with translation.override("zh-hans"):
        assert said(now) == "刚刚"
        assert said(now - timedelta(minutes=5)) == "5 分钟前"
    assert ago(None) == ""


def test_dashboard_history_and_chat_say_just_now(client, user):
    client.force_login(user)
    resume = services.resume_create(owner=user, title="Fresh", starter=True)
    services.resume_rename(resume=resume, title="Fresher")
    dashboard = client.get(reverse("dashboard")).text
    assert "edited just now" in dashboard
    page = client.get(reverse("resume_detail", args=[resume.pk])).text
    assert "saved just now" in page  # the preview's status line
    assert "just now</time>" in page  # the history
    assert "· just now" in page  # the conversation menu
    assert "0 minutes" not in dashboard + page


def test_just_now_in_chinese(client, user):
    client.force_login(user)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    resume = services.resume_create(owner=user, title="新简历", starter=True)
    dashboard = client.get(reverse("dashboard")).text
    assert "刚刚编辑" in dashboard
    page = client.get(reverse("resume_detail", args=[resume.pk])).text
    assert "刚刚保存" in page
    assert "0 分钟" not in dashboard + page
