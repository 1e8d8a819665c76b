"""URL routes of the chat (under /chat/): conversations of a resume, proposals, tailoring,
language versions, the staff playground and the pages of background tasks."""

from __future__ import annotations

from django.urls import include, path

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
from resumes.routes import actions


# The route names (`job_detail`, `import_job`, ...) and paths (`/jobs/...`) are kept from before
# background work was called tasks: bookmarks, links and templates use them.
def task_routes(page, progress, name: str, progress_name: str = "") -> list:
    """A background task's page and the progress fragment it polls, under /<kind>/<result id>/
    (the fragment's name is `<name>_progress` unless given)."""
    return [
        path("", page, name=name),
        path("progress/", progress, name=progress_name or f"{name}_progress"),
    ]


staff_task_routes = task_routes(
    tasks_views.task_detail, tasks_views.task_progress, "job_detail", "job_progress"
)
import_task_routes = task_routes(
    owner_tasks_views.import_task, owner_tasks_views.import_task_progress, "import_job"
)
pushdown_task_routes = task_routes(
    owner_tasks_views.pushdown_task, owner_tasks_views.pushdown_task_progress, "pushdown_job"
)
language_task_routes = task_routes(
    translating_views.language_task, translating_views.language_task_progress, "language_job"
)
conversation_routes = [
    *actions(views, "conversation", "rename", "delete", "settings"),
    *actions(review_views, "proposals", "accept", "reject", "preview", at="proposals/"),
    path("calls/<str:call_id>/undo/", views.change_undo, name="change_undo"),
]
proposal_routes = actions(review_views, "proposal", "accept", "reject", "reapply")
language_routes = [
    path("<int:version_id>/", translating_views.language_version, name="language_version"),
    *actions(translating_views, "language", "update", at="<int:version_id>/"),
    path(
        "<int:version_id>/conflict/", translating_views.conflict_translate, name="language_conflict"
    ),
    path("jobs/<uuid:result_id>/", include(language_task_routes)),
]
cover_letter_routes = [
    path("", tailoring_views.cover_letter, name="cover_letter"),
    path("<str:fmt>/", tailoring_views.cover_letter_export, name="cover_letter_export"),
]
playground_routes = [
    path("", views.playground, name="playground"),
    *actions(views, "playground", "new"),
    *actions(views, "playground", "tools", "calls", at="<int:conversation_id>/"),
    *actions(vfs_views, "playground", "files", at="<int:conversation_id>/"),
    path(
        "<int:conversation_id>/files/<path:path>",
        vfs_views.playground_file_download,
        name="playground_file_download",
    ),
    path("js-eval-sandbox/", browser_page.js_eval_sandbox, name="js_eval_sandbox"),
]
resume_routes = [
    path("conversations/new/", views.conversation_create, name="conversation_create"),
    path("languages/add/", translating_views.translate_start, name="translate_start"),
    path("versions/update/", owner_tasks_views.pushdown_all_start, name="pushdown_all"),
]

urlpatterns = [
    path("resumes/<int:resume_id>/", include(resume_routes)),
    path("conversations/<int:conversation_id>/", include(conversation_routes)),
    path("proposals/<int:proposal_id>/", include(proposal_routes)),
    path("jobs/<int:posting_id>/tailor/", tailoring_views.tailor_start, name="tailor_start"),
    path("jobs/<int:posting_id>/practice/", practice_views.practice_start, name="practice_start"),
    path("languages/", include(language_routes)),
    path("versions/<int:version_id>/cover-letter/", include(cover_letter_routes)),
    path("playground/", include(playground_routes)),
    path("maintenance/", tasks_views.maintenance, name="maintenance"),
    path("maintenance/repair/", tasks_views.repair_start, name="maintenance_repair"),
    # The pages of background tasks (agent/tasks/): staff's, then a person's own.
    path("jobs/<uuid:result_id>/", include(staff_task_routes)),
    path("imports/<uuid:result_id>/", include(import_task_routes)),
    path("pushdowns/<uuid:result_id>/", include(pushdown_task_routes)),
]
