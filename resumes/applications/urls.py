"""URL routes of the applications pages (namespace `applications`)."""

from __future__ import annotations

from django.urls import path

from resumes.applications import views

app_name = "applications"

urlpatterns = [
    path("", views.board, name="application_board"),
    path("list/", views.application_list, name="application_list"),
    path("calendar/", views.calendar_view, name="application_calendar"),
    path("outcomes/", views.outcomes_view, name="application_outcomes"),
    path("new/", views.application_new, name="application_new"),
    path("export.csv", views.export_csv, name="application_export"),
    path("import/", views.import_csv, name="application_import"),
    path("<int:application_id>/", views.application_detail, name="application_detail"),
    path("<int:application_id>/move/", views.move, name="application_move"),
    path("<int:application_id>/delete/", views.application_delete, name="application_delete"),
    path("<int:application_id>/files/<slug:kind>.pdf", views.frozen_file, name="application_file"),
    path("<int:application_id>/next-step.ics", views.next_step_ics, name="application_ics"),
]
