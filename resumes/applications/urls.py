"""URL routes of the applications pages (namespace `applications`)."""

from __future__ import annotations

from django.urls import path

from resumes.applications import views

app_name = "applications"

urlpatterns = [
    path("", views.board, name="board"),
    path("list/", views.application_list, name="list"),
    path("calendar/", views.calendar_view, name="calendar"),
    path("outcomes/", views.outcomes_view, name="outcomes"),
    path("new/", views.application_new, name="new"),
    path("export.csv", views.export_csv, name="export"),
    path("import/", views.import_csv, name="import"),
    path("<int:application_id>/", views.application_detail, name="detail"),
    path("<int:application_id>/move/", views.move, name="move"),
    path("<int:application_id>/delete/", views.application_delete, name="delete"),
    path("<int:application_id>/files/<slug:kind>.pdf", views.frozen_file, name="file"),
    path("<int:application_id>/next-step.ics", views.next_step_ics, name="ics"),
]
