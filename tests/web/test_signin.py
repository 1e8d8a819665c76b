"""One sign-in throttle for every sign-in form (the app's and the admin's), keyed on the
account and the client address; the address comes from X-Forwarded-For only behind a proxy."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

RIGHT = "correct-horse-battery"
THROTTLED = "Too many failed sign-ins"


@pytest.fixture(autouse=True)
def fresh_counters():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def staff():
    return UserFactory(username="root", is_staff=True, is_superuser=True)


def _app_sign_in(client: Client, username: str, password: str, **headers):
    return client.post(reverse("login"), {"username": username, "password": password}, **headers)


def _admin_sign_in(client: Client, username: str, password: str, **headers):
    return client.post(
        reverse("admin:login"), {"username": username, "password": password}, **headers
    )


def test_admin_sign_in_is_throttled_after_five_failures(staff):
    client = Client()
    for _ in range(5):
        assert "Please enter the correct username" in _admin_sign_in(client, "root", "x").text
    response = _admin_sign_in(client, "root", RIGHT)
    assert THROTTLED in response.text
    assert "_auth_user_id" not in client.session
    assert client.get(reverse("admin:index")).status_code == 302  # still signed out


def test_failures_on_either_form_count_for_both(staff):
    client = Client()
    for _ in range(3):
        _app_sign_in(client, "root", "wrong")
    for _ in range(2):
        _admin_sign_in(client, "root", "wrong")
    assert THROTTLED in _app_sign_in(client, "root", RIGHT).text
    assert THROTTLED in _admin_sign_in(client, "root", RIGHT).text
    assert "_auth_user_id" not in client.session


def test_the_lockout_is_per_account_and_address(staff):
    UserFactory(username="alice")
    client = Client()
    for _ in range(5):
        _admin_sign_in(client, "root", "wrong")
    # Another account from the same address, and the same account from another address.
    response = _app_sign_in(Client(), "alice", RIGHT)
    assert response.status_code == 302
    response = _admin_sign_in(Client(REMOTE_ADDR="10.9.8.7"), "root", RIGHT)
    assert response.status_code == 302


def test_a_success_clears_the_count(staff):
    client = Client()
    for _ in range(4):
        _admin_sign_in(client, "root", "wrong")
    assert _admin_sign_in(client, "root", RIGHT).status_code == 302
    client = Client()
    for _ in range(4):
        _admin_sign_in(client, "root", "wrong")
    assert _admin_sign_in(client, "root", RIGHT).status_code == 302


def test_forwarded_header_is_ignored_without_a_trusted_proxy(staff, settings):
    settings.BEHIND_PROXY = False
    for attempt in range(5):
        _admin_sign_in(Client(), "root", "wrong", HTTP_X_FORWARDED_FOR=f"10.0.0.{attempt}")
    # A new forged address each time does not escape the lockout of the real one.
    response = _admin_sign_in(Client(), "root", RIGHT, HTTP_X_FORWARDED_FOR="10.0.0.99")
    assert THROTTLED in response.text


def test_behind_a_proxy_the_address_it_saw_counts(staff, settings):
    settings.BEHIND_PROXY = True
    # The proxy appends the address it saw; what comes before is the client's own invention.
    for attempt in range(5):
        forwarded = f"192.0.2.{attempt}, 203.0.113.5"
        _app_sign_in(Client(), "root", "wrong", HTTP_X_FORWARDED_FOR=forwarded)
    locked = _admin_sign_in(Client(), "root", RIGHT, HTTP_X_FORWARDED_FOR="1.1.1.1, 203.0.113.5")
    assert THROTTLED in locked.text
    # Another client behind the same proxy (same REMOTE_ADDR) is not locked out.
    other = _app_sign_in(Client(), "root", RIGHT, HTTP_X_FORWARDED_FOR="203.0.113.77")
    assert other.status_code == 302


def test_sign_up_signs_in_through_the_throttled_backend(client):
    response = client.post(
        reverse("signup"),
        {"username": "newbie", "password1": "a-long-phrase!", "password2": "a-long-phrase!"},
    )
    assert response.status_code == 302
    assert client.get(reverse("dashboard")).status_code == 200
