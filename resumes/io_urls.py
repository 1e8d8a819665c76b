"""URL routes for resumes in and out: import, export, share links and the public share page."""

from __future__ import annotations

from django.urls import path

from resumes import import_unplaced, import_views, io_views

app_name = "io"

urlpatterns = [
    path("resumes/import/", import_views.import_page, name="import"),
    path(
        "resumes/<int:resume_id>/import/original/",
        import_views.import_original,
        name="import_original",
    ),
    path(
        "resumes/<int:resume_id>/import/unplaced/",
        import_unplaced.act,
        name="import_unplaced",
    ),
    path("resumes/<int:resume_id>/export/<slug:fmt>/", io_views.export, name="export"),
    path("resumes/<int:resume_id>/fit/<int:pages>/", io_views.fit_page, name="fit"),
    path("resumes/<int:resume_id>/share/", io_views.share_list, name="share_list"),
    path("resumes/<int:resume_id>/share/new/", io_views.share_create, name="share_create"),
    path(
        "resumes/<int:resume_id>/share/<int:link_id>/revoke/",
        io_views.share_revoke,
        name="share_revoke",
    ),
    path("s/<str:token>/", io_views.public_share, name="public_share"),
    path("s/<str:token>/resume.pdf", io_views.public_share_pdf, name="public_share_pdf"),
]
