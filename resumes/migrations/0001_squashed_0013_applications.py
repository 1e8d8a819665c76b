"""The resumes app's models as they stand. Squashed from 0001-0013: see docs/architecture.md,
"Migrations squashed"."""

import django.db.models.deletion
import django.utils.timezone
import resumes.models
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    replaces = [
        ('resumes', '0001_initial'),
        ('resumes', '0002_import_source'),
        ('resumes', '0003_review'),
        ('resumes', '0004_share_contacts'),
        ('resumes', '0005_revision_source_api'),
        ('resumes', '0006_jobs'),
        ('resumes', '0007_cover_letter_recipient'),
        ('resumes', '0008_posting_keywords_for_any_job'),
        ('resumes', '0009_verbose_names_translated'),
        ('resumes', '0010_share_link_password_counts'),
        ('resumes', '0011_theme_registry'),
        ('resumes', '0012_languages'),
        ('resumes', '0013_applications'),
    ]

    dependencies = [
        ('agent', '0001_squashed_0001_initial'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='JobPosting',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('title', models.CharField(max_length=200, verbose_name='title')),
                ('company', models.CharField(blank=True, max_length=200, verbose_name='company')),
                ('location', models.CharField(blank=True, max_length=200, verbose_name='location')),
                ('language', models.CharField(choices=[('en', 'English'), ('zh', 'Chinese')], default='en', max_length=5, verbose_name='language')),
                ('description', models.TextField(help_text="The posting's text, as pasted or read from a file.", verbose_name='description')),
                ('keywords', models.JSONField(blank=True, default=list, help_text='Extracted: [{"keyword", "canonical", "weight"}].', verbose_name='keywords')),
                ('notes', models.TextField(blank=True, verbose_name='notes')),
                ('status', models.CharField(choices=[('saved', 'Saved'), ('applied', 'Applied'), ('interview', 'Interview'), ('offer', 'Offer'), ('rejected', 'Rejected')], default='saved', max_length=12, verbose_name='status')),
                ('source_filename', models.CharField(blank=True, max_length=255, verbose_name='source filename')),
                ('applied_on', models.DateField(blank=True, null=True, verbose_name='applied on')),
                ('status_changed_at', models.DateTimeField(default=django.utils.timezone.now, verbose_name='status changed at')),
                ('created_at', models.DateTimeField(auto_now_add=True, verbose_name='created at')),
                ('updated_at', models.DateTimeField(auto_now=True, verbose_name='updated at')),
                ('owner', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='job_postings', to=settings.AUTH_USER_MODEL, verbose_name='owner')),
            ],
            options={
                'verbose_name': 'job posting',
                'verbose_name_plural': 'job postings',
                'ordering': ['-updated_at'],
            },
        ),
        migrations.CreateModel(
            name='Resume',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('title', models.CharField(max_length=200, verbose_name='title')),
                ('data', models.JSONField(default=dict, verbose_name='document')),
                ('version', models.PositiveIntegerField(default=1, verbose_name='version')),
                ('theme', models.CharField(choices=[('classic', 'Classic'), ('modern', 'Modern'), ('compact', 'Compact'), ('ats', 'Plain (ATS)'), ('academic', 'Academic CV'), ('onepage', 'One page'), ('sidebar', 'Sidebar'), ('elegant', 'Elegant'), ('minimal', 'Minimal'), ('jianli', 'Chinese profile (photo)'), ('zh-formal', 'Chinese formal'), ('zh-fresh', 'Chinese fresh')], default='classic', max_length=20, verbose_name='theme')),
                ('language', models.CharField(choices=[('en', 'English'), ('zh-hans', 'Simplified Chinese')], default='en', max_length=10, verbose_name='language')),
                ('is_scratch', models.BooleanField(default=False, help_text='A playground resume, hidden from the dashboard.', verbose_name='scratch')),
                ('created_at', models.DateTimeField(auto_now_add=True, verbose_name='created at')),
                ('updated_at', models.DateTimeField(auto_now=True, verbose_name='updated at')),
                ('owner', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='resumes', to=settings.AUTH_USER_MODEL, verbose_name='owner')),
            ],
            options={
                'verbose_name': 'resume',
                'verbose_name_plural': 'resumes',
                'ordering': ['-updated_at'],
            },
        ),
        migrations.CreateModel(
            name='LanguageVersion',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('language', models.CharField(max_length=20, verbose_name='language')),
                ('synced_version', models.PositiveIntegerField(verbose_name='synced version')),
                ('local_version', models.PositiveIntegerField(default=1, verbose_name='local version')),
                ('conflicts', models.JSONField(blank=True, default=list, verbose_name='conflicts')),
                ('created_at', models.DateTimeField(auto_now_add=True, verbose_name='created at')),
                ('master', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='language_versions', to='resumes.resume', verbose_name='master')),
                ('resume', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='language_of', to='resumes.resume', verbose_name='resume')),
            ],
            options={
                'verbose_name': 'language version',
                'verbose_name_plural': 'language versions',
                'ordering': ['master', 'language'],
            },
        ),
        migrations.CreateModel(
            name='ImportSource',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('filename', models.CharField(blank=True, max_length=255, verbose_name='filename')),
                ('kind', models.CharField(max_length=20, verbose_name='kind')),
                ('size', models.PositiveIntegerField(verbose_name='size')),
                ('original', models.BinaryField(help_text='The imported file, byte for byte.', verbose_name='original')),
                ('source_text', models.TextField(blank=True, verbose_name='source text')),
                ('unplaced', models.JSONField(blank=True, default=list, verbose_name='unplaced')),
                ('report', models.JSONField(blank=True, default=dict, verbose_name='report')),
                ('created_at', models.DateTimeField(auto_now_add=True, verbose_name='created at')),
                ('resume', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='import_source', to='resumes.resume', verbose_name='resume')),
            ],
            options={
                'verbose_name': 'imported original',
                'verbose_name_plural': 'imported originals',
            },
        ),
        migrations.CreateModel(
            name='Application',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('company', models.CharField(blank=True, max_length=200, verbose_name='company')),
                ('role', models.CharField(blank=True, max_length=200, verbose_name='role')),
                ('location', models.CharField(blank=True, max_length=200, verbose_name='location')),
                ('url', models.CharField(blank=True, max_length=500, verbose_name='link')),
                ('contacts', models.TextField(blank=True, verbose_name='contacts')),
                ('notes', models.TextField(blank=True, verbose_name='notes')),
                ('status', models.CharField(choices=[('saved', 'Saved'), ('applied', 'Applied'), ('interviewing', 'Interviewing'), ('offer', 'Offer'), ('rejected', 'Rejected'), ('withdrawn', 'Withdrawn')], default='saved', max_length=12, verbose_name='status')),
                ('applied_on', models.DateField(blank=True, null=True, verbose_name='applied on')),
                ('interview_on', models.DateField(blank=True, null=True, verbose_name='first interview on')),
                ('offer_on', models.DateField(blank=True, null=True, verbose_name='offer on')),
                ('closed_on', models.DateField(blank=True, null=True, verbose_name='closed on')),
                ('next_step', models.CharField(blank=True, max_length=200, verbose_name='next step')),
                ('next_step_on', models.DateField(blank=True, null=True, verbose_name='next step on')),
                ('next_step_time', models.TimeField(blank=True, null=True, verbose_name='next step at')),
                ('sent_resume_title', models.CharField(blank=True, max_length=200, verbose_name='resume version sent')),
                ('sent_theme', models.CharField(blank=True, max_length=20, verbose_name='theme sent')),
                ('sent_tailored', models.BooleanField(blank=True, null=True, verbose_name='tailored')),
                ('extra', models.JSONField(blank=True, default=dict, help_text='Columns of an imported spreadsheet that have no field here, kept as read.', verbose_name='other columns')),
                ('status_changed_at', models.DateTimeField(default=django.utils.timezone.now, verbose_name='status changed at')),
                ('created_at', models.DateTimeField(auto_now_add=True, verbose_name='created at')),
                ('updated_at', models.DateTimeField(auto_now=True, verbose_name='updated at')),
                ('owner', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='applications', to=settings.AUTH_USER_MODEL, verbose_name='owner')),
                ('posting', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='applications', to='resumes.jobposting', verbose_name='posting')),
                ('resume', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='applications', to='resumes.resume', verbose_name='resume sent')),
            ],
            options={
                'verbose_name': 'application',
                'verbose_name_plural': 'applications',
                'ordering': ['-status_changed_at', '-pk'],
            },
        ),
        migrations.CreateModel(
            name='ResumeRevision',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('version', models.PositiveIntegerField(verbose_name='version')),
                ('source', models.CharField(choices=[('user', 'You'), ('agent', 'The agent'), ('import', 'Import'), ('undo', 'Undo'), ('api', 'API client')], max_length=10, verbose_name='source')),
                ('patch', models.JSONField(blank=True, default=list, verbose_name='patch')),
                ('inverse', models.JSONField(blank=True, default=list, verbose_name='inverse')),
                ('snapshot', models.JSONField(blank=True, null=True, verbose_name='snapshot')),
                ('summary', models.CharField(blank=True, max_length=300, verbose_name='summary')),
                ('created_at', models.DateTimeField(default=django.utils.timezone.now, verbose_name='created at')),
                ('approved_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL, verbose_name='approved by')),
                ('author', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, to=settings.AUTH_USER_MODEL, verbose_name='author')),
                ('resume', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='revisions', to='resumes.resume', verbose_name='resume')),
                ('tool_call', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='revisions', to='agent.toolcall', verbose_name='tool call')),
            ],
            options={
                'verbose_name': 'revision',
                'verbose_name_plural': 'revisions',
                'ordering': ['resume', '-version'],
            },
        ),
        migrations.CreateModel(
            name='ShareLink',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('token', models.CharField(default=resumes.models.new_share_token, max_length=64, unique=True, verbose_name='token')),
                ('expires_at', models.DateTimeField(blank=True, null=True, verbose_name='expires at')),
                ('revoked_at', models.DateTimeField(blank=True, null=True, verbose_name='revoked at')),
                ('view_count', models.PositiveIntegerField(default=0, verbose_name='view count')),
                ('created_at', models.DateTimeField(auto_now_add=True, verbose_name='created at')),
                ('show_email', models.BooleanField(default=False, verbose_name='show email')),
                ('show_phone', models.BooleanField(default=False, verbose_name='show phone')),
                ('show_address', models.BooleanField(default=False, verbose_name='show address')),
                ('password_hash', models.CharField(blank=True, max_length=256, verbose_name='password hash')),
                ('allow_download', models.BooleanField(default=True, verbose_name='allow download')),
                ('download_count', models.PositiveIntegerField(default=0, verbose_name='download count')),
                ('resume', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='share_links', to='resumes.resume', verbose_name='resume')),
            ],
            options={
                'verbose_name': 'share link',
                'verbose_name_plural': 'share links',
                'ordering': ['-created_at'],
            },
        ),
        migrations.CreateModel(
            name='ShareLinkDay',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('day', models.DateField(verbose_name='day')),
                ('views', models.PositiveIntegerField(default=0, verbose_name='views')),
                ('downloads', models.PositiveIntegerField(default=0, verbose_name='downloads')),
                ('link', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='days', to='resumes.sharelink', verbose_name='share link')),
            ],
            options={
                'verbose_name': 'share link day',
                'verbose_name_plural': 'share link days',
                'ordering': ['-day'],
            },
        ),
        migrations.CreateModel(
            name='TailoredVersion',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('synced_version', models.PositiveIntegerField(verbose_name='synced version')),
                ('score_before', models.PositiveSmallIntegerField(default=0, verbose_name='score before')),
                ('created_at', models.DateTimeField(auto_now_add=True, verbose_name='created at')),
                ('master', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='tailored_versions', to='resumes.resume', verbose_name='master')),
                ('posting', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='versions', to='resumes.jobposting', verbose_name='posting')),
                ('resume', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='tailored_from', to='resumes.resume', verbose_name='resume')),
            ],
            options={
                'verbose_name': 'tailored version',
                'verbose_name_plural': 'tailored versions',
                'ordering': ['-created_at'],
            },
        ),
        migrations.CreateModel(
            name='CoverLetter',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('text', models.TextField(blank=True, verbose_name='text')),
                ('recipient', models.CharField(blank=True, help_text="The hiring manager's name, if known (empty: read from the posting, if it names one, or a generic greeting).", max_length=120, verbose_name='recipient')),
                ('findings', models.JSONField(blank=True, default=list, verbose_name='findings')),
                ('updated_at', models.DateTimeField(auto_now=True, verbose_name='updated at')),
                ('version', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='cover_letter', to='resumes.tailoredversion', verbose_name='version')),
            ],
            options={
                'verbose_name': 'cover letter',
                'verbose_name_plural': 'cover letters',
            },
        ),
        migrations.CreateModel(
            name='FrozenFile',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('kind', models.CharField(choices=[('resume', 'Resume'), ('cover_letter', 'Cover letter')], max_length=20, verbose_name='kind')),
                ('filename', models.CharField(max_length=255, verbose_name='filename')),
                ('content_type', models.CharField(default='application/pdf', max_length=100, verbose_name='content type')),
                ('content', models.BinaryField(verbose_name='content')),
                ('sha256', models.CharField(max_length=64, verbose_name='SHA-256')),
                ('size', models.PositiveIntegerField(verbose_name='size')),
                ('resume_version', models.PositiveIntegerField(blank=True, null=True, verbose_name='resume version')),
                ('theme', models.CharField(blank=True, max_length=20, verbose_name='theme')),
                ('created_at', models.DateTimeField(default=django.utils.timezone.now, verbose_name='frozen at')),
                ('application', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='frozen_files', to='resumes.application', verbose_name='application')),
            ],
            options={
                'verbose_name': 'frozen file',
                'verbose_name_plural': 'frozen files',
                'constraints': [models.UniqueConstraint(fields=('application', 'kind'), name='one_frozen_file_per_kind')],
            },
        ),
        migrations.CreateModel(
            name='GlossaryTerm',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('language', models.CharField(max_length=20, verbose_name='language')),
                ('term', models.CharField(max_length=200, verbose_name='term')),
                ('translation', models.CharField(max_length=200, verbose_name='translation')),
                ('created_at', models.DateTimeField(auto_now_add=True, verbose_name='created at')),
                ('owner', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='glossary_terms', to=settings.AUTH_USER_MODEL, verbose_name='owner')),
            ],
            options={
                'verbose_name': 'glossary term',
                'verbose_name_plural': 'glossary terms',
                'ordering': ['owner', 'language', 'term'],
                'constraints': [models.UniqueConstraint(fields=('owner', 'language', 'term'), name='glossary_unique_term')],
            },
        ),
        migrations.AddIndex(
            model_name='jobposting',
            index=models.Index(fields=['owner', '-updated_at'], name='resumes_job_owner_i_b33175_idx'),
        ),
        migrations.AddIndex(
            model_name='resume',
            index=models.Index(fields=['owner', '-updated_at'], name='resumes_res_owner_i_58ec56_idx'),
        ),
        migrations.AddConstraint(
            model_name='languageversion',
            constraint=models.UniqueConstraint(fields=('master', 'language'), name='language_version_unique_language'),
        ),
        migrations.AddIndex(
            model_name='application',
            index=models.Index(fields=['owner', 'status'], name='resumes_app_owner_i_d2823e_idx'),
        ),
        migrations.AddConstraint(
            model_name='resumerevision',
            constraint=models.UniqueConstraint(fields=('resume', 'version'), name='revision_unique_version'),
        ),
        migrations.AddConstraint(
            model_name='sharelinkday',
            constraint=models.UniqueConstraint(fields=('link', 'day'), name='share_link_day_unique'),
        ),
    ]
