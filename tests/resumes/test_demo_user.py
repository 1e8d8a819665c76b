"""`manage.py create_demo_user`: the account the run command prints, with a resume to try."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth import authenticate
from django.core.management import call_command

from resumes.models import Resume

pytestmark = pytest.mark.django_db


def run(**options) -> str:
    out = io.StringIO()
    call_command("create_demo_user", stdout=out, **options)
    return out.getvalue()


def test_demo_account_is_created_with_a_resume_and_its_credentials_printed():
    printed = run(url="http://127.0.0.1:8011/")
    assert "username 'demo', password 'demo-cv-agent'" in printed
    assert "Open http://127.0.0.1:8011/ and sign in." in printed
    user = authenticate(username="demo", password="demo-cv-agent")
    assert user is not None
    assert Resume.objects.filter(owner=user).count() == 1


def test_second_run_keeps_the_account_and_a_changed_password():
    run()
    user = authenticate(username="demo", password="demo-cv-agent")
    user.set_password("mine-now-123")
    user.save()
    printed = run()
    assert "already exists" in printed
    assert authenticate(username="demo", password="mine-now-123") is not None
    assert Resume.objects.filter(owner=user).count() == 1
