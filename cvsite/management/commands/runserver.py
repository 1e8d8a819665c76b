"""`manage.py runserver`: Django's development server on Daphne, so the chat's WebSockets work.

It is Daphne's own `runserver` (the ASGI application of `ASGI_APPLICATION`, static files from
the apps' folders). It lives here, in the first app of `INSTALLED_APPS`, so that it takes the
command's name from `django.contrib.staticfiles` and WhiteNoise; Daphne's app is not installed:
importing Daphne loads Twisted and installs its reactor, which only the server wants, and this
module is imported only when `runserver` runs (`manage.py serve` starts Daphne itself).
"""

from __future__ import annotations

from daphne.management.commands.runserver import Command as DaphneRunserver


class Command(DaphneRunserver):
    pass
