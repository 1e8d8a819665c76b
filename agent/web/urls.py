"""URL routes of the chat: conversations of a resume, and the staff playground."""

from __future__ import annotations

from django.urls import path

from agent.web import browser_page, jobs_views, vfs_views, views

urlpatterns = [
    path(
        "resumes/<int:resume_id>/conversations/new/",
        views.conversation_create,
        name="conversation_create",
    ),
    path(
        "conversations/<int:conversation_id>/rename/",
        views.conversation_rename,
        name="conversation_rename",
    ),
    path(
        "conversations/<int:conversation_id>/delete/",
        views.conversation_delete,
        name="conversation_delete",
    ),
    path(
        "conversations/<int:conversation_id>/settings/",
        views.conversation_settings,
        name="conversation_settings",
    ),
    path("playground/", views.playground, name="playground"),
    path("playground/new/", views.playground_new, name="playground_new"),
    path(
        "playground/<int:conversation_id>/tools/",
        views.playground_tools,
        name="playground_tools",
    ),
    path(
        "playground/<int:conversation_id>/calls/",
        views.playground_calls,
        name="playground_calls",
    ),
    path(
        "playground/<int:conversation_id>/files/",
        vfs_views.playground_files,
        name="playground_files",
    ),
    path(
        "playground/<int:conversation_id>/files/<path:path>",
        vfs_views.playground_file_download,
        name="playground_file_download",
    ),
    path("maintenance/", jobs_views.maintenance, name="maintenance"),
    path("maintenance/repair/", jobs_views.repair_start, name="maintenance_repair"),
    path("jobs/<uuid:result_id>/", jobs_views.job_detail, name="job_detail"),
    path("jobs/<uuid:result_id>/progress/", jobs_views.job_progress, name="job_progress"),
    path("playground/js-eval-worker.js", browser_page.js_eval_worker, name="js_eval_worker"),
]
