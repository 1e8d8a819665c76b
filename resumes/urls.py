"""URL routes of the resume pages: dashboard, workspace, editing, revisions, theme."""

from __future__ import annotations

from django.urls import path

from resumes import views
from resumes.views.ats import ats_page, ats_score

urlpatterns = [
    path("", views.dashboard, name="dashboard"),
    path("resumes/new/", views.resume_create, name="resume_create"),
    path("resumes/<int:resume_id>/rename/", views.resume_rename, name="resume_rename"),
    path("resumes/<int:resume_id>/duplicate/", views.resume_duplicate, name="resume_duplicate"),
    path("resumes/<int:resume_id>/delete/", views.resume_delete, name="resume_delete"),
    path("resumes/<int:resume_id>/preview/", views.resume_preview, name="resume_preview"),
    path("resumes/<int:resume_id>/theme/", views.theme_set, name="resume_theme"),
    path("resumes/<int:resume_id>/themes/", views.theme_gallery, name="resume_theme_gallery"),
    path("resumes/<int:resume_id>/revisions/", views.revisions, name="resume_revisions"),
    path("resumes/<int:resume_id>/ats/", ats_page, name="resume_ats"),
    path("resumes/<int:resume_id>/ats/score/", ats_score, name="resume_ats_score"),
    path(
        "resumes/<int:resume_id>/revisions/compare/",
        views.revision_compare,
        name="resume_compare",
    ),
    path(
        "resumes/<int:resume_id>/revisions/<int:version>/undo/",
        views.revision_undo,
        name="resume_undo",
    ),
    path("resumes/<int:resume_id>/edit/basics/save/", views.basics_save, name="resume_basics_save"),
    path(
        "resumes/<int:resume_id>/edit/<slug:section>/",
        views.section_editor,
        name="resume_section",
    ),
    path(
        "resumes/<int:resume_id>/edit/<slug:section>/add/",
        views.entry_add,
        name="resume_entry_add",
    ),
    path(
        "resumes/<int:resume_id>/edit/<slug:section>/<int:index>/",
        views.entry_save,
        name="resume_entry_save",
    ),
    path(
        "resumes/<int:resume_id>/edit/<slug:section>/<int:index>/delete/",
        views.entry_delete,
        name="resume_entry_delete",
    ),
    path(
        "resumes/<int:resume_id>/edit/<slug:section>/<int:index>/move/",
        views.entry_move,
        name="resume_entry_move",
    ),
]
