"""The app's URLs plus one view that fails, for the 500 page tests."""

from __future__ import annotations

from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse
from django.urls import path

from cvsite.urls import handler500
from cvsite.urls import urlpatterns as app_urlpatterns

__all__ = ["handler500", "urlpatterns"]


def broken(request: HttpRequest) -> HttpResponse:
    raise DatabaseError("the database is down")


urlpatterns = [path("broken/", broken), *app_urlpatterns]
