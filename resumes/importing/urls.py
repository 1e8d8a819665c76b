"""URL routes of the import from the browser, in the `io` namespace (cvsite/urls.py gathers
it). The model's correction of an import has its pages with the other background tasks
(`import_job`, agent/web/urls.py)."""

from __future__ import annotations

from django.urls import include, path

from resumes.importing import unplaced, views

urlpatterns = [
    path("resumes/import/", views.import_page, name="import"),
    path(
        "resumes/<int:resume_id>/import/",
        include(
            [
                path("original/", views.import_original, name="import_original"),
                path("unplaced/", unplaced.act, name="import_unplaced"),
            ]
        ),
    ),
]
