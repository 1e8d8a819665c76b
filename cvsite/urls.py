"""Top-level URL configuration."""

from __future__ import annotations

from django.contrib import admin
from django.urls import include, path

from agent.web.workspace import resume_detail

urlpatterns = [
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("accounts/", include("cvsite.accounts")),
    path("", include("resumes.io_urls")),
    path("chat/", include("agent.web.urls")),
    path("jobs/", include("resumes.jobs.urls")),
    path("resumes/<int:resume_id>/", resume_detail, name="resume_detail"),
    path("", include("resumes.urls")),
]
