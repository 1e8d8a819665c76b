"""Fixtures of the web tests: plain static file URLs (no collectstatic manifest needed)."""

from __future__ import annotations

import pytest

PLAIN_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}


@pytest.fixture(autouse=True)
def plain_static_files(settings):
    settings.STORAGES = PLAIN_STORAGES


# The Chromium tests' live server and browser (tests/web/browser.py), for every module here.
from tests.web.browser import browser, live_server_url  # noqa: E402, F401

# The staff person with every kind of page, for the page walk and the ordinary-use test
# (tests/web/pages_world.py).
from tests.web.pages_world import pages_fake, world  # noqa: E402, F401
