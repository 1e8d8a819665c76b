"""URL routes of the downloads, in the `io` namespace (cvsite/urls.py gathers it)."""

from __future__ import annotations

from django.urls import path

from resumes.exporting import views

urlpatterns = [
    path("resumes/<int:resume_id>/export/<slug:fmt>/", views.export, name="export"),
    path("resumes/<int:resume_id>/fit/<int:pages>/", views.fit_page, name="fit"),
]
