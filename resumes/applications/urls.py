"""URL routes of the applications pages (namespace `applications`)."""

from __future__ import annotations

from django.urls import include, path

from resumes.applications import views
from resumes.routes import actions

app_name = "applications"

# One application: /applications/<id>/...
application_routes = [
    path("", views.application_detail, name="application_detail"),
    *actions(views, "application", "move", "delete"),
    path("files/<slug:kind>.pdf", views.frozen_file, name="application_file"),
    path("next-step.ics", views.next_step_ics, name="application_ics"),
]

urlpatterns = [
    path("", views.board, name="application_board"),
    *actions(views, "application", "list", "calendar", "outcomes", "new"),
    path("export.csv", views.export_csv, name="application_export"),
    *actions(views, "application", "import"),
    path("<int:application_id>/", include(application_routes)),
]
