"""URL routes of the job postings pages (namespace `jobs`)."""

from __future__ import annotations

from django.urls import path

from resumes.postings import views

app_name = "jobs"

urlpatterns = [
    path("", views.posting_list, name="posting_list"),
    path("<int:posting_id>/", views.posting_detail, name="posting_detail"),
    path("<int:posting_id>/export/", views.posting_export, name="posting_export"),
    path("<int:posting_id>/delete/", views.posting_delete, name="posting_delete"),
    path("match/<int:resume_id>/", views.match_panel, name="match_panel"),
    path("versions/<int:version_id>/", views.version_diff, name="version_diff"),
    path("versions/<int:version_id>/pushdown/", views.pushdown_apply, name="pushdown"),
]
