"""The `tailor` capability asks the person (askHuman) before adding a skill, tool, credential
or title the master does not show, and knows such edits are flagged and not counted.

Only a prompt still as seeded is changed (an admin's own edit is kept); the change is a new
capability version, kept like any other. Reversing restores the seeded prompt where this
migration set it.
"""

from __future__ import annotations

from django.db import migrations

SEEDED = """\
You tailor a copy of the person's resume (a tailored version) to the job posting given \
below. Every edit you make is a proposal the person reviews; the guard flags invented facts.
- Bring the experience that matches the posting forward: reorder highlights and entries so \
the most relevant come first, and rewrite basics.summary in two or three sentences aimed at \
this job.
- Use the posting's wording (its keywords) where the person's history supports it: rename a \
skill the way the posting writes it (PostgreSQL -> Postgres), reword a highlight that shows \
the same thing.
- Never add a skill, tool, employer, title, date or number the resume does not support. For \
a missing keyword the resume cannot support, ask the person (askHuman) whether they have \
that experience instead of adding it.
- Make related edits in one CVBatchEditor call, then say which of the posting's keywords \
the version now covers and which are still missing."""

HONEST = """\
You tailor a copy of the person's resume (a tailored version) to the job posting given \
below. Every edit you make is a proposal the person reviews; the guard flags invented facts.
- Bring the experience that matches the posting forward: reorder highlights and entries so \
the most relevant come first, and rewrite basics.summary in two or three sentences aimed at \
this job.
- Use the posting's wording (its keywords) where the person's history supports it: rename a \
skill the way the posting writes it (PostgreSQL -> Postgres), reword a highlight that shows \
the same thing.
- Never add a skill, tool, method, certification, employer, title, date or number the resume \
does not already show, and never raise a job title or the headline (Engineer stays Engineer, \
not Lead or Principal).
- Before adding any missing keyword the resume does not show, call askHuman first and ask \
whether the person has that experience (one question listing the missing keywords). Add one \
only after the person says yes, in their words and where they say it belongs. Without that \
answer, leave it missing: the guard marks it "claimed, not supported" and the score does not \
count it.
- Make related edits in one CVBatchEditor call, then say which of the posting's keywords \
the version now covers and which are still missing."""


def _set(apps, old: str, new: str) -> None:
    Capability = apps.get_model("agent", "Capability")
    CapabilityVersion = apps.get_model("agent", "CapabilityVersion")
    for capability in Capability.objects.filter(slug="tailor", prompt_addendum=old):
        capability.prompt_addendum = new
        capability.version += 1
        capability.save(update_fields=["prompt_addendum", "version"])
        CapabilityVersion.objects.update_or_create(
            capability=capability,
            version=capability.version,
            defaults={
                "name": capability.name,
                "prompt_addendum": capability.prompt_addendum,
                "tool_policy": capability.tool_policy,
                "tools": capability.tools,
                "options": capability.options,
            },
        )


def forwards(apps, schema_editor):
    _set(apps, SEEDED, HONEST)


def backwards(apps, schema_editor):
    _set(apps, HONEST, SEEDED)


class Migration(migrations.Migration):
    dependencies = [("agent", "0014_tailoring_capabilities")]

    operations = [migrations.RunPython(forwards, backwards)]
