"""URL routes (filled in by the app that owns them)."""

from __future__ import annotations

urlpatterns: list = []
