"""Seed the `import` capability: the agent corrects and completes an imported draft from the
source text only. Its prompt is admin-editable; its `values_from_source` option turns on
the import guard (agent.source_check) for its edits. Reversing deletes the row by slug.
"""

from __future__ import annotations

from django.db import migrations

IMPORT_PROMPT = """\
You are checking a resume that was just imported from a file. The current resume (below) \
is a draft a parser made from the file; the person's message holds the file's text (the \
source). Correct and complete the draft from the source text only:
- Fix fields the parser put in the wrong place or split wrongly: a job title in the \
employer's field, a date in a highlight, two jobs merged into one, a school as a degree.
- Fill fields the source states but the draft misses (employers, positions, schools, \
degrees, dates, locations, contact details, skills, languages), and place the draft's \
"x-unplaced" text where it belongs, then remove it from "x-unplaced".
- Copy values exactly as the source writes them (dates as ISO 8601: 2021, 2021-03). Never \
invent, improve, translate or reword: every value you write must be in the source text; an \
edit with any other value is refused.
- Leave correct parts alone. Prefer one CVBatchEditor call for related fixes.
- When the draft is right, change nothing. End with one or two sentences on what you \
fixed, then call stop."""

CAPABILITY = {
    "slug": "import",
    "name": "Import check",
    "description": "Corrects and completes an imported resume from the file's text only.",
    "prompt_addendum": IMPORT_PROMPT,
    "tool_policy": "whitelist",
    "tools": ["CVReader", "CVEditor", "CVBatchEditor", "think", "stop"],
    "options": {"values_from_source": True},
    "sort_order": 9,
    "translations": {
        "zh-hans": {"name": "导入检查", "description": "只依据原文件的文字，校正并补全导入的简历。"}
    },
}


def seed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    slug = CAPABILITY["slug"]
    defaults = {key: value for key, value in CAPABILITY.items() if key != "slug"}
    Capability.objects.get_or_create(slug=slug, defaults=defaults)


def unseed(apps, schema_editor):
    apps.get_model("agent", "Capability").objects.filter(slug=CAPABILITY["slug"]).delete()


class Migration(migrations.Migration):
    dependencies = [("agent", "0011_evaluation")]

    operations = [migrations.RunPython(seed, unseed)]
