"""URL routes of the share links, in the `io` namespace (cvsite/urls.py gathers it): the
owner's panel under the resume, and the public page and PDF under `/s/<token>/`."""

from __future__ import annotations

from django.urls import include, path

from resumes.sharing import views

urlpatterns = [
    path(
        "resumes/<int:resume_id>/share/",
        include(
            [
                path("", views.share_list, name="share_list"),
                path("new/", views.share_create, name="share_create"),
                path("<int:link_id>/revoke/", views.share_revoke, name="share_revoke"),
            ]
        ),
    ),
    path("s/<str:token>/", views.public_share, name="public_share"),
    path("s/<str:token>/resume.pdf", views.public_share_pdf, name="public_share_pdf"),
]
