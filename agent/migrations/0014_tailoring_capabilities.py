"""Seed the tailoring and cover-letter capabilities (admin-editable afterwards).

Reversing deletes exactly the rows this added (by slug).
"""

from __future__ import annotations

from django.db import migrations

TAILOR_PROMPT = """\
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

COVER_LETTER_PROMPT = """\
You write a cover letter for one job application from the person's resume and the job \
posting, both given below.
- Three or four short paragraphs, in the posting's language, addressed to the hiring team: \
why this role, the two or three most relevant experiences from the resume, and a short close.
- Every employer, job title, date and number you mention must appear in the resume exactly; \
do not invent metrics or experience. If the resume lacks something the posting asks for, \
leave it out.
- Answer with the letter's text only: no subject line, no placeholders, no markdown."""

CAPABILITIES = [
    {
        "slug": "tailor",
        "name": "Job tailoring",
        "description": "Tailors a version of the resume to a job posting, in review mode.",
        "prompt_addendum": TAILOR_PROMPT,
        "tool_policy": "whitelist",
        "tools": ["CVReader", "CVEditor", "CVBatchEditor", "think", "askHuman", "stop"],
        "options": {"review_mode": True},
        "sort_order": 10,
        "translations": {
            "zh-hans": {"name": "岗位定制", "description": "针对一个职位定制简历的一个版本（审阅模式）。"}
        },
    },
    {
        "slug": "cover-letter",
        "name": "Cover letter",
        "description": "Writes a cover letter from a tailored version and its posting.",
        "prompt_addendum": COVER_LETTER_PROMPT,
        "tool_policy": "whitelist",
        "tools": [],
        "options": {"cover_letter": True},
        "sort_order": 11,
        "translations": {
            "zh-hans": {"name": "求职信", "description": "根据定制版本和职位写一封求职信。"}
        },
    },
]


def seed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    for values in CAPABILITIES:
        fields = {k: v for k, v in values.items() if k != "slug"}
        Capability.objects.get_or_create(slug=values["slug"], defaults=fields)


def unseed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    Capability.objects.filter(slug__in=[c["slug"] for c in CAPABILITIES]).delete()


class Migration(migrations.Migration):
    dependencies = [("agent", "0013_api_keys"), ("resumes", "0006_jobs")]

    operations = [migrations.RunPython(seed, unseed)]
