"""URL routes of the job postings pages (namespace `jobs`)."""

from __future__ import annotations

from django.urls import include, path

from resumes.postings import views
from resumes.routes import actions

app_name = "jobs"

# One posting: /jobs/<id>/...
posting_routes = [
    path("", views.posting_detail, name="posting_detail"),
    *actions(views, "posting", "export", "delete"),
]

urlpatterns = [
    path("", views.posting_list, name="posting_list"),
    path("<int:posting_id>/", include(posting_routes)),
    path("match/<int:resume_id>/", views.match_panel, name="match_panel"),
    path("versions/<int:version_id>/", views.version_diff, name="version_diff"),
    path("versions/<int:version_id>/pushdown/", views.pushdown_apply, name="pushdown"),
]
