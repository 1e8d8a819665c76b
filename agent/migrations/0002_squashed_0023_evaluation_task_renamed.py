"""The agent's links to the resumes app, its constraints and indexes, and the seeded
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
            model_name='evalcell',
            name='capability',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='agent.capability', verbose_name='capability'),
        ),
        migrations.AddField(
            model_name='evalresult',
            name='cell',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='results', to='agent.evalcell', verbose_name='cell'),
        ),
        migrations.AddField(
            model_name='evalresult',
            name='conversation',
            field=models.OneToOneField(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='eval_result', to='agent.conversation', verbose_name='conversation'),
        ),
        migrations.AddField(
            model_name='evalrun',
            name='started_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL, verbose_name='started by'),
        ),
        migrations.AddField(
            model_name='evalcell',
            name='eval_run',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='cells', to='agent.evalrun', verbose_name='eval run'),
        ),
        migrations.AddField(
            model_name='llmcall',
            name='conversation',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='llm_calls', to='agent.conversation', verbose_name='conversation'),
        ),
        migrations.AddField(
            model_name='message',
            name='conversation',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='messages', to='agent.conversation', verbose_name='conversation'),
        ),
        migrations.AddField(
            model_name='changeundo',
            name='note',
            field=models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='undo', to='agent.message', verbose_name='note'),
        ),
        migrations.AddField(
            model_name='proposal',
            name='conversation',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='proposals', to='agent.conversation', verbose_name='conversation'),
        ),
        migrations.AddField(
            model_name='proposal',
            name='decided_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL, verbose_name='decided by'),
        ),
        migrations.AddField(
            model_name='proposal',
            name='revision',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='resumes.resumerevision', verbose_name='revision'),
        ),
        migrations.AddField(
            model_name='llmcall',
            name='provider',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='agent.provider', verbose_name='provider'),
        ),
        migrations.AddField(
            model_name='evalcell',
            name='provider',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='agent.provider', verbose_name='provider'),
        ),
        migrations.AddField(
            model_name='conversation',
            name='provider',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='agent.provider', verbose_name='provider'),
        ),
        migrations.AddField(
            model_name='providerprobe',
            name='provider',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='probes', to='agent.provider', verbose_name='provider'),
        ),
        migrations.AddField(
            model_name='run',
            name='capability',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='agent.capability', verbose_name='capability'),
        ),
        migrations.AddField(
            model_name='run',
            name='conversation',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='runs', to='agent.conversation', verbose_name='conversation'),
        ),
        migrations.AddField(
            model_name='run',
            name='provider',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='agent.provider', verbose_name='provider'),
        ),
        migrations.AddField(
            model_name='proposal',
            name='run',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='proposals', to='agent.run', verbose_name='run'),
        ),
        migrations.AddField(
            model_name='message',
            name='run',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='messages', to='agent.run', verbose_name='run'),
        ),
        migrations.AddField(
            model_name='llmcall',
            name='run',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='llm_calls', to='agent.run', verbose_name='run'),
        ),
        migrations.AddField(
            model_name='toolcall',
            name='conversation',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='tool_calls', to='agent.conversation', verbose_name='conversation'),
        ),
        migrations.AddField(
            model_name='toolcall',
            name='message',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='tool_calls', to='agent.message', verbose_name='message'),
        ),
        migrations.AddField(
            model_name='proposal',
            name='tool_call',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='proposals', to='agent.toolcall', verbose_name='tool call'),
        ),
        migrations.AddField(
            model_name='message',
            name='tool_call',
            field=models.OneToOneField(blank=True, help_text='Set on tool-role messages only: the call this message answers.', null=True, on_delete=django.db.models.deletion.CASCADE, related_name='result', to='agent.toolcall', verbose_name='tool call'),
        ),
        migrations.AddField(
            model_name='changeundo',
            name='tool_call',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='undos', to='agent.toolcall', verbose_name='tool call'),
        ),
        migrations.AddField(
            model_name='virtualfile',
            name='conversation',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='files', to='agent.conversation', verbose_name='conversation'),
        ),
        migrations.AddConstraint(
            model_name='capabilityversion',
            constraint=models.UniqueConstraint(fields=('capability', 'version'), name='capability_version_unique'),
        ),
        migrations.AddIndex(
            model_name='conversation',
            index=models.Index(fields=['owner', 'resume', '-updated_at'], name='agent_conve_owner_i_36c4f9_idx'),
        ),
        migrations.AddIndex(
            model_name='run',
            index=models.Index(fields=['status', 'heartbeat_at'], name='agent_run_status_84cb56_idx'),
        ),
        migrations.AddConstraint(
            model_name='run',
            constraint=models.UniqueConstraint(condition=models.Q(('status', 'running')), fields=('conversation',), name='run_one_running_per_conversation'),
        ),
        migrations.AddConstraint(
            model_name='toolcall',
            constraint=models.UniqueConstraint(fields=('conversation', 'call_id'), name='toolcall_unique_call_id'),
        ),
        migrations.AddIndex(
            model_name='proposal',
            index=models.Index(fields=['conversation', 'status'], name='agent_propo_convers_8f4d05_idx'),
        ),
        migrations.AddConstraint(
            model_name='message',
            constraint=models.UniqueConstraint(fields=('conversation', 'seq'), name='message_unique_seq'),
        ),
        migrations.AddConstraint(
            model_name='message',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('role', 'tool'), ('tool_call__isnull', False), models.Q(('status', ''), _negated=True)), models.Q(models.Q(('role', 'tool'), _negated=True), ('tool_call__isnull', True), ('status', '')), _connector='OR'), name='message_tool_role_iff_tool_call'),
        ),
        migrations.AddConstraint(
            model_name='virtualfile',
            constraint=models.UniqueConstraint(fields=('conversation', 'path'), name='vfs_unique_path'),
        ),
        migrations.RunPython(seed, migrations.RunPython.noop),
    ]
