"""Fixtures of the web tests: plain static file URLs (no collectstatic manifest needed)."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.utils import translation

PLAIN_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}


@pytest.fixture(autouse=True)
def plain_static_files(settings):
    settings.STORAGES = PLAIN_STORAGES


@pytest.fixture(autouse=True)
def default_language_afterwards():
    """A test client request in Chinese leaves Chinese active in the test's thread
    (LocaleMiddleware activates the reader's language and never deactivates it), and the tests
    after it would render in Chinese."""
    yield
    translation.activate(settings.LANGUAGE_CODE)
