"""A name and description per interface language for capabilities, seeded in Chinese for the
three seeded ones (base, advanced, optimizer). Staff edit them in the admin."""

from django.db import migrations, models

SEEDED = {
    "base": {
        "name": "简历编辑",
        "description": "通用简历编辑：按你的要求阅读、修正和改进任意部分。",
    },
    "advanced": {
        "name": "STAR 改写",
        "description": "用 STAR 法改写工作经历，并量化成果。",
    },
    "optimizer": {
        "name": "岗位优化",
        "description": "一次批量修改，让简历贴合目标岗位。",
    },
}


def seed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    for slug, chinese in SEEDED.items():
        for capability in Capability.objects.filter(slug=slug):
            translations = dict(capability.translations or {})
            translations.setdefault("zh-hans", chinese)
            capability.translations = translations
            capability.save(update_fields=["translations"])


class Migration(migrations.Migration):
    dependencies = [
        ("agent", "0008_call_repairs"),
    ]

    operations = [
        migrations.AddField(
            model_name="capability",
            name="translations",
            field=models.JSONField(
                blank=True,
                default=dict,
                help_text='The name and description people see, per interface language: '
                '{"zh-hans": {"name": "...", "description": "..."}}. Missing ones fall back '
                "to the English name and description.",
            ),
        ),
        migrations.RunPython(seed, migrations.RunPython.noop),
    ]
