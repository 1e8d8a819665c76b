"""URL routes of the resume pages: dashboard, workspace, editing, revisions, theme."""

from __future__ import annotations

from django.urls import include, path

from resumes import views
from resumes.routes import actions
from resumes.views.ats import ats_page, ats_score

# The entries of one section: /resumes/<id>/edit/<section>/<index>/...
entry_routes = [
    path("", views.entry_save, name="resume_entry_save"),
    *actions(views, "entry", "delete", "move", prefix="resume_"),
]
# One resume: /resumes/<id>/... (the page itself is `resume_detail`, cvsite/urls.py).
resume_routes = [
    *actions(views, "resume", "rename", "duplicate", "delete", "preview"),
    path("theme/", views.theme_set, name="resume_theme"),
    path("themes/", views.theme_gallery, name="resume_theme_gallery"),
    path("revisions/", views.revisions, name="resume_revisions"),
    path("ats/", ats_page, name="resume_ats"),
    path("ats/score/", ats_score, name="resume_ats_score"),
    path("revisions/compare/", views.revision_compare, name="resume_compare"),
    path("revisions/<int:version>/undo/", views.revision_undo, name="resume_undo"),
    path("edit/basics/save/", views.basics_save, name="resume_basics_save"),
    path("edit/<slug:section>/", views.section_editor, name="resume_section"),
    path("edit/<slug:section>/add/", views.entry_add, name="resume_entry_add"),
    path("edit/<slug:section>/<int:index>/", include(entry_routes)),
]

urlpatterns = [
    path("", views.dashboard, name="dashboard"),
    path("resumes/new/", views.resume_create, name="resume_create"),
    path("resumes/<int:resume_id>/", include(resume_routes)),
]
