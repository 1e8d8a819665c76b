"""The evaluation's background task is `run_evaluation_grid` (it was `run_evaluation_job`;
background work is "tasks"). A task queued or finished before the rename is stored by its
dotted path; rewrite it so the worker still finds the function and its page still opens (and
back, if this migration is reversed)."""

from django.db import migrations

OLD = "agent.tasks.evaluation.run_evaluation_job"
NEW = "agent.tasks.evaluation.run_evaluation_grid"


def _rename(apps, old, new):
    result = apps.get_model("django_tasks_database", "DBTaskResult")
    result.objects.filter(task_path=old).update(task_path=new)


def forwards(apps, schema_editor):
    _rename(apps, OLD, NEW)


def backwards(apps, schema_editor):
    _rename(apps, NEW, OLD)


class Migration(migrations.Migration):
    dependencies = [("agent", "0022_tasks_renamed")]

    operations = [migrations.RunPython(forwards, backwards)]
