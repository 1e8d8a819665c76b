"""Top-level URL configuration."""

from __future__ import annotations

from django.contrib import admin
from django.urls import include, path

from agent.api.v1 import api as api_v1
from agent.api.v1.conversations import stream_turn
from agent.web.workspace import resume_detail
from cvsite.favicon import favicon
from cvsite.signin import AdminSignInForm
from resumes.exporting import urls as exporting_urls
from resumes.importing import urls as importing_urls
from resumes.sharing import urls as sharing_urls

# The admin's sign-in goes through the same throttle as the app's (cvsite/signin.py); this
# form only makes its refusal say why.
admin.site.login_form = AdminSignInForm

# A resume in and out: import, export and share links, each route list in its own home, under
# one namespace (`io:import`, `io:export`, `io:share_list`...).
resumes_io = [
    *importing_urls.urlpatterns,
    *exporting_urls.urlpatterns,
    *sharing_urls.urlpatterns,
]

urlpatterns = [
    path("favicon.ico", favicon, name="favicon"),
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("accounts/", include("cvsite.accounts")),
    path("", include((resumes_io, "io"))),
    path("api/v1/conversations/<int:conversation_id>/turns/stream", stream_turn),
    path("api/v1/", api_v1.urls),
    path("settings/", include("agent.api.settings_urls")),
    path("settings/", include("agent.account.urls")),
    path("chat/", include("agent.web.urls")),
    path("staff/", include("agent.evaluation.urls")),
    path("jobs/", include("resumes.postings.urls")),
    path("languages/", include("resumes.languages.urls")),
    path("applications/", include("resumes.applications.urls")),
    path("resumes/<int:resume_id>/", resume_detail, name="resume_detail"),
    path("", include("resumes.urls")),
]

handler400 = "cvsite.errors.bad_request"
handler500 = "cvsite.errors.server_error"
