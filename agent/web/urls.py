"""URL routes of the chat: conversations of a resume, and the staff playground."""

from __future__ import annotations

from django.urls import path

from agent.web import (
    browser_page,
    owner_tasks_views,
    practice_views,
    review_views,
    tailoring_views,
    tasks_views,
    translating_views,
    vfs_views,
    views,
)

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
    path(
        "proposals/<int:proposal_id>/accept/",
        review_views.proposal_accept,
        name="proposal_accept",
    ),
    path(
        "proposals/<int:proposal_id>/reject/",
        review_views.proposal_reject,
        name="proposal_reject",
    ),
    path(
        "proposals/<int:proposal_id>/reapply/",
        review_views.proposal_reapply,
        name="proposal_reapply",
    ),
    path(
        "conversations/<int:conversation_id>/proposals/accept/",
        review_views.proposals_accept,
        name="proposals_accept",
    ),
    path(
        "conversations/<int:conversation_id>/proposals/reject/",
        review_views.proposals_reject,
        name="proposals_reject",
    ),
    path(
        "conversations/<int:conversation_id>/proposals/preview/",
        review_views.proposals_preview,
        name="proposals_preview",
    ),
    path(
        "conversations/<int:conversation_id>/calls/<str:call_id>/undo/",
        views.change_undo,
        name="change_undo",
    ),
    path("jobs/<int:posting_id>/tailor/", tailoring_views.tailor_start, name="tailor_start"),
    path("jobs/<int:posting_id>/practice/", practice_views.practice_start, name="practice_start"),
    path(
        "resumes/<int:resume_id>/languages/add/",
        translating_views.translate_start,
        name="translate_start",
    ),
    path(
        "languages/<int:version_id>/",
        translating_views.language_version,
        name="language_version",
    ),
    path(
        "languages/<int:version_id>/update/",
        translating_views.language_update,
        name="language_update",
    ),
    path(
        "languages/jobs/<uuid:result_id>/",
        translating_views.language_job,
        name="language_job",
    ),
    path(
        "languages/jobs/<uuid:result_id>/progress/",
        translating_views.language_job_progress,
        name="language_job_progress",
    ),
    path(
        "languages/<int:version_id>/conflict/",
        translating_views.conflict_translate,
        name="language_conflict",
    ),
    path(
        "versions/<int:version_id>/cover-letter/",
        tailoring_views.cover_letter,
        name="cover_letter",
    ),
    path(
        "versions/<int:version_id>/cover-letter/<str:fmt>/",
        tailoring_views.cover_letter_export,
        name="cover_letter_export",
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
    path("maintenance/", tasks_views.maintenance, name="maintenance"),
    path("maintenance/repair/", tasks_views.repair_start, name="maintenance_repair"),
    path("jobs/<uuid:result_id>/", tasks_views.task_detail, name="job_detail"),
    path("jobs/<uuid:result_id>/progress/", tasks_views.task_progress, name="job_progress"),
    path("imports/<uuid:result_id>/", owner_tasks_views.import_task, name="import_job"),
    path(
        "imports/<uuid:result_id>/progress/",
        owner_tasks_views.import_task_progress,
        name="import_job_progress",
    ),
    path(
        "resumes/<int:resume_id>/versions/update/",
        owner_tasks_views.pushdown_all_start,
        name="pushdown_all",
    ),
    path("pushdowns/<uuid:result_id>/", owner_tasks_views.pushdown_task, name="pushdown_job"),
    path(
        "pushdowns/<uuid:result_id>/progress/",
        owner_tasks_views.pushdown_task_progress,
        name="pushdown_job_progress",
    ),
    path("playground/js-eval-sandbox/", browser_page.js_eval_sandbox, name="js_eval_sandbox"),
]
