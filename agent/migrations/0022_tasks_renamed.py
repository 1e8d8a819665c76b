"""Background work is "tasks", job postings are "postings": the package `agent.jobs` became
`agent.tasks`. A task queued before the rename is stored by its dotted path; rewrite it so the
worker still finds the function (and back, if this migration is reversed)."""

from django.db import migrations

OLD, NEW = "agent.jobs.", "agent.tasks."


def _rename(apps, old, new):
    result = apps.get_model("django_tasks_database", "DBTaskResult")
    for row in result.objects.filter(task_path__startswith=old).only("id", "task_path"):
        row.task_path = new + row.task_path[len(old) :]
        row.save(update_fields=["task_path"])


def forwards(apps, schema_editor):
    _rename(apps, OLD, NEW)


def backwards(apps, schema_editor):
    _rename(apps, NEW, OLD)


class Migration(migrations.Migration):
    dependencies = [
        ("agent", "0021_translate_capability"),
        ("django_tasks_database", "0021_conditional_partial_index_ordering"),
    ]

    operations = [migrations.RunPython(forwards, backwards)]
