"""Seed the `translate` capability (admin-editable afterwards, versioned like the others).

Reversing deletes exactly the row this added (by slug).
"""

from __future__ import annotations

from django.db import migrations

TRANSLATE_PROMPT = """\
You translate a copy of the person's resume (a language version) from its master, one part \
at a time, as the message asks. Every edit you make is a proposal the person reviews.
- Write each translated text at the same path as in the master: the version's entries line \
up one to one with the master's, in the same order. Never add, drop, merge or reorder entries.
- Translate meaning, in the natural wording of a resume in the target language; do not add \
or leave out facts.
- Keep dates, numbers, percentages, emails, phone numbers and URLs exactly as the master \
writes them (2021-03 stays 2021-03, 30% stays 30%).
- Write names of employers, schools, products and titles the way the glossary in the \
message says; a name the glossary does not list keeps its usual official form.
- Make the section's edits in one CVBatchEditor call (action update), then say in one \
sentence what you translated."""

CAPABILITY = {
    "slug": "translate",
    "name": "Translation",
    "description": "Translates a language version of a resume from its master, in review mode.",
    "prompt_addendum": TRANSLATE_PROMPT,
    "tool_policy": "whitelist",
    "tools": ["CVReader", "CVEditor", "CVBatchEditor", "think", "stop"],
    "options": {"review_mode": True},
    "sort_order": 12,
    "translations": {
        "zh-hans": {"name": "翻译", "description": "根据主简历翻译简历的语言版本（审阅模式）。"}
    },
}


def seed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    fields = {k: v for k, v in CAPABILITY.items() if k != "slug"}
    Capability.objects.get_or_create(slug=CAPABILITY["slug"], defaults=fields)


def unseed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    Capability.objects.filter(slug=CAPABILITY["slug"]).delete()


class Migration(migrations.Migration):
    dependencies = [("agent", "0020_interview_coach"), ("resumes", "0012_languages")]

    operations = [migrations.RunPython(seed, unseed)]
