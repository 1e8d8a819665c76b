"""The sign-in throttle across processes: with REDIS_URL set, its counters live in Redis."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

COUNT_FAILURES_ELSEWHERE = """
import django
django.setup()
from django.conf import settings
from cvsite import signin
assert settings.CACHES["default"]["BACKEND"].endswith("RedisCache"), settings.CACHES
for _ in range(signin.MAX_FAILED_SIGN_INS):
    signin.record_failed_sign_in("alice", "127.0.0.1")
"""


def test_failures_counted_by_another_process_lock_the_sign_in_here(
    client, user, redis_url, settings
):
    """Five failures seen by another Daphne process (here: a separate Python process with
    the production settings and REDIS_URL) refuse the right password in this one."""
    env = {**os.environ, "REDIS_URL": redis_url, "DJANGO_SETTINGS_MODULE": "cvsite.settings"}
    subprocess.run(
        [sys.executable, "-c", COUNT_FAILURES_ELSEWHERE],
        env=env,
        cwd=settings.BASE_DIR,
        check=True,
        timeout=60,
    )
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": redis_url,
            "KEY_PREFIX": "cvagent",
        }
    }
    response = client.post(
        reverse("login"), {"username": "alice", "password": "correct-horse-battery"}
    )
    assert "Too many failed sign-ins" in response.text
    assert "_auth_user_id" not in client.session
