"""WSGI entry point (management tooling only; the app is served over ASGI by Daphne)."""

from __future__ import annotations

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
application = get_wsgi_application()
