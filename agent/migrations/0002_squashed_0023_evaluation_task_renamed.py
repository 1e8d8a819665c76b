"""The agent's links to the resumes app (and the index on one of them), and the seeded
capabilities and provider presets (`agent.seeds`). Squashed from 0002-0023: see
docs/architecture.md, "Migrations squashed"."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from agent.seeds import seed


class Migration(migrations.Migration):

    initial = True

    replaces = [
        ('agent', '0002_initial'),
        ('agent', '0003_seed_capabilities_providers'),
        ('agent', '0004_run_error_code'),
        ('agent', '0006_proposals'),
        ('agent', '0008_call_repairs'),
        ('agent', '0009_capability_display_name'),
        ('agent', '0010_change_undo'),
        ('agent', '0011_evaluation'),
        ('agent', '0012_import_capability'),
        ('agent', '0013_api_keys'),
        ('agent', '0014_tailoring_capabilities'),
        ('agent', '0015_tailor_asks_before_claiming'),
        ('agent', '0016_run_holder'),
        ('agent', '0017_verbose_names_translated'),
        ('agent', '0018_run_holder_verbose_names'),
        ('agent', '0019_conversation_posting'),
        ('agent', '0020_interview_coach'),
        ('agent', '0021_translate_capability'),
        ('agent', '0022_tasks_renamed'),
        ('agent', '0023_evaluation_task_renamed'),
    ]

    dependencies = [
        ('agent', '0001_squashed_0001_initial'),
        ('resumes', '0001_squashed_0013_applications'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='conversation',
            name='posting',
            field=models.ForeignKey(blank=True, help_text='Interview practice: the job posting the questions come from.', null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='resumes.jobposting', verbose_name='job posting'),
        ),
        migrations.AddField(
            model_name='conversation',
            name='resume',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='conversations', to='resumes.resume', verbose_name='resume'),
        ),
        migrations.AddField(
            model_name='proposal',
            name='revision',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='resumes.resumerevision', verbose_name='revision'),
        ),
        migrations.AddIndex(
            model_name='conversation',
            index=models.Index(fields=['owner', 'resume', '-updated_at'], name='agent_conve_owner_i_36c4f9_idx'),
        ),
        migrations.RunPython(seed, migrations.RunPython.noop),
    ]
