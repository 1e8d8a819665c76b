"""Background tasks: work longer than a request, run by a worker, with progress a page shows.

The pattern (Django's tasks framework through the `django-tasks` backport; its database
backend by default, `manage.py db_worker` runs the tasks, `manage.py serve` starts one):

1. The task is a function decorated with `@task(takes_context=True)` in a module of this
   package, taking JSON-serialisable keyword arguments, returning a JSON-serialisable result
   (what the page shows at the end). It does its work through the services (never through
   views), in steps, and after each step calls `progress.report(context, done=..., total=...,
   note=...)`.
2. A view enqueues it (`the_task.enqueue(**kwargs)`), and redirects to a page for the result
   id; that page polls a fragment (htmx, every second) that reads the task's status and
   `progress.read(id)` until the task has finished, then shows the result.
3. Tests run the task through the real worker (`manage.py db_worker --batch`) against the
   test database (see tests/agent/tasks/test_maintenance.py).

The tasks: staff's `maintenance.repair_all_histories` (from Maintenance) and
`evaluation.run_evaluation_grid` (from the evaluation page), each with an entry in
`agent.web.tasks_views.TASK_PAGES`; a person's own tasks, owner only
(`agent/web/owner_tasks_views.py`: the task is found by id and by the `user_id` it was queued
with): `importing.correct_import` (the model's check of a web import) and
`pushdown.push_down_all` (every tailored version of a master brought up to date), and
`languages.translate_language_version` (a language version translated or brought up to date;
its pages are in `agent/web/translating_views.py`).
"""
