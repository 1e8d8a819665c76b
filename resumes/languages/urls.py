"""URL routes of the glossary and of settling a language version's conflicts."""

from __future__ import annotations

from django.urls import path

from resumes.languages import views

app_name = "languages"

urlpatterns = [
    path("glossary/", views.glossary, name="glossary"),
    path("glossary/<int:term_id>/delete/", views.term_delete, name="term_delete"),
    path("<int:version_id>/settle/", views.conflict_settle, name="settle"),
]
